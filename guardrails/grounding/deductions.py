"""A deduction from a price or fee that no tool output carries.

A price record states what an item fetches; a fee record states what it costs. An answer that says
the price or fee is docked, deducted, knocked off or cut for some condition — ``Wet or oily cardboard
usually gets docked to about half that``, ``라벨 붙은 건 kg당 50원씩 깎여요``, ``이물질이 섞이면
차감돼요`` — states a term of its own, unless a tool output itself speaks of lowering a price (a
discount, a deduction, a half price, ``% off``). The deduction must be said of a price: its sentence
or the one before it states an amount or names a price (``that``, ``the rate``, ``가격``). Hedged,
negated or asked sentences (``may``, ``could``, ``~수도 있어요``, ``no``, ``?``) say nothing;
``usually`` is no hedge. A figure docked with nothing it is less than (``bottles with the labels
still on get 5 won/kg less``) is a deduction when its sentence states a condition before it
(round 32). (``할인`` is the extractor's own discount kind, :mod:`.statements`.)
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import unsure

__all__ = ["GATE", "deduction_claims"]

# the words any deduction needs (a substring test first: most answers hold none)
GATE: Final = ("dock", "Dock", "deduct", "Deduct", "knock", "Knock", "marked down", "marks down",
               "reduced", "cut to", "cut by", "깎", "차감", "감액", "덜", " less", " lower",
               "낮게", "싸게")  # fmt: skip
_DEDUCTION = re.compile(
    r"\b(?:dock(?:s|ed|ing)?|deduct(?:s|ed|ing|ions?)?|knock(?:s|ed)?\s(?:\w+\s){0,3}?off"
    r"|mark(?:s|ed)?\sdown|reduced\s(?:to|by)|cut\s(?:to|by))\b"
    r"|깎(?:여|이|아|는|인|일)|차감|감액|덜\s?(?:쳐|받|줘|주)",
    re.I,
)
# a price docked by a figure with nothing it is less than ("bottles with the labels still on get 5
# won/kg less", "wet cardboard fetches about 20 won less per kg"): a deduction when its sentence
# states the condition (a difference between rows says "less than …" or states none)
_LESS: Final = re.compile(
    r"\b(?:get|gets|getting|fetch|fetches|pay|pays|earn|earns|sell|sells|go|goes)\s(?:for\s)?"
    r"(?:(?:about|around|roughly|only)\s)?(?:₩\s?)?\d[\d,]*\s?(?:won|원)?(?:/kg|\sper\s(?:kg|kilo))?"
    r"\sless\b(?!\s(?:than|per\s\w+\sthan))(?:\sper\s(?:kg|kilo))?",
    re.I,
)
_CONDITIONED: Final = re.compile(
    r"\b(?:if|when|unless|still|once|dirty|wet|damp|oily|unwashed|mixed|contaminated|broken|labell?ed"
    r"|labels?|caps?|lids?)\b"
    # (round 57) the Korean conditions of a state: "라벨이 붙어 있으면", "이물질이 섞인 건", "젖은 종이는"
    r"|[가-힣]면\s|경우|붙은|붙어|섞이|섞인|섞여|젖은|젖어|더러운|오염|묻은|묻어",
    re.I,
)
# round 57 (r57d): a lower price paid, with nothing it is lower than, for a state the sentence
# states ("Bottles with labels still on get a lower price", "라벨이 붙어 있으면 값을 낮게 쳐요"); a
# comparison of rows ("than", "보다") states no condition of a price, and a value said to fall
# ("폐지는 젖으면 값이 떨어지니", holdout1 g2-0009, faithful) is general advice, not read
_LOWER: Final = re.compile(
    r"\b(?:get|gets|getting|fetch|fetches|earn|earns|(?:are|is|be|get|gets)\spaid|sell\sfor|sells\sfor"
    r"|go\sfor|goes\sfor|bring|brings)\s(?:an?\s|only\san?\s)?(?:lower|reduced|worse|cheaper)\s"
    r"(?:price|rate|value)s?\b(?!\s(?:than|compared))"
    r"|(?:값|가격|단가|시세)(?:을|를|이|가|은|는)?\s?(?:더\s)?(?:낮게|싸게)\s?(?:쳐|받|매기|매겨|사)",
    re.I,
)
_COMPARISON: Final = re.compile(r"\bthan\b|보다|비해|에 비하면", re.I)
# a tool output that speaks of lowering a price itself
_STATED = re.compile(
    r"할인|감면|감액|차감|깎|반값|반액|절반|discount|deduct|\bdock|reduc|half|\d\s?%\s?off", re.I
)
# what says the deduction is of a price: an amount, or a price's own word
_PRICE = re.compile(
    r"\d\s?(?:원|won|₩)|₩\s?\d|\b(?:price|prices|rate|rates|fee|fees|that|it|value|pay|pays)\b"
    r"|가격|단가|시세|값|금액|수수료|요금",
    re.I,
)
_DOUBT = unsure(r"아마|probably|possibly|perhaps|수\s?있|whether|여부|\bcan\b")
_STOP = re.compile(r"(?<=[.!?])\s|\n")


def deduction_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The deductions ``answer`` says a price or fee takes where no tool output speaks of one."""
    if not contains_any(answer, GATE):
        return []
    found = list(_DEDUCTION.finditer(answer))
    if " less" in answer:
        found += [m for m in _LESS.finditer(answer) if _conditioned(answer, m)]
    found += [m for m in _LOWER.finditer(answer) if _conditioned(answer, m, _COMPARISON)]
    if not found or any(isinstance(s, str) and _STATED.search(s) for s in sources):
        return []
    out: list[Claim] = []
    for m in found:
        starts = [s.end() for s in _STOP.finditer(answer, 0, m.start())]
        lo = starts[-1] if starts else 0
        hi = next((s.start() for s in _STOP.finditer(answer, m.end())), len(answer))
        if _DOUBT.search(answer, lo, hi):
            continue
        before = starts[-2] if len(starts) > 1 else 0  # the sentence before, which "that" means
        if not _PRICE.search(answer, before, hi):
            continue
        why = "no tool output speaks of a deduction from the price or fee"
        out.append(Claim(m.group(), "condition", m.group().lower(), m.start(), m.end(), why))
    return out


def _conditioned(answer: str, m: re.Match[str], unless: re.Pattern[str] | None = None) -> bool:
    """Whether the sentence of ``m`` states a condition before it (a deduction's, not a row's),
    and no comparison ``unless`` finds in it (round 57: "brown gets a lower price than clear")."""
    starts = [s.end() for s in _STOP.finditer(answer, 0, m.start())]
    lo = starts[-1] if starts else 0
    if unless is not None:
        hi = next((s.start() for s in _STOP.finditer(answer, m.end())), len(answer))
        if unless.search(answer, lo, hi):
            return False
    return _CONDITIONED.search(answer, lo, m.start()) is not None
