"""Days written right before an hours range: a timetable line states a schedule by itself.

A list line or a clause such as ``회덕동: 수·토 09:30~12:00``, ``토 10:00~14:00``, ``월~금
09:00~18:00`` or ``Sat 09:30–12:00`` says the place is open (or served) on those days at those
hours; it needs no frame word (``운영``, ``open``) to be a schedule. :func:`day_hours_mentions` reads
such days — single letters, runs (``수·토``), spans (``월~금``), full names (``토요일``) and
English days — and :func:`timed_claims` (a reader of :mod:`.conditions`) holds them against the
days the subject's own text states: an invented extra day (``수·토`` where the record says ``수 …,
그 외 휴무``) or other hours for a day the record gives hours by day are flagged.

The subject is read strictly, since a timetable line often carries an address that names other
records too (``해양공원(여수시 …): 금요일 10:00~12:00``): every record named in the sentence before
the days is a candidate, and the days are unsupported only when no candidate states them (and some
candidate states days at all); hours only when every candidate that gives hours for those days gives
others. Unsure, never flagged: no record named before the days in the sentence, candidates that
state no day in their own text (a record keyed ``{"sun": …}`` states its days in keys), a day said
as closed or left out (the sentence's closing words), a day the frame readers of :mod:`.schedules`
already read, a part of the week (``평일``, ``weekdays``: read elsewhere), a letter inside a word
(``매일``, ``3일``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding import schedules
from guardrails.grounding.claims import Claim
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.opening_hours import RANGE_GATE
from guardrails.grounding.units import Unit, named_in, units
from guardrails.grounding.weekdays import EN_DAYS, WEEK, span_days

# a time that opens an hours range: "09:30~", "9시~", "오전 9시부터", "9 am–"
_HOURS_AHEAD: Final = (
    r"(?=(?:오전|오후|아침|저녁)?\s?\d{1,2}(?::\d{2}|\s?시(?:\s?\d{1,2}\s?분|\s?반)?|\s?[ap]\.?m\.?)"
    r"\s?(?:[~～\-–—]|부터|to\s))"
)
_SEP: Final = r"\s?[·,/~～\-–]\s?"
# Korean days: one letter or a run/span of them, optionally "요일", then a colon or 에/에는
_KO: Final = re.compile(
    rf"(?<![가-힣\d])(?P<d>[{WEEK}](?:{_SEP}[{WEEK}])*)(?P<y>요일)?(?:에는|에|은|는)?(?![가-힣])"
)
_KO_TAIL: Final = re.compile(rf"\s?:?\s?{_HOURS_AHEAD}")
_EN_DAY: Final = r"(?:mon|tue|wed|thu|fri|sat|sun)(?:[a-z]*day|s|\.)?"
_EN: Final = re.compile(
    rf"\b(?P<d>{_EN_DAY}(?:\s?(?:[,/~\-–]|&|and|to)\s?{_EN_DAY})*)s?(?![a-z])", re.I
)
_EN_ONE = re.compile(r"(mon|tue|wed|thu|fri|sat|sun)", re.I)
_EN_ONE = gated(_EN_ONE)  # :mod:`.opening_gate`: the same matches, skipped to
_EN_SPAN: Final = re.compile(rf"^({_EN_DAY})\s?(?:[~\-–]|to)\s?({_EN_DAY})$", re.I)
# a cheap gate: some time of day in the sentence (the hours ranges' own gate)
GATE: Final = RANGE_GATE


def _ko_days(run: str) -> frozenset[str]:
    m = re.fullmatch(rf"([{WEEK}])\s?[~～\-–]\s?([{WEEK}])", run)
    if m is not None:
        return span_days(m.group(1), m.group(2))
    return frozenset(ch for ch in run if ch in WEEK)


def _en_days(run: str) -> frozenset[str]:
    m = _EN_SPAN.match(run)
    if m is not None:
        return span_days(EN_DAYS[m.group(1)[:3].lower()], EN_DAYS[m.group(2)[:3].lower()])
    return frozenset(EN_DAYS[x.lower()] for x in _EN_ONE.findall(run))


def day_hours_mentions(sentence: str) -> list[tuple[int, int, frozenset[str]]]:
    """(start, end, days) of each run of days written right before an hours range."""
    if GATE.search(sentence) is None:
        return []
    out: list[tuple[int, int, frozenset[str]]] = []
    for m in _KO.finditer(sentence):
        if _KO_TAIL.match(sentence, m.end()) is not None:
            end = m.end("y") if m.group("y") else m.end("d")
            out.append((m.start(), end, _ko_days(m.group("d"))))
    for m in _EN.finditer(sentence):
        if _KO_TAIL.match(sentence, m.end()) is not None:
            out.append((m.start(), m.end(), _en_days(m.group("d"))))
    return [x for x in out if x[2]]


def timed(answer: str) -> bool:
    """Whether ``answer`` writes some day right before an hours range (the reader's gate)."""
    return GATE.search(answer) is not None and bool(day_hours_mentions(answer))


def timed_claims(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], whole: str, goods: object
) -> list[Claim]:
    """The days (or their hours) a timetable clause of ``sentence`` states that no record named
    before them in the sentence gives (``lo``: where the sentence starts in ``answer``)."""
    mentions = day_hours_mentions(sentence)
    if not mentions or schedules.closed_said(sentence):
        return []
    framed = schedules.day_mentions(sentence)
    all_units, index = units(sources)
    out: list[Claim] = []
    starts = sorted(m[0] for m in mentions)
    for start, end, days in mentions:
        if any(start < b and a < end for a, b, _, _ in framed):
            continue  # read as a schedule day already
        named = {i for p, w in named_in(answer, (lo, lo + start), sources) for i in index[w]}
        candidates = [all_units[i] for i in sorted(named)]
        why = _unsupported(answer, lo + end, days, candidates)
        if not why:  # the weeks of the month after the hours: "(1,3,5주)"
            stop = next((s for s in starts if s > start), len(sentence))
            if (weeks := _weeks_unsupported(sentence[end:stop], candidates)) is not None:
                a, b = lo + end + weeks[0], lo + end + weeks[1]
                out.append(Claim(answer[a:b], "condition", answer[a:b], a, b, weeks[2]))
        if why:
            text = answer[lo + start : lo + end]
            out.append(Claim(text, "condition", text, lo + start, lo + end, why))
    return out


