"""A weather station named by the answer must be the station of the weather output.

A weather output for a district that has no station of its own names the station whose figures it
gives (``"district": "익산시", "station": "대전"``). An answer that credits the figures to another
station (``the Jeonju station December normals``, ``전주 관측소 기준``) moves them to a place no
output measured: the figures are right, their source is invented. Read only when some tool output
has a ``station``; a station name is a capitalised English word before ``station`` (``the Jeonju
weather station``; its Hangul gloss in a bracket between, ``the Chilgok (칠곡) station``, read
the same: over 대구's normals it names 칠곡 the station) or after ``station in/at``, or a Hangul word before 관측소, 기상대 or 관측 지점
(or 지점 before 기준/평년/관측/자료), or before an English ``station`` (round 54: ``전주 station 기준``). It is the output's when it spells one output station in
Hangul or romanised (:func:`.romanized.latin_stems`: 대전 → Daejeon).

A common word in the name's place (``기준 관측소`` "the reference station", ``인근 관측소``, ``해당
관측소``; ``Reference``, ``Nearest`` in English) names no station.

Unsure, never flagged: a name in a negated or asked clause (``there is no Iksan station``, ``not the
Jeonju station``; round 56: ``화천 관측소가 아니라 서울 관측소의``, the name denied right after its noun; the clause alone, round 34: the ``not live`` of ``(Hongcheon station, 1991–2020,
not live)`` denies the live reading, not the station), and a name that is a district of the outputs
where no station noun follows it (``station in Iksan``, ``익산 지점 기준``: the writer calling the
district's figures by its name, round 24's region reading). A district right before the station
noun (``the Iksan station``, ``익산 관측소``) is named a station: it must be the output's station
(rounds 32 and 34). Round 59: so is a name under a station label that opens its sentence, line,
bracket or clause (``Station: Anyang (안양시)``, ``관측소: 안양``, ``The station is Anyang``; not
``the Buan weather station: December …``, where the name comes before the noun).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.hedges import DENIED_AFTER, unsure
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.romanized import latin_stems

__all__ = ["station_name_claims"]

_STATION_EN: Final = re.compile(
    r"\b([A-Z][a-z]{2,12})(?:-[a-z]+)?\s(?:[(（\[][^()（）\[\]\n]{1,12}[)）\]]\s)?"
    r"(?:weather\s|observation\s|observing\s|KMA\s)?station\b"
    r"|\bstation\s(?:in|at|of)\s([A-Z][a-z]{2,12})\b"
)
_STATION_KO: Final = re.compile(
    r"(?<![가-힣])([가-힣]{2,4}?)\s?(?:관측소|기상대|관측\s?지점|지점\s?(?:기준|평년|관측|자료)"
    r"|(?:weather\s|observation\s|KMA\s)?station\b)"
)
# round 59: the station named under its label ("Station: Anyang (안양시)", "Weather station — Seoul",
# "관측소: 안양", "관측 지점: 서울", "The station is Anyang"): the name is a station's, so a district of
# the outputs that has none is no station, as before a station noun
_STATION_LABEL: Final = re.compile(
    r"(?:(?:\b[Tt]he\s)?(?:[Ww]eather\s|[Oo]bservation\s|KMA\s)?\b[Ss]tation(?:\sname)?"
    r"|관측소|관측\s?지점|기상대)\s?(?:[:：—–]|\sis\s|\swas\s|\sused:?\s)\s*"
    r"(?:the\s)?(?:([A-Z][a-z]{2,12})(?![a-z-])|([가-힣]{2,4}?)(?:시|군|구)?(?![가-힣]))"
)
# Hangul words before 관측소 that are no place ("기준 관측소: 광주", "가까운 관측소")
_NOT_NAMES_KO: Final = frozenset(
    "기준 인근 근처 주변 가까운 가장 해당 대표 담당 참고 측정 관측 기상 최근접 같은 다른".split()
)
_UNSURE: Final = unsure(r"nearest\s(?:station\s)?to|closest")
# capitalised words before "station" that are no place ("The station", "Weather station")
_NOT_NAMES: Final = frozenset(
    "The This That Weather Nearest Closest Nearby Local Each Every Which Its Their Our Your Main "
    "Observation Reference Same Another Other".split()
)


@per_stage
def _stations(sources: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """The Hangul names of the outputs' stations and their romanised spellings (both empty when no
    output names a station), with the outputs' districts' stems among them as allowed names."""
    hangul: set[str] = set()
    for obj in json_objects(sources):
        station = obj.get("station")
        if not isinstance(station, str) or not station:
            continue
        hangul.add(station)
        district = obj.get("district")
        if isinstance(district, str) and district:
            hangul.add(district)
            hangul.add(re.sub(r"(?:특별자치시|특별자치도|광역시|특별시|시|군|구)$", "", district))
    latin = {s for h in hangul for s in latin_stems(h.replace(" ", ""))}
    return frozenset(hangul), frozenset(latin)


@per_stage
def _station_names(sources: tuple[str, ...]) -> frozenset[str]:
    """The outputs' stations alone (their districts left out)."""
    return frozenset(
        st for obj in json_objects(sources) if isinstance(st := obj.get("station"), str) and st
    )


