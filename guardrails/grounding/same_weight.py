"""A weight said again by reference: "The same weight as flakes would be 1,950,000 won", "같은
양을 플레이크로 팔면 195만 원" — the clause states no weight of its own, it takes the one said
before it ("Your 3 tonnes of bales would be 1,050,000 won").

:mod:`.products` reads the quantity of a worked figure from its own clause (or a heading, or the
list line above); a clause that only refers back to a weight had none, and a faithful product
for it stood as an amount no output holds. :func:`same_weight` gives the weight the reference
takes: the weights the answer states before the clause (within a short reach), when they are all
one weight; several different ones leave the reference unsure, and an unsure reading gives none.
Only a reading of support: the product must still come out for the rate its clause names (the
same weight at another material's price is flagged as that).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from typing import Final

from guardrails.grounding.claims import Claim

# the reference: "the same weight", "the same amount", "that same quantity", "같은 양", "같은
# 무게", "동일한 중량", "똑같은 물량"
_SAME: Final = re.compile(
    r"\bsame\s(?:weight|amount|quantity|tonnage|load)\b"
    r"|(?:같은|동일한|똑같은)\s?(?:양|무게|중량|물량)(?:(?![가-힣])|(?=[을를이가은는도으로만]))",
    re.I,
)
_GATE: Final = ("same", "Same", "SAME", "같은", "동일한")
_REACH: Final = 300  # characters back from the clause the weight may be said in


def same_weight(
    answer: str, claims: Sequence[Claim], lo: int, hi: int, is_weight: Callable[[Claim], bool],
    in_kg: Callable[[Claim], float],
) -> Claim | None:  # fmt: skip
    """The weight a reference in ``answer[lo:hi]`` ("the same weight") takes: the last weight
    stated before ``lo`` within the reach, when every weight there is that one; else None."""
    clause = answer[lo:hi]
    if not any(g in clause for g in _GATE) or _SAME.search(clause) is None:
        return None
    i = bisect_left(claims, max(0, lo - _REACH), key=lambda e: e.start)
    weights = [e for e in claims[i:] if e.end <= lo and is_weight(e)]
    if not weights or len({round(in_kg(e), 6) for e in weights}) != 1:
        return None
    return weights[-1]
