"""Round 58 (r58a): a number written after a key of the outputs, in their own notation.

``nx=127, ny=60`` where the observation's grid is ``{"nx": 60, "ny": 127}`` swaps the two
(g75h3-0004, misattributed): :mod:`.key_values` holds each number against the values of its key.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import case_flags

_H57 = "prod_holdout57.jsonl"
_HEAD = "Observation (기상청 초단기실황) for Jongno-gu, valid 2026-01-22 11:00."


def test_the_swapped_grid_is_caught() -> None:
    assert case_flags(_H57, "g75h3-0004") == [("number", "nx=127"), ("number", "ny=60")]


@pytest.mark.parametrize(
    ("grid", "span"),
    [
        ("grid (nx, ny) = (127, 60)", "(nx, ny) = (127, 60)"),
        ("격자 nx=61, ny=127 기준", "nx=61"),
    ],
)
def test_a_wrong_grid_in_other_notations_is_caught(grid: str, span: str) -> None:
    answer = f"{_HEAD} {grid}: 8 °C, humidity 46 %."
    assert case_flags(_H57, "g75h3-0004", answer) == [("number", span)]


@pytest.mark.parametrize(
    "grid",
    ["grid nx=60, ny=127", "grid (nx, ny) = (60, 127), latitude: 37.57", "Grid: nx=60 and ny=127"],
)
def test_the_grid_as_given_passes(grid: str) -> None:
    assert case_flags(_H57, "g75h3-0004", f"{_HEAD} {grid}: 8 °C, humidity 46 %.") == []


def test_a_key_word_before_a_figure_with_its_unit_is_not_read() -> None:
    fees = '{"item_name": "피아노", "fee": 13000, "fee_text": "13,000원"}'
    assert check("- 피아노 fee: 13,000원", [fees]).grounded
    assert check("- 피아노 fee:\n1. 13,000원", [fees]).grounded
