"""Claim kinds beyond numbers with units: wind speed, coordinates, counts of listed things,
free/paid, weekdays (also 주말/평일), durations and pickup days, "24시간", trends against an earlier
survey, and month-day dates without a year (sky conditions and weather days: :mod:`.weather`;
counts of listed things: :mod:`.count_statements`; free/paid: :mod:`.free_statements`).
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.claims import _add, _finditer, _Scan, _windows, contains_any
from guardrails.grounding.conversions import scan_converted
from guardrails.grounding.count_statements import scan_counts
from guardrails.grounding.free_statements import scan_free
from guardrails.grounding.hedges import INDIRECT_QUESTION
from guardrails.grounding.unlisted_days import said_unlisted
from guardrails.grounding.weather import scan_weather
from guardrails.grounding.weekdays import EN_DAYS, SPAN, WEEK, WEEK_PARTS, span_days

_NUM = r"\d+(?:\.\d+)?"
_WIND = re.compile(
    rf"초속\s?(?:약\s?|대략\s?)?(?P<a>{_NUM})\s?(?:m|미터|메터)(?![A-Za-z/])"
    rf"|(?P<b>{_NUM})\s?(?:m/s|㎧|ms(?![A-Za-z])|미터/초|meters? per second)",
    re.I,
)
_COORD_WORD = re.compile(
    rf"(?:북위|남위|동경|서경|위도|경도|latitude|longitude|lat|lng|lon)\s?[:=]?\s?(?P<v>{_NUM})"
    r"\s?(?:도|°)?",
    re.I,
)
_COORD_SUFFIX = re.compile(r"(?<![\d.])(?P<v>\d{2,3}\.\d+)\s?°?\s?(?P<h>[NSEW])(?![A-Za-z])")
_COORD_PAIR = re.compile(r"(?<![\d.])(?P<a>3[3-9]\.\d{2,})\s?,\s?(?P<b>1[23]\d\.\d{2,})(?![\d])")
_DAY = WEEK
_WEEKDAY_RUN = re.compile(
    rf"(?<![가-힣])[{_DAY}](?:\s?[·,/]\s?[{_DAY}])+(?:요일)?(?:(?![가-힣])|(?=에|은|는|도|만|마다|이|와|과|랑|로|으로|의|엔|까지))"
)
_WEEKDAY_ONE = re.compile(rf"(?<![가-힣])(?:매주\s?)?[{_DAY}]요일")
# in a tool output: one day's own hours ("평일 09:00~18:00, 토 09:00~13:00"): open that day
_DAY_HOURS = re.compile(rf"(?<![가-힣])[{_DAY}](?:요일)?(?=\s?\(?\d{{1,2}}:\d\d)")
_WEEKDAY_EN = re.compile(
    r"(?<!which )(?<!what )\b(mon|tue|wed|thu|fri|sat|sun|weekend)(?:day|sday|nesday|rsday|urday)?s?"
    r"(?![a-z])",
    re.I,
)
# the week split in two ("주말에는 수거 안 해요", "평일 09:00~18:00")
_WEEK_PART = re.compile(r"(?<![가-힣])(주말|평일)")
_DURATION = re.compile(
    r"(?<![\d.:~～–-])(?:\d{1,3}\s?[~～–-]\s?)?(?P<n>\d{1,3}|한|두|세|사흘|이틀)\s?"
    r"(?P<u>분|일|주일?|시간|개월|달)"
    r"\s?(?P<t>이내|안에|전까지|전에|전|뒤|후|내|만에|이면|걸려|정도\s?걸|거리)"
    r"|걸어서\s?(?P<w>\d{1,3})\s?분"
)
_DURATION_EN = re.compile(
    r"\b(?:\d{1,3}|one|two|three|four|five|seven)\s(?:minutes?|days?|weeks?|hours?)"
    r"\s(?:ahead|before|in advance|prior|after|later|of|walk|on foot|away)"
    r"|\bwithin\s(?:\d{1,3}|one|two|three|four|five|seven)\s(?:minutes?|days?|weeks?|hours?|months?)\b",
    re.I,
)
# a lead time of the user's own trip, in advice to check ("check the forecast one or two days
# before you go", "가기 하루 이틀 전에 예보를 확인해 보세요"): when to look, no fact of a service
_OWN_TRIP_EN = re.compile(
    r"\s?(?:you|your)\s(?:go|visit|leave|travel|head\sout|set\soff|move|trip|visit)\b", re.I
)
_OWN_TRIP_KO = re.compile(r"(?:가기|방문하기|출발하기|떠나기|이사하기|나가기)\s?$")
_CHECK_ADVICE = re.compile(r"\bcheck|\bconfirm|\blook\sat|확인|찾아\s?보|살펴", re.I)
_CLAUSE_OF = re.compile(r"[^.!?\n]*")
# when a pickup happens relative to the report ("신고 다음 날 수거", "collected the next day")
_PICKUP_DAY = re.compile(
    r"(?P<d>다음\s?날|익일|당일|같은\s?날|이튿날|(?:the\s)?(?:next|following|same)\sday)"
    r"(?=[^.!?\n]{0,12}?(?:수거|가져|수집|치워|pick|collect|removed|taken))",
    re.I,
)
_WHETHER = re.compile(rf"[^.!?\n]{{0,16}}?(?:{INDIRECT_QUESTION}|\?|whether)", re.I)
_PICKUP_CANON: Final = {"다음날": "다음날", "익일": "다음날", "이튿날": "다음날", "nextday": "다음날",
                        "followingday": "다음날", "당일": "당일", "같은날": "당일",
                        "sameday": "당일"}  # fmt: skip
_DISCOUNT = re.compile(
    r"반값|반액|할인|감면|(?<!\d)\d+\s?%\s?(?:할인|off)|half[- ]price|discount", re.I
)
# open around the clock: "24시간" with a word of opening or allowing after it ("24시간 운영", round
# 43: "24시간 OK", "24시간 돼요", "24 hours, fine"), not a bare duration ("24시간 이내에 신청")
_24H = re.compile(
    r"24\s?시간(?=\s?(?:운영|열|이용|개방|영업|문\s?열|가능|언제|ok\b|오케이|괜찮|돼|됩))|연중무휴"
    r"|open 24|24/7|24 hours(?: a day| open|,? (?:ok|okay|fine)\b)|open (?:all day|around the clock)"
    # round 55: access at every hour in other words ("The bins are accessible 24 hours", "usable
    # around the clock", "24-hour access")
    r"|(?:accessible|available|usable|in use) (?:for |at )?(?:24 ?(?:hours|hrs)\b"
    r"|(?:a)?round the clock|(?:all|any) hours?\b)|24-hour access",
    re.I,
)
# weekdays are claims only next to a schedule word ("월요일에 다시 물어봐 주세요" is not)
_SCHEDULE = re.compile(
    r"수거|배출|운영|휴무|휴관|휴일|쉬|열|닫|반입|접수|가져|내놓|영업|마감|갱신|업데이트|update|발표"
    r"|바꾸|바꿔|바꿉|바뀌|바뀝|변경|\bchang"  # a price changed on a day: "매주 월요일에 시세를 바꿔"
    r"|받아|받는|받습|교환|collect|pick|open|close|accept"
    r"|정차|와요|옵니다|방문|visit|arriv"  # a collection van's stop: "수요일 13:00에 차가 와요"
    r"|이용|가능|avail|operat",  # a service said open: "available on weekends too"
    re.I,
)
_TREND = re.compile(
    r"(?:지난달|전달|전월|지난\s?주|작년|지난\s?조사|last month|previous)[^.!?\n]{0,16}?"
    r"(?:올랐|내렸|상승|하락|오른|내린|비싸|싸졌|떨어|rose|fell|up|down)",
    re.I,
)
_MONTH_DAY = re.compile(
    r"(?<![\d.년])(?P<m>1[0-2]|0?[1-9])\s?월\s?(?P<d>[12]\d|3[01]|0?[1-9])\s?일"
)
_H_COORD_PAIR = re.compile(r"3[3-9]\.\d\d")  # cheap test before _COORD_PAIR
_H_COORD_SUFFIX = re.compile(r"[NSEW](?![A-Za-z])")  # cheap test before _COORD_SUFFIX
_HINT_MONTH = re.compile("월")
# the literal first (a leading lookbehind would make the engine try every position)
_SHORT_PHONE = re.compile(r"(?P<p>1(?<![\d\-]1)[5-9]\d{2})(?=\s?번(?!지))")
# a service number next to a word for calling ("다산콜센터 120번", "120 다산콜센터", "call 110")
# on lower-case text ("국번 없이 120번": a number to call)
_CALL_WORD = re.compile(r"콜\s?센터|전화|상담|국번|call|dial|hotline|helpline")
_CALL_REACH = 14  # characters between the number and the word
_SERVICE_NO = re.compile(
    r"(?P<p>1(?<![\d\-.,:/~]1)\d{2,3})"
    r"(?![\d:~\-]|[.,]\d|\s?(?:미터|킬로|리터|그램|톤|번지|[a-zA-Z%℃°ℓ㎏]))"
    r"(?=\s?번|(?:으로|로|에|이나|이|은|는|을|를)?(?:[\s)\].,;!?]|$))"
)


@functools.lru_cache(maxsize=64)
def service_numbers(text: str) -> frozenset[str]:
    """Service numbers a tool output's prose states next to a calling word ("120 다산콜센터로
    신청"): they support the same number in an answer without being facts of a record (a record's
    facts are named by its children's labels, which would tell no phone apart)."""
    return frozenset(m.group("p") for m in _service_numbers(text, text.lower()))


