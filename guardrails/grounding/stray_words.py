"""A word beside a held value that cannot say whose the value is: an unsure binding never flags.

The class: **a value its holder's own record holds (:mod:`.line_heads`) is not misbound by a word
of its binding that the tool outputs cannot turn against that holder** — the word is *stray* when

* it names a place whose record holds the same value too (``오정동 …, 비래동 …; all share the
  number 042-…``, ``A·B 모두 09:30~12:00``): whichever of the places it is said of, it is true;
* it is a region (a province or city, a district, a 동/읍/면) at a level the holder's record
  states nothing of (a site whose address is ``없음`` or only ``중리남로 47``, bound by the
  ``대전 중구 쪽은 …`` of the user's search): the record cannot say the site is elsewhere;
* it stands after another place's name and before the holder's, and that place's record says it
  (``A (…) only lists household waste, while B (…, 05:00–17:00)``; ``A(…, 가전제품·가구), B(…,
  7.9km)``): it is the earlier place's word, carried past a clause or list item into B's binding;
* it is a word of the search itself (the output's ``query``: ``recycling_center`` read in
  ``Recycling Center``), which every row the search returned answers to — so long as every output
  that lists places answers that search.

Still flagged: a value the holder's record does not hold; a place word whose record lacks the
value (another site's phone said with both names); a region the holder's record states otherwise
(``서구`` of a site at ``중구``); a word before the holder that no earlier place's record says.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.nodes import parsed, per_stage

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.records import Fact
    from guardrails.grounding.slots import Slot
    from guardrails.grounding.subjects import Context

# the groups of a cue that names a place: a district, a listed place, an address word
PLACE_GROUPS: Final = frozenset({"name", "district", "full_name", "address"})
_NAMING: Final = ("name", "district", "full_name", "title")
_REGIONS: Final = (
    re.compile(
        r"(?:특별시|광역시|특별자치시|특별자치도|(?<=[가-힣]{2})도)$"
        r"|^(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주)$"
    ),
    re.compile(r"^[가-힣]{1,4}[시군구]$"),
    re.compile(r"^[가-힣0-9]{1,5}[읍면동리]$"),
)


def _level(word: str) -> int | None:
    return next((i for i, rx in enumerate(_REGIONS) if rx.search(word)), None)


@per_stage
def _places(sources: tuple[str, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each record with a naming field: (its names, spaces aside; the words of its names and
    address fields)."""
    found: list[tuple[str, tuple[str, ...]]] = []

    def walk(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
            return
        if not isinstance(node, dict):
            return
        names = [v for k in _NAMING if isinstance(v := node.get(k), str)]
        if names:
            where = [v for k, v in node.items() if "addr" in k and isinstance(v, str)]
            words = tuple(w for t in names + where for w in re.split(r"[\s,()·/]+", t) if w)
            found.append(("\n".join(n.replace(" ", "") for n in names), words))
        for v in node.values():
            if isinstance(v, dict | list):
                walk(v)

    for root in parsed(sources):
        walk(root)
    return tuple(found)


@per_stage
def _queries(sources: tuple[str, ...]) -> frozenset[str]:
    """The words of the ``query`` of every output that lists places (``recycling_center`` →
    recycling, center); none when two such outputs answer different searches (then a query word
    tells them apart: ``폐의약품 수거함 5곳`` beside a 폐건전지 search)."""
    out: set[str] | None = None
    for root in parsed(sources):
        if not _lists_places(root):
            continue
        q = root.get("query") if isinstance(root, dict) else None
        words = (
            {w.lower() for w in re.split(r"[\s_,/·-]+", q) if w} if isinstance(q, str) else set()
        )
        out = words if out is None else out & words
    return frozenset(out or ())


def _lists_places(node: Any) -> bool:
    if isinstance(node, list):
        return any(map(_lists_places, node))
    if not isinstance(node, dict):
        return False
    return any(k in node for k in _NAMING) or any(
        _lists_places(v) for v in node.values() if isinstance(v, dict | list)
    )


def _region_unstated(slot: Slot, head: Cue, sources: tuple[str, ...]) -> bool:
    """Whether every cue of ``slot`` is a region at a level the head's records state nothing of."""
    compact = head.token.replace(" ", "")
    mine = [words for names, words in _places(sources) if compact in names]
    if not mine:
        return False
    for q in slot:
        level = _level(q.token) if "address" in q.groups else None
        if level is None or any(_level(w) == level for words in mine for w in words):
            return False
    return True


def shared(slot: Slot, matches: Sequence[Fact]) -> bool:
    """Whether the slot names a place whose record holds the value too."""
    return any(
        q.groups & PLACE_GROUPS and any(q.token in g.tokens for g in matches if g.record >= 0)
        for q in slot
    )


def _earlier_places(slot: Slot, head: Cue, ctx: Context, said: Callable[[str, Slot], bool]) -> bool:
    """Whether the slot stands between another place's name and the head, and that place's
    record says its every word."""
    first = min(q.start for q in slot)
    if head.start < max(q.end for q in slot):
        return False
    start = ctx.sentence_start(first)
    others = [
        q for q in ctx.cues_in(start, first) if q.groups & PLACE_GROUPS and q.token != head.token
    ]
    return any(said(o.token, slot) for o in others)


def _searched(slot: Slot, sources: tuple[str, ...]) -> bool:
    """Whether every cue of the slot is a word of a search's own query."""
    words = _queries(sources)
    return bool(words) and all(
        q.groups <= {"query", "items"} and q.token.lower() in words for q in slot
    )


def stray(
    slot: Slot,
    head: Cue,
    ctx: Context,
    sources: tuple[str, ...],
    said: Callable[[str, Slot], bool],
) -> bool:
    """Whether ``slot``, lacking in the head's fact and naming no place that holds the value
    (:func:`shared`), is a stray word (see the module docstring); ``said(token, slot)``: whether
    the records a place token names say the slot's words."""
    return (
        _searched(slot, sources)
        or _region_unstated(slot, head, sources)
        or _earlier_places(slot, head, ctx, said)
    )


def only_searched(slots: Sequence[Slot], sources: tuple[str, ...]) -> bool:
    """Whether every slot of a binding is a word of the search itself (no place named)."""
    return bool(slots) and all(_searched(s, sources) for s in slots)
