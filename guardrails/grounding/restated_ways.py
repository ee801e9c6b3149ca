"""A how-to restated in the answer's own words is the how-to of the district it is said of.

:mod:`.howto_swaps` reads a sticker step or a quoted how-to said of another district. A real
assistant also restates a how-to string unquoted, keeping its opening and changing its verb or
register (``"수거운반업체에 전화신고 후 배출"`` → ``수거운반업체에 전화신고 후 내놓으셔유``, ``…
후 내놓으세요``). The class: **where the stage holds the how-to outputs of two districts or more, a
sentence that writes most (three fifths, eight characters at least, spaces aside) of one
district's how-to string, written in none of the district's own, said of another district —
the place named last before it in its sentence, or else the one district of the outputs the
answer names at all — gives that district another's way.**

Unsure, never flagged: no district bound (none named, or several with none before the step in its
sentence); the lone binding where the user named the district whose how-to it is (the answer may
name it in a form not read here); a hedged sentence or one giving alternatives (``또는``, ``or``);
a run the bound district's own how-to strings also hold.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.howto_swaps import WAY_DOUBT, Way, way_of, ways
from guardrails.grounding.likened import subject_before
from guardrails.grounding.place_words import place_of
from guardrails.grounding.spacing import unspaced
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["restated_way_claims"]

_WORD: Final = re.compile(r"[가-힣]{2,}")
_MIN: Final = 8  # characters of a restated run, spaces aside


def _squeezed(text: str, start: int, end: int) -> tuple[str, list[int]]:
    """``text[start:end]`` without spaces, and each kept character's offset in ``text``."""
    at = [i for i in range(start, end) if not text[i].isspace()]
    return "".join(text[i] for i in at), at


def _named_ways(text: str, found: tuple[Way, ...], places: PlaceVocabulary) -> set[str]:
    """The districts of ``found`` that ``text`` names."""
    out: set[str] = set()
    for m in _WORD.finditer(text):
        w = way_of(place_of(m.group(0), places), found, places)
        if w is not None:
            out.add(w.district)
    return out


def restated_way_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary, user: str = ""
) -> list[Claim]:
    """Most of one district's how-to string restated of another district."""
    found = ways(sources)
    if not found:
        return []
    entries = [
        (w, e) for w in found for line in w.text.split("\n")
        if len(e := unspaced(line)) >= _MIN
    ]  # fmt: skip
    if not entries:
        return []
    named = _named_ways(answer, found, places)
    lone = next(iter(named)) if len(named) == 1 else None
    asked = _named_ways(user, found, places) if user else set()
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        squeezed, at = _squeezed(answer, start, end)
        if len(squeezed) < _MIN or WAY_DOUBT.search(answer, start, end):
            continue
        for way, entry in entries:
            m = SequenceMatcher(None, squeezed, entry, autojunk=False).find_longest_match(
                0, len(squeezed), 0, len(entry)
            )
            if m.size < _MIN or m.size * 5 < len(entry) * 3:
                continue
            run = squeezed[m.a : m.a + m.size]
            place = subject_before(answer, start, at[m.a], places)
            own = way_of(place, found, places)
            if own is None and lone is not None and way.district not in asked:
                own = next((w for w in found if w.district == lone), None)
            if own is None or own.district == way.district:
                continue
            if run in unspaced(own.text):
                continue
            lo, hi = at[m.a], at[m.a + m.size - 1] + 1
            why = f"'{answer[lo:hi]}' is {way.district}'s way of applying, not {own.district}'s"
            out.append(Claim(answer[lo:hi], "condition", "restated", lo, hi, why))
            break
    return out
