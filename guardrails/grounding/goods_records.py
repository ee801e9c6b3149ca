"""A listed place's own goods record: what it lists, the spans of an answer that name it, and
which goods of a clause the record does not hold.

It reads every named place of a list of places in the tool outputs (``places``, ``points``,
``sites``, ``machines``, ``bins``, ``results``; a fee table's ``items`` are no places) with its goods
record (its ``items``, ``accepted``, ``accepts``, ``취급품목``/``수거품목`` list, with its ``category``);
one site listed on several rows (the same name at the same address, a row per good) is one place
with all its rows' goods — also across two outputs and with the name's marks written either way
(``두류1·2동행정복지센터`` in a medicine search with ``"items": []`` and ``두류1,2동행정복지센터``
in a lamp search with ``["폐형광등", "폐건전지"]``: one bin site taking medicine, lamps and
batteries; round 37). Two names at one address, or one name at two, stay two places. A place is named in an answer by its name, spaces aside, or a Latin
spelling, or its road address (``E-mart Yeonsu (연수구 경원대로 184)``, ``61 Heungdeok-ro``).
A name's part right before the head word several places share names the one place the part names
(round 58: ``중리동 플랫폼`` among four ``… 우리동네 재활용 플랫폼``).

A record *entry* that names a kind holds every good of that kind unless
the same entry names a narrower kind (``직관형 형광등`` holds straight lamps, not circular ones;
``가전`` holds a microwave; ``재활용품`` holds plastics, paper, cans and vinyl, not furniture or
clothes). A record with no list of its own holds what its output is a search for. Goods of one
clause each held by this place only by their kind while another place lists every one of them
word for word are that other place's (misattributed). The readers of goods said of a place
(:mod:`.taken`, :mod:`.place_goods`, :mod:`.listed_goods`, :mod:`.for_goods`) bind the place;
this module holds the records they bind to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Final

from guardrails.grounding.county_centres import latin_centre
from guardrails.grounding.holder_forms import roman
from guardrails.grounding.holdings import holders, place_names
from guardrails.grounding.kinds import holds, names_itself
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.spacing import unspaced
from guardrails.grounding.units import plain_values

__all__ = ["Record", "holds_goods", "latin_road", "place_mentions", "records", "unheld"]

_LATIN: Final = re.compile(r"[A-Za-z]{3}")
_GOODS_KEY: Final = re.compile(
    r"^(?:items|accept|accepted|accepts|accepted_items|goods|취급\s?품목|수거\s?품목|반입\s?품목|품목)$",
    re.I,
)


# the lists of places the tools emit (a fee table's ``items`` are no places)
_PLACES: Final = frozenset({"places", "points", "sites", "machines", "bins", "results"})
# the marks one name is written with either way ("두류1·2동" / "두류1,2동"): one site at one address
_SAME_NAME: Final = re.compile(r"[\s·ㆍ,.]")


@dataclass(frozen=True, slots=True)
class Record:
    """One place of a list of places: its name, the pattern naming it, its goods list (``None``
    when it has no goods field), its category and the plain words of its output around it, and
    whether any place of its output has a goods list."""

    name: str
    names: re.Pattern[str] | None
    goods: tuple[str, ...] | None
    category: str
    around: str
    kind_has_goods: bool
    road: re.Pattern[str] | None = None  # its road address ("경원대로 184"): names it too
    address: str = ""  # its address as written (its road read in Latin too: :func:`latin_road`)
    searched: str = ""  # the words of a search one of its merged rows holds with an empty list
    distance: float | None = None  # its distance_m, where its row gives one (round 48)


def _goods_field(row: dict[str, Any]) -> tuple[str, ...] | None:
    for k, v in row.items():
        if _GOODS_KEY.match(str(k)) and isinstance(v, list):
            return tuple(x for x in v if isinstance(x, str))
    return None


@per_stage
def holds_goods(sources: tuple[str, ...]) -> bool:
    """Whether some place's output lists goods (:attr:`Record.kind_has_goods`): the readers of
    goods said of a place have nothing to hold an answer against otherwise (most stages), so they
    ask this, once per stage, before they scan the answer."""
    return any(r.kind_has_goods for r in records(sources))


@per_stage
def records(sources: tuple[str, ...]) -> tuple[Record, ...]:
    """Every named place of a list of places in the tool outputs, with its goods record. One site
    the output lists on several rows (the same name at the same address, a row per good: ``사직2동
    행정복지센터`` with ``["투명PET"]`` and again with ``["알루미늄 캔"]``) is one place whose goods are
    all its rows' goods (:func:`_merged`)."""
    out: list[Record] = []
    seen: dict[tuple[str, str], int] = {}
    known = {h.name: h.names for h in holders(sources) if h.kind == "place"}  # (built once)
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        around = " ".join(plain_values(root))
        for key, rows in root.items():
            if key not in _PLACES or not isinstance(rows, list):
                continue
            named = [r for r in rows if isinstance(r, dict) and isinstance(r.get("name"), str)]
            fields = [_goods_field(r) for r in named]
            listed = any(f is not None for f in fields)
            for row, goods in zip(named, fields, strict=True):
                category = row.get("category")
                address = row["address"] if isinstance(row.get("address"), str) else ""
                key = (_SAME_NAME.sub("", row["name"]), address)
                if address and (at := seen.get(key)) is not None:
                    out[at] = _merged(out[at], goods, around)
                    continue
                seen[key] = len(out)
                out.append(
                    Record(
                        row["name"],
                        known[row["name"]] if row["name"] in known else place_names(row["name"]),
                        goods,
                        category if isinstance(category, str) else "",
                        around,
                        listed,
                        _road(row.get("address")),
                        address,
                        distance=_metres(row.get("distance_m")),
                    )
                )
    return tuple(out)


