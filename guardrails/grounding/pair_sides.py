"""The second figure of a pair set side by side: ``(26.8°C vs 25.3°C)``, ``(1,200 vs 180
won/kg)``, ``15,000 대 8,000원``.

The pair restates a comparison the sentence makes ("Aluminium cans fetch about 6.7 times the
steel-can price (1,200 vs 180 won/kg)"): the first figure is the comparison's subject's, the
second the other side's, which the words before the pair need not name in a way a row or a
subject is told by. So the second figure is unsure for the readers that bind a value to the words
before it (:mod:`.backward`, :mod:`.row_names`): a record of its kind holding it supports it.
Round 58: also when the first figure is bare (the unit written once, on the second), which is no
claim of its own, so the figure before the second is not a claim's end — but only where the pair
opens a bracket, as a restatement does: after a name (``PE 450 vs 150 won/kg``) the pair is that
name's two values, and the second stays bound to it (a swap of two such pairs' second figures is
caught). Not where a header above the list names the pair's columns (``Compressed vs flake:``
over ``- PET: 350 vs 650 won/kg``: :mod:`.column_heads`).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.column_heads import column_words

__all__ = ["VERSUS", "second_of_pair"]

# what joins the two figures: "vs", "versus", "대" (and a hedge before the second)
VERSUS: Final = re.compile(r"[\s,]*(?:vs\.?|versus|대)\s+(?:about |roughly |약\s?)?", re.I)
# a figure, bare or with its unit, then the joining word, right before the second figure
_AFTER_FIGURE: Final = re.compile(
    rf"(?<![\d,.])\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?\s?(?P<unit>원|won|°C|℃)?{VERSUS.pattern}$", re.I
)
_HINT: Final = ("vs", "versus", "대")


def second_of_pair(answer: str, start: int, lo: int = 0) -> bool:
    """Whether the figure at ``start`` is the second of a pair: a figure and its joining word
    are right before it (not before ``lo``)."""
    before = answer[max(0, lo, start - 12) : start].lower()
    if not any(w in before for w in _HINT):
        return False
    pair = _AFTER_FIGURE.search(answer, max(0, lo, start - 30), start)
    if pair is None:
        return False
    if pair.group("unit") is None and not answer[: pair.start()].rstrip().endswith(("(", "（")):
        return False  # a bare first figure after a name: the pair is that name's (round 58)
    return not column_words(answer, start)  # a header above names its column (round 52)
