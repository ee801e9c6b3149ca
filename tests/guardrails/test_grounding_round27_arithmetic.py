"""Round 27 (after scoring): a product the answer writes out must come out.

``equation_why`` read a written equation only when its terms are amounts (``8,000원 × 5 = 40,000원``);
a product of two bare numerals (``5 × 8,000 = 45,000원``: the fee written without 원) passed
whatever it came to. Found in prod_holdout13 after its one scoring (a dev set since); the answers
here are new wordings of the class.
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding.arithmetic import _written_product
from tests.guardrails.grounding_helpers import ev, flagged


def _fees(rows: list[tuple[str, int]]) -> dict[str, Any]:
    return {"district": "양주시", "full_name": "경기도 양주시", "item_count": len(rows),
            "items": [{"item_name": n, "name": n, "spec": None, "category": "가구류", "fee": f,
                       "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
            "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-31"}  # fmt: skip


SOFAS = _fees([("소파", 3000), ("소파", 8000)])
USER = "양주시에서 소파 5개 버리면 얼마야?"


@pytest.mark.parametrize(
    "answer",
    [
        "소파는 3,000원 또는 8,000원이에요. 5개면 최대 5 × 8,000 = 45,000원이에요.",
        "Sofas are 3,000 or 8,000 won; five at the top rate: 8,000 x 5 = 45,000 won.",
        "소파 3,000원 또는 8,000원. 최소 5개 × 3,000원 = 16,000원 잡으세요.",
    ],
)
def test_a_written_product_that_does_not_come_out_is_flagged(answer: str) -> None:
    assert flagged(answer, ev(SOFAS, user=USER)) != []


@pytest.mark.parametrize(
    "answer",
    [
        "소파는 3,000원 또는 8,000원이에요. 5개면 최대 5 × 8,000 = 40,000원이에요.",
        "Sofas are 3,000 or 8,000 won; five at the top rate: 8,000 x 5 = 40,000 won.",
        "소파 3,000원 또는 8,000원. 최소 5개 × 3,000원 = 15,000원 잡으세요.",
    ],
)
def test_a_written_product_that_comes_out_passes(answer: str) -> None:
    assert flagged(answer, ev(SOFAS, user=USER)) == []


def test_a_product_inside_a_longer_chain_is_left_to_the_chain() -> None:
    text = "3,000원 + 2 × 8,000 = "
    assert _written_product(text, len(text) - 3, len(text)) is None
    plain = "5 × 8,000 = "
    assert _written_product(plain, len(plain) - 3, len(plain)) == 40000
