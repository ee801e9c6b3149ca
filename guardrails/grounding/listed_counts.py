"""A count right after a list of amounts counts the amounts the answer lists.

Round 51 (r51e): ``장롱 수수료는 10,000원, 12,000원, 15,000원 세 가지로 등록되어 있어요``, ``8,000원과
12,000원 두 가지예요``, ``Fees are 3,000, 5,000 and 7,000 won — three levels in all``: the count says
how many amounts the answer has just listed; each amount is checked as itself, and the count is right
when it is their number. Supported only when the amounts stand right before the count, joined by list
marks alone (``,``, ``·``, ``/``, ``와``/``과``, ``and``, ``or``), two of them at least, and no noun of
items follows the count (``세 가지 품목`` counts items). A count that is not their number (``10,000원,
12,000원 세 가지``) is left to the other readings of counts.

The count says how many amounts *the data* lists, so the amounts must be the outputs' own and each
one of them (the round-51 merge): an amount said twice (``4,000원, 4,000원, 7,000원 세 가지``) or one
no output holds (``3,000원·13,000원·9,000원``, where 13,000원 is only the answer's own total) makes no
count of the data's amounts, and the count is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final, SupportsFloat

from guardrails.grounding.claims import Claim

__all__ = ["counts_listed_amounts"]

_MONEY: Final = frozenset({"money", "unit_price"})
# what may join two amounts of one list, and stand between the last and the count
_JOIN: Final = re.compile(r"\s?(?:[,、·/]|와|과|및|,?\s(?:and|or))\s?|\s", re.I)
_TO_COUNT: Final = re.compile(
    r"(?:\s?(?:[—–:-]|이렇게|등|으로|총|모두|in\sall|in\stotal)?\s?){0,2}", re.I
)
_ITEMS_AFTER: Final = re.compile(r"\s?(?:품목|항목|물품|제품|규격|items?\b|things?\b)", re.I)


def _amount(m: Claim) -> float | None:
    v = m.value[0] if isinstance(m.value, tuple) and m.value else m.value
    return float(v) if isinstance(v, SupportsFloat) and not isinstance(v, bool) else None


def counts_listed_amounts(
    c: Claim, answer: str, claims: Sequence[Claim], held: frozenset[float]
) -> bool:
    """Whether count ``c`` is the number of amounts listed right before it (module docstring)."""
    if c.kind != "count" or not isinstance(c.value, int) or isinstance(c.value, bool):
        return False
    if _ITEMS_AFTER.match(answer, c.end):
        return False
    before = sorted(
        (m for m in claims if m.kind in _MONEY and m.end <= c.start), key=lambda m: m.end
    )
    if not before or not _TO_COUNT.fullmatch(answer, before[-1].end, c.start):
        return False
    listed, edge = [before[-1]], before[-1].start
    for m in reversed(before[:-1]):
        if not _JOIN.fullmatch(answer, m.end, edge):
            break
        listed, edge = [m, *listed], m.start
    amounts = [_amount(m) for m in listed]
    return (
        len(listed) >= 2
        and len(listed) == c.value
        and len(set(amounts)) == len(amounts)
        and all(a is not None and a in held for a in amounts)
    )
