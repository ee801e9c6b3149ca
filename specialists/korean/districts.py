"""The gazetteer's data model and index: :class:`Sido`, :class:`District` and the name index
built from ``districts.json`` (loaded once, on first use).

Every surface form of a name (full, short, English, 일반구) is normalised by :func:`_compact` and
filed in a :class:`_Forms` entry by how strongly it may be read (see the module docstring of
:mod:`specialists.korean.gazetteer` for the three strengths). The ``_candidates_*`` helpers below
read those tiers; :mod:`specialists.korean.gazetteer` (lookup) and
:mod:`specialists.korean.mentions` (free text) build on them.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import resources
from typing import Any

__all__ = ["District", "Sido"]

_DATA_FILE = "districts.json"


@dataclass(frozen=True, slots=True)
class Sido:
    """A 광역자치단체 (특별시·광역시·특별자치시·도·특별자치도)."""

    name: str  # 서울특별시
    short: str  # 서울
    english: str  # Seoul
    price_region: str | None  # region code of the recyclable price survey (None: not surveyed)


@dataclass(frozen=True, slots=True)
class District:
    """A 시군구-level district (자치구, 시, 군, 세종특별자치시, or a 제주 행정시)."""

    name: str  # 강남구
    sido: Sido
    kind: str  # "구" | "시" | "군"
    english: str  # Gangnam-gu
    latitude: float  # KMA grid table's representative point (see districts.json _meta)
    longitude: float
    nx: int = 0  # KMA forecast grid cell
    ny: int = 0

    @property
    def full_name(self) -> str:
        """``"서울특별시 강남구"``; just ``"세종특별자치시"`` for Sejong (its own district)."""
        if self.name == self.sido.name:
            return self.name
        return f"{self.sido.name} {self.name}"

    @property
    def key(self) -> str:
        """Canonical short id: the name if unique nationwide, else ``"<시도 short> <name>"``."""
        if self.name in _data().ambiguous_names:
            return f"{self.sido.short} {self.name}"
        return self.name


# --- index -------------------------------------------------------------------------------------


class _Forms:
    """Everything one normalised surface form can mean, split by how strongly it may be read."""

    __slots__ = (
        "ctx",
        "lookup",
        "scan",
        "sidos",
        "sidos_scan",
        "ward_ctx",
        "ward_lookup",
        "ward_scan",
    )

    def __init__(self) -> None:
        self.sidos: list[Sido] = []  # any 시도 alias, incl. qualifier-only ones ("경기")
        self.sidos_scan: list[Sido] = []  # 시도 aliases that may stand alone in free text
        self.scan: list[District] = []  # full names, English names, safe short forms
        self.lookup: list[District] = []  # short forms that are also common words
        self.ctx: list[District] = []  # stems usable only after a 시도 qualifier
        self.ward_scan: list[District] = []  # 일반구 names -> parent 시
        self.ward_lookup: list[District] = []
        self.ward_ctx: list[District] = []  # ward stems, only after their city


@dataclass(frozen=True, slots=True)
class _Gazetteer:
    sidos: tuple[Sido, ...]
    districts: tuple[District, ...]
    order: dict[District, int]
    forms: dict[str, _Forms]
    korean_prefix: dict[str, tuple[str, ...]]  # first two syllables -> Korean forms, longest first
    english_run: re.Pattern[str]
    ward_parents: frozenset[District]
    single_district: dict[Sido, District]  # 시도 that are their own (only) district: 세종
    ambiguous_names: frozenset[str]


_SEPARATORS = re.compile(r"[\s\-_.,'’·]+")
_ENGLISH_WORD = re.compile(r"[A-Za-z]+")
_HANGUL_SYLLABLE = re.compile(r"[가-힣]")
# Romanised stems that are ordinary words or far too short to stand alone (Jung-gu, Dong-gu ...).
_ENGLISH_STOP_STEMS = frozenset({"jung", "dong", "seo", "nam", "buk"})
_ENGLISH_KIND_WORDS = {"gu": "District", "si": "City", "gun": "County"}


def _compact(text: str) -> str:
    """Normalisation key: NFC, lower case, without whitespace, hyphens and punctuation."""
    return _SEPARATORS.sub("", unicodedata.normalize("NFC", text).lower())


def _field_str(obj: dict[str, Any], name: str) -> str:
    value = obj.get(name)
    if not isinstance(value, str) or not value:
        raise ValueError(f"{_DATA_FILE}: expected a non-empty string for {name!r} in {obj!r}")
    return value


def _field_float(obj: dict[str, Any], name: str) -> float:
    value = obj.get(name)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{_DATA_FILE}: expected a number for {name!r} in {obj!r}")
    return float(value)


def _field_strs(obj: dict[str, Any], name: str) -> list[str]:
    value = obj.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ValueError(f"{_DATA_FILE}: expected a list of strings for {name!r} in {obj!r}")
    return [str(v) for v in value]


def _field_objects(obj: dict[str, Any], name: str) -> list[dict[str, Any]]:
    value = obj.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise ValueError(f"{_DATA_FILE}: expected a list of objects for {name!r}")
    return [dict(v) for v in value]


def _english_stem(english: str) -> tuple[str, str]:
    """``"Gangnam-gu"`` -> ``("Gangnam", "gu")``."""
    stem, _, suffix = english.rpartition("-")
    return (stem, suffix.lower()) if stem else (english, "")


@functools.cache
def _data() -> _Gazetteer:
    raw = resources.files(__package__ or "specialists.korean").joinpath(_DATA_FILE)
    doc = json.loads(raw.read_text(encoding="utf-8"))
    if not isinstance(doc, dict):
        raise ValueError(f"{_DATA_FILE}: top level must be an object")
    return _build(doc)


def _build(doc: dict[str, Any]) -> _Gazetteer:
    forms: dict[str, _Forms] = {}

    def add(surface: str, tier: str, target: Sido | District) -> None:
        key = _compact(surface)
        if not key:
            return
        entry = forms.setdefault(key, _Forms())
        bucket: list[Any] = getattr(entry, tier)
        if target not in bucket:
            bucket.append(target)

    sidos: list[Sido] = []
    by_name: dict[str, Sido] = {}
    for obj in _field_objects(doc, "sidos"):
        sido = _sido(obj)
        sidos.append(sido)
        by_name[sido.name] = sido
        scan_surfaces = [sido.name, sido.english, *_field_strs(obj, "aliases")]
        for surface in scan_surfaces + _field_strs(obj, "english_aliases"):
            add(surface, "sidos", sido)
            add(surface, "sidos_scan", sido)
        for surface in [sido.short, *_field_strs(obj, "qualifier_aliases")]:
            add(surface, "sidos", sido)
    sido_keys = frozenset(forms)

    districts: list[District] = []
    ward_parents: set[District] = set()
    for obj in _field_objects(doc, "districts"):
        district = _district(obj, by_name)
        districts.append(district)
        _add_place(add, sido_keys, district, obj, ward=False)
        for ward in _field_objects(obj, "wards"):
            ward_parents.add(district)
            _add_place(add, sido_keys, district, ward, ward=True)

    order = {d: i for i, d in enumerate(districts)}
    per_sido: dict[Sido, list[District]] = {s: [] for s in sidos}
    for d in districts:
        per_sido[d.sido].append(d)
    names = [d.name for d in districts]
    prefix: dict[str, list[str]] = {}
    for key in forms:
        if _HANGUL_SYLLABLE.match(key):
            prefix.setdefault(key[:2], []).append(key)
    return _Gazetteer(
        sidos=tuple(sidos),
        districts=tuple(districts),
        order=order,
        forms=forms,
        korean_prefix={k: tuple(sorted(v, key=len, reverse=True)) for k, v in prefix.items()},
        english_run=_english_run(doc),
        ward_parents=frozenset(ward_parents),
        single_district={s: ds[0] for s, ds in per_sido.items() if len(ds) == 1},
        ambiguous_names=frozenset(n for n in names if names.count(n) > 1),
    )


def _sido(obj: dict[str, Any]) -> Sido:
    region = obj.get("price_region")
    if region is not None and not isinstance(region, str):
        raise ValueError(f"{_DATA_FILE}: bad price_region in {obj!r}")
    return Sido(
        name=_field_str(obj, "name"),
        short=_field_str(obj, "short"),
        english=_field_str(obj, "english"),
        price_region=region,
    )


def _district(obj: dict[str, Any], sidos: dict[str, Sido]) -> District:
    sido_name = _field_str(obj, "sido")
    if sido_name not in sidos:
        raise ValueError(f"{_DATA_FILE}: unknown sido {sido_name!r}")
    district = District(
        name=_field_str(obj, "name"),
        sido=sidos[sido_name],
        kind=_field_str(obj, "kind"),
        english=_field_str(obj, "english"),
        latitude=_field_float(obj, "latitude"),
        longitude=_field_float(obj, "longitude"),
        nx=int(_field_float(obj, "nx")),
        ny=int(_field_float(obj, "ny")),
    )
    if district.kind not in ("구", "시", "군"):
        raise ValueError(f"{_DATA_FILE}: bad kind {district.kind!r} for {district.name}")
    return district


def _english_run(doc: dict[str, Any]) -> re.Pattern[str]:
    """English place names: runs of up to as many words as the longest English name has."""
    max_words = 1
    for obj in _field_objects(doc, "sidos") + _field_objects(doc, "districts"):
        for surface in [_field_str(obj, "english"), *_field_strs(obj, "english_aliases")]:
            # +1: "<stem> District/City/County" forms are generated from "<stem>-gu/-si/-gun"
            max_words = max(max_words, len(_ENGLISH_WORD.findall(surface)) + 1)
    return re.compile(rf"[A-Za-z]+(?:(?:[ \t]*-[ \t]*|[ \t]+)[A-Za-z]+){{0,{max_words}}}")


def _add_place(
    add: Callable[[str, str, District], None],
    sido_keys: frozenset[str],
    district: District,
    obj: dict[str, Any],
    *,
    ward: bool,
) -> None:
    """Register the surface forms of a district (``ward=False``) or of one of its 일반구."""
    scan, lookup, ctx = (
        ("ward_scan", "ward_lookup", "ward_ctx") if ward else ("scan", "lookup", "ctx")
    )
    name = _field_str(obj, "name")
    english = _field_str(obj, "english")
    add(name, scan, district)
    for alias in _field_strs(obj, "aliases"):
        add(alias, scan, district)
    for alias in _field_strs(obj, "lookup_aliases"):
        add(alias, lookup, district)
    if len(name) >= 3:  # "고성군" -> "고성", "분당구" -> "분당"; never one-syllable stems (중, 동)
        add(name[:-1], ctx, district)
    add(english, scan, district)
    for alias in _field_strs(obj, "english_aliases"):
        add(alias, scan, district)
    stem, suffix = _english_stem(english)
    if _compact(stem) in _ENGLISH_STOP_STEMS:
        return
    clashes = _compact(stem) in sido_keys  # Gwangju(-si), Jeju(-si), Sejong
    kind_word = _ENGLISH_KIND_WORDS.get(suffix)
    if kind_word:
        add(f"{stem} {kind_word}", ctx if clashes else scan, district)
    # A bare romanised stem ("Gangnam", "Suwon") stands alone; a ward's only after its city
    # unless the data lists it as a well-known English alias ("Bundang").
    bare_ok = not clashes and not (ward and not _field_strs(obj, "english_aliases"))
    add(stem, scan if bare_ok else ctx, district)


def _ordered(g: _Gazetteer, items: Iterable[District]) -> tuple[District, ...]:
    return tuple(sorted(set(items), key=g.order.__getitem__))


# --- reading the index -------------------------------------------------------------------------


def _strong(info: _Forms | None) -> bool:
    return info is not None and bool(info.scan or info.ward_scan or info.sidos_scan)


def _candidates_unqualified(info: _Forms) -> list[District]:
    return [*info.scan, *info.lookup, *info.ward_scan, *info.ward_lookup]


def _candidates_in_sido(info: _Forms, sido: Sido) -> list[District]:
    every = [
        *info.scan,
        *info.lookup,
        *info.ctx,
        *info.ward_scan,
        *info.ward_lookup,
        *info.ward_ctx,
    ]
    return [d for d in every if d.sido == sido]


def _wards_in(info: _Forms, cities: Iterable[District]) -> list[District]:
    allowed = set(cities)
    return [d for d in (*info.ward_scan, *info.ward_lookup, *info.ward_ctx) if d in allowed]
