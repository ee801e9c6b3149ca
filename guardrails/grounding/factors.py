"""A bare factor of a written product that restates a measure its own sentence has just given.

An answer that works a price out of a weight often converts the user's weight first and then
writes the product with the bare number: "Two tonnes is 2,000 kg, so 2,000 × 280 = 560,000 won",
"30kg이면 30 × 120 = 3,600원". The bare ``2,000`` is no fact of its own: it is the ``2,000 kg`` a
few words before, written as a factor (``×``, ``x``, ``*`` right after or right before it). **It
is supported when a measure of the same value (a number with a unit) stands earlier in its
sentence**; that measure is checked on its own, and the product by :mod:`.arithmetic`
(``equation_why``), so a factor nothing restates ("2,500 × 280" after "2,000 kg") is still read
as a plain number. A weight in tonnes or grams is restated in kilograms, the unit a price per kg
multiplies ("신문지 2톤이면 2,000 × 120 = 24만 원"): 2톤 is restated by 2,000, not by 2,500; and
a bare 1,000 in a sentence that names a ton is the kilograms in a ton ("톤으로 치면 120 × 1,000
= 12만 원", "per tonne that is 120 × 1,000 = 120,000 won"), the product still checked as written.

Round 55: a weight written as a compound adjective earlier in the sentence ("a 2-tonne load would
fetch 280 × 2,000 = 560,000 won", "a 50-kg bale", "a 2-ton truckload") is no claim of its own, but
it is the measure the factor restates, as ``2 tonnes`` is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.conversions import IN_KG
from guardrails.grounding.worked import worked_out

__all__ = ["restated_factor", "worked_term"]

_AFTER: Final = re.compile(r"\s?[×xX*]\s?\d")  # "2,000 × 280"
_BEFORE: Final = re.compile(r"\d\s?[×xX*]\s?$")  # "280 × 2,000"
_TON: Final = re.compile(r"톤|\bton(?:ne)?s?\b", re.I)  # a price per kg × 1,000 is one per ton
# a weight as a compound adjective ("2-tonne load", "50-kg bale"): the number, a hyphen, the unit
_HYPHENED: Final = re.compile(
    r"(?<![\d,.])(\d{1,4}(?:\.\d+)?)-(kg|kilos?|kilograms?|tonnes?|tons?|t|g|grams?)\b", re.I
)
_HYPHENED_KG: Final = {"kg": 1.0, "kilo": 1.0, "kilogram": 1.0, "t": 1000.0, "ton": 1000.0,
                       "tonne": 1000.0, "g": 0.001, "gram": 0.001}  # fmt: skip


def restated_factor(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """Whether bare number ``c`` is a factor of a written product that restates a measure
    claimed earlier in its sentence (module docstring)."""
    v = c.value
    if c.kind != "number" or not isinstance(v, tuple) or len(v) != 2 or v[1] is not None:
        return False
    if _AFTER.match(answer, c.end) is None and _BEFORE.search(answer, 0, c.start) is None:
        return False
    lo = max(answer.rfind(ch, 0, c.start) for ch in "!?\n")
    lo = max(lo, answer.rfind(". ", 0, c.start)) + 1
    if v[0] == 1000.0 and _TON.search(answer, lo, c.start):
        return True  # "톤으로 치면 120 × 1,000 = 12만 원": the kilograms in a ton
    if "-" in answer[lo : c.start] and any(
        abs(float(m.group(1)) * _HYPHENED_KG[m.group(2).lower().removesuffix("s")] - float(v[0]))
        < 1e-6
        for m in _HYPHENED.finditer(answer, lo, c.start)
    ):
        return True  # "a 2-tonne load would fetch about 280 × 2,000": the 2,000 kg of 2 tonnes
    return any(
        o.kind == "number"
        and isinstance(o.value, tuple)
        and len(o.value) == 2
        and isinstance(o.value[1], str)
        and lo <= o.start
        and o.end <= c.start
        and (o.value[0] == v[0] or _in_kg(o.value[0], o.value[1]) == v[0])
        for o in claims
    )


def _in_kg(value: object, unit: str) -> float | None:
    """A weight in tonnes or grams in kilograms (2톤: 2,000); None for any other measure."""
    factor = IN_KG.get(unit)
    return round(float(value) * factor, 6) if factor and isinstance(value, int | float) else None


_PLUS_AFTER: Final = re.compile(r"\s?\+\s?\d")  # "1,200 + 800 = 2,000 won"
_PLUS_BEFORE: Final = re.compile(r"\d\s?\+\s?$")


def worked_term(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """Whether bare number ``c`` is a term of a written sum ("10 kg of each comes to 1,200 + 800
    = 2,000 won", "신문지 10kg, 골판지 10kg이면 1,200 + 800 = 2,000원") that the answer works out
    as an amount from its own prices and quantities (:func:`.worked.worked_out`, read as won): the
    term the sum's working gives, as its written total is checked by :mod:`.arithmetic`. A term no
    price times a stated quantity gives ("1,300 + 700") stays a plain number."""
    v = c.value
    if c.kind != "number" or not isinstance(v, tuple) or len(v) != 2 or v[1] is not None:
        return False
    if _PLUS_AFTER.match(answer, c.end) is None and _PLUS_BEFORE.search(answer, 0, c.start) is None:
        return False
    value = float(v[0])
    as_won = Claim(c.text, "money", int(value) if value.is_integer() else value, c.start, c.end)
    return worked_out(as_won, answer, claims)
