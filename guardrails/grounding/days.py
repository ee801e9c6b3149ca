"""The days of a daily series as subjects: a value said of one day must come from that day's row.

A *daily series* is a list of tool-output rows that each carry their own date (``days[].date``:
a short-term forecast, a week of collection figures). In the answer, a *day* is named by a date
(``1월 15일``, ``15일``, ``Jan 15``, ``the 22nd``), a weekday (``토요일``, ``on Saturday``) or a
word relative to the series' base date (``오늘``/``내일``/``모레``, ``today``/``tomorrow``). A
value is said *of* the day its sentence names last before it, unless that name is the other side
of a comparison or a range (``15일보다``, ``from Saturday``). When every fact the value matches
lies in the row of another day of the same series, the value is misdated.

An unsure binding never flags: a value whose sentence names no day before it, names a day no row
covers or names it ambiguously (``15일`` with two 15ths), or that matches a fact outside the
series (a record-wide figure), passes by this rule.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.records import Fact, RecordBuilder
from guardrails.grounding.subjects import Context

Day = tuple[int, int, int]

_MONTHS: Final = "jan feb mar apr may jun jul aug sep oct nov dec".split()
_MONTH = r"(?P<mon>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_KO_WEEK: Final = "월화수목금토일"
_EN_WEEK: Final = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_RELATIVE: Final = {"오늘": 0, "내일": 1, "모레": 2, "글피": 3, "today": 0, "tomorrow": 1}
# a day named only as the other side of a comparison, the edge of a range or a deadline
_NOT_SUBJECT = re.compile(
    r"\s?(?:보다|부터|까지|에서\s|처럼|만큼|대비|와\s|과\s|이랑|랑\s|~|to\b|than\b|through\b)"
)
_EN_NOT_SUBJECT = re.compile(r"(?:than|from|until|till|through|since|before|after|vs\.?)\s+$", re.I)
_DAY = re.compile(
    r"(?P<md>(?P<m>1[0-2]|0?[1-9])월\s?(?P<d>[12]\d|3[01]|0?[1-9])일)"
    r"|(?<![\d월.\-/])(?P<dd>[12]\d|3[01]|0?[1-9])일(?![간째]|\s?동안|\s?연속)"
    rf"|\b{_MONTH}\s(?P<ed>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b"
    r"|\b(?P<ed2>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s(?:of\s)?"
    r"(?P<mon2>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\bthe\s(?P<nth>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b"
    r"|(?P<kw>[월화수목금토일])요일"
    r"|\b(?P<ew>mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"|(?<!내일)(?P<rel>오늘|내일|모레|글피)|\b(?P<erel>today|tomorrow)\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class _Series:
    rows: dict[int, Day]  # day row record → its date
    base: Day | None  # the date 오늘/today means (a base_time of the series' owner)


def _row_of(b: RecordBuilder, rec: int, rows: dict[int, Day]) -> int | None:
    while rec >= 0:
        if rec in rows:
            return rec
        rec = b.parents[rec]
    return None


def _series(ev: Evidence) -> list[_Series]:
    """The daily series of the tool outputs (a few date facts: cheaper to find than to cache)."""
    b = ev.builder
    groups: dict[tuple[int, str], dict[int, Day]] = {}
    bases: dict[int, Day] = {}
    for f in ev.of("date"):
        if not isinstance(f.value, tuple) or len(f.value) != 3 or b is None:
            continue
        leaf = f.key.rsplit(".", 1)[-1].lower()
        item = b.items.get(f.record)
        if item is not None and (leaf.endswith("date") or leaf in ("day", "dt")):
            groups.setdefault(item, {})[f.record] = f.value
        elif "base" in leaf:
            bases.setdefault(f.record, f.value)
    return [
        _Series(rows, bases.get(parent))
        for (parent, _), rows in groups.items()
        if len(set(rows.values())) == len(rows) >= 2
    ]


def _named(m: re.Match[str], s: _Series) -> set[Day] | None:
    """The series dates a day name may mean (None: not a day this series can resolve)."""
    days = set(s.rows.values())
    g = m.groupdict()
    if g["md"]:
        want = {(int(g["m"]), int(g["d"]))}
        return {d for d in days if d[1:] in want}
    if g["mon"] or g["mon2"]:
        mon = _MONTHS.index((g["mon"] or g["mon2"])[:3].lower()) + 1
        return {d for d in days if d[1:] == (mon, int(g["ed"] or g["ed2"]))}
    if g["dd"] or g["nth"]:
        return {d for d in days if d[2] == int(g["dd"] or g["nth"])}
    if g["kw"] or g["ew"]:
        wd = _KO_WEEK.index(g["kw"]) if g["kw"] else _EN_WEEK.index(g["ew"][:3].lower())
        return {d for d in days if dt.date(*d).weekday() == wd}
    rel = g["rel"] or g["erel"]
    if rel and s.base is not None:
        day = dt.date(*s.base) + dt.timedelta(days=_RELATIVE[rel.lower()])
        return {d for d in days if d == (day.year, day.month, day.day)}
    return None


def _said_of(c: Claim, ctx: Context, s: _Series) -> Day | None:
    """The one series day ``c``'s sentence names last before it (None when unsure)."""
    start = next((a for a, e in ctx.sentences if a <= c.start < e), 0)
    last: re.Match[str] | None = None
    for m in _DAY.finditer(ctx.answer, start, c.start):
        last = m
    if last is None or _NOT_SUBJECT.match(ctx.answer, last.end()):
        return None
    if _EN_NOT_SUBJECT.search(ctx.answer, max(start, last.start() - 12), last.start()):
        return None
    named = _named(last, s)
    return named.pop() if named is not None and len(named) == 1 else None


def day_why(c: Claim, matches: Sequence[Fact], ev: Evidence, ctx: Context) -> str | None:
    """Why ``c`` (bound to its subject, matching ``matches``) is another day's value, or None."""
    b = ev.builder
    if b is None or not matches or not b.items or not isinstance(c.value, int | float):
        return None  # words (sky: "20% rain" is a rain chance) are not bound to a row by day
    for s in _series(ev):
        rows = [_row_of(b, f.record, s.rows) for f in matches]
        if any(r is None for r in rows):
            continue  # a value outside this series (or in another) is not this rule's
        day = _said_of(c, ctx, s)
        if day is None or any(s.rows[r] == day for r in rows if r is not None):
            return None
        other = sorted({s.rows[r] for r in rows if r is not None})
        said = "-".join(map(str, day))
        return f"'{c.text}' is the value of {'-'.join(map(str, other[0]))}, not of {said}"
    return None
