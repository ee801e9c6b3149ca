"""Round 26 (r26b): words that state no fact, and facts read off the wrong words.

A claim is read only off words that state a fact of the answer's subject: a statement that the
data lacks a fee (:mod:`.absences`), a weather word inside a place name or a verb sharing its form
(:mod:`.weather`), a site's phone after the goods it takes (:mod:`.clauses`), a good said taken
by a place named by its lot address (:mod:`.taken`), an English source line's dataset name
(:mod:`.source_lines`), and a 구 the user named inside an output's 시 (:mod:`.wards`); with their
mirrors (an invented absence, a real sky, a phone of another place, a good another place takes,
a date of another dataset, a 구 nobody named). The answers are new wordings (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

UNCOVERED: dict[str, Any] = {
    "district": "곡성군", "full_name": "전라남도 곡성군", "query": "의자", "item_count": 0,
    "items": [], "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
    "as_of": "2025-10-01", "note": "곡성군 수수료 자료가 없어 알려드릴 수 없습니다.",
    "phone": "061-360-8000",
}  # fmt: skip
RULES: dict[str, Any] = {
    "district": "양구군", "full_name": "강원특별자치도 양구군", "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보", "as_of": "2022-03-02",
    "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2022-03-02",
    "application_methods": ["읍면사무소에 신고 후 배출"], "places": ["집앞"],
    "department": "환경과", "phone": "033-480-2000",
}  # fmt: skip
FEES: dict[str, Any] = {
    "district": "곡성군", "full_name": "전라남도 곡성군", "query": "의자", "item_count": 1,
    "items": [{"item_name": "의자", "name": "의자", "spec": None, "category": "가구류",
               "fee": 3000, "fee_text": "3,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
    "as_of": "2025-10-01",
    "citation": "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-10-01",
}  # fmt: skip


def _flags(answer: str, *objs: Any, user: str = "") -> list[str]:
    return flagged(answer, ev(*objs, user=user))


# --- a statement that the data lacks a fee -------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "Sorry, there is no fee data for Gokseong-gun, so please call 061-360-8000.",
        "The bulky-waste dataset has no fee for Gokseong-gun; call 061-360-8000 to ask.",
        "곡성군은 수수료 자료가 없어서 061-360-8000으로 문의해 주세요.",
    ],
)
def test_absence_over_uncovered_output_passes(answer: str) -> None:
    assert check(answer, ev(UNCOVERED)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "Yanggu-gun's record is from 2022-03-02 and no fees are listed, so ask 환경과 (033-480-2000).",
        "양구군은 요금이 나와 있지 않으니 환경과(033-480-2000)에 물어보세요.",
    ],
)
def test_absence_over_output_without_fee_field_passes(answer: str) -> None:
    assert check(answer, ev(RULES)).grounded


def test_invented_absence_over_a_listed_fee_flags() -> None:
    got = _flags("There is no fee data for Gokseong-gun, so I can't say what a chair costs.", FEES)
    assert got == ["no fee data"]


def test_invented_no_fees_listed_flags() -> None:
    assert _flags("No fees are listed for chairs in Gokseong-gun.", FEES) == ["No fees are listed"]


def test_qualified_absence_is_unsure() -> None:
    assert check(
        "The data has no regional fee, so here is the county's: 3,000 won.", ev(FEES)
    ).grounded


def test_bare_no_fee_stays_a_free_claim() -> None:
    assert _flags("Chairs in Gokseong-gun are no fee.", FEES) == ["no fee"]


# --- a weather word inside a name, a verb sharing a weather word's form ---------------------------

PHARMACIES: dict[str, Any] = {
    "latitude": 35.1, "longitude": 126.9, "radius_km": 1.0, "item_type": "medicine",
    "source": "medicine-bins", "source_label": "공공데이터포털 전국폐의약품수거함표준데이터",
    "points": [
        {"name": "맑은샘약국", "address": "광주광역시 북구 용봉로 3", "district": "북구",
         "distance_m": 120},
        {"name": "늘맑음약국", "address": "광주광역시 북구 용봉로 9", "district": "북구",
         "distance_m": 180},
    ],
    "found": 2, "as_of": "2025-06-01",
}  # fmt: skip
FORECAST: dict[str, Any] = {
    "station": "서울",
    "sky": "흐림",
    "temperature": 4.0,
    "as_of": "2025-12-01T09:00",
}


@pytest.mark.parametrize(
    "answer",
    [
        "가장 가까운 곳은 맑은샘약국으로 약 120m, 다음은 늘맑음약국이에요.",
        "늘맑음약국에서도 받아요. 맑은샘약국은 약 120m예요.",
    ],
)
def test_sky_word_inside_a_listed_name_passes(answer: str) -> None:
    assert check(answer, ev(PHARMACIES)).grounded


@pytest.mark.parametrize(
    "answer",
    [
        "Is there anything else to clear at the same time?",
        "You can clear in one trip with the chair too.",
        "We could clear with one booking on Monday.",
        "If you can clear the shelf first, the pickup is quicker.",
    ],
)
def test_clear_as_a_verb_passes(answer: str) -> None:
    assert check(answer, ev(FEES)).grounded


def test_clear_sky_in_a_weather_sentence_flags() -> None:
    assert _flags("It is clear and about 4°C in Seoul this morning.", FORECAST) == ["clear"]


def test_skies_expected_to_clear_flags() -> None:
    assert _flags("In Seoul the skies should clear today.", FORECAST) == ["clear"]


def test_sky_word_as_its_own_word_flags() -> None:
    assert _flags("서울은 지금 맑은 하늘이에요, 기온 4도.", FORECAST) == ["맑은"]


# --- a phone after the goods a site takes; a good said taken by a place named by its lot ----------

CENTRES: dict[str, Any] = {
    "query": "recycling_center", "radius_m": 1000, "latitude": 35.2, "longitude": 129.0,
    "found": 2,
    "places": [
        {"name": "남부 재활용선별장", "address": "부산광역시 남구 대연동 1200", "phone": None,
         "hours": "평일 08:00~17:00", "items": ["스티로폼"], "distance_m": 1500},
        {"name": "바다재활용센터", "address": "부산광역시 남구 수영로 210", "phone": "051-620-1000",
         "items": ["가전제품"], "distance_m": 2100},
        {"name": "온누리재활용마트", "address": "부산광역시 수영구 광남로 44", "phone": "051-750-2000",
         "items": ["가전 가구"], "distance_m": 3300},
    ],
    "source": "recycling-centers", "as_of": "2025-09-01",
}  # fmt: skip


def test_phone_after_goods_taken_is_the_sites() -> None:
    answer = "Bada Recycling Center (수영로 210) is 2.1 km away and takes home appliances (051-620-1000)."
    assert check(answer, ev(CENTRES)).grounded


def test_phone_of_another_site_after_goods_flags() -> None:
    answer = "Bada Recycling Center (수영로 210) is 2.1 km away and takes home appliances (051-750-2000)."
    assert _flags(answer, CENTRES) == ["(051-750-2000"]


def test_good_taken_by_place_named_by_lot_passes() -> None:
    answer = (
        "The nearest is the Nam-gu sorting yard (대연동 1200), about 1.5 km, which takes styrofoam."
    )
    assert check(answer, ev(CENTRES)).grounded


def test_good_another_place_takes_said_of_lot_place_flags() -> None:
    answer = (
        "The nearest is the sorting yard (대연동 1200), about 1.5 km, which takes home appliances."
    )
    assert _flags(answer, CENTRES) == ["appliances"]


# --- an English source line names its dataset ------------------------------------------------------

BUSAN_RULES: dict[str, Any] = {**RULES, "district": "부산 서구", "full_name": "부산광역시 서구",
                               "as_of": "2024-05-05", "department": "청소행정과",
                               "citation": "출처: 공공데이터포털 행정안전부 생활쓰레기배출정보, 데이터기준일자 2024-05-05"}  # fmt: skip
OTHER_RULES: dict[str, Any] = {**RULES, "department": "생활쓰레기(읍면)"}


def test_english_source_line_dates_the_dataset_it_names() -> None:
    answer = "Call 청소행정과 for pickup. Source: MOIS household waste info, as of 2024-05-05."
    assert check(answer, ev(BUSAN_RULES, OTHER_RULES)).grounded


def test_english_source_line_with_another_datasets_date_flags() -> None:
    answer = "Chairs cost 3,000 won. Source: MOIS household waste info, as of 2025-10-01."
    assert _flags(answer, FEES, RULES) == ["2025-10-01"]


# --- a 구 the user named inside an output's 시 -------------------------------------------------------

CHANGWON: dict[str, Any] = {
    "district": "창원시", "full_name": "경상남도 창원시", "query": "책상", "item_count": 1,
    "items": [{"item_name": "책상", "name": "책상", "spec": None, "category": "가구류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
    "as_of": "2025-02-13",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer", ["창원시(마산회원구) 책상은 4,000원이에요.", "창원시 마산회원구 책상 — 4,000원"]
)
def test_users_ward_inside_the_outputs_city_passes(answer: str) -> None:
    assert check(answer, ev(CHANGWON, user="마산회원 쪽 책상 얼마예요?")).grounded


def test_ward_the_user_never_named_flags() -> None:
    got = _flags("창원시(성산구) 책상은 4,000원이에요.", CHANGWON, user="마산회원 책상 얼마예요?")
    assert got == ["성산구"]


def test_users_ward_of_another_city_flags() -> None:
    got = _flags("창원시(해운대구) 책상은 4,000원이에요.", CHANGWON, user="해운대 책상 얼마?")
    assert got == ["해운대구"]


# --- a site's goods narrowed to a kind no output names (the mirror of a name read as a sky) --------

MALGEUN: dict[str, Any] = {
    "query": "재활용센터", "radius_m": 5000, "latitude": 36.6, "longitude": 126.8, "found": 1,
    "places": [
        {"name": "맑은바람 자원센터", "address": "충청남도 홍성군 내포로 12", "phone": "041-600-1000",
         "hours": "평일 09:00~18:00", "items": ["스티로폼", "헌옷", "종이"], "distance_m": 1200},
    ],
    "source": "recycling-centers", "as_of": "2025-11-01",
}  # fmt: skip


def test_sky_word_opening_a_listed_name_passes() -> None:
    assert check(
        "약 1.2km 거리의 맑은바람 자원센터에서 스티로폼과 헌옷을 받아요.", ev(MALGEUN)
    ).grounded


def test_goods_narrowed_to_an_unnamed_kind_flags() -> None:
    answer = "맑은바람 자원센터는 종이도 받는데, 스티로폼은 깨끗한 흰색만 받아요."
    # round 48: read first as a colour the only kind taken (an attribute no output carries)
    assert _flags(answer, MALGEUN) == ["흰색만 받아"]


@pytest.mark.parametrize(
    "answer",
    [
        "맑은바람 자원센터는 스티로폼만 받는 게 아니라 헌옷도 받아요.",
        "맑은바람 자원센터는 평일에만 받아요.",
    ],
)
def test_goods_narrowed_to_listed_words_passes(answer: str) -> None:
    assert check(answer, ev(MALGEUN)).grounded
