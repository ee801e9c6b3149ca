"""The heading a block of lines is written under: a quantity a heading states is supposed by
every line under it.

Answers set a working's premise as a heading of its own and work it out in the lines below
(``**2개 합계**`` / ``최소 6,000원 ~ 최대 10,000원이에요``, ``**10 kg 기준**`` / ``백색 유리 450원,
압축 PET 3,500원``, ``For 10 kg:`` / ``- PET: 3,500 won``). A sentence under such a heading states
no quantity of its own, yet the figures in it are worked for the heading's. This module only says
where that heading is: a line of its own, bold (``**…**``), marked (``#``) or ending in a colon,
short (at most :data:`_MOST` characters), in the block of the figure's line (no blank line
between them, at most :data:`_LINES_BACK` lines up, no other heading between). The readers of
totals and products (:mod:`.totals`, :mod:`.products`) read the quantity in it.

Round 37: the lead line of a list (:func:`list_lead`), the line right above its first item,
heading or not (``부산 사상구 방법이에요.`` / ``1. …``): what it names, a list's item may leave out.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.item_lines import BULLET

_MOST: Final = 40
_LINES_BACK: Final = 6
# a line that is a heading: bold or marked, or ending in a colon
_HEADING: Final = re.compile(r"\s*(?:#{1,4}\s*[^\n]+|\*\*[^*\n]+\*\*\s*:?|[^\n:]+:)\s*", re.I)


def heading_above(answer: str, pos: int) -> tuple[int, int] | None:
    """The span of the heading of the block ``pos`` is written in, or None (module docstring).
    The line holding ``pos`` is never its own heading."""
    end = answer.rfind("\n", 0, pos)
    for _ in range(_LINES_BACK):
        if end <= 0:
            return None
        start = answer.rfind("\n", 0, end) + 1
        line = answer[start:end]
        if not line.strip():
            return None  # a blank line ends the block
        if len(line.strip()) <= _MOST and _HEADING.fullmatch(line):
            return start, end
        end = start - 1
    return None


# round 37: the most lines of a list above an item before its lead
_ITEMS_BACK: Final = 10


def list_lead(answer: str, pos: int) -> tuple[int, int] | None:
    """The span of the line that introduces the list ``pos``'s line is an item of, or None.

    Accepts a list item (``1. 대형폐기물 스티커를 사요.``, ``- attach a sticker``) under a
    non-item line with no blank line between (``부산 사상구 방법이에요.``, ``In Wonju:``): that line
    is the lead. Rejects a line that is no item, and a list with no lead within
    :data:`_ITEMS_BACK` lines (a blank line or the answer's start first)."""
    start = answer.rfind("\n", 0, pos) + 1
    if BULLET.match(answer, start) is None:
        return None
    end = start - 1
    for _ in range(_ITEMS_BACK):
        if end < 0:
            return None
        begin = answer.rfind("\n", 0, end) + 1
        if not answer[begin:end].strip():
            return None
        if BULLET.match(answer, begin) is None:
            return begin, end
        end = begin - 1
    return None


def leads_list(answer: str, end: int) -> tuple[int, int] | None:
    """The first item line of the list a sentence ending at ``end`` leads, or None (round 54,
    r54c): the sentence closes its line and the next line, with no blank line between, is a list
    item (``경기 지역 유리병 시세예요 (…).`` / ``- 백색 유리: 45원/kg``)."""
    stop = answer.find("\n", end)
    if stop < 0 or answer[end:stop].strip():
        return None
    begin = stop + 1
    if BULLET.match(answer, begin) is None:
        return None
    close = answer.find("\n", begin)
    return begin, len(answer) if close < 0 else close
