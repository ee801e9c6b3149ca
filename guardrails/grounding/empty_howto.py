"""Another district's way, said of a district whose own how-to record lists none.

A rules output of a district may list no way at all (``"application_methods": [], "places": []``
and a note to ask the department); a second district's output in the same turn lists its own
(``["배출신고후 배출"]``). An answer comparing the two that writes the second district's way under
the first (``- 인천 서구: 배출신고 후 배출 / 문의 자원순환과 …``) gives the first a way no output
gives it. :mod:`.howto_swaps` reads a quoted how-to and a sticker step; this module reads the
other district's how-to string written out plainly, spaces aside, after the empty district's name
(the district the answer names last before it, within its sentence or list line).

Read only where two how-to records or more are in the stage and one of them lists nothing. A
string is read when it is at least four letters long without spaces and no how-to of the empty
district holds it. Unsure, never flagged: a negated, asked or hedged stretch between the name and
the string (``서구는 자료에 없고, 남동구는 배출신고 후 배출``: the later name binds it), alternatives.
"""

from __future__ import annotations

from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.disposal_places import district_names
from guardrails.grounding.hedges import unsure
from guardrails.grounding.likened import is_likened
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.spacing import unspaced

__all__ = ["empty_howto_claims"]

_KEYS: Final = ("application_methods", "places")
_UNSURE: Final = unsure(r"또는|\bor\b|확인|check|문의하|ask")

# (names of an empty district, names of every other district with a way, their compact ways)
Stage = tuple[tuple[tuple[str, ...], ...], tuple[str, ...], tuple[str, ...]]


@per_stage
def _stage(sources: tuple[str, ...]) -> Stage | None:
    empty: list[tuple[str, ...]] = []
    others: list[str] = []
    ways: set[str] = set()
    for obj in json_objects(sources):
        if not all(isinstance(obj.get(k), list) for k in _KEYS):
            continue
        strings = [v for k in _KEYS for v in obj[k] if isinstance(v, str)]
        names = district_names(obj)
        if not names:
            continue
        if not strings:
            empty.append(names)
        else:
            others.extend(names)
            ways.update(c for v in strings if len(c := unspaced(v)) >= 4)
    if not empty or not ways:
        return None
    return tuple(empty), tuple(others), tuple(sorted(ways, key=len, reverse=True))


def _last_name(line: str, end: int, names: tuple[str, ...]) -> int:
    """Where ``line[:end]`` last names one of ``names`` as a subject, not as the comparand of
    ``X도 Y처럼`` (:mod:`.likened`: the way is said of X); -1 when it does not."""
    low = line[:end].lower()
    best = -1
    for n in names:
        i = low.rfind(n.lower())
        while i > best and is_likened(line, i, i + len(n)):
            i = low.rfind(n.lower(), 0, i)
        best = max(best, i)
    return best


def empty_howto_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Ways of other districts ``answer`` writes under a district whose how-to lists none."""
    stage = _stage(sources)
    if stage is None:
        return []
    empties, others, ways = stage
    out: list[Claim] = []
    for line in SENTENCE_SPAN.finditer(answer):
        text = line.group(0)
        compact, where = [], []  # the line without spaces, and each letter's place in it
        for i, ch in enumerate(text):
            if not ch.isspace():
                compact.append(ch)
                where.append(i)
        joined = "".join(compact)
        for way in ways:
            k = joined.find(way)
            if k < 0:
                continue
            lo, hi = where[k], where[k + len(way) - 1] + 1
            other_at = _last_name(text, lo, others)
            for names in empties:
                at = _last_name(text, lo, names)
                if at < 0 or at < other_at or _UNSURE.search(text, at, hi):
                    continue
                why = (
                    "that district's how-to lists no way; another district's output gives this one"
                )
                start = line.start() + lo
                out.append(Claim(text[lo:hi], "condition", way, start, line.start() + hi, why))
                break
            break  # the longest way the line holds is the one read (the shorter lie inside it)
    return out
