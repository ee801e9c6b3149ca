"""A let-off for things under a fee: a rule whose condition is a bound on the fee itself.

The fee outputs give each item its fee (``보조의자 4,000원``, ``1인용 소파 7,000원``); none says that
an item whose fee is below some amount goes out without a sticker, without a report or for nothing.
An answer that says so — ``5,000원 이하 품목은 스티커 없이 그냥 내놓으셔도 돼요``, ``3천원 미만이면
신고 안 해도 돼요``, ``1만원 이하는 무료예요``, ``Anything under 5,000 won can go out without a
sticker``, ``items of 3,000 won or less are free`` — states a rule of the district's, in terms of the
fee, that the outputs do not give. (:mod:`.rule_terms` reads a rule by its nouns, and an amount is
carried by the very rows whose fees it bounds; the bound is the term here.)

**A sentence in which an amount with a bound word (이하, 미만, 아래, 안쪽; ``under``, ``below``,
``less than``, ``up to``, ``or less``) is the topic or condition of things (``… 이하 품목은``, ``…
미만이면``, ``… 이하는``; in English anywhere in the sentence) and which lets them off the sticker,
the report or the fee (스티커 없이, 스티커 안 붙여도, 신고 없이, 신고 안 해도, 무료, 면제, 수수료를 안
내도; ``without a sticker``, ``no sticker``, ``free``, ``exempt``, ``no need to report``) is flagged
where no output writes an amount with a bound word.**

Unsure, never flagged: a negated, asked or hedged sentence (the let-off's own ``없이``/``안``/``no``
aside), general or advisory words (``보통``, ``지역마다``, ``확인``, ``usually``, ``check``), an
amount with a bound that describes rather than conditions (``5,000원 이하인 건 의자예요``: a list of
the rows under a budget, no rule).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text, per_stage

__all__ = ["GATE", "fee_threshold_claims"]

# the literal words a bound on an amount needs (most answers hold none)
GATE: Final = (
    "이하",
    "미만",
    "아래",
    "안쪽",
    "nder",
    "elow",
    "ess than",
    "p to",
    "or less",
)  # (case-blind)

_AMOUNT_KO: Final = r"(?:\d{1,3}(?:,\d{3})+|\d+)\s?(?:만|천)?\s?원"
_AMOUNT_EN: Final = (
    r"(?:(?:₩|krw)\s?(?:\d{1,3}(?:,\d{3})+|\d+)|(?:\d{1,3}(?:,\d{3})+|\d+)\s?(?:won|krw)\b)"
)
# the bound as what a Korean sentence is about: its topic or its condition ("5,000원 이하 품목은",
# "3천원 미만이면", "1만원 이하는", "만원 아래 물건이라면"); in English the amount bounded anywhere
_BOUND: Final = re.compile(
    rf"{_AMOUNT_KO}\s?(?:이하|미만|아래|안쪽)\s?(?:인|의|짜리)?\s?(?:[가-힣]{{1,5}}\s?)?"
    r"(?:은|는|이면|면|라면|이라면|일\s?때|인\s?경우)(?=\s|$|[,.])"
    rf"|\b(?:under|below|less\sthan|up\sto|no\smore\sthan|at\smost)\s{_AMOUNT_EN}"
    rf"|{_AMOUNT_EN}\s(?:or\s(?:less|under|below|cheaper)|and\s(?:under|below))\b",
    re.I,
)
# what lets the things off: the sticker, the report or the fee
_LET_OFF: Final = re.compile(
    r"(?:스티커|필증|신고|신청)\s?(?:없이|안\s?(?:붙|해|하)|부착\s?(?:안|없이)|필요\s?없|하지\s?않|붙이지\s?않)"
    r"|그냥\s?(?:내놓|버리|배출)|무료|면제|공짜"
    r"|(?:수수료|요금|돈|비용)(?:을|를|은|는|도)?\s?(?:안\s?내|내지\s?않|낼\s?필요\s?없|안\s?들|없)"
    r"|\bwithout\s(?:a\s|any\s)?(?:sticker|label|report|fee|paying|booking)s?\b"
    r"|\bno\s(?:sticker|label|fee|charge|report)s?\b|\bno\sneed\sto\s(?:pay|report|book|attach)\b"
    r"|\b(?:don't|do\snot|doesn't|does\snot)\sneed\s(?:a\s)?(?:sticker|label|to\s(?:pay|report|book))\b"
    r"|\bfree(?:\sof\scharge)?\b|\bexempt\b|\bwaived\b",
    re.I,
)
_DOUBT: Final = unsure(
    r"보통|대개|대부분|일반적|지역마다|곳마다|일부|확인|문의|알아보|아마|것\s?같|듯"
    r"|\busually\b|\bgenerally\b|\btypically\b|\bsome\b|\bcheck\b|\bask\b|\bconfirm\b"
    r"|\bprobably\b|\bperhaps\b|\bmaybe\b"
)
# an output's own bound on an amount ("5,000원 이하", "under 3,000 won")
_HELD: Final = re.compile(
    rf"\d\s?(?:만|천)?\s?원\s?(?:이하|미만|까지|아래)|(?:under|below|less\sthan|up\sto)\s{_AMOUNT_EN}",
    re.I,
)


@per_stage
def _bounded(sources: tuple[str, ...]) -> bool:
    """Whether any tool output writes an amount with a bound word."""
    return _HELD.search(lowered_text(sources)) is not None


def fee_threshold_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The let-offs ``answer`` conditions on a bound of the fee where no output bounds an amount."""
    out: list[Claim] = []
    for s in SENTENCE_SPAN.finditer(answer):
        text = s.group(0)
        bound = _BOUND.search(text)
        if bound is None:
            continue
        off = _LET_OFF.search(text, bound.end()) or _LET_OFF.search(text, 0, bound.start())
        if off is None:
            continue
        rest = _LET_OFF.sub(lambda m: " " * len(m.group(0)), text)  # (its 없이, 안, no)
        if _DOUBT.search(rest) or _bounded(sources):
            continue
        at = s.start() + min(bound.start(), off.start())
        end = s.start() + max(bound.end(), off.end())
        why = "no tool output lets things under a fee off the sticker, the report or the fee"
        out.append(Claim(answer[at:end], "condition", "fee threshold", at, end, why))
    return out
