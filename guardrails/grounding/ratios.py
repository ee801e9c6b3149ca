"""Exchange ratios: how much of a good a site takes for how much it gives.

A tool output states a ratio as two quantities of one value ("종이팩 1kg → 화장지 1롤", "폐건전지
10개당 새 건전지(AA) 2개") or of two sibling values (``"give": "20개", "get": "새 AA 건전지 2개"``).
An answer states one as two quantities of one clause with an exchange word ("1kg을 가져가면 화장지
4롤로 바꿔 드려요", "20개를 모아 가면 5개로 교환", "N개당 M개", "get 2 for every 10"): given in the
units of a tool output's ratio, its ratio (taken over given) must be one the tool outputs state —
a ratio scaled whole ("20개 가져가면 4개" for 10개당 2개) keeps it, a changed side does not.

Unsure readings never flag: no tool output states a ratio in the answer's two units, a clause with
no exchange word, or a negated or asked clause.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.opening_gate import gated

# a quantity of goods: grams are read as kilograms
_QTY = re.compile(
    r"(?<![\d.,])(\d{1,4}(?:\.\d{1,2})?)\s?(kg|g|개|롤|장|병|캔|매|봉투|봉지|켤레|묶음)(?![a-zA-Z]|월|년|소)"
    r"|(?<![\d.,])(\d{1,4}(?:\.\d{1,2})?)\s?(kg|g)\b"
    r"|(?<![\w.,])(\d{1,4})\s((?:[a-z-]+\s){0,2}?)(rolls?|bags?|bottles?|batter(?:y|ies)|cans?)\b",
    re.I,
)
_QTY = gated(_QTY)  # :mod:`.opening_gate`: the same matches, skipped to
_EN_UNIT: Final = {"roll": "롤", "bag": "봉투", "bottle": "병", "batter": "개", "can": "캔"}
# an exchange word in the clause; English "for every" / "per" put the taken side second
_CUE = re.compile(
    r"당|가져가|가지고 가|모아|모으|갖다|→|->|교환|바꿔|바꾸|바꿀|맞바꿔"
    r"|\b(?:for every|for each|in exchange|exchange|swap|trade|get|gets|earn|receive)\b",
    re.I,
)
JOINED: Final = re.compile(r"^(?:와|과|하고|랑|이랑)(?![가-힣])|^\s(?:및|또는|and|or|plus)\s", re.I)
_REVERSED = re.compile(r"\b(?:for every|for each|per)\b", re.I)
CLAUSE: Final = re.compile(r"[^,;.!?\n]+(?:[.!?](?=\d)[^,;.!?\n]*)*")
_DOUBT = re.compile(r"\?|않|안 돼|아니|없|\bnot\b|n't\b", re.I)
GATE: Final = ("당", "가져", "가지고", "모아", "모으", "갖다", "→", "->", "교환", "바꿔", "바꾸",
                "바꿀", "for ", "exchange", "swap", "trade", "get", "earn", "receive")  # fmt: skip

Qty = tuple[float, str]
_LIMIT_KEY = re.compile(r"limit|max|min|한도|unit", re.I)
_NAMED = re.compile(r"[가-힣A-Za-z]{2,}")


def _without(found: tuple[tuple[Qty, re.Match[str]], str]) -> str:
    """A value's words beside its quantity."""
    (_q, m), text = found
    return text[: m.start()] + text[m.end() :]


def quantities(text: str) -> list[tuple[Qty, re.Match[str]]]:
    """The quantities of goods ``text`` writes, in order: (amount, unit) and its match."""
    out: list[tuple[Qty, re.Match[str]]] = []
    for m in _QTY.finditer(text):
        if m.group(1) or m.group(3):
            n, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            unit = unit.lower()
        else:
            n, word = m.group(5), m.group(7).lower()
            unit = next(u for stem, u in _EN_UNIT.items() if word.startswith(stem))
        value = float(n)
        if unit == "g":
            value, unit = value / 1000, "kg"
        out.append(((value, unit), m))
    return out


