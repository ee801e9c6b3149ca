"""The column a value of a ``a vs b`` pair stands in, named by the header above its list.

A table written as a list: a header names two columns with ``vs`` (``compressed (압축) vs flake
(플레이크):``, ``압축 대 플레이크 가격:``) and each line below gives one row's pair in that order
(``1. PET: 350 vs 650 won/kg``). The second value is the flake price though its own line never says
flake: **the words of a value's column are the words of the header's term in the same place**
(the first value's, the term before ``vs``; the second's, the term after it).

Read only where the shape is whole: the value's line holds exactly one ``vs`` with one figure on
each side, the lines between it and the header are list lines, and the header ends with a colon
and holds exactly one ``vs``. Anything else gives no words (the readers keep what they had).
"""

from __future__ import annotations

import re
from typing import Final

# "vs" between two terms, as versus reads it (vs, vs., versus, 대)
_VS: Final = re.compile(r"\s(?:vs\.?|versus|대)\s", re.I)
# a list line: a number, a dash or a bullet first
_LIST_LINE: Final = re.compile(r"\s*(?:\d{1,2}[.)]|[-*•·▶])\s")
_FIGURE: Final = re.compile(r"\d")
# the start of the header's first term: after its last comma, colon or dash before "vs"
_TERM_START: Final = re.compile(r".*[,:;—–]\s?", re.S)
_MAX_LINES: Final = 12


def column_words(answer: str, start: int) -> str:
    """The header's term for the column of the value at ``start``; "" if the shape is not whole."""
    if "vs" not in answer and "대" not in answer and "versus" not in answer:
        return ""
    lo = answer.rfind("\n", 0, start) + 1
    hi = answer.find("\n", start)
    line = answer[lo : hi if hi != -1 else len(answer)]
    if not _LIST_LINE.match(line):
        return ""
    seps = list(_VS.finditer(line))
    if len(seps) != 1:
        return ""
    at = start - lo
    sep = seps[0]
    left, right = line[: sep.start()], line[sep.end() :]
    if not _FIGURE.search(left) or not _FIGURE.search(right):
        return ""
    column = 0 if at < sep.start() else 1
    header = _header(answer, lo)
    if header is None:
        return ""
    terms = list(_VS.finditer(header))
    if len(terms) != 1:
        return ""
    if column == 1:
        return header[terms[0].end() :].rstrip(" :")
    before = header[: terms[0].start()]
    cut = _TERM_START.match(before)
    return before[cut.end() :] if cut else before


def _header(answer: str, lo: int) -> str | None:
    """The line ending in a colon right above the run of list lines that ends at ``lo``."""
    for _ in range(_MAX_LINES):
        if lo == 0:
            return None
        prev_lo = answer.rfind("\n", 0, lo - 1) + 1
        prev = answer[prev_lo : lo - 1]
        if _LIST_LINE.match(prev):
            lo = prev_lo
            continue
        stripped = prev.rstrip()
        return stripped if stripped.endswith((":", "：")) else None
    return None
