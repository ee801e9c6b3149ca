"""The quantity of a working set out as a list: a figure on a list line that states no weight of
its own is worked for the one weight a line just above it states alone ("- 골판지(압축): 80원/kg
/ - 수량: 200kg / - 예상 금액: 16,000원", "- Rate: 120 won/kg / - Weight: 30 kg / - Total: 3,600
won").

Read by :mod:`.products` where the figure's clause states no quantity and no heading gives one:
the line right above the figure's (or the one above that, past a line that states nothing of
weight or money) must state exactly one weight and no amount. The rates stay the answer's own
and the product is still held against the price its clause names (:mod:`.products`), so the
reading only finds the quantity a list states apart; a figure no rate times that weight gives
is flagged as before.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence

from guardrails.grounding.claims import Claim

_LOOK_BACK = 2  # lines above the figure's


def listed_weight(
    answer: str, claims: Sequence[Claim], pos: int, is_weight: Callable[[Claim], bool]
) -> Claim | None:
    """The one weight a line just above ``pos``'s line states alone, else None."""
    line_start = answer.rfind("\n", 0, pos) + 1
    if line_start == 0:
        return None
    end = line_start - 1  # the newline ending the line above
    for _ in range(_LOOK_BACK):
        start = answer.rfind("\n", 0, end) + 1
        i = bisect_left(claims, start, key=lambda e: e.start)
        j = bisect_left(claims, end, key=lambda e: e.start)
        inside = claims[i:j]
        if any(e.kind in ("money", "unit_price") for e in inside):
            return None
        weights = [e for e in inside if is_weight(e)]
        if len(weights) == 1:
            return weights[0]
        if weights or start == 0:
            return None
        end = start - 1
    return None
