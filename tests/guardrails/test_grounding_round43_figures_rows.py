"""Round 43 (r43d): wrong figures and fee rows given to the wrong item that passed
(prod_holdout27–32, already scored).

One reading, owned by :mod:`.stated_quantities` and used by both readers of a total: a count of
the terms a total adds (``세 개 다``, ``셋 다``, ``둘 다``, ``all three``, ``both``:
``stated_quantities.ALL_OF``) counts the items summed, not pieces of one of them. Before,
"모니터 3,000원 + 본체 2,000원 … 책상 4,000원 … 세 개 다 합치면 10,000원" passed as
4,000 + 2,000 × 3 (the price-times-quantity working of :mod:`.worked`) or as one row of the desk
plus three of the tower (the row sums of :mod:`.row_totals`), though the three things add up to
9,000원 (g49h3-0036). Now such a count multiplies a lone amount only ("2,000원씩이라 둘 다
4,000원" still passes) and, where the answer names several items, is no quantity of pieces at all;
the true total (the sum of the three terms) still passes.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev, fee_rows


def _fees(district: str, query: str, rows: list[dict[str, object]]) -> dict[str, object]:
    """The bulk-waste fee tool's answer for ``rows`` of one district."""
    return {"district": district, "query": query, "item_count": len(rows), "items": rows,
            "source": "bulk-waste-fees", "covered": True}  # fmt: skip


_THREE = ev(
    _fees(
        "제천시",
        "컴퓨터",
        fee_rows("컴퓨터 모니터", 3000, category="가전제품류")
        + fee_rows("컴퓨터 본체", 2000, category="가전제품류"),
    ),
    _fees("옥천군", "책상", fee_rows("책상", 4000)),
)
_CHAIRS = ev(_fees("청주시", "의자", fee_rows("의자", 2000) + fee_rows("소파", 6000)))

_CASE = (
    "1. 제천시 컴퓨터 모니터 3,000원 + 본체 2,000원이에요.\n"
    "2. 옥천군 책상은 4,000원이에요.\n"
    "3. 세 개 다 합치면 {}원이에요."
)


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # g49h3-0036's shape (4,000 + 2,000 × 3), then other wording, language and values
        (_CASE.format("10,000"), _THREE, "10,000원"),
        ("제천 모니터는 3,000원, 본체는 2,000원이고 옥천 책상은 4,000원이라 셋 다 합치면 "
         "11,000원이에요.", _THREE, "11,000원"),
        ("The monitor is 3,000 won, the tower 2,000 won and the desk 4,000 won, so all three "
         "come to 10,000 won.", _THREE, "10,000 won"),
        ("의자는 2,000원, 소파는 6,000원이라 둘 다 버리면 합쳐서 10,000원이에요.", _CHAIRS,
         "10,000원"),
    ],
)  # fmt: skip
def test_a_count_of_the_terms_multiplies_none_of_them(
    answer: str, evidence: Evidence, wrong: str
) -> None:
    v = check(answer, evidence)
    assert not v.grounded
    assert [c.text for c in v.unsupported] == [wrong]
    assert "not in tool outputs" in (v.unsupported[0].why or "")


@pytest.mark.parametrize(
    ("answer", "evidence"),
    [
        # the faithful twins: the sum of the terms the count counts
        (_CASE.format("9,000"), _THREE),
        ("제천 모니터는 3,000원, 본체는 2,000원이고 옥천 책상은 4,000원이라 셋 다 합치면 "
         "9,000원이에요.", _THREE),
        ("The monitor is 3,000 won, the tower 2,000 won and the desk 4,000 won, so all three "
         "come to 9,000 won.", _THREE),
        ("의자는 2,000원, 소파는 6,000원이라 둘 다 버리면 합쳐서 8,000원이에요.", _CHAIRS),
        # a count of pieces of one thing still multiplies its amount
        ("의자는 개당 2,000원씩이라 둘 다 버리면 4,000원이에요.", _CHAIRS),
        ("의자는 2,000원이라 의자 두 개면 4,000원이에요.", _CHAIRS),
    ],
)  # fmt: skip
def test_the_sum_of_the_counted_terms_passes(answer: str, evidence: Evidence) -> None:
    v = check(answer, evidence)
    assert v.grounded, [(c.text, c.why) for c in v.unsupported]