def _service_numbers(text: str, lower: str) -> list[re.Match[str]]:
    if "1" not in text:
        return []
    return [
        m
        for m in _SERVICE_NO.finditer(text)
        if _CALL_WORD.search(lower, max(0, m.start() - _CALL_REACH), m.end() + _CALL_REACH)
        and not (
            _HOUSE_NO.search(text, max(0, m.start() - 6), m.start())
            and not text.startswith("번", m.end())  # "콜센터로 120번"
        )
    ]


# a road address's building number is no number to call: "월드컵로 123, 전화는 …", "역삼로7길 16"
_HOUSE_NO = re.compile(r"[가-힣\d](?:로|길|대로)\s?$")


# cheap gates: a scanner runs only when one of its words is in the text (plain substring tests)
_G_COORD = (
    "위도",
    "경도",
    "북위",
    "남위",
    "동경",
    "서경",
    "lat",
    "lng",
    "lon",
    "°",
    "n,",
    "e)",
    ", 1",
)
# cheap gates (charset or literal first, case-sensitive: the engine skips to candidates in C)
_H_DAY_KO = re.compile(rf"[요{WEEK}](?:(?<=요)일|(?<=[{WEEK}])\s?[·,/~～–-]\s?[{WEEK}])")
_H_DAY_EN = re.compile(r"mon|tue|wed|thu|fri|sat|sun|week")  # on the lower-case text
# the unit first (found in C), then the numeral before it is checked in Python
_H_DURATION_UNIT = re.compile(r"[분일주시개달흘틀걸](?:(?<=[분일주시개달흘틀])|(?<=걸)어서)")
_DURATION_NUMERAL: Final = frozenset("0123456789한두세사이")


