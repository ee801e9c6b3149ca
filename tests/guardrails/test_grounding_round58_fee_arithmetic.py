"""Round 58 (r58d): bulky-waste fee arithmetic and comparisons (prod_holdout57/58).

- A comparison said of every case (``순천이 모든 경우에 강릉보다 싸요``) against the fees the answer
  lists for each side: :mod:`.every_case`, read by :mod:`.orders` (g75h1-0015).
- ``if one of yours falls under each, that comes to 8,000 won``: one piece at each twin row, no
  row twice: :mod:`.row_choices` (g76h1-0014).
- ``so 10,000 won all up``: ``all up``, ``all told``, ``all-in`` say a sum: :mod:`.sum_words`
  (g76h0-0038).
- ``만 원은 넘지 않아요`` where the user asked ``만 원 안 넘죠?``: the user's amount as the mark a
  figure is held against: :mod:`.user_standards` (g76h3-0003).
- ``2,000원(이천 원)과 3,000원(삼천 원)``: twin fees stated together, each said again in words:
  :mod:`.twins` (g76h3-0081).
- ``광주라는 데가 한 군데가 아니라서요``: a count denied states no length: :mod:`.count_statements`
  (g75h1-0095).
"""

from __future__ import annotations

import re

import pytest

from guardrails.grounding import Evidence, check
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.sum_words import SUM_VERBS
from tests.guardrails.grounding_helpers import case_flags, ev, spec_rows

_H57 = "prod_holdout57.jsonl"
_H58 = "prod_holdout58.jsonl"


# --- a comparison said of every case --------------------------------------------------------------

_SHOE = "g75h1-0015"
_LISTS = (
    "신발장 fee 비교예요:\n- 순천시: 1,300원 / 2,600원 / 3,900원 (size 정보 없음)\n"
    "- 강릉시: 1m 미만 4,000원 / 1m 이상 7,000원 / plastic 3,000원\n"
)


def test_cheaper_in_every_case_over_a_dearer_twin_row_is_caught() -> None:
    flagged = case_flags(_H57, _SHOE)
    assert [k for k, _ in flagged] == ["superlative"]
    assert "모든 경우에" in flagged[0][1]


@pytest.mark.parametrize(
    "said",
    [
        "어느 경우든 순천이 강릉보다 싸요.",
        "강릉이 모든 경우에 순천보다 비싸요.",
        "Suncheon is cheaper than Gangneung in every case.",
    ],
)
def test_the_same_every_case_claim_in_other_words_is_caught(said: str) -> None:
    assert [k for k, _ in case_flags(_H57, _SHOE, _LISTS + said)] == ["superlative"]


def test_every_case_true_of_the_listed_fees_passes() -> None:
    answer = (
        "신발장 fee 비교예요:\n- 순천시: 1,300원 / 2,600원 (size 정보 없음)\n"
        "- 강릉시: 1m 미만 4,000원 / 1m 이상 7,000원\n순천이 모든 경우에 강릉보다 싸요."
    )
    assert case_flags(_H57, _SHOE, answer) == []


def test_the_same_lists_compared_as_wholes_pass() -> None:
    assert case_flags(_H57, _SHOE, _LISTS + "순천이 대체로 강릉보다 싸요.") == []


def _two_districts(small: int, large: int) -> Evidence:
    a = {"district": "순천시", "items": spec_rows("신발장", [("소형", small), ("대형", large)])}
    b = {"district": "강릉시", "items": spec_rows("신발장", [("소형", 4000), ("대형", 7000)])}
    return ev(a, b)


def test_rows_told_apart_by_size_pair_up() -> None:
    # 순천 대형 5,000원 is dearer than 강릉 소형 4,000원, but the sizes pair: true in every case
    answer = (
        "- 순천시: 소형 1,000원 / 대형 5,000원\n- 강릉시: 소형 4,000원 / 대형 7,000원\n"
        "순천이 모든 경우에 강릉보다 싸요."
    )
    assert list(check(answer, _two_districts(1000, 5000)).unsupported) == []


def test_a_dearest_row_no_pairing_saves_is_caught() -> None:
    answer = (
        "- 순천시: 소형 1,000원 / 대형 8,000원\n- 강릉시: 소형 4,000원 / 대형 7,000원\n"
        "순천이 모든 경우에 강릉보다 싸요."
    )
    v = check(answer, _two_districts(1000, 8000))
    assert [c.kind for c in v.unsupported] == ["superlative"]


# --- one piece at each twin row ---------------------------------------------------------------------

_DRAWERS = "g76h1-0014"
_DRAWER_LIST = "Gangseo-gu lists two fees for a chest of drawers: 3,000 won and 4,000 won. "


def test_one_under_each_counted_as_two_of_the_dearer_is_caught() -> None:
    assert case_flags(_H58, _DRAWERS) == [("money", "8,000 won")]


