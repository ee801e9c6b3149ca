"""A superlative that picks a row to work with, not a rank of its subject.

The class: **"X를 제일 낮은 요금으로 내면 …", "가장 비싼 가격이면 …", "가장 싼 금액 기준으로", "at the
lowest fee", "if you pay the highest rate"** take the extreme of X's own rows as the basis of what
follows (a total, a working: :mod:`.row_totals` holds that figure to the lowest or highest row);
they do not say X is the cheapest of the rivals. The superlative is then no order claim: a fee
noun follows the order word, then a supposition (``으로 내면``, ``이면``) or ``기준`` (English: ``if``, ``assuming``,
``taking``, ``using`` shortly before the order word, a fee noun after it). ``X가 제일 낮은
요금이에요`` still ranks X.
"""

from __future__ import annotations

import re
from typing import Final

_KO: Final = re.compile(
    r"(?:가장|제일|젤)\s?(?:낮은|높은|싼|비싼|저렴한)\s?(?:요금|가격|금액|수수료|값|단가|시세)\s?"
    r"(?:(?:으로|로)\s?[가-힣]{0,5}면|이면|이라면|기준)"
)
# "if you pay the lowest fee", "taking the highest rate", "assuming the cheapest tier"
_EN: Final = re.compile(
    r"\b(?:if|assuming|taking|using)\b[^.!?\n]{0,30}?\b(?:the\s)?(?P<word>lowest|highest|cheapest)\s"
    r"(?:fee|rate|price|tier|charge)s?\b",
    re.I,
)
_BACK: Final = 40  # the farthest back the English condition is read


def chosen_row(text: str, start: int) -> bool:
    """Whether the order word at ``start`` picks the row a working uses (see the module docstring)."""
    if _KO.match(text, start):
        return True
    return any(
        m.start("word") <= start < m.end("word")
        for m in _EN.finditer(text, max(0, start - _BACK), start + 30)
    )
