"""A place named only to be set apart from a clause's goods (found on prod_holdout8 g22h3-0067).

The class: **a clause that names a place with an exception word — ``이마트 연수점을 뺀 행정복지센터
4곳에서 받고``, ``이마트를 제외하고``, ``every centre except E-mart Yeonsu``, ``other than the
E-mart`` — says the good is *not* taken there; the place is the one left out, not the holder the
good is bound to.** :mod:`.taken` then never binds the clause's good to that place (unsure, never
flagged: the places that do take it are named by a count or a kind, not by name).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["excepted"]

# the exception word right after a Korean name ("을 뺀", "를 빼고", "을 제외한", "은 빼고")
_AFTER: Final = re.compile(
    r"\s?(?:을|를|은|는)?\s?(?:뺀|빼고|빼면|제외한|제외하고|제외하면|말고)(?![가-힣])"
)
# the exception word right before a Latin or Korean name ("except", "other than", "apart from")
_BEFORE: Final = re.compile(
    r"\b(?:except(?:\sfor)?|excluding|other\sthan|apart\sfrom|besides|but\snot)\s(?:the\s)?$", re.I
)


def excepted(answer: str, start: int, end: int) -> bool:
    """Whether the place named at ``answer[start:end]`` is set apart by an exception word."""
    if _AFTER.match(answer, end):
        return True
    return _BEFORE.search(answer, max(0, start - 24), start) is not None
