"""Where words and requests end in a message: morpheme boundaries for short cues, hard breaks for
clauses and negation scope."""

from __future__ import annotations

import re
from collections.abc import Iterable

from specialists.korean.morph import Token

__all__ = ["HANGUL", "HARD_BREAK", "on_boundary", "token_boundaries"]

HANGUL = re.compile(r"[가-힣ㄱ-ㅎㅏ-ㅣ]")
_ALNUM = re.compile(r"[A-Za-z0-9]")
# Where a request may end: sentence ends, list markers, separators (never a decimal point).
# In chat a run of ㅋ/ㅎ/ㅠ (laughing, crying) ends a sentence too.
HARD_BREAK = re.compile(
    r"[?!;\n]+|(?<!\d)[.。]+(?!\d)|[,+/·]|(?:^|\s)(?:\d[.)]|\(\w\)|\w\))\s|[ㅋㅎㅠㅜ]{2,}"
)
# What may follow a two-syllable noun cue inside one word: particles and the copula (시세요, 비가).
_PARTICLE_START = frozenset("요은는이가도만를을랑좀야인에의와과로하해했한합함할")
# Nouns that head a compound after a thing's name: 스뎅값, 구리값 (the price *of* the thing).
_COMPOUND_HEADS = frozenset("값")


def token_boundaries(tokens: Iterable[Token]) -> tuple[frozenset[int], frozenset[int]]:
    starts, ends = set(), set()
    for tok in tokens:
        starts.add(tok.start)
        ends.add(tok.end)
    return frozenset(starts), frozenset(ends)


def on_boundary(
    text: str, start: int, end: int, starts: frozenset[int], ends: frozenset[int]
) -> bool:
    word = text[start:end]
    if word.isascii():
        before, after = text[start - 1 : start], text[end : end + 1]
        if not word[-1:].isalnum():
            return not (before and _ALNUM.match(before) and word[:1].isalnum())
        plural = after.lower() == "s" and not _ALNUM.match(text[end + 1 : end + 2] or " ")
        return not (before and _ALNUM.match(before)) and not (
            after and _ALNUM.match(after) and not plural
        )
    compact = word.replace(" ", "")
    if len(compact) >= 3:
        return True  # a long cue is never a part of an unrelated word
    start_ok = start == 0 or not HANGUL.match(text[start - 1]) or start in starts
    if not start_ok:
        return False
    if len(compact) >= 3:
        return True
    if end >= len(text) or not HANGUL.match(text[end]) or end in ends:
        return True
    return len(compact) == 2 and (text[end] in _PARTICLE_START or text[end] in _COMPOUND_HEADS)
