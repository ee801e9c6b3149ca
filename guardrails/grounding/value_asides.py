"""A bracket aside after the previous value names that value, not the next one: ``85 won/kg (Dec 2024)
to 80 won/kg`` (Dec 2024 dates 85, not 80), ``PE is 150 won/kg compressed (450 as flake) and PP 180
won/kg`` (flake is 450's form, not 180's). A name's own bracket is kept (``PET(플레이크) 650원``).
Round 56: the rest of a bracket the previous value stands in names that value's holder, not the
next one: ``A about 2.3 km away (weekdays 07:00–16:00, but it only lists styrofoam), then B …
(weekdays 09:00–20:00)`` (styrofoam is A's good, not B's hours' holder) — dropped only where a
name after the bracket is left to bind the value.
Moved out of :mod:`.verdict` in round 53.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.slots import Slot
    from guardrails.grounding.subjects import Context

__all__ = ["past_aside"]

_ASIDE = re.compile(r"\s?[(（]")
# a bracket after the previous value that gives a value of its own ("(450 as flake)", "(520
# for flakes)"): the aside's words name that value, not the next
_VALUED_ASIDE = re.compile(r"\s[(（](?=\d[\d,.]*\s?(?:원|won\b)?\s?(?:as|for|if|when)\s)", re.I)


def past_aside(c: Claim, cues: list[Slot], ctx: Context) -> list[Slot]:
    """Without the slots named only in a bracket right after the previous value of the kind, or
    in a bracket after it that gives a value of its own: "85 won/kg (Dec 2024) to 80 won/kg": Dec
    2024 dates 85, not 80; "PE is 150 won/kg compressed (450 as flake) and PP 180 won/kg": flake
    is 450's form, not 180's. Kept: "PET(플레이크) 650원" (a name's own bracket)."""
    if not cues:
        return cues
    first = ctx.range_start(c)  # "(weekdays 09:00–20:00)": both bounds read from the first's
    before = ctx.previous_end(first)
    if before >= 0 and (rest := _rest_of_open(ctx.answer, before, first.start)) is not None:
        kept = [s for s in cues if not all(before <= q.start < rest for q in s)]
        if kept:
            cues = kept
    prev = ctx.previous_end(c)
    opened = _ASIDE.match(ctx.answer, prev) if prev >= 0 else None
    if opened is None and prev >= 0:  # "150 won/kg compressed (450 as flake) and PP 180 won/kg"
        opened = _VALUED_ASIDE.search(ctx.answer, prev, c.start)
    if opened is None:
        return cues
    closed = ctx.answer.find(")", opened.end(), c.start)
    if closed == -1:
        return cues
    return [s for s in cues if not all(opened.end() <= q.start < closed for q in s)]


def _rest_of_open(answer: str, prev: int, start: int) -> int | None:
    """Where a bracket open at ``prev`` (the previous value's end) closes before ``start``."""
    close = answer.find(")", prev, start)
    if close == -1 or "(" in answer[prev:close]:
        return None
    opened = answer.rfind("(", 0, prev)
    if opened == -1 or ")" in answer[opened:prev]:
        return None
    return close
