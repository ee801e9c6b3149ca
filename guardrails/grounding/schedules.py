"""Schedules stated in prose: the days (and week of the month) a subject is served on, and the
hours stated for a day.

- a day in a schedule frame ("emptied every Monday", "only on Wednesdays", "마두역엔 수요일에 와요",
  "매월 둘째 주 수요일") must be a day the tool output for its subject states (``평일``, ``매일``,
  ``요일 무관``, spans and single-letter days count); a week of the month must be stated with it;
- "only on X" / "X에만" against a subject whose days are "any" (``요일 무관``, ``매일``) is a
  restriction the tools do not give;
- hours stated for a day ("Saturday에도 09:00~18:00") must be the hours the subject's text gives for
  that day when it gives hours by day ("평일 09:00~18:00, 토 09:00~13:00").

- a service's day ("The bins are emptied every Tuesday", "only takes medicine Monday to Saturday",
  "매주 화요일에 수거해요") where no tool output states any day or any hours is invented: the
  outputs give no schedule at all (a general or hedged sentence, "보통", "usually", "check", is not
  read). Round 19: a facility's day for what one brings (``처리장 반입은 토요일 오전에도
  가능해요``, ``drop-off is open on Saturdays``) is such a service too.

A day said as closed or left out ("일요일은 쉬어요", "except Sundays") is not read here.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Final

from guardrails.grounding.datetimes import PM
from guardrails.grounding.hedges import unsure
from guardrails.grounding.units import Unit, sentences, subject_units
from guardrails.grounding.weekdays import EN_DAYS, SPAN, WEEK, WEEK_PARTS, span_days

_ALL: Final = frozenset(WEEK)
_ORD: Final = {"첫째": 1, "첫번째": 1, "둘째": 2, "두번째": 2, "셋째": 3, "세번째": 3, "넷째": 4,
               "네번째": 4, "다섯째": 5, "마지막": 9, "first": 1, "second": 2, "third": 3,
               "fourth": 4, "fifth": 5, "last": 9, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}  # fmt: skip
_ORD_RX: Final = "|".join(sorted(_ORD, key=len, reverse=True))
# a day of the answer ("수요일", "화·목·일", "wednesdays"; English on lower-case text), each
# pattern starting with a letter class so the engine skips the rest; the week of the month is read
# right before it ("매월 둘째 주 수요일", "the second wednesday")
_DAY_KO = re.compile(
    rf"(?P<d>[{WEEK}](?:\s?[·,/]\s?[{WEEK}])*)요일"
    rf"|(?<![가-힣])(?P<r>[{WEEK}](?:\s?[·,/]\s?[{WEEK}])+)(?![가-힣])"
)
_DAY_EN = re.compile(r"\b(?P<d>(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|satur|sun)day)s?(?![a-z])")
# an English part of the week ("weekdays", "weekday mornings", "at weekends")
_PART_EN = re.compile(r"\b(weekday|weekend)s?(?:\s(?:mornings?|afternoons?|evenings?))?\b", re.I)
_WEEK_BEFORE = re.compile(rf"(?:^|(?<=[\s(]))(?P<o>{_ORD_RX})\s?(?:주\s?)?$")
_RUN = re.compile(rf"[{WEEK}]\s?[·,/]\s?[{WEEK}]")
# the words that make a day a schedule (not "월요일에 다시 물어봐 주세요"); round 43: a line
# labelled "Hours:" ("- Hours: weekdays 09:00–18:00 and Saturday mornings")
_FRAME = re.compile(
    r"매주|매월|마다|에만|every|only|each|empt|collect|pick|수거|배출|받아|받습|와요|옵니다|오는|"
    r"운영|영업|열어|열려|여는|엽니다|열고|open|schedule|요일제|visits?|comes?|runs?|반입|drop(?:\s|-)?off"
    r"|\bhours\s?:",
    re.I,
)
_ONLY = re.compile(r"\bonly\b|에만|만\s|뿐", re.I)
# a day said as closed, left out or asked about is not read
_NOT = re.compile(
    r"않|안\s|안돼|못|쉬|휴무|휴관|닫|빼고|제외|말고|(?:가|이)\s?없|closed|except|not\b|n't|\bno\b|\?",
    re.I,
)
# the days a tool-output text states
_ANY_DAY = re.compile(
    r"요일\s?(?:무관|상관|관계)|매일|연중무휴|any day|every day|daily|7 days", re.I
)
_ONE = re.compile(rf"(?<![가-힣\d])([{WEEK}])(?:요일)?(?![가-힣])|([{WEEK}])요일")
# a day's English name or its short form, not a word it begins ("month", "monthly_normal",
# "sunny": round 52, a weather output's "month" key read as Monday)
_EN_DAY = re.compile(
    r"\b(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|rs|r)?s?\b", re.I
)
# hours: 09:00~18:00, 9시~18시, 오후 1시~5시, 저녁 6시부터 9시까지, 9 am–6 pm
_HALF = r"오전|오후|저녁|밤|아침|새벽"
_RANGE = re.compile(
    rf"(?:(?P<ka>{_HALF})\s?)?(?P<a>\d{{1,2}})(?::(?P<am>\d{{2}}))?\s?"
    r"(?:시(?:\s?(?P<ak>\d{1,2})\s?분|\s?(?P<ah>반))?|(?P<ap>[ap]\.?m\.?))?"
    rf"\s?(?:[~～\-–—]|부터|에서)\s?(?:to\s)?(?:(?P<kb>{_HALF})\s?)?(?P<b>\d{{1,2}})"
    r"(?::(?P<bm>\d{2}))?\s?(?:시(?:\s?(?P<bk>\d{1,2})\s?분|\s?(?P<bh>반))?|(?P<bp>[ap]\.?m\.?))?",
    re.I,
)
# hours right after a day: only particles and "open" between ("Saturday에도 09:00~18:00")
_AFTER = re.compile(r"(?:\s|에도|에는|엔|에|은|는|도|:|,|open|from)*(?=\S)", re.I)


@functools.lru_cache(maxsize=1024)
def days_stated(text: str) -> frozenset[str]:
    """Every day ``text`` states (all seven for "요일 무관" or "매일")."""
    if _ANY_DAY.search(text):
        return _ALL
    days: set[str] = set()
    lower = text.lower()
    for part, letters in WEEK_PARTS.items():
        if part in lower:
            days.update(letters)
    for m in SPAN.finditer(text):
        days |= span_days(m.group("a"), m.group("b"))
    for m in _ONE.finditer(text):
        days.add(m.group(1) or m.group(2))
    days.update(EN_DAYS[m.group(1).lower()] for m in _EN_DAY.finditer(text))
    return frozenset(days)


# a service done on a day (emptying, collecting, taking), not a visit the user plans
_SERVICE = re.compile(
    r"empt|collect|pick(?:ed|s)?\sup|takes?|accepts?|수거|비워|받아|받습|가져가"
    # a facility open to what one brings on a day ("반입은 토요일 오전에도 가능해요")
    r"|반입|drop(?:\s|-)?offs?\s(?:is|are)|open\s(?:on|every)",
    re.I,
)
_GENERAL = unsure(
    r"보통|대개|일반적|대부분|지역마다|단지마다|usually|typically|generally|often|most\s|many\s"
    r"|check|ask|확인|문의|알아보"
)
_ANY_HOURS = re.compile(r"\d{1,2}:\d{2}|\d{1,2}시|24시간|hours|운영|opening|open_", re.I)


def unscheduled(sentence: str, whole: str) -> bool:
    """Whether ``sentence`` states a service's day where the tool outputs (``whole``) give no day
    and no hours at all (a general or hedged sentence is not read)."""
    return (
        _SERVICE.search(sentence) is not None
        and _GENERAL.search(sentence) is None
        and not days_stated(whole)
        and _ANY_HOURS.search(whole) is None
    )


def unscheduled_parts(sentence: str, whole: str) -> list[tuple[int, int]]:
    """(start, end) of each English part of the week (``weekdays``, ``weekday mornings``,
    ``weekends``) a schedule sentence gives a service where the tool outputs (``whole``) state no
    day and no hours at all (round 27: ``door-to-door collection there runs on weekday mornings
    only``); where some output states days or hours the part is left to the day readers."""
    if _FRAME.search(sentence) is None or _NOT.search(sentence):
        return []
    found = [(m.start(), m.end()) for m in _PART_EN.finditer(sentence)]
    return found if found and unscheduled(sentence, whole) else []


@functools.lru_cache(maxsize=64)
def _source_days(source: str) -> bool:
    return bool(days_stated(source))


def day_holders(answer: str, at: int, sources: tuple[str, ...]) -> tuple[Unit, ...]:
    """The units a day at ``at`` is said of: the sentence's subject (:func:`.units.subject_units`)
    when its output states some day; when it names only rows of an output that states no day at
    all (a price row: ``PET``) while another output does, those rows are what the place takes,
    not what keeps the day, and the previous sentence's subject is read instead (round 35:
    ``… '어울림'(부평구 후정동로 9)을 찾았어요. 화·목 14:00~17:00에만 열고 무색페트병·유색 PET 등을
    받아요`` is 어울림's day, not the PET price row's). Empty when neither keeps days (the
    caller reads the whole evidence then)."""
    named = subject_units(answer, at, sources)
    if not named or any(_source_days(sources[u.source]) for u in named):
        return named
    if not any(_source_days(s) for s in sources):
        return named  # no output states a day: the subject as named
    k = next((i for i, (lo, hi) in enumerate(sentences(answer)) if lo <= at < hi), 0)
    if k == 0:
        return ()
    named = subject_units(answer, sentences(answer)[k - 1][1] - 1, sources)
    return named if any(_source_days(sources[u.source]) for u in named) else ()


def any_day(text: str) -> bool:
    return _ANY_DAY.search(text) is not None


def names_day(text: str, lower: str | None = None) -> bool:
    """Whether ``text`` names a day at all (the cheap test before reading schedules; ``lower``:
    ``text.lower()`` when the caller has it)."""
    if "요일" in text or "day" in (text.lower() if lower is None else lower):
        return True
    return _RUN.search(text) is not None


def _week(sentence: str, start: int) -> tuple[int, int]:
    """The week of the month written right before ``start`` and where it starts (0 when none)."""
    m = _WEEK_BEFORE.search(sentence.lower(), max(0, start - 10), start)
    return (_ORD.get(m.group("o"), 0), m.start()) if m is not None else (0, start)


def day_mentions(sentence: str) -> list[tuple[int, int, frozenset[str], int]]:
    """(start, end, days, week of the month or 0) of each day a schedule sentence states."""
    if _FRAME.search(sentence) is None or _NOT.search(sentence):
        return []
    out: list[tuple[int, int, frozenset[str], int]] = []
    for m in _DAY_KO.finditer(sentence):
        days = frozenset(ch for ch in m.group("d") or m.group("r") if ch in WEEK)
        week, start = _week(sentence, m.start())
        out.append((start, m.end(), days, week))
    for m in _DAY_EN.finditer(sentence.lower()):
        week, start = _week(sentence, m.start())
        out.append((start, m.end(), frozenset(EN_DAYS[m.group("d")[:3]]), week))
    return out


def closed_said(sentence: str) -> bool:
    """Whether ``sentence`` says some day is closed, left out, or asks (its days are not read)."""
    return _NOT.search(sentence) is not None


def only_said(sentence: str, start: int, end: int) -> bool:
    """Whether the day at ``start:end`` is said to be the only one ("only on Wednesdays")."""
    return _ONLY.search(sentence, max(0, start - 12), min(len(sentence), end + 6)) is not None


# a list of weeks of the month: "(1,3,5주)", "2, 4주차", "둘째·넷째 주", "1st & 3rd weeks"
_WEEK_ITEM: Final = rf"(?:[1-5](?![\d:~])|{_ORD_RX})"
_WEEK_LIST: Final = re.compile(
    rf"(?<![\d:~.])(?P<l>{_WEEK_ITEM}(?:\s?(?:[,·/]|&|and)\s?{_WEEK_ITEM})*)\s?(?:주|weeks?\b)",
    re.I,
)
_WEEK_NUMBER: Final = re.compile(rf"[1-5]|{_ORD_RX}", re.I)


def week_lists(text: str) -> list[tuple[int, int, frozenset[int]]]:
    """(start, end, weeks of the month) of each week list of ``text``: ``월 10:00~12:00 (2, 4주)``
    gives {2, 4}; ``둘째·넷째 주`` and ``2nd & 4th weeks`` the same; a count of weeks (``3주 동안``)
    is a list of one week, so callers compare lists, never a lone number (``주`` right after an
    hour, ``12:00주``, is none)."""
    if "주" not in text and "week" not in text.lower():
        return []
    out = []
    for m in _WEEK_LIST.finditer(text):
        found = frozenset(
            int(w) if w.isdigit() else _ORD[w.lower()] for w in _WEEK_NUMBER.findall(m.group("l"))
        )
        out.append((m.start(), m.end(), found))
    return out


def week_stated(text: str, week: int) -> bool:
    """Whether ``text`` names the week of the month ``week`` ("둘째", "2nd")."""
    return any(n == week and w in text.lower() for w, n in _ORD.items())


def _minutes(h: str, m: str | None, ap: str | None) -> int:
    hour = int(h)
    if ap and ap.startswith(PM) and hour < 12:
        hour += 12
    return hour * 60 + int(m or 0)


def _span(m: re.Match[str]) -> tuple[int, int] | None:
    if not (m.group("am") or m.group("ap") or "시" in m.group(0)):
        return None  # "042-611": no hours
    a_min = m.group("am") or m.group("ak") or ("30" if m.group("ah") else None)
    b_min = m.group("bm") or m.group("bk") or ("30" if m.group("bh") else None)
    a = _minutes(m.group("a"), a_min, m.group("ap") or m.group("ka"))
    b = _minutes(m.group("b"), b_min, m.group("bp") or m.group("kb") or m.group("ka"))
    while b <= a and b < 24 * 60:
        b += 12 * 60  # "9시~6시": the afternoon; "저녁 7시부터 밤 12시까지": midnight
    return a, b


def hours_after(text: str, pos: int) -> tuple[int, int] | None:
    """The hours range written right after ``pos`` (only particles between), in minutes."""
    gap = _AFTER.match(text, pos)
    m = _RANGE.match(text, gap.end()) if gap is not None and gap.end() - pos <= 8 else None
    return _span(m) if m is not None else None


@functools.lru_cache(maxsize=1024)
def hours_by_day(text: str) -> Mapping[str, tuple[int, int]]:
    """The hours a text gives per day when it gives them by day ("평일 09:00~18:00, 토 09:00~13:00");
    a day a text gives two ranges for is left out (unsure)."""
    out: dict[str, tuple[int, int]] = {}
    twice: set[str] = set()
    for piece in re.split(r"[,;/\n]|\s{2,}", text):
        for m in _RANGE.finditer(piece):
            span = _span(m)
            if span is None:
                continue
            for d in days_stated(piece[: m.start()]):
                if out.setdefault(d, span) != span:
                    twice.add(d)
            break
    return {d: span for d, span in out.items() if d not in twice}
