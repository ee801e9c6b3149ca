"""A weight whose number is spelled out in English: "Ten tonnes of clear cullet would be 450,000
won", "two tonnes would fetch …", "five kilos of cans" (two and more: "one tonne" is the scale
of a price per tonne, read by :mod:`.conversions`).

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
from guardrails.grounding.numbers import EN_FACTORS

_TENS: Final = {"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100}
# two to ten, twenty, …: "one tonne" is the scale of a rate (:mod:`.conversions`), no quantity
_WORDS: Final = {**EN_FACTORS, **_TENS}
_UNIT: Final = {"tonne": "t", "tonnes": "t", "ton": "t", "tons": "t", "kilo": "kg", "kilos": "kg",
                "kilogram": "kg", "kilograms": "kg", "kg": "kg"}  # fmt: skip
_SPELLED: Final = re.compile(
    rf"\b({'|'.join(_WORDS)})\s(?:metric\s)?"
    rf"({'|'.join(sorted(_UNIT, key=len, reverse=True))})\b",
    re.I,
)
# the gate: a plain substring test before the pattern
GATE: Final = ("tonne", "ton", "kilo", "kg")


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
    n = float(_WORDS[found.group(1).lower()])
    unit = _UNIT[found.group(2).lower()]
    return Claim(found.group(), "number", (n, unit), found.start(), found.end())


def spelled_kilos(answer: str, lo: int, hi: int) -> list[float]:
    """Every weight with a spelled number in ``answer[lo:hi]``, in kilograms ("Ten tonnes":
    10,000.0), for the readers of quantities in a span."""
    if not has_spelled_weight(answer):
        return []
    return [
        float(_WORDS[m.group(1).lower()]) * (1000.0 if _UNIT[m.group(2).lower()] == "t" else 1.0)
        for m in _SPELLED.finditer(answer, lo, hi)
    ]
