"""A district named as what another is likened to is not the subject of the sentence.

An answer comparing two districts writes ``증평군도 금산군처럼 위생매립장에 직접 가져가시면 돼요``,
``창원시도 달서구와 마찬가지로 …``, ``Jeungpyeong, like Geumsan, …``: the way that follows is said
of the first district (``증평군도``), and the second (``금산군처럼``) is only the standard it is
held to. A reader that binds a how-to to the place named last before it would bind it to the
standard, whose own how-to it is, and pass the claim. The class: **a district name followed by a
likening word (``처럼``, ``같이``, ``과/와/이랑 같이``, ``과/와 마찬가지로``, ``과/와 똑같이``) or
after ``like``, ``just like``, ``same as``, ``as in`` is a comparand; the way in its sentence is
said of the district named before it or after it, not of the comparand.** Whether the way is the
subject's own is left to the reader that calls this (:mod:`.howto_swaps`, :mod:`.restated_ways`,
:mod:`.empty_howto`): a ``X도 Y처럼`` sentence whose way both outputs state stays supported.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.place_words import place_of
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["is_likened", "subject_before"]

# the likening words right after a name (its case ending written onto it, or a space apart)
_AFTER: Final = re.compile(
    r"\s?(?:처럼|같이|(?:과|와|이랑|랑|하고)\s?(?:같이|마찬가지|똑같이|동일하게|비슷하게))"
)
# the likening words right before a name ("like Geumsan", "same as in Dalseo")
_BEFORE: Final = re.compile(
    r"\b(?:just\s|much\s)?(?:like|same\sas(?:\sin)?|as\sin|similar\sto)\s(?:in\s)?$", re.I
)
_HANGUL: Final = re.compile(r"[가-힣]*")
_PLACE_WORD: Final = re.compile(
    r"[가-힣]{2,}|[A-Z][a-z]+(?:-[a-z]+)?(?:\s[A-Z][a-z]+(?:-[a-z]+)?)?"
)


def is_likened(text: str, start: int, end: int) -> bool:
    """Whether the name ``text[start:end]`` is a comparand (``금산군처럼``, ``like Geumsan``; a
    stem's suffix may stand between: ``금산`` of ``금산군처럼``)."""
    if _BEFORE.search(text, max(0, start - 20), start):
        return True
    tail = _HANGUL.match(text, end)
    stop = tail.end() if tail else end
    return any(_AFTER.match(text, k) for k in range(end, stop + 1))


def _likened(text: str, m: re.Match[str], places: PlaceVocabulary) -> bool:
    """Whether the word ``m`` is a place a likening ending follows (``금산군처럼``, ``금산군과
    마찬가지로``: the ending written onto the name) or a likening word precedes (``like
    Geumsan``)."""
    word = m.group(0)
    if _BEFORE.search(text, max(0, m.start() - 20), m.start()):
        return True
    return any(
        _AFTER.match(text, m.start() + k) and place_of(word[:k], places)
        for k in range(2, len(word) + 1)
    )


def subject_before(answer: str, start: int, end: int, places: PlaceVocabulary) -> str | None:
    """The place named last in ``answer[start:end]`` that is not a comparand (the ``X`` of
    ``X도 Y처럼``); ``None`` when every place named there is one."""
    named = places_named(answer, start, end, places)
    return named[-1] if named else None


def places_named(
    answer: str, start: int, end: int, places: PlaceVocabulary, *, likening: bool = False
) -> list[str]:
    """Every place named in ``answer[start:end]``, in order, that is not a comparand (round 37:
    ``중구는 …, 계양구는 …`` → ``[중구, 계양구]``; ``금산군처럼 …`` → ``[]``); with ``likening``,
    none at all where one is a comparand (``창원시도 달서구처럼 …`` → ``[]``: the likening's reading)."""
    out: list[str] = []
    for m in _PLACE_WORD.finditer(answer, start, end):
        name = place_of(m.group(0), places)
        if name and not _likened(answer, m, places):
            out.append(name)
        elif name and likening:
            return []
    return out
