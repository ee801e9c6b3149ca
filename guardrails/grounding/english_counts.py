"""English counts of places an answer states before a rest (``the other four``).

Round 51 (r51e): ``The search found 5 places … Only one lists cans: … The other four are reuse
centres``: the rest is the list less a count stated before it, and an English answer states that
count as a number before a noun of places (``5 places``, ``two sites``, ``three of them``) or before
the verb it counts the subject of (``only one lists cans``, ``two take batteries``). Read by
:func:`.enumerated._rest` beside its Korean counters (``세 곳``, ``한 군데``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.numbers import EN_NUMBERS

__all__ = ["counts_before"]

_COUNT_EN: Final = re.compile(
    r"\b("
    + "|".join(EN_NUMBERS)
    + r"|\d{1,2})\s(?:(?:places?|sites?|locations?|spots?|centres?|centers?|shops?|stores?|bins?"
    r"|results?|matches)\b"
    # ahead, unconsumed ("one of the 5 places": the 5 is a count too)
    r"|(?=of\s(?:them|these|those|the\s(?:\w+\s)?(?:results|places|sites))\b"
    r"|(?:lists?|takes?|accepts?|has|have|collects?|handles?)\s))",
    re.I,
)


def counts_before(answer: str, end: int) -> set[int]:
    """The English counts of places ``answer`` states before ``end``."""
    return {
        int(w) if w.isdigit() else EN_NUMBERS[w.lower()]
        for m in _COUNT_EN.finditer(answer, 0, end)
        if (w := m.group(1))
    }