def _metres(value: object) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _merged(rec: Record, goods: tuple[str, ...] | None, around: str) -> Record:
    """``rec`` with the goods of another row of the same site added (a row without a goods
    field adds nothing). A row of an empty list holds what its output is a search for (round
    37: a bin in the medicine search, ``"items": []``, and in the lamp search, ``["폐형광등",
    "폐건전지"]``, takes both): the search joins the goods (``searched``)."""
    if goods is None:
        return rec
    searched = rec.searched
    if not goods and rec.goods:
        searched = f"{searched} {around}"
    elif goods and not rec.goods:
        searched = f"{searched} {rec.around}"
    more = tuple(g for g in goods if g not in (rec.goods or ()))
    return replace(rec, goods=(*(rec.goods or ()), *more), searched=searched)


_ROAD: Final = re.compile(r"[가-힣0-9]+(?:로|길)\s?\d+(?:-\d+)?(?![\d-])")
_LOT: Final = re.compile(r"[가-힣]+[0-9]?(?:동|리|가)\s?\d+(?:-\d+)?(?![\d-])")


def _road(address: object) -> re.Pattern[str] | None:
    """The road and number of an address, spaces aside ("연수구 경원대로 184" → 경원대로 184), else
    its lot ("동구 범일동 1642" → 범일동 1642)."""
    m = _ROAD.search(address) or _LOT.search(address) if isinstance(address, str) else None
    if m is None:
        return None
    road = unspaced(m.group(0))
    return re.compile(r"\s?".join(map(re.escape, road)) + r"(?![\d-])")


_NAMED_ROAD: Final = re.compile(
    r"(?<![가-힣0-9])([가-힣]{1,6})(로|길)\s?(\d+)(?:-\d+)?(?![\d가-힣-])"
)


@lru_cache(maxsize=512)
def latin_road(address: str) -> re.Pattern[str] | None:
    """The road and number of an address as an English answer writes them (흥덕로 61 → ``61
    Heungdeok-ro``, ``Heungdeok-ro 61``), for a road whose name is Hangul alone (round 33, r33f: an
    English answer gives a site by its road when its name is translated past recognition, ``the
    Olympic National Sports Center (61 Heungdeok-ro)`` for 올림픽국민생활관)."""
    m = _NAMED_ROAD.search(address) if "로" in address or "길" in address else None
    if m is None:
        return None
    stem, kind, number = m.group(1), "ro" if m.group(2) == "로" else "gil", m.group(3)
    road = "-?".join(map(re.escape, roman(stem))) + rf"[-\s]?{kind}"  # "Sajik-daero", "Sajikdae-ro"
    return re.compile(rf"(?i)(?<![a-z0-9])(?:{number}\s{road}|{road}\s{number})(?![a-z0-9-])")


