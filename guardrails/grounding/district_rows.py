"""A fee said of a named district's item must be a row of that district's list.

Two districts' fee tables often share amounts (대전 서구's TV rows at 4,000원 and 5,000원, 거창군's
책상 rows at 4,000원 and 5,000원), so a value said of one district is held by that district's
record whatever row it came from. **When the clause of a fee names one fee output's district (by
a place word inside it: ``대전 서구``, ``Daejeon``) and an item whose rows hold the value only in
another district's list (``대전 서구 책상은 4,000원 또는 5,000원`` where 대전 서구 lists no desk), the
fee is the other district's, misattributed.**

The clause is :mod:`.row_names`' (since the previous fee of its sentence and line; a value
joined by ``또는``/``or`` shares it). Round 55: a clause that names no district takes the district
its list line's label names before the colon (``- 인천 서구: 장롱(1쪽당) 5,000원~11,000원 ·
어린이옷장 10,000원`` where only 시흥시's list has 어린이옷장 at 10,000원). Round 57: a place before a clause edge after the previous fee (``… 28,000 won in Boryeong, and
your sister's table would be between 4,000 and 12,000 won``) is the previous value's, none of this
clause's. Unsure, never flagged: a clause naming no district or the
districts of two fee outputs, an item word touching a row of the named district's own list that
holds the value, an item naming no row of the other list, a difference.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding import alternatives
from guardrails.grounding.districts import DistrictOutput, within
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.place_words import place_of
from guardrails.grounding.row_names import naming
from guardrails.grounding.row_words import has

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context
    from guardrails.grounding.vocabulary import PlaceVocabulary

_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Z][A-Za-z]+(?:-[a-z]+)?")


@per_stage
def _districts(sources: tuple[str, ...]) -> dict[int, DistrictOutput]:
    """Per fee list (its place among :func:`json_lists`), the district output it belongs to.

    The objects and the lists are taken from one walk (:func:`json_nodes`), so a list is matched
    to its owner by identity within one parse: :func:`json_objects` and :func:`json_lists` are
    kept apart, and for a plain tuple of texts one may come from an earlier parse than the other
    (which made this reading depend on what had been checked before)."""
    nodes = json_nodes(sources)
    owner: dict[int, DistrictOutput] = {}
    for obj in nodes:
        if not isinstance(obj, dict):
            continue
        district = obj.get("district")
        if not isinstance(district, str) or not district:
            continue
        full = obj.get("full_name") if isinstance(obj.get("full_name"), str) else district
        for value in obj.values():
            if isinstance(value, list):
                owner[id(value)] = DistrictOutput(district, str(full), "", frozenset())
    lists = (node for node in nodes if isinstance(node, list))
    return {i: owner[id(node)] for i, node in enumerate(lists) if id(node) in owner}


# round 57: a clause edge after the previous fee ("… 25,000 to 28,000 won in Boryeong, and your
# sister's table would be between 4,000 and 12,000 won"): a place before it ends the previous
# value's clause, no place of this one
_EDGE: Final = re.compile(
    r"[,;]\s(?:and|but|while|whereas|and\sthen|so|plus)\s|;\s|[.!?]\s"
    r"|(?:이고|이며|이지만|인데)\s",
    re.I,
)


# a list line's label: its bullet, a few words and a colon ("- 인천 서구: ", "2. Siheung-si: ")
_LABEL: Final = re.compile(r"[ \t]*(?:[-*•·■▪●]|\d{1,2}[.)])\s([^:：\n]{1,24})[:：](?!\d)")


def _line_label(answer: str, at: int) -> str | None:
    """The label of the list line ``at`` is on, when the line opens with one before ``at``."""
    line = answer.rfind("\n", 0, at) + 1
    m = _LABEL.match(answer, line)
    return m.group(1) if m is not None and m.end() <= at else None


def other_district_row_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why fee ``c`` is another district's row than the one its clause names (None if unsure)."""
    owners = _districts(sources)
    if len(owners) < 2:  # (one district's lists: asked before the clause is read)
        return None
    if (n := naming(c, ctx, sources, places)) is None:
        return None
    tables = {h.table for h in n.holders}
    if not tables <= owners.keys():
        return None
    outputs = {o.district: o for o in owners.values()}
    clause = n.clause[max((e.end() for e in _EDGE.finditer(n.clause)), default=0) :]
    said_places = {p for w in _WORD.findall(clause) if (p := place_of(w, places)) is not None}
    named = {d for d, o in outputs.items() if any(within(p, o, places) for p in said_places)}
    if not named and (label := _line_label(ctx.answer, c.start)):  # "- 인천 서구: … · 어린이옷장"
        said_places = {p for w in _WORD.findall(label) if (p := place_of(w, places)) is not None}
        named = {d for d, o in outputs.items() if any(within(p, o, places) for p in said_places)}
    if len(named) != 1:
        return None
    (district,) = named
    item_of = [
        h
        for h in n.holders
        if any(has(n.said, w, places, True) for w in (*h.alternatives, *h.words))
    ]
    if not item_of:
        return None
    if any(owners[h.table].district == district for h in item_of):
        return None  # the district's own row of the item holds it
    if alternatives.is_difference(ctx.answer, c):
        return None
    theirs = owners[item_of[0].table].district
    return f"{c.text} is {theirs}'s row in tool outputs, not {district}'s"
