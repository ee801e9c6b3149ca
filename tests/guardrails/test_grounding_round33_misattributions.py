"""Round 33 (r33f): misattributions of prod_holdout21 that passed.

- A sentence that introduces the price lines after it (``Gwangju (광주) regional prices are:``) is
  read against the next line whole, not the next sentence: a numbered list's marker ``1.`` is a
  sentence of its own and hid the prices (:func:`guardrails.grounding.scopes._next_line`), so the
  nationwide average given to a region before a numbered list is caught; the national average said
  plainly passes.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, paper_prices

_NUMBERED = (
    "\n1. Newspaper (신문지, compressed): 120 won/kg\n2. Cardboard (골판지, compressed): 80 won/kg"
)
_NUMBERED_KO = "\n1. 신문지(압축): 120원/kg\n2. 골판지(압축): 80원/kg"


@pytest.mark.parametrize(
    ("head", "tail", "span"),
    [
        ("Per the Korea Environment Corporation survey (January 2025), Gwangju (광주) regional "
         "prices are:", _NUMBERED, "Gwangju (광주) regional prices"),
        ("Here are the Busan prices:", "\n\n" + _NUMBERED.lstrip("\n"), "Busan prices"),
        ("부산 지역 시세는 이래요:", _NUMBERED_KO, "부산 지역 시세"),
    ],
)  # fmt: skip
def test_region_named_over_a_numbered_price_list(head: str, tail: str, span: str) -> None:
    assert flagged(head + tail, ev(paper_prices())) == [span]


@pytest.mark.parametrize(
    "head",
    [
        "Per the Korea Environment Corporation survey (January 2025), the national average prices "
        "are:",
        "전국 평균 시세는 이래요:",
    ],
)
def test_national_average_over_a_numbered_price_list_passes(head: str) -> None:
    tail = _NUMBERED_KO if head.startswith("전국") else _NUMBERED
    assert flagged(head + tail, ev(paper_prices())) == []
