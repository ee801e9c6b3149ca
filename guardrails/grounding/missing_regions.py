"""Which material a region's survey is missing for: ``no Gyeongnam-region figure for PET`` where
the newspaper output's note says 경남 has no survey and the PET output's says 수도권.

A price output asked about a region the embedded survey lacks falls back to the nationwide average
and says so in its note (``경남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다``), for the
material it was asked (its ``query``). An answer that relays two such notes may swap them. A
clause that says a figure is missing (``no …``, ``없``, ``missing``, ``lacks``) and names exactly one
region and one material of those notes (any spelling the vocabulary knows: ``capital-area`` for
수도권, ``newspaper`` for 신문지) must pair them as some note does; a region one note gives to
another material, while every output of this material notes another region, is flagged. Unsure,
never flagged: a clause with two regions or two materials (``no Gyeongnam or capital-area figure for
newspaper and PET``), a region no note names (the user's city, ``Busan``), a material no noted
output was asked for, fewer than two notes of distinct regions (no pair to swap).

Round 41: the clause may name the user's place for the material instead (``no Gyeongbuk (경북
권역) prices for Busan`` where the user asked "Styrofoam in Busan and glass bottles in Daegu"):
a place the user named in a clause of their own with exactly one noted material stands for that
material, so the region must be the one that material's note gives (``no Gyeongnam prices for
Busan`` passes). A user clause with two materials or two places (``부산 스티로폼이랑 대구 유리병``)
pairs nothing: unsure.

Round 54 (r54c): a clause that names a region but no material takes the material its sentence
named before it, when that is exactly one (``- 알루미늄캔: kg당 1,200원 · 수도권 권역 시세가 없어
전국 평균``, ``Aluminum cans: 1,200 won/kg — no capital-area figure, so the national average``,
``PET는 350원이고 경남 권역 시세가 없어요``): a list line's head or the sentence's topic. Two
materials before it pair nothing: unsure.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.coverage_words import PLACE_WORD
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

Noted = tuple[str, str]  # (the material asked, the region its note says has no survey)

# "경남 권역 시세는 내장 데이터에 없어": the region the note says the survey lacks
_NOTE: Final = re.compile(r"([가-힣·]{2,})(?:\s?권역)?\s?(?:시세|가격|자료)는[^.]{0,30}?없")
_ABSENT = re.compile(
    r"\bno\b|\bnot\b|n't\b|\bnone\b|\bmissing\b|\black|\bwithout\b|없|빠져|빠졌", re.I
)
_ABSENT = gated(_ABSENT)  # :mod:`.opening_gate`: the same matches, skipped to
_CLAUSE_END: Final = re.compile(r"[,;:—–]|\band\b|\bwhile\b|\bbut\b|(?<=[가-힣])고\s|는데|지만")


@per_stage
def noted(sources: tuple[str, ...]) -> tuple[Noted, ...]:
    """Every (material asked, region with no survey) a price output's note gives."""
    out: list[Noted] = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not isinstance(root.get("query"), str):
            continue
        note: Any = root.get("note")
        if isinstance(note, str) and (m := _NOTE.search(note)):
            out.append((root["query"].strip(), m.group(1)))
    return tuple(out) if len({region for _q, region in out}) > 1 else ()


def _spans(text: str, folded: str, forms: tuple[str, ...]) -> list[tuple[int, int]]:
    """Where any of ``forms`` occurs (ASCII forms as whole words of the folded text)."""
    found: list[tuple[int, int]] = []
    for form in forms:
        if form.isascii():
            rx = r"(?<![a-z0-9])" + re.escape(form) + r"(?![a-z0-9])"
            found += [m.span() for m in re.finditer(rx, folded)]
        else:
            found += [m.span() for m in re.finditer(re.escape(form), text)]
    return found


def _named(
    text: str, folded: str, names: dict[str, tuple[str, ...]], begin: int, end: int
) -> dict[str, tuple[int, int]]:
    """The names of ``names`` whose forms occur within ``[begin, end)``, with their first span."""
    out: dict[str, tuple[int, int]] = {}
    for name, forms in names.items():
        spans = [s for s in _spans(text, folded, forms) if begin <= s[0] and s[1] <= end]
        if spans:
            out[name] = min(spans)
    return out


def _clauses(answer: str) -> list[tuple[int, int, int]]:
    """Each clause of ``answer`` as (its sentence's start, begin, end)."""
    out: list[tuple[int, int, int]] = []
    for start, end in sentence_bounds(answer):
        begin = start
        for m in _CLAUSE_END.finditer(answer, start, end):
            out.append((start, begin, m.start()))
            begin = m.end()
        out.append((start, begin, end))
    return out


def _user_places(
    user: str, material_forms: dict[str, tuple[str, ...]], places: PlaceVocabulary
) -> dict[str, tuple[str, ...]]:
    """The places the user named each in a clause with one material and no other place, and the
    forms that name them; each maps to that material (``Styrofoam in Busan`` → 부산광역시, EPS),
    keyed ``place|material``."""
    out: dict[str, tuple[str, ...]] = {}
    folded = user.lower().replace("-", " ")
    for _start, begin, end in _clauses(user):
        said = _named(user, folded, material_forms, begin, end)
        named = {
            name for m in PLACE_WORD.finditer(user, begin, end)
            if (name := place_of(m.group(0), places)) is not None
        }  # fmt: skip
        if len(said) == 1 and len(named) == 1:
            (place,), (material,) = named, said
            out[f"{place}|{material}"] = places.forms.get(place, (place,))
    return out


def missing_region_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary, user: str = ""
) -> list[Claim]:
    """Regions said missing for a material (or the place the user asked it for) whose note names
    another region."""
    notes = noted(sources)
    if not notes or not _ABSENT.search(answer):
        return []
    regions = {places.canonical(r): r for _q, r in notes}
    materials = {places.canonical(q): q for q, _r in notes}
    pairs = {(places.canonical(q), places.canonical(r)) for q, r in notes}
    region_forms = {c: places.forms.get(c, (c, raw)) + (raw,) for c, raw in regions.items()}
    material_forms = {c: places.forms.get(c, (c, raw)) + (raw,) for c, raw in materials.items()}
    folded = answer.lower().replace("-", " ")
    asked = _user_places(user, material_forms, places) if user else {}
    out: list[Claim] = []
    for start, begin, end in _clauses(answer):
        absent = _ABSENT.search(answer, begin, end)
        if absent is None:
            continue
        said_regions = _named(answer, folded, region_forms, begin, end)
        said_materials = _named(answer, folded, material_forms, begin, end)
        if not said_materials and said_regions and begin > start:  # round 54: its sentence's
            said_materials = _named(answer, folded, material_forms, start, begin)  # material
        if not said_materials and asked:  # "no Gyeongbuk prices for Busan": Busan's material
            at = _named(answer, folded, asked, begin, end)
            at = {k: v for k, v in at.items() if k.split("|")[0] not in regions}
            if len({k.split("|")[1] for k in at}) == 1:
                said_materials = {k.split("|")[1]: span for k, span in at.items()}
        if len(said_regions) != 1 or len(said_materials) != 1:
            continue
        (region, r_span), (material, m_span) = *said_regions.items(), *said_materials.items()
        if (material, region) in pairs:
            continue
        own = ", ".join(regions[r] for q, r in sorted(pairs) if q == material)
        first = min(absent.start(), r_span[0], m_span[0])
        stop = max(r_span[1], m_span[1])
        why = f"the notes say {materials[material]} lacks {own}'s survey, not {regions[region]}'s"
        out.append(Claim(answer[first:stop], "condition", region, first, stop, why))
    return out
