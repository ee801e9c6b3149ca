"""Values an answer restates in another unit than the tool outputs give: a temperature in
Fahrenheit (``27.7°F`` for -2.4°C), a wind speed in km/h or mph (``≈11 km/h`` for 3.1 m/s), a
wind speed written as bare metres after the sentence named the wind (``바람은 인천이 초속 7.4m로
제일 세고, 춘천이 1.8m로 가장 잔잔해요``).

A converted value is read as the claim of its kind in the tools' unit, so the binding stays that
of its kind and a wrong conversion is a wrong value like any other. The tolerance stays half a unit
of the last digit written, taken in the tools' unit: a Fahrenheit or km/h digit is worth less than
a Celsius or m/s one, so rounding on both sides of a conversion (-2.4°C → 27.68°F → 27.7°F) stays
inside it.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import SENTENCE_END, Claim, _add, _Scan, sentence_around

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

_NUM = r"[-−]?\d+(?:\.\d+)?"
_FAHRENHEIT = re.compile(
    rf"(?<![\d.])(?P<v>{_NUM})\s?(?:°\s?F|℉|degrees?\s?(?:F|Fahrenheit))(?![A-Za-z])"
    rf"|화씨(?:로|는|로는)?\s?(?:약\s?)?(?P<w>{_NUM})\s?(?:도|°)",
)
_SPEED = re.compile(
    rf"(?<![\d.])(?P<v>{_NUM})\s?(?P<u>km/h|㎞/h|kph|km per hour|kilomet(?:er|re)s? per hour"
    r"|mph|miles? per hour|킬로미터/시|시속)(?![A-Za-z])"
    rf"|시속\s?(?:약\s?|about\s|approx(?:imately|\.)?\s)?(?P<w>{_NUM})\s?(?:km|㎞|킬로미터|킬로)(?![A-Za-z/])",
    re.I,
)
_TO_MS: Final = {"mph": 0.44704, "miles per hour": 0.44704, "mile per hour": 0.44704}
_KMH = 1 / 3.6


def _num(raw: str) -> float:
    return float(raw.replace("−", "-"))


def scan_converted(s: _Scan) -> None:
    """Fahrenheit temperatures and km/h or mph speeds, before the quantity scanner reads them as
    °C and km."""
    lower = s.lower
    if "°" in lower or "℉" in lower or "화씨" in lower or "degree" in lower:
        for m in _FAHRENHEIT.finditer(s.text):
            value = (_num(m.group("v") or m.group("w")) - 32.0) * 5.0 / 9.0
            _add(s, "temperature", round(value, 6), m.start(), m.end())
    if "/h" in lower or "hour" in lower or "kph" in lower or "mph" in lower or "시속" in lower:
        for m in _SPEED.finditer(s.text):
            unit = (m.group("u") or "").lower()
            factor = _TO_MS.get(unit, _KMH)
            _add(s, "wind", round(_num(m.group("v") or m.group("w")) * factor, 6), *m.span())


_WIND_TOPIC = re.compile(r"바람|풍속|초속|wind|m/s", re.I)
_BARE_METRES = re.compile(r"^\s?\d+(?:\.\d+)?\s?(?:m|미터)$")


_F_MARK = re.compile(r"°\s?F|℉|degrees?\s?(?:F|Fahrenheit)|화씨", re.I)


def fahrenheit_delta(c: Claim) -> Claim | None:
    """A Fahrenheit value read as a difference ("5.4°C warmer (9.7°F warmer)"): a step of 1°F is
    5/9 of a step of 1°C, with no offset; None for any other claim."""
    if c.kind != "temperature" or not _F_MARK.search(c.text):
        return None
    m = re.search(r"[-−]?\d+(?:\.\d+)?", c.text)
    return replace(c, value=round(_num(m.group(0)) * 5.0 / 9.0, 6)) if m else None


def wind_in_metres(c: Claim, answer: str, claims: tuple[Claim, ...]) -> Claim | None:
    """A bare ``1.8m`` in a sentence that states a wind speed before it, read as a wind speed
    (``바람은 인천이 초속 7.4m로 제일 세고, 춘천이 1.8m로 가장 잔잔해요``); None when it is not
    one. The caller checks it as a wind claim, bound to its subject like any other."""
    if c.kind != "distance" or not isinstance(c.value, float) or not _BARE_METRES.match(c.text):
        return None
    start = sentence_around(answer, c.start)[0]
    if not any(o.kind == "wind" and start <= o.start < c.start for o in claims):
        return None
    if not _WIND_TOPIC.search(answer, start, c.start):
        return None
    return replace(c, kind="wind")


# per ton or per gram → per kilogram: the factor to multiply the written amount by
# weights in kilograms: 1톤이면 1,000 kg, 500g이면 0.5 kg
IN_KG: Final = {"t": 1000.0, "톤": 1000.0, "g": 0.001, "그램": 0.001,
                 **dict.fromkeys(("ton", "tons", "tonne", "tonnes"), 1000.0)}  # fmt: skip
_TO_PER_KG: Final = {unit: 1 / kg for unit, kg in IN_KG.items()}
# the separator of a list of amounts that share the unit of the first ("톤당 6만원, 갈색은 5만
# 5천원, 녹색은 4만 5천원"): a comma or a clause joint and a topic, no other value between
# (or set against it: "120,000 won for newspaper versus 80,000 won")
_LISTED = re.compile(r"\s?(?:,|이고|이며|and|versus|vs\.?)\s?[^\d,.!?\n]{0,12}$")


# a per-ton scale an amount in won is read at, stated in its clause before it, no figure between
# ("톤당으로는 백색 4만 5천 원", "톤당 차이 27만 원", "같은 1톤이면 PE가 신문지보다 3만 원 더", "a tonne
# would fetch 45,000 won", "per tonne, newspaper earns 40,000 won more"; round 52, a material and
# a verb between: "one tonne of newspaper would bring about 120,000 won"); "2톤이면 24만 원" is a
# quantity's total, not a price per ton
_PER_TON = re.compile(
    r"(?:톤당|톤으로\s?(?:치면|환산하면|계산하면|따지면|보면)|(?<![\d.])1\s?톤(?:이면|에|씩)"
    r"|\b(?:per|a|one|each)\s(?:metric\s)?ton(?:ne)?\b)[^\d.!?\n]{0,40}$",
    re.I,
)
# the per-ton scale said right after the amount ("450,000 won for the ton", "45만 원(1톤 기준)",
# "450,000 won a tonne"; round 57, g73h2-0046): one ton, never a quantity ("for 2 tons")
_PER_TON_AFTER = re.compile(
    r"\s?(?:for\s(?:the|one|a|each|every)\s(?:metric\s)?ton(?:ne)?\b|(?:a|per)\s(?:metric\s)?"
    r"ton(?:ne)?\b|\(?\s?1\s?톤\s?(?:기준|당|에)|\(?\s?톤당)",
    re.I,
)
_PER_N = re.compile(r"(\d+(?:\.\d+)?)\s?[A-Za-z가-힣㎏ℓ]+\s?당")


def per_kg(c: Claim, answer: str, claims: tuple[Claim, ...]) -> Claim | None:
    """``c`` as a price per kilogram when it is written per ton or per gram ("톤당 8만원" is 80원
    per kg), or listed right after such a price in its sentence ("톤당 6만원, 갈색은 5만
    5천원"), or an amount its clause puts on a per-ton scale before it (``_PER_TON``: "톤당으로는
    백색 4만 5천 원, 갈색 4만 원"; a difference so scaled is read by the caller as a difference
    per kg); a price per N units as the price per unit ("10kg당 600원" is 60원 per kg, "100g당
    980원" 9,800원 per kg); None when it is written per one unit already."""
    unit = c.value[1] if c.kind == "unit_price" and isinstance(c.value, tuple) else None
    if c.kind == "money":  # back along the list while each joint is a list separator
        joint = c.start
        for o in reversed([o for o in claims if o.end <= c.start]):
            if o.kind not in ("money", "unit_price") or not _LISTED.search(answer, o.end, joint):
                break
            if SENTENCE_END.search(answer, o.end, joint):
                break  # "… 40 won/kg difference. For one tonne of each, that's …": not listed
            if o.kind == "unit_price" and isinstance(o.value, tuple):
                unit = o.value[1]
                break
            joint = o.start
        if unit is None and (
            _PER_TON.search(answer, max(0, joint - 60), joint)
            or _PER_TON_AFTER.match(answer, c.end)
        ):
            unit = "t"  # "톤당으로는 백색 4만 5천 원, 갈색 4만 원", "a tonne would fetch …"
    amount = c.value[0] if isinstance(c.value, tuple) else c.value
    if unit is None or not isinstance(amount, int | float):
        return None
    per = _PER_N.match(c.text) if c.kind == "unit_price" else None
    n = float(per.group(1)) if per else 1.0  # "10kg당 600원": 60원 per kg
    factor = _TO_PER_KG.get(str(unit), 1.0 if unit in ("kg", "L", "개") else 0.0) / (n or 1.0)
    if factor in (0.0, 1.0):
        return None
    out = "kg" if unit in _TO_PER_KG else str(unit)
    return replace(c, kind="unit_price", value=(round(amount * factor, 6), out))


# an area in square metres and the same area in 평 beside it in a bracket ("3.3㎡(약 1평)당",
# "2평(6.6제곱미터)"): 1평 is 400/121 ㎡
_M2 = r"(\d{1,4}(?:\.\d+)?)\s?(?:㎡|m²|m2|제곱미터|평방미터|sqm|square met(?:er|re)s?)"
_OPENS = r"\s?[(（]\s?(?:약|대략|about|around|approx\.?|roughly|≈|~)?\s?"
_M2_THEN_OPENS = re.compile(rf"{_M2}{_OPENS}$", re.I)
_OPENS_THEN_M2 = re.compile(rf"{_OPENS}{_M2}", re.I)
_PYEONG_M2: Final = 400 / 121


def area_restated(c: Claim, answer: str) -> bool:
    """Whether ``c``, an area in 평, restates the area in square metres it is bracketed with
    (within 5 %: "3.3㎡(약 1평)"); "3.3㎡(약 2평)" is no restatement."""
    if c.kind != "number" or not isinstance(c.value, tuple) or c.value[1] != "평":
        return False
    before = _M2_THEN_OPENS.search(answer, max(0, c.start - 30), c.start)
    after = _OPENS_THEN_M2.match(answer, c.end)
    found = before or after
    m2 = float(found.group(1)) if found else 0.0
    return m2 > 0 and abs(float(c.value[0]) * _PYEONG_M2 - m2) <= 0.05 * m2


# a length and the same length in another unit beside it in a bracket ("a 3 m (300 cm) rug",
# "1.2m(120cm)", "80 cm (0.8 m)"): a restatement, not a new measure
_LENGTH_UNITS: Final = {"mm": 0.001, "㎜": 0.001, "cm": 0.01, "㎝": 0.01, "m": 1.0}
_LENGTH = r"(\d{1,4}(?:\.\d+)?)\s?(mm|㎜|cm|㎝|m|미터|metres?|meters?)(?![A-Za-z])"
_LENGTH_THEN_OPENS = re.compile(rf"{_LENGTH}{_OPENS}$", re.I)
_OPENS_THEN_LENGTH = re.compile(rf"{_OPENS}{_LENGTH}", re.I)


def _metres(number: str, unit: str) -> float:
    return float(number) * _LENGTH_UNITS.get(unit.lower(), 1.0)


def length_restated(c: Claim, answer: str) -> bool:
    """Whether ``c``, a length in cm or mm, restates in a bracket the length written right
    before it in another unit (or is restated so right after it): "3 m (300 cm)" (within 1 %);
    "3 m (350 cm)" is no restatement."""
    if c.kind != "number" or not isinstance(c.value, tuple) or c.value[1] not in _LENGTH_UNITS:
        return False
    own = _metres(str(c.value[0]), str(c.value[1]))
    before = _LENGTH_THEN_OPENS.search(answer, max(0, c.start - 30), c.start)
    after = _OPENS_THEN_LENGTH.match(answer, c.end)
    for found in (before, after):
        if found is not None and found.group(2).lower() not in (c.value[1], ""):
            other = _metres(found.group(1), found.group(2))
            if other > 0 and abs(own - other) <= 0.01 * other:
                return True
    return False


# a weight or a length restated in another unit of its dimension ("1.2톤은 1,200kg이고", "3미터면
# 300cm", "2 tonnes, i.e. 2,000 kg"): each unit's size in kilograms or metres
_WEIGHT_KG: Final = {"kg": 1.0, **IN_KG}
_SIZE_M: Final = {"cm": 0.01, "m": 1.0}


def converted_quantity(c: Claim, ev: Evidence) -> bool:
    """Whether ``c``, a weight (kg, g, t) or a length in cm, is a quantity the evidence states
    (a tool output, or the user's own words) converted to another unit: "1.2톤" as "1,200kg",
    "3미터" as "300cm" (within 0.1 %). A conversion that does not come out ("1.2톤" as
    "1,300kg") is no restatement and stays a plain quantity."""
    v = c.value
    if c.kind != "number" or not isinstance(v, tuple) or len(v) != 2:
        return False
    unit = str(v[1])
    if unit in _WEIGHT_KG:
        sizes = _WEIGHT_KG
        stated = [(q, u) for q, u in ev.quantities if u in _WEIGHT_KG]
    elif unit in _SIZE_M:
        sizes = _SIZE_M
        stated = [(q, u) for q, u in ev.quantities if u == "cm"]
        stated += [(f.value, "m") for f in ev.of("distance") if isinstance(f.value, float)]
    else:
        return False
    own = float(v[0]) * sizes[unit]
    return own > 0 and any(u != unit and abs(q * sizes[u] - own) <= 1e-3 * own for q, u in stated)


# one ton as the scale a price per ton is read at ("같은 1톤이면 PE가 신문지보다 3만 원 더",
# "1톤에 12만 원", "1톤 기준", "for 1 tonne"): the unit of a rate, no quantity anyone has
_ONE_TON_AFTER = re.compile(r"\s?(?:이면|에(?!서)|씩|당|기준|으로\s?치면)")
_ONE_TON_BEFORE = re.compile(r"\b(?:for|per|of)\s(?:just\s)?$", re.I)


def one_ton_scale(
    c: Claim, answer: str, claims: Sequence[Claim], flagged: Collection[int] = ()
) -> bool:
    """Whether ``c`` is one ton written as the scale of a price per ton (above) that an amount
    after it in its sentence states and the check supports (no start in ``flagged``): as with a
    supposed quantity, a per-ton amount that does not come out leaves its scale flagged too."""
    v = c.value
    if c.kind != "number" or v != (1.0, "t"):
        return False
    if not (
        _ONE_TON_AFTER.match(answer, c.end)
        or _ONE_TON_BEFORE.search(answer, max(0, c.start - 10), c.start)
    ):
        return False
    end = sentence_around(answer, c.start)[1]
    return any(
        a.kind in ("money", "unit_price") and c.end <= a.start < end and a.start not in flagged
        for a in claims
    )


# the joint of a measure and its restatement in another unit ("1.5톤은 1,600kg", "1.5톤(1,600kg)",
# "1.5 tonnes is 1,600 kg", "3미터면 350cm")
_RESTATES = re.compile(
    r"\s?(?:은|는|이면|면|이라면|=|≈|→|->|[(（]|is|are|equals|means|makes|i\.e\.,?)"
    r"\s?(?:약\s?|about\s|roughly\s|around\s)?",
    re.I,
)


def _in_base(c: Claim) -> tuple[str, float] | None:
    """A weight in kilograms or a length in metres, with its dimension; None for other claims."""
    v = c.value
    if c.kind == "distance" and isinstance(v, float):
        return "length", v
    if c.kind != "number" or not isinstance(v, tuple) or len(v) != 2:
        return None
    unit = str(v[1])
    if unit in _WEIGHT_KG:
        return "weight", float(v[0]) * _WEIGHT_KG[unit]
    return ("length", float(v[0]) * _SIZE_M[unit]) if unit in _SIZE_M else None


def misconverted(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """Whether ``c`` restates the measure right before it in another unit and the conversion does
    not come out ("1.5톤은 1,600kg", "1.5 tonnes is 1,600 kg"): a fabricated figure, never the
    example quantity a working that follows supposes (``worked.supposed``)."""
    own = _in_base(c)
    if own is None or own[1] <= 0:
        return False
    before = [o for o in claims if o.end <= c.start and c.start - o.end <= 16]
    if not before or not _RESTATES.fullmatch(answer, before[-1].end, c.start):
        return False
    o = before[-1]
    other = _in_base(o)
    if other is None or other[0] != own[0] or o.value == c.value:
        return False
    return abs(other[1] - own[1]) > 1e-3 * own[1]
