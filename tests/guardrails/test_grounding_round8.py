"""Classes of faithful answers learned from the spent fifth holdout and the dev5 corpus (tuning
data; figures are tuned): counts of a filtered subset, day lists given as JSON lists of single
days, spans of days inside a text, days a text states as closed. Each table: the faithful form
passes, the fabricated twin is flagged on the claim."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

BINS = {
    "origin": "매탄동",
    "bins": [
        {
            "location": "매탄3동 행정복지센터 옆",
            "distance_m": 210,
            "collection_days": ["월", "수", "금"],
        },
        {"location": "매탄주공 4단지 정문", "distance_m": 450, "collection_days": ["화", "토"]},
        {"location": "원천동 삼성쉐르빌 앞", "distance_m": 890, "collection_days": ["월", "목"]},
        {"location": "매탄공원 남측 입구", "distance_m": 1120, "collection_days": ["수"]},
    ],
}
SITES = {
    "sites": [
        {"name": "둔산2동 행정복지센터", "distance_km": 0.7, "collection": "둘째·넷째 목요일 수거"},
        {"name": "탄방동 행정복지센터", "distance_km": 1.4, "collection": "매주 월요일 수거"},
        {"name": "갈마1동 행정복지센터", "distance_km": 3.1, "collection": "둘째·넷째 목요일 수거"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the items a condition selects, listed right after the count
        (
            "월요일에 수거하는 곳은 두 곳이에요.\n- 매탄3동 행정복지센터 옆 (210m)\n"
            "- 원천동 삼성쉐르빌 앞 (890m)",
            [],
        ),
        (
            "월요일에 수거하는 곳은 세 곳이에요.\n- 매탄3동 행정복지센터 옆 (210m)\n"
            "- 원천동 삼성쉐르빌 앞 (890m)",
            ["세 곳"],
        ),  # fmt: skip
        # named in the count's own sentence
        ("수요일에 수거하는 곳은 매탄3동 행정복지센터 옆과 매탄공원 남측 입구 두 곳이에요.", []),
        ("수요일에 수거하는 곳은 매탄3동 행정복지센터 옆 한 곳이에요.", ["한 곳"]),
        # the list lines before a summary sentence count too
        (
            "- 매탄3동 행정복지센터 옆, 210m\n- 매탄주공 4단지 정문, 450m\n"
            "1km 안에 있는 곳은 원천동 삼성쉐르빌 앞까지 합쳐 세 곳이에요.",
            [],
        ),
        # a distance limit selects the items: three are within 1 km, not two
        ("1km 안에 있는 수거함은 세 곳이에요.", []),
        ("1km 안에 있는 수거함은 두 곳이에요.", ["두 곳"]),
        ("500m 이내 수거함은 두 곳이에요.", []),
        # no condition stated: the count is of the whole list (four), one named is not "only one"
        ("매탄동 근처 수거함은 매탄3동 행정복지센터 옆 한 곳뿐이에요.", ["한 곳"]),
    ],
)
def test_count_of_a_filtered_subset(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


def test_a_shared_attribute_does_not_name_an_item() -> None:
    """갈마1동 shares "둘째·넷째 목요일 수거" with 둔산2동: quoting it names neither."""
    answer = (
        "형광등을 넣을 수 있는 곳은 두 곳이에요.\n- 둔산2동 행정복지센터: 둘째·넷째 목요일 수거\n"
        "- 탄방동 행정복지센터: 매주 월요일"
    )
    assert flagged(answer, ev(SITES)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("매탄3동 행정복지센터 옆은 월·수·금에 수거해요.", []),
        ("Collection은 월·수·금이고 신발도 받아요.", []),  # a copula after the run
        ("매탄3동 행정복지센터 옆은 월·목에 수거해요.", ["월·목"]),
        ("매탄주공 4단지 정문은 화·토에 수거해요.", []),
        ("매탄주공 4단지 정문은 화·목에 수거해요.", ["화·목"]),
    ],
)
def test_days_given_as_a_list_of_single_days(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


DAYS_TEXT = {
    "sites": [
        {"name": "용봉동 행정복지센터", "days": "매월 첫째 주 월~금", "phone": "062-410-6521"},
        {"name": "운암1동 행정복지센터", "days": "매주 수요일", "phone": "062-410-6583"},
    ]
}
SHOPS = {
    "places": [
        {"name": "부평자원", "distance_m": 870, "hours": "08:00~18:00, 일요일 휴무"},
        {"name": "대성고물상", "distance_m": 1320, "hours": "07:30~19:00, 토·일 휴무"},
    ]
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("용봉동 행정복지센터는 매월 첫째 주 월요일부터 금요일까지 교환해요.", DAYS_TEXT, []),
        (
            "용봉동 행정복지센터는 매월 첫째 주 월요일부터 토요일까지 교환해요.",
            DAYS_TEXT,
            ["월요일부터 토요일"],
        ),  # fmt: skip
        ("부평자원은 일요일은 쉬어요.", SHOPS, []),
        ("부평자원은 월요일은 쉬어요.", SHOPS, ["월요일"]),
    ],
)
def test_days_in_a_text(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


FEES = {
    "district": "수원시 영통구",
    "items": [
        {"item_name": "의자", "spec": "사무용(바퀴)", "fee": 3000},
        {"item_name": "식탁", "spec": "4인용", "fee": 7000},
        {"item_name": "매트리스", "spec": "퀸 이상", "fee": 10000},
        {"item_name": "소파", "spec": "2인용", "fee": 6000},
    ],
    "as_of": "2025-06-30",
}
PRICES = {
    "region_name": "수도권",
    "items": [
        {"item_name": "알루미늄캔", "price_per_kg": 1450},
        {"item_name": "백색 파유리", "price_per_ton": 62000},
    ],
    "survey_date": "2025-09",
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # price × a quantity, in words the older cues did not know
        ("퀸 이상 매트리스는 개당 10000원이라 두 개면 20000원이에요.", FEES, []),
        ("퀸 이상 매트리스는 개당 10000원이라 두 개면 30000원이에요.", FEES, ["30000원"]),
        # a sum of terms with a count in English words
        (
            "4-seat table ₩7,000, office chair ₩3,000, so a table plus four chairs comes to "
            "about 19000 won.",
            FEES,
            [],
        ),  # fmt: skip
        (
            "4-seat table ₩7,000, office chair ₩3,000, so a table plus four chairs comes to "
            "22000 won.",
            FEES,
            ["22000 won"],
        ),  # fmt: skip
        # the price follows, in a sentence giving the reason
        ("알루미늄캔 2kg이면 2,900원 정도 받아요. 수도권 kg당 1,450원이거든요.", PRICES, []),
        (
            "알루미늄캔 2kg이면 3,900원 정도 받아요. 수도권 kg당 1,450원이거든요.",
            PRICES,
            ["3,900원"],
        ),
        # per ton restated per kilogram
        ("백색 파유리는 톤당 62,000원, 킬로로 치면 약 62원이에요.", PRICES, []),
        ("백색 파유리는 톤당 62,000원, 킬로로 치면 약 75원이에요.", PRICES, ["75원"]),
        # a label's number is no quantity: 2인용 × 6,000원 is not a 12,000원 fee
        ("2인용 소파는 1만 2천원이에요. 참고로 2인용 소파는 6,000원이에요.", FEES, ["1만 2천원"]),
    ],
)
def test_amounts_worked_out_from_the_answers_own_figures(
    answer: str, evidence: object, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence, user="캔 2kg 모았는데 얼마?")) == wrong


NOWCAST = {"place": "서울", "kind": "nowcast", "temperature_c": 3.1, "sky": "흐림"}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Put recyclables out in a clear bag; clear PET bottles go in their own bin.", []),
        ("Seoul is 3.1°C with clear skies.", ["clear"]),
        ("Seoul is 3.1°C and clear.", ["clear"]),
    ],
)
def test_clear_describing_a_thing_is_not_the_sky(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NOWCAST)) == wrong


LIST = {
    "district": "부천시",
    "items": [
        {"item_name": "장롱", "spec": "문 2짝", "fee": 8000},
        {"item_name": "서랍장", "spec": "4단 이상", "fee": 6000},
        {"item_name": "신발장", "spec": "1m 이상", "fee": 5000},
        {"item_name": "침대", "spec": "더블", "fee": 15000},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "- 장롱(문 2짝): 8천원\n- 서랍장(4단 이상): 6천원\n- 신발장(1m 이상): 5천원\n합쳐서 19,000원이에요.",
            [],
        ),
        # a label's number in brackets is no multiplier (8천원 × 2 + 5천원 × 2 is not the sum)
        (
            "- 장롱(문 2짝): 8천원\n- 서랍장(4단 이상): 6천원\n- 신발장(1m 이상): 5천원\n합쳐서 26,000원이에요.",
            ["26,000원"],
        ),  # fmt: skip
        # a condition is no sum: "이면" over two stated fees
        ("서랍장은 6천원, 장롱은 8천원이에요. 더블이면 14,000원이에요.", ["14,000원"]),
        # a quantity stated once multiplies one kind, not two
        ("서랍장 6천원, 신발장 5천원이에요. 서랍장 2개면 12,000원이에요.", []),
        ("서랍장 6천원, 신발장 5천원이에요. 서랍장 2개면 22,000원이에요.", ["22,000원"]),
    ],
)
def test_what_is_not_a_working(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(LIST, user="2개")) == wrong


PLACES = {
    "places": [
        {"name": "온누리약국", "distance_m": 900},
        {"name": "인계동 행정복지센터", "distance_m": 2300},
        {"name": "팔달구보건소", "distance_m": 3100},
    ]
}
NORMALS = {"place": "대관령", "kind": "normals", "month": 1, "avg_max_c": -1.6, "avg_min_c": -12.3,
           "precipitation_mm": 273.4}  # fmt: skip
WIND = {"place": "제주", "kind": "nowcast", "temperature_c": 11.3, "wind_speed_ms": 7.8}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a difference of two values next to farther/closer, 일교차
        ("Nearest is 온누리약국, 1.4 km closer than the 인계동 행정복지센터.", PLACES, []),
        ("Nearest is 온누리약국, 1.7 km closer than the 인계동 행정복지센터.", PLACES, ["1.7 km"]),
        ("팔달구보건소는 인계동 행정복지센터보다 800m 더 멀어요.", PLACES, []),
        ("대관령 1월은 최고 영하 1.6도, 최저 영하 12.3도로 일교차가 10.7도예요.", NORMALS, []),
        (
            "대관령 1월은 최고 영하 1.6도, 최저 영하 12.3도로 일교차가 12.7도예요.",
            NORMALS,
            ["12.7도"],
        ),
        # a rounded wind speed after 초속 약 is a wind speed, not a distance
        ("제주는 바람이 초속 약 8m로 불어요.", WIND, []),
        ("제주는 바람이 초속 약 11m로 불어요.", WIND, ["초속 약 11m"]),
        # a bound: "270mm 넘게" is true of 273.4, "280mm 넘게" is not
        ("대관령은 1월에 비가 270mm 넘게 와요.", NORMALS, []),
        ("대관령은 1월에 비가 280mm 넘게 와요.", NORMALS, ["280mm"]),
    ],
)
def test_derived_and_rounded_figures(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


SEOUL = {"place": "서울", "kind": "nowcast", "temperature_c": -5.8, "wind_speed_ms": 4.6}
BUSAN = {"place": "부산", "kind": "nowcast", "temperature_c": 3.2, "wind_speed_ms": 6.8}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Busan is 9 degrees warmer than Seoul right now (3.2°C vs -5.8°C).", []),
        ("Busan is windier than Seoul: 6.8 m/s compared to 4.6 m/s.", []),
        # the pair swapped: the first value is not the comparison's subject's
        ("Busan is 9 degrees warmer than Seoul right now (-5.8°C vs 3.2°C).", ["-5.8°C"]),
    ],
)
def test_the_first_value_of_a_pair_is_the_comparisons_subjects(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(SEOUL, BUSAN)) == wrong


WARDROBE = {
    "district": "수원시 영통구",
    "items": [
        {"item_name": "장롱", "spec": "폭 1m 미만", "fee": 8000},
        {"item_name": "장롱", "spec": "폭 1m 이상 2m 미만", "fee": 15000},
    ],
}
HOWTO = {"district": "영통구", "notes": ["신고 후 수거까지 3~5일 소요"], "phone": "031-228-8862"}
CENTRE = {
    "places": [{"name": "완산구 재활용센터", "distance_m": 3200, "hours": "평일 09:00~18:00"}]
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a list line after an amount is no range: "₩8,000\n- 1 m …" is not ₩8,000~1
        ("- Under 1 m wide: ₩8,000\n- 1 m to under 2 m: ₩15,000", WARDROBE, []),
        ("- Under 1 m wide: ₩8,000\n- 1 m to under 2 m: ₩12,000", WARDROBE, ["₩12,000"]),
        # a range of days restated from the tool output
        ("수거까지 3~5일 걸려요.", HOWTO, []),
        ("수거까지 2~4일 걸려요.", HOWTO, ["2~4일 걸려"]),
        # the days left out: the rest of the week is claimed
        ("완산구 재활용센터는 주말 빼고 오전 9시부터 열어요.", CENTRE, []),
        ("완산구 재활용센터는 일요일 빼고 오전 9시부터 열어요.", CENTRE, ["일요일"]),
    ],
)
def test_ranges_and_days_left_out(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


DEC = {"region_name": "수도권", "items": [{"item_name": "골판지", "price_per_kg": 85}],
       "survey_date": "2024-12"}  # fmt: skip
JAN = {"region_name": "수도권", "items": [{"item_name": "골판지", "price_per_kg": 80}],
       "survey_date": "2025-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a bracket right after a value qualifies that value, not the next one
        (
            "Cardboard slipped from 85 won/kg (Dec 2024) to 80 won/kg (Jan 2025), a drop of 5 won.",
            [],
        ),
        # dates swapped where they lead their values are caught (a date after its value is
        # not read as its subject: that swap passes, as it did before)
        ("Cardboard: Dec 2024 80 won/kg, Jan 2025 85 won/kg.", ["80 won/kg", "85 won/kg"]),
        (
            "Cardboard slipped from 85 won/kg (Dec 2024) to 80 won/kg (Jan 2025), a drop of 7 won.",
            ["7 won"],
        ),  # fmt: skip
    ],
)
def test_a_bracket_qualifies_the_value_before_it(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DEC, JAN)) == wrong


MACHINES = {
    "machines": [{"location": "권선구청 주차장", "reward": "1개당 10포인트", "distance_m": 650}],
    "point_to_cash": "2,000포인트 이상 현금 전환",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("권선구청 주차장 회수기는 1개당 10포인트예요. 100개 넣으면 1,000포인트네요.", []),
        (
            "권선구청 주차장 회수기는 1개당 10포인트예요. 100개 넣으면 1,500포인트네요.",
            ["1,500포인트"],
        ),
    ],
)
def test_reward_points_worked_out(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MACHINES, user="100개")) == wrong
