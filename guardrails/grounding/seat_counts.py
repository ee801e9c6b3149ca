"""A seat count the fee tables write without 용 (found on prod_holdout7 g21h0-0019).

Fee rows name a furniture size by its seats in two spellings: ``침대(1인용)``, ``식탁 (4인용 미만)``,
but also ``책상 (독서실 책상 2인)`` with the bare 인. An answer restating the second row writes the
usual ``2인용`` ("참고로 2인용은 개당 7,000원", "the 2-seater desk"), which the quantity pool holds
only as 인용 when a tool output spells it so. This reads the bare spelling: an answer's N인용 is
supported when a tool output's text holds N인 ending its word (``2인``, ``2인)``, ``2인 책상``),
never inside another word (``2인분``, ``12인``) and never another number of seats.
"""

from __future__ import annotations

import re
from functools import lru_cache

from guardrails.grounding.claims import Claim


@lru_cache(maxsize=64)
def _bare_seats(n: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\d.,])" + n + r"\s?인(?![가-힣])")


def seats_spelled(c: Claim, text: str) -> bool:
    """Whether ``c`` is a seat count (N인용 / N-seater) that ``text`` (the tool outputs) writes
    as a bare N인."""
    v = c.value
    if not isinstance(v, tuple) or len(v) != 2 or v[1] != "인용" or "인" not in text:
        return False
    n = v[0]
    if not isinstance(n, (int, float)) or n != int(n):
        return False
    return _bare_seats(str(int(n))).search(text) is not None
