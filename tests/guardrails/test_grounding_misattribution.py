"""Misattribution: a value that is in the evidence but bound to the wrong subject. One table per
class (size brackets, sibling variants, superlatives, roles, per-place attributes, per-record
dates); each misattributed answer has a faithful twin that must pass."""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from guardrails.grounding.measures import Bracket, bracket_of, measures
from tests.guardrails.grounding_helpers import ev, flagged

INF = float("inf")


def fees(district: str, item: str, *rows: tuple[str, int]) -> dict[str, object]:
    return {
        "district": district,
        "items": [{"item_name": item, "spec": spec, "fee": fee} for spec, fee in rows],
        "as_of": "2025-11-12",
    }


FRIDGE = ev(fees("관악구", "냉장고", ("900리터 이상 1200리터 미만", 15000),
                 ("500리터 이상 700리터 미만", 9000), ("300리터 이상 500리터 미만", 7000),
                 ("100리터 미만", 2000)), user="650리터 냉장고")  # fmt: skip
WARDROBE = ev(fees("충주시", "장롱", ("폭80㎝이상 (쪽당단가)", 10000), ("폭80㎝미만 (쪽당단가)", 8000),
                   ("폭60cm미만 (쪽당단가)", 6000)), user="폭 70cm 장롱")  # fmt: skip
CLOSET = ev(fees("북구", "장롱", ("90cm 이상 120cm 미만 1쪽", 12000), ("90cm 미만 1쪽", 10000),
                 ("120cm 이상 1쪽", 15000)))  # fmt: skip
SOFA = ev(fees("일산동구", "소파", ("1인용", 6000), ("2~3인용", 11000), ("4인용 이상", 16000)))
KIMCHI = ev(
    {
        "district": "양천구",
        "items": [
            {"item_name": "냉장고", "spec": "300L 이상", "fee": 6000},
            {"item_name": "냉장고", "spec": "300L 미만", "fee": 4000},
            {"item_name": "김치냉장고", "spec": "130L 이상", "fee": 5000},
            {"item_name": "김치냉장고", "spec": "130L 미만", "fee": 3000},
        ],
    }
)
BAGS = ev({"district": "봉화군", "prices": {"5L": 80, "10L": 150, "20L": 250, "50L": 600}})
BEDS = ev(fees("제주시", "매트리스", ("싱글", 9000), ("퀸", 13000), ("킹", 16000)))
MATTRESS = ev(fees("노원구", "x", ("(침대)매트리스(라텍스/메모리폼)", 9000),
                   ("(침대)매트리스(모션/전동)", 10000)))  # fmt: skip


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        # a measure in the claim's clause must fall in the row that holds the value
        (FRIDGE, "650리터 양문형이면 관악구에서 9,000원 내시면 됩니다.", []),
        (FRIDGE, "650리터 양문형이면 관악구에서 7,000원 내시면 됩니다.", ["7,000원"]),
        (WARDROBE, "폭 70cm면 충주시 기준 8천원이에요.", []),
        (WARDROBE, "폭 70cm면 충주시 기준 6천원이에요.", ["6천원"]),
        (CLOSET, "• 90cm 미만: 1만원\n• 90~120cm: 1만 2천원\n• 120cm 이상: 1만 5천원", []),
        (
            CLOSET,
            "• 90cm 미만: 1만원\n• 90~120cm: 1만 5천원\n• 120cm 이상: 1만 2천원",
            ["1만 5천원", "1만 2천원"],
        ),
        # every measure of the clause: the stated size and the bracket it is said to fall in
        (SOFA, "일산동구는 3인용이면 2~3인용 구간이라 11,000원이에요.", []),
        (SOFA, "일산동구는 3인용이면 4인용 이상 구간으로 잡혀서 16,000원이에요.", ["16,000원"]),
        # English order: the measure follows the value; a parenthesis leads its own value
        (FRIDGE, "Fees are 9,000 won for 500–700 L and 7,000 won for 300–500 L.", []),
        (
            FRIDGE,
            "Fees are 7,000 won for 500–700 L and 9,000 won for 300–500 L.",
            ["7,000 won", "9,000 won"],
        ),
        (SOFA, "1인용은 6천원(4인용 이상은 1만 6천원)이에요.", []),
        # sizes paired by position (각각) or listed together are not a claim's own measure
        (SOFA, "1인용, 4인용 이상이 각각 6,000원, 16,000원이에요.", []),
        # a variant's bracket: 130리터 이상 김치냉장고 is not the 300L 이상 냉장고 row
        (KIMCHI, "130리터 이상 김치냉장고는 5,000원이에요.", []),
        (KIMCHI, "130리터 이상 김치냉장고는 6,000원이에요.", ["6,000원"]),
        # a measure key labels its own value ({"10L": 150})
        (BAGS, "봉화군 종량제봉투는 10L 150원, 20L 250원이에요.", []),
        (BAGS, "봉화군 종량제봉투는 10L 250원, 20L 150원이에요.", ["250원", "150원"]),
        # a one-syllable spec standing alone names its row; inside a word (킹덤) it names nothing
        (BEDS, "킹 매트리스는 1만 6천원이고, 퀸은 1만 3천원이에요.", []),
        (BEDS, "킹 매트리스는 1만 3천원이고요.", ["1만 3천원"]),
        (BEDS, "킹덤 매트리스라면 1만 3천원이에요.", []),
        # alternatives inside a label's brackets are words of it (모션/전동 → 모션, 전동)
        (MATTRESS, "노원구에서 모션·전동 매트리스는 1만원이에요.", []),
        (MATTRESS, "노원구에서 모션·전동 매트리스는 9천원이에요.", ["9천원"]),
    ],
)
def test_size_brackets_and_variants(evidence: Evidence, answer: str, expected: list[str]) -> None:
    assert flagged(answer, evidence) == expected