@per_stage
def _latin_stations(sources: tuple[str, ...]) -> frozenset[str]:
    """The romanised spellings of the outputs' stations alone (``Seoul`` for 서울)."""
    return frozenset(s for h in _station_names(sources) for s in latin_stems(h.replace(" ", "")))


# a station noun right after the name ("보은 관측소", "보은 기상대"): the name is a station's, so a
# district of the outputs that has none is no station (round 32); "보은 지점 기준" stays the
# district's figures called by its name. English alike (round 34): ``Hongcheon station`` over 서울's
# normals names the district as the station; ``the station in Iksan`` stays the region reading
# round 54 (r54b): a Hangul name before the English noun (``전주 station 기준``, ``대전 weather
# station``), mixed writing, is named a station the same way
_STATION_NOUN: Final = re.compile(
    r"\s?(?:관측소|기상대|(?:weather\s|observation\s|KMA\s)?station\b)"
)


# a place by a plain ``station`` (``Near Dobong station it is about -2.1°C``): a railway or subway
# station the user is near, not the weather station whose figures these are (round 16)
_NEAR: Final = re.compile(r"\b(?:near|by|around|outside|next\sto|close\sto)\s$", re.I)
_WEATHER_STATION: Final = re.compile(r"weather|observ|KMA")


# the marks that close a clause: a hedge or denial is read inside the name's clause alone, so a
# "not live" in the brackets of ``(Hongcheon station, 1991–2020, not live)`` denies no station
_CLAUSE_MARK: Final = re.compile(r"[,;:()\[\]—–]")


def _clause(sentence: str, at: int) -> tuple[int, int]:
    """The start and end of the clause of ``sentence`` holding the offset ``at``."""
    before = [m.end() for m in _CLAUSE_MARK.finditer(sentence, 0, at)]
    after = _CLAUSE_MARK.search(sentence, at)
    return (before[-1] if before else 0), (after.start() if after else len(sentence))


def station_name_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The station names of ``answer`` that are no weather output's station."""
    if (
        "station" not in answer
        and "Station" not in answer
        and "관측" not in answer
        and "기상대" not in answer
        and "지점" not in answer
    ):
        return []
    hangul, latin = _stations(sources)
    if not hangul:
        return []
    stations = _station_names(sources)
    latin_stations = _latin_stations(sources)
    out: list[Claim] = []
    for s in SENTENCE_SPAN.finditer(answer):
        start, sentence = s.start(), s.group(0)
        found: list[tuple[str, int]] = []
        for m in _STATION_EN.finditer(sentence):
            g = 1 if m.group(1) else 2
            name = m.group(g)
            if name in _NOT_NAMES or name.lower() in (latin if g == 2 else latin_stations):
                continue
            if (
                g == 1
                and _NEAR.search(sentence, 0, m.start(1))
                and not _WEATHER_STATION.search(m[0])
            ):
                continue
            found.append((name, m.start(g)))
        for m in _STATION_KO.finditer(sentence):
            name = m.group(1)
            if m[0].endswith("station") and (
                name.endswith("역") or _NEAR.search(sentence, 0, m.start(1))
            ):
                continue  # a railway or subway station (``서울역 station``, ``near 도봉 station``)
            allowed = stations if _STATION_NOUN.match(sentence, m.end(1)) else hangul
            if name in _NOT_NAMES_KO or any(
                name == h or name.startswith(h) or h.startswith(name) for h in allowed
            ):
                continue
            if DENIED_AFTER.match(sentence, m.end()):
                continue  # "화천 관측소가 아니라 서울 관측소의" denies the name (round 56)
            found.append((name, m.start(1)))
        if ":" in sentence or "：" in sentence or " is " in sentence or "—" in sentence:
            found += _labelled(sentence, stations, latin_stations)
        for name, at in found:
            if _UNSURE.search(sentence, *_clause(sentence, at)):
                continue
            why = f"'{name}': the weather output's station is {'/'.join(sorted(hangul))}"
            out.append(Claim(name, "condition", name, start + at, start + at + len(name), why))
    return out


# a label opens its sentence, line, bracket or clause, or follows a list marker ("1. Station:",
# "(station: Seoul)", "- 관측소:")
_LABEL_OPENS: Final = re.compile(r"(?:^|[(（\[,;:—–•*-]|(?<![\d.])\d{1,2}[.)])\s*$")


def _labelled(
    sentence: str, stations: frozenset[str], latin_stations: frozenset[str]
) -> list[tuple[str, int]]:
    """Round 59: each name under a station label (``Station: Anyang``, ``관측소: 안양``) that is no
    output's station (its districts are no station here: the label says it is one)."""
    out: list[tuple[str, int]] = []
    for m in _STATION_LABEL.finditer(sentence):
        if not _LABEL_OPENS.search(sentence, 0, m.start()):
            continue  # "the Buan weather station: December averages …": a name before it, no label
        g = 1 if m.group(1) else 2
        name = m.group(g)
        if g == 1:
            if name in _NOT_NAMES or name.lower() in latin_stations:
                continue
        elif name in _NOT_NAMES_KO or any(
            name == h or name.startswith(h) or h.startswith(name) for h in stations
        ):
            continue
        if DENIED_AFTER.match(sentence, m.end()):
            continue
        out.append((name, m.start(g)))
    return out
