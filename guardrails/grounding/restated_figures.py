"""A worked-out figure said again: as a term of a later working, or in a closing summary.

An answer that works out amounts often says them again. Three products, then their sum
(``PET는 kg당 350원이라 20kg이면 7,000원, … 다 합치면 7,000 + 3,600 + 4,000 = 14,600원``); two
sums, then the range they span (``At the low end, 6,500 + 5,000 = 11,500 won; at the high end,
10,400 + 15,000 = 25,400 won. So budget between 11,500 and 25,400 won``). The second saying
states no new fact: it points back at a figure the answer worked out and that was supported
there. Read afresh it is a number no tool output gives, and it was flagged.

A figure (an amount, or a bare number) is supported here when

* no tool output gives its amount (so it can only be something the answer worked out, never a
  row's fee said again of another row),
* the same amount was stated earlier in the answer as an amount and found supported there, and
* it is said as that figure again: a term of a written working (``+`` or ``=`` next to it), or
  in a sentence that states no quantity before it (a weight or count there would make it a new
  working of its own — ``신문지 30kg이면 7,000원`` after PET's 7,000원 is checked as that).

Round 56: a price per kg worked out as a gap (``PP 520 vs 180 (340 won/kg)``) said again as that
gap (``So PP has the biggest premium at 340 won/kg``): the same rate, supported earlier, in a
sentence that names a gap (premium, difference, 차이 …), so a gap given later as a row's price is
still read as a price.

A worked-out figure that was wrong where first stated was flagged there and is not in
``supported``, so its repetition stays flagged too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim, amount, sentence_around
from guardrails.grounding.derived_values import GAP_NOUN

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

_KINDS: Final = frozenset({"money", "number", "unit_price"})
_QUANTITIES: Final = frozenset({"count", "weight", "size", "volume", "area"})
_WORKING_AFTER: Final = re.compile(r"\s?(?:원|won)?\s?[+=]")
_WORKING_BEFORE: Final = re.compile(r"\+\s?$")


def _amount(c: Claim) -> float | None:
    if c.kind == "number" and isinstance(c.value, tuple) and c.value[1] is not None:
        return None  # "20kg": a quantity, not an amount
    return amount(c)


def _in_working(c: Claim, answer: str) -> bool:
    return bool(
        _WORKING_AFTER.match(answer, c.end)
        or _WORKING_BEFORE.search(answer, max(0, c.start - 3), c.start)
    )


def restated_figure(
    c: Claim, answer: str, evidence: Evidence, supported: Sequence[Claim], claims: Sequence[Claim]
) -> bool:
    """Whether ``c`` says again a figure the answer worked out and supported earlier (see the
    module docstring); ``supported``: the claims already found supported, in answer order."""
    if c.kind not in _KINDS or not supported:
        return False
    v = _amount(c)
    if v is None or v in evidence.money or v in evidence.numbers:
        return False
    if c.kind == "unit_price":  # a gap per kg said again, in a sentence that names a gap
        if not any(
            s.kind == "unit_price" and s.end <= c.start and s.value == c.value for s in supported
        ) or not GAP_NOUN.search(answer, sentence_around(answer, c.start)[0], c.start):
            return False
    elif not any(s.kind == "money" and s.end <= c.start and _amount(s) == v for s in supported):
        return False
    if _in_working(c, answer):
        return True
    start = sentence_around(answer, c.start)[0]
    return not any(
        start <= e.start
        and e.end <= c.start
        and (e.kind in _QUANTITIES or (e.kind == "number" and _amount(e) is None))
        for e in claims
    )