def test_brackets_are_read_from_labels_and_answers() -> None:
    assert bracket_of("900리터 이상 1200리터 미만") == Bracket("L", 900.0, 1200.0)
    assert bracket_of("폭80㎝미만 (쪽당단가)") == Bracket("cm", -INF, 80.0, "w")  # a width
    assert bracket_of("3인용 이상") == Bracket("seat", 3.0, INF)
    assert bracket_of("가로 120cm 세로 80cm") is None  # two measures: not one bracket
    assert bracket_of("소파") is None
    found = [m.bracket for m in measures("300리터 이상 500리터 미만, under 80 cm, 1.2m")]
    assert found == [Bracket("L", 300.0, 500.0), Bracket("cm", -INF, 80.0),
                     Bracket("cm", 120.0, 120.0)]  # fmt: skip


def nowcast(place: str, temp: float, wind: float) -> dict[str, object]:
    return {"place": place, "kind": "nowcast", "temperature_c": temp, "wind_speed_ms": wind}


GANGWON = ev(nowcast("강릉", 2.6, 6.1), nowcast("춘천", -3.0, 0.9), nowcast("원주", -1.4, 1.6))
PAIR = ev(nowcast("춘천", -5.2, 0.9), nowcast("대구", -0.4, 2.2))
PRICES = ev(
    {
        "region_name": "호남권",
        "items": [
            {"item_name": "신문지", "price_per_kg": 98},
            {"item_name": "골판지", "price_per_kg": 70},
            {"item_name": "구리", "price_per_kg": 6800},
        ],
    }
)
THREE = ev(*(fees(d, "소파", ("3인용 이상", f), ("1인용", g))
             for d, f, g in (("강남구", 15000, 5000), ("마포구", 13000, 4000),
                             ("서초구", 14000, 5000))))  # fmt: skip


