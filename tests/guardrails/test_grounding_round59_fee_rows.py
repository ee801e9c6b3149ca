"""Round 59 (r59b): fee rows — a size word in a worked maximum, an invented condition of one
tier, a larger unit's fee given to a smaller unit (prod_holdout59/60).

- A size word supposed of an item (``큰 장롱이면 23,000원``) in a sentence that works the most of
  alternative rows (``책장까지 큰 쪽으로 합치면 … 27,000원이 최대예요``) picks the dearest row by
  rank, no condition of the answer's own (:func:`.alternatives.sized_bound`; g77h2-0059). Said
  plainly (``큰 장롱은 23,000원이에요``), or of a row that is not the dearest, it is still flagged.
- A bare noun, its particle dropped, before ``없는``/``있는`` qualifying the topic item (``스프링
  없는 매트리스는 10,000원 단계``) tells apart rows no output tells apart (:mod:`.twin_words`;
  g78h0-0056).
- An air conditioner's 평형 is a measure (``30평형``, ``20평형 이상~80평형 미만``, ``66㎡(20평형)
  이상``: a comparison after a glossing bracket), so the 80평형+ row's fee given to a 30평형 unit is
  the wrong row's (:mod:`.measures`; g77h2-0068).
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H59 = "prod_holdout59.jsonl"
_H60 = "prod_holdout60.jsonl"

# --- a size word in a worked maximum ------------------------------------------------------------

_BOTH = "영덕군 책장은 2,000원 또는 4,000원, 진천군 장롱은 15,000원 또는 23,000원이에요. "


def test_the_large_wardrobe_in_a_worked_maximum_passes() -> None:
    assert case_flags(_H59, "g77h2-0059") == []


def test_the_small_wardrobe_in_a_worked_minimum_passes() -> None:
    answer = (
        _BOTH
        + "작은 장롱이면 15,000원, 책장까지 작은 쪽으로 합치면 15,000 + 2,000 = 17,000원이 최소예요."
    )
    assert case_flags(_H59, "g77h2-0059", answer) == []


@pytest.mark.parametrize(
    ("tail", "fee"),
    [
        ("큰 장롱이면 15,000원, 책장까지 큰 쪽으로 합치면 최대 19,000원이에요.", "15,000원"),
        ("작은 장롱이면 23,000원, 책장까지 합치면 최대 27,000원이에요.", "23,000원"),
        ("큰 장롱은 23,000원이에요.", "23,000원"),
    ],
)
def test_a_size_word_off_the_bound_or_said_plainly_is_caught(tail: str, fee: str) -> None:
    flags = case_flags(_H59, "g77h2-0059", _BOTH + tail)
    assert ("condition", fee) in flags, flags


# --- an invented condition tied to one tier -------------------------------------------------------

_TIERS = (
    "수영구 매트리스 수수료는 10,000원부터 20,000원까지 다섯 단계(10,000·12,000·13,000·16,000·"
    "20,000원)입니다. "
)


def test_the_springless_mattress_tier_is_caught() -> None:
    assert case_flags(_H60, "g78h0-0056") == [("condition", "10,000원")]


@pytest.mark.parametrize(
    "tail",
    [
        "스프링이 없는 매트리스는 10,000원 단계로 접수됩니다.",
        "커버 없는 매트리스는 13,000원이에요.",
        "스프링 있는 매트리스는 20,000원이에요.",
    ],
)
def test_the_same_condition_in_other_words_is_caught(tail: str) -> None:
    flags = case_flags(_H60, "g78h0-0056", _TIERS + tail)
    assert [k for k, _ in flags] == ["condition"], flags


def test_the_cheapest_tier_by_rank_passes() -> None:
    assert case_flags(_H60, "g78h0-0056", _TIERS + "가장 싼 건 10,000원이에요.") == []


# --- a larger unit's fee given to a smaller unit ------------------------------------------------


def test_the_80_pyeong_fee_for_a_30_pyeong_unit_is_caught() -> None:
    assert case_flags(_H59, "g77h2-0068") == [("money", "8,000원")]


@pytest.mark.parametrize(
    ("answer", "fee"),
    [
        ("용인시 기준 50평형 에어컨은 8,000원이에요.", "8,000원"),
        ("용인시 기준 10평형 벽걸이 에어컨은 5,000원이에요.", "5,000원"),
        ("In Yongin a 30 pyeong stand air conditioner is 8,000 won.", "8,000 won"),
    ],
)
def test_another_size_given_another_rows_fee_is_caught(answer: str, fee: str) -> None:
    assert ("money", fee) in case_flags(_H59, "g77h2-0068", answer)


@pytest.mark.parametrize(
    "answer",
    [
        "용인시 기준 30평형 스탠드 에어컨은 5,000원, 실외기는 3,000원이에요.",
        "용인시 에어컨 수수료는 20평형 미만 3,000원, 20~80평형 5,000원, 80평형 이상 8,000원이에요.",
    ],
)
def test_the_right_rows_pass(answer: str) -> None:
    assert case_flags(_H59, "g77h2-0068", answer) == []
