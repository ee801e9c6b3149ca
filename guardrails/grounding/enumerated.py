"""A count followed by its own enumeration: "캔을 받는 곳은 세 곳이에요: A, B, C", "나머지 세
곳(노형동, 연동, 오라동)". The answer counts a subset of a tool-output list (selected by a word it
states, or the rest after one it named); the count is supported when the items it then lists are
exactly that many, distinct, each quoted from the tool outputs, and no longer than some list the
tool outputs hold. An invented count ("네 곳: A, B, C") or a list of invented names still fails.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from guardrails.grounding.claims import Claim

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

# a copula or a few words, then the colon or bracket that opens the enumeration
_OPENS = re.compile(r"[가-힣]{0,6}\s?[:(（]\s*")
_ENDS = re.compile(r"[)）.!?\n]|$")
_SEP = re.compile(r"\s*[,·、]\s*")


def enumerated_count(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether count ``c`` is the length of the list of evidence names that follows it."""
    if c.kind != "count" or not isinstance(c.value, int) or c.value < 2:
        return False
    if not any(isinstance(f.value, int) and f.value >= c.value for f in ev.of("count")):
        return False
    opens = _OPENS.match(answer, c.end)
    if opens is None:
        return False
    start = opens.end()
    end = _ENDS.search(answer, start)
    items = _SEP.split(answer[start : end.start() if end else len(answer)].strip())
    if len(items) != c.value or len(set(items)) != len(items):
        return False
    return all(len(x) >= 2 and x in ev.text for x in items)
