"""A bound word in brackets right after an amount is that amount's, not the next one's.

Answers give a range of totals with each end's reading in brackets after it: "between 11,500 won
(both at the lowest fee) and 32,500 won (both at the highest)", "11,500원(둘 다 최저)에서
32,500원(둘 다 최고) 사이". The clause of the second end, read from the end of the first amount,
then opens with the first end's bracket, and its "lowest" was taken for the second end's bound
(:mod:`.row_totals` flagged a faithful 32,500 won as not the lowest total).

The reading: **a bracket that opens right after an amount (after its currency word) belongs to
that amount** — :func:`past_bracket` moves a clause's start past such a bracket after the
previous amount, and :func:`bracket_after` gives the bracket right after an amount, where its own
bound may be said.
"""

from __future__ import annotations

import re
from typing import Final

# a bracket right after an amount, after its currency word ("11,500 won (both at the lowest)")
_BRACKET: Final = re.compile(r"\s?(?:원|won|KRW)?\s?[(（]([^()（）\n]{1,60})[)）]", re.I)


def past_bracket(answer: str, lo: int) -> int:
    """``lo`` (the end of an amount), or the end of the bracket that opens right after it."""
    if lo < 0:
        return lo
    m = _BRACKET.match(answer, lo)
    return m.end() if m else lo


def bracket_after(answer: str, end: int) -> tuple[int, int] | None:
    """The span of the words inside the bracket right after the amount ending at ``end``."""
    m = _BRACKET.match(answer, end)
    return m.span(1) if m else None
