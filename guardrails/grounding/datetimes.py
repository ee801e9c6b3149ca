"""Date and time claims: ``2025년 1월``, ``2025-01-15``, ``Jan 15, 2025``, ``09:00``,
``오후 2시 반``, ``9~18시``, ``2 p.m.``.  Values are (y,) / (y, m) / (y, m, d) and (h, m).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim, _finditer, _Scan, _windows
from guardrails.grounding.opening_gate import gated

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.evidence import Evidence
    from guardrails.grounding.records import Fact

# the English months and their abbreviations → the month (January is 1)
_MONTHS: Final = {
    m: i
    for i, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        start=1,
    )
    for m in names
}
_MONTH_RE = (
    r"(January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
)
_DATE_KO = re.compile(r"(?<!\d)(\d{4}|\d{2})\s?년\s?(\d{1,2})\s?월(?:\s?(\d{1,2})\s?일)?")
# the spaces inside a date stay on one line: "as of July 1, 2025.\n3. Dress warmly" ends a list
# item with a year and starts the next with its number, which is no "2025.3" (``_SL``: a space
# that is not a line break)
_SL = r"[^\S\n]"
_DATE_NUM = re.compile(
    rf"(?<![\d.])((?:19|20)\d{{2}}){_SL}?([-./]){_SL}?(\d{{1,2}})(?:{_SL}?\2{_SL}?(\d{{1,2}}))?"
    r"(?![\d])(?:\.(?!\d))?"
)
# "25.7.1" / "25. 7. 1.": a two-digit year needs both dots (a lone "25.7" is a number)
_DATE_SHORT = re.compile(
    rf"(?<![\d.,])(\d{{2}})\.{_SL}?(\d{{1,2}})\.{_SL}?(\d{{1,2}})"
    r"(?![\d]|\.\d|\s?(?:%|도|°|km|m\b|kg))\.?"
)
_HINT_DOT_DATE = re.compile(r"\.(?<=\d\.)\s?\d{1,2}\.\s?\d")  # the dot first: found in C
# a span of years ("1991-2020", "1991~2020년": a normals' period): each end is a year
_YEAR_SPAN = re.compile(r"(?<![\d.])((?:19|20)\d{2})\s?[-~～–]\s?((?:19|20)\d{2})(?![\d.])\s?년?")
_YEAR_SPAN = gated(_YEAR_SPAN)  # :mod:`.opening_gate`: the same matches, skipped to
_SPAN_END = re.compile(r"(?<![\d.])(?:19|20)\d{2}\s?[-~～–]\s?$")  # a span's start right before
_DATE_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})\s?년(?!\s?\d)")
_DATE_EN = re.compile(
    rf"\b{_MONTH_RE}\s+(?:(\d{{1,2}})(?:st|nd|rd|th)?,?\s+)?((?:19|20)\d{{2}})\b"
    rf"|\b(\d{{1,2}})\s+{_MONTH_RE},?\s+((?:19|20)\d{{2}})\b",
    re.I,
)
_DATE_EN = gated(_DATE_EN)  # :mod:`.opening_gate`: the same matches, skipped to
# a month and day without a year ("pay by March 15", "on 3 March"): (0, month, day)
_MONTH_DAY_EN = re.compile(
    rf"\b{_MONTH_RE}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?![.,]\d|,?\s?(?:19|20)\d\d|\s?(?:%|°|km|kg|m\b|won))"
    rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_RE}\b(?!,?\s?\d)",
    re.I,
)
_MONTH_DAY_EN = gated(_MONTH_DAY_EN)  # :mod:`.opening_gate`: the same matches, skipped to
_TIME_COLON = re.compile(
    r"(?<![\d:])([01]?\d|2[0-4])\s?:\s?([0-5]\d)(?::[0-5]\d)?"
    r"(?![\d:])(?:\s?([AaPp])\.?\s?[Mm]\.?(?![A-Za-z]))?"
)
_TIME_KO_RANGE = re.compile(
    r"(?<![\d.,:])(\d{1,2})\s?[~～〜–\-]\s?"
    r"(?:(오전|오후|새벽|아침|저녁|밤|낮)\s?)?(\d{1,2})\s?시(?!간)"
)
_TIME_KO = re.compile(r"(?<![\d.,:])(\d{1,2})\s?시(?!간)(?:\s?(\d{1,2})\s?분|\s?(반))?")
# round 59 (r59f): an hour in native words ("아홉 시부터 여섯 시까지", "오후 세 시쯤", "열두 시 반"):
# the word, a space or none, 시, then no letter that makes another word ("세 시간", "한시적", "네
# 시청", the honorific "넣어 두시면", "두시고", "두시는") but a particle of time, a half or minutes
_NATIVE_HOURS: Final = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7,
                        "여덟": 8, "아홉": 9, "열": 10, "열한": 11, "열두": 12}  # fmt: skip
_TIME_KO_NATIVE = re.compile(
    r"(?<![가-힣\d])(열한|열두|다섯|여섯|일곱|여덟|아홉|열|한|두|세|네)\s?시"
    r"(?=$|[\s.,!?)~～〜–\-]|에|부터|까지|쯤|께|경|반|엔|전|무렵|정각)"
    r"(?:\s?(\d{1,2})\s?분|\s?(반))?"
)
_TIME_EN = re.compile(r"(?<![\d:.])(\d{1,2})(?::([0-5]\d))?\s?([ap])\.?m\.?(?![a-z])", re.I)
_HINT_YEAR = re.compile("년")
_HINT_HOUR = re.compile("시")
_HINT_CENTURY = re.compile(r"(?:19|20)\d\d")  # every numeric date starts with its year
_HINT_COLON = re.compile(":")
# English month names by their first three letters, January first
EN_MONTHS: Final = tuple(m for m in _MONTHS if len(m) == 3)
_H_MONTH_EN = re.compile("|".join(EN_MONTHS))
_HINT_AMPM = re.compile(r"\d\s?[ap]\.?m", re.I)
_KO_MARKER_BEFORE = re.compile(r"(오전|오후|새벽|아침|저녁|밤|낮)\s?$")


def _valid_date(y: int, mo: int, d: int | None = None) -> bool:
    return 1900 <= y <= 2100 and 1 <= mo <= 12 and (d is None or 1 <= d <= 31)


def _date_value(y: int, mo: int, d: int | None) -> tuple[int, ...]:
    return (y, mo) if d is None else (y, mo, d)


def _scan_dates(s: _Scan) -> None:
    text = s.text
    year_windows = _windows(text, _HINT_YEAR, 6, 14)
    for m in _finditer(_DATE_KO, text, year_windows):
        y = int(m.group(1))
        y = y + 2000 if y < 100 else y
        mo, d = int(m.group(2)), int(m.group(3)) if m.group(3) else None
        if _SPAN_END.search(text, max(0, m.start() - 8), m.start()):
            continue  # "1991–2020년 12월 평년값": the span's end year, and the month of normals
        if _valid_date(y, mo, d) and s.free(m.start(), m.end()):
            s.add("date", _date_value(y, mo, d), m.start(), m.end())
            s.take(m.start(), m.end())
    century_windows = _windows(text, _HINT_CENTURY, 0, 14)
    spans = "-" in text or "~" in text or "～" in text or "–" in text
    for m in _finditer(_YEAR_SPAN, text, century_windows) if spans else ():
        y1, y2 = int(m.group(1)), int(m.group(2))
        if y1 < y2 and s.free(m.start(), m.end()):
            s.add("date", (y1,), m.start(1), m.end(1))
            s.add("date", (y2,), m.start(2), m.end())
            s.take(m.start(), m.end())
    for m in _finditer(_DATE_NUM, text, century_windows):
        y, mo = int(m.group(1)), int(m.group(3))
        d = int(m.group(4)) if m.group(4) else None
        end = m.end(4) if m.group(4) else m.end(3)
        if _valid_date(y, mo, d) and s.free(m.start(), end):
            s.add("date", _date_value(y, mo, d), m.start(), end)
            s.take(m.start(), end)
    for m in _DATE_SHORT.finditer(text) if _HINT_DOT_DATE.search(text) else ():
        y, mo, d = 2000 + int(m.group(1)), int(m.group(2)), int(m.group(3))
        if _valid_date(y, mo, d) and s.free(m.start(), m.end(3)):
            s.add("date", (y, mo, d), m.start(), m.end(3))
            s.take(m.start(), m.end(3))
    lower = s.lower
    english_months = s.hints.latin and _H_MONTH_EN.search(lower) is not None
    months = _DATE_EN.finditer(text) if english_months else iter(())
    for m in months:
        if m.group(1):
            mo, day_raw, y = _MONTHS[m.group(1).lower()], m.group(2), int(m.group(3))
        else:
            mo, day_raw, y = _MONTHS[m.group(5).lower()], m.group(4), int(m.group(6))
        day = int(day_raw) if day_raw else None
        if _valid_date(y, mo, day) and s.free(m.start(), m.end()):
            s.add("date", _date_value(y, mo, day), m.start(), m.end())
            s.take(m.start(), m.end())
    for m in _MONTH_DAY_EN.finditer(text) if english_months else ():
        mo = _MONTHS[(m.group(1) or m.group(4)).lower()]
        day = int(m.group(2) or m.group(3))
        if (m.group(1) or "").lower() == "may" and text[m.start()] == "m":
            continue  # the verb ("you may 2 …")
        if 1 <= day <= 31 and s.free(m.start(), m.end()):
            s.add("date", (0, mo, day), m.start(), m.end())
            s.take(m.start(), m.end())
    for m in _finditer(_DATE_YEAR, text, year_windows):
        if s.free(m.start(), m.end()):
            s.add("date", (int(m.group(1)),), m.start(), m.end())
            s.take(m.start(), m.end())


# the markers of an afternoon or evening hour ("오후 3시", "3pm"; :mod:`.schedules` too)
PM = ("p", "P", "오후", "저녁", "밤")


# a marker of the half of the clock, or a 24-hour time, in a time's own text
_CLOCK_HALF: Final = re.compile(r":|오전|오후|새벽|아침|저녁|밤|낮|[AaPp]\.?\s?[Mm]")


def clock_readings(value: tuple[int, int], text: str) -> tuple[tuple[int, int], ...]:
    """The clock times a time read as ``value`` from ``text`` may mean: a bare ``N시`` (no
    오전/오후, N ≤ 12) on either half of the clock (``7시`` → 07:00 or 19:00); ``08:00``,
    ``오후 7시``, ``7 pm`` only as read (``19:00`` → 19:00)."""
    h, mi = value
    if h > 12 or _CLOCK_HALF.search(text):
        return (value,)
    return (value, ((h + 12) % 24, mi))


def _hour(h: int, marker: str | None) -> int:
    """24-hour clock; 24:00 and 밤 12시 are midnight (0)."""
    if marker in PM and h < 12:
        h += 12
    elif marker in ("오전", "새벽", "a", "A", "밤") and h == 12:
        h = 0
    return 0 if h == 24 else h


def _marker_before(text: str, start: int) -> tuple[str | None, int]:
    """오전/오후/... written just before ``start``: (marker, start including it)."""
    m = _KO_MARKER_BEFORE.search(text, max(0, start - 3), start)
    return (m.group(1), m.start()) if m else (None, start)


# midnight and noon written as words in a tool output ("일몰 후~자정"): the times an answer
# restates as "밤 12시", "24:00", "낮 12시"
_NAMED_TIMES: Final = (("자정", (0, 0)), ("midnight", (0, 0)), ("정오", (12, 0)), ("noon", (12, 0)))


# the same words in an answer, read as a time only in a frame of hours: a bound ("자정까지",
# "until midnight"), a point ("자정에 닫아요", "at noon") or a range's end after an hour's dash
# ("9 am–noon", "오전 9시~정오", round 58)
_NAMED_IN_FRAME = re.compile(
    r"(?<![가-힣])(?P<ko>자정|정오)(?=\s?(?:까지|부터|에|전까지))"
    r"|\b(?:until|till|til|to|at|from|past|by)\s(?P<en>midnight|noon)\b"
    r"|(?:(?<=[\dm.시][~～–—-])|(?<=[\dm.시]\s[~～–—-])|(?<=[\dm.시][~～–—-]\s)"
    r"|(?<=[\dm.시]\s[~～–—-]\s))(?P<end>midnight|noon|자정|정오)(?![a-z])",
    re.I,
)


_H_NAMED = re.compile("자정|정오|night|noon")  # one scan of the lower-case text


def _scan_times(s: _Scan) -> None:
    text = s.text
    if s.evidence:
        for word, value in _NAMED_TIMES:
            at = s.lower.find(word)
            if at != -1 and s.free(at, at + len(word)):
                s.add("time", value, at, at + len(word))
    elif _H_NAMED.search(s.lower):
        for m in _NAMED_IN_FRAME.finditer(text):  # "자정까지 열어요", "until midnight"
            group = "ko" if m.group("ko") else "en" if m.group("en") else "end"
            word, span = m.group(group), m.span(group)
            if s.free(*span):
                s.add("time", dict(_NAMED_TIMES)[word.lower()], *span)
                s.take(*span)
    for m in _finditer(_TIME_COLON, text, _windows(text, _HINT_COLON, 8, 10)):
        h, mi = int(m.group(1)), int(m.group(2))
        marker, start = _marker_before(text, m.start())
        marker = marker or m.group(3)
        if s.free(start, m.end()):
            s.add("time", (_hour(h, marker), mi), start, m.end())
            s.take(start, m.end())
    hour_windows = _windows(text, _HINT_HOUR, 16, 8)
    for m in _finditer(_TIME_KO_RANGE, text, hour_windows):
        h1, h2 = int(m.group(1)), int(m.group(3))
        marker, start = _marker_before(text, m.start())
        if h1 > 24 or h2 > 24 or not s.free(start, m.end()):
            continue
        s.add("time", (_hour(h1, marker), 0), start, m.end(1))
        b_start = m.start(2) if m.group(2) else m.start(3)
        s.add("time", (_hour(h2, m.group(2) or marker), 0), b_start, m.end())
        s.take(start, m.end())
    for m in _finditer(_TIME_KO, text, hour_windows):
        h = int(m.group(1))
        mi = int(m.group(2)) if m.group(2) else (30 if m.group(3) else 0)
        marker, start = _marker_before(text, m.start())
        if h <= 24 and mi < 60 and s.free(start, m.end()):
            s.add("time", (_hour(h, marker), mi), start, m.end())
            s.take(start, m.end())
    for m in _finditer(_TIME_KO_NATIVE, text, hour_windows):
        h = _NATIVE_HOURS[m.group(1)]
        mi = int(m.group(2)) if m.group(2) else (30 if m.group(3) else 0)
        marker, start = _marker_before(text, m.start())
        if mi < 60 and s.free(start, m.end()):
            s.add("time", (_hour(h, marker), mi), start, m.end())
            s.take(start, m.end())
    if "m" not in text and "M" not in text or not _HINT_AMPM.search(text):
        return  # every a.m./p.m. has an m: two C scans before the pattern's
    for m in _TIME_EN.finditer(text):
        h = int(m.group(1))
        mi = int(m.group(2)) if m.group(2) else 0
        if 1 <= h <= 12 and s.free(m.start(), m.end()):
            s.add("time", (_hour(h, m.group(3)), mi), m.start(), m.end())
            s.take(m.start(), m.end())


def series_date(
    c: Claim, matches: Sequence[Fact], cues: Sequence[Sequence[Cue]], ev: Evidence
) -> bool:
    """Whether date ``c`` is the one date every row of a daily series gives ("7월 24일 대구는 …"
    over regions all dated 2025-07-24), and every word naming its subject names something of
    that tool output: no row of it holds another date, so whatever else its sentence names of
    it (an advisory, a region) does not unbind the date. A date said of another tool output's
    subject stays unbound."""
    if c.kind != "date" or not matches or not cues:
        return False
    key = matches[0].key
    series = [f for f in ev.of("date") if f.key == key]
    roots = {ev.roots[f.record] for f in series}
    if not (
        len({f.record for f in series}) >= 2
        and len(roots) == 1
        and all(f.value == matches[0].value for f in series)
        and all(f.key == key for f in matches)
    ):
        return False
    (root,) = roots
    words = {
        t for fs in ev.facts.values() for f in fs if ev.roots[f.record] == root for t in f.tokens
    }
    return all(any(q.token in words for q in slot) for slot in cues)
