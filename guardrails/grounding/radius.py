"""The radius of a search a sentence states: ``nothing within 1 km``, ``반경 1km 안에는 없어요``.

A search output says how far it looked (``"radius_km": 0.5``, ``"radius_m": 1000``, or a note of a
wider search: ``20km 안에 재활용센터 자료가 없습니다``, ``20km 안에서 가장 가까운 곳을 보여 드립니다``) and how far each place it found is
(``distance_m``). A radius in a clause that says nothing was found (the negation after it in
Korean, before it in English) must be one some search covered — its radius at least that far —
without a place found inside it (``within 1 km`` where the tool searched 0.5 km is invented).
Unsure, never flagged: no tool output states a radius; a clause that does not say nothing was
found (``1km 안에 세 곳``: a count of a subset, read by :mod:`.enumerated`).
"""

from __future__ import annotations

import re
from typing import Any

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import entries, number, parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.subjects import sentence_bounds

Radius = tuple[float, tuple[float, ...]]  # (how far a search looked, the distances it found), m


def _distances(node: Any) -> tuple[float, ...]:
    """The distances (metres) of every place a search output lists."""
    return tuple(
        n * 1000 if key == "distance_km" else n
        for key, value in entries(node)
        if key in ("distance_m", "distance_km") and (n := number(value)) is not None
    )


@per_stage
def radii(sources: tuple[str, ...]) -> tuple[Radius, ...]:
    """Every radius a tool output of the stage searched, with the distances it found."""
    out: list[Radius] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        km, m = number(root.get("radius_km")), number(root.get("radius_m"))
        radius = km * 1000 if km is not None else m
        if radius is None:
            continue
        found = _distances(root)
        if radius > 0:
            out.append((radius, found))
        for text in root.values():  # "20km 안에 재활용센터 자료가 없습니다": a wider search's note
            if isinstance(text, str):
                out += [(_metres(n, u), found) for n, u in _NOTE_RADIUS.findall(text)]
                out += [(_metres(n, u), found) for n, u in _NOTE_WIDER.findall(text)]
    return tuple(out)


_NOTE_RADIUS = re.compile(r"(\d+(?:\.\d+)?)\s?(km|m) 안에[^.]*없")
# round 53 (r53c): the wider search a note says it fell back to ("반경 2km 안에는 없어 20km 안에서
# 가장 가까운 곳을 보여 드립니다"): a bound that search looked within, no place's distance
_NOTE_WIDER = re.compile(r"(\d+(?:\.\d+)?)\s?(km|m) 안에서")


_KO_RADIUS = re.compile(
    r"(\d+(?:\.\d+)?)\s?(km|㎞|킬로미터|킬로|m|미터)\s?(?:안|이내|내|반경|범위)"
)
# round 59: a thousands comma and a Korean unit in an English clause ("within 5,700m", "within
# 5.7킬로") are the same radius
_EN_RADIUS = re.compile(
    r"\bwithin\s+(?:a\s+|about\s+|roughly\s+|around\s+)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?-?"
    r"(km|kilomet(?:er|re)s?|m|met(?:er|re)s?|㎞|킬로(?:미터)?|미터)(?![a-z])"
    r"|\b(\d+(?:\.\d+)?)\s?-?(km|m)\s+radius\b",
    re.I,
)
# nothing found: after the radius in its Korean clause, before it in its English one
_KO_NONE = re.compile(r"없|못 찾|안 나와|안 보여")
_EN_NONE = re.compile(r"\bno\b|\bnone\b|\bnothing\b|\bnot\b|n't\b|\bzero\b", re.I)
_EN_NONE = gated(_EN_NONE)  # :mod:`.opening_gate`: the same matches, skipped to
_CLAUSE_END = re.compile(r"[,.;!?]|는데|지만|(?<=[가-힣])고\s|\bbut\b")


def _metres(number: str, unit: str) -> float:
    value = float(number.replace(",", ""))
    return value * 1000 if unit.lower().startswith(("k", "㎞", "킬")) else value


def _says_none(answer: str, m: re.Match[str], korean: bool, start: int, end: int) -> bool:
    """Whether the radius's own clause (in the sentence ``answer[start:end]``) says nothing was
    found within it."""
    if korean:
        close = _CLAUSE_END.search(answer, m.end(), end)
        return _KO_NONE.search(answer, m.end(), close.start() if close else end) is not None
    begin = max((c.end() for c in _CLAUSE_END.finditer(answer, start, m.start())), default=start)
    return _EN_NONE.search(answer, begin, m.start()) is not None


def radius_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Radii in a sentence that says nothing was found that no search covered."""
    searches = radii(sources)
    if not searches:
        return []
    found = [(m, True) for m in _KO_RADIUS.finditer(answer)]
    if "ithin" in answer or "adius" in answer:  # the English forms' own words
        found += [(m, False) for m in _EN_RADIUS.finditer(answer)]
    if not found:
        return []
    out: list[Claim] = []
    bounds = sentence_bounds(answer)
    for m, korean in found:
        start, end = next(b for b in bounds if b[0] <= m.start() < b[1])
        if not _says_none(answer, m, korean, start, end):
            continue
        number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        radius = _metres(number, unit)
        if any(r >= radius - 0.5 and all(d > radius for d in near) for r, near in searches):
            continue
        searched = ", ".join(f"{r / 1000:g} km" for r, _ in searches)
        why = f"no search covered {number} {unit} without finding a place (searched {searched})"
        out.append(Claim(m.group(0), "condition", radius, m.start(), m.end(), why))
    return out
