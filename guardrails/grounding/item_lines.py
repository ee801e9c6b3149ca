"""The words of a list's lines that name a fee's or price's item beyond the value's own clause.

Read by :mod:`.row_names` when a value's clause names no row whole:

- the **heading line** above a run of list lines with values, when it has no value of its own
  (``Shoe cabinet (신발장) – Nam-gu`` over ``■ Fee: 4,000 won or 8,000 won``);
- the **line's label**, on a list line (a bullet first), when the value is not the first of its
  line and its clause is a separator and one word that tells rows apart (a row's qualifier):
  ``- PP(압축): 180원/kg · 플레이크 520원/kg``: the label ``PP(압축)`` gives the material, the
  clause ``플레이크`` the form, so 520 is PP(플레이크)'s;
  ``- PET bottles (compressed): 350 won/kg · flakes 650 won/kg``: PET(플레이크)'s). The label's
  bracket is left out (the clause's form replaces it).

Not read: a line of prose (no bullet: a sentence changes its subject between its values, ``PE는
…, PP는 압축 180원, 플레이크 520원``); a clause of more than one word or that opens with a word
(``150 won/kg compressed, 450 won/kg``: the word is the previous value's); a word that is no
row's qualifier (``그보다 작으면``); the first value of a line (its clause is the label).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim

_BRACKET: Final = re.compile(r"[(（\[][^()（）\[\]]*[)）\]]")
# a separator, then one word and its particle or colon: " · 플레이크 ", ", 플레이크는 ", " · flakes "
_ONE_WORD: Final = re.compile(
    r"\s*[·,/;]\s*(?P<word>[가-힣]{2,}?|[A-Za-z]{3,})(?:은|는|이|가)?\s?[:：]?\s*"
)
# a list line's bullet or number (:mod:`.headings` and :mod:`.district_dated` read it too)
BULLET: Final = re.compile(r"[ \t]*(?:[-*•·■▪●]|\d{1,2}[.)])\s")


def heading(answer: str, line: int, priced: list[Claim]) -> str | None:
    """The nearest line above ``line`` with no fee or price of its own, when the lines between
    are all list lines with a value."""
    end = line - 1
    while end > 0:
        start = answer.rfind("\n", 0, end) + 1
        text = answer[start:end]
        if text.strip() and not any(start <= x.start < end for x in priced):
            return text
        if not text.strip():
            return None
        end = start - 1
    return None


def line_label(
    answer: str, start: int, clause: str, starts: list[int], at: int, ends: Sequence[int] = ()
) -> tuple[str, str] | None:
    """The label of the list line the value at ``at`` is on (``start``: where its line begins;
    ``starts``: the sorted starts of the answer's values), its bracket left out, and the one word
    of the value's ``clause``, when the line opens with a bullet, the value is not its first and
    the clause is a separator and one word (a particle or colon after it); else None.

    ``- PP(압축): 180원/kg · 플레이크 450원/kg`` (450 at ``at``): (``- PP: ``, ``플레이크``). Not
    ``- PE: 150 won/kg (compressed), 450 won/kg (flake)`` (the clause is the bracket after 150),
    ``1. PE: 150 won/kg compressed, 450 won/kg as flakes`` (the word after 150 is 150's).

    A line that names its next subject after a value (``2. PE는 압축 150원/kg, 플레이크 450원/kg
    이고, PP는 압축 180원/kg, 플레이크 520원/kg``) labels the values after it with that clause (of
    more than one word, from the value before: ``이고, PP는 압축``), so 520 is PP's flake price,
    not PE's (``ends``: the sorted ends of the answer's values)."""
    one = _ONE_WORD.fullmatch(clause)
    if one is None or BULLET.match(answer, start) is None:
        return None
    first = bisect_left(starts, start)
    if first >= len(starts) or starts[first] >= at:
        return None
    label = answer[start : starts[first]]
    for nxt in starts[first + 1 : bisect_left(starts, at)]:  # the line's values before ``at``
        before = bisect_right(ends, nxt) - 1
        if before >= 0 and ends[before] > start:
            opened = answer[ends[before] : nxt]
            if _ONE_WORD.fullmatch(opened) is None:
                label = opened
    return _BRACKET.sub(" ", label), one.group("word")
