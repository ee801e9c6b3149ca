"""Round 27 (r27c): misattributions that passed.

A search's radius is its bound, never the distance of a place (:mod:`.radius_distance`); a bare
``밀리`` after a rain word is millimetres of rain, bound to its place (:mod:`.quantities`); a
sentence whose subject is the phone of the sentence before dates that phone's source
(:mod:`.dated`); a region said to lack a survey is the one the material's own note names
(:mod:`.missing_regions`); the office a how-to names only for a paper step is no drop-off
(:mod:`.drop_places`); a list headed by goods gives them to every place listed under it
(:mod:`.listed_goods`). Each with its faithful twins. The answers are new wordings (none is a
corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

CENTRE_FAR: dict[str, Any] = {
    "query": "recycling_center", "radius_m": 2000, "latitude": 35.9, "longitude": 128.6,
    "found": 1,
    "places": [{"name": "영천시 자원순환센터", "address": "경상북도 영천시 금호로 12",
                "phone": "054-330-6000", "hours": "평일 09:00~18:00",
                "items": ["스티로폼", "고철"], "distance_m": 6140, "as_of": "2025-09-09"}],
    "source": "recycling-centers", "as_of": "2025-09-09",
    "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip
CENTRE_KM: dict[str, Any] = {
    "query": "recycling_center", "radius_km": 5, "latitude": 37.5, "longitude": 127.0,
    "found": 1,
    "places": [{"name": "강동구재활용센터", "address": "서울특별시 강동구 천호대로 100",
                "phone": "02-480-1000", "hours": "평일 09:00~18:00",
                "items": ["가구 등"], "distance_m": 3410, "as_of": "2024-08-12"}],
    "source": "recycling-centers", "as_of": "2024-08-12",
}  # fmt: skip
CENTRE_NEAR_RADIUS: dict[str, Any] = {
    **CENTRE_KM,
    "places": [{**CENTRE_KM["places"][0], "distance_m": 4980}],
}


def _flags(answer: str, *objs: Any) -> list[str]:
    return flagged(answer, ev(*objs))


# --- a search's radius given as a place's distance ----------------------------------------------


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "영천시 자원순환센터 — 경상북도 영천시 금호로 12, 약 2 km 거리입니다. ☎ 054-330-6000",
            "2 km",
        ),
        ("영천시 자원순환센터까지는 대략 2km 정도 떨어져 있어요.", "2km"),
        ("The nearest is 영천시 자원순환센터 (금호로 12), about 2 km away.", "2 km"),
    ],
)
def test_radius_given_as_distance_flagged(answer: str, span: str) -> None:
    flags = _flags(answer, CENTRE_FAR)
    assert any(span in f for f in flags), flags


@pytest.mark.parametrize(
    "answer",
    [
        "강동구재활용센터(천호대로 100)까지는 약 5km 거리예요. 평일 09:00~18:00 운영이에요.",
        "강동구재활용센터 is about 5 km from you; it opens 평일 09:00~18:00.",
    ],
)
def test_radius_km_given_as_distance_flagged(answer: str) -> None:
    assert any("5" in f for f in _flags(answer, CENTRE_KM))


@pytest.mark.parametrize(
    "answer",
    [
        "영천시 자원순환센터 — 경상북도 영천시 금호로 12, 약 6.1 km 거리입니다.",
        "반경 2km 안에는 없어서, 가장 가까운 영천시 자원순환센터는 약 6km 떨어져 있어요.",
        "Nothing within 2 km; the nearest is 영천시 자원순환센터, about 6.1 km away.",
        "영천시 자원순환센터는 2km 넘게 떨어져 있어요(약 6.1km).",
    ],
)
def test_place_distance_and_radius_said_as_radius_pass(answer: str) -> None:
    assert _flags(answer, CENTRE_FAR) == []


def test_radius_that_a_place_also_lies_at_passes() -> None:
    """4,980 m is also "약 5km": the place's own distance, whatever the radius."""
    answer = "강동구재활용센터까지는 약 5km 거리예요."
    assert _flags(answer, CENTRE_NEAR_RADIUS) == []


def test_place_distance_within_radius_passes() -> None:
    answer = (
        "강동구재활용센터(천호대로 100)까지는 약 3.4km 거리예요. 5km 반경 안에서 찾은 곳이에요."
    )
    assert _flags(answer, CENTRE_KM) == []


# --- a bare 밀리 of rain is millimetres, bound to its place like any precipitation -------------

