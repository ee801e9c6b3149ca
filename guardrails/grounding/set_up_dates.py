"""A date given as when a place or bin was installed or opened (round 48, r48c).

Our place outputs date their data, never the things in it: a dataset's ``as_of`` or a
citation's ``데이터기준일자`` (the day the list was drawn up), a record's own ``as_of`` (the day
its row was last written). None of them says when a bin was installed or a centre opened. A
sentence that dates the setting up of a place (``2024년 8월 13일에 새로 생긴 수거함이야``, ``이
수거함은 2025-03-02에 설치됐어요``, ``설치일: 2024-08-13``, ``the bin was installed on 13 August
2024``, ``it opened in 2025-03``, ``new since 2024-08-13``) states a fact no output holds, even when
the date is one of the data's dates: the data's date is given as the thing's.

Read only where no tool output names a setting up (``install``, ``설치``, ``개설``, ``신설``,
``개소``, ``opened``, ``established``). Unsure, never flagged: a clause that is asked, negated or
hedged (``설치된 건 아니고``, ``언제 설치됐는지는``, ``may have been installed``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.opening_gate import gated

__all__ = ["GATE", "set_up_date_claims"]

# the literal words any reading needs (a plain word test first, then the pattern)
_WORDS: Final = ("설치", "생긴", "생겼", "개설", "신설", "들어선", "들어섰", "문", "install", "opened",
                 "set up", "put in", "added", "placed", "establish", "new ")  # fmt: skip
GATE = re.compile(
    r"설치|생긴|생겼|개설|신설|들어선|들어섰|문을\s?연|문\s?열었|\b(?:installed|opened|set\sup|put\sin"
    r"|added|placed|established)\b|\bnew\s(?:since|as\sof)\b",
    re.I,
)
_MONTHS: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DATE: Final = (
    r"(?:(?<!\d)\d{4}[-./]\s?\d{1,2}(?:[-./]\s?\d{1,2})?\.?(?!\d)|\d{4}년\s?\d{1,2}월(?:\s?\d{1,2}일)?"
    rf"|{_MONTHS}\s\d{{1,2}}(?:st|nd|rd|th)?,?\s\d{{4}}|\d{{1,2}}(?:st|nd|rd|th)?\s{_MONTHS},?\s\d{{4}}"
    rf"|{_MONTHS},?\s\d{{4}})"
)
_SET_UP = re.compile(
    # the Korean order, the date before its verb: "2024년 8월 13일에 새로 생긴", "2025-03-02에 설치됐어요"
    rf"(?P<ko>{_DATE})\s?(?:에|부터|쯤|경|쯤에|경에)?\s(?:\S+\s){{0,1}}?(?:새로\s?|처음\s?)?"
    r"(?:생긴|생겼|생겨|설치(?:된|됐|되었|돼|되어|했|한|하였)|개설(?:된|됐|되었|했|한)|신설(?:된|됐|되었)"
    r"|들어선|들어섰|문을\s?연|문을\s?열었|문\s?연|문\s?열었)"
    # a label of the date: "설치일: 2024-08-13", "설치 일자는 2024-08-13"
    rf"|(?:설치|개설|신설)\s?(?:일자?|날짜|시기|연월일)(?:은|는|이|가)?\s?[:：]?\s?(?P<label>{_DATE})"
    # English: "installed on 13 August 2024", "opened in 2025-03", "new since 2024-08-13"
    r"|\b(?:(?:was|were|got|been|first)\s)?(?:installed|opened|set\sup|put\sin|added|placed"
    rf"|established|new)\s(?:on|in|since|as\sof|back\sin)\s(?:about\s|around\s)?(?P<en>{_DATE})",
    re.I,
)
_CLAUSE: Final = re.compile(r"[^.!?\n;—]+")
_UNSURE: Final = unsure(
    r"\?|아니|않|없|모르|는지|인지|을지|것\s?같|아마|확인|\bnot\b|n't|\bmay\b|\bmight\b|\bif\b"
    r"|\bwhether\b|\bunknown\b|\bno\b"
)
_SET_UP_IN_TOOLS: Final = re.compile(r"install|설치|개설|신설|개소|opened|open_date|establish")

# :mod:`.opening_gate`: the same matches, skipped to
GATE = gated(GATE)
_SET_UP = gated(_SET_UP)


def set_up_date_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Dates ``answer`` gives as when a place or bin was set up, where no tool output names a
    setting up."""
    if not contains_any(answer.lower(), _WORDS) or GATE.search(answer) is None:
        return []
    out: list[Claim] = []
    for clause in _CLAUSE.finditer(answer):
        text = clause.group(0)
        m = _SET_UP.search(text)
        if m is None or _UNSURE.search(text):
            continue
        if _SET_UP_IN_TOOLS.search(lowered_text(sources)):
            return []
        at = clause.start() + m.start()
        why = "no tool output says when a place was installed or opened (its dates date the data)"
        out.append(Claim(m.group(0), "condition", "set up", at, at + len(m.group(0)), why))
    return out
