"""Round 56 (r56f): faithful place answers flagged (prod_holdout53/54).

- A bracket that opens with a citation's head (``[출처: 전국재활용센터표준데이터 / 한국환경공단,
  기준일자 미상]``) names datasets, no facility: :mod:`.places` (g72h0-0075).
- The rest of a bracket the previous value stands in names that value's holder (``A … (weekdays
  07:00–16:00, but it only lists styrofoam), then B … (weekdays 09:00–20:00)``): :mod:`.value_asides`
  (g71h0-0012).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags


@pytest.mark.parametrize(
    ("name", "cid"),
    [
        ("prod_holdout54.jsonl", "g72h0-0075"),
        ("prod_holdout53.jsonl", "g71h0-0012"),
    ],
)
def test_the_faithful_cases_pass(name: str, cid: str) -> None:
    assert case_flags(name, cid) == []


# --- a citation bracket is no facility's name ---------------------------------------------------

_WANJU = "젤 가까운 데는 인후2동주민센터(견훤왕궁로 244)인데 455m 거리야. "


@pytest.mark.parametrize(
    "cite",
    [
        "[Source: 전국재활용센터표준데이터 / 한국환경공단]",
        "[출처: 전국재활용센터표준데이터 / 한국환경공단, 기준일자 미상]",
        "【자료: 재활용센터 표준데이터】",
    ],
)
def test_citation_bracket_is_no_place(cite: str) -> None:
    assert case_flags("prod_holdout54.jsonl", "g72h0-0075", _WANJU + cite) == []


def test_bracketed_facility_no_output_names_is_still_read() -> None:
    answer = "젤 가까운 데는 [덕진구 재활용센터]인데 455m 거리야."
    assert case_flags("prod_holdout54.jsonl", "g72h0-0075", answer) == [
        ("place", "덕진구 재활용센터")
    ]


# --- the rest of the previous value's bracket ---------------------------------------------------

_BUSAN = (
    "The closest is 동구 재활용선별장 about 2.3 km away (weekdays 07:00–16:00, only styrofoam), "
)


def test_bracket_rest_names_the_earlier_place() -> None:
    answer = _BUSAN + "then 동아재활용센터 at about 2.6 km (weekdays 09:00–20:00)."
    assert case_flags("prod_holdout53.jsonl", "g71h0-0012", answer) == []


def test_bracket_rest_in_korean() -> None:
    answer = (
        "가장 가까운 곳은 동구 재활용선별장으로 약 2.3km(평일 07:00~16:00, 스티로폼만 받아요), "
        "그다음은 동아재활용센터로 약 2.6km(평일 09:00~20:00)예요."
    )
    assert case_flags("prod_holdout53.jsonl", "g71h0-0012", answer) == []


def test_first_place_hours_given_to_the_second_still_caught() -> None:
    answer = _BUSAN + "then 동아재활용센터 at about 2.6 km (weekdays 07:00–16:00)."
    assert case_flags("prod_holdout53.jsonl", "g71h0-0012", answer) == [
        ("time", "07:00"),
        ("time", "16:00"),
    ]