NORMAL_A: dict[str, Any] = {
    "kind": "monthly_normal", "station": "대전", "district": "청양군", "month": 12,
    "temperature_c": 1.1, "humidity_pct": 72, "precipitation_mm_month": 27, "tips": [],
    "source": "embedded-normals", "as_of": "1991-2020",
}  # fmt: skip
NORMAL_B: dict[str, Any] = {
    **NORMAL_A, "station": "부산", "district": "김해시", "temperature_c": 5.8,
    "humidity_pct": 48, "precipitation_mm_month": 28,
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        ("12월 강수량은 김해가 27밀리, 청양이 28밀리 정도예요.", ["27밀리", "28밀리"]),
        ("비는 한 달에 청양이 28밀리쯤 와요.", ["28밀리"]),
        (
            "December rain: Cheongyang about 28 millimetres, Gimhae 27 millimetres.",
            ["28 millimetres", "27 millimetres"],
        ),
    ],
)
def test_swapped_precipitation_in_milli_flagged(answer: str, spans: list[str]) -> None:
    flags = _flags(answer, NORMAL_A, NORMAL_B)
    assert all(any(s in f for f in flags) for s in spans), flags


@pytest.mark.parametrize(
    "answer",
    [
        "한 달 강수량은 청양이 27밀리, 김해가 28밀리쯤이에요.",
        "December rain: Cheongyang about 27 millimetres, Gimhae 28 millimetres.",
    ],
)
def test_precipitation_in_milli_of_its_place_passes(answer: str) -> None:
    assert _flags(answer, NORMAL_A, NORMAL_B) == []


def test_milli_without_rain_is_no_precipitation() -> None:
    """ "500밀리 생수병": a bare 밀리 with no rain word before it is read as nothing."""
    answer = "청양은 12월 평균 1.1도예요. 500밀리 생수병은 라벨을 떼서 내놓으세요."
    assert _flags(answer, NORMAL_A, NORMAL_B) == []


# --- the fee dataset's date given to the contact the next sentence names ------------------------

NO_FEES: dict[str, Any] = {
    "district": "울릉군", "full_name": "경상북도 울릉군", "query": "책장", "item_count": 0,
    "items": [], "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
    "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 경상북도 울릉군 수수료 자료가 없습니다.",
    "contact": "수수료는 경상북도 울릉군 환경과(054-790-6000)에 문의하세요 (출처: 공공데이터포털 "
               "행정안전부 생활쓰레기배출정보, 데이터기준일자 2021-03-15).",
    "phone": "054-790-6000",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-12-09",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "울릉군 환경과(054-790-6000)에 문의해 주세요. 이 연락처는 데이터기준일자 2025-12-09 "
        "자료입니다.",
        "울릉군 책장 수수료 자료는 없어요.\n환경과 054-790-6000으로 물어보세요.\n그 번호 출처는 "
        "2025-12-09 자료예요.",
        "Please call the Ulleung-gun environment office at 054-790-6000. This contact is from "
        "the data dated 2025-12-09.",
    ],
)
def test_fee_date_given_to_contact_flagged(answer: str) -> None:
    assert any("2025-12-09" in f for f in _flags(answer, NO_FEES))


@pytest.mark.parametrize(
    "answer",
    [
        "울릉군 환경과(054-790-6000)에 문의해 주세요. 이 연락처는 데이터기준일자 2021-03-15 "
        "자료입니다.",
        "Please call 054-790-6000. This contact is from the data dated 2021-03-15.",
        "울릉군 환경과(054-790-6000)에 문의해 주세요. 수수료 자료 기준일은 2025-12-09예요.",
    ],
)
def test_contact_with_its_own_date_passes(answer: str) -> None:
    assert _flags(answer, NO_FEES) == []


# --- which material a region's survey is missing for --------------------------------------------


def _price(query: str, rows: list[tuple[str, str, int]], region: str) -> dict[str, Any]:
    return {
        "region": "nationwide", "region_name": "전국", "query": query, "item_count": len(rows),
        "items": [{"item_name": n, "category": "paper" if n == "골판지" else "metal", "form": f,
                   "price_per_kg": p, "price_text": f"{p}원/kg"} for n, f, p in rows],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
        "as_of": "2025-01",
        "note": f"{region} 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
    }  # fmt: skip


CARDBOARD = _price("골판지", [("골판지", "압축", 90)], "경북")
CANS = _price("알루미늄캔", [("알루미늄캔", "압축", 1100)], "수도권")


@pytest.mark.parametrize(
    ("answer", "spans"),
    [
        (
            "Cardboard is 90 won/kg and aluminum cans 1,100 won/kg, both national averages: "
            "there is no Gyeongbuk-region figure for aluminum cans and no capital-area figure for "
            "cardboard.",
            ["Gyeongbuk", "capital-area"],
        ),
        (
            "골판지는 kg당 90원, 알루미늄캔은 1,100원이에요. 알루미늄캔은 경북 권역 시세가 없고, "
            "골판지는 수도권 시세가 없어서 전국 평균이에요.",
            ["경북", "수도권"],
        ),
    ],
)
def test_missing_region_swapped_flagged(answer: str, spans: list[str]) -> None:
    flags = _flags(answer, CARDBOARD, CANS)
    assert all(any(s in f for f in flags) for s in spans), flags


