"""A day the answer says the data does not cover states no day.

Real answers name the days a record leaves out so the user can ask: ``주말 운영은 자료에 없으니
전화로 확인하십시오``, ``토요일 운영 여부는 자료에 나와 있지 않아요``, ``Weekend hours aren't listed
in the data``, ``Saturday opening is not in the record``. The day there is the topic of an absence
(the mirror of :mod:`.absences`, which reads an absent fee or price), not a day the answer gives a
place: :mod:`.statements` reads no weekday claim off it. Read off the words right after the day:
an optional noun of what happens on it (운영, 영업, 수거, hours, opening …), a topic particle or
verb, then a word of the data (자료, 정보, 데이터, data, records, listed — in a mixed answer also
the English word before a Korean particle: ``Weekend 시간은 data에 없어요``) and its absence.

Not read: a day followed by anything else (``주말에는 운영하지 않아요`` is a day said closed, still
checked), an absence of something other than the data (``주말엔 수거가 없어요``).
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


def said_unlisted(text: str, end: int) -> bool:
    """Whether the day ending at ``text[end]`` is said to be missing from the data (``주말 운영은
    자료에 없으니``, ``weekend hours aren't listed``)."""
    return bool(_ABSENT_KO.match(text, end) or _ABSENT_EN.match(text, end))
