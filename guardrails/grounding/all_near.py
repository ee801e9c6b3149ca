"""Every place of a list said to lie within a distance some of them are beyond.

A place or bin search lists points with their distances. An answer that sums a whole list up
with a count and a universal — ``5곳 모두 1km 안쪽이에요``, ``다섯 곳 전부 반경 500m 이내``,
``all five bins are within 1 km`` — states that each of those places is that near. When the list
of that many places that its words name (the search whose kind or one of whose places the
sentence or list line names before it: ``- 의류수거함: 오벨리스크 …``) holds a place beyond the
distance (1,001 m for ``1km 안쪽``), the sum-up is invented.

(:mod:`.enumerated` reads a count a distance selects, ``1km 안에 세 곳``; ``세 곳 모두`` is no count
there — it is "all three" — so a universal over a list is read here. :mod:`.all_within` reads the
same universal said of a district.)

Flagged only when the lists its words may name hold one of exactly that many places, every one
with a distance, and none of them lies wholly within the distance. Unsure, never flagged: a count
no list's length equals (``두 곳 모두`` said of two of five: the places just named), a negated,
asked or hedged sentence, a place without a distance.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["all_near_claims"]

_DIST: Final = r"(?P<d>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<u>km|킬로미터|킬로|m|미터)"
# "5곳 모두 1km 안쪽이에요", "다섯 곳이 전부 반경 500m 이내예요", "세 군데 다 1킬로 안에 있어요"
_COUNTS: Final = "|".join(sorted((w for w, n in NATIVE.items() if n > 1), key=len, reverse=True))
_KO: Final = re.compile(
    rf"(?<![가-힣\d,.])(?P<n>{_COUNTS}|\d{{1,2}})\s?(?:곳|군데|개)"
    rf"(?:이|은|는|가)?\s?(?:모두|전부|다)\s(?:반경\s?)?{_DIST}\s?(?:안|이내|내)"
)
# "all five bins are within 1 km", "all 5 of them lie within 800 m"
_EN: Final = re.compile(
    rf"\ball\s(?P<n>{'|'.join(EN_NUMBERS)}|\d{{1,2}})\s(?:[a-z\-]+\s){{0,2}}?"
    rf"(?:are|lie|sit|is)\s(?:all\s)?(?:within|inside|under)\s{_DIST}\b",
    re.I,
)
_DOUBT: Final = unsure(r"\bif\b|아마|\bprobably\b")
_NAME_KEYS: Final = ("kind_name", "query", "item_type")

# per list: the words that name it (its kind, its places' names) and its places' distances
_List = tuple[tuple[str, ...], tuple[float | None, ...]]


@per_stage
def _lists(sources: tuple[str, ...]) -> tuple[_List, ...]:
    """Each list of points or places the stage's searches give, with the words naming it."""
    out: list[_List] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        kind = tuple(v for k in _NAME_KEYS if isinstance(v := root.get(k), str) and len(v) >= 2)
        for key in ("points", "places"):
            listed = root.get(key)
            if not isinstance(listed, list) or not listed:
                continue
            rows = [p for p in listed if isinstance(p, dict)]
            names = tuple(n for p in rows if isinstance(n := p.get("name"), str) and len(n) >= 2)
            dists = tuple(
                float(d) if isinstance(d := p.get("distance_m"), int | float) else None
                for p in rows
            )
            out.append(((*kind, *names), dists))
    return tuple(out)


def _count(word: str) -> int:
    w = word.lower()
    return int(w) if w.isdigit() else NATIVE.get(w) or EN_NUMBERS.get(w, 0)


def all_near_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The sum-ups of ``answer`` that put all places of a list within a distance one is beyond."""
    if not any(w in answer for w in ("모두", "전부", "다", "all", "All")):
        return []
    if _KO.search(answer) is None and _EN.search(answer) is None:
        return []
    lists = _lists(sources)
    if not lists:
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for m in (*_KO.finditer(sentence), *_EN.finditer(sentence)):
            if _DOUBT.search(sentence):
                continue
            n, limit = _count(m.group("n")), float(m.group("d").replace(",", ""))
            limit *= 1000 if m.group("u").lower() in ("km", "킬로미터", "킬로") else 1
            line = sentence[sentence.rfind("\n", 0, m.start()) + 1 : m.start()]
            before = f"{answer[max(0, start - 200) : start]}{line}" if not line.strip() else line
            named = [d for words, d in lists if any(w in before for w in words)]
            sized = [d for d in (named or [d for _, d in lists]) if len(d) == n]
            if not sized or any(None in d for d in sized):
                continue  # no list of that many places: the places just named, unsure
            if any(all(x is not None and x <= limit for x in d) for d in sized):
                continue
            far = max(x for d in sized for x in d if x is not None)
            why = f"a place of that list is {far:,.0f} m away, beyond {m.group('d')}{m.group('u')}"
            out.append(Claim(m.group(0), "condition", n, start + m.start(), start + m.end(), why))
    return out
