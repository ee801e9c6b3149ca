"""One test for a value said of coordinated names: a value said of "A와 B" / "A and B" is said of
each of them.

The binding reads names joined by 와/과/이랑/랑/하고/및/and/& before a value as one slot of
alternatives (:mod:`.slots`), so a value is bound when either name's record holds it. A single
value (not an end of a range, not one of several values its sentence pairs with the names) said of
a coordination is a claim about every name in it: "HDPE와 EPS(스티로폼) 200원" says 200원 of HDPE
and of EPS, and is supported only when each one's record holds it. A name whose records hold
other values of the kind and none of this one is flagged ("PVC와 EPS 200원" where PVC is 80원);
a name no candidate record answers to is unsure and never flags. "A or B", "A/B", a range
("3,000~5,000원") and several values after the names ("각각 120원, 80원") are not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.slots import Slot, bound

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

# the gap between two coordinated names (a gloss in brackets may close the first: "EPS(스티로폼)")
_AND: Final = re.compile(
    r"(?:\s?\([^()]{1,20}\))?(?:와|과|이랑|랑|하고)?\s?(?:및|and|&|,)?\s?", re.I
)
_EITHER: Final = re.compile(r"또는|이나|거나|\bor\b|/", re.I)
_RANGE: Final = re.compile(r"\s?(?:~|～|-|–|부터|to\b|or\b|또는|이나|에서)", re.I)
_RANGE_BEFORE: Final = re.compile(r"(?:~|～|–|-|\bto|\bbetween|\bfrom)\s?$", re.I)
_KINDS: Final = frozenset({"money", "unit_price"})


def _conjuncts(answer: str, slot: Slot) -> list[list[int]] | None:
    """The slot's cues grouped by name, in order (a gloss of one name is that name), or None when
    the names are not joined by "and" words alone."""
    cues = sorted(slot, key=lambda q: q.start)
    tokens = {q.token for q in cues}
    if len(tokens) < 2:
        return None
    names: list[list[int]] = [[0]]
    for n in range(1, len(cues)):
        prev, q = cues[n - 1], cues[n]
        gap = answer[prev.end : q.start]
        if q.token == prev.token:
            names[-1].append(n)
            continue
        if _EITHER.search(gap) or not _AND.fullmatch(gap) or not gap.strip(" ()"):
            return None  # "A/B", "A or B", or two words of one name ("대리석 식탁")
        names.append([n])
    return names if len(names) >= 2 else None


def _single(c: Claim, ctx: Context, first: int) -> bool:
    """Whether ``c`` is the one value of its kind said of the names (from ``first`` to its
    sentence's end) and not an end of a range."""
    answer = ctx.answer
    if _RANGE.match(answer, c.end) or _RANGE_BEFORE.search(answer, max(0, c.start - 10), c.start):
        return False
    end = ctx.sentences[ctx.sentence_of(c.start)][1]
    return not any(e is not c and e.kind in _KINDS and first <= e.start < end for e in ctx.claims)


def unshared_why(
    c: Claim,
    matches: Sequence[Fact],
    candidates: Sequence[Fact],
    cues: Sequence[Slot],
    ctx: Context,
) -> str | None:
    """Why value ``c``, said of names joined by "and", is not the value of one of them."""
    if c.kind not in _KINDS:
        return None
    for k, slot in enumerate(cues):
        if len(slot) < 2:
            continue
        names = _conjuncts(ctx.answer, slot)
        if names is None:
            continue
        ordered = sorted(slot, key=lambda q: q.start)
        if not _single(c, ctx, ordered[0].start):
            return None
        for name in names:
            own = tuple(ordered[n] for n in name)
            alone = [*cues[:k], own, *cues[k + 1 :]]
            if any(bound(f, alone) for f in matches):
                continue
            if any(bound(f, alone) for f in candidates):  # the name's rows hold other values
                said = ctx.answer[own[0].start : own[-1].end]
                return f"{c.text} is in tool outputs but not for {said}"
    return None
