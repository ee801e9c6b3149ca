"""A value stated for a sibling it does not belong to: the clause before the value names one
item of a list (``공릉동은``: a 동 of the first contractor) and the value's own words another item
of the same list (``상계클린(02-938-5566)``), whose record holds the value. The own words bind the
value (:mod:`.subjects`); this rule adds that the clause's other names must not belong only to a
sibling item. A name that no list item owns, or that the value's item also carries, tells nothing
(``영통구는 … 무상방문수거 1599-0903``: a record beside the list, not in it). Nor does a topic that
is the head of the value's item's Korean compound name (``노원구 책상은 독서실책상 7,000원``: a
독서실책상 is a 책상, though only the sibling 유아용 책상 carries 책상 as a word; round 56).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from guardrails.grounding.claims import Claim
from guardrails.grounding.clauses import taken_object
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.records import Fact, RecordBuilder
from guardrails.grounding.slots import Slot, _adjacent_chain, bound
from guardrails.grounding.subjects import Context


def _item(b: RecordBuilder, rec: int) -> int | None:
    """The list item ``rec`` belongs to (itself or its nearest ancestor that is one)."""
    while rec >= 0:
        if rec in b.items:
            return rec
        rec = b.parents[rec]
    return None


def _owners(b: RecordBuilder, token: str) -> set[int]:
    """The list items whose own labels (or their descendants') carry ``token`` (indexed on
    first use, once per evidence)."""
    if not b.item_owners:
        for r in range(len(b.parents)):
            item = _item(b, r)
            if item is not None:
                for t in b.own[r] | b.local[r]:
                    b.item_owners.setdefault(t, set()).add(item)
        b.item_owners.setdefault("", set())  # indexed, even when no item has labels
    return b.item_owners.get(token, set())


def _value_ends(ctx: Context) -> list[int]:
    """Where the answer's values end, in order (dates and times left out: "2025년 1월 기준 A는 …"
    keeps A's clause); indexed once per answer, each claim then finds the last one before it
    by bisection instead of a pass over every claim."""
    found = ctx.memo.get("value-ends")
    if found is None:
        found = ctx.memo["value-ends"] = sorted(
            o.end for o in ctx.claims if o.kind not in ("date", "time")
        )
    return found  # type: ignore[return-value]


def sibling_why(
    c: Claim, matches: Sequence[Fact], cues: Sequence[Slot], ev: Evidence, ctx: Context
) -> str | None:
    """Why ``c`` is the value of another list item than the topic of its clause names (None when
    it is not, or when the clause has no such topic and own words). Cheap tests first: most
    claims have no topic before their own words."""
    b = ev.builder
    if b is None or not b.items:
        return None
    s_start = ctx.clause_start(c)
    before = ctx.cues_in(s_start, c.start)  # since the previous value of its kind
    if len(before) < 2:
        return None  # a topic and an own word at least
    topics = [  # the last cue before the value is its own word ("품목3은 6,000원")
        q for q in before[:-1] if not q.qualifier and _TOPIC.match(ctx.answer, q.end)
    ]
    if not topics:
        return None
    own = _adjacent_chain(ctx.answer, before, c.start)
    if not own:
        return None
    first = min(q.start for q in own)  # "의자와 소파는 3,000~": both are own words
    topics = [q for q in topics if q.end <= first]
    if not topics:
        return None
    ends = _value_ends(ctx)  # the clause since the previous value of any kind
    k = bisect_right(ends, c.start) - 1
    if k >= 0 and ends[k] >= s_start:
        s_start = ends[k]
    topics = [q for q in topics if q.start >= s_start]
    held = [f for f in matches if bound(f, cues)] if topics else []
    for f in held:
        item = _item(b, f.record)
        if item is None or all(q.token in f.tokens for q in topics):
            return None  # a record beside any list, or a topic of its own record
        if not any(item in _owners(b, q.token) for q in own):
            return None  # the value's own words do not name its item itself
        named = [
            q for q in topics
            if item not in (owners := _owners(b, q.token))
            and any(b.items[r] == b.items[item] for r in owners)
            and not _kind_of(q.token, f.tokens)
        ]  # fmt: skip
        if not named:
            return None
    if not held:
        return None
    q = named[0]
    return f"{c.text} is in tool outputs but not for {ctx.answer[q.start : q.end]}"


_TOPIC = re.compile(r"(?:은|는)(?![가-힣])")  # "공릉동은 …": the topic of the clause


def holder_why(
    c: Claim, matches: Sequence[Fact], cues: Sequence[Slot], ev: Evidence, ctx: Context
) -> str | None:
    """Why a contact point written right after a holder's name (``자원순환과 1599-0903``) is not
    that holder's: the name labels a record that has its own, different value of the kind, and the
    value comes from a record inside it with a holder of its own (the free-pickup service under
    the department's rules). None when any matching value is the named record's own."""
    b = ev.builder
    if b is None or c.kind not in ("phone", "url"):
        return None
    own = _adjacent_chain(ctx.answer, ctx.cues_in(max(0, c.start - 40), c.start), c.start)
    # goods a site takes before its phone ("takes home appliances (051-…)") name no holder
    tokens = {
        q.token for q in own if not q.qualifier and not taken_object(ctx.answer, c.kind, q, c.start)
    }
    if not tokens:
        return None
    holders = {r for r in range(len(b.own)) if tokens & b.own[r]}
    theirs = {f.record: f.value for f in ev.of(c.kind) if f.record in holders}
    if not theirs or c.value in theirs.values():
        return None
    for f in (f for f in matches if bound(f, cues)):
        if f.record in holders or not _inside(b, f.record, holders):
            return None  # the named holder's own value, or a record beside it
    name = " ".join(ctx.answer[q.start : q.end] for q in reversed(own))
    return (
        f"{c.text} is in tool outputs but not for {name} ({', '.join(map(str, theirs.values()))})"
    )


def _kind_of(topic: str, tokens: frozenset[str]) -> bool:
    """Whether ``topic`` is the head of a Korean compound the value's record is named by
    (``책상은 독서실책상 7,000원``: a 독서실책상 is a 책상, so the topic names its item too, round 56)."""
    return len(topic) >= 2 and any(
        len(t) > len(topic) and t.endswith(topic) and "\uac00" <= t[0] <= "\ud7a3" for t in tokens
    )


def _inside(b: RecordBuilder, rec: int, holders: set[int]) -> bool:
    """Whether ``rec`` lies strictly inside one of ``holders``."""
    rec = b.parents[rec]
    while rec >= 0:
        if rec in holders:
            return True
        rec = b.parents[rec]
    return False
