"""A rule said of an area an output names only to leave it out.

A rules output may write its scope with an area left out (``"department": "영광군 일원(낙월면
제외)"``, ``except Nagwol-myeon``): the rules it gives are not that area's, and no output gives the
area's own. An answer that states a rule for that area — ``낙월면은 신고 없이 바로 배출 가능``,
``낙월면 주민은 아무 날이나 내놓으면 돼요``, ``In 낙월면 you can put it out without reporting`` —
states a rule no output gives. Read in the stretch of the answer from the area's name to the next
stop (a bullet's ``·`` or ``;`` too): flagged when that stretch states a way of putting things out
(``배출``, ``버리``, ``내놓``, ``신고``, ``신청``, ``수거``, ``put out``, ``dispose``, ``pickup`` …); not
when it says the area is left out or sends the reader to ask (``제외``, ``별도``, ``따로``, ``문의``,
``확인``, ``except``, ``separately``, ``check``, ``?``), in it or in the dozen characters before the name
(``Except for 낙월면, …``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation

__all__ = ["excluded_area_claims"]

# an area an output leaves out: "(낙월면 제외)", "낙월면 제외", "except 낙월면"
_LEFT_OUT: Final = re.compile(
    r"(?<![가-힣])([가-힣]{2,6}(?:면|읍|동|구|군))\s?(?:은|는)?\s?(?:지역\s?)?제외"
    r"|\b(?:except|excluding)\s(?:for\s)?([가-힣]{2,6}(?:면|읍|동|구|군))(?![가-힣])",
    re.I,
)
# words of every area, not one area's name ("읍면동 제외")
_GENERIC: Final = frozenset({"읍면동", "행정동", "법정동", "읍면", "시군구", "자치구"})
# the stretch after the name, up to the next stop
_STRETCH: Final = re.compile(r"[^.!?\n·•;]{0,60}")
_RULE: Final = alternation(
    r"배출|버리|버려|내놓|내놔|신고|신청|수거|가져가|\bput\s(?:it\s|them\s)?out\b|\bdispos|\bthrow"
    r"|\breport|\bpick\s?-?up|\bcollect|\bapply\b|\bbooking\b"
)
_NOT_STATED: Final = alternation(
    r"제외|별도|따로|문의|확인|알아보|여쭤|다를\s?수|다르|\?|\bexcept|\bexclud|\bseparate"
    r"|\bcheck|\bask\b|\bcontact|\bmay\b|\bmight\b|\bdiffer"
)


def _left_out(sources: tuple[str, ...]) -> set[str]:
    out: set[str] = set()
    for text in sources:
        if "제외" in text or "xcept" in text or "xcluding" in text:
            out.update(a for m in _LEFT_OUT.finditer(text) for a in m.groups() if a)
    return out - _GENERIC


def excluded_area_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The stretches of ``answer`` that give a rule to an area the outputs only leave out."""
    out: list[Claim] = []
    for area in sorted(_left_out(sources)):  # (a set's order follows the string hash seed)
        at = answer.find(area)
        while at >= 0:
            end = at + len(area)
            m = _STRETCH.match(answer, end)
            stretch = answer[at : m.end()] if m else area
            before = answer[max(0, at - 12) : at]  # "Except for 낙월면, …", "(낙월면 제외)"
            before = before[max(before.rfind(s) for s in ".!?\n·•;") + 1 :]
            if _RULE.search(stretch) and not _NOT_STATED.search(before + stretch):
                body = stretch.strip()
                why = f"the outputs leave {area} out; none gives its rule"
                out.append(Claim(body, "condition", area, at, at + len(body), why))
            at = answer.find(area, end)
    return sorted(out, key=lambda c: c.start)
