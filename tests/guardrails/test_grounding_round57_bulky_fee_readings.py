"""Round 57 (r57e): faithful bulky-waste fee answers that the check had flagged (prod_holdout55/56).

- A restriction whose topic is a Latin word (``그런데 이 fee는 무상수거가 안 되는 경우에만``): the
  topic ends the condition, and a sentence's joining word names no condition:
  :mod:`.service_conditions` (g73h2-0027).
- A prefixed amount does not reach across a line (``3,000 KRW\\n2. 5,000 KRW``): :mod:`.money`
  (g74h3-0017).
- No row said free (``무료 항목은 없어요``): :mod:`.free_statements` (g74h3-0020).
- A list of five or more fees after one label (``침대틀: 3,000원, …, 12,000원``): each takes the
  label's words, :mod:`.row_windows` (g74h3-0041).
- A place right after an earlier value is that value's (``… won in Boryeong, and your sister's
  table would be between 4,000 and 12,000 won``): :mod:`.district_rows`, :mod:`.districts`, and
  ``between A and B`` is one range (:mod:`.subjects`) (g74h1-0063).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H55 = "prod_holdout55.jsonl"
_H56 = "prod_holdout56.jsonl"


# --- a restriction whose topic is a Latin word ---------------------------------------------------

_FRIDGE = "양천구 양문형(700L 이상) 냉장고는 15,000원이에요. "


def test_fee_only_when_free_pickup_fails_passes() -> None:
    assert case_flags(_H55, "g73h2-0027") == []


def test_the_same_restriction_after_another_joining_word_passes() -> None:
    answer = _FRIDGE + "다만 이 fee는 무상수거가 안 되는 경우에만 내요."
    assert case_flags(_H55, "g73h2-0027", answer) == []


def test_an_invented_condition_after_a_latin_topic_is_caught() -> None:
    answer = _FRIDGE + "그런데 이 fee는 관리사무소에 신고한 경우에만 수거해 가요."
    flagged = case_flags(_H55, "g73h2-0027", answer)
    assert [k for k, _ in flagged] == ["condition"]
    assert "관리사무소" in flagged[0][1]


# --- a prefixed amount stays on its line ---------------------------------------------------------

_FAN = "Jeongseon-gun has two rows for an electric fan:\n"


def test_numbered_fee_list_after_krw_passes() -> None:
    assert case_flags(_H56, "g74h3-0017") == []


def test_prefixed_list_passes() -> None:
    assert case_flags(_H56, "g74h3-0017", _FAN + "1. KRW 3,000\n2. KRW 5,000") == []


@pytest.mark.parametrize(
    ("answer", "text"),
    [
        (_FAN + "1. 3,000 KRW\n2. 7,000 KRW", "7,000 KRW"),
        (_FAN + "1. KRW 3,000\n2. KRW 6,000", "KRW 6,000"),
    ],
)
def test_a_wrong_fee_in_the_list_is_still_caught(answer: str, text: str) -> None:
    assert case_flags(_H56, "g74h3-0017", answer) == [("money", text)]


# --- no row said free ----------------------------------------------------------------------------

_DRAWERS = "진안군 서랍장은 2,000원, 3,000원, 6,000원이에요. "


def test_no_free_item_passes() -> None:
    assert case_flags(_H56, "g74h3-0020") == []


def test_no_free_item_in_other_words_passes() -> None:
    assert case_flags(_H56, "g74h3-0020", _DRAWERS + "무료인 품목은 하나도 없어요.") == []


@pytest.mark.parametrize("tail", ["작은 서랍장은 무료예요.", "무료 항목도 있어요."])
def test_a_free_row_said_is_still_caught(tail: str) -> None:
    assert case_flags(_H56, "g74h3-0020", _DRAWERS + tail) == [("free", "무료")]


# --- a long fee list after one label -------------------------------------------------------------

_BEDS = "미추홀구 침대 관련 수수료예요.\n"


def test_bed_frame_rows_and_related_rows_pass() -> None:
    assert case_flags(_H56, "g74h3-0041") == []


def test_five_bed_frame_fees_under_a_bed_heading_pass() -> None:
    answer = _BEDS + "1. 침대틀: 3,000원, 4,000원, 5,000원, 10,000원, 12,000원이에요."
    assert case_flags(_H56, "g74h3-0041", answer) == []


def test_bed_frame_fees_given_to_bed_are_caught() -> None:
    answer = "미추홀구 수수료예요.\n1. 침대: 2,000원, 4,000원, 5,000원, 3,000원, 12,000원이에요."
    assert case_flags(_H56, "g74h3-0041", answer) == [("money", "3,000원"), ("money", "12,000원")]


# --- a place after an earlier value is that value's ------------------------------------------------

_TWO = (
    "Boryeong-si (as of 2025-07-14)\n- Stone bed (돌 침대): 20,000 won\n"
    "- Bed base (침대 받침대): 5,000 or 8,000 won\nCheongdo-gun (as of 2025-07-03)\n"
    "- Dining table (식탁+테이블): 4,000, 5,000, 8,000 or 12,000 won\n"
)


def test_two_districts_ranges_pass() -> None:
    assert case_flags(_H56, "g74h1-0063") == []


def test_the_sisters_table_after_a_boryeong_total_passes() -> None:
    answer = _TWO + (
        "The bed and one base come to 25,000 to 28,000 won in Boryeong, and your sister's table "
        "would be between 4,000 and 12,000 won."
    )
    assert case_flags(_H56, "g74h1-0063", answer) == []


def test_the_table_said_to_be_boryeongs_is_caught() -> None:
    answer = _TWO + "In Boryeong the dining table is between 4,000 and 12,000 won."
    assert case_flags(_H56, "g74h1-0063", answer) == [
        ("money", "4,000"),
        ("money", "12,000 won"),
    ]
