"""A thing said not to be there is not the subject of a superlative after it.

The class: **a search said to have found nothing nearby, then the nearest found further out —
``No recycling center was found within 1 km, so here are the nearest within 20 km``, ``반경 1km
안에는 재활용센터가 없어서 가장 가까운 곳을 안내해요`` — names a kind of place in a clause of
absence; that clause denies such a place, it picks none, so its words are no subject of the
superlative that follows (the places listed after it are).** The clause is an English ``no X
(was|were|is|are) found / available / nearby / listed`` or ``there's no X …`` or a Korean ``… 없어서 / 없으니 / 없고 / 없어,``
ending at a comma or 없 … before the superlative in its sentence; the cues inside it are dropped,
words after it stay read (``…, so the nearest Songpa-gu centre`` still names its place).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.cues import Cue

__all__ = ["present_cues"]

_ABSENCE: Final = re.compile(
    r"\b(?:no|none\sof\sthe)\s[^,.;:!?\n]{0,60}?\b(?:was|were|is|are)\s(?:found|available|listed"
    r"|nearby|close\sby|in\srange)\b[^,.;:!?\n]{0,30}?(?:,|;|\s(?=so\b))"
    r"|\bthere(?:'s|’s|\sis|\sare|\swas|\swere)\sno\s[^,.;:!?\n]{0,60}?(?:,|;|\s(?=so\b))"
    r"|[^,.;:!?\n]{0,60}?없(?:어서|으니|고|어|습니다만|지만)(?:,|\s)",
    re.I,
)


def present_cues(answer: str, cues: list[Cue], start: int, end: int) -> list[Cue]:
    """``cues`` (between ``start`` and ``end``, the superlative's sentence before it) without
    those inside a clause of absence."""
    if not cues or ("없" not in answer[start:end] and "no " not in answer[start:end].lower()):
        return cues
    spans = [(m.start(), m.end()) for m in _ABSENCE.finditer(answer, start, end)]
    if not spans:
        return cues
    return [q for q in cues if not any(a <= q.start < b for a, b in spans)]
