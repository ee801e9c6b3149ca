"""Goods an answer lists beside a place, without a verb, are the goods it says that place takes.

The class in one sentence: **a bare run of goods — a part of a list item or clause made of goods
and nothing else but separators and filler (``투명페트병·캔``, ``종이, 고철, 빈병 등``, ``paper,
scrap metal and glass``) — written after a place's name in the same list line or sentence is
that place's accepted goods, and each good of it must be held by that place's own goods record
(item by item, through :mod:`.kinds`: ``캔``/``cans``, ``페트``/``PET``, ``스티로폼``/``styrofoam``,
a kind for its goods — ``plastics`` for ``플라스틱류``); goods its record holds only by their kind
while another place of the output lists each of them word for word are that place's
(misattributed).** It is :mod:`.taken`'s reading with the list itself as the frame of taking, where
``taken`` needs a verb (``받아요``, ``accepts``) or a label (``취급:``).

The place is the last one named before the run in its line or sentence (:func:`.goods_records.place_mentions`),
only where that name is one place. Unsure, never flagged: a run with any word besides goods and
filler (a verb, a negation, a condition: ``캔은 안 받아요`` is no run); a name of several places; no
name before the run in its sentence; a place whose output has no goods lists; a sentence of
advice or doubt (:data:`.asserted.ADVICE`, :data:`.asserted.CLAUSE_DOUBT`).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.asserted import ADVICE, CLAUSE_DOUBT
from guardrails.grounding.claims import Claim
from guardrails.grounding.goods_records import holds_goods, place_mentions, records, unheld
from guardrails.grounding.hedges import REFUSED
from guardrails.grounding.kinds import goods_in
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.units import sentences

__all__ = ["place_goods_claims"]

# where a part of a list item or clause ends
_PART: Final = re.compile(r"[,;:—–|()\[\]]|\s-\s|\s/\s")
# what a bare run of goods may hold besides the goods (separators, 류/등, colour and state words)
_FILLER: Final = re.compile(
    r"[\s·・/、&+.]|류|등등?|및|이랑|랑|하고|와|과|기타|투명|무색|유색|폐|빈|병|종류"
    r"|\b(?:and|or|etc|other|clear|empty|used|waste)\b",
    re.I,
)
# what no bare run holds: a digit, a Korean ending of a predicate
_NOT_BARE = re.compile(r"\d|[요다죠까음함]\b|(?:에서|으로|에는|은|는|을|를)\s")
_NOT_BARE = gated(_NOT_BARE)  # :mod:`.opening_gate`: the same matches, skipped to
# the gate: a separator of goods inside a part (the run's shape), or a list line
_SHAPE: Final = re.compile(r"[가-힣A-Za-z][·・/,、]\s?[가-힣A-Za-z]|\n\s*(?:[-•*·▶]|\d{1,2}[.)])\s")


def _runs(sentence: str) -> list[tuple[int, int]]:
    """The parts of ``sentence`` that are bare runs of goods: (from, to) of each."""
    out: list[tuple[int, int]] = []
    cuts = [0, *(x for m in _PART.finditer(sentence) for x in (m.start(), m.end())), len(sentence)]
    for a, b in zip(cuts[::2], cuts[1::2], strict=False):
        part = sentence[a:b]
        if len(part) > 60 or _NOT_BARE.search(part):
            continue  # (a number or a verb's ending: no bare run; cheaper than reading goods)
        found = goods_in(part)
        if not found:
            continue
        rest = list(part)
        for s, e in found.values():
            rest[s:e] = " " * (e - s)
        if _FILLER.sub("", "".join(rest)) == "":
            out.append((a, b))
    return out


def place_goods_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Goods listed bare beside a place that the place's own record does not hold."""
    if not holds_goods(sources) or (not _SHAPE.search(answer) and "\n" not in answer):
        return []  # (the stage's goods first: most outputs list none)
    recs = records(sources)
    mentions: list[tuple[int, int, frozenset[int]]] | None = None
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        runs = _runs(sentence)
        if not runs or ADVICE.search(sentence):
            continue
        if mentions is None:
            mentions = place_mentions(answer, recs)  # (once, where a run of goods is found)
        bound: dict[int, list[tuple[str, int, int]]] = {}
        for a, b in runs:
            before = [m for m in mentions if lo <= m[0] and m[1] <= lo + a]
            if not before or len(before[-1][2]) != 1:
                continue  # no name before it in its sentence, or a name of several places
            head = answer[before[-1][1] : lo + a]
            if REFUSED.search(head) or CLAUSE_DOUBT.search(head):
                continue
            i = next(iter(before[-1][2]))
            if not recs[i].kind_has_goods:
                continue
            bound.setdefault(i, []).extend(
                (good, lo + a + s, lo + a + e) for good, (s, e) in goods_in(sentence[a:b]).items()
            )
        for i, said in bound.items():
            spans = {good: (s, e) for good, s, e in reversed(said)}
            for good, why in unheld(recs, i, list(spans)):
                s, e = spans[good]
                out.append(Claim(answer[s:e], "condition", good, s, e, why))
    return sorted(out, key=lambda c: c.start)
