"""A weight whose product is written right after it, for the listed price of the material its
clause names: "금속은 알루미늄캔 kg당 1,200원, 철스크랩 280원, 철캔 180원이고 … 철캔 10kg(1,800원)보다".

The 180원 is a price per kilogram, listed after one (:mod:`.listed_rates`), and 1,800원 is
10 × 180: the 10kg is the answer's example, not a fact of the outputs. :mod:`.products` clears the
weight of a product only for a rate written as one (``kg당``, ``/kg``); a listed rate labels no
product there (round 50 keeps one product bound to its material's own written price). Here, once
the figure itself passed, its weight is cleared when the words of its clause name the material a
listed price per kilogram is given for, and that price times the weight is the figure (round 51:
"철스크랩 10kg(1,800원)" names 280원's material, so its 10kg stays flagged).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.listed_rates import listed_rate
from guardrails.grounding.rates import in_kg

# between the weight and its figure: a bracket, a condition, a topic, a copula, and (round 56) the
# working written out before its result ("알루미늄캔 5kg(1,200 × 5 = 6,000원)")
_GAP: Final = re.compile(
    r"\s?(?:\(|:|=|은|는|이면|면|에|이|가|would\sbe|is|comes\sto|for)?\s?(?:약\s?|about\s)?"
    r"(?:[\d,.]+\s?(?:원|won)?\s?[×xX*]\s?[\d,.]+\s?(?:kg|㎏)?\s?=\s?)?",
    re.I,
)
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")
_PARTICLE: Final = re.compile(r"(?<=[가-힣]{2})(?:은|는|이|가|을|를|도|만|의)$")


def _words(text: str) -> frozenset[str]:
    return frozenset(_PARTICLE.sub("", w.lower()) for w in _WORD.findall(text))


def listed_quantities(
    unsupported: Sequence[Claim], answer: str, claims: Sequence[Claim]
) -> set[int]:
    """Starts of flagged weights whose product, written right after them, is the listed price
    per kilogram of the material their clause names times the weight (module docstring)."""
    weights = [u for u in unsupported if u.kind == "number" and isinstance(u.value, tuple)
               and in_kg(str(u.value[1] or ""))]  # fmt: skip
    if not weights:
        return set()
    flagged = {u.start for u in unsupported}
    rates: list[tuple[float, frozenset[str]]] = []
    for i, e in enumerate(claims):
        if e.kind != "money" or i == 0:
            continue
        r = listed_rate(e, answer, claims[:i])
        if r is not None and isinstance(r.value, tuple) and in_kg(str(r.value[1] or "")):
            label = _words(answer[claims[i - 1].end : e.start])
            if label:
                rates.append((float(r.value[0]) / in_kg(str(r.value[1])), label))
    if not rates:
        return set()
    seen = Counter(w for _p, label in rates for w in label)
    out: set[int] = set()
    for q in weights:
        k = next((i for i, e in enumerate(claims) if e.start == q.start), None)
        if k is None or k + 1 >= len(claims):
            continue
        c = next((e for e in claims[k + 1 : k + 3] if e.kind == "money"), claims[k + 1])
        v = amount(c)
        if c.kind != "money" or c.start in flagged or v is None:
            continue
        if not _GAP.fullmatch(answer, q.end, c.start):
            continue
        lo = max((m.end() for m in SENTENCE_END.finditer(answer, 0, q.start)), default=0)
        if k > 0 and claims[k - 1].end > lo:
            lo = claims[k - 1].end  # the clause starts after the amount before it
        said = _words(answer[lo : q.start])
        kg = float(q.value[0]) * in_kg(str(q.value[1]))  # type: ignore[index]
        named = [p for p, label in rates if any(seen[w] == 1 for w in label & said)]
        named = named or [p for p, label in rates if label <= said]  # "steel" of two: no name
        if named and any(abs(p * kg - v) < 1e-6 for p in named):
            out.add(q.start)
    return out
