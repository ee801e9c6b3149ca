"""A value stated for a sibling it does not belong to: the clause before the value names one
item of a list (``공릉동은``: a 동 of the first contractor) and the value's own words another item
of the same list (``상계클린(02-938-5566)``), whose record holds the value. The own words bind the
value (:mod:`.subjects`); this rule adds that the clause's other names must not belong only to a
sibling item. A name that no list item owns, or that the value's item also carries, tells nothing
(``영통구는 … 무상방문수거 1599-0903``: a record beside the list, not in it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from guardrails.grounding.claims import Claim
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.records import Fact, RecordBuilder
from guardrails.grounding.slots import _adjacent_chain
from guardrails.grounding.subjects import Context


def _item(b: RecordBuilder, rec: int) -> int | None:
    """The list item ``rec`` belongs to (itself or its nearest ancestor that is one)."""
    while rec >= 0:
        if rec in b.items:
            return rec
        rec = b.parents[rec]
    return None


def _owners(b: RecordBuilder, token: str, items: Sequence[int]) -> set[int]:
    """The items among ``items`` whose own labels (or their descendants') carry ``token``."""
    out: set[int] = set()
    for r in range(len(b.parents)):
        if token in b.own[r] or token in b.local[r]:
            item = _item(b, r)
            if item is not None and item in items:
                out.add(item)
    return out


def sibling_why(c: Claim, bound_facts: Sequence[Fact], ev: Evidence, ctx: Context) -> str | None:
    """Why ``c`` is the value of another list item than the topic of its clause names (None when
    it is not, or when the clause has no such topic and own words)."""
    b = ev.builder
    if b is None or not b.items or not bound_facts:
        return None
    start = ctx.sentences[ctx.sentence_of(c.start)][0]
    if not any(_TOPIC.match(ctx.answer, q.end) for q in ctx.cues_in(start, c.start)):
        return None  # the common case: no topic before the value in its sentence
    for other in ctx.claims:  # the clause since the previous value of any kind
        if start <= other.end <= c.start and other.kind not in ("date", "time"):
            start = other.end
    clause = [q for q in ctx.cues_in(start, c.start) if not q.qualifier]
    own = _adjacent_chain(ctx.answer, clause, c.start)  # "의자와 소파는 3,000~": both own words
    topics = [q for q in clause if _TOPIC.match(ctx.answer, q.end) and q not in own]
    if not topics or not own:
        return None
    for f in bound_facts:
        item = _item(b, f.record)
        if item is None:
            return None  # a record beside any list: nothing to tell apart
        if not any(_owners(b, q.token, [item]) for q in own):
            return None  # the value's own words do not name its item itself
        siblings = [r for r, where in b.items.items() if where == b.items[item] and r != item]
        named = [
            q for q in topics
            if not _owners(b, q.token, [item]) and _owners(b, q.token, siblings)
        ]  # fmt: skip
        if not named:
            return None
    q = named[0]
    return f"{c.text} is in tool outputs but not for {ctx.answer[q.start : q.end]}"


_TOPIC = re.compile(r"(?:은|는)(?![가-힣])")  # "공릉동은 …": the topic of the clause
