"""The user's own price, restated as theirs, is no fact of the outputs.

"지난주에 kg당 100원 받았는데 잘 받은 건가요?" — an answer that compares ("100원에 파셨으면 평균보다
kg당 20원 더 받으신 거라") restates the user's price, not a price of the data. The user's words
support no amount as a fact of the world (a fee or a price said to be the market's is still
flagged), but an amount the user's message states, said in the answer as the user's own deal —
a second-person verb of selling, receiving or paying right after it (``100원에 파셨으면``, ``100원
받으셨다면``, ``100원을 내셨다면``), an adnominal of the user's words right before it (``말씀하신
100원``, ``받으신 100원``), or in English ``you got``, ``you were paid``, ``you sold … for``,
``your`` before it — is the user's figure, held as a term of whatever the answer works out of
it (the difference from the average is still checked: :mod:`.derived_values`). Round 51.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, amount

# the user's deal after the amount: a second-person (honorific) verb of selling, receiving, paying
_OWN_AFTER: Final = re.compile(
    r"\s?(?:/\s?kg|씩)?\s?(?:에|을|를|으로|로)?\s?(?:(?:받고|주고)\s)?"
    r"(?:파셨|파신|파시|받으셨|받으신|받으시|내셨|내신|내시|사셨|사신|주셨|처분하셨|넘기셨)"
    r"|\s?(?:/\s?kg|per\s(?:kg|kilo))?\s(?:that\s)?you\s(?:got|were\s(?:paid|offered|quoted)|received|paid)\b",
    re.I,
)
# … or before it: the user's words restated ("말씀하신 100원", "you got 100 won", "your 100 won")
_OWN_BEFORE: Final = re.compile(
    r"(?:말씀하신|받으신|파신|내신|주신|받으셨다는|파셨다는)\s(?:kg당\s)?$"
    r"|\b(?:you\s(?:got|were\s(?:paid|offered|quoted)|received|paid|sold\s(?:it|them)?\s?(?:at|for))"
    r"|your)\s(?:about\s|around\s)?(?:₩\s?)?$",
    re.I,
)
_USER_MONEY: Final = re.compile(r"(\d{1,3}(?:,\d{3})+|\d+)\s?(?:원|won\b|KRW\b)", re.I)


def user_price(c: Claim, answer: str, user: str) -> bool:
    """Whether money ``c`` is an amount the user's message states, said as the user's own."""
    if c.kind not in ("money", "unit_price") or not user or (v := amount(c)) is None:
        return False
    if not any(float(m.group(1).replace(",", "")) == v for m in _USER_MONEY.finditer(user)):
        return False
    return (
        _OWN_AFTER.match(answer, c.end) is not None
        or _OWN_BEFORE.search(answer, max(0, c.start - 24), c.start) is not None
    )
