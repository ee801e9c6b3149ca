"""A weather figure measured in one district said of another district.

A weather output with no station of its own is a reading at one place (``"kind": "observation",
"district": "종로구"``, its grid point's figures): its temperature, humidity, rain and wind are of
that district. An answer that gives them to another district (``중랑구는 지금 8.5도``, ``It's 8.5°C
in Jungnang-gu right now``, ``Right now Suseong-gu is at 3°C``) moves them to a place no output
measured — the figures are right, their place is invented. :mod:`.districts` reads this only where
two district outputs could disagree; here the one observation is enough, since its own district is
the only place it is of.

The place a figure is said of is :func:`.districts.named_of`'s (right after it in English, else the
place last named before it in its clause, then in its sentence). Flagged when that place is a
시군구 of the vocabulary (one with a parent 시도) that is not the output's district, not inside it
nor above it (:func:`.districts.within`), and no district output is of it.

Unsure, never flagged: a figure some output with a station holds (normals are read at a station
for the places of its 시도: :mod:`.districts`); no place named near the figure; a 시도 or a place
above the district (``서울은 지금 8.5도`` over 종로구's reading); a sentence that compares or works
out a difference; a negated, asked or hedged clause before the figure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.districts import DistrictOutput, district_facts, named_of, within
from guardrails.grounding.hedges import unsure
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["observed_place_claims"]

_WEATHER_KINDS: Final = frozenset({"temperature", "percent", "precipitation", "wind"})
# a comparison or a worked figure in the sentence: another place's value may be its other side
_COMPARED: Final = re.compile(
    r"차이|보다|비해|더 (?:따뜻|춥|추워|높|낮|많|적)|warmer|colder|higher|lower|wetter|windier"
    r"|\bthan\b|difference|\bvs\.?\b|[+×=]",
    re.I,
)
_DOUBT: Final = unsure(r"아마|대략 비슷|비슷할|probably|likely|similar")


def _observed(out: DistrictOutput) -> bool:
    return not out.station and any(kind in _WEATHER_KINDS for kind, _value in out.values)


def observed_place_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary, claims: Iterable[Claim]
) -> list[Claim]:
    """Weather figures of a station-less reading said of another district."""
    facts = district_facts(sources)
    if not any(_observed(o) for o in facts.outputs):
        return []
    out: list[Claim] = []
    bounds: list[tuple[int, int]] = []
    for c in claims:
        if c.kind not in _WEATHER_KINDS:
            continue
        value = (c.kind, float(c.value) if isinstance(c.value, int | float) else c.value)
        holders = [o for o in facts.outputs if value in o.values]
        if not holders or not all(_observed(o) for o in holders):
            continue
        bounds = bounds or sentence_bounds(answer)
        start, end = next((b for b in bounds if b[0] <= c.start < b[1]), (0, len(answer)))
        if _COMPARED.search(answer, start, end) or _DOUBT.search(answer, start, c.start):
            continue
        place = named_of(c, answer, bounds, places)
        if place is None or not places.parents.get(place):
            continue  # no place, or a 시도: above every district
        if any(within(place, o, places) for o in facts.outputs):
            continue
        owners = "/".join(sorted({h.district for h in holders}))
        why = f"{c.text} was measured in {owners}, not {place}"
        out.append(Claim(c.text, "condition", c.value, c.start, c.end, why))
    return out
