"""A range said over the results of two or more workings: its ends are those results.

"둘 다 가장 낮은 금액이면 4,000 + 3,000 = 7,000원, 가장 높은 금액이면 5,000 + 8,000 = 13,000원이라
합계는 7,000원~13,000원 사이예요", "… = 7,000 won, … = 13,000 won, so the total is 7,000 to 13,000
won": the workings are alternatives (the least and the most), not terms of one sum, so the range
after a sum word restates them; an end that is no result of them ("8,000원~13,000원") is flagged
(round 49; :mod:`.stated_totals` asks it before it reads the workings as terms).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim

__all__ = ["range_of_results_why"]

# a range the figure opens ("7,000원~13,000원", "7,000 to 13,000 won", "7,000원에서 13,000원")
_GAP: Final = 12  # the most characters between the range's ends ("원에서 ", " to ")
_OPENS: Final = re.compile(r"\s?(?:원|won)?\s?(?:에서|부터|~|～|-|–|to\b)", re.I)


def range_of_results_why(
    c: Claim, answer: str, claims: Sequence[Claim], results: Sequence[float]
) -> str | None:
    """Why the range figure ``c`` opens is not over ``results``: "" when both its ends are
    results, None when ``c`` opens no range."""
    if not _OPENS.match(answer, c.end):
        return None
    upper = next((e for e in claims if e.start >= c.end), None)
    if upper is None or upper.kind != "money" or upper.start - c.end > _GAP:
        return None  # "합계 19,000원부터예요": a least, no range of the results
    for e in (c, upper):
        v = float(e.value) if isinstance(e.value, int | float) else None
        if v is None or all(abs(r - v) > 1e-6 for r in results):
            return f"{e.text} is not a result of the workings before it"
    return ""
