"""Round 56 (r56f): invented places, details and dates of datasets that passed (prod_holdout53/54).

- An 읍's or 면's own office (``보성읍사무소``) no output names: :mod:`.facilities` (g71h3-0036).
- Another site's detail joined to a site's name (``계양구청 관리사무실``, the apartments') where the
  site has no detail of its own: :mod:`.site_details` (g71h0-0048).
- A date in a source line said of a dataset whose outputs say they are undated (``as_of`` null,
  ``데이터기준일자 미상``) is the other dataset's: :mod:`.source_lines` (g71h0-0092).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags


def test_invented_town_office() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h3-0036") == [("condition", "보성읍사무소")]


_BOSEONG = "보성군은 의류수거함 위치 자료가 없어요. "


def test_another_town_office_invented() -> None:
    answer = _BOSEONG + "근데 벌교읍사무소 앞에 하나 있어요."
    assert case_flags("prod_holdout53.jsonl", "g71h3-0036", answer) == [
        ("condition", "벌교읍사무소")
    ]


@pytest.mark.parametrize(
    "tail",
    ["가까운 읍면사무소에 문의해 보세요.", "보성읍사무소에 있는지는 자료로 확인이 안 돼요."],
)
def test_town_office_as_a_kind_or_doubted_passes(tail: str) -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h3-0036", _BOSEONG + tail) == []


def test_detail_joined_to_another_site() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h0-0048") == [("condition", "관리사무실")]


def test_detail_joined_to_a_dong_site() -> None:
    answer = "가장 가까운 곳은 계산4동 관리사무실로 약 170m예요."
    assert case_flags("prod_holdout53.jsonl", "g71h0-0048", answer) == [("condition", "관리사무실")]


def test_detail_of_its_own_site_passes() -> None:
    answer = (
        "가장 가까운 곳은 계산4동으로 약 170m이고, 계양구청(계산새로 88)도 약 340m, "
        "은행마을아주아파트 관리사무실은 약 380m예요."
    )
    assert case_flags("prod_holdout53.jsonl", "g71h0-0048", answer) == []


def test_survey_date_given_to_undated_places() -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h0-0092") == [("date", "2025-01")]


_MUJU = "In Muju, the nearest spot is 무주남대천휴먼시아아파트 (장터로 26), about 900 m away. "


def test_survey_date_given_to_undated_places_in_korean() -> None:
    answer = _MUJU + "[출처: 가격조사; 한국환경공단 재활용 보상 장소, 데이터기준일자 2025-01]"
    assert case_flags("prod_holdout53.jsonl", "g71h0-0092", answer) == [("date", "2025-01")]


@pytest.mark.parametrize(
    "cite",
    [
        "[Sources: KECO price survey 2025-01; KECO recycling reward sites list, date unknown]",
        "Styrofoam is about 200 won/kg nationwide. [Source: KECO price survey, data as of 2025-01]",
    ],
)
def test_survey_date_given_to_the_survey_passes(cite: str) -> None:
    assert case_flags("prod_holdout53.jsonl", "g71h0-0092", _MUJU + cite) == []
