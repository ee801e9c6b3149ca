"""A size the answer gives as an example of a fee row's bound, with that row's fee.

Fee tables name a row by a bound of its size: ``의자 (일반2인용 미만)`` 3,000원, ``의자 (일반2인용
이상)`` 4,000원; ``텔레비전 (42인치 미만)``. An answer that works an example out names a size that
falls in one row and charges that row's fee: ``1인용 의자 두 개라면 6,000원이 됩니다``. The size is
no output's number (they write 2인용), so it was flagged, though it only places the example
in a row the output gives.

A size (a number with a unit) is supported here when some row's spec bounds that unit
(``N unit 미만/이하/이상/초과``), the size lies within every such bound of the row, and its
sentence, after it, states an amount that is that row's fee times a count of one to ten. A
size placed in the wrong row (``3인용 의자 두 개라면 6,000원``: 3인용 is the 4,000원 row) or said
with no amount stays as the pool reads it.

A fee said of a tier by both its bounds (``42인치 이상 50인치 미만 TV는 9,000원``, ``a TV under 50
inches (and 42 inches or more) costs 9,000 won``) is its row's when that row gives only the upper
bound (``50인치 미만``) and the next row down ends at the lower (``42인치 미만``): the 이상 / or more
is no word of its own row, but the tier it closes is that row. A lower bound that is not where
the row below ends (``25 inches or more``) names no one row and stays misbound.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage

_BOUND: Final = re.compile(r"(\d+(?:\.\d+)?)\s?([가-힣A-Za-z]+?)\s?(미만|이하|이상|초과)")
_END: Final = re.compile(r"[.!?\n]")
Tier = tuple[tuple[tuple[float, str, str], ...], float]


def _rows(root: Any) -> list[dict[str, Any]]:
    if not isinstance(root, dict):
        return []
    rows = root.get("items")
    return [r for r in rows if isinstance(r, dict)] if isinstance(rows, list) else []


@per_stage
def _tiers(sources: tuple[str, ...]) -> tuple[Tier, ...]:
    """Each fee row's bounds (number, unit, side) with its fee, for rows whose spec has one."""
    out: list[Tier] = []
    for root in parsed(sources):
        for r in _rows(root):
            spec, fee = r.get("spec"), r.get("fee")
            if not isinstance(spec, str) or not isinstance(fee, int | float) or not fee:
                continue
            bounds = tuple((float(m[1]), m[2], m[3]) for m in _BOUND.finditer(spec))
            if bounds:
                out.append((bounds, float(fee)))
    return tuple(out)


def _within(v: float, unit: str, bounds: tuple[tuple[float, str, str], ...]) -> bool:
    mine = [b for b in bounds if b[1] == unit]
    ops = {"미만": v.__lt__, "이하": v.__le__, "이상": v.__ge__, "초과": v.__gt__}
    return bool(mine) and all(ops[side](n) for n, _, side in mine)


def tier_example(c: Claim, answer: str, claims: Sequence[Claim], sources: tuple[str, ...]) -> bool:
    """Whether size ``c`` places an example in a fee row whose fee its sentence then charges."""
    v = c.value
    if not isinstance(v, tuple) or len(v) != 2 or not isinstance(v[1], str):
        return False
    n, unit = v
    if not isinstance(n, int | float):
        return False
    tiers = _tiers(sources)
    if not tiers:
        return False
    end = m.start() if (m := _END.search(answer, c.end)) else len(answer)
    amounts = [
        float(e.value)
        for e in claims
        if e.kind == "money" and c.end <= e.start and e.end <= end
        if isinstance(e.value, int | float)
    ]
    fees = {fee for bounds, fee in tiers if _within(float(n), unit, bounds)}
    return any(a == fee * k for a in amounts for fee in fees for k in range(1, 11))


# a tier said by both its bounds ("42인치 이상 50인치 미만", "under 50 inches (and 42 inches or more)")
_AT_LEAST: Final = re.compile(
    r"(\d+(?:\.\d+)?)\s?(?:[가-힣]{1,3}|-?\s?[A-Za-z]{1,8}\.?)?\s?(?:이상|or more|or (?:larger|bigger)|and (?:up|above|over))",
    re.I,
)
_UNDER: Final = re.compile(
    r"(\d+(?:\.\d+)?)\s?(?:[가-힣]{1,3})?\s?미만|\b(?:under|less than|below|smaller than)\s(\d+(?:\.\d+)?)",
    re.I,
)
_GATE: Final = re.compile(r"이상|or more|and (?:up|above|over)|or (?:larger|bigger)", re.I)


def _start(answer: str, pos: int) -> int:
    start = 0
    for m in _END.finditer(answer, max(0, pos - 160), pos):
        start = m.end()
    return start


def both_bounds(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether fee ``c`` is said of a tier by both its bounds, its row giving only the upper
    (``50인치 미만``) and the row below ending at the lower (``42인치 미만``): the answer's
    ``42인치 이상 50인치 미만`` / ``under 50 inches (and 42 inches or more)`` is that row, though
    the lower bound's 이상 is no word of its own row."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return False
    start = _start(answer, c.start)
    window = answer[start : c.start]
    if not _GATE.search(window):
        return False
    tiers = _tiers(sources)
    if not tiers:
        return False
    lows = {float(m[1]) for m in _AT_LEAST.finditer(window)}
    highs = {float(m[1] or m[2]) for m in _UNDER.finditer(window)}
    if not lows or not highs:
        return False
    uppers = {n for bounds, _ in tiers for n, _, side in bounds if side in ("미만", "이하")}
    v = float(c.value)
    for bounds, fee in tiers:
        if fee != v or len(bounds) != 1 or bounds[0][2] != "미만":
            continue
        top = bounds[0][0]
        below = [u for u in uppers if u < top]
        if top in highs and below and max(below) in lows:  # the row below ends at the low bound
            return True
    return False
