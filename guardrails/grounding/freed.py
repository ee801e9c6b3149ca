"""A total less the fee of an item the answer says can go free.

After a total of two fees (``둘 합치면 10,000원``), an answer notes that one item may be
collected free and gives what is left: ``세탁기는 폐가전제품 무상방문수거로 무료 배출도 가능하니,
그러면 6,000원만 드는 셈이에요``, ``If the washer goes to the free take-back service, you'd only pay
6,000 won``. The amount left is the total less the freed item's fee; the sentence names the freed
item, so binding read the amount as that item's fee and flagged it.

In a sentence that says something goes free (무료, 무상, free, no charge), an amount is supported
when it is a total the answer stated and had supported earlier (in a sentence with a sum word:
합치면, 합계, 총, total, together, ``+``) less a fee of the item the
sentence names before the amount (an evidence fee whose record holds one of those names). The
freed item's own fee given as what is left (10,000 − 6,000 where the washer's is 4,000) does not
come out, and stays flagged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim, amount, sentence_around
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.subjects import Context

_SUM: Final = re.compile(
    r"합치|합계|합산|총|모두|다 해서|\+|\btotal|together|in all|combined", re.I
)
_FREE: Final = re.compile(r"무료|무상|공짜|\bfree\b|no (?:charge|fee)", re.I)


def total_less_freed(c: Claim, ctx: Context, ev: Evidence, supported: Sequence[Claim]) -> bool:
    """Whether money claim ``c`` is a total stated earlier less the fee of an item its
    sentence says can go free (see the module docstring)."""
    left = amount(c) if c.kind == "money" else None
    if left is None or not ctx.cues:
        return False
    start, _ = sentence_around(ctx.answer, c.start)
    if not _FREE.search(ctx.answer, start, c.start):
        return False
    totals = {
        a
        for s in supported
        if s.kind == "money"
        and s.end <= start
        and (a := amount(s)) is not None
        and a > left
        and _SUM.search(ctx.answer, *sentence_around(ctx.answer, s.start))
    }
    if not totals:
        return False
    names = {q.token for q in ctx.cues_in(start, c.start) if not q.qualifier}
    if not names:
        return False
    freed = {
        float(f.value)
        for f in ev.of("money")
        if isinstance(f.value, int | float) and not names.isdisjoint(f.tokens)
    }
    return any(t - fee == left for t in totals for fee in freed)
