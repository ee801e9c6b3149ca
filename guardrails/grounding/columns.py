"""Columns of a table written in an answer: a line of values split by ``/`` or ``|`` that names no
column of its own (``- 갈색: 45원 / 40원``) takes its columns from the nearest line above with as
many values whose every value is named by one word of one group (``- 백색: 수도권 60원 / 호남
52원``): the n-th value is the n-th column's. A line above with another count of values, or
whose names are not one per value, leaves the binding as it was (unsure).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue
from guardrails.grounding.slots import Slot

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

_SEP = re.compile(r"[/|｜]")
_LINES_BACK = 4


def _row(ctx: Context, kind: str, lo: int, hi: int) -> list[Claim]:
    return [c for c in ctx.claims if c.kind == kind and lo <= c.start < hi]


def _split(answer: str, row: list[Claim]) -> bool:
    return all(_SEP.search(answer, a.end, b.start) for a, b in zip(row, row[1:], strict=False))


def _heads(
    ctx: Context, row: list[Claim], lo: int, usable: Callable[[Cue], bool]
) -> list[list[Cue]]:
    """The words naming each value of ``row`` (since the value before it)."""
    starts = [lo, *(c.end for c in row[:-1])]
    return [
        [q for q in ctx.cues_in(s, c.start) if not q.qualifier and usable(q)]
        for s, c in zip(starts, row, strict=True)
    ]


def with_column(
    ctx: Context, claim: Claim, slots: list[Slot], usable: Callable[[Cue], bool]
) -> list[Slot]:
    """``slots`` plus the column a value's position names (see the module docstring)."""
    answer = ctx.answer
    if "\n" not in answer:
        return slots
    lo = answer.rfind("\n", 0, claim.start) + 1
    hi = answer.find("\n", claim.end)
    hi = hi if hi != -1 else len(answer)
    if lo == 0 or _SEP.search(answer, lo, hi) is None:
        return slots  # no line above, or no separator on the value's line
    row = _row(ctx, claim.kind, lo, hi)
    if len(row) < 2 or not _split(answer, row):
        return slots
    own = _heads(ctx, row, lo, usable)
    end = lo - 1
    for _ in range(_LINES_BACK):
        if end <= 0:
            return slots
        start = answer.rfind("\n", 0, end) + 1
        above = _row(ctx, claim.kind, start, end)
        if len(above) == len(row) and _split(answer, above):
            return _named_by(_heads(ctx, above, start, usable), own, row.index(claim), slots)
        if above:
            return slots  # the nearest line of values is another table
        end = start - 1
    return slots


def _named_by(
    heads: list[list[Cue]], own: list[list[Cue]], k: int, slots: list[Slot]
) -> list[Slot]:
    groups = set.intersection(*({g for q in h for g in q.groups} for h in heads))
    for g in sorted(groups):
        named = [[q for q in h if g in q.groups] for h in heads]
        tokens = [n[0].token for n in named if len(n) == 1]
        if len(tokens) != len(heads) or len(set(tokens)) != len(tokens):
            continue
        if any(g in q.groups for h in own for q in h):
            return slots  # the line names its own columns
        return [*slots, (named[k][0],)]
    return slots