def test_one_under_each_summed_right_passes() -> None:
    answer = _DRAWER_LIST + "If one of yours falls under each, that comes to 7,000 won in total."
    assert case_flags(_H58, _DRAWERS, answer) == []


def test_both_at_the_dearer_fee_passes() -> None:
    answer = _DRAWER_LIST + "If both fall under the higher fee, that comes to 8,000 won in total."
    assert case_flags(_H58, _DRAWERS, answer) == []


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        (_DRAWER_LIST + "With one under each, that's 8,000 won altogether.", "8,000 won"),
        (
            "강서구 서랍장은 3,000원과 4,000원 두 가지예요. 두 개가 각 금액에 하나씩이면 합계 "
            "8,000원이에요.",
            "8,000원",
        ),
    ],
)
def test_the_same_wrong_total_in_other_words_is_caught(answer: str, text: str) -> None:
    assert case_flags(_H58, _DRAWERS, answer) == [("money", text)]


# --- "all up" says a sum ----------------------------------------------------------------------------

_TABLES = "g76h0-0038"
_TABLE_ROWS = (
    "A dining table under 6 seats is 4,000 won and a marble coffee table is 6,000 won in Daegu "
    "Buk-gu, so "
)


def test_a_total_all_up_passes() -> None:
    assert case_flags(_H58, _TABLES) == []


@pytest.mark.parametrize("words", ["10,000 won all told.", "10,000 won all-in."])
def test_other_sum_idioms_pass(words: str) -> None:
    assert case_flags(_H58, _TABLES, _TABLE_ROWS + words) == []


def test_a_wrong_total_all_up_is_caught() -> None:
    assert case_flags(_H58, _TABLES, _TABLE_ROWS + "11,000 won all up.") == [
        ("money", "11,000 won")
    ]


def test_looking_things_all_up_is_no_sum() -> None:
    words = re.compile(SUM_VERBS, re.I)
    assert words.search("so 10,000 won all up") is not None
    assert words.search("I'll look them all up for you") is None


# --- the user's amount as a mark -----------------------------------------------------------------

_BASE = "g76h3-0003"
_TWO = "옥천군 침대받침대(1인용)는 1개에 4,000원이라 2개면 합계 8,000원이에요"


def test_the_users_mark_said_back_passes() -> None:
    assert case_flags(_H58, _BASE) == []


def test_the_users_mark_in_other_words_passes() -> None:
    assert case_flags(_H58, _BASE, _TWO + ". 만 원 안 넘어요.") == []


def test_the_users_mark_on_the_wrong_side_is_caught() -> None:
    assert case_flags(_H58, _BASE, _TWO + ". 만 원을 넘어요.") == [("money", "만 원")]


def _english(answer: str) -> list[str]:
    c = {"district": "옥천군", "items": spec_rows("침대받침대", [("1인용", 4000)])}
    user = "Two single bed bases in Okcheon-gun: that stays under 10,000 won, right?"
    return [u.text for u in check(answer, ev(c, user=user)).unsupported]


def test_the_users_mark_in_english_passes() -> None:
    answer = "A single bed base is 4,000 won, so two come to 8,000 won, under the 10,000 won."
    assert _english(answer) == []


def test_the_users_mark_said_exceeded_in_english_is_caught() -> None:
    answer = "A single bed base is 4,000 won, so two come to 8,000 won, more than 10,000 won."
    assert _english(answer) == ["10,000 won"]


def test_a_mark_the_user_never_set_is_caught() -> None:
    c = {"district": "옥천군", "items": spec_rows("침대받침대", [("1인용", 4000)])}
    v = check(_TWO + ". 만 원 이하예요.", ev(c, user="옥천군 침대받침대 2개 얼마예요?"))
    assert [u.text for u in v.unsupported] == ["만 원"]


# --- twin fees said again in words -------------------------------------------------------------------

_MIRRORS = "g76h3-0081"


def test_twin_fees_said_again_in_words_pass() -> None:
    assert case_flags(_H58, _MIRRORS) == []


def test_a_size_given_to_a_twin_said_in_words_is_caught() -> None:
    answer = "1. 이천시 거울은 2,000원(이천 원)과 3,000원(삼천 원)이에요.\n2. 큰 거울은 3,000원(삼천 원)이에요."
    flagged = case_flags(_H58, _MIRRORS, answer)
    assert [k for k, _ in flagged] == ["condition"]


# --- a count denied --------------------------------------------------------------------------------


def test_a_denied_count_in_a_clarifying_question_passes() -> None:
    assert case_flags(_H57, "g75h1-0095") == []


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("광주라는 데가 한 군데가 아니라서요", []),
        ("광주는 두 곳이 아니고 여러 곳이에요", []),
        ("세 곳은 아닌 것 같아요", []),
        ("광주는 두 군데예요", [2]),
        ("두 곳이 아니라 세 곳이에요", [3]),
    ],
)
def test_a_denied_count_is_no_count(text: str, counts: list[int]) -> None:
    assert [c.value for c in extract_claims(text) if c.kind == "count"] == counts
