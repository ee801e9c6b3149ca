"""Round 24 (r24b): a value said of a named region must come from an output about that region.

A district's department, way of applying or facility said of another district (also in English:
``the Environment and Livestock Division``, ``the incinerator``, ``a collection company``), a
nationwide figure said to be a region's (a nationwide price with a bracketed region, a nationwide
count of districts with data given as one district's count), a shop put in a district the search
found none in. The answers are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

DALSEO: dict[str, Any] = {
    "district": "달서구", "full_name": "대구광역시 달서구", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2025-03-02",
    "application_methods": ["수거업체에 전화 접수 후 업체에서 수거"], "places": ["집 앞"],
    "department": "자원순환과", "phone": "053-667-2345",
    "phone_note": "문의: 대구광역시 달서구 자원순환과 053-667-2345",
}  # fmt: skip
CHEONGSONG: dict[str, Any] = {
    "district": "청송군", "full_name": "경상북도 청송군", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2024-09-30",
    "application_methods": ["소각시설 직접 반입"], "places": ["청송군 소각시설"],
    "department": "환경축산과", "phone": "054-870-6234",
    "phone_note": "문의: 경상북도 청송군 환경축산과 054-870-6234",
}  # fmt: skip
PRICES: dict[str, Any] = {
    "region": "nationwide", "region_name": "전국", "query": "캔", "item_count": 1,
    "items": [{"item_name": "알루미늄캔", "category": "metal", "form": "압축",
               "price_per_kg": 1200, "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)", "as_of": "2025-01",
    "note": "영남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
}  # fmt: skip
MEDICINE: dict[str, Any] = {
    "address_keyword": "동래구", "item_type": "medicine", "place_name": "동래구",
    "place_precision": "district", "kind_name": "폐의약품", "districts_with_data": 47,
    "source": "medicine-bins", "source_label": "폐의약품 수거함 표준데이터",
    "district_has_data": False, "points": [], "found": 0, "as_of": None,
    "note": "부산광역시 동래구의 폐의약품 장소 자료는 없습니다. 자료가 있는 시군구는 전국 47곳입니다.",
}  # fmt: skip
SHOPS: dict[str, Any] = {
    "latitude": 35.16, "longitude": 129.11, "radius_km": 2.0, "item_type": "pet_compensation",
    "kind_name": "투명 페트병 보상", "districts_with_data": 30, "source": "keco-sites",
    "district_has_data": False,
    "points": [{"name": "대연 나눔자원가게", "address": "남구 유엔평화로 20", "district": "남구",
                "phone": "051-607-1111", "items": ["무색페트병"], "distance_m": 1620,
                "as_of": None}],
    "found": 1, "as_of": None,
    "note": "부산광역시 수영구의 투명 페트병 보상 장소 자료는 없습니다. 가까운 자료가 있는 곳은 남구입니다.",
}  # fmt: skip


def _flags(answer: str, *objs: Any) -> list[str]:
    return flagged(answer, ev(*objs))


# --- one district's way, facility or department given to another -----------------------------


def test_facilities_of_two_districts_swapped_in_english() -> None:
    answer = (
        "In Dalseo-gu you haul it to the incineration plant yourself, while in Cheongsong a "
        "collection company takes it from in front of your house."
    )
    got = _flags(answer, DALSEO, CHEONGSONG)
    assert "incineration" in got
    assert "collection company" in got


@pytest.mark.parametrize(
    "answer",
    [
        "In Dalseo-gu a collection company picks it up in front of your house; in Cheongsong you "
        "bring it to the incinerator yourself.",
        "달서구는 업체에 전화로 접수하면 집 앞에서 가져가고, 청송군은 소각시설에 직접 가져가요.",
    ],
)
def test_each_district_its_own_way_passes(answer: str) -> None:
    assert check(answer, ev(DALSEO, CHEONGSONG)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "For Dalseo-gu, ask the Environment and Livestock Division at 053-667-2345.",
        "Dalseo-gu's data doesn't list a method, so call the Environment & Livestock Division.",
    ],
)
def test_english_department_of_another_district_flags(answer: str) -> None:
    got = check(answer, ev(DALSEO, CHEONGSONG)).unsupported
    assert [c.text for c in got] == [
        next(t for t in ("Environment and Livestock Division", "Environment & Livestock Division")
             if t in answer)
    ]  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "For Dalseo-gu, ask the Resource Circulation Division at 053-667-2345.",
        "Cheongsong-gun: the Environment and Livestock Division, 054-870-6234.",
        "Dalseo-gu is not the Environment and Livestock Division's area; call 053-667-2345.",
    ],
)
def test_english_department_of_its_own_district_or_negated_passes(answer: str) -> None:
    assert check(answer, ev(DALSEO, CHEONGSONG)).grounded


# --- a nationwide figure said to be a region's ---------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "부산(영남권) 알루미늄캔 시세는 kg당 1,200원이에요.",
        "Aluminum cans: 1,200 won/kg, the Busan-area (부산 지역) price for compressed cans.",
        "Seoul's aluminum can price is 1,200 won/kg.",
        "The capital-area (수도권) price for cans is 1,200 won/kg.",
    ],
)
def test_nationwide_price_given_to_a_region_flags(answer: str) -> None:
    assert not check(answer, ev(PRICES)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "부산 지역 시세는 자료에 없어서 전국 평균 1,200원/kg을 알려드려요.",
        "Aluminum cans average 1,200 won/kg nationwide; there is no Busan figure.",
        "부산 고물상 시세는 1,200원보다 높을 수도 있어요.",
        "Daegu scrap yards pay about 1,200 won/kg for cans, the survey's national average.",
        "In Busan, cans fetch 1,200 won/kg on the national survey.",
    ],
)
def test_nationwide_price_said_as_national_passes(answer: str) -> None:
    assert check(answer, ev(PRICES)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "동래구에는 폐의약품 수거함이 47곳 등록돼 있어요.",
        "There are 47 medicine bins listed for Dongnae-gu.",
    ],
)
def test_nationwide_count_given_to_a_district_flags(answer: str) -> None:
    got = check(answer, ev(MEDICINE)).unsupported
    assert [c.value for c in got if c.kind == "condition"] == [47]


@pytest.mark.parametrize(
    "answer",
    [
        "동래구 자료는 없고, 자료가 있는 시군구는 전국 47곳이에요.",
        "Dongnae-gu has no listed bins; 47 districts nationwide have data.",
        "동래구 폐의약품 수거함 자료는 없습니다. 약국이나 보건소에 가져가세요.",
    ],
)
def test_nationwide_count_said_as_national_passes(answer: str) -> None:
    assert check(answer, ev(MEDICINE)).grounded


# --- a shop put in a district the search found none in ------------------------------------------


def test_shop_put_in_the_searched_district_flags() -> None:
    answer = "수영구 안에 있는 가게가 하나 있어요: 대연 나눔자원가게. 주소는 유엔평화로 20이에요."
    got = check(answer, ev(SHOPS)).unsupported
    assert [c.value for c in got] == ["수영구"]


def test_shop_said_to_lie_elsewhere_passes() -> None:
    answer = "수영구에는 자료가 없고, 가까운 곳은 남구의 대연 나눔자원가게(약 1.6km)예요."
    assert check(answer, ev(SHOPS)).grounded


def test_english_department_fitting_two_districts_is_unsure() -> None:
    dalseo = {**DALSEO, "department": "환경과",
              "phone_note": "문의: 대구광역시 달서구 환경과 053-667-2345"}  # fmt: skip
    answer = "For Dalseo-gu, ask the Environment Division at 053-667-2345."
    assert check(answer, ev(dalseo, CHEONGSONG)).grounded


def test_count_that_is_also_the_rows_found_passes() -> None:
    point = {"name": "온천2동 행정복지센터", "address": "동래구 온천장로 1", "district": "동래구",
             "phone": None, "distance_m": 500, "as_of": None}  # fmt: skip
    rows = [{**point, "name": f"{point['name']} {i}호"} for i in range(3)]
    bins = {**MEDICINE, "districts_with_data": 3, "district_has_data": True, "points": rows,
            "found": 3, "note": "자료가 있는 시군구는 전국 3곳입니다."}  # fmt: skip
    assert check("동래구 폐의약품 수거함은 3곳이 나와요.", ev(bins)).grounded


def test_lower_case_english_department_of_another_district_flags() -> None:
    answer = "For Dalseo-gu, call the environment and livestock team at 053-667-2345."
    got = check(answer, ev(DALSEO, CHEONGSONG)).unsupported
    assert [c.text for c in got] == ["environment and livestock team"]


# --- a region named as the sentence's topic, before an item that tells no record apart ----------

BY_REGION: dict[str, Any] = {
    "material": "PET(투명)", "form": "압축", "survey_month": "2025-06", "unit": "원/kg",
    "by_region": [{"region": "수도권", "price": 330}, {"region": "호남권", "price": 270}],
    "source_label": "한국환경공단 재활용가능자원 가격조사",
}  # fmt: skip


def test_region_topic_binds_a_value_its_noun_phrase_leaves_open() -> None:
    got = check("호남권은 압축 투명 PET가 kg당 330원이에요.", ev(BY_REGION)).unsupported
    assert [c.text for c in got] == ["kg당 330원"]


@pytest.mark.parametrize(
    "answer",
    [
        "호남권은 압축 투명 PET가 kg당 270원이에요.",
        "수도권은 압축 PET가 kg당 330원, 호남권은 270원이에요.",
    ],
)
def test_region_topic_with_its_own_value_passes(answer: str) -> None:
    assert check(answer, ev(BY_REGION)).grounded
