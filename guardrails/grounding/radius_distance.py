"""A search's radius given as a place's distance: ``안동시 생활자원회수센터 … 약 2 km 거리입니다``
where the search looked 2 km around the user (``"radius_m": 2000``) and the centre is 5,672 m away.

A search output states how far it looked (``radius_m``, ``radius_km``, a note's ``반경 2km 안에는
없어``) and how far each place it found is (``distance_m``). Both are lengths, so the value check
finds the radius among the distances; but the radius is the search's bound, never the distance of a
place. A distance the answer says a place lies at — a distance word after it (``2 km 거리``,
``5km 떨어진``, ``2 km away``) or its place's ``까지`` / ``거리는`` before it (``센터까지는 약
5km``, ``the distance is about 2 km``), or a list line's label of distance (round 37: ``2.
Distance: about 2km``, ``- 거리: 약 2km``; ``- 반경: 2km`` labels a radius, not read) — whose
value is a radius of the stage and no place's distance of any output is the radius given to the
place, and is flagged. Round 42: a list line's field right after the place's name and its colon
(``- 서산시 재활용 센터(녹색가게): 약 2km · 평일 10:00~16:00``, ``- Green Shop: about 2 km |
weekdays``) is that place's distance too; a label that words a search (``- 검색 반경: 2km``,
``- Search area: 2 km``) is not read.

Unsure, never flagged: a clause that words a radius (``반경``, ``이내``, ``범위``, ``within``,
``radius``, ``range``, or ``안``/``밖``/``넘``/``이상`` after the value: ``2km 거리 안에는``,
``more than 2 km``): a search's bound said as such, read by :mod:`.radius`; a value some place's
distance also rounds to at half the value's last unit or at two significant figures (``약 2km 거리``
over a place 1,980 m or 1,800 m away, ``약 20km`` over one 19,732 m away; over one 1,544 m away ``약
2km`` is the radius: round 54).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.match import distance_tolerance
from guardrails.grounding.nodes import entries, number, parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.radius import radii
from guardrails.grounding.subjects import sentence_bounds

# the distance of a place: a distance word right after the value, or the place's 까지 / 거리 before
_AFTER: Final = re.compile(
    r"\s?(?:쯤|정도|가량|남짓|여)?\s?(?:거리|떨어|걸리는|away\b|from\b|off\b)", re.I
)
_BEFORE: Final = re.compile(
    r"(?:까지(?:는|가|의 거리는)?|거리(?:는|가)?|distance(?: is| of)?|is|lies|it's|sits)"
    r"\s?(?:약|대략|한|거의|대충|about|around|roughly|approximately|some|just)?\s?$",
    re.I,
)
# a radius worded in the value's clause: the search's bound said as such
_RADIUS_WORDS: Final = re.compile(r"반경|이내|범위|\bwithin\b|\bradius\b|\brange\b", re.I)
_RADIUS_AFTER = re.compile(
    r"\s?(?:쯤|정도)?\s?(?:거리\s?)?(?:안|내|밖|바깥|넘|이상|이상의|까지|초과|미만)"
    r"|\s?(?:or (?:more|less)|and (?:more|beyond)|plus)\b",
    re.I,
)
_RADIUS_AFTER = gated(_RADIUS_AFTER)  # :mod:`.opening_gate`: the same matches, skipped to
_COMPARED_BEFORE: Final = re.compile(r"(?:more|less|further|farther|over|beyond) than\s?$", re.I)
_CLAUSE_END: Final = re.compile(r"[,;:—(]|는데|지만|(?<=[가-힣])고\s|\bbut\b|\band\b")
_APPROX: Final = re.compile(r"(?:약|대략|about|around|roughly|approximately)\s?$", re.I)
# a label of the place's distance before the value, across its colon ("2. Distance: about 2km",
# "- 거리: 약 2km"; round 37): the colon ends the clause, the label still says what the value is
_LABELLED: Final = re.compile(
    r"(?<![A-Za-z가-힣])(?:거리|distance)\s?[:：]\s?"
    r"(?:약|대략|about|around|roughly|approximately|approx\.?|~)?\s?$",
    re.I,
)

# a list line's field after the place's name and colon, ended by the next field's separator or the
# line's end (round 42: "- 서산시 재활용 센터(녹색가게): 약 2km · 평일 …"); the label is read apart
_LINE_FIELD: Final = re.compile(
    r"(?m)^[ \t]*(?:[-•*·]|\d{1,2}[.)])[ \t]*([^\n:：]{2,60}?)\s?[:：]\s?"
    r"(?:약|대략|about|around|roughly|approximately|approx\.?|~)?\s?$",
    re.I,
)
_FIELD_END: Final = re.compile(r"[ \t]*(?:[·|/,]|\n|$)")
_SEARCH_LABEL: Final = re.compile(r"검색|반경|범위|이내|search|radius|range|within|area", re.I)


# round 48 (r48c): a field further along the line, set off by the fields' separator on both sides
# ("- 선별장: 경상남도 … 75번길 27 · 약 2km · 평일 08:30~17:30", "- Green Shop: 12 Main-ro | about
# 2 km | weekdays"): the place's distance as well, the line's head a place's name and its colon
_LINE_HEAD: Final = re.compile(r"[ \t]*(?:[-•*·]|\d{1,2}[.)])[ \t]*([^\n:：]{2,60}?)\s?[:：]")
_SEPARATED: Final = re.compile(
    r"[ \t]?[·|][ \t]?(?:약|대략|about|around|roughly|approximately|approx\.?|~)?[ \t]?$", re.I
)


def _line_field(answer: str, c: Claim) -> bool:
    """Whether ``c`` is a field of a list line whose head is its place's name and colon: right after
    the colon (``- 센터: 약 2km · 평일``) or between the fields' separators (``- 센터: 주소 · 약 2km
    · 평일``); a search's label (``- 검색 반경: 2km``), no."""
    if not _FIELD_END.match(answer, c.end):
        return False
    line = answer.rfind("\n", 0, c.start) + 1
    m = _LINE_FIELD.search(answer, line, c.start)
    if m is None and _SEPARATED.search(answer, max(line, c.start - 16), c.start):
        m = _LINE_HEAD.match(answer, line, c.start)
    return bool(m and not _SEARCH_LABEL.search(m.group(1)))


