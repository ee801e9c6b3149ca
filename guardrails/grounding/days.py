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
from bisect import bisect_right
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.datetimes import EN_MONTHS
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.records import Fact, RecordBuilder
from guardrails.grounding.subjects import Context
from guardrails.grounding.weekdays import EN_DAYS, WEEK

_MONTH = rf"(?P<mon>{'|'.join(EN_MONTHS)})[a-z]*\.?"
_RELATIVE: Final = {"오늘": 0, "내일": 1, "모레": 2, "글피": 3, "today": 0, "tomorrow": 1}
# a day named only as the other side of a comparison, the edge of a range or a deadline
_NOT_SUBJECT = re.compile(
    r"\s?(?:보다|부터|까지|에서\s|처럼|만큼|대비|와\s|과\s|이랑|랑\s|~|to\b|than\b|through\b)"
)
_JOINED = re.compile(r"\s?(?:과|와|이랑|랑|하고|및|,|·|/|&|~|-|–|and|or|to|through)?\s?", re.I)
_EN_NOT_SUBJECT = re.compile(r"(?:than|from|until|till|through|since|before|after|vs\.?)\s+$", re.I)
_DAY = re.compile(
    r"(?P<md>(?P<m>1[0-2]|0?[1-9])월\s?(?P<d>[12]\d|3[01]|0?[1-9])일)"
    r"|(?<![\d월.\-/])(?P<dd>[12]\d|3[01]|0?[1-9])일(?![간째]|\s?동안|\s?연속)"
    rf"|\b{_MONTH}\s(?P<ed>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b"
    r"|\b(?P<ed2>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s(?:of\s)?"
    rf"(?P<mon2>{'|'.join(EN_MONTHS)})[a-z]*\b"
    r"|\bthe\s(?P<nth>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b"
    rf"|(?P<kw>[{WEEK}])요일"
    r"|\b(?P<ew>mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"|(?<!내일)(?P<rel>오늘|내일|모레|글피)|\b(?P<erel>today|tomorrow)\b",
    re.I,
)
_DAY = gated(_DAY)  # :mod:`.opening_gate`: the same matches, skipped to


Rows = dict[int, tuple[int, ...]]  # day row record → its date
# the rows, the date 오늘/today means (a base_time) and the series' dates, sorted
Series = tuple[Rows, tuple[int, ...] | None, tuple[tuple[int, ...], ...]]


def _row_of(b: RecordBuilder, rec: int, rows: Rows) -> int | None:
    while rec >= 0:
        if rec in rows:
            return rec
        rec = b.parents[rec]
    return None


def _series(ev: Evidence, b: RecordBuilder) -> list[Series]:
    """The daily series of the tool outputs (found once per evidence)."""
    if b.series is None:
        b.series = _find_series(ev, b)
    return b.series


def _find_series(ev: Evidence, b: RecordBuilder) -> list[Series]:
    groups: dict[tuple[int, str], Rows] = {}
    bases: dict[int, tuple[int, ...]] = {}
    for f in ev.of("date"):
        if not isinstance(f.value, tuple) or len(f.value) != 3:
            continue
        leaf = f.key.rsplit(".", 1)[-1].lower()
        item = b.items.get(f.record)
        if item is not None and (leaf.endswith("date") or leaf in ("day", "dt")):
            groups.setdefault(item, {})[f.record] = f.value
        elif "base" in leaf:
            bases.setdefault(f.record, f.value)
    return [
        (rows, bases.get(parent), tuple(sorted(rows.values())))
        for (parent, _), rows in groups.items()
        if len(set(rows.values())) == len(rows) >= 2
    ]


def _named(
    m: re.Match[str], days: tuple[tuple[int, ...], ...], base: tuple[int, ...] | None
) -> list[tuple[int, ...]]:
    """The series dates a day name may mean."""
    g = m.groupdict()
    if g["md"]:
        return [d for d in days if d[1:] == (int(g["m"]), int(g["d"]))]
    if g["mon"] or g["mon2"]:
        mon = EN_MONTHS.index((g["mon"] or g["mon2"])[:3].lower()) + 1
        return [d for d in days if d[1:] == (mon, int(g["ed"] or g["ed2"]))]
    if g["dd"] or g["nth"]:
        return [d for d in days if d[2] == int(g["dd"] or g["nth"])]
    if g["kw"] or g["ew"]:
        wd = WEEK.index(g["kw"] or EN_DAYS[g["ew"][:3].lower()])
        return [d for d in days if dt.date(*d).weekday() == wd]
    rel = g["rel"] or g["erel"]
    if rel and base is not None:
        day = dt.date(*base) + dt.timedelta(days=_RELATIVE[rel.lower()])
        return [d for d in days if d == (day.year, day.month, day.day)]
    return []


