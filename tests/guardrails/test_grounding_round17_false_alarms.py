"""Round 17 (r17d): faithful answers the check wrongly flagged. A list of texts each naming one
contractor by its phone is a list of that many contractors; "나머지 N곳" after the items the answer
has named is the rest of the list; a fee per 쪽 ("1쪽당 4,000원") is a price that "3쪽이면"
multiplies. Each table: the faithful answers, and the invented neighbours still caught."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

RULES = {
    "district": "김포시",
    "full_name": "경기도 김포시",
    "source": "waste-rules",
    "as_of": "2025-11-06",
    "application_methods": ["수거업체[㈜한빛:031-989-1111]에 접수",
                            "수거업체[대성환경㈜:031-997-2222]에 접수",
                            "수거업체[주식회사 푸른환경:031-998-3333]에 접수"],
    "department": "자원순환과",
    "phone": "031-980-2752",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("김포시는 수거업체 세 곳(㈜한빛 031-989-1111, 대성환경㈜ 031-997-2222, 주식회사 푸른환경 "
         "031-998-3333) 중 한 곳에 접수하세요.", []),
        ("업체는 ㈜한빛 031-989-1111, 대성환경㈜ 031-997-2222, 주식회사 푸른환경 031-998-3333 "
         "세 곳이에요.", []),
        ("Gimpo lists three contractors; call 자원순환과 031-980-2752 first.", []),
        # a count the list does not hold
        ("김포시는 수거업체 네 곳(㈜한빛 031-989-1111, 대성환경㈜ 031-997-2222, 주식회사 푸른환경 "
         "031-998-3333) 중 한 곳에 접수하세요.", ["네 곳"]),
        ("김포시 수거업체는 두 곳이에요.", ["두 곳"]),
        ("업체는 ㈜한빛, 대성환경㈜ 다섯 곳이에요.", ["다섯 곳"]),
    ],
)  # fmt: skip
def test_contractors_listed_by_phone(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(RULES)) == wrong


def _place(name: str, address: str, distance: int) -> dict:
    return {"name": name, "address": address, "phone": None, "hours": "평일 09:00~18:00",
            "items": ["투명페트병", "캔"], "distance_m": distance, "as_of": "2026-01-14"}  # fmt: skip


CENTRES = {
    "query": "recycling_center",
    "radius_m": 2000,
    "found": 4,
    "places": [
        _place("영광군 재활용선별장", "전라남도 영광군 영광읍 물무로 10", 5275),
        _place("법성중학교", "전라남도 영광군 법성면 법성로 1", 17275),
        _place("홍농환경센터", "전라남도 영광군 홍농읍 홍농로 2", 18055),
        _place("백수체육관", "전라남도 영광군 백수읍 백수로 3", 19321),
    ],
    "source": "recycling-centers,keco-sites",
    "as_of": "2026-01-14",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the rest after the one item named before
        ("가장 가까운 곳은 영광군 재활용선별장(약 5.3km)이에요. 나머지 세 곳은 더 멀리 "
         "있어요.", []),
        ("The nearest is 영광군 재활용선별장 (about 5.3 km); the other three are farther away.", []),
        # a rest the list does not leave
        ("가장 가까운 곳은 영광군 재활용선별장(약 5.3km)이에요. 나머지 다섯 곳은 더 멀리 "
         "있어요.", ["다섯 곳"]),
    ],
)  # fmt: skip
def test_the_rest_after_the_named(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


FEES = {
    "district": "옥천군",
    "query": "싱크대",
    "item_count": 1,
    "items": [{"item_name": "싱크대 (1쪽당)", "name": "싱크대", "spec": "1쪽당", "category": "가구류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "as_of": "2025-09-26",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("옥천군은 싱크대가 1쪽당 4,000원이라 3쪽이면 12,000원이야.", []),
        ("싱크대는 한 쪽당 4,000원이니까 2쪽이면 8,000원이에요.", []),
        # a product that does not come out, a price per 쪽 the row does not give
        ("옥천군은 싱크대가 1쪽당 4,000원이라 3쪽이면 15,000원이야.", ["15,000원"]),
        ("옥천군은 싱크대가 1쪽당 5,000원이라 3쪽이면 15,000원이야.", ["5,000원"]),
    ],
)  # fmt: skip
def test_a_fee_per_section(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES)) == wrong


NOT_COVERED = {
    "district": "성동구",
    "query": "피아노",
    "item_count": 0,
    "items": [],
    "source": "bulk-waste-fees",
    "covered": False,
    "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 서울특별시 성동구 수수료 자료가 없어 '피아노' "
            "수수료를 알려드릴 수 없습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # no fee in the data, so no amount: no free service stated
        ("죄송해요, 제가 가진 자료에는 성동구 피아노 수수료가 없어서 금액을 알려드리기 어려워요.", []),
        ("The fee data has no fee records for Seongdong-gu, so I can't give the piano fee.", []),
        # said free
        ("성동구는 피아노 수수료가 없어요.", ["수수료가 없"]),
        ("자료상 성동구 피아노는 수수료가 없어요.", ["수수료가 없"]),
        ("In Seongdong-gu there is no fee for a piano.", ["no fee"]),
        # "piano fee" holds no "no fee"
        ("I can't give the piano fee for Seongdong-gu.", []),
    ],
)  # fmt: skip
def test_no_fee_in_the_data_is_no_free_service(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NOT_COVERED)) == wrong


NORMALS = {"kind": "monthly_normal", "station": "서울", "district": "용산구", "month": 12,
           "temperature_c": 0.4, "humidity_pct": 61, "precipitation_mm_month": 23, "tips": [],
           "source": "embedded-normals", "as_of": "1991-2020"}  # fmt: skip
GLASS = {"region": "nationwide", "category": "glass", "item_count": 2,
         "items": [{"item_name": "백색 유리", "form": "파유리(컬릿)", "price_per_kg": 45},
                   {"item_name": "갈색 유리", "form": "파유리(컬릿)", "price_per_kg": 40}],
         "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a sky supposed ("눈 소식이 있으면"), a colour glossed in brackets ("clear (white) glass")
        ("예보에서 눈 소식이 있으면 종이류는 덮어 두세요. 12월 평년 기온은 0.4도예요.", []),
        ("비 소식이 있을 때는 종이류를 덮어 두세요.", []),
        # a sky stated
        ("내일은 눈 소식이 있어요. 12월 평년 기온은 0.4도예요.", ["눈 소식"]),
        ("Tomorrow will be clear (sunny).", ["clear", "sunny"]),
        ("It will be clear (sunny) all day.", ["clear", "sunny"]),
    ],
)  # fmt: skip
def test_a_sky_supposed(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NORMALS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Cullet sells for 45 won/kg for clear (white) glass and 40 won/kg for brown.", []),
        ("Clear (white) glass is 45 won/kg.", []),
        ("Clear (white) glass is 50 won/kg.", ["50 won/kg"]),
    ],
)  # fmt: skip
def test_clear_glass_glossed(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(GLASS)) == wrong


HOURS = {"query": "재활용센터", "found": 1,
         "places": [{"name": "의왕시재활용센터", "address": "경기도 의왕시 가나무로 20",
                     "phone": "031-462-7895", "hours": "평일 08:00~17:00", "distance_m": 5734}],
         "source": "recycling-centers", "as_of": "2025-11-07"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "user", "wrong"),
    [
        # the user's own visit on the day they named
        ("운영시간이 평일로만 나와 있어서, 주말에 가시기 전에 전화로 확인해 보세요.",
         "주말에 가구 보러 가려고요.", []),
        ("평일만 운영이라 주말에 방문하시려면 먼저 전화해 보세요.", "주말에 갈 수 있어요?", []),
        # a day the user did not name, a day said of the site
        ("운영시간이 평일로만 나와 있어서, 주말에 가시기 전에 전화로 확인해 보세요.",
         "가구 보러 가려고요.", ["주말"]),
        ("의왕시재활용센터는 주말에도 열어요.", "주말에 가구 보러 가려고요.", ["주말"]),
    ],
)  # fmt: skip
def test_the_users_visit(answer: str, user: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(HOURS, user=user)) == wrong


def _fees(district: str, item: str, fees: list[int]) -> dict:
    return {"district": district, "query": item, "item_count": len(fees),
            "items": [{"item_name": item, "name": item, "spec": None, "category": "기타", "fee": f,
                       "fee_text": f"{f:,}원", "is_free": False} for f in fees],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-09-09"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a count times a fee its sentence states, which another district's row also gives
        ("광산구 항아리는 2,000원 또는 3,000원이라 두 개면 4,000원~6,000원 정도예요. 성북구 쇼파는 "
         "4,000원 또는 15,000원이에요.", []),
        # a fee said of the wrong district, no working
        ("광산구 항아리는 4,000원이에요. 성북구 쇼파는 15,000원이에요.", ["4,000원"]),
    ],
)  # fmt: skip
def test_a_count_times_a_stated_fee(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(_fees("광산구", "항아리", [2000, 3000]),
                              _fees("성북구", "쇼파", [4000, 15000]))) == wrong  # fmt: skip
