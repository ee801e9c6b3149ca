"""One test for a fee worked out for a stated size over a base row and a per-step row: it is the
base fee plus the step fee once per step the size goes past the base row's bound.

A fee table may price an item by a base row and a surcharge per step beyond it (``거울 (1㎡
이하)`` 3,000원, ``거울 (1㎡ 초과시 마다)`` 2,000원). A figure for a size the answer's sentence
states (else the one the user stated: "전신거울(약 1.5㎡)") is supported when it is

    base + step fee × n, n the steps past the bound (the size over the bound divided by the step,
    rounded up: a part step is a step),

in the rows' unit (``㎡``, ``kg``, ``cm``, ``L``): "약 2.5㎡이면 7,000원", "a 1.5㎡ mirror would be
5,000 won". The reading only supports: a figure it does not give is left to the other readings
(a wrong total stays "not in tool outputs"). Gated by a per-step row in the outputs.
"""

from __future__ import annotations

import functools
import math
import re
from typing import Final, NamedTuple

from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.nodes import json_lists

_UNITS: Final = str.maketrans({"㎡": "m2", "²": "2", "㎏": "kg", "㎝": "cm", "ℓ": "l"})
_UNIT = r"(m2|제곱미터|kg|킬로그램|cm|센티미터|l|리터)"
_SAME: Final = {"제곱미터": "m2", "킬로그램": "kg", "센티미터": "cm", "리터": "l"}
_BASE: Final = re.compile(rf"(\d+(?:\.\d+)?)\s?{_UNIT}\s?(?:이하|까지|미만)")
_STEP: Final = re.compile(rf"(\d+(?:\.\d+)?)\s?{_UNIT}\s?(?:초과\s?시?\s?)?(?:마다|당)")
_SIZE: Final = re.compile(rf"(?<![\d.])(\d+(?:\.\d+)?)\s?{_UNIT}(?![a-z])")


class _Steps(NamedTuple):
    unit: str
    bound: float
    base: float
    step: float
    fee: float


def _unit(u: str) -> str:
    return _SAME.get(u, u)


def _spec(row: dict[str, object]) -> str:
    return " ".join(str(row.get(k) or "") for k in ("spec", "item_name")).lower().translate(_UNITS)


@functools.lru_cache(maxsize=32)
def _tables(sources: tuple[str, ...]) -> tuple[_Steps, ...]:
    """Each (base row, per-step row) pair of one item in one list of the outputs."""
    out: list[_Steps] = []
    for rows in json_lists(sources):
        dicts = [r for r in rows if isinstance(r, dict) and isinstance(r.get("fee"), int | float)]
        steps = [(r, m) for r in dicts if "마다" in _spec(r) and (m := _STEP.search(_spec(r)))]
        for row, m in steps:
            for other in dicts:
                b = _BASE.search(_spec(other))
                if b and other.get("name") == row.get("name") and _unit(b[2]) == _unit(m[2]):
                    base, fee = float(other["fee"]), float(row["fee"])
                    out.append(_Steps(_unit(m[2]), float(b[1]), base, float(m[1]), fee))
    return tuple(out)


def _sizes(text: str, unit: str) -> list[float]:
    return [
        float(m[1]) for m in _SIZE.finditer(text.lower().translate(_UNITS)) if _unit(m[2]) == unit
    ]


def stepped_total(c: Claim, answer: str, sources: tuple[str, ...], user: str = "") -> bool:
    """Whether money figure ``c`` is a base fee plus per-step fees for a stated size."""
    v = amount(c)
    if c.kind != "money" or v is None or v <= 0:
        return False
    tables = _tables(sources)
    if not tables:
        return False
    lo = max(0, c.start - 200)
    for m in SENTENCE_END.finditer(answer, lo, c.start):
        lo = m.end()
    sentence = answer[lo : c.start]
    for t in tables:
        if t.step <= 0:
            continue
        sizes = [x for x in _sizes(sentence, t.unit) if x > t.bound] or [
            x for x in _sizes(user, t.unit) if x > t.bound
        ]
        if any(abs(t.base + t.fee * math.ceil((x - t.bound) / t.step) - v) < 0.5 for x in sizes):
            return True
    return False
