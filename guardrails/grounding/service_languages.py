"""A language the service works in besides Korean: an attribute no tool output carries.

Our tools give a department's phone, a service's phone and web site; none says the service answers
in English or another language. An answer that adds it — ``registration can be done in English via
the call centre``, ``영어로 상담이 가능해요``, ``통역 서비스를 받을 수 있어요``, ``English-speaking staff`` —
states a fact of the service no output carries (round 56, prod_holdout54 g72h0-0085). Read as one
attribute of :mod:`.attributes` (its gates, its doubt words, one claim per span); here are its words:
the Korean and English ways of saying it, behind their gate words, and what in an output's lower-cased
text would carry it (a language named at all). Korean itself is no such attribute (``the site is in
Korean only`` is not read).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["LANGUAGE"]

# (Korean gate words, Korean pattern, English gate words, English pattern, carried in an output)
LANGUAGE: Final[
    tuple[tuple[str, ...], re.Pattern[str], tuple[str, ...], re.Pattern[str], re.Pattern[str]]
] = (
    ("영어", "외국어", "중국어", "베트남어", "일본어", "다국어", "통역"),
    re.compile(
        r"(?:영어|외국어|중국어|베트남어|일본어|다국어)(?:로|로도)?\s?(?:\S+\s)?(?:상담|접수|신청|안내|예약|통역)"
        r"(?:이|가|을|를|도)?\s?(?:돼|됩|되|가능|해\s?줘|해\s?줍|받아|받습|지원|제공|할\s?수\s?있)"
        r"|통역\s?(?:서비스|지원)(?:이|가|을|를|도)?\s?(?:돼|됩|되|가능|있|제공|받)"
    ),
    ("english", "chinese", "vietnamese", "japanese", "foreign", "interpret", "translat"),
    re.compile(
        r"\b(?:registration|registering|booking|bookings|application|applications|enquiries|inquiries"
        r"|consultations?|counsell?ing|services?|support|staff|operators?|agents?|(?:call\s)?cent(?:re|er))"
        r"\s(?:\w+\s){0,4}?in\s(?:English|Chinese|Vietnamese|Japanese|Russian|foreign\slanguages"
        r"|other\slanguages)\b"
        r"|\b(?:English|foreign-language|Chinese|Vietnamese)[- ]speaking\s(?:staff|operators?|agents?"
        r"|counsell?ors?|service|line)"
        r"|\b(?:interpret(?:ation|ing)|translation)\s(?:service|support)\s(?:is|are)\s(?:available|offered)",
        re.I,
    ),
    re.compile(r"english|영어|외국어|통역|language|multilingual|다국어|interpret|외국인"),
)
