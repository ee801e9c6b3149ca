"""A comparison said to hold in every case, against the fees the answer lists for each side.

``순천이 모든 경우에 강릉보다 싸요``, ``어느 경우든 A가 B보다 비싸요``, ``A is cheaper than B in every
case``: not a claim about one pair of rows, nor about the sides as wholes (:mod:`.group_orders`),
but about each case the user may be in. The fees compared are those the answer lists for each side
(a money figure belongs to the side whose name is the last of the two written before it on its
line: ``- 순천시: 1,300원 / 2,600원 / 3,900원``), each one of that side's own rows. Then:

- where one side's listed rows are twins the tools tell apart by nothing (one name, no spec:
  ``신발장`` at 1,300 / 2,600 / 3,900원), no row of it can be paired with a case of the other
  side, so every pair is a case: a pair standing the other way (3,900원 against 강릉's plastic
  3,000원) makes the claim false;
- otherwise the rows may pair by size, and only what no pairing can save is false: S's dearest row
  dearer than T's dearest, or S's cheapest dearer than T's cheapest (for ``cheaper``; the other
  way for ``dearer``).

Unsure, so never flagged: no word of every case, a side that lists no fee, a listed fee that is
no row of its side, a tie. Read by :mod:`.orders` for its comparatives (round 58).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

__all__ = ["every_case_wrong"]

# the words of every case (the gate: read only where one is written in the comparison's sentence)
_EVERY: Final = re.compile(
    r"모든\s?경우|(?:어느|어떤)\s?(?:경우|크기|규격|사이즈)(?:에도|든지?|라도|에서도)|예외\s?없이|무조건|항상"
    r"|언제나|\bin\s(?:every|all|each)\s(?:case|size|option|tier)s?\b|\balways\b|\bwhichever\b"
    r"|\bacross\sthe\sboard\b|\bno\smatter\s(?:which|what)\b|\bevery\s(?:size|option|tier|time)\b",
    re.I,
)


def every_case_wrong(
    ctx: Context,
    span: tuple[int, int],
    runs: tuple[list[Cue], list[Cue]],
    rows: tuple[list[Fact], list[Fact]],
    sign: int,
) -> bool:
    """Whether the comparison at ``span`` (S over T by ``sign``: +1 dearer, -1 cheaper), said
    of every case, fails on the fees the answer lists for S and T (``runs``: the words naming
    each; ``rows``: the facts they name); module docstring."""
    s, e = ctx.sentences[ctx.sentence_of(span[0])]
    if not _EVERY.search(ctx.answer, span[0], e) or not runs[0] or not runs[1]:
        return False
    sides = _listed(ctx, {q.token for q in runs[0]}, {q.token for q in runs[1]})
    listed = []
    for values, facts in zip(sides, rows, strict=True):
        own = [f for f in facts if isinstance(f.value, int | float) and float(f.value) in values]
        if not values or not values <= {float(f.value) for f in own}:  # type: ignore[arg-type]
            return False  # a side with no fee listed, or a fee that is no row of its own
        listed.append((values, own))
    (sv, s_own), (tv, t_own) = listed
    if _twinned(s_own) or _twinned(t_own):  # no pairing by size: every pair is a case
        return any(sign * (a - b) < 0 for a in sv for b in tv)
    return sign * (max(sv) - max(tv)) < 0 or sign * (min(sv) - min(tv)) < 0


def _listed(ctx: Context, s_tokens: set[str], t_tokens: set[str]) -> tuple[set[float], set[float]]:
    """The money figures of the answer each side's name is the last of the two before on its
    line."""
    out: tuple[set[float], set[float]] = (set(), set())
    for o in ctx.claims:
        if o.kind != "money" or type(o.value) is not int:
            continue
        line = ctx.answer.rfind("\n", 0, o.start) + 1
        last = [q.token for q in ctx.cues_in(line, o.start) if q.token in s_tokens | t_tokens]
        if last:
            out[0 if last[-1] in s_tokens else 1].add(float(o.value))
    return out


def _twinned(facts: list[Fact]) -> bool:
    """Whether two of ``facts`` of different values are of records with the same words (twin
    rows: one name, no spec)."""
    seen: dict[frozenset[str], float] = {}
    for f in facts:
        v = float(f.value)  # type: ignore[arg-type]
        if seen.setdefault(f.tokens, v) != v:
            return True
    return False