@per_stage
def _lengths(sources: tuple[str, ...]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The radii the stage's searches looked within, and the distance of every place any output
    lists (metres)."""
    places = tuple(
        n * 1000 if key == "distance_km" else n
        for root in parsed(sources)
        for key, value in entries(root)
        if key in ("distance_m", "distance_km") and (n := number(value)) is not None
    )
    return tuple(r for r, _ in radii(sources)), places


def _clause(answer: str, c: Claim) -> tuple[int, int]:
    """The bounds of ``c``'s clause within its sentence."""
    start, end = next(
        (b for b in sentence_bounds(answer) if b[0] <= c.start < b[1]), (0, len(answer))
    )
    begin = max((m.end() for m in _CLAUSE_END.finditer(answer, start, c.start)), default=start)
    close = _CLAUSE_END.search(answer, c.end, end)
    return begin, close.start() if close else end


def _two_figures(length: float) -> float:
    """``length`` rounded to two significant figures (19,732 → 20,000; 1,544 → 1,500)."""
    return float(f"{length:.2g}") if length > 0 else 0.0


def _rounds(value: float, length: float, tol: float) -> bool:
    return abs(length - value) <= tol + 1e-6


def radius_distance_claims(
    answer: str, claims: list[Claim], sources: tuple[str, ...]
) -> list[Claim]:
    """Distances said of a place whose value is only a search's radius."""
    if not any(c.kind == "distance" for c in claims):
        return []
    searched, places = _lengths(sources)
    if not searched:
        return []
    out: list[Claim] = []
    for c in claims:
        if c.kind != "distance" or not isinstance(c.value, float):
            continue
        tol = distance_tolerance(c.text)
        if not any(_rounds(c.value, r, tol) for r in searched):
            continue
        # round 54 (r54b): a value that is a search's radius rounds a place's distance to it only
        # at half its last unit or at two significant figures ("약 2km" over a 2 km search: a
        # place at 1,800 m, not at 1,544 m; "약 20km" over a 20 km search: one at 19,732 m)
        if any(_rounds(c.value, d, tol / 2) or _two_figures(d) == c.value for d in places):
            continue  # some place lies about that far
        begin, end = _clause(answer, c)
        if _RADIUS_WORDS.search(answer, begin, end) or _RADIUS_AFTER.match(answer, c.end):
            continue  # the search's bound said as such
        head = answer[begin : c.start]
        if _COMPARED_BEFORE.search(head):
            continue
        if not (
            _AFTER.match(answer, c.end)
            or _BEFORE.search(head)
            or _LABELLED.search(answer, max(0, c.start - 24), c.start)
            or _line_field(answer, c)
        ):
            continue
        approx = _APPROX.search(head)
        start = begin + approx.start() if approx else c.start
        why = (
            f"{c.text} is a search's radius, not the distance of a place "
            f"(places found at {', '.join(f'{d:g} m' for d in places) or 'none'})"
        )
        out.append(Claim(answer[start : c.end], "distance", c.value, start, c.end, why))
    return out