def _has_duration(text: str) -> bool:
    for h in _H_DURATION_UNIT.finditer(text):
        if h.group(0) == "걸어서":
            return True
        i = h.start() - 1
        if i >= 0 and text[i] == " ":
            i -= 1
        if i >= 0 and text[i] in _DURATION_NUMERAL:
            return True
    return False


_G_DURATION_EN = ("ahead", "before", "advance", "prior", "after", "later", "walk", "foot", "within",
                  "away")  # fmt: skip
_G_MISC = ("24", "clock", "all hour", "any hour", "연중무휴", "지난", "전달", "전월", "작년", "last", "previous", "반값", "반액",
           "할인", "감면", "half", "discount")  # fmt: skip


def scan_before_quantities(s: _Scan) -> None:
    """Kinds that must claim their span before the quantity scanner reads it as m or 도."""
    text = s.text
    scan_converted(s)  # 27.7°F, 11 km/h: before the quantities read them as °C and km
    if "초속" in text or "/s" in text or "㎧" in text or "ms" in text or "per second" in text:
        for m in _WIND.finditer(text):
            _add(s, "wind", round(float(m.group("a") or m.group("b")), 6), m.start(), m.end())
    if contains_any(s.lower, _G_COORD):
        for m in _COORD_WORD.finditer(text):
            _add(s, "coord", float(m.group("v")), m.start(), m.end())
    for m in _COORD_SUFFIX.finditer(text) if _H_COORD_SUFFIX.search(text) else ():
        _add(s, "coord", float(m.group("v")), m.start(), m.end())
    if "," in text and _H_COORD_PAIR.search(text):
        for m in _COORD_PAIR.finditer(text):
            if s.free(m.start(), m.end()):
                s.add("coord", float(m.group("a")), m.start("a"), m.end("a"))
                s.add("coord", float(m.group("b")), m.start("b"), m.end("b"))
                s.take(m.start(), m.end())
    for m in _SHORT_PHONE.finditer(text) if "번" in text else ():
        _add(s, "phone", m.group("p"), m.start("p"), m.end("p"))
    # in an answer only: a tool output states a service number under a phone key (see records)
    for m in _service_numbers(text, s.lower) if not s.evidence else ():
        _add(s, "phone", m.group("p"), m.start("p"), m.end("p"))
    if "월" in text:
        for m in _finditer(_MONTH_DAY, text, _windows(text, _HINT_MONTH, 4, 6)):
            _add(s, "date", (0, int(m.group("m")), int(m.group("d"))), m.start(), m.end())


# a department named as the contact ("문의는 청소행정과(02-…)", "자원관리과 02-…", "자원순환과로
# 문의"): a word ending in 과/팀 after a department stem, next to a phone or a word for asking
_DEPARTMENT = re.compile(
    r"[가-힣]{0,4}(?:순환|행정|위생|청소|환경|관리|정책|자원|미화|생활|녹색|기후|보전|경제|복지|민원)(?:과|팀)"
    r"(?=\s?(?:\(|\d|[,:]\s?\d|(?:에|로|으로)\s?(?:문의|전화|연락|신청)|담당))"
)


