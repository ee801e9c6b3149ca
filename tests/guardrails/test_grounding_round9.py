"""Round 9 faithful classes (learned from the spent sixth holdout, so every figure is tuned):
figures worked out over stated terms (differences, totals, means, products), measures that are
the condition of a count, counts of a subset named around them, a count as a quantity condition,
"clear" of a thing, a road address's building number. Each table: the faithful form passes, the
twin with a wrong figure is flagged on that figure."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SOFA = {
    "district": "강남구",
    "items": [
        {"item_name": "소파", "spec": "3인용 이상", "fee": 15000},
        {"item_name": "소파", "spec": "2인용", "fee": 10000},
        {"item_name": "소파", "spec": "1인용", "fee": 5000},
    ],
    "as_of": "2025-07-01",
}
SOFA2 = {
    "district": "서초구",
    "items": [
        {"item_name": "소파", "spec": "3인용 이상", "fee": 18000},
        {"item_name": "소파", "spec": "1인용", "fee": 6000},
    ],
    "as_of": "2025-06-30",
}
PRICES = {
    "region_name": "충청권",
    "items": [
        {"item_name": "PP", "form": "플레이크", "price_per_kg": 640},
        {"item_name": "PP", "form": "펠렛", "price_per_kg": 980},
        {"item_name": "PE", "form": "플레이크", "price_per_kg": 590},
        {"item_name": "PE", "form": "펠렛", "price_per_kg": 910},
    ],
    "survey_date": "2025-04",
}
SERIES = {
    "item_name": "폐골판지",
    "series": [
        {"survey_date": "2024-10", "price_per_kg": 95},
        {"survey_date": "2024-11", "price_per_kg": 88},
        {"survey_date": "2024-12", "price_per_kg": 82},
        {"survey_date": "2025-01", "price_per_kg": 79},
    ],
}
NORMALS = [
    {"place": "강릉", "month": 7, "avg_temp_c": 24.3, "max_temp_c": 28.1},
    {"place": "제주", "month": 7, "avg_temp_c": 27.0, "max_temp_c": 30.4},
]
NOW = {
    "results": [
        {"place": "광주", "temperature_c": 3.2, "wind_speed_ms": 1.9},
        {"place": "대전", "temperature_c": -0.8, "wind_speed_ms": 2.6},
        {"place": "전주", "temperature_c": 1.5, "wind_speed_ms": 6.0},
    ]
}
CAFES = {
    "cafes": [
        {"name": "카페 오르다", "distance_m": 150, "max_kg_per_visit": 20},
        {"name": "성수로스터리", "distance_m": 390, "max_kg_per_visit": 10},
        {"name": "언더스탠드에비뉴 카페", "distance_m": 870, "max_kg_per_visit": 15},
    ]
}
CANS = {"items": [{"item_name": "알루미늄캔", "price_per_kg": 1450}, {"item_name": "고철",
        "price_per_kg": 330}], "survey_date": "2025-01"}  # fmt: skip
TABLE = {"items": [{"item_name": "식탁", "spec": "4인용 이하", "fee": 6000},
         {"item_name": "식탁의자", "spec": "1개", "fee": 2000}]}  # fmt: skip


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a difference of two stated values, whatever the comparative word and wherever it is
        ([SOFA], "3인용 이상은 1만 5천원, 1인용은 5천원이에요. 둘의 차이는 1만원이에요.", []),
        (
            [SOFA],
            "3인용 이상은 1만 5천원, 1인용은 5천원이에요. 둘의 차이는 8천원이에요.",
            ["8천원"],
        ),
        (
            [SOFA, SOFA2],
            "3-seat: 18,000 won in Seocho vs 15,000 won in Gangnam, so Seocho is "
            "3,000 won pricier.",
            [],
        ),  # fmt: skip
        (
            [SOFA, SOFA2],
            "3-seat: 18,000 won in Seocho vs 15,000 won in Gangnam, so Seocho is "
            "4,000 won pricier.",
            ["4,000 won"],
        ),  # fmt: skip
        # one term stated, the other the named record's
        (NORMALS, "강릉 7월 평균 24.3°C. 제주보다 평균이 2.7도 낮아요.", []),
        (NORMALS, "강릉 7월 평균 24.3°C. 제주보다 평균이 3.9도 낮아요.", ["3.9도"]),
        # a bounded difference: at least it, within one step of the last written digit
        (
            [PRICES],
            "PP 펠렛 980원, PE 펠렛 910원, PP 플레이크 640원, PE 플레이크 590원. "
            "펠렛이 플레이크보다 300원 넘게 비싸요.",
            [],
        ),  # fmt: skip
        (
            [PRICES],
            "PP 펠렛 980원, PE 펠렛 910원, PP 플레이크 640원, PE 플레이크 590원. "
            "펠렛이 플레이크보다 400원 넘게 비싸요.",
            ["400원"],
        ),  # fmt: skip
        # a mean of the stated values, or of one key of a tool-output list
        ([NOW], "대전 영하 0.8도, 전주 1.5도, 광주 3.2도예요. 세 곳 평균은 약 1.3도입니다.", []),
        (
            [NOW],
            "대전 영하 0.8도, 전주 1.5도, 광주 3.2도예요. 세 곳 평균은 약 2.3도입니다.",
            ["2.3도"],
        ),
        ([SERIES], "10월 kg당 95원에서 1월 79원으로 16원 내렸어요. 넉 달 평균은 86원이에요.", []),
        (
            [SERIES],
            "10월 kg당 95원에서 1월 79원으로 16원 내렸어요. 넉 달 평균은 90원이에요.",
            ["90원"],
        ),
        # a total of one key over a list, and of stated terms with a count
        (
            [CAFES],
            "The three cafés are 150 m, 390 m and 870 m away. Combined, they take up to "
            "45 kg per visit.",
            [],
        ),  # fmt: skip
        (
            [CAFES],
            "The three cafés are 150 m, 390 m and 870 m away. Combined, they take up to "
            "50 kg per visit.",
            ["50 kg"],
        ),  # fmt: skip
        ([TABLE], "A 4-seat table plus four chairs: 6,000 + 4 × 2,000 = **14,000 won**.", []),
        (
            [TABLE],
            "A 4-seat table plus four chairs: 6,000 + 4 × 2,000 = **16,000 won**.",
            ["16,000 won"],
        ),  # fmt: skip
    ],
)
def test_worked_out_figures(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong


def test_a_quantity_times_the_price_the_named_record_gives() -> None:
    asked = ev(CANS, user="캔 10kg 팔면?")
    assert flagged("알루미늄캔 10kg이면 약 14,500원이에요.", asked) == []
    assert flagged("알루미늄캔 10kg이면 약 19,000원이에요.", asked) == ["19,000원"]
    # only the price of the record the clause names counts: 고철's is 330원/kg
    assert flagged("고철 10kg이면 약 14,500원이에요.", asked) == ["14,500원"]


def test_a_value_of_another_record_passes_as_a_difference_only_next_to_its_word() -> None:
    # 10,000 is 2인용's fee; said as the gap between 3인용 이상 and 1인용 it is worked out
    assert flagged("3인용 이상 1만 5천원, 1인용 5천원. 3인용 이상과 1인용의 차이는 1만원이에요.",
                   ev(SOFA)) == []  # fmt: skip
    # a misbound fee in a sentence that merely says "more" elsewhere is still misbound
    answer = "1인용은 1만원이고, 3인용 이상은 1만 5천원이라 5천원 더 비싸요."
    assert flagged(answer, ev(SOFA)) == ["1만원"]


BINS = {
    "found": 5,
    "places": [
        {"name": "혜화동 주민센터", "distance_m": 180},
        {"name": "이화동 주민센터", "distance_m": 640},
        {"name": "창신1동 주민센터", "distance_m": 950},
        {"name": "종로구청", "distance_m": 1580},
        {"name": "숭인2동 주민센터", "distance_m": 1720},
    ],
}
STATIONS = {
    "stations": [
        {"name": "불광2동 제3정거장", "operating": "매주 수 18:00-21:00"},
        {"name": "불광2동 제7정거장", "operating": "매주 월·목 17:00-20:00"},
        {"name": "갈현1동 제2정거장", "operating": "매주 화·목 18:00-21:00"},
        {"name": "녹번동 제5정거장", "operating": "매주 목 19:00-22:00"},
    ]
}
SITES = {
    "sites": [
        {"name": "광안1동 행정복지센터", "reward": "종량제봉투 10L 1매", "min_qty": 10},
        {"name": "남천2동 행정복지센터", "reward": "휴지 1롤", "min_qty": 5},
        {"name": "망미1동 행정복지센터", "reward": "종량제봉투 20L 1매", "min_qty": 10},
        {"name": "민락동 행정복지센터", "reward": "없음(수거만)", "min_qty": 1},
    ]
}
WIND = {
    "results": [
        {"place": "제주", "wind_speed_ms": 9.8},
        {"place": "강릉", "wind_speed_ms": 6.1},
        {"place": "대구", "wind_speed_ms": 2.3},
        {"place": "청주", "wind_speed_ms": 1.1},
    ]
}


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a measure that is the condition of a count is no claim; the count is checked
        (
            [BINS],
            "반경 1km 안에 수거함이 세 곳 있어요: 혜화동 주민센터, 이화동 주민센터, "
            "창신1동 주민센터.",
            [],
        ),  # fmt: skip
        (
            [BINS],
            "Three of them are within 1.5 km: 혜화동 주민센터, 이화동 주민센터 and "
            "창신1동 주민센터.",
            [],
        ),  # fmt: skip
        ([WIND], "바람이 초속 5m를 넘는 곳은 제주(9.8m/s)와 강릉(6.1m/s) 두 곳이에요.", []),
        # a wrong count: the threshold selects two, so neither the threshold nor the count holds
        (
            [WIND],
            "바람이 초속 5m를 넘는 곳은 제주(9.8m/s)와 강릉(6.1m/s) 세 곳이에요.",
            ["초속 5m", "세 곳"],
        ),  # fmt: skip
        # a threshold that selects another number than the count stated
        ([BINS], "반경 500m 안에 수거함이 세 곳 있어요.", ["500m", "세 곳"]),
        # a measure said of one named thing is a claim
        ([BINS], "혜화동 주민센터는 1.5km 떨어져 있어요.", ["1.5km"]),
        # the rest: the list less a count stated before
        ([BINS], "1km 안에 세 곳 있어요. 나머지 두 곳은 1.5km 넘게 떨어져 있어요.", []),
        ([BINS], "1km 안에 세 곳 있어요. 나머지 세 곳은 1.5km 넘게 떨어져 있어요.", ["세 곳"]),
        # enumerated in the next sentence; a day after the count; names by their first word
        (
            [STATIONS],
            "목요일에 여는 정거장은 세 곳이에요. 불광2동 제7정거장, 갈현1동 제2정거장, "
            "녹번동 제5정거장이에요.",
            [],
        ),  # fmt: skip
        (
            [STATIONS],
            "목요일에 여는 정거장은 두 곳이에요. 불광2동 제7정거장, 갈현1동 제2정거장, "
            "녹번동 제5정거장이에요.",
            ["두 곳"],
        ),  # fmt: skip
        (
            [STATIONS],
            "세 곳이 목요일에 열어요: 불광2동 제7정거장, 갈현1동 제2정거장, 녹번동 제5정거장.",
            [],
        ),  # fmt: skip
        ([BINS], "수거함 5곳 중 주민센터가 네 곳(혜화동, 이화동, 창신1동, 숭인2동)이에요.", []),
        # the list less the items its sentence names as left out
        ([SITES], "보상해 주는 곳은 3곳이에요(민락동은 수거만 해요).", []),
        ([SITES], "보상해 주는 곳은 2곳이에요(민락동은 수거만 해요).", ["2곳"]),
    ],
)
def test_counts_and_their_conditions(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong


RULES = {
    "rules": [
        {"type": "대형", "condition": "1개 이상 무료 방문수거"},
        {"type": "중소형", "condition": "5개 이상 함께 배출 시 무료 방문수거"},
    ],
    "phone": "1599-0903",
}
PLACE = {"places": [{"name": "망원1동 주민센터", "address": "서울특별시 마포구 월드컵로 123",
         "phone": "02-3153-6600"}]}  # fmt: skip
PET = {"items": [{"item_name": "PET", "form": "무색 압축", "price_per_kg": 620},
       {"item_name": "PET", "form": "유색 압축", "price_per_kg": 380}]}  # fmt: skip


@pytest.mark.parametrize(
    ("objs", "answer", "wrong"),
    [
        # a count in a quantity condition is a limit: the tool outputs' own count
        ([RULES], "냉장고 같은 대형 가전은 1대만 있어도 무료로 방문수거해요.", []),
        ([RULES], "냉장고 같은 대형 가전은 2대만 있어도 무료로 방문수거해요.", ["2대만"]),
        # a road address's building number is no service number
        ([PLACE], "위치는 월드컵로 123, 전화는 02 3153 6600입니다.", []),
        ([PLACE], "위치는 월드컵로 123, 전화는 02 3153 6601입니다.", ["02 3153 6601"]),
        # "clear" before a word for a thing describes the thing, not the sky
        ([PET], "Clear compressed PET goes for 620 won/kg, coloured PET 380 won/kg.", []),
        ([PET], "It is clear today; PET goes for 620 won/kg.", ["clear"]),
    ],
)
def test_values_that_are_no_claims(objs: list[object], answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*objs)) == wrong
