"""A deposit or refund said to be given back, where no tool output speaks of one.

Our outputs give prices of recyclables, fees and places; none gives the bottle deposit (빈용기
보증금) or a refund of a paid fee unless it says so. Writers add it from what they know —
``소주병·맥주병 같은 빈병은 보증금으로 병당 100원을 돌려받을 수 있어서``, ``for soju bottles you can
get a 100 won deposit back at the store``, ``빈병 보증금도 현장에서 바로 돌려줘요``, ``취소하면 낸
7,000원은 전액 환불돼요`` — a fact of a service no output carries, whatever its amount (the amount
is often a figure some row happens to hold: 100원/kg of PS).

Read: a deposit or refund word (보증금, 환불, ``deposit``, ``refund``) in a sentence that says it is
given back (돌려받, 돌려줘, 돌려주, 환불돼, 반환, ``back``, ``refund``): supported when some output
names a deposit or refund (보증금, 환불, 반환, ``deposit``, ``refund``). A fee paid ``by deposit``
(a bank deposit) is no refund. Unsure, never flagged: a negated, asked or hedged sentence (``빈 병
보증금은 이 자료에 없는 내용이라``), advice to ask or check (``가게에 여쭤보시면``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text

__all__ = ["GATE", "deposit_claims"]

GATE: Final = ("보증금", "환불", "deposit", "refund")
_WORD: Final = re.compile(r"보증금|환불|\bdeposits?\b|\brefund(?:s|ed)?\b", re.I)
_BANK: Final = re.compile(r"\bby\s(?:bank\s)?deposit|\bdeposit\s(?:it\s)?(?:in|into)\b", re.I)
_BACK: Final = re.compile(
    r"돌려받|돌려줘|돌려주|돌려 받|돌려 줘|환불(?:돼|되|받|해)|반환|\bback\b|\brefund", re.I
)
_CARRIED: Final = re.compile(r"보증금|환불|반환|deposit|refund")
_DOUBT: Final = unsure(r"아니|여쭤|확인|문의|알아보|\bcheck|\bconfirm|\bask\b|여부|인지|는지")


def deposit_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The deposit or refund words of ``answer`` said to be given back that no output carries."""
    lowered = answer.lower()
    if not sources or not any(w in lowered for w in GATE):
        return []
    out: list[Claim] = []
    for m in _WORD.finditer(answer):
        start, end = sentence_around(answer, m.start())
        sentence = answer[start:end]
        if _BACK.search(sentence) is None or _BANK.search(sentence) or _DOUBT.search(sentence):
            continue
        if _CARRIED.search(lowered_text(sources)):
            return []
        why = "no tool output speaks of a deposit or refund given back"
        out.append(Claim(m.group(0), "condition", "a deposit", m.start(), m.end(), why))
    return out
