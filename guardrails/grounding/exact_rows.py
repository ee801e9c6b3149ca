"""A price written right after a row's full name is that row's: "PP(압축) 180원/kg, PE(압축) 450원/kg"
where the outputs give ``PE(압축)`` 150원/kg and ``PE(플레이크)`` 450원/kg.

The class: **an answer that writes a priced row's name as the tool output spells it, its
qualifier in brackets and all (``PE(압축)``, ``PET(플레이크)``, ``책상(1m 이상)``), and the amount right
after it (a space, a colon, a topic particle or ``kg당`` between) states that row's price; an
amount no row of that name gives but another row of the same output does is another row's price
given to it.** The word-level binding cannot see this where the names share their words (PE,
압축 and 플레이크 are words of every plastics row through the output's own note).

Unsure, never flagged: a bare name (``PET 650원`` after ``플레이크로 가공하면``: the qualifier
is in the words around it); a name shared by several rows (the amount of any of them is its); an
amount with anything else between it and the name (a quantity, a comparison, another name); an
amount no other row gives either (invented, read by the other checks); a rate per another unit
than the row's (``톤당``).
"""

from __future__ import annotations

import re
from typing import Any, Final, NamedTuple

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.nodes import json_objects, per_stage

_PRICE_KEYS: Final = ("price_per_kg", "fee")
# a name with its qualifier in brackets ("PE(압축)", "책상(1m 이상)"): written whole, it names one
# row; a bare name ("PET", "자전거") leaves its qualifier to the words around it
_QUALIFIED: Final = re.compile(r"[^()]{1,20}\([^()]{1,20}\)")
_REACH: Final = 16  # the longest gap between a name and its amount
# what may stand between a row's name and its amount
_GAP: Final = re.compile(
    r"[ \t]*(?:[:：]|은|는|이|가|의|=|-|–)?[ \t]*(?:kg당|1kg당|약|about)?[ \t]*"
)


class _Rows(NamedTuple):
    by_qualifier: dict[str, tuple[str, ...]]  # "E(압축)" → the names that end in it, longest first
    every: dict[str, frozenset[float]]  # name → the prices of the rows so named
    holders: dict[float, frozenset[str]]  # price → the names of the rows that give it


@per_stage
def _priced_rows(sources: tuple[str, ...]) -> _Rows:
    """The qualified names of the priced rows of outputs of two or more such rows, their prices,
    and the names each price is given under."""
    every: dict[str, set[float]] = {}
    for o in json_objects(sources):
        items = o.get("items")
        if not isinstance(items, list) or len(items) < 2:
            continue
        by_name: dict[str, set[float]] = {}
        for row in items:
            name, value = _row(row)
            if name is not None and value is not None:
                by_name.setdefault(name, set()).add(value)
        if len(by_name) >= 2:
            for n, vals in by_name.items():
                every.setdefault(n, set()).update(vals)
    if not every:
        return _Rows({}, {}, {})
    holders: dict[float, set[str]] = {}
    for n, vals in every.items():
        for x in vals:
            holders.setdefault(x, set()).add(n)
    by_qualifier: dict[str, list[str]] = {}
    for n in sorted(every, key=len, reverse=True):
        at = n.rindex("(")
        by_qualifier.setdefault(n[at - 1 :], []).append(n)
    return _Rows(
        {q: tuple(ns) for q, ns in by_qualifier.items()},
        {n: frozenset(v) for n, v in every.items()},
        {v: frozenset(ns) for v, ns in holders.items()},
    )


def _row(row: Any) -> tuple[str | None, float | None]:
    if not isinstance(row, dict):
        return None, None
    name = row.get("item_name")
    value = next((float(v) for k in _PRICE_KEYS if isinstance(v := row.get(k), int | float)), None)
    if not isinstance(name, str) or not _QUALIFIED.fullmatch(name.strip()):
        return None, value
    return name.strip(), value


def exact_row_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """Amounts written right after a row's full name that only another row gives."""
    if "(" not in answer:
        return []
    found = _priced_rows(sources)
    if not found.by_qualifier:
        return []
    out: list[Claim] = []
    for c in claims:
        if c.kind not in ("money", "unit_price"):
            continue
        if c.kind == "unit_price" and (not isinstance(c.value, tuple) or c.value[1] != "kg"):
            continue
        v = amount(c)
        given = found.holders.get(v) if v is not None else None
        if not given:
            continue
        name = _name_before(answer, c.start, found.by_qualifier)
        if name is None or name in given:
            continue
        out.append(Claim(c.text, c.kind, c.value, c.start, c.end,
                         f"{c.text} is another row's price, not {name}'s"))  # fmt: skip
    return out


def _name_before(answer: str, at: int, by_qualifier: dict[str, tuple[str, ...]]) -> str | None:
    """The row name written right before ``at`` (only a gap of :data:`_GAP` between): at the
    ")" before the gap, the longest name that ends in the bracket it closes and the letter before
    it ("PE(압축)", looked up by "E(압축)")."""
    k = answer.rfind(")", max(0, at - _REACH), at)
    if k == -1 or _GAP.fullmatch(answer, k + 1, at) is None:
        return None
    opened = answer.rfind("(", max(0, k - 22), k)
    for name in by_qualifier.get(answer[opened - 1 : k + 1], ()) if opened > 0 else ():
        start = k + 1 - len(name)
        if answer.startswith(name, start) and (start == 0 or not answer[start - 1].isalnum()):
            return name
    return None
