"""A value said of "both" places must be each place's: ``두 곳 모두 평일 09:00~18:00 운영이에요``
after a sentence that named two centres is flagged when one of them keeps other hours.

A sentence that opens by referring to several places at once (``두 곳 모두``, ``둘 다``,
``both``, ``all three``: :func:`.plural_subjects.refers_to_all`) with no subject of its own borrows
the places the sentence before named, as one slot of alternatives (:func:`.plural_subjects.
plural_slot`), so that the value binds where any of them holds it. Said of all of them, it is
supported only where every one of them does: each cue of that slot (a place's name or address)
must bind a record holding the value. A slot that is not the places' own words (goods, words of
the sentence before) is not read here — which place such words name is not sure — nor is a
bound of a range other than hours (``세 곳 다 … 거리는 약 320~370m``: the range spans the places'
values; ``09:00~18:00`` is each place's opening and closing).

Round 53 (r53g): the gap round 52's engineers met beside ``plural_subjects`` (``두 곳 모두
<hours>`` passed when either place held the hours).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.plural_subjects import OWN_GROUPS, refers_to_all
from guardrails.grounding.reasons import why_unbound
from guardrails.grounding.slots import Slot, bound

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

__all__ = ["GATE", "unheld_by_one"]

# the words a reference to several places opens with (the pattern's gate)
GATE: Final = ("모두", "다", "전부", "both", "Both", "all ", "All ", "each of", "Each of")


def unheld_by_one(
    c: Claim, matches: Sequence[Fact], slots: Sequence[Slot], ctx: Context
) -> str | None:
    """Why ``c`` is not supported when said of all the places of its one slot: the first named
    place whose record does not hold it (``None`` when each does, or the slot is not places)."""
    if len(slots) != 1 or len(slots[0]) < 2:
        return None
    (slot,) = slots
    if not all(q.groups & OWN_GROUPS for q in slot):
        return None  # goods or other words of the sentence before: which place is not sure
    if not any(w in ctx.answer for w in GATE):
        return None
    if not refers_to_all(ctx.answer, ctx.sentence_start(c.start), c.start):
        return None
    if c.kind != "time" and ctx.ranged(c):
        return None  # "세 곳 다 … 약 320~370m": the range spans the places' values, no one's each
    for q in slot:
        if not any(bound(f, ((q,),)) for f in matches):
            return why_unbound(c, [ctx.answer[q.start : q.end]])
    return None