def place_mentions(answer: str, recs: tuple[Record, ...]) -> list[tuple[int, int, frozenset[int]]]:
    """Each span of the answer that names places, with the places it names (a name inside a
    longer one is the longer one's)."""
    spans: dict[tuple[int, int], set[int]] = {}
    latin = _LATIN.search(answer) is not None
    for i, r in enumerate(recs):
        for m in r.names.finditer(answer) if r.names is not None else ():
            if m.end() > m.start():
                spans.setdefault(m.span(), set()).add(i)
        for m in r.road.finditer(answer) if r.road is not None else ():
            spans.setdefault(m.span(), set()).add(i)  # "E-mart Yeonsu (연수구 경원대로 184)"
        if latin and (lroad := latin_road(r.address)) is not None:
            for m in lroad.finditer(answer):  # "(61 Heungdeok-ro, about 2.4 km)"
                spans.setdefault(m.span(), set()).add(i)
        if latin and (centre := latin_centre(r.name)) is not None:
            for m in centre.finditer(answer):
                spans.setdefault(m.span(), set()).add(i)
    _line_refs(answer, spans)
    found = [(s, e, frozenset(v)) for (s, e), v in spans.items()]
    kept = sorted(
        a
        for a in found
        if not any(b is not a and b[0] <= a[0] and a[1] <= b[1] and b[1] - b[0] > a[1] - a[0]
                   for b in found)
    )  # fmt: skip
    return _headed(answer, kept)


def _headed(
    answer: str, found: list[tuple[int, int, frozenset[int]]]
) -> list[tuple[int, int, frozenset[int]]]:
    """A name's part right before, a space apart, the head word several places share (``중리동
    플랫폼`` for 중리동 우리동네 재활용 플랫폼 among four ``… 플랫폼``): one mention of the places the
    part names, not the head's every place (round 58)."""
    out: list[tuple[int, int, frozenset[int]]] = []
    for m in found:
        if (
            out
            and m[2] > (last := out[-1])[2]
            and last[1] < m[0] <= last[1] + 1
            and answer[last[1] : m[0]].isspace()
        ):
            out[-1] = (last[0], m[1], last[2])
            continue
        out.append(m)
    return out


# round 58: a reference to a line of the answer's own numbered list ("고철을 받는 곳은 15km 떨어진
# 2번이라", "1번에서"), and that line
_LINE_REF: Final = re.compile(r"(?<![\d가-힣])(\d{1,2})번(?=에서|은|는|이|가|도|만|의|으로|\s)")


def _line_refs(answer: str, spans: dict[tuple[int, int], set[int]]) -> None:
    """Add to ``spans`` each ``N번`` that refers back to the answer's numbered line ``N.`` whose
    places are one place (the places its first name names)."""
    if "번" not in answer:
        return
    for m in _LINE_REF.finditer(answer):
        line = re.search(rf"(?m)^\s*{m.group(1)}[.)]\s[^\n]*", answer)
        if line is None or line.end() > m.start():
            continue  # (only a line written before the reference)
        named = sorted((s, v) for (s, e), v in spans.items() if line.start() <= s < line.end())
        if named and len(named[0][1]) == 1:
            spans.setdefault(m.span(), set()).update(named[0][1])


def unheld(
    recs: tuple[Record, ...], i: int, goods: list[str],
    beside: dict[str, frozenset[str]] | None = None,
    shown: dict[str, frozenset[str]] | None = None,
) -> list[tuple[str, str]]:  # fmt: skip
    """The goods of one clause the record of place ``i`` does not hold, each with its why
    (``beside``: each kind's narrower goods named beside it, :func:`.kinds.coordinated`; ``shown``:
    those given as its examples, :func:`.kinds.exemplified`)."""
    r = recs[i]
    entries = [*(r.goods or ()), r.category]
    if not r.goods:
        entries.append(r.around)  # no list of its own: what its output is a search for
    elif r.searched:
        entries.append(r.searched)  # a row of it with an empty list: its output's search
    near, eg, none = beside or {}, shown or {}, frozenset[str]()
    out = [
        (g, f"'{g}' is not in {r.name}'s own list ({'·'.join(r.goods or ()) or 'none'})")
        for g in goods
        if not any(holds(e, g, near.get(g, none), eg.get(g, none)) for e in entries)
    ]
    if out or len(goods) < 2 or not r.goods:
        return out
    # every good held only by its kind here, each listed word for word by one other place
    if any(names_itself(e, g) for e in r.goods for g in goods):
        return []
    for j, other in enumerate(recs):
        if (
            j != i
            and other.goods
            and all(any(names_itself(e, g) for e in other.goods) for g in goods)
        ):
            why = f"{other.name}'s own list, not {r.name}'s"
            return [(g, why) for g in goods]
    return []
