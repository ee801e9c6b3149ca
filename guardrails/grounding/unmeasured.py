"""Measurements of a kind no tool output measures.

A weather tool output measures some attributes (temperature, humidity, wind, sky) and not others.
A value the answer gives for an attribute that no tool output names at all — a UV index where the
nowcast has none, fine dust beside a temperature, a humidity beside a forecast of sky alone — is
invented whatever its figure: no record can hold it.

Read by structure: the attribute's name, its head noun (지수, index, 농도, level) and a link (a
particle, ``of``, ``is``, ``:``) right before a figure ("UV index는 9로", "a UV index of 8",
"습도 82%", "PM2.5 35㎍"). An attribute named without a figure right after it ("자외선이 강하니",
"미세먼지 정보는 없어요") is advice, not a measurement, and is never read; neither is an attribute
any tool output names (in a key or a value).

Round 19: a grade is a measurement too. The attribute with a grade word after it ("미세먼지도
'좋음'이라", "미세먼지 농도는 보통 수준", "대기질 나쁨", "air quality is good", "the UV index is
high") states a reading no tool output holds, just as a figure would. Only the grades of the
air-quality, UV and pollen scales are read (좋음·보통·나쁨, 높음·낮음, good, moderate, unhealthy, high,
low), never a verb of strength ("자외선이 강하니"); a grade said under a condition ("미세먼지가
나쁘면", "if the air quality is poor"), negated or asked is not read.

Round 55: a wind's direction is a measurement too. A compass direction said of the wind in a
sentence that gives a wind speed ("Wind 0.6 m/s from the northwest", "strong northwesterly winds
around 5 m/s", "북서풍이 초속 3m로", "바람은 북서쪽에서 2.1m/s") reads a direction; where no tool output
names one (a key or word of direction: ``wind_dir``, ``dir``, ``vec``, 풍향) it is invented. Not read:
a sentence with no wind speed (the season's usual wind is talk, not a reading), a negated, asked or
conditional one.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.subjects import sentence_bounds

# attribute → (how the answer names it, what a tool output that measures it names)
_ATTRIBUTES: Final[dict[str, tuple[str, tuple[str, ...]]]] = {
    "UV": (r"UV|자외선", ("uv", "자외선", "ultraviolet")),
    "fine dust": (
        r"초?미세\s?먼지|fine[\s-](?:dust|particles?)|PM\s?(?:2\.5|10)|air\squality|대기질",
        ("pm10", "pm25", "pm2", "pm_", "미세먼지", "dust", "air", "대기", "aqi", "khai"),
    ),
    "humidity": (r"습도|humidity", ("humid", "습도", "reh")),
    "ozone": (r"오존|ozone", ("ozone", "오존", "o3")),
    "pollen": (r"꽃가루|송홧가루|pollen", ("pollen", "꽃가루", "송홧가루")),
    "yellow dust": (r"황사|yellow\sdust", ("황사", "yellow", "dust")),
}
_HEAD = r"(?:\s?(?:지수|index|농도|수치|levels?|concentration|reading))?"
_LINK = r"(?:\s?\([^()\d]{0,12}(?:\d(?:\.\d)?)?\))?\s?(?:는|은|이|가|도|:|of|is|at|=|was|are)?"
_ABOUT = r"(?:\s?(?:about|around|약|지금|now|currently|현재))?"
_FIGURE = r"\s?(?P<n>\d{1,4}(?:\.\d{1,2})?)(?!\d|\.\d)"
_READS: Final = tuple(
    (name, words, re.compile(rf"(?:{said}){_HEAD}{_LINK}{_ABOUT}{_FIGURE}", re.I))
    for name, (said, words) in _ATTRIBUTES.items()
)
# a grade word right after the attribute (its head noun and a particle or a quote between)
_GRADE_KO = (
    r"(?:매우\s?)?(?:좋(?:음|아|고|은|습|네)|나쁨|나빠|나쁘(?:고|네|습|지)|보통(?=\s?(?:수준|정도|단계|등급|이|입|임|으로|[.,'’”」)!\n]|$))|양호"
    r"|높(?:음|아|고|은|습|네)|낮(?:음|아|고|은|습|네))"
)
_GRADE_EN = r"(?:very\s)?(?:good|moderate|fair|unhealthy|poor|bad|clean|low|high|excellent)\b"
# the literal words each graded attribute needs in the answer (a cheap test before its scan)
_GRADED: Final = {
    "UV": ("UV", "uv", "Uv", "자외선"),
    "fine dust": (
        "먼지",
        "dust",
        "Dust",
        "particle",
        "Particle",
        "PM",
        "pm",
        "air",
        "Air",
        "AIR",
        "대기",
    ),
    "pollen": ("꽃가루", "송홧가루", "pollen", "Pollen"),
    "yellow dust": ("황사", "yellow", "Yellow"),
}
_GRADES: Final = tuple(
    (name, words, _GRADED[name], re.compile(
        rf"(?:{said}){_HEAD}(?:\s?(?:는|은|이|가|도|상태는|상태가|상태도))?\s?[:'\"‘“「(]?\s?{_GRADE_KO}"
        rf"|(?:{said}){_HEAD}\s?(?:is|are|looks?|reads?|:|-)\s(?:currently\s|now\s|still\s)?[\'\"‘“]?{_GRADE_EN}",
        re.I,
    ))
    for name, (said, words) in _ATTRIBUTES.items()
    if name in _GRADED
)  # fmt: skip
_CLAUSE_START = re.compile(r"[.!?\n,;]")
_UNSURE_GRADE = unsure(r"\bif\b|\bwhen|in\scase|check|확인|정보|면(?:\s|$)|경우|때")
# a wind's direction (round 55): the compass word, Korean or English, said of the wind
_POINT_EN = r"(?:north|south)(?:[- ]?(?:east|west))?|east|west"
_DIRECTION: Final = re.compile(
    rf"\bfrom\s(?:the\s)?(?:{_POINT_EN})\b"
    rf"|\b(?:{_POINT_EN})(?:erly)?\s(?:winds?|breezes?)\b"
    r"|(?<![가-힣])(?:북동|북서|남동|남서|북|남|동|서)(?:풍|쪽\s?바람|쪽에서(?=[^!?\n]{0,16}?(?:불|부는|바람)))",
    re.I,
)
# a wind speed in the direction's sentence, and a word of the wind for the English "from the …"
_WIND_SPEED: Final = re.compile(r"m/s|㎧|초속|km/h|\bmph\b|\bknots?\b", re.I)
_WIND_WORD: Final = re.compile(r"\bwinds?\b|\bbreezes?\b|바람|풍속", re.I)
_HELD_DIRECTION: Final = ("dir", "vec", "풍향", "bearing", "deg")
_UNSURE_WIND = unsure(r"\bif\b|\bwhen\b|\bunless\b|경우|(?<=[가-힣])면(?:\s|$)")
# the literal words a direction needs ("북서풍" holds "서풍"; "northwest" holds "west")
WIND_GATE: Final = ("동풍", "서풍", "남풍", "북풍", "쪽 바람", "쪽바람", "쪽에서", "north", "south",
                    "east", "west", "North", "South", "East", "West")  # fmt: skip
_MEASURE_GATE: Final = ("UV", "uv", "자외선", "먼지", "dust", "PM", "pm", "air", "Air", "대기", "습도",
                        "humidity", "Humidity", "오존", "zone", "꽃가루", "송홧가루", "pollen", "Pollen",
                        "황사")  # fmt: skip
GATE: Final = _MEASURE_GATE + WIND_GATE


def unmeasured_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The figures ``answer`` gives for an attribute no tool output names (in a key or a
    value), and the wind directions it reads where no output gives one (round 55)."""
    lower = lowered_text(sources)
    out = _measured_claims(answer, lower) if contains_any(answer, _MEASURE_GATE) else []
    if contains_any(answer, WIND_GATE) and _WIND_SPEED.search(answer):
        if not any(w in lower for w in _HELD_DIRECTION):
            out += _direction_claims(answer)
    return out


