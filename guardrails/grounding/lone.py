"""A value that only one record gives, said of another record named right before it: "연동
재활용도움센터(1.7km)는 064-728-4611로 문의하면 돼요" where the phone is 노형동's and 연동's record
has none. With one candidate there is nothing to tell apart among the candidates, so the name
is held against the candidate's own words instead."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.slots import Slot, _compound

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

_NAMES: Final = frozenset({"name", "place_name", "site_name", "stop"})  # a list item's own name
_KINDS: Final = frozenset({"phone"})


def other_record(ctx: Context, claim: Claim, candidates: Sequence[Fact]) -> list[Slot]:
    """The name of another list item when it is the subject named last before ``claim`` in its
    clause (a slot no candidate carries, so the claim is misbound), else none (unsure)."""
    if claim.kind not in _KINDS or not candidates:
        return []
    start = max(ctx.clause_start(claim), claim.start - 80)
    named = [q for q in ctx.cues_in(start, claim.start) if not q.qualifier and q.groups & _NAMES]
    if not named:
        return []
    own = {t for f in candidates for t in f.tokens}
    if any(
        q.token in own and not q.qualifier for q in ctx.cues_in(named[-1].end, claim.start)
    ):  # "피아노 하나면 청소위생과(053-…)": the candidate's own holder, named after the name
        return []
    run = [named[-1]]  # the name's words ("연동 재활용도움센터")
    for q in reversed(named[:-1]):
        if not _compound(ctx.answer, q, run[-1]):
            break
        run.append(q)
    other = [q for q in run if q.token not in own and q.token in ctx.known]
    if not other or any(q.token in own and not q.groups <= _NAMES | {"query"} for q in named):
        return []  # the candidate's own name, or a word no record carries, or another holder
    return [(other[0],)]
