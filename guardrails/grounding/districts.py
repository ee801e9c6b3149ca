"""The district a fact of a district's tool output is said of: one district's fee, phone or
weather said of another, a weather station named by another place.

Our district-level tool outputs say which 시군구 they are of (``"district": "성남시"``,
``"full_name": "경기도 성남시"``): a fee output its fees and the contact it cites, a rules output
its department and the department's phone, a weather output (``"station": "서울"``) its
temperature, humidity, precipitation and wind. A value one of them holds — an amount under a fee
key, a phone of an area code (``054-840-5289``; a nationwide service number ``1599-0903`` is no
district's), a department (``자원순환과``, when the other district's is not so named), a weather
figure — said of the place named nearest it (right after it in English, ``… won in Suwon``; else
last before it in its clause, then in its sentence: ``의성군은 큰 거울이 5,000원``, ``완도군
자원순환과(054-…)``, ``In Suwon, a mirror costs 5,000 won``, ``군산의 12월 평년값은 기온
0.4도``) must be said of a place inside that output's scope: its district, a district inside it
(``분당구`` of 성남시), the 시도 its ``full_name`` names, or a weather output's station and the
places of the station's 시도 (``서울`` for 중랑구's normals). It is flagged when the place is
another output's district that does not hold the value, or, for a weather figure, a place the
stage's other outputs list (an address of a search near ``군산``) in another 시도, the words from
the place to the figure a weather word's and no facility's (``여주시자원순환센터가 가깝고, 1월
평년 기온은 …``: the place is the centre's).

A weather station named by a place (``the Pyeongtaek weather station``, ``평택 관측소``; round 56:
``(포항 관측, 1991~2020)``, ``대전 관측 기준``) must be a weather output's station: a district's
normals are read at the station its output names. A place denied as the station (``화천 관측소가
아니라 서울 관측소의``) is not named one.

Unsure, never flagged: no place named near the value (round 57: a place right after an earlier
value of the sentence, ``… 28,000 won in Boryeong, and your sister's table would be between 4,000
and 12,000 won``, is that value's and names none for a value of a later clause); a place no output is of (read as a place
claim); a value every district output holds, or none; a sentence that works out a difference or
a total (``강동구가 송파구보다 2,000원 비싸요``: a difference may equal another's fee); a place
(a 동, a station) inside the output's district. The rule runs only where two districts could
disagree: two district outputs, or a weather output beside a search of places.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.derived import derived
from guardrails.grounding.hedges import DENIED_AFTER
from guardrails.grounding.list_steps import list_step
from guardrails.grounding.nodes import entries, number, parsed, per_stage, strings_under
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

Value = tuple[str, Any]  # (claim kind, normalised value)


@dataclass(frozen=True, slots=True)
class DistrictOutput:
    """One district-level tool output: its district, full name, station and the values it holds."""

    district: str
    full: str
    station: str  # a weather output's station ("" for any other)
    values: frozenset[Value]


@dataclass(frozen=True, slots=True)
class DistrictFacts:
    outputs: tuple[DistrictOutput, ...] = ()
    addresses: str = ""  # the addresses of the places the stage's other outputs list


# weather keys → the claim kind of their figures
_WEATHER_KEYS: Final = (
    ("temperature", "temperature"),
    ("humidity", "percent"),
    ("precipitation", "precipitation"),
    ("wind", "wind"),
)
_AREA_PHONE = re.compile(r"(?<!\d)0\d{1,2}[-.)\s]?\d{3,4}[-.\s]?\d{4}(?!\d)")


def _values(root: dict[str, Any]) -> frozenset[Value]:
    out: set[Value] = set()
    for key, value in entries(root):
        if key == "department" and isinstance(value, str):
            out.update(("department", word) for word in (value, *value.split()))
        n = number(value)
        if n is None:
            continue
        if "fee" in key:
            out.add(("money", n))
        for word, kind in _WEATHER_KEYS:
            if word in key:
                out.add((kind, n))
    for text in strings_under(root):
        if "0" in text:
            out.update(("phone", re.sub(r"\D", "", m.group(0))) for m in _AREA_PHONE.finditer(text))
    return frozenset(out)


@per_stage
def district_facts(sources: tuple[str, ...]) -> DistrictFacts:
    outputs: list[DistrictOutput] = []
    addresses: list[str] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        district, full, station = root.get("district"), root.get("full_name"), root.get("station")
        if isinstance(district, str) and district.strip():
            outputs.append(
                DistrictOutput(
                    district.strip(),
                    full if isinstance(full, str) else "",
                    station if isinstance(station, str) else "",
                    _values(root),
                )
            )
        elif isinstance(root.get("places"), list):
            addresses += [
                a
                for p in root["places"]
                if isinstance(p, dict) and isinstance(a := p.get("address"), str)
            ]
    return DistrictFacts(tuple(outputs), " ".join(addresses))


_CLAUSE_END = re.compile(r"[,;:]|이고|이며|인데|는데|지만|(?<=[가-힣])고\s|\bbut\b|\bwhile\b")
_DERIVED = re.compile(
    r"차이|보다|합|총|모두|더 (?:비싸|싸|들)|싸요|저렴|아끼|절약|\bsav|\btotal|together|\bsum\b"
    r"|cheaper|pricier|\bmore\b|\bless\b|difference|\bthan\b|\bplus\b|[+×=]"
    r"|더 (?:따뜻|춥|추워|높|낮|많|적)|warmer|colder|higher|lower|wetter|windier",
    re.I,
)
_DERIVED = gated(_DERIVED)  # :mod:`.opening_gate`: the same matches, skipped to
_PLACE_WORD = re.compile(r"[가-힣]{2,}|[A-Z][a-z]+(?:-[a-z]+)?(?:\s[A-Z][a-z]+(?:-[a-z]+)?)?")
_PLACE_AFTER = re.compile(
    r"\s(?:in|for|at)\s+(?:the\s+)?([A-Z][a-z]+(?:-[a-z]+)?(?:\s[A-Z][a-z]+(?:-[a-z]+)?)?)"
)  # "15,000 won in Gangnam-gu": English puts the place after the amount


def named_before(answer: str, start: int, end: int, places: PlaceVocabulary) -> str | None:
    """The place named last in ``answer[start:end]``."""
    last = None
    for m in _PLACE_WORD.finditer(answer, start, end):
        last = place_of(m.group(0), places) or last
    return last


def within(place: str, out: DistrictOutput, places: PlaceVocabulary) -> bool:
    """Whether ``place`` is the output's district (``천안시 서북구``: 서북구), a district inside
    it, a place above it its name, full name or the vocabulary's parents name, or its station
    or a place of the station's 시도."""
    words = out.district.split()
    leaf = place_of(words[-1], places) or words[-1]
    if place == leaf or leaf in places.parents.get(place, ()):
        return True
    if place in places.parents.get(leaf, ()) or any(
        place_of(word, places) == place for word in (*words, *out.full.split())
    ):
        return True
    station = place_of(out.station, places) if out.station else None
    if station is None:
        return False
    above = places.parents.get(place, ())
    return (
        place == station
        or station in above
        or bool(set(above) & set(places.parents.get(station, ())))
    )


