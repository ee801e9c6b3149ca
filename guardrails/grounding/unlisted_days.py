"""A day the answer says the data does not cover states no day.

Real answers name the days a record leaves out so the user can ask: ``주말 운영은 자료에 없으니
전화로 확인하십시오``, ``토요일 운영 여부는 자료에 나와 있지 않아요``, ``Weekend hours aren't listed
in the data``, ``Saturday opening is not in the record``. The day there is the topic of an absence
(the mirror of :mod:`.absences`, which reads an absent fee or price), not a day the answer gives a
place: :mod:`.statements` reads no weekday claim off it. Read off the words right after the day:
an optional noun of what happens on it (운영, 영업, 수거, hours, opening …), a topic particle or
verb, then a word of the data (자료, 정보, 데이터, data, records, listed — in a mixed answer also
the English word before a Korean particle: ``Weekend 시간은 data에 없어요``) and its absence.

Also read (round 37): a search the answer says found nothing open on the day (``주말에 여는 곳은
찾지 못했어요``, ``일요일에 운영하는 센터는 못 찾았어요``, ``I couldn't find any centre open on
weekends``): no place is given the day, so no day is stated of one.

Not read: a day followed by anything else (``주말에는 운영하지 않아요`` is a day said closed, still
checked), an absence of something other than the data (``주말엔 수거가 없어요``), a place
said open on it (``주말에 여는 곳은 두 곳이에요``) or said to be none (``주말에 여는 곳은 없어요``: a
statement of the places, still checked).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["said_unlisted"]

_WHAT_KO: Final = r"(?:운영|영업|수거|개방|반입|배출|근무|접수|진료)?\s?(?:시간|일정|여부)?"
# (round 36: a mixed answer's English word for the data, "Weekend 시간은 data에 없어요")
_DATA_KO: Final = (
    r"(?:자료|정보|데이터|기록|목록|안내|(?i:data(?:set)?|records?|list(?:ing)?)(?![a-z]))"
)
_ABSENT_KO: Final = re.compile(
    rf"\s?{_WHAT_KO}(?:은|는|이|가|도)?\s(?:(?:제가\s)?(?:받은|가진|확인한|찾은)\s)?{_DATA_KO}"
    r"(?:에는|에|엔|상으로는|상)\s?(?:따로\s|별도로\s)?"
    r"(?:없|나와\s?있지\s?않|안\s?나와|적혀\s?있지\s?않|빠져|포함되어\s?있지\s?않)"
)
_ABSENT_EN: Final = re.compile(
    r"\s(?:(?:opening\s)?hours|opening|operations?|schedules?|collection|times)?\s?(?:are|is)"
    r"(?:\snot|n't)\s(?:listed|given|shown|stated|included|covered|(?:in|on)\s(?:the|this|their)"
    r"\s(?:data(?:set)?|records?|listing|information))",
    re.I,
)

# round 37: a search for places open on the day that found none ("주말에 여는 곳은 찾지 못했어요")
_NOT_FOUND_KO: Final = re.compile(
    r"(?:에도|에는|에|엔)?\s?(?:문\s?)?(?:여는|열려\s?있는|운영하는|영업하는|수거하는|받는)\s"
    r"(?:곳|데|센터|장소|업체|시설)(?:은|는|이|가|을|를|도)?\s?(?:\S+\s)?"
    r"(?:찾지\s?못|못\s?찾|찾을\s?수\s?없|나오지\s?않|안\s?나왔|검색되지\s?않)"
)
_NOT_FOUND_EN: Final = re.compile(
    r"(?:couldn['’]t|could\snot|didn['’]t|did\snot|was\sunable\sto|wasn['’]t\sable\sto)\s"
    r"(?:find|locate)\s(?:any|a|one)\s(?:[a-z-]+\s){0,2}?(?:that\s(?:is|are)\s|that['’]s\s)?"
    r"(?:open|opens|operating)\s(?:on|at|over|during)\s(?:the\s)?$",
    re.I,
)


def said_unlisted(text: str, end: int, start: int = -1) -> bool:
    """Whether the day ending at ``text[end]`` (opening at ``start``, when given) is said to be
    missing from the data (``주말 운영은 자료에 없으니``, ``weekend hours aren't listed``) or to be
    the day of a search that found no place (``주말에 여는 곳은 찾지 못했어요``, ``couldn't find any
    centre open on weekends``; not ``주말에 여는 곳은 없어요``)."""
    if _ABSENT_KO.match(text, end) or _ABSENT_EN.match(text, end) or _NOT_FOUND_KO.match(text, end):
        return True
    return start > 0 and _NOT_FOUND_EN.search(text, max(0, start - 70), start) is not None
