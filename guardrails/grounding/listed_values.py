"""A value listed right after another of its kind shares that value's subject.

``장식장은 3,000원·5,000원``, ``캐비닛은 2,000원, 3,000원``, ``3,000원 또는 5,000원``: the second value
has no words of its own between it and the first; both are the values of the subject named before
the first (the item's two rows). Without this reading the second value found no subject in its
clause (only the joiner since the previous value) and borrowed the subject of the sentence before
(``여주시 신발장은 2,000원이에요. 장식장은 3,000원·5,000원`` gave 5,000원 to 신발장).

Read like a range's top (:meth:`.subjects.Context._range_start`): up to four values back, each
joined by a list mark or word alone (``·``, ``/``, ``,``, ``또는``, ``혹은``, ``이나``, ``나``, ``과``,
``와``). Korean answers only (an English ``and`` may join two subjects' values, each named after
it: ``120 won/kg and 80 won/kg for cardboard``); a value with a bracket of its own right after it
keeps its own words (``2,000원, 5,000원(장식장)``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim

_JOINED: Final = re.compile(r"\s?(?:·|/|,|또는|혹은|이나|나|과|와)\s?")
_OWN_BRACKET: Final = re.compile(r"\s?[(（]")


def listed_first(answer: str, claim: Claim, ends: Sequence[int], by_end: Sequence[Claim]) -> Claim:
    """The first value of the list ``claim`` closes (``claim`` itself if it closes none)."""
    if _OWN_BRACKET.match(answer, claim.end):
        return claim
    current = claim
    for _ in range(4):
        k = bisect_right(ends, current.start) - 1
        if k < 0 or by_end[k].start >= current.start or current.start - by_end[k].end > 4:
            break
        if not _JOINED.fullmatch(answer, by_end[k].end, current.start):
            break
        current = by_end[k]
    return current