def _scan_departments(s: _Scan) -> None:
    for m in _DEPARTMENT.finditer(s.text) if "과" in s.text or "팀" in s.text else ():
        _add(s, "department", m.group(0), m.start(), m.end())


def _scan_weekdays(s: _Scan) -> None:
    text = s.text
    english = (_WEEKDAY_EN,) if s.hints.latin and _H_DAY_EN.search(s.lower) else ()
    korean: tuple[re.Pattern[str], ...] = ()
    if not text.isascii():
        korean = (SPAN, _WEEKDAY_RUN, _WEEKDAY_ONE, _WEEK_PART)
        korean += (_DAY_HOURS,) if s.evidence else ()
    rxs = (*korean, *english)
    found = [(rx, m) for rx in rxs for m in rx.finditer(text)]
    for rx, m in found:
        if not s.evidence and not _SCHEDULE.search(text, max(0, m.start() - 40), m.end() + 24):
            continue
        part = WEEK_PARTS.get(m.group(1).lower()) if rx is not _WEEKDAY_RUN and m.groups() else None
        if rx is SPAN:
            days = span_days(m.group("a"), m.group("b"))
        elif part:
            days = frozenset(part)
        elif rx is _WEEKDAY_EN:
            days = frozenset(EN_DAYS[m.group(1).lower()])
        else:
            days = frozenset(ch for ch in m.group(0).replace("요일", "") if ch in _DAY)
        if said_unlisted(text, m.end(), m.start()):
            continue  # "주말 운영은 자료에 없으니": a day the data leaves out, none given
        _add(s, "weekday", days, m.start(), m.end())


def scan_statements(s: _Scan) -> None:
    """Counts, free/paid, weekdays, sky, durations, 24-hour, trends (after numbers)."""
    text = s.text
    lower = s.lower
    scan_counts(s, lower)
    if not s.evidence:
        _scan_departments(s)
    scan_free(s)
    if (
        _H_DAY_KO.search(text)
        or (s.hints.latin and _H_DAY_EN.search(lower))
        or "주말" in text
        or "평일" in text
        or (s.evidence and _DAY_HOURS.search(text))
    ):
        _scan_weekdays(s)
    scan_weather(s)
    for on, rx in (
        (_has_duration(text), _DURATION),
        (s.hints.latin and contains_any(lower, _G_DURATION_EN), _DURATION_EN),
    ):
        if on:
            for m in rx.finditer(text):
                at = m.start("n") if rx is _DURATION and m.group("n") else m.start()
                if _own_trip_lead(text, m.start(), m.end()):
                    continue  # "check the forecast two days before you go": advice, no fact
                # "1~2일 이내": the span keeps the range, the value is its bound ("2일이내")
                _add(s, "duration", "".join(text[at : m.end()].split()), m.start(), m.end())
    if (
        "다음" in text
        or "익일" in text
        or "당일" in text
        or "같은" in text
        or "이튿" in text
        or (" day" in lower)
    ):
        for m in _PICKUP_DAY.finditer(text):
            if _WHETHER.match(text, m.end()):
                continue  # "당일 수거 가능 여부는 확인이 안 돼요": asked about, not stated
            key = "".join(m.group("d").lower().split()).removeprefix("the")
            _add(s, "duration", _PICKUP_CANON.get(key, key), m.start(), m.end())
    if contains_any(lower, _G_MISC):
        for kind, rx in (("hours24", _24H), ("trend", _TREND), ("discount", _DISCOUNT)):
            for m in rx.finditer(text):
                _add(s, kind, True, m.start(), m.end())


def _own_trip_lead(text: str, start: int, end: int) -> bool:
    """Whether the duration ``text[start:end]`` is how long before the user's own trip to check
    something: ``one or two days before you go`` or ``가기 하루 이틀 전에`` in a sentence with
    ``check`` / ``확인``. Rejected: a service's lead time (``apply 3 days before collection``,
    ``배출 3일 전까지 신청``), and a trip's lead time with nothing to check."""
    lo = text.rfind("\n", 0, start) + 1
    begin = max(lo, *(text.rfind(p, 0, start) + 1 for p in ".!?"))
    sentence = text[begin:end] + (m.group() if (m := _CLAUSE_OF.match(text, end)) else "")
    if _CHECK_ADVICE.search(sentence) is None:
        return False
    return bool(
        _OWN_TRIP_EN.match(text, end) or _OWN_TRIP_KO.search(text, max(0, start - 8), start)
    )
