"""A price said of a grade (상·중·하) must be that grade's price.

A price survey gives one material several grades (``"grade": "상"`` / ``"중"`` / ``"하"`` rows, a
``"grades": {"상": 520, "중": 430, "하": 350}`` object, ``"등급"`` rows): the values of the grades
are one another's neighbours, so a grade's price given to another grade is held by the record
whatever grade it names. **A price whose clause names a grade (``상급``, ``중급 폐지가``, ``하급
기준으로``, ``top grade (상)``, ``the lowest grade``) and is, in every graded list that holds it, the
price of another grade of that list, which gives the named grade a price of its own, is
misattributed.**

The clause is the text since the previous price of the sentence and line; the grade named last in
it counts. Unsure, never flagged: no grade word (``중량`` is a scrap kind, no grade), a list where
the named grade has the price too, a graded list that lacks the named grade.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes, number, per_stage

_GRADE_KEYS: Final = ("grade", "등급", "급")
_PRICE_KEYS: Final = ("price_per_kg", "price", "가격", "단가", "fee")
_GRADES: Final = ("상", "중", "하")
# the words that name a grade, Korean and English
_SAID: Final = re.compile(
    r"(?P<상>최?상급|상\s?등급|[(（]상[)）]|\b(?:top|high(?:est)?|best|first)[\s-](?:grade|tier|quality)\b)"
    r"|(?P<중>중급|중\s?등급|[(（]중[)）]|\b(?:middle|mid|medium|second)[\s-](?:grade|tier|quality)\b)"
    r"|(?P<하>최?하급|하\s?등급|[(（]하[)）]|\b(?:low(?:est)?|bottom|worst|third)[\s-](?:grade|tier|quality)\b)",
    re.I,
)
_PRICED: Final = frozenset({"money", "unit_price"})


def _grade(value: object) -> str | None:
    if isinstance(value, str):
        v = value.strip().rstrip("급")
        return v if v in _GRADES else None
    return None


@per_stage
def graded(sources: tuple[str, ...]) -> tuple[dict[str, float], ...]:
    """Every graded list of the outputs: grade → price."""
    out: list[dict[str, float]] = []
    for node in json_nodes(sources):
        if isinstance(node, list):
            group: dict[str, float] = {}
            for row in node:
                if not isinstance(row, dict):
                    continue
                g = next((_grade(row.get(k)) for k in _GRADE_KEYS if _grade(row.get(k))), None)
                p = next((number(row.get(k)) for k in _PRICE_KEYS if number(row.get(k))), None)
                if g is not None and p is not None:
                    group[g] = p
            if len(group) >= 2:
                out.append(group)
        elif isinstance(node, dict):
            for key, value in node.items():
                if key in ("grades", "등급") and isinstance(value, dict):
                    group = {
                        g: p
                        for k, v in value.items()
                        if (g := _grade(k)) is not None and (p := number(v)) is not None
                    }
                    if len(group) >= 2:
                        out.append(group)
    return tuple(out)


def _value(c: Claim) -> float | None:
    v: Any = c.value
    if isinstance(v, tuple) and v:
        v = v[0]
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


def graded_claims(
    answer: str, claims: list[Claim], sources: tuple[str, ...], bounds: list[tuple[int, int]]
) -> list[Claim]:
    """The prices ``answer`` gives a grade that are another grade's in every list holding them."""
    groups = graded(sources)
    if not groups:
        return []
    priced = sorted((c for c in claims if c.kind in _PRICED), key=lambda c: c.start)
    out: list[Claim] = []
    prev_end = 0
    for c in priced:
        start = max(
            prev_end,
            answer.rfind("\n", 0, c.start) + 1,
            max((s for s, _e in bounds if s <= c.start), default=0),
        )
        prev_end = c.end
        if (v := _value(c)) is None:
            continue
        holding = [g for g in groups if v in g.values()]
        if not holding:
            continue
        said = [m.lastgroup for m in _SAID.finditer(answer, start, c.start)]
        if not said or said[-1] is None:
            continue
        grade = said[-1]
        if all(grade in g and g[grade] != v for g in holding):
            theirs = "/".join(sorted({k for g in holding for k, p in g.items() if p == v}))
            why = f"{c.text} is the {theirs} grade's price in tool outputs, not the {grade} grade's"
            out.append(Claim(c.text, c.kind, c.value, c.start, c.end, why))
    return out
