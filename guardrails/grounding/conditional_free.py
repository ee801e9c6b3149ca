"""Free under a condition a tool output states: "폐가전 무상방문수거를 이용하면 무료로 가져가요" over a
note "대형 가전은 폐가전 무상방문수거(1599-0903) 이용 시 무료", where the fee rows of the same item say
it is paid. The answer's free is the condition's, not the row's: supported when its clause states a
condition (이용하면, 통해, 시, if you use, through …) whose words a tool-output text that says free
also holds. A free under a condition no such text names ("구청에 신고하면 무료") stays bound to the
rows, and is flagged where they are paid.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim

# the condition before the free, in its clause ("A를 이용하면", "A를 통해", "A 신청 시", "if you use A")
_CONDITION: Final = re.compile(
    r"(?:이용|신청|사용|예약|접수)(?:하면|하시면|할 때|시)|통해(?:서)?|(?:으로|로) (?:하면|신청하면)"
    r"|\b(?:if you (?:use|book|call|go through)|through|via|using|with)\b",
    re.I,
)
_CLAUSE_EDGE: Final = re.compile(r"[.!?\n]|다만|하지만|\bbut\b", re.I)
_WORD: Final = re.compile(r"[가-힣]{3,}|[A-Za-z]{4,}")
_FREE_TEXT: Final = re.compile(r"무료|무상|free", re.I)
_GENERIC: Final = frozenset({"무료", "무상", "이용", "신청", "사용", "free"})


def free_on_condition(c: Claim, answer: str, texts: tuple[str, ...]) -> bool:
    """Whether free ``c`` is said under a condition that a tool-output text saying free names."""
    if c.kind != "free" or c.value is not True:
        return False
    start = max((m.end() for m in _CLAUSE_EDGE.finditer(answer, 0, c.start)), default=0)
    clause = answer[start : c.start]
    last = max((m.end() for m in _CONDITION.finditer(clause)), default=-1)
    if last == -1:
        return False
    words = {w for w in _WORD.findall(clause[:last]) if w not in _GENERIC}
    return bool(words) and any(
        _FREE_TEXT.search(t) and any(w in t for w in words) for t in _free_texts(texts)
    )


def _free_texts(texts: tuple[str, ...]) -> list[str]:
    """The strings of the tool outputs that say free (a note, a method), by their sentences."""
    out: list[str] = []
    for t in texts:
        for m in re.finditer(r'"([^"]{4,200})"', t):
            if _FREE_TEXT.search(m.group(1)):
                out.append(m.group(1))
    return out