def _measured_claims(answer: str, lower: str) -> list[Claim]:
    """The figures and grades of an attribute no output (its lower-cased text ``lower``) names."""
    out: list[Claim] = []
    for name, words, rx in _READS:
        for m in rx.finditer(answer):
            if any(w in lower for w in words):
                break
            why = f"'{m.group(0)}': no tool output measures {name}"
            out.append(Claim(m.group(0), "condition", m.group(0), m.start(), m.end(), why))
    for name, words, needed, rx in _GRADES:
        if not contains_any(answer, needed) or any(w in lower for w in words):
            continue
        for m in rx.finditer(answer):
            if _graded_unsure(answer, m.start(), m.end()):
                continue
            why = f"'{m.group(0)}': no tool output grades {name}"
            out.append(Claim(m.group(0), "condition", m.group(0), m.start(), m.end(), why))
    return out


def _direction_claims(answer: str) -> list[Claim]:
    """The wind directions ``answer`` reads in a sentence that gives a wind speed (round 55; the
    caller has found no output that names a direction)."""
    out: list[Claim] = []
    for m in _DIRECTION.finditer(answer):
        begin, stop = next(
            ((s, e) for s, e in sentence_bounds(answer) if s <= m.start() < e), (0, 0)
        )
        if not _WIND_SPEED.search(answer, begin, stop) or _UNSURE_WIND.search(answer, begin, stop):
            continue
        if m.group(0).lower().startswith("from") and not _WIND_WORD.search(answer, begin, stop):
            continue
        why = f"'{m.group(0)}': no tool output gives the wind's direction"
        out.append(Claim(m.group(0), "condition", "wind direction", m.start(), m.end(), why))
    return out


def _graded_unsure(answer: str, start: int, end: int) -> bool:
    """Whether the grade at ``answer[start:end]`` is said under a condition, negated or asked: its
    clause up to the grade and the few characters after it ("나쁘면", "좋지 않아요")."""
    begin = max((m.end() for m in _CLAUSE_START.finditer(answer, 0, start)), default=0)
    tail = _CLAUSE_START.search(answer, end)
    stop = min(tail.start() if tail else len(answer), end + 8)
    return bool(_UNSURE_GRADE.search(answer, begin, stop))
