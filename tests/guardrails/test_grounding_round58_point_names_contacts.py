"""Round 58 (r58b): places, bins and contacts (prod_holdout58).

- A waste facility by its other names (``거제시자원순환시설``, ``자원회수시설``) is a site as a phone's
  holder, so the department's phone given to it is caught (:mod:`.holders`; g76h1-0033).
- The city written before the district before a place's name (``안양시 동안구 산본1동
  행정복지센터``) is read against the city of the place's address (``경기도 군포시 …``, which writes no
  구) (:mod:`.address_districts`; g76h3-0028).
- A name's part right before the head word several places share (``중리동 플랫폼`` among four ``…
  플랫폼``) names the one place the part names (:mod:`.goods_records`; g76h2-0049).
- ``X를 받는다고 나온 곳은 P`` (the one the list reports as taking X) is a relative clause whose
  holder is P (:mod:`.relative_holders`, :mod:`.taken`; g76h2-0050, faithful).
- A listed place named by a district alone (``대구광역시 북구``, 1층 민원실) is that district's office,
  so ``Daegu Buk-gu Office`` is named by an output (:mod:`.facilities`; g76h3-0023, faithful).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H58 = "prod_holdout58.jsonl"


def _flags(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    return case_flags(_H58, cid, answer)


@pytest.mark.parametrize("cid", ["g76h2-0050", "g76h3-0023"])
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _flags(cid) == []


# --- a department's phone given to a facility ---------------------------------------------------


def test_the_departments_phone_given_to_the_facility_is_caught() -> None:
    assert _flags("g76h1-0033") == [("phone", "055-636-4814")]
    ko = "거제시자원순환시설 전화번호는 055-636-4814예요."
    assert _flags("g76h1-0033", ko) == [("phone", "055-636-4814")]
    en = "Call the Geoje resource-recycling facility at 055-636-4814."
    assert _flags("g76h1-0033", en) == [("phone", "055-636-4814")]


def test_the_phone_given_to_its_department_passes() -> None:
    ko = "거제시자원순환시설로 직접 가져가시고, 문의는 자원순환과(055-636-4814)로 하세요."
    assert _flags("g76h1-0033", ko) == []


# --- a point put in a district before its name --------------------------------------------------


def test_a_point_of_another_city_put_in_the_users_district_is_caught() -> None:
    assert _flags("g76h3-0028") == [("place", "안양시 동안구 산본1동 행정복지센터")]
    said = "가장 가까운 수거함은 안양시 동안구 산본1동 행정복지센터 입구에 있어요."
    assert _flags("g76h3-0028", said) == [("place", "안양시 동안구 산본1동 행정복지센터")]


def test_a_district_without_its_city_is_unsure() -> None:
    short = "1. 안양 동안구 산본1동 행정복지센터 입구에 수거함이 있어요."
    assert _flags("g76h3-0028", short) == []


def test_the_points_own_city_before_its_name_passes() -> None:
    own = "1. 군포시 산본1동 행정복지센터 입구에 수거함이 있어요.\n2. 거리는 약 1,560m라 1km는 넘어요."
    assert _flags("g76h3-0028", own) == []
    said = "안양시 동안구에는 자료가 없어서, 가장 가까운 곳은 군포시 산본1동 행정복지센터 입구예요."
    assert _flags("g76h3-0028", said) == []


# --- a place by its area and shared head word -----------------------------------------------------

_THURSDAY = "목요일에 여는 곳은 법2동과 중리동 두 곳이에요. "


def test_a_good_of_another_platform_said_of_the_short_name_is_caught() -> None:
    assert _flags("g76h2-0049") == [("condition", "비닐")]
    other = "목요일에 여는 곳은 법2동과 중리동이에요. 비닐은 중리동 플랫폼이 받아요."
    assert _flags("g76h2-0049", other) == [("condition", "비닐")]


def test_the_platforms_own_goods_pass() -> None:
    assert _flags("g76h2-0049", _THURSDAY + "법2동 플랫폼은 비닐도 받아요.") == []
    assert _flags("g76h2-0049", _THURSDAY + "중리동 플랫폼은 PP도 받아요.") == []


# --- the place a list reports as taking a good ------------------------------------------------------

_NONE_NEAR = "대구 동구는 반경 2km 안에 센터가 없고, "


def test_the_reported_taker_holds_the_good() -> None:
    said = _NONE_NEAR + "종이를 수거한다고 적힌 곳은 수성구 생활자원회수센터예요."
    assert _flags("g76h2-0050", said) == []
    said = _NONE_NEAR + "가구를 받는다고 나온 곳은 중구재활용센터예요."
    assert _flags("g76h2-0050", said) == []


def test_a_reported_taker_that_does_not_list_the_good_is_caught() -> None:
    said = _NONE_NEAR + "목록에 종이를 받는다고 나온 곳은 동구자원재활용센터예요."
    assert _flags("g76h2-0050", said) == [("condition", "종이")]


# --- a district's office listed by the district's name -------------------------------------------


def test_the_office_listed_by_its_district_is_named() -> None:
    ko = "2. 대구 북구청(대구광역시 북구), 옥산로 65, 1층 민원실 — 약 385m."
    assert _flags("g76h3-0023", ko) == []
    en = "2. Daegu Buk-gu Office, 옥산로 65 (침산동), 1st-floor civil service room — about 385 m."
    assert _flags("g76h3-0023", en) == []


def test_another_office_or_facility_stays_unnamed() -> None:
    assert _flags("g76h3-0023", "2. 대구 중구청 1층 민원실에도 수거함이 있어요.") == [
        ("place", "중구청")
    ]
    en = "2. There is also a bin at the Daegu Buk-gu Health Center."
    assert _flags("g76h3-0023", en) == [("condition", "Buk-gu Health Center")]
