"""A bin or box of goods named as a landmark: where a place is, not what it takes.

A place's location is often given by what stands beside it (``옷수거함 옆``, ``폐건전지수거함 앞``,
``의류수거함 근처``, ``next to the clothing bin``, ``beside the battery box``): the goods words of such
a landmark name the bin that stands there, and say nothing of the goods the place itself takes (a
medicine bin ``옷수거함 옆`` takes no clothes). Round 49 (prod_holdout40 g58h1-0082: a list line
``- 금강아파트: 약 135m · 봉수로 170, 옷수거함 옆`` copies the bin's own ``detail``; its ``옷`` was read
as goods the medicine bin takes).

A landmark is a goods word glued to or just before a container word (``수거함``, ``함``, ``통``,
``박스``, ``bin``, ``box``), then a word of position (``옆``, ``앞``, ``뒤``, ``근처``, ``맞은편``;
English ``next to``, ``beside``, ``near``, ``behind``, ``in front of``, ``opposite`` before it). A
good said taken in so many words (``옷수거함도 있어요``, ``takes clothes``) is no landmark and is
still read by :mod:`.taken`.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["GATE", "landmark_spans"]

# a cue of position, asked before any pattern runs (most answers hold none)
GATE: Final = re.compile(
    r"옆|앞|뒤|근처|맞은\s?편|건너\s?편|next to|beside|near|behind|in front of|opposite", re.I
)
_CONTAINER_KO: Final = r"(?:수거\s?함|수거\s?통|수거\s?박스|함|통|박스)"
_KO: Final = re.compile(
    rf"[가-힣A-Za-z]{{1,8}}\s?{_CONTAINER_KO}\s?(?:의\s)?(?:바로\s)?"
    r"(?:옆|앞|뒤|근처|맞은\s?편|건너\s?편)(?:[에쪽이]|(?![가-힣]))"
)
_EN: Final = re.compile(
    r"\b(?:next to|beside|near|behind|in front of|opposite)\s(?:the\s|a\s)?"
    r"(?:[a-z-]+\s){1,3}?(?:collection\s)?(?:bins?|box(?:es)?|containers?)\b",
    re.I,
)


def landmark_spans(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that name a bin or box as a landmark of position (see the module
    docstring); [] where no word of position is written."""
    if GATE.search(text) is None:
        return []
    return [m.span() for m in _KO.finditer(text)] + [m.span() for m in _EN.finditer(text)]


def in_landmark(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether ``[start, end)`` lies inside one of ``spans``."""
    return any(a <= start and end <= b for a, b in spans)
