"""The known place a word of an answer names.

Many readings ask whether a word is a place of the gazetteer (:class:`.vocabulary.PlaceVocabulary`):
:func:`place_of` reads a word with its particles (``부산에서`` → 부산광역시, ``Busan`` → 부산광역시);
:func:`exact_place` only the place itself, whole or glued to 지역/권역/쪽/의 (``부산지역``), for the readings
where another particle changes what the place is to the sentence (``부산에서 팔면`` is where one sells, not
whose price).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.vocabulary import PlaceVocabulary

_KO_GLUED: Final = re.compile(r"(?:지역|권역|지방|쪽|의)$")


def place_of(word: str, places: PlaceVocabulary) -> str | None:
    """The known place a word names, particles after it dropped (``부산에서`` → 부산광역시,
    ``Busan`` → 부산광역시); ``None`` for any other word."""
    if word.isascii():
        low = word.lower()
        words = low.split()
        for key in (low, words[-1], words[0], low.split("-")[0]):
            name = places.aliases.get(key)
            if name is not None and name in places.names:
                return name
        return None
    for end in range(len(word), 1, -1):
        name = places.aliases.get(word[:end])
        if name is not None and name in places.names:
            return name
        if word[:end] in places.names:
            return word[:end]
    return None


def exact_place(word: str, places: PlaceVocabulary) -> tuple[str, int] | None:
    """The place a word is and its length, whole or glued to 지역/권역/의 (``부산지역``), never
    with another particle (``부산에서`` is where one sells, not whose price)."""
    for stem in (word, _KO_GLUED.sub("", word)):
        name = places.aliases.get(stem, stem if stem in places.names else None)
        if name is not None and name in places.names:
            return name, len(stem)
    return None