def _pairs_of(node: Any, out: set[tuple[Qty, Qty]]) -> None:
    if isinstance(node, str) and len(node) <= 40:
        found = quantities(node)
        if len(found) >= 2 and _CUE.search(node[found[0][1].end() : found[1][1].start()]):
            out.add((found[0][0], found[1][0]))
    elif isinstance(node, dict):  # sibling values of one quantity each: taken, then given
        own = [
            (quantities(v), v)
            for k, v in node.items()
            if isinstance(v, str) and len(v) <= 40 and not _LIMIT_KEY.search(str(k))
        ]
        single = [(q[0], v) for q, v in own if len(q) == 1]
        if len(single) == 2 and _NAMED.search(_without(single[1])):  # the given good is named
            out.add((single[0][0][0], single[1][0][0]))


@per_stage
def stated_ratios(sources: tuple[str, ...]) -> frozenset[tuple[Qty, Qty]]:
    """(taken, given) quantity pairs the tool outputs state."""
    out: set[tuple[Qty, Qty]] = set()
    for node in json_nodes(sources):
        _pairs_of(node, out)
    return frozenset(out)


def scaled_whole(answer: str, pos: int, sources: tuple[str, ...]) -> bool:
    """Whether the exchange clause around ``pos`` states a ratio the tool outputs state, scaled
    whole ("약국에서 100개 모으시면 새 건전지 10개로" for 20개 ↔ 2개, round 51): its counts are
    the scaled ratio's, not the outputs' own batch."""
    for clause in CLAUSE.finditer(answer):
        if clause.start() <= pos < clause.end():
            text = clause.group(0)
            found = quantities(text)
            if len(found) < 2 or _DOUBT.search(text) or not _CUE.search(text):
                return False
            (a, ma), (b, mb) = found[0], found[1]
            between = text[ma.end() : mb.start()]
            if JOINED.search(between):
                return False
            taken, given = (b, a) if _REVERSED.search(between) else (a, b)
            return taken[0] > 0 and given[0] > 0 and any(
                t[1] == taken[1] and g[1] == given[1]
                and abs(t[0] / g[0] - taken[0] / given[0]) < 1e-6
                for t, g in stated_ratios(sources)
            )  # fmt: skip
    return False


def ratio_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The exchange ratios of ``answer`` no tool output states (flagged claims, kind
    ``condition``, spanning the given quantity)."""
    if not contains_any(answer, GATE) or not any(map(str.isdigit, answer)):
        return []
    ratios = stated_ratios(sources)
    if not ratios:
        return []
    out: list[Claim] = []
    for clause in CLAUSE.finditer(answer):
        text = clause.group(0)
        found = quantities(text)
        if len(found) < 2 or _DOUBT.search(text):
            continue
        (a, ma), (b, mb) = found[0], found[1]
        between = text[ma.end() : mb.start()]
        if not _CUE.search(text) or JOINED.search(between):
            continue  # "페트병 10개와 캔 10개를 가져가면": two things given, no ratio
        taken, given, span = (b, a, ma) if _REVERSED.search(between) else (a, b, mb)
        same = [(t, g) for t, g in ratios if t[1] == taken[1] and g[1] == given[1]]
        if not same or taken[0] == 0 or given[0] == 0:
            continue
        if any(abs(t[0] / g[0] - taken[0] / given[0]) < 1e-6 for t, g in same):
            continue
        start, end = clause.start() + span.start(), clause.start() + span.end()
        stated = ", ".join(f"{t[0]:g}{t[1]} → {g[0]:g}{g[1]}" for t, g in sorted(same))
        why = f"{taken[0]:g}{taken[1]} → {given[0]:g}{given[1]}: the tool outputs give {stated}"
        out.append(Claim(answer[start:end], "condition", answer[start:end], start, end, why))
    return out
