"""A total stated first, over the list lines that state its terms right below it.

Answers often lead with the sum and then list what it adds up ("둘 다 합치면 total 8,000원이에요." /
"- 금산군 전자렌지: 3,000원" / "- 파주시 (부품파손) 텔레비전: 5,000원", "Altogether 9,000 won:" /
"- sofa: 6,000 won" / "- chair: 3,000 won"): the figure is the sum of the amounts of that run of
list lines, whichever outputs (districts, searches) each line's amount comes from. It is the
mirror of :mod:`.stated_totals`' total line after its terms.

Read only where the figure's line says it totals (a sum word before the figure: 합치면, 합계,
총, 모두 해서, total, altogether, combined) and holds no other amount nor a choice (또는, ~, or), and
the next line opens a run of at least two list lines each stating one amount (a line's amount is
what its working comes to, :func:`.stated_totals.line_term`); the run ends at the first line
that is no list line or states no amount. It only supports: a figure that is not the sum is left
to the other readings (a fabricated term is caught on its own line).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.approx import rounding_tolerance
from guardrails.grounding.claims import Claim
from guardrails.grounding.stated_totals import ABOUT, LIST_LINE, line_term
from guardrails.grounding.sum_words import SUM_VERBS

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

# a sum word before the figure on its line
_SUM_WORD: Final = re.compile(
    SUM_VERBS + r"|합쳐|총", re.I
)  # a bare 총: the line itself must total
_CHOICE: Final = re.compile(
    r"또는|이나|거나|~|～|\bor\b|부터|사이|between|최소|최대|least|most", re.I
)
_MOST_TERMS: Final = 6


def total_above(c: Claim, ctx: Context) -> bool:
    """Whether money figure ``c`` is the sum of the list lines right below its line (module
    docstring)."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return False
    answer = ctx.answer
    lo = answer.rfind("\n", 0, c.start) + 1
    hi = answer.find("\n", c.end)
    if hi < 0 or not _SUM_WORD.search(answer, lo, c.start):
        return False
    if _CHOICE.search(answer, lo, hi) or any(
        e.kind == "money" and lo <= e.start < hi and e is not c for e in ctx.claims
    ):
        return False  # a range, a choice or a second amount: not one total
    terms: list[float] = []
    start = hi + 1
    while start < len(answer) and len(terms) <= _MOST_TERMS:
        end = answer.find("\n", start)
        end = len(answer) if end < 0 else end
        if not LIST_LINE.match(answer, start, end):
            break
        term = line_term(ctx, start, end)
        if term is None:
            break
        terms.append(term)
        start = end + 1
    if not 2 <= len(terms) <= _MOST_TERMS:
        return False
    about = ABOUT.search(answer, lo, c.start) or ABOUT.match(answer, c.end)
    tol = rounding_tolerance(c) if about else 1e-6
    return abs(sum(terms) - float(c.value)) <= tol
