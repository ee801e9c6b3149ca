"""A budget set at the dearest of rows the tools do not tell apart is no condition of a row.

Twin rows (one label, two fees: ``피아노`` 11,000원 and 13,000원) leave the user unsure which fee
applies, and an answer often tells them what to plan for: ``예산은 13,000원으로 잡아 두세요``,
``비용은 넉넉히 13,000원으로 잡으세요``, ``Budget 13,000 won to be safe``, ``I'd plan for 13,000
won``. The word before the fee (``예산``, ``budget``) is then the amount set aside, not a word that
picks one of the rows (:mod:`.twins`): read so when the fee is the highest of its group, the
amount that covers either row. A budget at the lower fee (``예산은 11,000원이면 돼요``) covers
only one row, and a row's own word with the budget (``업라이트 예산은 13,000원``) still picks it:
both stay read as conditions.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim

# the words that say an amount is set aside for a cost: a budget noun as the clause's topic or
# a set-aside phrase right after the fee
BUDGET_WORDS: Final = frozenset({"예산", "budget", "budgeting"})
# only connectives before it: a row's own word there ("업라이트 예산은") still picks the row
_LEAD: Final = r"^\s*(?:(?:그래서|그러니|그러니까|따라서|일단|우선|참고로|so|to\sbe\ssafe,?|i'd|i\swould|we'd)\s+)*"
_BUDGET_KO: Final = re.compile(
    _LEAD + r"(?:예산|비용)(?:은|는|을|를|으로|도)?\s?(?:넉넉히|넉넉하게|여유\s?있게)?\s*$", re.I
)
_BUDGET_EN: Final = re.compile(
    _LEAD
    + r"(?:budget(?:ing)?(?:\s(?:for|of|around|about))?|plan\s(?:for|on)|set\saside|put\saside)"
    r"\s(?:about\s|around\s|roughly\s)?(?:₩|krw\s?)?$",
    re.I,
)


def budgeted(clause: str, word: str, c: Claim, groups: tuple[frozenset[int], ...]) -> bool:
    """Whether fee ``c``, whose ``clause`` (the words before it) gave the condition ``word``, is
    a budget set at the highest fee of its group of twin rows."""
    if word.lower() not in BUDGET_WORDS or not isinstance(c.value, int):
        return False
    if not (_BUDGET_KO.search(clause) or _BUDGET_EN.search(clause)):
        return False  # the budget word is not what stands right before the fee
    return any(c.value == max(g) for g in groups if c.value in g)
