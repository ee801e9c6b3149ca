"""An arrow in a worked figure is no exchange: ``350 won/kg → 10 kg ≈ 3,500 won``, ``kg당 1,200원
→ 5kg이면 6,000원``.

An exchange sentence reads its goods as given and got (``페트병 10개 → 종량제봉투 1장``). An arrow
written right after a price (an amount of money or a rate per unit) carries a working from the
price to what it comes to, not goods handed over for goods, so it is no exchange word (round 52:
``Aluminium cans (compressed): 1,200 won/kg → 5 kg ≈ 6,000 won`` had read ``cans`` as a good given
at the PET price row named before it).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["exchange_word"]

_ARROW: Final = frozenset({"→", "->"})
# a price right before the arrow: "1,200 won/kg", "350원/kg", "kg당 1,200원", "₩1,200", "6,000 KRW"
_PRICE_BEFORE: Final = re.compile(
    r"(?:\d\s?(?:원|won|krw)(?:\s?(?:/|per)\s?(?:kg|킬로|개|장|대|톤|t)\b)?"
    r"|[₩]\s?\d[\d,.]*)\s?(?:\([^()]{0,20}\))?\s?$",
    re.I,
)


def exchange_word(sentence: str, pattern: re.Pattern[str]) -> re.Match[str] | None:
    """The first match of the exchange words ``pattern`` in ``sentence`` that is not an arrow
    after a price."""
    for m in pattern.finditer(sentence):
        if m.group(0) in _ARROW and _PRICE_BEFORE.search(
            sentence, max(0, m.start() - 30), m.start()
        ):
            continue
        return m
    return None
