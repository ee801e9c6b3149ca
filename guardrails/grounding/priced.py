"""Price × quantity worked with another material's price: ``신문지가 kg당 120원, 골판지가 kg당
80원 … 폐지 100kg 모으시면 골판지로 12,000원`` (12,000 is 100 × 신문지's 120, not 골판지's 80).

The derived-figure rule accepts a product of a stated quantity and any stated price; where the
figure's own words name the material it is worked for (``골판지로``, ``골판지면``, ``for
cardboard``) and the answer stated that material's price right after its name, the product must
use that price. Read only when the figure comes out exactly with another stated price and not with
the named one, so a rounding or a sum is never taken for it.
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.literal_spans import word_spans

# the material right before the figure: "골판지로 12,000원", "골판지면 8,000원", "for cardboard, 8,000 won"
_NAMED = re.compile(r"(?P<w>[가-힣]{2,8})(?:으로|로|이면|면|는|은)\s?(?:약\s|대략\s)?$")


def priced_claims(answer: str, claims: list[Claim]) -> list[Claim]:
    """The amounts of ``answer`` worked as a quantity times another material's price than the
    one their words name."""
    prices = [c for c in claims if c.kind == "unit_price" and isinstance(c.value, tuple)]
    if len(prices) < 2:
        return []
    out: list[Claim] = []
    for c in claims:
        if c.kind != "money" or type(c.value) is not int:
            continue
        named = _NAMED.search(answer, max(0, c.start - 14), c.start)
        if named is None:
            continue
        word = named.group("w")
        own = [p for p in prices if p.end <= c.start and _names(answer, word, p)]
        if len(own) != 1:
            continue
        lo = max(answer.rfind(ch, 0, c.start) for ch in ".\n") + 1
        qty = [
            q
            for q in claims
            if q.kind == "number" and isinstance(q.value, tuple) and lo <= q.start < c.start
        ]
        for q in qty:
            n, unit = amount(q), q.value[1] if isinstance(q.value, tuple) else ""
            mine = amount(own[0])
            if not n or mine is None or own[0].value[1] != unit:  # type: ignore[index]
                continue
            if abs(n * mine - c.value) < 1e-6:
                break
            other = [
                p
                for p in prices
                if p is not own[0]
                and p.value[1] == unit  # type: ignore[index]
                and abs(n * (amount(p) or 0) - c.value) < 1e-6
            ]
            if other:
                why = f"{c.text} is {n:g} × {other[0].text}, not the price stated for {word}"
                out.append(Claim(c.text, "money", c.value, c.start, c.end, why))
                break
    return out


def _names(answer: str, word: str, price: Claim) -> bool:
    """Whether ``word`` is written right before ``price`` (its subject: "골판지가 kg당 80원")."""
    window = answer[max(0, price.start - 16) : price.start]
    # (the word found by str.find and the tail matched after it: no pattern compiled per word)
    return bool(word_spans(window, word, _NAME_TAIL, bounded=False))


_NAME_TAIL = re.compile(r"[가-힣]{0,2}\s?$")
