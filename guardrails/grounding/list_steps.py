"""The step of an evenly spaced list of fees is the list's own.

The class: **an amount said as the step between listed rows — ``12,000원부터 27,000원까지
3,000원 간격으로 6가지``, ``3,000원씩 올라가요``, ``in steps of 3,000 won``, ``3,000-won
increments`` — is the common difference of a tool-output list of fees, not a fee of its own.**
It is supported when some list of rows (one output's ``items``, or the rows of it that share an
item's name: one item's fee tiers) has three distinct fees at least, evenly spaced by that amount;
it is flagged when lists of fees exist and none is spaced by it (a wrong step), whatever row's fee
the amount equals (``영주시 전자레인지 3,000원`` is no step of 강서구's 장롱).

Unsure (None), left to the other readers: no step word right after the amount (a bare
``3,000원 차이`` is a difference, read by :mod:`.arithmetic`), a measure the step is said per
(``폭 1자당 3,000원씩 올라``: a pricing rule no output states), no list of three fees or more.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Final

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.nodes import json_nodes, per_stage

__all__ = ["list_step", "said_steps"]

_GATE_WORDS: Final = ("간격", "씩", "step", "increment", "apart", "Step", "Increment")


@functools.lru_cache(maxsize=16)
def said_steps(answer: str) -> bool:
    """Whether ``answer`` has a step word at all (read once per answer: the check asks per claim)."""
    return any(w in answer for w in _GATE_WORDS)


# the step word right after the amount ("3,000원 간격으로", "3,000원씩 올라", "3,000-won increments")
_AFTER: Final = re.compile(
    r"\s?(?:간격|씩\s?(?:올라|오르|늘어|커|높아|비싸|차이))"
    r"|(?:-won|\swon)?\s(?:increments|steps|apart)\b",
    re.I,
)
_BEFORE: Final = re.compile(r"\b(?:in\s)?(?:steps|increments)\sof\s(?:₩\s?)?$", re.I)
# a measure the step is said per, right before it ("폭 1자당", "per 30 cm", "for every size")
_PER: Final = re.compile(r"(?:당|마다)\s?$|\b(?:per|for\s(?:each|every))\s[\w\s-]{1,12}$", re.I)
_FEE_KEY: Final = re.compile(r"fee|price|요금|수수료|금액", re.I)
_NAME_KEYS: Final = ("item_name", "name")


def _fees(row: dict[str, Any]) -> float | None:
    for k, v in row.items():
        if _FEE_KEY.search(str(k)) and isinstance(v, int | float) and not isinstance(v, bool):
            return float(v)
    return None


def _step(values: list[float]) -> float | None:
    """The common difference of three distinct values or more, evenly spaced; else None."""
    xs = sorted(set(values))
    if len(xs) < 3:
        return None
    d = xs[1] - xs[0]
    return d if all(abs((b - a) - d) < 1e-6 for a, b in zip(xs, xs[1:], strict=False)) else None


@per_stage
def _lists(sources: tuple[str, ...]) -> tuple[frozenset[float], bool]:
    """The steps of the outputs' evenly spaced fee lists (a whole list, or one item's rows), and
    whether any list of three fees or more is there at all."""
    steps: set[float] = set()
    listed = False
    for node in json_nodes(sources):
        if not isinstance(node, list) or not all(isinstance(x, dict) for x in node):
            continue
        rows = [(r, f) for r in node if (f := _fees(r)) is not None]
        if len(rows) < 3:
            continue
        groups: dict[str, list[float]] = {}
        for r, f in rows:
            name = next((str(r[k]) for k in _NAME_KEYS if isinstance(r.get(k), str)), "")
            groups.setdefault(name, []).append(f)
        for values in [[f for _, f in rows], *groups.values()]:
            if len(set(values)) >= 3:
                listed = True
                if (d := _step(values)) is not None:
                    steps.add(d)
    return frozenset(steps), listed


def list_step(c: Claim, answer: str, sources: tuple[str, ...]) -> bool | None:
    """Whether money ``c``, said as the step of a list, is the step of a listed fee list; None
    when it is not said as a step or no list of fees is there."""
    if c.kind != "money" or not (
        _AFTER.match(answer, c.end) or _BEFORE.search(answer, max(0, c.start - 24), c.start)
    ):
        return None
    if _PER.search(answer, max(0, c.start - 16), c.start):
        return None  # "폭 1자당 3,000원씩": a rule per measure, not the list's step
    steps, listed = _lists(sources)
    if not listed:
        return None
    said = amount(c)
    return said is not None and any(abs(said - d) < 0.5 for d in steps)
