"""An amount said again as the conclusion of a reason is one term of a total, not two.

Answers often give a row's fee and then say what it makes the user's thing ("폭 120cm 이상이
18,000원이라 130cm짜리는 18,000원이고, 하단받침이 2,000원이라 합계 20,000원", "over 120 cm is
18,000 won, so yours is 18,000 won; with the 2,000 won base that's 20,000 won in total"): the
second 18,000원 restates the first for the user's item. A total over the amounts of its clause
(:mod:`.stated_totals`) may then count it once.

The reading: **an amount equal to the amount right before it, the gap between them opening with
a word of reason or conclusion (이라, 이라서, 이니까, 이므로, so, which means, meaning), is that
amount restated.** :func:`concluded` gives the terms with such restatements left out; the total
reader accepts either sum (every term, or the terms without restatements), so the reading can
only support a total, never flag one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim, amount

# the gap after the first amount: its currency word, then a word of reason or conclusion
_CONCLUDES: Final = re.compile(
    r"\s?(?:원|won)?\s?(?:\)\s?)?(?:이?라서?|이?니까|이므로|이어서|,?\s?(?:so|which means|meaning|hence)\b)",
    re.I,
)
_MOST_GAP: Final = 40  # characters between the amount and its restatement


def concluded(terms: Sequence[Claim], answer: str) -> list[Claim]:
    """``terms`` without each amount that restates the amount right before it (module docstring)."""
    out: list[Claim] = []
    for n, e in enumerate(terms):
        prev = terms[n - 1] if n else None
        if (
            prev is not None
            and amount(prev) == amount(e)
            and e.start - prev.end <= _MOST_GAP
            and _CONCLUDES.match(answer, prev.end, e.start)
        ):
            continue
        out.append(e)
    return out
