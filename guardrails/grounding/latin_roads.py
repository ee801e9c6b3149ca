"""A road address spelled in Latin letters keeps its own house number.

The class: **an answer that writes a road address in English (``186 Bomun-ro``, ``29 Cheonho-daero
45-gil``, ``Bomun-ro 168``) states a house number on a road of the tool outputs. When the road's
Latin spelling is that of a road the outputs hold (``보문로``: Bomun-ro) but no output holds it with
that number (the outputs write ``보문로 168``), the number has been altered and the address is
fabricated**, as its Hangul form (``보문로 186``) already is for :mod:`.places`. **A district written
right before or after such an address (``located in Guri-si at 930 Dongnam-ro``, ``930 Dongnam-ro,
Guri-si``) states where it lies: when every output address on that road and number writes a
district of that level and none is spelled so (the outputs write ``서울특별시 강동구 동남로 930``),
the district has been altered and the address is misattributed**, as :mod:`.address_districts`
reads the Hangul form.

Unsure, never flagged: a road whose spelling no output's road has (a road the outputs never name,
or one romanized otherwise: another reading's concern); a number the outputs hold on that road,
or the head of one (``168`` of ``168-3``, ``168-3`` of ``168``); a road then a number with a unit or
a clock after it (``Bomun-ro 186 m``: a distance); a district further from the address than a
comma, ``at`` or ``on`` (``4.4 km from the Guri-si reference point``); an output address with no
district of that level.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.address_districts import WHY as DISTRICT_WHY
from guardrails.grounding.address_districts import WORD, addresses
from guardrails.grounding.claims import Claim
from guardrails.grounding.holder_forms import ROAD, latin, norm, roman
from guardrails.grounding.nodes import per_stage

WHY: Final = "fabricated: no output holds this house number on the road"

# a Latin road name ("Bomun-ro", "Cheonho-daero 45-gil", "Seobu-ro 1465beon-gil", "Yeonhui-ro
# 26na-gil", "Sinheung 2-ro")
LATIN_ROAD: Final = (
    r"[A-Z][a-z]+(?:-[a-z]+)?(?:\s?\d{1,4})?-(?:ro|gil|daero)"
    r"(?:\s?\d{1,4}[a-z]{0,4}-gil)?(?![A-Za-z0-9-]|\s?\d{1,4}[a-z]{0,4}-)"
)
_NUMBER: Final = r"\d{1,4}(?:-\d{1,4})?"
# the number first ("186 Bomun-ro") or after the road ("Bomun-ro 168"; not a side street's number,
# "Okcheon-ro 93beon-gil", nor one with a decimal, a clock or a unit after it, "Bomun-ro 186 m")
LATIN_ADDRESS: Final = re.compile(
    rf"(?<![\d.,:-])(?P<n1>{_NUMBER})\s(?P<r1>{LATIN_ROAD})"
    rf"|\b(?P<r2>{LATIN_ROAD})\s(?P<n2>{_NUMBER})"
    r"(?![A-Za-z0-9_-]|[.,:]\d|\s?(?:k?m\b|미터|min|%))"
)

# a Latin district word right before the address ("in Guri-si at 930 …") or right after it
_LEVEL: Final = {"si": "시", "gu": "구", "gun": "군"}
_DISTRICT: Final = r"[A-Z][a-z]+(?:-[a-z]+)?-(?P<level>si|gu|gun)"
_BEFORE: Final = re.compile(rf"(?P<d>{_DISTRICT}),?\s(?:(?:at|on)\s)?$")
_AFTER: Final = re.compile(rf",\s(?P<d>{_DISTRICT})\b")
# a 특별시/광역시 is written by its stem too ("Seoul", "Seoul-si")
_METRO: Final = re.compile(r"(.+?)(?:특별자치시|특별시|광역시)$")


@per_stage
def _numbers(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each Latin spelling of a road the outputs hold (spaces and marks aside), to the house
    numbers the outputs write on it (``bomunro`` → {168})."""
    found: dict[str, set[str]] = {}
    for t in sources:
        for m in ROAD.finditer(t):
            for spelling in latin(m.group(1)):
                found.setdefault(spelling, set()).add(m.group(2))
    return {k: frozenset(v) for k, v in found.items()}


def _held(number: str, numbers: frozenset[str]) -> bool:
    return any(
        number == n or n.startswith(number + "-") or number.startswith(n + "-") for n in numbers
    )


def _spellings(word: str) -> set[str]:
    out = latin(word)
    if m := _METRO.match(word):
        out |= {roman(m.group(1)), roman(m.group(1)) + "si"}
    return out


def _district_claim(
    answer: str, m: re.Match[str], road: str, number: str, sources: tuple[str, ...]
) -> Claim | None:
    """The district written next to the address ``m`` when no output address on its road and
    number lies in it."""
    d = _BEFORE.search(answer, max(0, m.start() - 40), m.start()) or _AFTER.match(answer, m.end())
    if d is None:
        return None
    spelled, level = norm(d.group("d")), _LEVEL[d.group("level")]
    homes = [
        a
        for a in addresses(sources)
        if any(r.group(2) == number and norm(road) in latin(r.group(1)) for r in ROAD.finditer(a))
    ]
    if not homes:
        return None
    for a in homes:
        words = [w for w in WORD.findall(a) if w[-1] == level]
        if not words or any(spelled in _spellings(w) for w in words):
            return None
    start, end = min(d.start(), m.start()), max(d.end(), m.end())
    return Claim(answer[start:end], "place", answer[start:end], start, end, why=DISTRICT_WHY)


def latin_road_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The Latin road addresses of ``answer`` whose road the outputs hold only with other numbers
    (``186 Bomun-ro`` where the outputs write ``보문로 168``)."""
    if "-ro" not in answer and "-gil" not in answer:
        return []
    out: list[Claim] = []
    roads = None
    for m in LATIN_ADDRESS.finditer(answer):
        if roads is None:
            roads = _numbers(sources)
            if not roads:
                return []
        road, number = (
            (m.group("r1"), m.group("n1")) if m.group("r1") else (m.group("r2"), m.group("n2"))
        )
        numbers = roads.get(norm(road))
        if numbers and not _held(number, numbers):
            out.append(Claim(m.group(0), "place", m.group(0), m.start(), m.end(), why=WHY))
        elif numbers and (c := _district_claim(answer, m, road, number, sources)):
            out.append(c)
    return out
