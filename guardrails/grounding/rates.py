"""The rates an answer states, each a price per kilogram: a unit price (``120원/kg``, ``10kg당
600원`` as 60원 per kg) or a fee per N units written beside its amount (``6,000 won per 10 kg``,
``1kg 1,200원``), and the prices per kilogram the tool outputs give (keys ``per_kg``, ``단가`` …).

Each rate is labelled by the words its line or clause gives before it (``- Cardboard: 80 won/kg``,
``- PET: 압축 350원/kg``: a material's capitalised code is a word; a particle glued to a Korean word
is dropped: ``골판지는`` labels ``골판지``), and by the words of a ``for`` phrase right after it
("1,200 won/kg versus 80 won/kg for compressed cardboard": 80 is cardboard's, not ``versus``). A difference of two rates ("10 won/kg more than
green", "kg당 5원 더 비싸요") is no rate. :mod:`.products` binds a product to these rates.
"""

from __future__ import annotations

import functools
import re
from typing import Final, NamedTuple

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.conversions import IN_KG
from guardrails.grounding.nodes import json_objects
from guardrails.grounding.sourced import KEYS

_WEIGHT: Final = {"kg": 1.0, "㎏": 1.0, "킬로그램": 1.0, "킬로": 1.0, "키로": 1.0, **IN_KG}
_UNITS = r"kg|㎏|킬로그램|킬로|키로|톤|t\b|ton(?:ne)?s?\b|g\b|그램"
# a fee per N units written after its amount ("6,000 won per 10 kg", "6,000원/10kg")
PER_AFTER: Final = re.compile(
    rf"\s?(?:per|/|for every|every)\s?(\d{{1,4}}(?:\.\d+)?)\s?({_UNITS})", re.I
)
# … or before it ("10kg당 6,000원", "1kg 1,200원", "1kg에 1,200원")
_PER_BEFORE: Final = re.compile(
    rf"(?<![\d.,])(\d{{1,4}}(?:\.\d+)?)\s?({_UNITS})\s?(당|마다|에|:)?\s?(?:약\s?)?$", re.I
)
_BREAK: Final = re.compile(r"[.!?;](?=\s|$)|\n")  # ";" ends a clause of its own
# a label word: Hangul, a Latin word, or a material's capitalised code (PET, PVC, EPS, PP)
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z]{4,}|(?<![A-Za-z])[A-Z]{2,3}(?![A-Za-z])")
_STOP: Final = frozenset(
    {"price", "prices", "about", "around", "national", "average", "compressed", "charges",
     "per", "each", "that", "this", "with", "from", "기준", "가격", "시세", "평균", "전국", "매입가",
     "versus", "압축", "kg당", "정도", "이에요", "입니다"}
)  # fmt: skip
# a difference of two rates, not a rate ("10 won/kg more than green", "kg당 5원 더 비싸요")
_DIFF: Final = re.compile(
    r"[^.,\n]{0,10}?(?:\b(?:more|less|higher|lower|cheaper|pricier|than|difference|gap)\b"
    r"|더|덜|차이|비싸|저렴|높|낮|싸[고요다게서]|쌈|쌉|쌌)",
    re.I,
)
# the material a rate is for, written after it ("80 won/kg for compressed cardboard")
_FOR_LABEL: Final = re.compile(r"\s?for\s([^.,;:()\n\d]{1,40})", re.I)
# (round 55: a gap added on, "Flaking adds 300 won/kg", or signed, "150 → 450, +300 won/kg")
_DIFF_BEFORE: Final = re.compile(
    r"차이|차액|difference|gap|more|less|\b(?:adds?|added|adding)\b|[(,;:→]\s?\+\s?$", re.I
)


class Rate(NamedTuple):
    per_kg: float
    start: int
    end: int
    label: frozenset[str]  # the words its line or clause gives before it


def in_kg(unit: str) -> float:
    """Kilograms in one ``unit`` of weight (0.0 for no weight unit)."""
    return _WEIGHT.get(unit, _WEIGHT.get(unit.lower(), 0.0))


def line_start(answer: str, pos: int) -> int:
    """Where the clause of ``pos`` starts: after the last sentence end, ``;`` or line break."""
    lo = max(0, pos - 120)
    for m in _BREAK.finditer(answer, lo, pos):
        lo = m.end()
    return lo


# a particle glued to a Korean label word ("골판지는", "알루미늄캔이"): the clause names the stem
_PARTICLE: Final = re.compile(
    r"(?<=[가-힣]{2})(?:에서|으로|이랑|랑|로|와|과|은|는|이|가|을|를|의|도)$"
)


def _label(answer: str, lo: int, hi: int) -> frozenset[str]:
    words = (_PARTICLE.sub("", w.lower()) for w in _WORD.findall(answer, lo, hi))
    return frozenset(w for w in words if w not in _STOP)


def _rate(c: Claim, answer: str, prev_end: int) -> float | None:
    """The price per kilogram ``c`` states, if it is a rate."""
    v = amount(c)
    if v is None:
        return None
    if c.kind == "unit_price" and isinstance(c.value, tuple):
        per = re.match(r"(\d+(?:\.\d+)?)\s?(?:kg|㎏|킬로|톤|t|g|그램)\s?당", c.text)
        unit_kg = in_kg(str(c.value[1]))
        n = float(per.group(1)) if per else 1.0
        return v / (unit_kg * n) if unit_kg and n else None
    if c.kind != "money":
        return None
    if m := PER_AFTER.match(answer, c.end):
        n = float(m.group(1)) * in_kg(m.group(2))
        return v / n if n else None
    m = _PER_BEFORE.search(answer, max(prev_end, c.start - 14), c.start)
    if m and (m.group(3) in ("당", "마다") or float(m.group(1)) == 1.0):
        n = float(m.group(1)) * in_kg(m.group(2))  # "10kg당 6,000원"; "1kg 1,200원" (one unit)
        return v / n if n else None
    return None


@functools.lru_cache(maxsize=32)
def stated_rates(answer: str, claims: tuple[Claim, ...]) -> tuple[Rate, ...]:
    """The rates ``answer`` states, in order, each with its label (a difference of two is none)."""
    out: list[Rate] = []
    prev_end = 0
    for c in claims:
        if c.kind in ("money", "unit_price") and (p := _rate(c, answer, prev_end)) is not None:
            lo = line_start(answer, c.start)
            if _DIFF.match(answer, c.end) or _DIFF_BEFORE.search(
                answer, max(lo, c.start - 16), c.start
            ):
                prev_end = c.end
                continue  # a difference of rates
            label = _label(answer, max(lo, prev_end), c.start)
            if m := _FOR_LABEL.match(answer, c.end):  # "… versus 80 won/kg for cardboard"
                label |= _label(answer, m.start(1), m.end(1))
            out.append(Rate(p, c.start, c.end, label))
        prev_end = c.end if c.kind in ("money", "unit_price") else prev_end
    return tuple(out)


def output_rates(sources: tuple[str, ...]) -> set[float]:
    """The prices per kilogram the tool outputs give (keys per_kg, 단가 …)."""
    rx = KEYS["unit_price"]
    return {
        float(x)
        for o in json_objects(sources)
        for k, x in o.items()
        if rx.search(str(k)) and isinstance(x, int | float) and not isinstance(x, bool)
    }
