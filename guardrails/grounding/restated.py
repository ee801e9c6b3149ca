"""Points restated in won at the rate a tool output states: "max 500 points (= 500 won)",
"1,000포인트, 즉 1,000원" over "1포인트=1원". The amount must follow the points right after an
equals sign (=, 즉, i.e., worth) and equal them times the stated rate; with no rate stated, or
another amount, it is not supported.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim

_RATE: Final = re.compile(r"(\d[\d,]*)\s?(?:포인트|points?|p)\s?=\s?(\d[\d,]*)\s?(?:원|won)", re.I)
_EQUALS: Final = re.compile(r"(?:=|즉|i\.e\.,?|worth|that's|which is)\s?(?:약\s?|about\s)?$", re.I)
_GAP: Final = 6  # the most characters between the points and the equals sign


def _number(raw: str) -> float:
    return float(raw.replace(",", ""))


def points_in_won(c: Claim, answer: str, claims: Sequence[Claim], text: str) -> bool:
    """Whether money claim ``c`` restates the points claimed right before it at a stated rate."""
    v = c.value
    if c.kind != "money" or not isinstance(v, int | float):
        return False
    eq = _EQUALS.search(answer, max(0, c.start - 12), c.start)
    if eq is None:
        return False
    points = [
        float(o.value)
        for o in claims
        if o.kind == "reward" and isinstance(o.value, int | float)
        and o.end <= eq.start() and eq.start() - o.end <= _GAP
    ]  # fmt: skip
    rates = [(_number(m.group(1)), _number(m.group(2))) for m in _RATE.finditer(text)]
    return any(pt and abs(p * won / pt - v) < 1e-6 for p in points for pt, won in rates)
