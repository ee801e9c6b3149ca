"""A weight whose number is spelled out in English: "Ten tonnes of clear cullet would be 450,000
won", "two tonnes would fetch …", "five kilos of cans" (two and more: "one tonne" is the scale
of a price per tonne, read by :mod:`.conversions`), or in Korean native numbers (round 56: "열
키로면 대략 1,200원", "다섯 킬로", "두 톤"; 한 is the scale as "one" is), or in Sino-Korean
numbers with a place word (round 59: "백 킬로면 약 만 이천 원", "삼십 킬로", "이백오십 키로"), or
in digits joined to the unit by a hyphen (round 59: "A 10-tonne clear lot would be about 450,000
won": an adjective extraction reads as no quantity).

Extraction reads a weight only when its number is written in digits, so a product worked for a
spelled weight had no quantity and stood as an unsupported amount (a faithful "Ten tonnes of
clear cullet would be 450,000 won" at 45 won/kg was flagged). :func:`spelled_weight` gives such a
weight as a number claim in the unit :mod:`.rates` reads (``t``, ``kg``), for the product reader
(:mod:`.products`) to take as the quantity of its clause, and :func:`spelled_kilos` the weights
of a span for :mod:`.derived`. No claim is added to the answer's claims: the weight itself is
not checked; a product worked for it is, as for a weight in digits (another material's price
times it is flagged as such).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.numbers import EN_FACTORS, NATIVE, korean_number

_TENS: Final = {"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100}
# two to ten, twenty, …: "one tonne" is the scale of a rate (:mod:`.conversions`), no quantity
_WORDS: Final = {**EN_FACTORS, **_TENS}
_UNIT: Final = {"tonne": "t", "tonnes": "t", "ton": "t", "tons": "t", "kilo": "kg", "kilos": "kg",
                "kilogram": "kg", "kilograms": "kg", "kg": "kg"}  # fmt: skip
# round 56: Korean native numbers before a weight ("열 키로면 대략 1,200원", "다섯 킬로", "두 톤"),
# two and more as in English; 키로/킬로 not of 킬로미터
_KO_WORDS: Final = {w: n for w, n in NATIVE.items() if n > 1 and w not in ("둘", "셋", "넷")}
_KO_UNIT: Final = {"킬로그램": "kg", "킬로": "kg", "키로": "kg", "kg": "kg", "톤": "t"}
_KO_UNITS: Final = "|".join(sorted(_KO_UNIT, key=len, reverse=True))
# round 59: Sino-Korean numbers with a place word ("백 킬로", "삼십 킬로", "이백오십 키로", "십 톤");
# a bare digit word (이, 오, 구) is no number here: it is as often "this" or part of a word
_SINO: Final = (
    "[일이삼사오육칠팔구]?[십백천](?:[일이삼사오육칠팔구]?[십백천])*[일이삼사오육칠팔구]?"
)
_SPELLED: Final = re.compile(
    rf"\b({'|'.join(_WORDS)})\s(?:metric\s)?"
    rf"({'|'.join(sorted(_UNIT, key=len, reverse=True))})\b"
    rf"|(?<![가-힣])(?:({'|'.join(sorted(_KO_WORDS, key=len, reverse=True))})|({_SINO}))\s?"
    rf"({_KO_UNITS})(?!미터|[a-z]|\s?당)"
    # round 59: a weight in digits joined to its unit by a hyphen, an adjective ("A 10-tonne clear
    # lot would be about 450,000 won", "a 20-kg bag"), which extraction reads as no quantity
    rf"|(?<![\d,.\-])(\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)-(?:metric-)?"
    rf"({'|'.join(sorted(_UNIT, key=len, reverse=True))})\b",
    re.I,
)
# the gate: a plain substring test before the pattern
GATE: Final = ("tonne", "ton", "kilo", "kg", "키로", "킬로", "톤")


def _kilos(m: re.Match[str]) -> tuple[float, str]:
    """The number and unit (``t``, ``kg``) of a spelled weight."""
    if m.group(1):
        return float(_WORDS[m.group(1).lower()]), _UNIT[m.group(2).lower()]
    if m.group(3):
        return float(_KO_WORDS[m.group(3)]), _KO_UNIT[m.group(5).lower()]
    if m.group(4):
        return float(korean_number(m.group(4))), _KO_UNIT[m.group(5).lower()]
    return float(m.group(6).replace(",", "")), _UNIT[m.group(7).lower()]


def has_spelled_weight(answer: str) -> bool:
    """Whether ``answer`` writes a weight with a spelled number (the products gate)."""
    lower = answer.lower()
    return any(g in lower for g in GATE) and _SPELLED.search(answer) is not None


def spelled_weight(answer: str, lo: int, hi: int) -> Claim | None:
    """The last weight with a spelled number in ``answer[lo:hi]``, as a number claim."""
    found = None
    for m in _SPELLED.finditer(answer, lo, hi):
        found = m
    if found is None:
        return None
    n, unit = _kilos(found)
    return Claim(found.group(), "number", (n, unit), found.start(), found.end())


def spelled_kilos(answer: str, lo: int, hi: int) -> list[float]:
    """Every weight with a spelled number in ``answer[lo:hi]``, in kilograms ("Ten tonnes":
    10,000.0), for the readers of quantities in a span."""
    if not has_spelled_weight(answer):
        return []
    return [
        n * (1000.0 if unit == "t" else 1.0)
        for n, unit in map(_kilos, _SPELLED.finditer(answer, lo, hi))
    ]
