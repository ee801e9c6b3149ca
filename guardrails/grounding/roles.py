"""The ends of a time window: a time the tool outputs give only as a window's end ("일몰 후 ~ 다음날
06시") said to be its start ("from 06:00 until sunset", "06시부터"), or the other way round.

A role is read from the words right around a time: ``부터``, ``~`` or ``-`` after it, or ``from``
before it, make it a start; ``까지`` after it, or ``~``/``-``/``until``/``to`` before it, an end.
A time with no such word, or one the tool outputs give in both roles (or alone), is unsure and
passes. A bare ``N시`` is read on both halves of the clock (``7시까지`` over ``09:00~19:00`` and
``07:00~18:00`` is 19:00's end, and passes; over ``07:00~18:00`` alone it is 07:00's start said
as an end, and is flagged).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.datetimes import clock_readings
from guardrails.grounding.opening_gate import gated

_TIME = re.compile(r"(?:(?P<ap>오전|오후)\s?)?(?P<h>[01]?\d|2[0-4])(?::(?P<m>[0-5]\d)|시)")
_START_AFTER = re.compile(r"\s?(?:부터|~|-|–|to\b|until\b|till\b)")
_END_AFTER = re.compile(r"\s?까지")
_START_BEFORE = re.compile(r"(?:\bfrom|\bstarting(?: at)?|\bafter)\s$", re.I)
_END_BEFORE = re.compile(
    r"(?:[~\-–]|부터|\buntil|\btill|\bto|\bby|\bbefore)\s?(?:다음\s?날|익일|next day|the next morning)?\s?$",
    re.I,
)
_END_BEFORE = gated(_END_BEFORE)  # :mod:`.opening_gate`: the same matches, skipped to
_STARTS: Final = "start"
_ENDS: Final = "end"


def _role(text: str, start: int, end: int) -> str | None:
    head = text[max(0, start - 24) : start]
    if _END_AFTER.match(text, end) or _END_BEFORE.search(head):
        return _ENDS
    if _START_AFTER.match(text, end) or _START_BEFORE.search(head):
        return _STARTS
    return None


@lru_cache(maxsize=16)
def _evidence_roles(text: str) -> dict[tuple[int, int], frozenset[str | None]]:
    """Each time of the tool outputs' text → the roles it is given there (None: alone)."""
    found: dict[tuple[int, int], set[str | None]] = {}
    for m in _TIME.finditer(text):
        if m.start() and (text[m.start() - 1].isdigit() or text[m.start() - 1] in ":T"):
            continue  # inside a number or a timestamp (2025-01-15T06:00)
        h = int(m.group("h")) + (12 if m.group("ap") == "오후" and int(m.group("h")) < 12 else 0)
        value = (h % 24, int(m.group("m") or 0))
        found.setdefault(value, set()).add(_role(text, m.start(), m.end()))
    return {k: frozenset(v) for k, v in found.items()}


def role_why(c: Claim, evidence_text: str, answer: str) -> str | None:
    """Why the time ``c`` is said to open (close) a window the tool outputs close (open) with it."""
    if c.kind != "time" or not isinstance(c.value, tuple) or len(c.value) != 2:
        return None
    said = _role(answer, c.start, c.end)
    if said is None:
        return None
    roles = _evidence_roles(evidence_text)
    # a bare "7시" may be either half of the clock (round 36: "7시까지" over "09:00~19:00" is
    # 19:00's end, not 07:00's start): each reading the outputs give is tried, one in its role passes
    givens = [g for h, mi in clock_readings(c.value, c.text) if (g := roles.get((h % 24, mi)))]
    if not givens or any(said in g or None in g for g in givens):
        return None
    return f"'{c.text}' is the {next(iter(givens[0]))} of a window in tool outputs, not its {said}"
