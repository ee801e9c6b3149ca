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

import functools
import json
import math
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

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

_DATA_FILE = "districts.json"
_EARTH_RADIUS_M = 6_371_008.8  # IUGG mean Earth radius


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
    latitude: float  # approximate position of the district office
    longitude: float

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


@dataclass(frozen=True, slots=True)
class PlaceMention:
    """One place expression found in free text by :func:`find_mentions`."""

    start: int
    end: int
    text: str  # text[start:end]; Korean particles after the name are not included
    districts: tuple[District, ...]  # candidates (len > 1 when ambiguous, empty for a bare 시도)
    sido: Sido | None  # set when the mention is (or includes) a 시도


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
    raw = resources.files(__package__ or "specialists.common").joinpath(_DATA_FILE)
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
        region = obj.get("price_region")
        if region is not None and not isinstance(region, str):
            raise ValueError(f"{_DATA_FILE}: bad price_region in {obj!r}")
        sido = Sido(
            name=_field_str(obj, "name"),
            short=_field_str(obj, "short"),
            english=_field_str(obj, "english"),
            price_region=region,
        )
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
        sido_name = _field_str(obj, "sido")
        if sido_name not in by_name:
            raise ValueError(f"{_DATA_FILE}: unknown sido {sido_name!r}")
        district = District(
            name=_field_str(obj, "name"),
            sido=by_name[sido_name],
            kind=_field_str(obj, "kind"),
            english=_field_str(obj, "english"),
            latitude=_field_float(obj, "latitude"),
            longitude=_field_float(obj, "longitude"),
        )
        if district.kind not in ("구", "시", "군"):
            raise ValueError(f"{_DATA_FILE}: bad kind {district.kind!r} for {district.name}")
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
    max_words = 1
    for key in forms:
        if _HANGUL_SYLLABLE.match(key):
            prefix.setdefault(key[:2], []).append(key)
    for obj in _field_objects(doc, "sidos") + _field_objects(doc, "districts"):
        for surface in [_field_str(obj, "english"), *_field_strs(obj, "english_aliases")]:
            # +1: "<stem> District/City/County" forms are generated from "<stem>-gu/-si/-gun"
            max_words = max(max_words, len(_ENGLISH_WORD.findall(surface)) + 1)
    english_run = re.compile(
        rf"[A-Za-z]+(?:(?:[ \t]*-[ \t]*|[ \t]+)[A-Za-z]+){{0,{max_words}}}",
    )
    return _Gazetteer(
        sidos=tuple(sidos),
        districts=tuple(districts),
        order=order,
        forms=forms,
        korean_prefix={k: tuple(sorted(v, key=len, reverse=True)) for k, v in prefix.items()},
        english_run=english_run,
        ward_parents=frozenset(ward_parents),
        single_district={s: ds[0] for s, ds in per_sido.items() if len(ds) == 1},
        ambiguous_names=frozenset(n for n in names if names.count(n) > 1),
    )


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


# --- lookup ------------------------------------------------------------------------------------

# Korean particles / endings that may follow a place name, and nouns that may be glued to a
# full name ending in 구/시/군/도 (강남구청, 서울시민, 수원시내). Anything else glued on blocks
# the match.
_PARTICLES = (
    "에서부터",
    "에서는",
    "에서도",
    "에서의",
    "에서만",
    "에서",
    "에게",
    "에는",
    "에도",
    "에선",
    "에만",
    "에요",
    "에",
    "의",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "도",
    "만",
    "으로",
    "로",
    "까지",
    "부터",
    "이랑",
    "랑",
    "하고",
    "와",
    "과",
    "엔",
    "인데",
    "이에요",
    "예요",
    "이야",
    "야",
    "요",
    "입니다",
    "이고",
    "이나",
    "나",
    "이든",
    "든",
    "처럼",
    "보다",
    "쯤",
    "이면",
    "면",
    "이라서",
    "라서",
    "이라",
    "라",
    "인가요",
    "인가",
    "인지",
    "이죠",
    "죠",
    "마다",
    "밖에",
    "뿐",
    "서",
)
_GLUED_NOUNS = (
    "청사",
    "청",
    "주민",
    "민",
    "내",
    "쪽",
    "지역",
    "근처",
    "인근",
    "주변",
    "일대",
    "관내",
    "전역",
    "전체",
    "소재",
    "외곽",
)


def _alternation(words: Sequence[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_PARTICLE_TAIL = rf"(?:{_alternation(_PARTICLES)}){{0,2}}(?![가-힣])"
_TAIL_AFTER_FULL_NAME = re.compile(rf"(?:{_alternation(_GLUED_NOUNS)})?{_PARTICLE_TAIL}")
_TAIL_AFTER_SHORT_NAME = re.compile(_PARTICLE_TAIL)
_STRIPPABLE_TAIL = re.compile(
    rf"(?:{_alternation(_GLUED_NOUNS)})?(?:{_alternation(_PARTICLES)}){{0,2}}$",
)


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


# --- free text ---------------------------------------------------------------------------------

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
