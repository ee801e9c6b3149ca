"""A least quantity after ``if``: advice, unless the sentence goes on to let something off.

``if you have two or more items, book them together`` is advice (:mod:`.rule_terms` reads no bound
after ``if``). ``If you have five or more chairs, Iksan waives the fee for the extra ones`` is a
rule: the clause after the bound states an exemption or a free (``waives``, ``exempt``, ``free``,
``no fee``, ``at no charge``), and the bound is its condition, held to the bounds the outputs state
like a Korean ``5개 이상이면 … 면제`` (round 49, r49a).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["advice_if"]

_IF: Final = re.compile(r"\bif\b", re.I)
# an exemption or a free in the clauses after the bound
_LET_OFF: Final = re.compile(
    r"\bwaive[sd]?\b|\bwaiver\b|\bexempt\w*|\b(?:is|are|go|goes|come|comes)\s(?:\w+\s)?free\b"
    r"|\bfor\sfree\b|\bfree\sof\scharge\b|\bno\s(?:extra\s)?(?:fee|charge)s?\b|\bat\sno\s(?:extra\s)?(?:cost|charge)\b"
    r"|\bdon't\s(?:have\sto\s)?pay\b",
    re.I,
)


def advice_if(rest: str, after: str) -> bool:
    """Whether a bound's clause ``rest`` is advice: it says ``if`` and the rest of its sentence,
    ``after``, lets nothing off."""
    return _IF.search(rest) is not None and _LET_OFF.search(after) is None