# where a day name can start: a digit, the syllable before 요일, 오늘/내일/모레/글피 (charset first:
# the engine skips to them in C) …
_DAY_KO_AT = re.compile(
    rf"[0-9{WEEK}오내모글](?:(?<=[0-9])|(?<=[{WEEK}])(?=요일)|(?<=오)(?=늘)"
    r"|(?<=내)(?=일)|(?<=모)(?=레)|(?<=글)(?=피))"
)
# … or a word's first letter that starts an English month, weekday, "the", today or tomorrow
# (ſ folds to s under re.I)
_DAY_EN_AT = re.compile(r"\b[adfjmnostwADFJMNOSTW\u017f]")


def _day_names(answer: str) -> tuple[re.Match[str], ...]:
    """``tuple(_DAY.finditer(answer))``, tried only where a day name can start: ``_DAY``'s
    lookbehinds and word boundaries (under re.I) make the engine try its nine forms at every
    position; here two patterns find the positions in C and ``_DAY`` is matched at each in
    order (its lookbehinds still see the text before), resuming after a match as finditer does."""
    out: list[re.Match[str]] = []
    k, e = _DAY_KO_AT.search(answer), _DAY_EN_AT.search(answer)
    kp, ep = (k.start() if k else -1), (e.start() if e else -1)
    while kp >= 0 or ep >= 0:
        at = kp if ep < 0 or 0 <= kp < ep else ep
        m = _DAY.match(answer, at)
        pos = at + 1 if m is None else m.end()
        if m is not None:
            out.append(m)
        if 0 <= kp < pos:
            k = _DAY_KO_AT.search(answer, pos)
            kp = k.start() if k else -1
        if 0 <= ep < pos:
            e = _DAY_EN_AT.search(answer, pos)
            ep = e.start() if e else -1
    return tuple(out)


@lru_cache(maxsize=16)
def _mentions(answer: str) -> tuple[tuple[int, ...], tuple[re.Match[str], ...], tuple[bool, ...]]:
    """Every day name of an answer, where each ends, and whether it may be a subject (not the
    other side of a comparison or a range, not named together with the one before): scanned
    once per answer."""
    found = _day_names(answer)
    subject = []
    for i, m in enumerate(found):
        joined = i > 0 and _JOINED.fullmatch(answer, found[i - 1].end(), m.start()) is not None
        other = _NOT_SUBJECT.match(answer, m.end()) is not None
        before = _EN_NOT_SUBJECT.search(answer, max(0, m.start() - 12), m.start())
        other = other or before is not None
        subject.append(not joined and not other)
    return tuple(m.end() for m in found), found, tuple(subject)


@lru_cache(maxsize=16)
def _resolved(
    answer: str, days: tuple[tuple[int, ...], ...], base: tuple[int, ...] | None
) -> tuple[tuple[int, ...] | None, ...]:
    """The one series date each day name of ``answer`` means (None: none, or ambiguous)."""
    out: list[tuple[int, ...] | None] = []
    for m in _mentions(answer)[1]:
        named = _named(m, days, base)
        out.append(named[0] if len(named) == 1 else None)
    return tuple(out)


def _said_of(c: Claim, ctx: Context, s: Series) -> tuple[int, ...] | None:
    """The one series day ``c``'s sentence names last before it (None when unsure)."""
    ends, found, subject = _mentions(ctx.answer)
    n = bisect_right(ends, c.start) - 1
    if n < 0 or not subject[n] or found[n].start() < ctx.sentences[ctx.sentence_of(c.start)][0]:
        return None
    return _resolved(ctx.answer, s[2], s[1])[n]


def day_why(c: Claim, matches: Sequence[Fact], ev: Evidence, ctx: Context) -> str | None:
    """Why ``c`` (bound to its subject, matching ``matches``) is another day's value, or None."""
    b = ev.builder
    if b is None or b.series == [] or not b.items:
        return None  # no daily series (known after the first claim)
    if not isinstance(c.value, (int, float)):
        return None  # words (sky: "20% rain" is a rain chance) are not bound to a row by day
    ends = _mentions(ctx.answer)[0]
    if not ends or ends[0] > c.start:
        return None  # no day named before the value
    for s in _series(ev, b):
        rows = [_row_of(b, f.record, s[0]) for f in matches]
        if any(r is None for r in rows):
            continue  # a value outside this series (or in another) is not this rule's
        day = _said_of(c, ctx, s)
        if day is None or any(s[0][r] == day for r in rows if r is not None):
            return None
        other = sorted({s[0][r] for r in rows if r is not None})
        said = "-".join(map(str, day))
        return f"'{c.text}' is the value of {'-'.join(map(str, other[0]))}, not of {said}"
    return None
