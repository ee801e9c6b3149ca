"""Which price a quantity belongs to once the answer has worked the two out together.

An answer that works out one product per material ("골판지는 kg당 80원이라 40kg이면 3,200원,
고철은 kg당 280원이라 25kg이면 7,000원") has bound 40 kg to 80원/kg and 25 kg to 280원/kg. A total
it states after them ("합하면 … 원") adds those products: it may not take 40 kg at 280원/kg
(11,200원) as if the quantity were free to go with any price.

The reading: **a price per unit, then (before the next price) an amount that is that price times
a quantity stated between the amount before the price and the worked amount, owns that
quantity.** :func:`owners` maps each owned quantity to the prices (their starts in the answer)
that own it; a sum in :mod:`.worked` or :mod:`.derived` may use an owned quantity only with one of
its owners.

Accepted, unchanged: one quantity said of both prices ("각각 10kg이면 1,200원, 800원": owned by
both); a quantity no stated product uses (free, as before); a product written without its
working ("신문지 10kg 1,200원" with no price per unit before it: nothing owned).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from guardrails.grounding.approx import rounding_tolerance
from guardrails.grounding.claims import Claim, amount


def owners(
    amounts: Sequence[Claim], upto: int, lo: int, quantities: Callable[[int, int], Counter[float]]
) -> dict[float, set[int]]:
    """Quantity → the starts of the prices per unit in ``amounts`` that a worked amount before
    ``upto`` pairs it with (``quantities(lo, hi)``: the quantities stated in a span). Example:
    ``[80원/kg, 3,200원, 280원/kg, 7,000원]`` over "…80원이라 40kg이면 3,200원, …280원이라 25kg이면
    7,000원" gives ``{40.0: {start of 80원}, 25.0: {start of 280원}}``."""
    out: dict[float, set[int]] = {}
    for i, rate in enumerate(amounts):
        if rate.kind != "unit_price" or (r := amount(rate)) is None or i + 1 >= len(amounts):
            continue
        worked = amounts[i + 1]
        if worked.kind != "money" or worked.start >= upto or (m := amount(worked)) is None:
            continue
        tol = max(rounding_tolerance(worked), 1e-6)
        start = amounts[i - 1].end if i else lo
        for q in quantities(start, worked.start):
            if q != 1.0 and abs(r * q - m) <= tol:
                out.setdefault(q, set()).add(rate.start)
    return out


def misowned(price_at: int, quantity: float, owned: dict[float, set[int]]) -> bool:
    """Whether the price starting at ``price_at`` times ``quantity`` takes a quantity that other
    prices own (40 kg at 280원/kg where 40 kg is 80원's)."""
    return quantity in owned and price_at not in owned[quantity]
