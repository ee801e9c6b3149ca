"""Reward points offered without a figure where no tool output speaks of points at all.

:mod:`.rewards` holds a figure of points (``캔은 개당 15포인트``) against the point values the
outputs give. A writer who invents a reward need give no figure: ``옷 가져가면 포인트 줘요``,
``가져가시면 포인트도 적립돼요``, ``you'll earn points for every bag``. Such a sentence still
states a fact of the site — that it pays in points — and the outputs state it in the same word
when it is so (a ``point`` key, ``N포인트`` in a value, ``포인트 적립`` in a note).

Read: the word for points (``포인트``, ``마일리지``, ``points``) given, earned or credited —
Korean ``포인트(를/도) 줘요/드려요/받아요/적립돼요/쌓여요/지급``, English ``earn/get/receive/give
(…) points``, ``points are given/credited``. Flagged when no tool output names points anywhere
(:data:`.rewards.POINT_KEY` in a key, or a point word in a value) — over ``"items": ["옷",
"신발"]`` of a thrift shop, ``옷 가져가면 포인트 줘요`` is flagged; over a compensation site whose
record reads ``"reward": "페트병 1개당 10포인트"`` it passes (its figure is :mod:`.rewards`'s).
Unsure, never flagged: a figure right before the word (:mod:`.rewards` reads it), a negated, asked
or hedged sentence (``포인트는 안 줘요``, ``may``, ``일부``, ``usually``), advice to ask or check.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.nodes import NOT_JSON, json_nodes, parsed, per_stage
from guardrails.grounding.rewards import POINT_KEY, texts

__all__ = ["GATE", "offered_point_claims"]

GATE: Final = ("포인트", "마일리지", "point", "Point", "ileage")
_OFFERED: Final = re.compile(
    r"(?:포인트|마일리지)(?:를|을|도|가|이|로)?\s?"
    r"(?:줘|주어|주는|줍|주고|드려|드립|드리|받|적립|쌓|지급|챙겨)"
    # round 48 (r48a): a mileage or reward credit, with its figure in won between
    # ("포인트 2,000원 적립", "마일리지 500점을 드려요", "gives a 2,000 won mileage credit")
    r"|(?:포인트|마일리지)\s?\d[\d,]*\s?(?:원|점)(?:을|를|이|가|도|씩)?\s?"
    r"(?:줘|주어|주는|줍|드려|드립|드리|적립|지급|쌓|받)"
    r"|\b(?:earn|earns|earned|get|gets|receive|receives|give|gives|collect|award|awards)\s"
    r"(?:[a-z]+\s){0,2}?(?:reward\s)?points?\b"
    r"|\b(?:earn|earns|earned|get|gets|receive|receives|give|gives|award|awards)\s"
    r"(?:[\w,₩]+\s){0,3}?(?:mileage(?:\s(?:credits?|points?|bonus))?"
    r"|(?:reward|bonus)\s(?:credits?|points?))\b"
    r"|\bpoints?\s(?:are\s|is\s|will\s be\s)?(?:given|awarded|credited|paid)\b",
    re.I,
)
_FIGURE: Final = re.compile(r"\d\s?(?:점\s?)?$")  # "500포인트 줘요": the figure is rewards'
_DOUBT: Final = unsure(
    rf"{INDIRECT_QUESTION}|확인|문의|알아보|물어|일부|보통|대개|대부분|곳도|곳이|아마|경우"
    r"|\bcheck\b|\bask\b|\bsome\b|\busually\b|\boften\b|\bif\b|\bwhether\b"
)
_SENTENCE: Final = re.compile(r"[^.!?\n]+")
_POINT_WORD: Final = re.compile(r"포인트|마일리지|\bpoints?\b|\bmileage\b", re.I)


@per_stage
def _points_named(sources: tuple[str, ...]) -> bool:
    """Whether some tool output names points: a key naming them, or a word of them in a value
    (a text output read whole)."""
    for node in json_nodes(sources):
        if isinstance(node, dict) and any(POINT_KEY.search(str(k)) for k in node):
            return True
        if isinstance(node, str) and _POINT_WORD.search(node):
            return True
    roots = zip(sources, parsed(sources), strict=True)
    return any(root is NOT_JSON and _POINT_WORD.search(text) for text, root in roots)


def offered_point_claims(answer: str, sources: tuple[object, ...]) -> list[Claim]:
    """Points ``answer`` says a site gives where no tool output names points."""
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        sentence = s.group(0)
        m = _OFFERED.search(sentence)
        if m is None or _DOUBT.search(sentence):
            continue
        if _FIGURE.search(sentence, 0, m.start()):
            continue
        if _points_named(texts(sources)):
            return []
        text = sentence.strip().lstrip("-•*■0123456789. ")
        start = s.start() + sentence.find(text)
        why = "no tool output gives reward points"
        out.append(Claim(text, "condition", "points", start, start + len(text), why))
    return out
