"""Round 56 (r56c): bulky-waste fee rows read right (prod_holdout53/54).

- A Hangul row name written only inside a longer row's name (``침대`` in ``침대틀``) names the longer
  row, not its own: :mod:`.row_names` over :func:`.row_words.outside` (g71h0-0100: 침대 (2인용)'s
  12,000 given to 침대틀 (2인용), 4,000).
- ``four fee levels`` (``price levels``, ``fee bands``) is a count of fee rows: :mod:`.count_statements`
  (g71h1-0028: four said of five rows).
- A topic that is the head of the value's item's Korean compound (``책상은 독서실책상 7,000원``) names
  that item too: :mod:`.siblings` (g72h0-0084).
- ``A와 B 차이가 C``: the amount before ``차이`` is a side of the difference when an amount follows
  it: :mod:`.alternatives` (g72h2-0047).
- ``둘 중 어느 금액인지``: one of two, no sum: :mod:`.row_totals` (g72h2-0083).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import blind_case, case_evidence, case_flags


def _h53(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    return case_flags("prod_holdout53.jsonl", cid, answer)


def _h54(cid: str, answer: str | None = None) -> list[tuple[str, str]]:
    return case_flags("prod_holdout54.jsonl", cid, answer)


@pytest.mark.parametrize("cid", ["g72h0-0084", "g72h2-0047", "g72h2-0083"])
def test_the_faithful_cases_pass(cid: str) -> None:
    assert _h54(cid) == []


# --- a row name inside a longer one -----------------------------------------------------------


def test_the_frame_given_the_beds_fee_is_caught() -> None:
    assert _h53("g71h0-0100") == [("money", "12,000 won")]


@pytest.mark.parametrize(
    "answer",
    [
        "A double bed frame (침대틀, 2인용) is 4,000 won to dispose of in Ganghwa-gun.",
        "A double bed (침대, 2인용) is 12,000 won and the frame alone (침대틀) is 4,000 won.",
        "강화군 침대(2인용)는 12,000원이고 침대틀(2인용)은 4,000원이에요.",
    ],
)
def test_each_rows_own_fee_passes(answer: str) -> None:
    assert _h53("g71h0-0100", answer) == []


def test_a_total_under_another_rows_line_passes() -> None:  # the reading is the clause's own
    # "- 에어컨 실외기(높이 1m 이하): 무료" then "- 합계: 4,000원"
    c = blind_case("prod_holdout2.jsonl", "g16h1-0066")
    assert check(str(c["answer"]), case_evidence(c)).unsupported == ()


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("A single bed frame (침대틀, 1인용) costs 10,000 won in Ganghwa.", "10,000 won"),
        ("강화군 침대틀 2인용은 12,000원이에요.", "12,000원"),
    ],
)
def test_the_beds_fee_said_of_the_frame_is_caught(answer: str, span: str) -> None:
    assert ("money", span) in _h53("g71h0-0100", answer)


# --- a count of fee levels ----------------------------------------------------------------------


def test_four_fee_levels_over_five_rows_is_caught() -> None:
    assert _h53("g71h1-0028") == [("count", "four fee levels")]


def test_five_fee_levels_pass() -> None:
    answer = (
        "Pohang lists the bed under furniture with five fee levels:\n"
        "- Bed: 5,000 · 10,000 · 15,000 · 20,000 · 30,000 won"
    )
    assert _h53("g71h1-0028", answer) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (
            "The bed has four different price levels in Pohang: 5,000, 10,000, 15,000, 20,000 "
            "or 30,000 won.",
            "four different price levels",
        ),
        ("Pohang has six fee levels for a bed, from 5,000 to 30,000 won.", "six fee levels"),
        (
            "포항시 침대 수수료는 네 가지 금액으로 나와 있어요: 5,000원부터 30,000원까지요.",
            "네 가지 ",
        ),
    ],
)
def test_a_wrong_count_of_fee_levels_is_caught(answer: str, span: str) -> None:
    assert ("count", span) in _h53("g71h1-0028", answer)


# --- a topic that is the head of the item's compound name ---------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "노원구 책상은 독서실책상 7,000원·9,000원, 유아용 책상 2,000원·3,000원이에요.",
        "노원구 책상은 독서실책상이 9,000원·7,000원이에요.",
    ],
)
def test_a_general_topic_names_its_kinds(answer: str) -> None:
    assert _h54("g72h0-0084", answer) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("노원구 책상은 독서실책상 2,000원·3,000원이에요.", "2,000원"),
        ("노원구 책상은 유아용 책상 7,000원이에요.", "7,000원"),
    ],
)
def test_a_siblings_fee_under_the_general_topic_is_caught(answer: str, span: str) -> None:
    assert ("money", span) in _h54("g72h0-0084", answer)


# --- the sides of a difference --------------------------------------------------------------------

_DESKS = "책상은 2,000원부터 9,000원까지 있어요. "


def test_the_sides_of_a_named_difference_pass() -> None:
    answer = _DESKS + "제일 비싼 9,000원과 제일 싼 2,000원 차이가 7,000원이에요."
    assert _h54("g72h2-0047", answer) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        (_DESKS + "제일 비싼 9,000원과 제일 싼 2,000원 차이가 6,000원이에요.", "6,000원"),
        (_DESKS + "제일 비싼 것과 제일 싼 것은 5,000원 차이예요.", "5,000원"),
    ],
)
def test_a_wrong_difference_is_still_caught(answer: str, span: str) -> None:
    assert ("money", span) in _h54("g72h2-0047", answer)


# --- one of two is no sum -------------------------------------------------------------------------

_TWO = "독서실책상은 7,000원과 9,000원, 유아용 책상은 2,000원 또는 3,000원이에요. "


@pytest.mark.parametrize(
    "answer",
    [
        "독서실책상은 7,000원과 9,000원 두 가지예요. 둘 중 어느 금액인지는 신청할 때 확인하시고, "
        "최대 9,000원으로 잡아 두세요.",
        _TWO + "둘 다 버리시면 최대 12,000원이에요.",
    ],
)
def test_one_of_two_and_a_true_sum_pass(answer: str) -> None:
    assert _h54("g72h2-0083", answer) == []


def test_a_wrong_bounded_sum_is_still_caught() -> None:
    assert ("money", "11,000원") in _h54("g72h2-0083", _TWO + "둘 다 버리시면 최대 11,000원이에요.")
