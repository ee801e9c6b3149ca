"""A comparison the answer's own figures contradict: "PP 압축은 kg당 180원, PET 압축은 350원이야.
PP 압축이 PET 압축보다 비싸니까" — the answer states both prices, then ranks them the wrong way.

Each side of the comparison (``A가 B보다 비싸``, ``A is cheaper than B``) is looked up in the
answer: the price written right after an earlier mention of the same words (``PP 압축은 kg당
180원``; a price per kg and the bare amount listed after it compare alike). A side with none, two
sides of one price, or a negated or asked clause never flag. The figures themselves are checked
against the tools elsewhere: this reader only holds the answer to its own numbers.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.degree_words import EN_DEGREE, EN_PER, KO_DEGREE, KO_THAN
from guardrails.grounding.hedges import unsure
from guardrails.grounding.opening_gate import gated

GATE: Final = ("보다", "than")
_SIDE = r"[A-Za-z가-힣0-9()]+(?:\s[A-Za-z가-힣0-9()]+)?"
# "A가 B보다 (더) 비싸", "A is more expensive than B"; +1: A is dearer, -1: A is cheaper
_KO: Final = re.compile(
    rf"(?P<a>{_SIDE})(?:이|가|은|는)\s(?P<b>{_SIDE}){KO_THAN}\s?{KO_DEGREE}"
    r"(?P<w>비싸|비쌉|값이 나가|싸|쌉|저렴)"
)
_EN = re.compile(
    rf"(?P<a>{_SIDE})\s(?:is|are)\s{EN_DEGREE}"
    rf"(?P<w>more expensive|pricier|dearer|cheaper|less expensive)\s{EN_PER}than\s(?:the\s)?"
    rf"(?P<b>{_SIDE})",
    re.I,
)
_EN = gated(_EN)  # :mod:`.opening_gate`: the same matches, skipped to
_DEARER: Final = ("비싸", "비쌉", "값이 나가", "more expensive", "pricier", "dearer")
_UNSURE: Final = unsure(r"whether|\bif\b|는지|인지")
_PARTICLE: Final = re.compile(r"(?:이|가|은|는|도)$")
_PRICED: Final = ("money", "unit_price")


def contradicted_claims(answer: str, claims: list[Claim]) -> list[Claim]:
    """Comparisons of two prices the answer states that rank them the wrong way."""
    prices = [c for c in claims if c.kind in _PRICED]
    if len(prices) < 2:
        return []
    out: list[Claim] = []
    for m in [*_KO.finditer(answer), *_EN.finditer(answer)]:
        lo = max(answer.rfind(c, 0, m.start()) for c in ".!?\n")
        hi = answer.find(".", m.end())
        if _UNSURE.search(answer[lo + 1 : hi if hi != -1 else len(answer)]):
            continue
        a = _price_of(answer, m.group("a"), m.start(), prices)
        b = _price_of(answer, m.group("b"), m.start(), prices)
        if a is None or b is None or a.start == b.start:
            continue
        va, vb = _value(a), _value(b)
        if va is None or vb is None or va == vb:
            continue
        dearer = m.group("w").lower() in _DEARER
        if (va > vb) != dearer:
            why = f"the answer's own figures rank them the other way ({a.text} vs {b.text})"
            out.append(Claim(m.group(0), "condition", m.group("w"), m.start(), m.end(), why))
    return out


def _price_of(answer: str, side: str, before: int, prices: list[Claim]) -> Claim | None:
    """The price written right after an earlier mention of ``side``'s words."""
    words = _PARTICLE.sub("", side.strip())
    for name in dict.fromkeys((words, words.split()[-1] if words else "")):  # "so 신문지": 신문지
        if len(name) < 2:
            continue
        found: Claim | None = None
        for m in re.finditer(re.escape(name), answer[:before]):
            after = [p for p in prices if 0 <= p.start - m.end() <= 16 and p.start < before]
            if after:
                found = min(after, key=lambda p: p.start)
        if found is not None:
            return found
    return None


def _value(c: Claim) -> float | None:
    v = c.value[0] if isinstance(c.value, tuple) else c.value
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None
