"""Classes of faithful false alarms, claim-free passes and missed fabrications, one table per
class: the faithful form passes, the fabricated twin is flagged on the wrong substring.

Learned from the spent third holdout and the fourth dev set (tuned on, not holdout figures).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def fees(district: str, *rows: tuple[str, str, int]) -> dict[str, object]:
    return {
        "district": district,
        "items": [{"item_name": i, "spec": s, "fee": f, "free": False} for i, s, f in rows],
        "as_of": "2025-07-01",
    }


WASHER = fees("대덕구", ("세탁기", "10kg 이상", 8000), ("세탁기", "10kg 미만", 5000))
WASHER_B = fees("부산진구", ("세탁기", "8kg 이상", 6000), ("세탁기", "8kg 미만", 4000))
PIANO = fees(
    "관악구", ("자전거", "성인용", 5000), ("자전거", "아동용", 3000), ("피아노", "디지털", 10000)
)
TABLE = fees("노원구", ("식탁", "6인용 이상", 10000), ("식탁의자", "1개", 1000))
PRICES = {
    "region_name": "수도권",
    "items": [
        {"item_name": "신문지", "form": "압축", "price_per_kg": 120},
        {"item_name": "골판지", "form": "압축", "price_per_kg": 80},
        {"item_name": "고철", "form": "중량", "price_per_kg": 310},
    ],
    "survey_date": "2025-01",
    "unit": "원/kg",
}
REGIONS = [
    {"region_name": r, "items": [{"item_name": "신문지", "form": "압축", "price_per_kg": p}]}
    for r, p in (("수도권", 120), ("영남권", 105), ("호남권", 104))
]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a difference next to "saves you" / "difference" / 올랐
        ("Daedeok-gu is 5,000 won, Busanjin-gu 6,000 won: moving first saves you 1,000 won.", []),
        ("Daedeok-gu is 5,000 won, Busanjin-gu 6,000 won: moving first saves you 1,500 won.",
         ["1,500 won"]),
        # a total after "all together"
        ("Adult bike 5,000 won, kid's bike 3,000 won, digital piano 10,000 won. "
         "All together that's 18,000 won.", []),
        ("Adult bike 5,000 won, kid's bike 3,000 won, digital piano 10,000 won. "
         "All together that's 19,000 won.", ["19,000 won"]),
        # a written-out sum with a count: 10,000 + 4 × 1,000
        ("6인용 이상 식탁 10,000원 + 식탁의자 4개 × 1,000원 = 총 14,000원이에요.", []),
        ("6인용 이상 식탁 10,000원 + 식탁의자 4개 × 1,000원 = 총 15,000원이에요.", ["15,000원"]),
    ],
)  # fmt: skip
def test_derived_amounts(answer: str, wrong: list[str]) -> None:
    evidence = ev(WASHER, WASHER_B, PIANO, TABLE)
    assert flagged(answer, evidence) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("압축 신문지는 kg당 120원, 골판지는 kg당 80원이에요. 신문지 10kg에 골판지 5kg이면 합치면 "
         "약 1,600원 받아요.", []),
        ("압축 신문지는 kg당 120원, 골판지는 kg당 80원이에요. 신문지 10kg에 골판지 5kg이면 합치면 "
         "약 2,600원 받아요.", ["10kg", "5kg", "2,600원"]),
        ("압축 신문지는 kg당 120원이에요. 예를 들어 20kg이면 2,400원쯤 받아요.", []),
        ("압축 신문지는 kg당 120원이에요. 예를 들어 20kg이면 3,400원쯤 받아요.", ["20kg", "3,400원"]),
        ("Compressed newspaper is 120 won/kg and cardboard 80 won/kg, so newspaper pays 50% more.",
         []),
        ("Compressed newspaper is 120 won/kg and cardboard 80 won/kg, so newspaper pays 70% more.",
         ["70%"]),
        ("신문지 kg당 120원, 고철 kg당 310원이에요. 고철이 신문지보다 2배 넘게 비싸요.", []),
        ("신문지 kg당 120원, 고철 kg당 310원이에요. 고철이 신문지보다 4배 넘게 비싸요.", ["4배"]),
    ],
)  # fmt: skip
def test_sums_of_products_percentages_and_ratios(answer: str, wrong: list[str]) -> None:
    """Example quantities pass only when the arithmetic they feed comes out."""
    assert flagged(answer, ev(PRICES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("수도권 120원, 영남권 105원, 호남권 104원이라 세 지역 평균은 kg당 약 110원이에요.", []),
        ("수도권 120원, 영남권 105원, 호남권 104원이라 세 지역 평균은 kg당 약 130원이에요.",
         ["kg당 약 130원"]),
    ],
)  # fmt: skip
def test_mean_of_stated_values(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*REGIONS)) == wrong


SOFA_A = fees("충주시", ("소파", "3인용", 6000), ("소파", "2인용", 4000))
SOFA_B = fees("광명시", ("소파", "3인용", 7000), ("소파", "2인용", 5000))
FRIDGE = fees("관악구", *(("냉장고", f"{n}00리터 이상", 2000 * n) for n in range(1, 7)))
PLASTICS = {"region_name": "수도권", "items": [
    {"item_name": n, "price_per_kg": p} for n, p in (("PE", 290), ("PP", 270), ("PS", 210), ("스티로폼", 560))
]}  # fmt: skip
ICHEON = {
    "district": "이천시",
    "method": "대형폐기물 스티커 발부 후 배출 또는 시청(자원순환과)에 문의하여 업체를 통하여 수거",
    "phone": "031-644-2593",
}


@pytest.mark.parametrize(
    ("evidence", "answer", "wrong"),
    [
        # two tool outputs about two districts: "두 곳"
        ((SOFA_A, SOFA_B), "두 곳 비교예요. 3인용은 충주 6천원, 광명 7천원이에요.", []),
        ((SOFA_A, SOFA_B), "세 곳 비교예요. 3인용은 충주 6천원, 광명 7천원이에요.", ["세 곳"]),
        # the alternatives of a method text ("A 또는 B"): "Two options"
        ((ICHEON,), "Two options in Icheon: a sticker, or call City Hall (031-644-2593).", []),
        ((ICHEON,), "Three options in Icheon: a sticker, or call City Hall (031-644-2593).",
         ["Three options"]),
        # the steps of a method text ("A → B → C")
        (({"district": "노원구", "method": "홈페이지 신고 → 카드 결제 → 필증 부착"},),
         "노원구는 세 단계예요: 홈페이지 신고, 결제, 필증 부착.", []),
        (({"district": "노원구", "method": "홈페이지 신고 → 카드 결제 → 필증 부착"},),
         "노원구는 4단계로 해요: 홈페이지 신고, 결제, 필증 부착.", ["4단계"]),
        (({"district": "중구", "method": "구청 홈페이지 신고 후 스티커 부착"},),
         "Two steps in Jung-gu: report on the district website, then attach the sticker.", []),
        # tiers and kinds against the list they count
        ((FRIDGE,), "관악구 냉장고 요금은 용량에 따라 6단계로 나뉘어요.", []),
        ((FRIDGE,), "관악구 냉장고 요금은 용량에 따라 7단계로 나뉘어요.", ["7단계"]),
        ((PLASTICS,), "수도권 플라스틱 계열은 네 가지예요. PE 290원, PP 270원.", []),
        ((PLASTICS,), "수도권 플라스틱 계열은 여섯 가지예요. PE 290원, PP 270원.", ["여섯 가지"]),
        # one of several is not a length
        ((PLASTICS,), "PE는 290원이에요. 한 가지 방법이 더 있는데, 압축해서 내면 돼요.", []),
    ],
)  # fmt: skip
def test_counts_of_what_is_counted(
    evidence: tuple[object, ...], answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


CENTRE = {"name": "나눔 중고 알뜰매장", "distance_m": 1800, "weekday_hours": "09:00-18:00",
          "closed": "일", "phone": "052-227-8946"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("평일 오전 9시~오후 6시 운영, 일요일은 쉬어요. 전화 052-227-8946.", []),
        ("평일 오전 9시~오후 6시 운영, 토요일은 쉬어요. 전화 052-227-8946.", ["토요일"]),
    ],
)
def test_closed_day_letters(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev({"centers": [CENTRE], "found": 1})) == wrong


NORMALS = [
    {"place": "서울", "kind": "normals", "month": 7, "avg_temp_c": 25.3, "precip_mm": 414.4},
    {"place": "대전", "kind": "normals", "month": 2, "avg_temp_c": 0.7, "precip_mm": 36.5,
     "snow_days": 6.1},
]  # fmt: skip
ERROR = {"place": "인천", "kind": "forecast_unavailable", "error": "단기예보 조회 실패"}


@pytest.mark.parametrize(
    ("evidence", "answer", "wrong"),
    [
        # rain as the noun of a measure, in a conditional; snow in normals with snow days
        ((NORMALS[0],), "Seoul's July normal is about 414 mm of rain.", []),
        ((ERROR,), "I couldn't get the forecast. Keep it covered if rain is possible.", []),
        ((ERROR,), "I couldn't get the forecast, but rain is coming tonight.", ["rain"]),
        ((NORMALS[1],), "대전 2월은 눈 오는 날이 평균 6.1일이에요. Snow is common.", []),
        ((NORMALS[1],), "대전 2월은 눈 오는 날이 평균 7.1일이에요.", ["7.1"]),
        ((NORMALS[0],), "서울 7월 평년 강수량은 414.4mm, 비 오는 날은 평균 6일 안팎이에요.", ["6"]),
        # a wait after a rainy day is a duration, not a count of rainy days
        ((NORMALS[0],), "서울 7월 평년 강수량은 414.4mm예요. 비 오는 날은 2일 뒤에 내놓으세요.",
         ["2일 뒤"]),
    ],
)  # fmt: skip
def test_weather_words_and_weather_days(
    evidence: tuple[object, ...], answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(*evidence)) == wrong


NOWON = {"district": "노원구", "method": "노원구청 홈페이지 또는 동 주민센터에서 신고·납부",
         "phone": "02-2116-3808", "as_of": "2024-01-15"}  # fmt: skip
PYEONGCHANG = {"district": "평창군", "method": "읍면사무소에서 대형폐기물 배출스티커 발급하여 부착 후 "
               "집앞 또는 거점장소에 배출", "phone": "033-330-2337"}  # fmt: skip


@pytest.mark.parametrize(
    ("evidence", "answer", "wrong"),
    [
        # a deadline without a year
        (NOWON, "Report it on the district website and pay, then put it out. 02-2116-3808.", []),
        (NOWON, "Report it on the district website and pay by March 15. 02-2116-3808.",
         ["March 15"]),
        # channels against the how-to text, compared by class (읍·면사무소 ~ 읍면사무소)
        (PYEONGCHANG, "읍·면사무소에서 배출스티커를 받아 붙인 뒤 집 앞에 내놓으면 됩니다.", []),
        (PYEONGCHANG, "읍·면사무소에서 스티커를 받아요. 스티커는 편의점에서도 살 수 있어요.",
         ["편의점"]),
        (NOWON, "노원구청 홈페이지나 행정복지센터에서 신고하고 납부하세요.", []),
        # a pickup day the how-to never states
        (NOWON, "주민센터에서 신고하면 보통 신고 다음 날 수거해 가요.", ["다음 날"]),
    ],
)  # fmt: skip
def test_deadlines_channels_and_pickup_days(
    evidence: object, answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_channels_are_not_checked_without_a_how_to_text() -> None:
    """General advice over a fee table alone: there is no method text to hold it against. Round
    11 changed one case: where the fee is paid (a payment, or the sticker that is the fee paid)
    is a claim about the fee, and a fee table that says nothing of paying gives no such place
    (holdout1's g1-0100 and holdout8's g8ha-0038 label it fabricated); reporting online or buying
    a bag at a shop stays general advice."""
    found = flagged("스티커는 편의점에서 살 수 있어요. 3인용 9천원이에요.", ev(SOFA_A))
    assert sorted(found) == ["9천원", "편의점"]
    assert flagged("인터넷으로 신고하면 돼요. 3인용 6천원이에요.", ev(SOFA_A)) == []
    assert flagged("봉투는 편의점에서 살 수 있어요. 3인용 6천원이에요.", ev(SOFA_A)) == []


@pytest.mark.parametrize(
    ("evidence", "user", "answer", "wrong"),
    [
        # a length the user stated, restated in another unit
        (fees("전주시", ("장롱", "폭 90cm 초과 ~ 120cm 이하", 10000)), "폭 100cm 장롱",
         "폭 1미터짜리 장롱이면 만 원이에요.", []),
        (fees("전주시", ("장롱", "폭 90cm 초과 ~ 120cm 이하", 10000)), "폭 100cm 장롱",
         "폭 2미터짜리 장롱이면 만 원이에요.", ["2미터"]),
        # an example of the format asked for is not a place claim
        ({"error": "invalid district: '강남'"}, "",
         "지역 이름을 찾지 못했어요. '서울 강남구'처럼 시·구 이름을 알려주세요.", []),
        # a city named with its 시 suffix for a record labelled without it
        ({"place": "제주", "kind": "nowcast", "temperature_c": 8.9}, "", "제주시는 8.9도예요.", []),
        # 10키로 is 10 kg too
        (PRICES, "신문지 10키로 팔면?", "신문지 10kg이면 kg당 120원이라 1,200원쯤이에요.", []),
    ],
)  # fmt: skip
def test_restated_sizes_examples_and_names(
    evidence: object, user: str, answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == wrong


GWANGMYEONG = {"district": "광명시", "method": "시 홈페이지 또는 동 행정복지센터 신고",
               "phone": "02-2680-2342"}  # fmt: skip
PICKUP = {
    "district": "노원구",
    "pickup": {"weekday": "신고 다음날 오전 수거", "weekend": "월요일 일괄 수거"},
}
JUNGGU = {"district": "중구", "method": "구청 홈페이지 또는 동 주민센터 신고 후 스티커 부착",
          "phone": "042-606-6441"}  # fmt: skip


@pytest.mark.parametrize(
    ("evidence", "user", "answer", "wrong"),
    [
        # a Latin channel word with a Korean case ending ("app으로도")
        (GWANGMYEONG, "", "홈페이지나 동 행정복지센터로 신고하는데, '광명 클린' app으로도 신청 가능해요.",
         ["app"]),
        # a part of the week: supported by a tool output that names it, not by the user's question
        (PICKUP, "", "주말에 신고하면 월요일에 일괄 수거하고, 평일엔 신고 다음날 오전에 수거해 가요.", []),
        (JUNGGU, "", "동 주민센터에서 신고하고 스티커를 붙여요. weekend에는 수거 안 해요.", ["weekend"]),
        (JUNGGU, "주말에도 수거해요?", "동 주민센터에서 신고하세요. 주말에는 수거 안 해요.", ["주말"]),
        # days of precipitation in normals the evidence does not give
        ({"place": "강릉", "kind": "normals", "month": 2, "precip_mm": 49.3}, "",
         "강릉 2월 강수량은 49.3mm이고 강수일수는 평균 6일 정도예요.", ["6"]),
    ],
)  # fmt: skip
def test_week_parts_app_channels_and_precipitation_days(
    evidence: object, user: str, answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence, user=user)) == wrong
