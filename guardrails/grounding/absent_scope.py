"""A region named only to say its data is missing names no subject of the values after it.

``캔 값은 전남 권역 시세가 없어서 전국 평균(2025-01 조사)으로 알려드려요``: the price output has no
전남 rows (its note says so) and gives the nationwide average. 전남 is named in a clause that says
its data is missing (``… 없어서``, ``… 없어``, ``… 없으니``, ``… 없고``, ``… 없는데``, ``… 없지만``); the value
after that clause is said of what the answer gives instead (전국), not of 전남. The class: **the
subject words that stand only in an earlier clause of the value's sentence which ends in an
absence (``없어서/없으니/없고/없는데/없지만``, ``there is no … so``) are no subject of the value**.
Other slots still bind it; with none left, the binding of the value's own clause decides.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import sentence_around

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.slots import Slot

__all__ = ["GATE", "past_absence"]

GATE: Final = "없"
# a clause that ends in an absence, up to its connective
_ABSENT_END = re.compile(r"없(?:어서|어|으니(?:까)?|고|는데|지만|으므로)(?=[\s,])")


def past_absence(c: Claim, cues: list[Slot], answer: str) -> list[Slot]:
    """``cues`` without the slots that stand only in an earlier absent clause of the sentence."""
    if len(cues) < 2:
        return cues
    start = sentence_around(answer, c.start)[0]
    ends = [m.end() for m in _ABSENT_END.finditer(answer, start, c.start)]
    if not ends:
        return cues
    cut = ends[-1]
    kept = [s for s in cues if not all(start <= q.start < cut for q in s)]
    return kept or cues
