"""A value said under a holder: the holder's record decides, not a weaker word beside the value.

The class: **a value whose words name a holder — a district, a listed place, by its name in the
value's clause or at the head of its list line (``- 담양군: … 문의 환경과 061-380-3072``, ``1.
거제시: … 지정된 장소(거제시자원순환시설) … 055-636-4814``, ``Nam-gu Recycling Sorting Center – about
18.2 km``) — is that holder's when the holder's own record holds it, whatever other word stands
beside it, so long as that word selects no other value of its kind inside the holder.** With no
such name, an address word of the binding is the holder (``Hampyeong Environmental Management
Center (~11.5 km``: 함평군); a binding of the search's own words only names no holder
(:mod:`.stray_words`).

The binding (:mod:`.subjects`) takes every word before a value that names *some* record as part of
its subject; a word that names many records or another tool output's row (``문의``, ``장소``,
``전국``, ``Center``, ``Recycling`` read as 재활용품) then outweighs the holder and the value is
read as misbound. Here a word the holder's fact lacks is *weak* — it cannot point away from the
holder — when it selects none of the holder's other values of the kind and it is

* a word of the holder's name in its other script (``중구재활용센터 (Jung-gu Recycling Center)``),
* a word the holder's own record says (``문의``, ``장소`` in ``지정된 장소에 배출``; a row's output's
  dataset label: ``전국`` of ``전국재활용센터표준데이터``), or
* an attribute word (``배출 방법``, ``전화``): it names what the value is, not whose.

Still flagged: a value the holder's record does not hold (another district's phone, another
centre's distance, another output's date: no matching fact carries the holder's name); a word that
names a row of the holder with its own value of that kind (``- 강남구: 냉장고 15,000원`` where
15,000원 is 강남구's 세탁기 fee: 냉장고 selects another of 강남구's fees); a word that names another
holder (a district or a place's name) or a row of another holder (``- 의정부시: 자원관리센터로 …
031-…`` where 자원관리센터 is 제천시's: 의정부시's record does not say it); a value with no holder
word on its clause or list line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue
from guardrails.grounding.field_nouns import FIELD_NOUNS
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.stray_words import only_searched, shared, stray

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact
    from guardrails.grounding.slots import Slot
    from guardrails.grounding.subjects import Context

# the groups of a cue that names a holder: a district, a listed place
HOLDER_GROUPS: Final = frozenset({"name", "district", "full_name"})
_LIST_LINE = re.compile(r"[ \t]*(?:[-•*·▶]|\d{1,2}[.)])\s")


def _line_head(c: Claim, ctx: Context) -> list[Cue]:
    """The holder cues that head the list line of ``c``, up to its first colon, dash or bracket
    (``- 담양군: …``, ``1. 거제시: …``, ``- 군위군 환경관리센터 (… Center), … — about 3 km``)."""
    answer = ctx.answer
    line = answer.rfind("\n", 0, c.start) + 1
    bullet = _LIST_LINE.match(answer, line)
    if bullet is None:
        return []
    stop = re.compile(r"[:(（–—,]|\s-\s").search(answer, bullet.end(), c.start)
    end = stop.start() if stop else c.start
    return [q for q in ctx.cues_in(bullet.end(), end) if _names_holder(q)]


def _names_holder(q: Cue) -> bool:
    """Whether a cue of a binding may name the holder: a district's or listed place's name, not
    the search's own word (``Recycling Center`` of a 재활용센터 search, which several rows' names
    hold: every row the search returned answers to it, so it says whose a value is of none)."""
    return bool(q.groups & HOLDER_GROUPS) and "query" not in q.groups


def _carries(f: Fact, slot: Slot) -> bool:
    return any(q.token in f.tokens for q in slot)


def held_by_head(
    c: Claim,
    matches: Sequence[Fact],
    slots: Sequence[Slot],
    candidates: Sequence[Fact],
    ctx: Context,
    parents: Sequence[int] = (),
    sources: tuple[str, ...] = (),
) -> bool:
    """Whether ``c``, misbound under ``slots``, is held by the record of a holder its clause or
    list line names, every slot its fact lacks being weak (see the module docstring)."""
    heads = [q for s in slots for q in s if _names_holder(q)]
    heads += [q for q in _line_head(c, ctx) if q not in heads]
    if not heads and only_searched(slots, sources):
        return True
    heads = heads or [q for s in slots for q in s if "address" in q.groups]
    if not heads:
        return False  # "Recycling Center … about 700 m": the search's
    says = _says(sources, ctx.answer)
    for h in heads:
        held = [f for f in matches if f.record >= 0 and h.token in f.tokens]
        if not held:
            continue
        said: str | None = None
        for f in held:
            above = _ancestors(f.record, parents)
            mine = [
                g for g in candidates
                if h.token in g.tokens and g.record not in above and not _holds(g, c, matches)
            ]  # fmt: skip
            lacking = [s for s in slots if not _carries(f, s) and not shared(s, matches)]
            if any(_selects(s, h, mine) for s in lacking):
                continue
            lacking = [s for s in lacking if not all(_attribute(ctx.answer, q) for q in s)]
            if all(_glossed(ctx.answer, s, h) for s in lacking):
                return True
            said = own_text(h.token, sources) if said is None else said
            if said and all(_said(ctx.answer, s, said) for s in lacking):
                return True
            if all(
                _glossed(ctx.answer, s, h)
                or (said and _said(ctx.answer, s, said))
                or stray(s, h, ctx, sources, says)
                for s in lacking
            ):
                return True  # a word of another place's clause, a region the record does not state
    return False


def _says(sources: tuple[str, ...], answer: str) -> Callable[[str, Slot], bool]:
    def says(token: str, slot: Slot) -> bool:
        text = own_text(token, sources)
        return bool(text) and _said(answer, slot, text)

    return says


def _holds(g: Fact, c: Claim, matches: Sequence[Fact]) -> bool:
    """Whether a fact holds ``c``'s value too (a how-to text that quotes the department)."""
    return (
        g in matches or isinstance(g.value, str) and isinstance(c.value, str) and c.value in g.value
    )