@pytest.mark.parametrize(
    ("evidence", "answer", "caught"),
    [
        (
            GANGWON,
            "강릉 2.6도, 원주 영하 1.4도, 춘천 영하 3도예요. 가장 추운 곳은 춘천이에요.",
            False,
        ),
        (GANGWON, "강릉 2.6도, 원주 영하 1.4도, 춘천 영하 3도예요. 가장 추운 곳은 원주예요.", True),
        (GANGWON, "가장 따뜻한 곳은 강릉이에요.", False),
        (GANGWON, "The warmest of the three is Wonju.", True),
        (GANGWON, "바람은 강릉이 초속 6.1m로 제일 강해요.", False),
        (GANGWON, "바람은 원주가 초속 1.6m로 제일 강해요.", True),
        (PRICES, "가장 비싼 품목은 구리로 kg당 6,800원이에요.", False),
        (PRICES, "가장 비싼 품목은 신문지로 kg당 98원이에요. 구리는 6,800원이고요.", True),
        (PRICES, "신문지 98원, 골판지 70원이에요. 폐지 중에선 신문지가 제일 비싸요.", False),
        (PRICES, "The cheapest is 구리.", True),
        # the answer's other words fix the rivals: the 3인용 이상 rows of three districts
        (
            THREE,
            "3인용 이상 소파는 강남구 1만 5천원, 서초구 1만 4천원, 마포구 1만 3천원으로 "
            "마포구가 제일 저렴해요.",
            False,
        ),  # fmt: skip
        (
            THREE,
            "3인용 이상 소파는 강남구 1만 5천원, 서초구 1만 4천원, 마포구 1만 3천원으로 "
            "서초구가 제일 저렴해요.",
            True,
        ),  # fmt: skip
        # a comparative of two is the same claim; the "보다" side is not its subject
        (PAIR, "춘천 영하 5.2도, 대구 영하 0.4도라서 더 추운 곳은 춘천이에요.", False),
        (PAIR, "춘천 영하 5.2도, 대구 영하 0.4도라서 더 추운 곳은 대구예요.", True),
        (PAIR, "대구가 춘천보다 약 5도 더 따뜻하네요.", False),
        (PAIR, "대구 바람이 초속 2.2m로 춘천(초속 0.9m)보다 더 세요.", False),
        (PAIR, "춘천 바람이 초속 0.9m로 대구(초속 2.2m)보다 더 세요.", True),
        # a connective is not an adnominal superlative: "… 더 강하고, 기온은 춘천이 …"
        (PAIR, "대구 쪽 바람이 더 강하고, 기온은 춘천이 4.8도 더 낮아요.", False),
    ],
)
def test_superlatives_over_any_attribute(evidence: Evidence, answer: str, caught: bool) -> None:
    verdict = check(answer, evidence)
    kinds = {c.kind for c in verdict.unsupported}
    assert (not verdict.grounded) is caught, verdict.unsupported
    assert kinds <= {"superlative"}


CONTACTS = ev(
    {
        "district": "마포구",
        "department": "자원순환과",
        "phone": "02-3153-9275",
        "contractor": {"name": "마포클린(주)", "phone": "02-332-7744"},
    }
)
METHOD = ev(
    {
        "district": "중구",
        "method": "대형폐기물 대행업체(남부환경 1577-6731) 에 배출신고(처리수수료 납부)한 후 배출",
        "department": "청소행정과",
        "phone": "02-3396-5453",
    },
    {
        "district": "함평군",
        "method": "함평군 환경관리센터(3202878) 전화 접수 후 배출",
        "department": "환경관리과",
        "phone": "061-320-1832",
    },
)
LIST = ev(
    {
        "query": "폐형광등",
        "places": [
            {
                "name": "안양1동 행정복지센터",
                "address": "경기 안양시 만안구 안양로 292",
                "distance_m": 400,
            },
            {
                "name": "안양3동 행정복지센터",
                "address": "경기 안양시 만안구 냉천로 150",
                "distance_m": 950,
            },
        ],
    }
)
SURVEYS = ev(
    {"region_name": "수도권", "items": [{"item_name": "고철", "price_per_kg": 390}],
     "survey_date": "2025-01"},
    {"region_name": "영남권", "items": [{"item_name": "고철", "price_per_kg": 370}],
     "survey_date": "2024-12"},
)  # fmt: skip
BASE_TIMES = ev(
    {"place": "서울", "kind": "nowcast", "temperature_c": 0.9, "base_time": "2026-12-01T10:00+09:00"},
    {"place": "부산", "kind": "nowcast", "temperature_c": 6.7, "base_time": "2026-12-01T09:00+09:00",
     "note": "부산 10시 자료 미수신, 직전 관측"},
)  # fmt: skip
FRIDGES = ev(
    {
        "district": "용인시",
        "items": [
            {"item_name": "냉장고", "free": True, "fee": 0},
            {"item_name": "김치냉장고", "free": False, "fee": 5000},
        ],
    }
)


