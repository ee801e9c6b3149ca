"""A thing a bracket names as part of a row "other than X": "플라스틱 외 서랍장(원목 포함)은 3,000원".

A fee table may split an item by what it is made of, one row for a material and one for the rest
(``서랍장(플라스틱)``, ``서랍장(플라스틱 외)``). An answer that places the user's thing in the rest
row glosses that row with a bracket (``원목 포함``: wood is among "other than plastic"); it does not
say what the fee covers. :mod:`.inclusions` read it as a fee said to include a thing no output
names, and flagged it.

The reading: **"(Y 포함)" in a bracket right after a name that holds "X 외" (other than X), where
the tool outputs name that same "X 외" and Y is not X, names a member of the rest, not an
inclusion.** A bracket after a name with no "외", an "X 외" no output writes, or Y the excluded X
itself ("플라스틱 외(플라스틱 포함)"), or a cost or service (``배송비 포함``: what the fee covers) is read by :mod:`.inclusions` as before.
"""

from __future__ import annotations

import re
from typing import Final

# the bracket opening right before the inclusion, and the name before it holding "X 외"
# a cost or a service, never a member of a class of things ("배송비", "운반", "수수료")
_COST: Final = re.compile(r"(?:비|료|금|값|세)$|운반|배송|수거|설치|철거|수고|인건")
_REST_BEFORE: Final = re.compile(r"([가-힣A-Za-z]{1,10})\s?외(?![가-힣])[^()\n.,!?]{0,12}\(\s?$")


def rest_member(sentence: str, at: int, thing: str, named: str) -> bool:
    """Whether the inclusion starting at ``at`` in ``sentence`` glosses a row "other than X" that
    the tool outputs (``named``, their text lower-cased) write, naming ``thing`` (not X)."""
    m = _REST_BEFORE.search(sentence, max(0, at - 30), at)
    if m is None or _COST.search(thing):
        return False
    x = m.group(1).lower()
    if x == thing.lower() or x in thing.lower():
        return False
    return f"{x} 외" in named or f"{x}외" in named
