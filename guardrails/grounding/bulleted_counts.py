"""A count that heads the bulleted list right under it (found on prod_holdout6 g20h1-0066).

The class: **an answer announces how many places or things it lists, ends its line, and lists
them one to a line (``가까운 세 곳입니다.`` then three ``- 연산1동행정복지센터: …`` lines; ``The
three nearest:`` then ``1. …``, ``2. …``, ``3. …``). The count is the length of that list, a
choice of the answer's (the nearest three of five), not a length a tool output must state.** It is
supported when exactly ``N`` bullet lines (after blank lines, if any) (``-``, ``•``, ``·``, ``*``, ``■``, ``1.``, ``1)``)
follow the count's line at once and each line's first word stands in the tool outputs (the
items it lists are theirs). A count over a list of another length, or over lines the outputs do
not hold, is left to the other readings (:mod:`.tallies`), which fail it. So is a count that names
a kind (``Three second-hand shops came up:``, ``Two shops``): it says every line is of that kind,
which round 13's whole-category reading decides; only a bare count (a number and at most a generic
counter: ``세 곳``, ``두 군데``, ``three places``) is the list's length alone.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim

__all__ = ["heads_bullets"]

# a bare count: a number (digits or one word) and at most a generic counter, no kind named
_BARE: Final = re.compile(
    r"(?:\d{1,2}|[가-힣]{1,2}|[A-Za-z]{3,5})\s?(?:곳|군데|개소|개|가지|places?|spots?|locations?"
    r"|options?|results?|ones)?",
    re.I,
)
# the rest of the count's line: a short tail ("입니다.", " nearest:") before its line break, and the
# blank lines between it and the list (round 34: "가까운 의류수거함 3곳 알려드려요.\n\n- 국원대로 158: …",
# prod_dev4 g39d1-0042 — a Markdown list set off by a blank line is the same list)
_LINE_TAIL: Final = re.compile(r"[^\n]{0,24}\n(?:[ \t]*\n)*")
_BULLET: Final = re.compile(r"[ \t]*(?:[-•·*■▪]|\d{1,2}[.)])[ \t]+([^\n]+)(?:\n|$)")
_WORD: Final = re.compile(r"[가-힣\d]{2,}|[A-Za-z]{3,}")


def heads_bullets(c: Claim, answer: str, compact: str) -> bool:
    """Whether count ``c`` ends its line and exactly ``c.value`` bullet lines follow it, each
    opening with a word the tool outputs hold (``compact``: their text without spaces)."""
    n = c.value
    if c.kind != "count" or not isinstance(n, int) or isinstance(n, bool) or n < 2:
        return False
    if _BARE.fullmatch(c.text.strip()) is None:  # "Three second-hand shops": a kind, not a length
        return False
    tail = _LINE_TAIL.match(answer, c.end)
    if tail is None:
        return False
    firsts: list[str] = []
    pos = tail.end()
    while (m := _BULLET.match(answer, pos)) is not None:
        words = _WORD.findall(m.group(1))
        firsts.append(words[0] if words else "")
        pos = m.end()
        if len(firsts) > n:
            return False
    return len(firsts) == n and all(w and w in compact for w in firsts)
