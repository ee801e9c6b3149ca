"""A day's most reward points, so stated ("하루 최대 1,500포인트", "the most you can earn in a day is
1,000 points", "up to 50 a day, i.e. 500 points"): a reward row's points times its limit over its
unit (``"points": 100, "unit": "10개", "daily_limit": "50개"`` gives 500). Supported when some row of
the material the clause names (any, when it names none) comes out at it; the rate times the limit
with the unit's size left out (5,000) or another row's limit does not.
"""

from __future__ import annotations

import re
from typing import Any

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.rewards import POINT_KEY, clause_before, material_classes, texts

_QTY = re.compile(r"^\s*(\d+(?:\.\d+)?)?\s?(개|kg|병|캔|장|L|l)?\s*$")
_LIMIT_KEY = re.compile(r"limit|한도|max|최대", re.I)
_STOP = re.compile(r"(?<!\bi\.e)(?<!\be\.g)[.!?](?=\s)|\n")  # a sentence's end, not "i.e."
# a maximum stated before the points ("하루 최대", "up to 50 a day", "the most you can earn")
_MOST = re.compile(
    r"최대|한도|하루|일일|까지|\b(?:max(?:imum)?|most|up to|cap(?:ped)?|limit\w*|daily|a day|per day)\b",
    re.I,
)


def _qty(value: object, key: str = "") -> tuple[float, str] | None:
    """A quantity of a row: ``"10개"`` → (10, 개), ``"kg"`` → (1, kg), 3 under ``daily_limit_kg``
    → (3, kg)."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        unit = key.rsplit("_", 1)[-1] if "_" in key else ""
        return float(value), unit if unit in ("kg", "l") else ""
    m = _QTY.match(value) if isinstance(value, str) else None
    if m is None or not (m.group(1) or m.group(2)):
        return None
    return float(m.group(1) or 1), (m.group(2) or "").lower()


def _row_max(node: dict[str, Any]) -> int | None:
    """A reward row's most points within its limit (points × limit / unit), None without one."""
    points = [v for k, v in node.items() if POINT_KEY.search(str(k)) and type(v) is int]
    unit = _qty(node.get("unit", ""))
    limits = [q for k, v in node.items() if _LIMIT_KEY.search(str(k)) and (q := _qty(v, str(k)))]
    if len(points) != 1 or unit is None or len(limits) != 1:
        return None
    (size, per), (most, of) = unit, limits[0]
    if size <= 0 or (per and of and per != of):
        return None
    n = points[0] * most / size
    return int(n) if n == int(n) else None


@per_stage
def _row_maxima(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], int], ...]:
    """(the material classes a reward row names, its most points within its limit) per row."""
    out: list[tuple[frozenset[str], int]] = []
    for node in json_nodes(sources):
        if isinstance(node, dict) and (most := _row_max(node)) is not None:
            named = material_classes(" ".join(v for v in node.values() if isinstance(v, str)))
            out.append((frozenset(named), most))
    return tuple(out)


def row_maximum(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether points ``c`` are a reward row's most within its limit, of the material its clause
    names (module docstring)."""
    if not isinstance(c.value, int) or isinstance(c.value, bool):
        return False
    lo = max((m.end() for m in _STOP.finditer(answer, max(0, c.start - 64), c.start)), default=0)
    if not _MOST.search(answer, max(lo, c.start - 64), c.start):
        return False  # "10kg 이상 모아 오면 500포인트 보너스": no maximum stated
    named = material_classes(clause_before(answer, c.start))
    return any(
        most == c.value and (len(named) != 1 or named <= classes)
        for classes, most in _row_maxima(texts(sources))
    )
