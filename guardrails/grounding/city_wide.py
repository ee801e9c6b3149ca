"""A coverage note: a city's output said to cover the 구 the user asked about.

Fee tables and waste rules are published per 시군구; a city with 구 (전주시, 용인시) publishes one
table for the whole city. An assistant asked about 덕진구 or 수지 says what the data covers:
``자료는 전주시 전체 기준이라 덕진구 별도 금액은 없습니다``, ``용인시(수지구 포함, 용인시 전체 기준
자료)``, ``용인 자료는 수지구 별도가 아니라 용인시 전체 기준이에요``, ``the Yongin figures cover the
whole city, Suji-gu included``.

The class: **a sentence that names a 구, the city it lies in (the place vocabulary's parents) and a
coverage word (전체, 포함, 별도, 따로, 기준, whole, entire, city-wide, includ-, separate) is a coverage
note; it holds when a tool output is of that city itself (its ``district``, or the last word of its
``full_name``, is the city, not one of its 구) and the user named the 구 (its name or stem).** Round 52: a 구 several cities
have (``남구`` of 포항시, 부산, 대구, …) lies in each of them: ``포항시 … (남구 포함 포항시 공통)`` is a note
of 포항시's table as ``용인시(수지구 포함)`` is of 용인시's. A
holding note supports the 구 as a place (:func:`guardrails.grounding.wards.user_ward`) and the
prose reading of the note's own words (a condition claim whose text names the 구 and states no
value: ``수지구 포함``, ``덕진구 별도 금액은 없습니다``).

A note about a city no output is of (``용인시(수지구 포함)`` over 성남시's table), a 구 of another
city, a city output by its 구 (``전주시 완산구``), or a 구 the user never named stays what it was.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import USER_PLACE_COPULA

if TYPE_CHECKING:
    from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["GATE", "city_wide_ward", "held_notes"]

GATE: Final = re.compile(
    r"전체|포함|별도|따로|whole|entire|city-?wide|includ|separate", re.I
)  # fmt: skip
_WARD = re.compile(r"(?<![가-힣])[가-힣]{1,4}구")
_USER_AFTER: Final = rf"(?:$|[^가-힣]|{USER_PLACE_COPULA}|구|에서|에|은|는|이|가|의|도|쪽|근처|사는|살|랑|하고|와|과)"


@per_stage
def _whole_cities(sources: tuple[str, ...]) -> frozenset[str]:
    """The cities an output is of as a whole (``"district": "전주시"``), not by one of its 구."""
    out: set[str] = set()
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        district = root.get("district")
        full = root.get("full_name")
        last = full.split()[-1] if isinstance(full, str) and full.split() else ""
        for name in (district, last):
            if isinstance(name, str) and name.endswith("시") and len(name) >= 3:
                out.add(name)
    return frozenset(out)


def _user_named(ward: str, user: str) -> bool:
    # a one-syllable stem names nothing (``남은``): a 구 of two syllables is named whole
    stem = ward[:-1] if len(ward) >= 3 else ward
    return re.search(rf"(?<![가-힣]){re.escape(stem)}(?={_USER_AFTER})", user) is not None


def _note_city(
    answer: str, start: int, end: int, ward: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> bool:
    """Whether ``answer[start:end]`` is a coverage note about ``ward`` that an output holds."""
    text = answer[start:end]
    if not GATE.search(text):
        return False
    cities = [p for p in places.within.get(ward, ()) if p in _whole_cities(sources)]
    return any(form in text for city in cities for form in (city, city[:-1]))


def city_wide_ward(
    ward: str, at: int, answer: str, sources: tuple[str, ...], places: PlaceVocabulary, user: str
) -> bool:
    """Whether the 구 ``ward`` at ``at`` is named in a coverage note an output holds."""
    if not ward.endswith("구") or len(ward) < 2 or not user or not GATE.search(answer):
        return False
    if not _user_named(ward, user):
        return False
    for start, end in sentence_bounds(answer):
        if start <= at < end:
            return _note_city(answer, start, end, ward, sources, places)
    return False


def held_notes(
    found: list[Claim], answer: str, sources: tuple[str, ...], places: PlaceVocabulary, user: str
) -> list[Claim]:
    """``found`` without the condition claims that are the words of a holding coverage note."""
    if not found or not user or not GATE.search(answer):
        return found
    out: list[Claim] = []
    for c in found:
        ward = next(
            (
                m.group(0)
                for m in _WARD.finditer(c.text)
                if places.within.get(m.group(0)) and not any(ch.isdigit() for ch in c.text)
            ),
            None,
        )
        if (
            c.kind == "condition"
            and ward is not None
            and city_wide_ward(ward, c.start + c.text.find(ward), answer, sources, places, user)
        ):
            continue
        out.append(c)
    return out
