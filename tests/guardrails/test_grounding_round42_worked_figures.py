"""Round 42 (r42b): faithful answers flagged on figures they work out (prod_holdout32, scored).

Two readings, each extended in the module that owns it:

- A term of a written "+" chain may be a range of amounts joined by a tilde (``5,000~6,000원 +
  4,000원 = 9,000~10,000원``): the result is then a range too, its low end the sum of the terms'
  low ends (9,000) and its high end the sum of their high ends (10,000). Before, the chain stopped at
  the tilde and the result's low end was held to the high sum (``9,000 is not the sum … (10,000)``).
  The same holds for one ranged amount times a count (``5,000원~6,000원 × 2 = 10,000~12,000원``).
  A dash is not read as a range joint there (it is the minus of a difference). A wrong end
  (``= 9,000~11,000원``, ``= 8,000~10,000원``) is still flagged, on the end that does not come out.
  (:mod:`.arithmetic`)
- A clause that takes items together (``일반 자전거 하나와 헬스자전거 하나를 같이 내놓으면``,
  ``함께``, ``한꺼번에``, ``하나씩``) works a figure out of the fees after it, as ``두 개면`` or
  ``together`` already did: the fee right after it is one term of that working, not the fee of the
  row whose mark the clause names (:data:`.marked_rows._WORKED`). A fee said of one marked item
  with no working (``헬스자전거는 6,000원``) is still flagged.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows, flagged


def _bikes() -> object:
    """The fee tool's rows for 홍성군: two 자전거 fees the data does not tell apart, one 헬스자전거."""
    return ev(
        {
            "district": "홍성군",
            "full_name": "충청남도 홍성군",
            "query": "자전거",
            "item_count": 3,
            "items": fee_rows("자전거", 5000, 6000, category="기타")
            + fee_rows("헬스자전거", 4000, category="생활용품류"),
            "source": "bulk-waste-fees",
            "covered": True,
            "as_of": "2025-06-30",
        },  # fmt: skip
        user="홍성군에서 자전거랑 헬스자전거 버리려고 해요. 얼마예요?",
    )


_KO = (
    "홍성군 자전거 수수료는 5,000원과 6,000원으로 나와 있고, 헬스자전거는 4,000원이에요. "
    "하나씩 같이 내놓으면 5,000~6,000원 + 4,000원 = {total}이에요."
)
_KO_WON = (
    "홍성군 자전거는 5,000~6,000원, 헬스자전거는 4,000원이에요. "
    "둘이면 5,000원~6,000원 + 4,000원 = {total}이에요."
)
_EN = (
    "In Hongseong a 자전거 is 5,000~6,000 won and a 헬스자전거 4,000 won, "
    "so 4,000 won + 5,000~6,000 won = {total}."
)
_TIMES = "홍성군 자전거는 5,000원과 6,000원이에요. 두 대면 5,000원~6,000원 × 2 = {total}이에요."


@pytest.mark.parametrize(
    ("template", "total"),
    [
        (_KO, "9,000~10,000원"),  # the case's shape (g50h2-0032)
        (_KO_WON, "9,000원~10,000원"),  # each end with its unit
        (_EN, "9,000~10,000 won"),  # English, the ranged term second
        (_TIMES, "10,000~12,000원"),  # one ranged amount times a count
        (_KO, "10,000원"),  # the high sum alone: as before
    ],
)
def test_a_range_of_sums_over_a_ranged_term_passes(template: str, total: str) -> None:
    assert flagged(template.format(total=total), _bikes()) == []


@pytest.mark.parametrize(
    ("template", "total", "wrong", "works_out"),
    [
        (_KO, "9,000~11,000원", "11,000원", "10,000"),  # the high end wrong
        (_KO, "8,000~10,000원", "8,000", "9,000"),  # the low end wrong
        (_KO_WON, "9,000원~12,000원", "12,000원", "10,000"),
        (_EN, "8,000~10,000 won", "8,000", "9,000"),
        (_TIMES, "10,000~13,000원", "13,000원", "12,000"),
        (_KO, "11,000원", "11,000원", "10,000"),  # a single wrong sum: as before
    ],
)
def test_a_wrong_end_of_a_range_of_sums_is_flagged(
    template: str, total: str, wrong: str, works_out: str
) -> None:
    verdict = check(template.format(total=total), _bikes())
    assert not verdict.grounded
    [claim] = [c for c in verdict.unsupported if c.text == wrong]
    assert f"is not the sum the answer works out ({works_out})" in claim.why


def test_a_dash_is_still_a_difference_not_a_range() -> None:
    answer = (
        "홍성군 자전거는 6,000원, 헬스자전거는 4,000원이라 6,000원 - 4,000원 = 2,000원 차이예요."
    )
    assert flagged(answer, _bikes()) == []
    wrong = answer.replace("= 2,000원", "= 3,000원")
    assert flagged(wrong, _bikes()) == ["3,000원"]


_TOGETHER = (
    "홍성군 자전거 수수료는 5,000원과 6,000원이고, 헬스자전거는 4,000원이에요. "
    "{clause} 5,000~6,000원 + 4,000원 = 9,000~10,000원이에요."
)


@pytest.mark.parametrize(
    "clause",
    [
        "일반 자전거 하나와 헬스자전거 하나를 같이 내놓으면",  # the case's shape (g50h2-0032)
        "자전거랑 헬스자전거를 함께 버리면",
        "자전거와 헬스자전거를 한꺼번에 배출하면",
    ],
)
def test_a_fee_after_items_taken_together_is_a_term_of_the_working(clause: str) -> None:
    assert flagged(_TOGETHER.format(clause=clause), _bikes()) == []


@pytest.mark.parametrize(
    "answer",
    [
        "홍성군 헬스자전거는 6,000원이에요.",
        "홍성군에서 헬스자전거를 버리면 5,000원이에요.",
    ],
)
def test_a_fee_said_of_one_marked_item_is_still_flagged(answer: str) -> None:
    verdict = check(answer, _bikes())
    assert not verdict.grounded
    assert "헬스자전거" in verdict.unsupported[0].why
