"""The user's own place, named in a sentence that says the data is not of that place.

A user asks about a place the tools have no record of its own for (``성남 분당 큰쓰레기``: the
rules come for 성남시 as a whole), and the answer says so: ``분당구만 따로 나온 자료는 아니에요``,
``해운대구 자료는 없어서 부산 전체 기준이에요``, ``there is no separate data for Bundang-gu``,
``the figures aren't broken down for Haeundae``. The place is the user's (named in the question,
with or without its 시/군/구 suffix, in Korean or in Latin letters), and the sentence denies that
the outputs hold data of it: no fact of the outputs is stated, so the place is no claim. Round 49
(prod_holdout39 g57h3-0039).

Read only for a place the user named; a place the user did not name (``강남구 자료는 없어요`` to a
user in 분당) is still read as any place is. A sentence with a data word but no denial (``분당구
자료로 안내드려요``) states data of the place and is still read.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["denied_place"]

# a word for the data a sentence may deny is the place's, Korean or English
_DATA: Final = re.compile(r"자료|데이터|정보|통계|기록|\bdata\b|\bfigures\b|\brecords?\b", re.I)
# the denial: Korean after the data word, English anywhere in the sentence
_DENIED_KO: Final = re.compile(r"(?:자료|데이터|정보|통계|기록)[^.!?\n]{0,12}?(?:없|아니|않)")
_DENIED_EN: Final = re.compile(
    r"\b(?:no|not|isn't|aren't|wasn't|doesn't|don't|without)\b|n't\b|\bnothing\b", re.I
)
# a word of the user's text, particles glued on (place_of drops them)
_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z][A-Za-z-]{2,}")


def denied_place(c: Claim, answer: str, user: str, places: PlaceVocabulary) -> bool:
    """Whether place claim ``c`` is the user's place in a sentence that denies the outputs hold
    data of it (see the module docstring)."""
    if c.kind != "place" or not user or not isinstance(c.value, str):
        return False
    lo, hi = next(
        ((s, e) for s, e in sentence_bounds(answer) if s <= c.start < e), (0, len(answer))
    )
    sentence = answer[lo:hi]
    if _DATA.search(sentence) is None:
        return False
    if _DENIED_KO.search(answer, c.end, hi) is None and _DENIED_EN.search(sentence) is None:
        return False
    return any(place_of(w, places) == c.value for w in _WORD.findall(user))
