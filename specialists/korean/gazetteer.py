"""Nationwide Korean administrative gazetteer: 17 시도 and 229 시군구-level districts.

The data (``districts.json`` next to this module) holds every 기초자치단체 as of 2024-01 (69 자치구,
75 시, 82 군), plus 세종특별자치시 (a 시도 without districts, kept as one district-level entry) and
the two 행정시 of Jeju (제주시, 서귀포시). 일반구 — the non-autonomous wards of large cities such as
성남시 분당구 — are not districts of their own: fees are set by the 시, so a ward name resolves
to its parent 시 (``"분당구"`` → 성남시). Coordinates are approximate positions of the
시·군·구청, compiled by hand (see ``_meta`` in the JSON); they are good for "nearest district
office", not for point-in-polygon questions.

Names are matched in three strengths:

* full names, English names and safe short forms (``"강남"``, ``"수원"``) resolve anywhere,
  including in free text (:func:`find_mentions`);
* short forms that are also ordinary words (``"구리"`` copper, ``"이천"`` 2,000, ``"양산"``
  parasol, ``"동안"`` during) resolve only when they are the whole place expression given to
  :func:`lookup_district`, or when qualified (``"경기 구리"``);
* bare stems that clash with a 시도 (``"광주"`` for 경기 광주시, ``"제주"`` for 제주시) or that
  are only meaningful with a qualifier (``"고성"``) resolve only after a 시도 or city
  (``"경기 광주"`` → 광주시, ``"강원 고성"`` → 강원 고성군, ``"포항 남구"`` → 포항시).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# The data model and index live in `districts`, the particle grammar in `particles`, the
# free-text scanner in `mentions`. Every name that used to be defined here is re-exported, so
# `from specialists.korean.gazetteer import ...` keeps working (private helpers included).
from specialists.korean.districts import _DATA_FILE as _DATA_FILE
from specialists.korean.districts import _ENGLISH_KIND_WORDS as _ENGLISH_KIND_WORDS
from specialists.korean.districts import _ENGLISH_STOP_STEMS as _ENGLISH_STOP_STEMS
from specialists.korean.districts import _ENGLISH_WORD as _ENGLISH_WORD
from specialists.korean.districts import _HANGUL_SYLLABLE as _HANGUL_SYLLABLE
from specialists.korean.districts import _SEPARATORS as _SEPARATORS
from specialists.korean.districts import District, Sido
from specialists.korean.districts import _add_place as _add_place
from specialists.korean.districts import _build as _build
from specialists.korean.districts import _candidates_in_sido as _candidates_in_sido
from specialists.korean.districts import _candidates_unqualified as _candidates_unqualified
from specialists.korean.districts import _compact as _compact
from specialists.korean.districts import _data as _data
from specialists.korean.districts import _english_stem as _english_stem
from specialists.korean.districts import _field_float as _field_float
from specialists.korean.districts import _field_objects as _field_objects
from specialists.korean.districts import _field_str as _field_str
from specialists.korean.districts import _field_strs as _field_strs
from specialists.korean.districts import _Forms as _Forms
from specialists.korean.districts import _Gazetteer as _Gazetteer
from specialists.korean.districts import _ordered as _ordered
from specialists.korean.districts import _strong as _strong
from specialists.korean.districts import _wards_in as _wards_in
from specialists.korean.mentions import _AREA_WORD as _AREA_WORD
from specialists.korean.mentions import _COMMA_GAP as _COMMA_GAP
from specialists.korean.mentions import _GAP as _GAP
from specialists.korean.mentions import _START as _START
from specialists.korean.mentions import PlaceMention, find_mentions
from specialists.korean.mentions import _extend_city as _extend_city
from specialists.korean.mentions import _extend_sido as _extend_sido
from specialists.korean.mentions import _forms_at as _forms_at
from specialists.korean.mentions import _merge_trailing_sido as _merge_trailing_sido
from specialists.korean.mentions import _parse_at as _parse_at
from specialists.korean.mentions import _right_boundary_ok as _right_boundary_ok
from specialists.korean.particles import _GLUED_NOUNS as _GLUED_NOUNS
from specialists.korean.particles import _PARTICLE_TAIL as _PARTICLE_TAIL
from specialists.korean.particles import _PARTICLES as _PARTICLES
from specialists.korean.particles import _STRIPPABLE_TAIL as _STRIPPABLE_TAIL
from specialists.korean.particles import _TAIL_AFTER_FULL_NAME as _TAIL_AFTER_FULL_NAME
from specialists.korean.particles import _TAIL_AFTER_SHORT_NAME as _TAIL_AFTER_SHORT_NAME
from specialists.korean.particles import _alternation as _alternation

__all__ = [
    "District",
    "PlaceMention",
    "Sido",
    "all_districts",
    "all_sidos",
    "find_mentions",
    "haversine_m",
    "lookup_district",
    "lookup_sido",
    "nearest_district",
]

_EARTH_RADIUS_M = 6_371_008.8  # IUGG mean Earth radius


# --- lookup ------------------------------------------------------------------------------------


def _resolve_in_city(g: _Gazetteer, rest: str, cities: Sequence[District]) -> tuple[District, ...]:
    info = g.forms.get(rest)
    return _ordered(g, _wards_in(info, cities)) if info is not None else ()


def _resolve_in_sido(g: _Gazetteer, rest: str, sido: Sido) -> tuple[District, ...]:
    info = g.forms.get(rest)
    if info is not None:
        found = _candidates_in_sido(info, sido)
        if found:
            return _ordered(g, found)
    for i in range(len(rest) - 1, 0, -1):  # "성남시분당구" within 경기
        head = g.forms.get(rest[:i])
        if head is None:
            continue
        cities = [d for d in _candidates_in_sido(head, sido) if d in g.ward_parents]
        if cities:
            found_wards = _resolve_in_city(g, rest[i:], cities)
            if found_wards:
                return found_wards
    return ()


def _resolve(g: _Gazetteer, key: str) -> tuple[District, ...] | None:
    """Districts for a compact key; ``()`` for a 시도 with several districts; None if unknown."""
    info = g.forms.get(key)
    if info is not None:
        direct = _candidates_unqualified(info)
        if direct:
            return _ordered(g, direct)
        if info.sidos:
            single = g.single_district.get(info.sidos[0])
            return (single,) if single is not None else ()
    # A qualifier first: "부산중구", "성남시분당구", "seoulgangnamgu".
    for i in range(len(key) - 1, 0, -1):
        head = g.forms.get(key[:i])
        if head is None:
            continue
        rest = key[i:]
        for sido in head.sidos:
            found = _resolve_in_sido(g, rest, sido)
            if found:
                return found
        cities = [d for d in (*head.scan, *head.lookup) if d in g.ward_parents]
        if cities:
            found = _resolve_in_city(g, rest, cities)
            if found:
                return found
    # The 시도 last: "gangnamguseoul" (from "Gangnam-gu, Seoul").
    for i in range(1, len(key)):
        tail = g.forms.get(key[i:])
        if tail is None:
            continue
        for sido in tail.sidos:
            found = _resolve_in_sido(g, key[:i], sido)
            if found:
                return found
    return None


def lookup_district(text: str) -> list[District]:
    """Candidate districts for one place expression: ``[]`` unknown, ``[d]``, or several.

    Accepts official and short forms with or without the 시도 (``"서울특별시 강남구"``,
    ``"서울 강남구"``, ``"강남구"``, ``"강남"``), :attr:`District.key` (``"부산 중구"``), English
    (``"Gangnam-gu"``, ``"gangnam gu"``, ``"Gangnam"``) and 일반구, which resolve to their 시
    (``"성남시 분당구"`` → 성남시). A bare 시도 gives ``[]`` (it names no single district), except
    세종, which is its own district.
    """
    g = _data()
    key = _compact(text)
    if not key:
        return []
    found = _resolve(g, key)
    if found is None:
        tail = _STRIPPABLE_TAIL.search(key)
        stripped = key[: tail.start()] if tail is not None else key
        if (
            stripped
            and stripped != key
            and (stripped[-1] in "구시군도" or _strong(g.forms.get(stripped)))
        ):
            found = _resolve(g, stripped)
    return list(found or ())


def lookup_sido(text: str) -> Sido | None:
    """The 시도 named by ``text``: ``"서울"``, ``"서울시"``, ``"Seoul"``, ``"경기도"`` ..."""
    g = _data()
    key = _compact(text)
    info = g.forms.get(key)
    if info is None or not info.sidos:
        tail = _STRIPPABLE_TAIL.search(key)
        if tail is not None and tail.start() > 0:
            info = g.forms.get(key[: tail.start()])
    if info is None or not info.sidos:
        return None
    return info.sidos[0]


def all_districts() -> tuple[District, ...]:
    """All 229 district-level entries, grouped by 시도 in the conventional order."""
    return _data().districts


def all_sidos() -> tuple[Sido, ...]:
    """The 17 시도 in the conventional order (서울, 부산, ..., 제주)."""
    return _data().sidos


# --- geometry ----------------------------------------------------------------------------------


def haversine_m(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle distance in metres between two WGS84 points (spherical Earth)."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dphi = phi2 - phi1
    dlmb = math.radians(lon2 - lon1)
    a = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlmb / 2) ** 2
    return 2 * _EARTH_RADIUS_M * math.asin(min(1.0, math.sqrt(a)))


def nearest_district(latitude: float, longitude: float) -> District:
    """The district whose office is closest to the point (an approximation of "which district")."""
    return min(
        _data().districts,
        key=lambda d: haversine_m(latitude, longitude, d.latitude, d.longitude),
    )
