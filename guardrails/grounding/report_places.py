"""Where a district has bulky waste reported, and its certificate issued, is that district's own.

Round 48: a rules output's way of applying names where one reports the waste or gets its
certificate (``읍면사무소 및 동행정복지센터에서 신고 후 운반 확인증 발급하여 … 지정된 장소에
배출``; ``읍·면·동 행정복지센터에 신고``) apart from where the waste goes (its ``places``: ``매립장
직접 반입``). An answer that swaps them — ``신고는 매립장에 직접 가서 해요``, ``진주시매립장사업소에서
운반 확인증 받고``, ``report it at the landfill``, ``get the certificate at the landfill`` — gives the
place of reporting a place the record names only for the waste. :mod:`.disposal_places` reads the
place; this module gives it the words of reporting: in a record, what comes before its last word of
reporting (신고, 신청, 발급, 확인증, 접수) is where one reports, and the rest is where the waste goes;
in an answer, a place right before ``에서``/``에`` and a word of reporting, or a place after the
reporting word as the clause's topic (``신고는 … 에``) or after an English verb of reporting.

Unsure, never read: a place where the way of reporting is asked about (``주민센터에 접수 절차를
문의해 보세요``: :func:`.channels.asked_way`); a record whose ways of applying name no word of reporting (nothing says
where to report).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.channels import asked_way

__all__ = ["REPORT_WORD", "reported_at"]

# a record's words of reporting or of the certificate
REPORT_WORD: Final = re.compile(r"신고|신청|발급|확인증|접수")
# the answer's words of reporting right after a place (the rest of its name first:
# "진주시매립장사업소에서 운반 확인증 받고", "행정복지센터에 신고")
# (round 51, r51c: the place's bracket closed or written between, "환경자원시설(방천리 매립장)에서
# 발급", "방천리 매립장(환경자원시설)에서 발급")
_AFTER: Final = re.compile(
    r"[가-힣]*(?:[)）]|\s?[(（][^()（）\n]{0,24}[)）])?(?:에서|에)\s?(?:\S+\s){0,3}?\S*"
    r"(?:신고|신청|발급|확인증|배출\s?확인|접수)"
)
# the reporting word as the clause's topic before the place ("신고는 매립장에 직접 가서 해요")
_TOPIC_BEFORE: Final = re.compile(
    r"(?:신고|신청|확인증|접수|발급)(?:은|는|도)\s(?:[^\s,.]+\s){0,2}?[^\s,.]*$"
)
# an English verb of reporting before the place ("report it at the landfill", "get the
# certificate from the landfill office", "apply at the community center")
_BEFORE_EN: Final = re.compile(
    r"\b(?:report|reported|apply|applied|register|registered|issued|get|pick\sup|obtain|receive)"
    r"\b(?:\s[\w'()-]+){0,4}?\s(?:at|from|with|to|by)\s(?:the\s)?(?:[\w'-]+\s){0,2}$",
    re.I,
)
_CERT_EN: Final = re.compile(r"\b(?:report|apply|register|certificate|permit|confirmation)", re.I)


def reported_at(text: str, start: int, end: int) -> bool:
    """Whether the place ``text[start:end]`` is said to be where one reports the waste or gets
    its certificate."""
    if (m := _AFTER.match(text, end)) is not None:
        # "주민센터에 접수 절차를 문의해 보세요": the way of reporting asked about there, not done
        return not asked_way(text, m.end())
    if _TOPIC_BEFORE.search(text, 0, start) is not None:
        return True
    before = _BEFORE_EN.search(text, 0, start)
    return before is not None and _CERT_EN.search(text, max(0, before.start()), start) is not None
