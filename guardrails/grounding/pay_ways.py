"""A way of paying a fee that the outputs' list of payment ways does not name.

A district's how-to output may say how its fee is paid (``"payment": ["신용카드", "계좌이체"]``,
``"payment": "온라인 카드결제 또는 행정복지센터 방문 시 카드 납부"``). An answer that adds a way —
``you can pay by credit card, bank transfer or KakaoPay``, ``수수료는 현금으로도 낼 수 있어요``, ``or pay
the driver in cash at pickup`` — states a payment the district does not take, by the outputs' word.
(:mod:`.listed` reads a Korean enumeration against the list word for word; this reads the way's
class, in either language, so a translated list is read too.)

Classes: cash (현금, cash), card (카드, card), transfer (계좌, 이체, 무통장, transfer, virtual account;
in an output also a deposit, :data:`DEPOSIT`: ``수수료 입금 후 배출`` is paid by bank transfer),
mobile pay (카카오페이, 네이버페이, 토스, 페이코, 삼성페이, 간편결제, KakaoPay, Naver Pay, Toss, Payco,
Samsung Pay). A class word is read in a sentence with an act of paying (결제, 납부, 내, 지불, pay,
paid, payment; round 44: also glued to a Korean particle, ``Payment는 … 카드로 하시면 되고``,
but not ``Payload``); it is supported when some output's payment value (a key that says
payment, 결제 or 납부) names that class. Over outputs with no such value (a fee list, a district's rules
without a payment field), it is supported when any output text names the class at all: a fee
said payable "현금으로만" or "by card at the 주민센터" over a bare fee list is invented (round 33:
``수수료는 읍·면사무소에서 현금으로만 내실 수 있어요`` over a fee list). Unsure, never flagged: a
negated, asked or hedged sentence (``현금은 안 돼요``, ``can't pay in cash``), advice to check.

Round 50: a way written in English glued to a Korean particle is the way too (``결제는
주민센터에서 card로 가능해요``, ``cash로만``, ``KakaoPay로도``): a Latin word ends at the next
non-Latin letter, not at a word boundary (a Hangul particle is a word character).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.nodes import entries, lowered_text, parsed, per_stage, strings_under
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["DEPOSIT", "TRANSFER_HELD", "pay_way_claims"]

# what an output says of a fee paid into an account ("수거업체 전화접수 및 수수료 입금 후 배출"):
# a transfer, in any language an answer translates it to ("pay the fee by bank transfer")
DEPOSIT: Final = r"입금|송금"
# what in an output's text carries the transfer class (also read by :mod:`.service_classes`)
TRANSFER_HELD: Final = rf"계좌|이체|무통장|transfer|account|{DEPOSIT}"
# class → (how an answer says it, what in a payment value carries it)
_WAYS: Final[dict[str, tuple[re.Pattern[str], re.Pattern[str]]]] = {
    "cash": (re.compile(r"현금|(?<![a-z])cash(?![a-z])", re.I), re.compile(r"현금|cash")),
    "card": (
        re.compile(r"카드|(?<![a-z])(?:(?:credit|debit)\s?)?cards?(?![a-z])", re.I),
        re.compile(r"카드|card"),
    ),
    "transfer": (
        re.compile(
            r"계좌|이체|무통장|(?<![a-z])(?:bank\s)?transfers?(?![a-z])|\bvirtual\saccounts?(?![a-z])",
            re.I,
        ),
        re.compile(TRANSFER_HELD),
    ),
    "mobile pay": (
        re.compile(r"카카오\s?페이|네이버\s?페이|토스|페이코|삼성\s?페이|간편\s?결제"
                   r"|(?<![a-z])(?:kakao\s?pay|naver\s?pay|toss|payco|samsung\s?pay)(?![a-z])", re.I),
        re.compile(r"페이|토스|간편|pay\b|toss|payco"),
    ),
}  # fmt: skip
_PAY: Final = re.compile(
    r"결제|납부|낼\s?수|내도|내시|내실|내셔|내면|내세요|지불|\bpa(?:y|ys|id|ying|yment)(?![a-z])",
    re.I,
)
_KEY: Final = re.compile(r"pay|결제|납부", re.I)
# any way at all, once per answer (most answers name none, and then no sentence is read)
_WAY_HINTS: Final = ("현금", "cash", "카드", "card", "계좌", "이체", "무통장", "transfer", "account",
                     "페이", "pay", "토스", "toss", "간편")  # fmt: skip
# a habit, not a rule of the district ("결제는 보통 카드로 많이 해요", "people usually pay by card")
_HABIT: Final = r"보통|대개|대부분|흔히|\busually\b|\btypically\b|\bgenerally\b|\bmostly\b"
_DOUBT: Final = unsure(rf"아니|확인|문의|\bcheck|\bconfirm|\bask\b|{_HABIT}|{INDIRECT_QUESTION}")


@per_stage
def _payment_text(sources: tuple[str, ...]) -> str | None:
    """The text of every payment value of the outputs, lower-cased (None when there is none)."""
    found: list[str] = []
    for root in parsed(sources):
        for key, value in entries(root):
            if isinstance(key, str) and _KEY.search(key):
                found += strings_under(value)
    return " ".join(found).lower() if found else None


def pay_way_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The ways of paying ``answer`` states that no payment value of the outputs names."""
    if not contains_any(answer.lower(), _WAY_HINTS) or _PAY.search(answer) is None:
        return []
    paid = _payment_text(sources)
    if paid is None:
        paid = lowered_text(sources)  # no payment value: a way no output names at all
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        if _PAY.search(sentence) is None or _DOUBT.search(sentence):
            continue
        for name, (said, carried) in _WAYS.items():
            if carried.search(paid):
                continue
            for m in said.finditer(sentence):
                why = f"the outputs' payment ways name no {name}"
                out.append(
                    Claim(m.group(), "condition", name, start + m.start(), start + m.end(), why)
                )
    return out
