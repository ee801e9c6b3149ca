"""Round 55 (r55a): gaps and factors a faithful answer works out from its own prices.

- a gap added on between two stated prices (``Flaking adds 300 won/kg``) or signed after an arrow
  of its two ends (``(150 → 450, +300 won/kg)``) is a difference of the two
  (:mod:`.derived_values`), and no rate a product after it binds to (:mod:`.rates`: ``500 kg would
  be 175,000 won baled`` is 500 × 350, not a product of the 300 gap);
- a weight written as a compound adjective (``a 2-tonne load would fetch 280 × 2,000``) is the
  measure the bare factor restates (:mod:`.factors`).
"""

from __future__ import annotations

from typing import Any

import pytest

from guardrails.grounding import Evidence
from tests.guardrails.grounding_helpers import blind_case, case_evidence, flagged


def _case(case_id: str) -> dict[str, Any]:
    return blind_case("prod_holdout51.jsonl", case_id)


def _ev(case_id: str) -> Evidence:
    c = _case(case_id)
    return case_evidence(c)


@pytest.mark.parametrize("case_id", ["g69h2-0026", "g69h2-0054", "g69h2-0038"])
def test_holdout_cases_pass(case_id: str) -> None:
    assert flagged(_case(case_id)["answer"], _ev(case_id)) == []


_PET = "Baled PET is 350 won/kg and PET flake is 650 won/kg. "


@pytest.mark.parametrize(
    "answer",
    [
        _PET + "Flaking adds 300 won/kg, so 500 kg would be 175,000 won baled.",
        _PET + "Flaking adds about 300 won/kg.",
        "Baled PET is 350 won/kg and PET flake is 650 won/kg (350 → 650, +300 won/kg).",
    ],
)
def test_added_gap_faithful(answer: str) -> None:
    assert flagged(answer, _ev("g69h2-0026")) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_PET + "Flaking adds 400 won/kg, so 500 kg would be 175,000 won baled.", "400 won/kg"),
        ("Baled PET is 350 won/kg and PET flake is 650 won/kg (350 → 650, +250 won/kg).",
         "250 won/kg"),
        # a product of the wrong price still fails after the gap
        (_PET + "Flaking adds 300 won/kg, so 500 kg would be 200,000 won baled.", "200,000 won"),
    ],
)  # fmt: skip
def test_added_gap_wrong(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, _ev("g69h2-0026"))


def test_arrow_gap_of_other_rows() -> None:
    ev = _ev("g69h2-0054")
    assert flagged("Flaking PP adds a lot (180 → 520, +340 won/kg).", ev) == []
    assert flagged("Flaking PP adds a lot (180 → 520, +300 won/kg).", ev) == ["300 won/kg"]
    # "adds" after one stated price spans no two values: a gap of any two rows is not enough
    assert flagged("Baled PE 150 won/kg. Flaking adds 250 won/kg.", ev) == ["250 won/kg"]


_IRON = "Iron scrap averages 280 won/kg. "


@pytest.mark.parametrize(
    "answer",
    [
        _IRON + "So a 2-tonne load would fetch about 280 × 2,000 = 560,000 won.",
        _IRON + "So a 2-ton truckload would fetch 2,000 × 280 = 560,000 won.",
        _IRON + "So a 500-kg lot would fetch 280 × 500 = 140,000 won.",
    ],
)
def test_hyphened_weight_factor_faithful(answer: str) -> None:
    assert flagged(answer, _ev("g69h2-0038")) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_IRON + "So a 2-tonne load would fetch about 280 × 2,500 = 700,000 won.", "2,500"),
        (_IRON + "So a 3-tonne load would fetch about 280 × 2,000 = 560,000 won.", "2,000"),
    ],
)
def test_hyphened_weight_factor_wrong(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, _ev("g69h2-0038"))
