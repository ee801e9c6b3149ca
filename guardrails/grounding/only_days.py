"""A day a place is said to take things on only, or every week, must be a day an output states.

A site's record gives its hours where it has them (``"hours": "평일 09:00~18:00"``); a compensation
point or a bin often has none. An answer that restricts the place to a day of the week — ``매주
수요일에만 받으니 요일 맞춰 가세요``, ``they only take them on Wednesdays``, ``open every Saturday`` —
states a schedule: it is supported only when some tool output states that day (by name, a span
``월~금``, ``평일``, ``주말``, ``매일``: :func:`.schedules.days_stated`). :mod:`.put_out` reads the
day of putting waste out against a how-to record; this module reads the day a place takes, buys,
collects or opens, wherever no output gives it.

The restriction is a weekday with ``만``/``에만``/``매주`` or ``only``/``every`` (a day named in
passing, ``수요일에 가셔도 돼요``, is no schedule); the sentence must say the place takes, collects or
opens (받/수거/운영/열/접수, take/accept/collect/open/run). Unsure, never flagged: a negated, asked,
hedged or conditional sentence, advice to check or ask (``수요일에만 받는지 확인하세요``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.schedules import days_stated

__all__ = ["only_day_claims"]

_DAY_KO = r"[월화수목금토일]요일"
_DAY_EN = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_ONLY: Final = re.compile(
    rf"(?:매주\s?)?{_DAY_KO}(?:\s?[·,/와과]\s?{_DAY_KO})*(?:에만|만|마다)"
    rf"|매주\s?{_DAY_KO}(?:\s?[·,/와과]\s?{_DAY_KO})*"
    rf"|\bonly\s(?:[\w-]+\s){{0,3}}?(?:on\s)?{_DAY_EN}(?:\s(?:and|or)\s{_DAY_EN})?\b|\b{_DAY_EN}\sonly\b"
    rf"|\bevery\s{_DAY_EN}\b",
    re.I,
)
_GATE: Final = alternation(r"요일|day")  # (first character first: skipped to in C)
_ACT: Final = re.compile(
    r"받|수거|운영|열(?:어|려|리|고|립)|문\s?(?:을|열)|접수|매입|보상|"
    r"\b(?:takes?|accepts?|collects?|opens?|open|runs?|buys?|operates?)\b",
    re.I,
)
_UNSURE: Final = unsure(rf"\bif\b|check|confirm|ask|확인|문의|알아보|면\s|경우|{INDIRECT_QUESTION}")


@per_stage
def _stated(sources: tuple[str, ...]) -> frozenset[str]:
    """Every day some string of the outputs states."""
    return days_stated(" ".join(n for n in json_nodes(sources) if isinstance(n, str)))


def only_day_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The days ``answer`` restricts a place to that no tool output states."""
    if not _GATE.search(answer) or not json_nodes(sources):
        return []
    out: list[Claim] = []
    for s in SENTENCE_SPAN.finditer(answer):
        text = s.group(0)
        m = _ONLY.search(text)
        if m is None or not _ACT.search(text) or _UNSURE.search(text):
            continue
        days = days_stated(m.group(0))
        if not days or days <= _stated(sources):
            continue
        at = s.start() + m.start()
        why = "no tool output states that day for the place"
        out.append(Claim(m.group(0), "condition", "day", at, at + len(m.group(0)), why))
    return out