@pytest.mark.parametrize(
    ("evidence", "answer", "expected"),
    [
        # a parent's phone is not about a child that has its own phone (contractor vs department)
        (CONTACTS, "대행업체 마포클린(주)(02-332-7744), 구청 자원순환과(02-3153-9275)예요.", []),
        (
            CONTACTS,
            "대행업체 마포클린(주)(02-3153-9275), 구청 자원순환과(02-332-7744)예요.",
            ["(02-3153-9275", "(02-332-7744"],  # both halves of the swap (round 8: holders)
        ),
        # a phone written after its holder's name in a text is that holder's, not the record's
        (
            METHOD,
            "서울 중구는 대행업체 남부환경(1577-6731)에 신고하고, 구청 담당은 청소행정과 "
            "02-3396-5453이에요.",
            [],
        ),  # fmt: skip
        (METHOD, "서울 중구는 대행업체 남부환경(02-3396-5453)에 신고하세요.", ["(02-3396-5453"]),
        (METHOD, "함평군은 환경관리과(061-320-1832)에 문의하세요.", []),
        (
            METHOD,
            "함평군은 함평군 환경관리센터(061-320-1832)로 전화 접수하세요.",
            ["(061-320-1832"],
        ),
        # road addresses are per-place values
        (
            LIST,
            "- 안양1동 행정복지센터(400m): 만안구 안양로 292\n- 안양3동 행정복지센터(950m): 냉천로 150",
            [],
        ),
        (
            LIST,
            "- 안양1동 행정복지센터(400m): 만안구 냉천로 150\n- 안양3동 행정복지센터(950m): 안양로 292",
            ["냉천로 150", "안양로 292"],
        ),
        # a date leads its subject only within its clause
        (
            SURVEYS,
            "영남권 고철은 kg당 370원이에요. 조사 시점은 2024년 12월이고, 수도권은 390원이에요.",
            [],
        ),
        (
            SURVEYS,
            "영남권 고철은 kg당 370원이에요. 조사 시점은 2025년 1월이고, 수도권은 390원이에요.",
            ["2025년 1월"],
        ),
        (SURVEYS, "2025년 1월 수도권 고철 시세는 kg당 390원이에요.", []),
        # a time a note says is missing is no evidence for it
        (BASE_TIMES, "서울은 10시 기준 0.9도, 부산은 9시 기준 6.7도예요.", []),
        (BASE_TIMES, "서울은 10시 기준 0.9도, 부산은 10시 기준 6.7도예요.", ["10시", "6.7도"]),
        # 김치냉장고 is a kind of 냉장고, not a spelling of it
        (FRIDGES, "용인시 기준 냉장고는 무료이고, 김치냉장고는 5천원이에요.", []),
        (FRIDGES, "용인시 기준 김치냉장고는 무료이고, 냉장고는 5천원이에요.", ["무료", "5천원"]),
    ],
)
def test_roles_places_and_dates(evidence: Evidence, answer: str, expected: list[str]) -> None:
    assert flagged(answer, evidence) == expected
