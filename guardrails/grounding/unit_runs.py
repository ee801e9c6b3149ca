"""Bare figures that share the unit written once after the last of them.

The class: **an answer may list several amounts with their unit written only after the last
("clear 45, brown 40, blue-green 35 won/kg", "newspaper 120, corrugated cardboard 80 won/kg",
"백색 45, 갈색 40, 청녹색 35원/kg")**; the bare figures before the unit are amounts of that unit
as the last one is, so a working over them (a gap, "newspaper fetches 75 won/kg more than clear
glass") may use them as terms. A figure is in the run only when a comma and a few words (no
digits, no clause mark) join it to the next figure of the run, and the run ends at an amount the
answer writes with its unit; a figure with a unit of its own, in brackets or after a colon, is no
part of a run.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim

# a bare figure, a comma and the words naming the next term, up to where that term's figure starts
_BEFORE: Final = re.compile(
    r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?,\s(?:[^\W\d_]|[ /'-]){1,32}$"
)
_AMOUNTS: Final = frozenset({"money", "unit_price"})
_WINDOW: Final = 48  # a figure, its comma and the next term's words


def run_terms(answer: str, claims: Iterable[Claim], end: int) -> set[float]:
    """The bare figures of every run that ends, before ``end``, at an amount claim."""
    out: set[float] = set()
    for o in claims:
        if o.kind not in _AMOUNTS or o.end > end:
            continue
        pos = o.start
        while (m := _BEFORE.search(answer, max(0, pos - _WINDOW), pos)) is not None:
            out.add(float(m.group(1).replace(",", "")))
            pos = m.start()
    return out