@pytest.mark.parametrize(
    "answer",
    [
        "Cardboard is 90 won/kg and aluminum cans 1,100 won/kg, both national averages: "
        "there is no Gyeongbuk-region figure for cardboard and no capital-area figure for "
        "aluminum cans.",
        "골판지는 kg당 90원, 알루미늄캔은 1,100원이에요. 골판지는 경북 권역 시세가 없고, "
        "알루미늄캔은 수도권 시세가 없어서 전국 평균이에요.",
        # two regions in one clause: unsure
        "No Gyeongbuk or capital-area figures exist for cardboard, so these are national averages: "
        "90 won/kg.",
    ],
)
def test_missing_region_of_its_material_passes(answer: str) -> None:
    assert _flags(answer, CARDBOARD, CANS) == []


# --- the office that issues the slip given as the place the waste goes ---------------------------

HOWTO: dict[str, Any] = {
    "district": "달서구", "full_name": "대구광역시 달서구", "source": "waste-rules",
    "as_of": "2023-04-11",
    "application_methods": ["동 행정복지센터에서 배출확인서를 발급 후 개인차량을 이용하여 지정된 "
                            "장소에 배출"],
    "places": ["성서환경자원화시설"], "department": "자원순환과", "phone": "053-667-2000",
}  # fmt: skip
HOWTO_CENTRE_DROP: dict[str, Any] = {
    **HOWTO,
    "application_methods": ["동 행정복지센터에서 배출확인서를 발급 후 동 행정복지센터에 배출"],
}


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "Get a disposal confirmation slip at the community center first, then drive it "
            "yourself to the dong community center.",
            "community center",
        ),
        (
            "동 행정복지센터에서 배출확인서를 받은 다음 개인 차량으로 행정복지센터로 직접 "
            "가져가시면 돼요.",
            "행정복지센터로",
        ),
    ],
)
def test_slip_office_given_as_drop_off_flagged(answer: str, span: str) -> None:
    flags = _flags(answer, HOWTO)
    assert any(span in f for f in flags), flags


@pytest.mark.parametrize(
    "answer",
    [
        "Get a disposal confirmation slip at the community center first, then drive it "
        "yourself to the designated site (성서환경자원화시설).",
        "동 행정복지센터에 가서 배출확인서를 발급받고, 개인 차량으로 성서환경자원화시설에 직접 "
        "가져가세요.",
        "Take the confirmation slip to the community center if they ask for it.",
    ],
)
def test_drop_off_at_the_howtos_place_passes(answer: str) -> None:
    assert _flags(answer, HOWTO) == []


def test_centre_the_howto_also_sends_waste_to_passes() -> None:
    answer = "배출확인서를 발급받은 뒤 동 행정복지센터로 가져가서 배출하시면 돼요."
    assert _flags(answer, HOWTO_CENTRE_DROP) == []


# --- a list headed by the goods its places take --------------------------------------------------


def _bin(name: str, road: str, items: list[str], metres: int) -> dict[str, Any]:
    return {"name": name, "address": f"경기도 양평군 양평읍 {road}", "detail": None,
            "district": "양평군", "phone": "031-770-2000", "items": items,
            "distance_m": metres, "as_of": "2025-12-24"}  # fmt: skip


BINS: dict[str, Any] = {
    "latitude": 37.49, "longitude": 127.49, "radius_km": 0.5, "item_type": "battery",
    "kind_name": "폐건전지", "source": "lamp-battery-bins", "district_has_data": True,
    "points": [
        _bin("양근리 경로당", "양근로 5", ["형광램프", "폐건전지"], 120),
        _bin("양평초등학교", "중앙로 30", ["폐건전지"], 240),
        _bin("양평시장 입구", "시장길 8", ["형광램프", "폐건전지"], 310),
    ],
    "found": 3, "as_of": "2025-12-24",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "형광등이랑 건전지 둘 다 받는 곳은 여기예요.\n- 양근리 경로당 (양근로 5): 120m\n"
            "- 양평초등학교 (중앙로 30): 240m\n- 양평시장 입구 (시장길 8): 310m",
            "양평초등학교",
        ),
        (
            "Bins that take both fluorescent lamps and batteries:\n- 양근리 경로당 (양근로 5), "
            "120 m\n- 양평초등학교 (중앙로 30), 240 m",
            "양평초등학교",
        ),
    ],
)
def test_listed_place_without_the_headings_goods_flagged(answer: str, span: str) -> None:
    flags = _flags(answer, BINS)
    assert any(span in f for f in flags), flags


@pytest.mark.parametrize(
    "answer",
    [
        "형광등이랑 건전지 둘 다 받는 곳은 여기예요.\n- 양근리 경로당 (양근로 5): 120m\n"
        "- 양평시장 입구 (시장길 8): 310m\n양평초등학교(중앙로 30)는 건전지만 받아요.",
        "건전지 받는 곳은 세 곳이에요.\n- 양근리 경로당: 120m\n- 양평초등학교: 240m\n"
        "- 양평시장 입구: 310m",
        "Bins that take batteries:\n- 양근리 경로당, 120 m\n- 양평초등학교, 240 m",
    ],
)
def test_listed_places_that_take_the_headings_goods_pass(answer: str) -> None:
    assert _flags(answer, BINS) == []