def named_of(
    c: Claim, answer: str, bounds: list[tuple[int, int]], places: PlaceVocabulary
) -> str | None:
    """The place a value is said of: right after it in English (``… won in Suwon``), else the
    place named last before it in its clause, else in its sentence."""
    start, end = next((b for b in bounds if b[0] <= c.start < b[1]), (0, len(answer)))
    after = _PLACE_AFTER.match(answer, c.end, end)
    if after and (name := place_of(after.group(1), places)):
        return name
    clause = max((m.end() for m in _CLAUSE_END.finditer(answer, start, c.start)), default=start)
    if own := named_before(answer, clause, c.start, places):
        return own
    name = named_before(answer, start, clause, places)
    if name is not None and _PLACE_OF_VALUE.search(
        answer, start, _place_at(answer, start, clause, name, places)
    ):
        return None  # "… 28,000 won in Boryeong, and your sister's table …": the earlier value's
    return name


# round 57: a place right after an earlier value of the sentence (English puts it there) is that
# value's, no place of a value in a later clause
_PLACE_OF_VALUE = re.compile(r"\d\s?(?:won|원|KRW)?\s(?:in|for|at)\s+(?:the\s+)?$", re.I)


def _place_at(answer: str, start: int, end: int, place: str, places: PlaceVocabulary) -> int:
    """Where the last word naming ``place`` in ``answer[start:end]`` starts."""
    return end - len(_after_place(answer, start, end, place, places))


# a weather figure's own words between the place and the figure ("군산의 12월 평년값은 기온 0.4도",
# "in Gochang, December normals are about 0.4°C"), not a facility's ("계양구 센터가 가깝고, 기온은")
_WEATHER_WORD = re.compile(
    r"평년|기온|날씨|습도|강수|기상|weather|normal|temperature|humidity|forecast", re.I
)
_FACILITY = re.compile(
    r"센터|수거함|시설|장소|마트|시장|공원|주차장|\bbins?\b|cent(?:er|re)|facility|market|park|spot",
    re.I,
)


def _listed_elsewhere(
    place: str, holders: list[DistrictOutput], facts: DistrictFacts, between: str,
    places: PlaceVocabulary,
) -> bool:  # fmt: skip
    """A weather figure said of a place the stage's other outputs list, in another 시도, the
    words between them the figure's own (``between``: from the place to the figure)."""
    if not facts.addresses or not all(h.station for h in holders) or place not in facts.addresses:
        return False
    if not _WEATHER_WORD.search(between) or _FACILITY.search(between):
        return False
    provinces = set(places.parents.get(place, ()))
    return bool(provinces) and not any(
        provinces & set(places.parents.get(place_of(h.district.split()[-1], places) or "", ()))
        for h in holders
    )


