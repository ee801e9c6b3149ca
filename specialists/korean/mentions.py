"""Place mentions in free Korean/English text: :func:`find_mentions` and :class:`PlaceMention`.

A scanner over the gazetteer index (:mod:`specialists.korean.districts`): longest match first,
non-overlapping, with 시도/city qualifiers chained to the district that follows them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from specialists.korean.districts import (
    _ENGLISH_WORD,
    District,
    Sido,
    _candidates_in_sido,
    _data,
    _Forms,
    _Gazetteer,
    _ordered,
    _wards_in,
)
from specialists.korean.particles import (
    _PARTICLE_TAIL,
    _TAIL_AFTER_FULL_NAME,
    _TAIL_AFTER_SHORT_NAME,
)

__all__ = ["PlaceMention", "find_mentions"]


@dataclass(frozen=True, slots=True)
class PlaceMention:
    """One place expression found in free text by :func:`find_mentions`."""

    start: int
    end: int
    text: str  # text[start:end]; Korean particles after the name are not included
    districts: tuple[District, ...]  # candidates (len > 1 when ambiguous, empty for a bare 시도)
    sido: Sido | None  # set when the mention is (or includes) a 시도


_START = re.compile(r"(?<![가-힣ㄱ-ㆎ])[가-힣]|(?<![A-Za-z0-9])[A-Za-z]")
# A qualifier-only 시도 alias ("경기", also economy/game) stands alone only before an area word.
_AREA_WORD = re.compile(rf"[ \t]?(?:지역|권|남부|북부|일대|전역|쪽|도내){_PARTICLE_TAIL}")
_GAP = re.compile(r"[ \t]*(?:,[ \t]*)?")
_COMMA_GAP = re.compile(r"[ \t]*,[ \t]*")


def _forms_at(g: _Gazetteer, text: str, pos: int) -> list[tuple[int, _Forms]]:
    """Surface forms starting at ``pos`` as ``(end, forms)``, longest first (no boundary checks)."""
    found: list[tuple[int, _Forms]] = []
    char = text[pos] if pos < len(text) else ""
    if "가" <= char <= "힣":
        for form in g.korean_prefix.get(text[pos : pos + 2], ()):
            if text.startswith(form, pos):
                found.append((pos + len(form), g.forms[form]))
    elif char.isascii() and char.isalpha():
        run = g.english_run.match(text, pos)
        if run is None:
            return found
        key = ""
        for word in _ENGLISH_WORD.finditer(text, pos, run.end()):
            key += word.group().lower()
            info = g.forms.get(key)
            if info is not None:
                found.append((word.end(), info))
        found.reverse()
    return found


def _right_boundary_ok(text: str, end: int) -> bool:
    last = text[end - 1]
    if last.isascii():
        return end == len(text) or not (text[end].isascii() and text[end].isalnum())
    tail = _TAIL_AFTER_FULL_NAME if last in "구시군도" else _TAIL_AFTER_SHORT_NAME
    return tail.match(text, end) is not None


def _extend_city(
    g: _Gazetteer, text: str, pos: int, cities: Sequence[District]
) -> tuple[int, tuple[District, ...]] | None:
    """``"<city> <ward>"``: the ward after ``pos`` belongs to one of ``cities``."""
    start = _GAP.match(text, pos)
    at = start.end() if start is not None else pos
    for end, info in _forms_at(g, text, at):
        parents = _wards_in(info, cities)
        if parents and _right_boundary_ok(text, end):
            return end, _ordered(g, parents)
    return None


def _extend_sido(
    g: _Gazetteer, text: str, pos: int, sido: Sido
) -> tuple[int, tuple[District, ...]] | None:
    """``"<시도> <district>"`` (or ``"<시도> <city> <ward>"``) after ``pos``, within ``sido``."""
    start = _GAP.match(text, pos)
    at = start.end() if start is not None else pos
    for end, info in _forms_at(g, text, at):
        found = _candidates_in_sido(info, sido)
        if not found:
            continue
        cities = [d for d in found if d in g.ward_parents]
        if cities:
            deeper = _extend_city(g, text, end, cities)
            if deeper is not None:
                return deeper
        if _right_boundary_ok(text, end):
            return end, _ordered(g, found)
    return None


def _parse_at(g: _Gazetteer, text: str, pos: int) -> PlaceMention | None:
    for end, info in _forms_at(g, text, pos):
        for sido in info.sidos:
            chained = _extend_sido(g, text, end, sido)
            if chained is not None:
                stop, found = chained
                return PlaceMention(pos, stop, text[pos:stop], found, sido)
        cities = [d for d in (*info.scan, *info.lookup) if d in g.ward_parents]
        if cities:
            chained = _extend_city(g, text, end, cities)
            if chained is not None:
                stop, found = chained
                return PlaceMention(pos, stop, text[pos:stop], found, None)
        if info.sidos and not info.sidos_scan and _AREA_WORD.match(text, end) is not None:
            return PlaceMention(pos, end, text[pos:end], (), info.sidos[0])
        standalone = bool(info.sidos_scan or info.scan or info.ward_scan)
        if not standalone or not _right_boundary_ok(text, end):
            continue
        sido_here = info.sidos_scan[0] if info.sidos_scan else None
        districts = _ordered(g, (*info.scan, *info.ward_scan))
        if not districts and sido_here is not None and sido_here in g.single_district:
            districts = (g.single_district[sido_here],)
        return PlaceMention(pos, end, text[pos:end], districts, sido_here)
    return None


def _merge_trailing_sido(text: str, mentions: list[PlaceMention]) -> list[PlaceMention]:
    """``"Gangnam-gu, Seoul"`` / ``"중구, 부산"``: a district followed by its 시도 after a comma."""
    merged: list[PlaceMention] = []
    for mention in mentions:
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and prev.sido is None
            and prev.districts
            and mention.sido is not None
            and not mention.districts
            and _COMMA_GAP.fullmatch(text, prev.end, mention.start) is not None
        ):
            inside = tuple(d for d in prev.districts if d.sido == mention.sido)
            if inside:
                merged[-1] = PlaceMention(
                    prev.start, mention.end, text[prev.start : mention.end], inside, mention.sido
                )
                continue
        merged.append(mention)
    return merged


def find_mentions(text: str) -> list[PlaceMention]:
    """Place mentions in free Korean/English text: longest match first, non-overlapping, in order.

    A 시도 directly followed by one of its districts is one mention (``"서울시 마포구"``), as is a
    city followed by one of its 일반구 (``"성남시 분당구"`` → 성남시). Korean particles may follow
    a name (``"강남구에서"``); other glued syllables block it (``"중구난방"``), and a name never
    matches inside another word (``"남구"`` in ``"강남구"``). Romanised names are word-bounded.
    Offsets refer to ``text`` as given (pass NFC text; decomposed Hangul is not matched).
    """
    g = _data()
    mentions: list[PlaceMention] = []
    pos = 0
    while (start := _START.search(text, pos)) is not None:
        at = start.start()
        mention = _parse_at(g, text, at)
        if mention is None:
            pos = at + 1
        else:
            mentions.append(mention)
            pos = mention.end
    return _merge_trailing_sido(text, mentions)
