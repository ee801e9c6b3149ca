"""The opening ranges a text writes, as the ranges of the day each may mean.

A record's hours are written ``HH:MM~HH:MM`` (``평일 08:00~17:00``); an answer may write them so or
rewrite them (``9시~6시``, ``오전 9시부터 오후 6시까지``, ``9시 반~18시``, ``9am–6pm``, ``9 a.m. to
6 p.m.``). Each range an answer writes is read as the set of (start, end) pairs, in minutes of the
day, it may mean: exact for ``HH:MM``, an hour without 오전/오후 or am/pm on a 12-hour clock either
way (``9시~6시`` may be 09:00~18:00 or 21:00~06:00 …). A range is *held* by a set of record ranges
when one of its meanings is among them. Used by :mod:`.own_records` (a holder's hours against its
own record) — a rewritten range is compared, never a range the reading cannot place.

Round 55 (r55f): open at all hours is a range too, the whole day ``(0, 1440)``: a record's hours
that say only so (``상시``, ``24시간``, ``상시 운영``) and an answer's words for it (``상시 운영``,
``24시간 운영``, ``연중무휴 24시간``, ``open 24 hours``, ``24/7``, ``around the clock``), so a centre
open 상시 given another centre's ``월~토 09:00~18:00`` — or the other way round — is compared like
any two ranges. ``연중무휴`` alone (every day, hours unsaid) is no range.

Round 58: a range may end at noon or midnight written as a word (``9 am–noon``, ``오전 9시~정오``).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = [
    "ALWAYS_GATE",
    "RANGE_GATE",
    "WHOLE_DAY",
    "always_open",
    "held",
    "record_ranges",
    "said_ranges",
]

Range = tuple[int, int]

_STRICT: Final = re.compile(
    r"(?<![\d:])([01]?\d|2[0-4]):([0-5]\d)\s?[~∼\-–]\s?([01]?\d|2[0-4]):([0-5]\d)(?![\d:])"
)
_KO_HALF: Final = (
    r"(?:(오전|오후|아침|낮|저녁|밤|새벽)\s?)?([01]?\d|2[0-4])시(?:\s?([0-5]?\d)분|\s?(반))?"
)
# a range may end at noon or midnight written as a word ("9 am–noon", "오전 9시~정오"; round 58)
_KO_RANGE: Final = re.compile(
    rf"(?<![\d:]){_KO_HALF}\s?(?:[~∼\-–]|부터|에서)\s?(?:{_KO_HALF}|(정오|자정))"
)
_EN_HALF: Final = r"([01]?\d|2[0-4])(?:[:.]([0-5]\d))?\s?(a\.?m\.?|p\.?m\.?)?"
_EN_RANGE: Final = re.compile(
    rf"(?<![\d:.]){_EN_HALF}\s?(?:[~∼\-–]|to|until|till)\s?(?:{_EN_HALF}|(noon|midnight)\b)"
    r"(?![\d:])",
    re.I,
)
_NAMED: Final = {"정오": {720}, "noon": {720}, "자정": {0, 1440}, "midnight": {0, 1440}}
# a cheap gate: a clock's words or a colon between digits
RANGE_GATE: Final = re.compile(r"\d:\d|\d\s?시|\d\s?(?:a\.?m|p\.?m)", re.I)
_PM: Final = ("오후", "저녁", "밤", "낮")

WHOLE_DAY: Final = (0, 24 * 60)
# hours a record gives as open at all times, and nothing else ("상시", "24시간 운영")
_ALWAYS_RECORD: Final = re.compile(
    r"\s*(?:연중무휴\s?)?(?:상시|24\s?시간)(?:\s?(?:운영|개방|이용\s?가능))?\s*"
)
# an answer's words for it: 상시 or 24시간 as a way of opening (not "상시 배출" of a rule), open
# around the clock in English
_ALWAYS_SAID: Final = re.compile(
    r"(?:연중무휴\s?)?(?:상시|24\s?시간)\s?(?:운영|개방|열려|문\s?열)"
    r"|상시(?=\s*(?:[,.·;)）\n]|$))|연중무휴\s?24\s?시간|(?<![\w/])24/7(?![\w/])|around the clock"
    r"|(?:open|opens|operates|operating|runs)\s(?:for\s)?24\s?(?:hours|hrs|h)\b"
    r"|\balways open\b",
    re.I,
)
# a cheap gate for :data:`_ALWAYS_SAID`
ALWAYS_GATE: Final = re.compile(r"상시|24\s?시간|24/7|around the clock|24\s?h|always open", re.I)


def always_open(hours: str) -> bool:
    """Whether a record's hours say only that it is open at all times (``상시``)."""
    return _ALWAYS_RECORD.fullmatch(hours) is not None


def record_ranges(text: str) -> frozenset[Range]:
    """The ``HH:MM~HH:MM`` ranges of a record's hours (the whole day where they say 상시)."""
    if always_open(text):
        return frozenset({WHOLE_DAY})
    return frozenset(
        (int(a) * 60 + int(b), int(c) * 60 + int(d)) for a, b, c, d in _STRICT.findall(text)
    )


def _hours(h: int, minute: int, half: str) -> set[int]:
    """The minutes of the day an hour may mean (``half``: 오전/오후/am/pm or nothing)."""
    half = half.lower().replace(".", "")
    if half in ("오전", "아침", "새벽", "am"):
        return {(h % 12) * 60 + minute}
    if half in _PM or half == "pm":
        return {(h % 12 + 12) * 60 + minute}
    if h > 12:
        return {h * 60 + minute}
    return {(h % 12) * 60 + minute, (h % 12 + 12) * 60 + minute, h * 60 + minute}


def said_ranges(text: str) -> list[tuple[frozenset[Range], tuple[int, int]]]:
    """Each opening range ``text`` writes: the pairs it may mean and its span."""
    out: list[tuple[frozenset[Range], tuple[int, int]]] = []
    taken: list[tuple[int, int]] = []
    for m in _STRICT.finditer(text):
        a, b, c, d = (int(g) for g in m.groups())
        out.append((frozenset({(a * 60 + b, c * 60 + d)}), m.span()))
        taken.append(m.span())
    for m in _KO_RANGE.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        g = m.groups()
        start = _hours(int(g[1]), int(g[2] or 0) + (30 if g[3] else 0), g[0] or "")
        end = (
            _NAMED[g[8]]
            if g[8]
            else _hours(int(g[5]), int(g[6] or 0) + (30 if g[7] else 0), g[4] or "")
        )
        out.append((frozenset((s, e) for s in start for e in end), m.span()))
    for m in _EN_RANGE.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        h1, m1, x1, h2, m2, x2, named = m.groups()
        if not (x1 or x2 or named):
            continue  # "9 to 6": numbers, not a clock, unless am/pm is written
        start = _hours(int(h1), int(m1 or 0), x1 or "")
        end = _NAMED[named.lower()] if named else _hours(int(h2), int(m2 or 0), x2 or "")
        out.append((frozenset((s, e) for s in start for e in end), m.span()))
    if ALWAYS_GATE.search(text):  # "상시 운영", "open 24 hours": the whole day
        for m in _ALWAYS_SAID.finditer(text):
            if not any(s < m.end() and m.start() < e for _, (s, e) in out):
                out.append((frozenset({WHOLE_DAY}), m.span()))
    return out


def held(meanings: frozenset[Range], ranges: frozenset[Range]) -> bool:
    """Whether one of the meanings of a said range is among a record's ranges."""
    return not meanings.isdisjoint(ranges)