# round 56: a bare 관측 closed by its bracket, a comma or 기준/평년 (``(포항 관측, 1991~2020)``,
# ``대전 관측 기준``) names the station as well — only a place of the vocabulary before it, so ``정오 관측
# 기준`` and ``지금 관측 자료`` name none
_STATION = re.compile(
    r"([A-Z][a-z]+(?:-[a-z]+)?|[가-힣]{2,})(?:'s|’s)?\s(?:weather|observation|observing)\sstation\b"
    r"|([가-힣]{2,}?)\s?(?:기상)?(?:관측소|관측\s?지점|기상대|관측(?=\s?(?:기준|평년|[,)）])))"
)


def _station_claims(answer: str, stations: set[str], places: PlaceVocabulary) -> list[Claim]:
    """A weather station named by a place that is no weather output's station (``the
    Pyeongtaek weather station`` for the normals of station 서울)."""
    out: list[Claim] = []
    for m in _STATION.finditer(answer):
        word = m.group(1) or m.group(2)
        place = place_of(word, places)
        if place is None or place in stations or word in stations:
            continue
        if DENIED_AFTER.match(answer, m.end()):
            continue  # "화천 관측소가 아니라 서울 관측소의": the place is denied as the station
        why = f"the weather comes from station {'/'.join(sorted(stations))}, not {place}"
        out.append(Claim(m.group(0), "condition", place, m.start(), m.end(), why))
    return out


def _after_place(answer: str, start: int, end: int, place: str, places: PlaceVocabulary) -> str:
    """The words from the last word naming ``place`` in ``answer[start:end]`` (itself included:
    ``여주시자원순환센터가``) to ``end``."""
    after = start
    for m in _PLACE_WORD.finditer(answer, start, end):
        if place_of(m.group(0), places) == place:
            after = m.start()
    return answer[after:end]


def _value(c: Claim) -> Value:
    return (c.kind, float(c.value) if isinstance(c.value, int | float) else c.value)


def _holders(c: Claim, facts: DistrictFacts) -> list[DistrictOutput]:
    value = _value(c)
    return [o for o in facts.outputs if value in o.values]


def _parallel(
    c: Claim,
    holders: list[DistrictOutput],
    held: list[tuple[Claim, list[DistrictOutput]]],
    sentence: tuple[int, int],
    answer: str,
    facts: DistrictFacts,
    places: PlaceVocabulary,
) -> bool:
    """Values of two districts listed after both districts are named (``A와 B 문의처는 각각 …,
    …``, ``A and B at … and … respectively``, ``A에 사시면 B의 … 아니라 …``): unsure."""
    rivals = [
        d.start
        for d, hs in held
        if d.kind == c.kind and sentence[0] <= d.start < sentence[1] and hs != holders
    ]
    if not rivals:
        return False
    first = min(c.start, *rivals)
    named = {
        o.district
        for m in _PLACE_WORD.finditer(answer, sentence[0], first)
        if (p := place_of(m.group(0), places))
        for o in facts.outputs
        if within(p, o, places)
    }
    return len(named) > 1


def district_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary, claims: Iterable[Claim]
) -> list[Claim]:
    """A value of one district's output said of another district, a weather station named by
    another place."""
    facts = district_facts(sources)
    stations = {place_of(o.station, places) or o.station for o in facts.outputs if o.station}
    out = _station_claims(answer, stations, places) if stations else []
    if len(facts.outputs) < 2 and not (facts.outputs and facts.addresses):
        return out  # one district's output alone: no other district to give its values
    bounds: list[tuple[int, int]] = []
    said = list(claims)
    held = [(c, hs) for c in said if (hs := _holders(c, facts))]
    for c, holders in held:
        bounds = bounds or sentence_bounds(answer)
        sentence = next((b for b in bounds if b[0] <= c.start < b[1]), (0, len(answer)))
        if c.kind != "phone" and _DERIVED.search(answer, *sentence):
            continue  # "saves you 1,000 won": a difference or a total may equal another's value
        if c.kind == "money" and derived(c, answer, said, sources, near=True):
            continue  # "2,000원이라 두 개면 4,000원": a working, whoever else gives 4,000원
        if c.kind == "money" and list_step(c, answer, sources):
            continue  # "3,000원 간격으로 6가지": the step of a listed fee list (round 33)
        if _parallel(c, holders, held, sentence, answer, facts, places):
            continue
        value = _value(c)
        place = named_of(c, answer, bounds, places)
        if place is None or any(within(place, h, places) for h in holders):
            continue
        others = [o for o in facts.outputs if value not in o.values and within(place, o, places)]
        if not others and not _listed_elsewhere(
            place, holders, facts, _after_place(answer, sentence[0], c.start, place, places), places
        ):
            continue  # a place no tool output is of: read as a place claim
        owners = "/".join(sorted({h.district for h in holders}))
        why = f"{c.text} is {owners}'s, not {place}'s"
        out.append(Claim(c.text, "condition", c.value, c.start, c.end, why))
    return out
