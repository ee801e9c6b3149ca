"""A goods word inside a place's English name is part of the name.

English answers translate a place's Hangul name into a Title-Case name (``Gangdong-gu Appliance &
Furniture Recycling Center`` for 강동구가전가구재활용센터). The vocabulary reads ``Appliance`` as the
good 가전, which other places' lists hold, so the good would name those places and the hours and
phone after the name would be bound to them. Inside a run of capitalised words (``&``, ``and``,
``of`` between them) that ends in a cue of a name's head (``Recycling Center``, group ``name``),
a cue of a good or of the search's query (groups ``items``, ``query`` alone) names nothing: the
name's other words (its district, the address after it) do the binding.

The same where the name's Hangul part comes first and its rest is translated right after it
(``the 개미배움터 recycling vending machine`` for 개미배움터 재활용 무인회수기): a good's or the query's
Latin cue right after a Hangul name cue, nothing but a space between, is the name's.

The same where the English name comes first and its Hangul name right after it in brackets
(``Geumcheon-gu Recycling Center (금천구재활용센터)``): a search for ``recycling_center`` reads
``Recycling`` and ``Center`` as its query, and they would bind the distance after the name to the
search, not the place; in the Title-Case run right before ``(`` and a Hangul name cue they are the
name's, and the bracketed name does the binding. Square brackets gloss alike (``Jung-gu Recycling
Center [중구재활용센터]``, round 32).

The same after a place's district or name written in Latin letters (``Suseong-gu center``, ``Jung-gu
Recycling Center``, ``the Dong-gu centers``: a Hangul cue found by its romanized form): the search's
query words right after it, nothing but spaces between, are the kind in the place's English name, not
the search (round 32, r32e). Only the query's words: a good alone after a district (``Jung-gu cans``)
still names goods.

A lower-case good elsewhere (``sells used appliances``) and a good before the name (``Appliances: Gangdong-gu
Recycling Center``, a colon between) are left as they are.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue

__all__ = ["without_name_goods"]

_GOODS: Final = frozenset({"items", "query"})
_PLACE: Final = frozenset({"name", "address"})
_TITLE_RUN: Final = re.compile(r"(?:(?:[A-Z][\w'-]*|&|and|of)\s)+$")


def without_name_goods(answer: str, cues: list[Cue]) -> list[Cue]:
    """``cues`` less the goods' cues inside a Title-Case name that ends in a name cue."""
    spans: list[tuple[int, int]] = []
    for name, q in zip(cues, cues[1:], strict=False):
        if (
            "name" in name.groups
            and not answer[name.start : name.end].isascii()
            and answer[q.start : q.end].isascii()
            and not answer[name.end : q.start].strip()
        ):
            spans.append((q.start, q.end))  # "개미배움터 recycling vending machine"
    spans += _after_romanized(answer, cues)
    for q in cues:
        if "name" in q.groups and answer[q.start : q.end].isascii() and answer[q.start].isupper():
            run = _TITLE_RUN.search(answer, max(0, q.start - 80), q.start)
            if run is not None:
                spans.append((run.start(), q.start))
    for q in cues:
        if "name" in q.groups and not answer[q.start : q.end].isascii():
            head = answer[max(0, q.start - 80) : q.start]
            if head.endswith(("(", "[")) and (run := _TITLE_RUN.search(head[:-1].rstrip() + " ")):
                at = q.start - len(head)
                spans.append((at + run.start(), at + run.end()))  # "… Center (금천구재활용센터)"
    if not spans:
        return cues
    return [
        q
        for q in cues
        if not (
            q.groups <= _GOODS
            and answer[q.start : q.end].isascii()
            and any(lo <= q.start and q.end <= hi for lo, hi in spans)
        )
    ]


def _after_romanized(answer: str, cues: list[Cue]) -> list[tuple[int, int]]:
    """The spans of the query's Latin cues that follow a romanized place cue (``Suseong-gu``),
    one after another with only spaces between (``Jung-gu Recycling Center``)."""
    out: list[tuple[int, int]] = []
    anchored = False  # whether the cue before is a romanized place cue or one absorbed after it
    for prev, q in zip(cues, cues[1:], strict=False):
        if not anchored:
            anchored = (
                bool(prev.groups & _PLACE)
                and not prev.token.isascii()
                and answer[prev.start : prev.end].isascii()
            )
        absorbed = (
            anchored
            and "query" in q.groups
            and q.groups <= _GOODS
            and answer[q.start : q.end].isascii()
            and not answer[prev.end : q.start].strip()
        )
        if absorbed:
            out.append((q.start, q.end))
        anchored = absorbed
    return out