def _unsupported(answer: str, at: int, days: frozenset[str], candidates: list[Unit]) -> str:
    stated = [schedules.days_stated(u.text) for u in candidates]
    if not any(stated):
        return ""  # nothing named, or no candidate states a day: unsure
    if not any(days <= s for s in stated):
        missing = "·".join(d for d in WEEK if not any(d in s for s in stated))
        return f"day {missing or '·'.join(sorted(days))} not stated for it"
    said = schedules.hours_after(answer, at)
    if said is None:
        return ""
    given = [g for u in candidates if (g := schedules.hours_by_day(u.text)) and days <= g.keys()]
    if given and all(any(g[d] != said for d in days) for g in given):
        return "hours not the ones given that day"
    return ""


# the end of a timetable field: the next field's separator (spaced: "둘째·넷째" is one field) or
# the line's end
_FIELD_END: Final = re.compile(r"\s[·|]\s|;|\n")


def _weeks_unsupported(field: str, candidates: list[Unit]) -> tuple[int, int, str] | None:
    """Where and why the weeks of the month written after a day's hours in its field
    (``월 10:00~12:00 (1,3,5주)``) are none of the week lists the named records give (``월
    10:00~12:00 (2, 4주)``); None when the field gives no week list or no candidate gives one
    (unsure), or some candidate gives that list (``(2, 4주)``, ``둘째·넷째 주`` passes)."""
    if "주" not in field and "week" not in field.lower():
        return None
    m = _FIELD_END.search(field)
    said = schedules.week_lists(field[: m.start()] if m is not None else field)
    if len(said) != 1:
        return None
    given = [w for u in candidates for _, _, w in schedules.week_lists(u.text)]
    start, end, weeks = said[0]
    if not given or weeks in given:
        return None
    if field[start - 1 : start] == "(" and field[end : end + 1] == ")":
        start, end = start - 1, end + 1  # the bracket with it: "(1,3,5주)"
    return start, end, "weeks of the month not the ones given for it"
