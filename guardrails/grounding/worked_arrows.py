"""Exchange words that carry worth, not goods: an arrow in a worked figure (``350 won/kg → 10 kg ≈
3,500 won``, ``kg당 1,200원 → 5kg이면 6,000원``) and a "give" whose object is worth (round 55:
``aluminium cans give the best value per kilo``).

An exchange sentence reads its goods as given and got (``페트병 10개 → 종량제봉투 1장``). An arrow
written right after a price (an amount of money or a rate per unit) carries a working from the
price to what it comes to, not goods handed over for goods, so it is no exchange word (round 52:
``Aluminium cans (compressed): 1,200 won/kg → 5 kg ≈ 6,000 won`` had read ``cans`` as a good given
at the PET price row named before it).

Round 55: "give" with a word of worth for its object (``give the best value``, ``gives a better
price``, ``give you a better deal``, ``give higher returns``) says what the goods before it are worth,
not goods handed over: no exchange word (``cans`` was read as a good given at the price sites).
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

# "give" whose object is worth: "give the best value", "gives you a higher price", "give better
# returns" (not "gives cash for cans": money handed over)
_WORTH_AFTER: Final = re.compile(
    r"\s(?:you\s|us\s)?(?:(?:the|a|an|much|far)\s)?"
    r"(?:(?:best|better|higher|highest|good|great|greater|top|lower|lowest|less|more|most)\s)?"
    r"(?:value|price|prices|returns?|rates?|payouts?|deal)\b",
    re.I,
)


def exchange_word(sentence: str, pattern: re.Pattern[str]) -> re.Match[str] | None:
    """The first match of the exchange words ``pattern`` in ``sentence`` that is not an arrow
    after a price nor a "give" of worth."""
    for m in pattern.finditer(sentence):
        if m.group(0) in _ARROW and _PRICE_BEFORE.search(
            sentence, max(0, m.start() - 30), m.start()
        ):
            continue
        if m.group(0).lower().startswith("give") and _WORTH_AFTER.match(sentence, m.end()):
            continue  # "cans give the best value per kilo": worth, no goods given
        return m
    return None