# an attribute word (배출 방법, 수수료, 전화): it names what the value is, not whose
_ATTRIBUTES: Final = frozenset({"q:attr", "q:contact"})


def _attribute(answer: str, q: Cue) -> bool:
    """An attribute word, or a field's noun (장소, ``place``: :mod:`.field_nouns`)."""
    return q.groups <= _ATTRIBUTES or answer[q.start : q.end].lower() in FIELD_NOUNS


def _ancestors(record: int, parents: Sequence[int]) -> set[int]:
    """The records above ``record`` (a list's parent carries every row's words: not the holder's)."""
    out: set[int] = set()
    while 0 <= record < len(parents) and (record := parents[record]) >= 0 and record not in out:
        out.add(record)
    return out


def _selects(slot: Slot, head: Cue, mine: Sequence[Fact]) -> bool:
    """Whether a slot names another holder, or another of the holder's values of the kind."""
    if any(q.groups & HOLDER_GROUPS and q.token != head.token for q in slot):
        return True
    return any(_carries(f, slot) for f in mine)


# a holder's name written twice, once in each script: "중구재활용센터 (Jung-gu Recycling Center)",
# "Nam-gu Recycling Sorting Center (광주광역시 남구 재활용선별센터)"
_GLOSS_GAP = re.compile(
    r"(?:\s?(?:[A-Z][\w-]*|[가-힣0-9]+))*\s?[(（]\s?(?:(?:[A-Z][\w-]*|[가-힣0-9]+)\s?)*"
)


def _glossed(answer: str, slot: Slot, head: Cue) -> bool:
    """Whether every cue of ``slot`` is a word of the holder's name in its other script."""
    for q in slot:
        a, b = (q, head) if q.end <= head.start else (head, q)
        if a.end > b.start or not _GLOSS_GAP.fullmatch(answer, a.end, b.start):
            return False
    return True


def _said(answer: str, slot: Slot, text: str) -> bool:
    """Whether the holder's own record says a cue's word (``문의``, ``장소``): then it cannot
    point away from the holder."""
    return all(answer[q.start : q.end] in text or q.token in text for q in slot)


_NAMING: Final = ("name", "district", "full_name", "title")
_CITING: Final = frozenset({"source_label", "citation"})  # a row's output's dataset


@per_stage
def _named_records(sources: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Each tool-output record with a naming field: (its naming strings, spaces aside; its
    strings with the citing strings of the outputs around it)."""
    found: list[tuple[str, str]] = []

    def walk(node: object, inherited: list[str]) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item, inherited)
            return
        if not isinstance(node, dict):
            return
        names = [v.replace(" ", "") for k in _NAMING if isinstance(v := node.get(k), str)]
        if names:
            found.append(("\n".join(names), "\n".join([*inherited, *strings_under(node)])))
        own = [v for k, v in node.items() if k in _CITING and isinstance(v, str)]
        for v in node.values():
            if isinstance(v, dict | list):
                walk(v, inherited + own)

    for root in parsed(sources):
        walk(root, [])
    return tuple(found)


def own_text(token: str, sources: tuple[str, ...]) -> str:
    """The strings of the tool-output records a holder token names (its ``name`` or ``district``
    holds it), with the citing strings of the outputs around them (their source label, citation)."""
    compact = token.replace(" ", "")
    return "\n".join(text for names, text in _named_records(sources) if compact in names)
