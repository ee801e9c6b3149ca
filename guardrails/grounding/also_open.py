"""A day a place is said to be open on as well must be a day an output states.

A place's record gives its hours where it has them (``"hours": "평일 09:00~18:00"``); a bin at a
pharmacy or a centre often has none. An answer that adds a day with an ``also`` word — ``약국은
일요일도 open``, ``평일 09:00~18:00, 토요일 오전에도 문을 엶``, ``주말에도 운영해요``, ``it's also
open on Sundays``, ``open Saturday mornings too`` — states that the place opens on that day: it is
supported only when some tool output states the day (by name, a span ``월~토``, ``평일``, ``주말``,
``매일``, ``연중무휴``: :func:`.schedules.days_stated`; ``24시간`` states every day). The user's
question (``일요일 가도 돼요?``) is no support. :mod:`.only_days` reads a day a place is restricted
to (``수요일에만``); this reads a day added to what the outputs give (round 50).

Read: a weekday, ``주말`` or ``공휴일`` (a part of the day may follow: ``토요일 오전에도``) with
``도``/``에도``, then an opening word in the same clause (``open``, 열어요, 문을 엶, 운영, 영업); in
English ``also``/``even`` before an opening word and the day, or the day then ``too``/``as
well``. Unsure, never flagged: a negated, asked, hedged or conditional clause, a day said closed
(``일요일도 쉬어요``), advice to check.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.schedules import days_stated

__all__ = ["also_open_claims"]

_DAY_KO = r"[월화수목금토일]요일|주말|공휴일"
_DAY_EN = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|(?:public\s)?holidays"
_PART_KO = r"(?:\s?(?:오전|오후|아침|저녁|낮|밤))?"
_PART_EN = r"(?:\s(?:mornings?|afternoons?|evenings?))?"
_OPEN_KO = (
    r"문\s?(?:을\s)?(?:열|엶|엽)|(?<![가-힣])(?:열어|열려|열림|엶|엽니다|열고|여는|열리)"
    r"|운영|영업|(?<![a-z])open(?![a-z])"
)
_OPEN_EN = r"open|opens|operates?|operating|runs?"
# the Korean day and its also particle, the opening word later in its clause; the English forms
_ALSO_KO: Final = re.compile(
    rf"(?P<d>{_DAY_KO}){_PART_KO}\s?(?:에도|도)(?![가-힣])[^.!?\n,;]{{0,20}}?(?:{_OPEN_KO})", re.I
)
_ALSO_EN: Final = re.compile(
    rf"\b(?:also|even)\s(?:be\s)?(?:{_OPEN_EN})\s(?:on\s|at\s)?(?P<d>{_DAY_EN}){_PART_EN}\b"
    rf"|\b(?:{_OPEN_EN})\s(?:on\s|at\s)?(?P<e>{_DAY_EN}){_PART_EN},?\s(?:too|as\swell)\b",
    re.I,
)
_GATE: Final = alternation(r"요일|주말|공휴일|day|weekend|holiday")
_UNSURE: Final = unsure(
    rf"쉬|휴무|휴관|닫|closed|\bif\b|check|confirm|\bask|확인|문의|알아보|면\s|경우|보통|usually"
    rf"|{INDIRECT_QUESTION}"
)
_ALL_DAYS: Final = re.compile(r"24\s?시간|24\s?hours|연중\s?무휴|24/7", re.I)


@per_stage
def _stated(sources: tuple[str, ...]) -> frozenset[str] | None:
    """Every day some string of the outputs states (None: every day, ``24시간``)."""
    text = " ".join(n for n in json_nodes(sources) if isinstance(n, str))
    if _ALL_DAYS.search(text):
        return None
    return days_stated(text)


def also_open_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The days ``answer`` says a place is open on as well that no tool output states."""
    if not _GATE.search(answer) or not json_nodes(sources):
        return []
    out: list[Claim] = []
    for s in SENTENCE_SPAN.finditer(answer):
        text = s.group(0)
        if answer.startswith("?", s.end()):
            continue  # asked
        for m in (*_ALSO_KO.finditer(text), *_ALSO_EN.finditer(text)):
            begin = max(text.rfind(",", 0, m.start()), text.rfind(";", 0, m.start())) + 1
            end = min((i for i in (text.find(",", m.end()), text.find(";", m.end())) if i >= 0),
                      default=len(text))  # fmt: skip
            if _UNSURE.search(text[begin:end]):
                continue
            day = m.group("d") or m.group("e")
            days = days_stated(day.replace("공휴일", ""))
            stated = _stated(sources)
            if not days or stated is None or days <= stated:
                continue
            at = s.start() + m.start()
            why = f"no tool output states that the place opens on {day}"
            out.append(Claim(m.group(0), "condition", "day", at, s.start() + m.end(), why))
    return out
