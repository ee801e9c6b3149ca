"""A range said of a list of holders: each end is some listed holder's value.

``나머지는 두레생협 소래역점·논현점, 장수서창동·선학동 행정복지센터로 약 6.8~10.4km 거리예요`` and
``the other three are 1.2–2.5 km away (A, B and C)`` give one range for several places. The
nearest name before an end (``선학동 행정복지센터``) is not its holder: the range spans the
list, so its low end is the nearest listed place and its high end the farthest. Binding reads
only the nearest subject, so the low end was flagged as another place's distance.

This reads an end of a written range (``lo~hi``, ``lo–hi``, ``lo-hi``, ``lo to hi``) whose value
some record holds: it is supported when that record is named in the range's sentence by a word
that only that record holds among the candidates (a place's own name, not ``행정복지센터`` that
several share, nor the district every row of a fee list holds), in a sentence that names two such
records at least (a list); a word a few records share (``two Haenam shops and Yeongam's
sorting facility are 16–20 km out``: both shops are in Haenam) names each of them beside a record
named by its own word. A value no record holds is still flagged (the matches are the value's own), and a range
whose ends are held only by places the sentence does not name is still unbound.

Round 55: a list left open right before the range (``나머지 4곳(종합재활용센터, 사상구재활용센터
등, 약 10~10.2km)``, ``A, B, etc., 1.2–2.5 km``, ``A, B and others: …``) names some of the
places the range spans, not all: an end may be an unnamed one's (10.2 km is the farthest of the
four, the two named are at 10.0 and 10.1 km), so an end some record holds is supported once the
list names two holders.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.records import Fact
from guardrails.grounding.slots import Split
from guardrails.grounding.subjects import Context

_KINDS: Final = frozenset({"distance", "money", "unit_price"})
_TO_NEXT = re.compile(r"\s?(?:[~～–-]|to\s)\s?(?:약\s?|about\s)?\d")  # the low end: lo~hi
_FROM_LAST = re.compile(r"\d\s?(?:[~～–-]|\sto)\s?(?:약\s?|about\s)?$")  # the high end
# a list left open right before the range, then its low end if the value is the high one
# ("A, B 등, 약 10~", "A, B, etc. (1.2–", "A and others: ")
_OPEN_BEFORE = re.compile(
    r"(?:(?<![가-힣])등(?:등)?|\betc\.?|\band (?:others|so on|more|the like))\)?\s?[,:(—–]?\s?"
    r"(?:약\s?|about\s|around\s|roughly\s)?(?:[\d.,]+\s?(?:km|m|원|won)?\s?(?:[~～–-]|to\s)\s?"
    r"(?:약\s?|about\s)?)?$",
    re.I,
)


def range_end(c: Claim, answer: str) -> bool:
    """Whether ``c`` is one end of a written range of two values."""
    if _TO_NEXT.match(answer, c.end):
        return True
    return _FROM_LAST.search(answer, max(0, c.start - 12), c.start) is not None


def listed_range_end(
    c: Claim, matches: Sequence[Fact], candidates: Sequence[Fact], ctx: Context, split: Split
) -> bool:
    """Whether ``c`` is an end of a range whose sentence lists several holders by their own
    names and names among them a record holding ``c``'s value (see the module docstring)."""
    if c.kind not in _KINDS or not matches or not range_end(c, ctx.answer):
        return False
    start, stop = sentence_around(ctx.answer, c.start)
    words = {
        q.token
        for q in ctx.cues_in(start, stop)
        if not q.qualifier and q.token in split.some and q.token not in split.every
    }
    if len(words) < 2:
        return False
    holders: dict[str, set[int]] = {}
    for f in candidates:
        if words <= f.tokens:
            continue  # the search around the list (its radius) holds every listed name
        for w in words & f.tokens:
            holders.setdefault(w, set()).add(f.record)
    own = {w: next(iter(r)) for w, r in holders.items() if len(r) == 1}  # a word of one record
    if not own:
        return False
    # "two Haenam shops and Yeongam's facility": a word a few records share names them as a group
    # beside a record named by its own word (a word of every candidate names none)
    every = len({f.record for f in candidates})
    named = set(own.values()) | {r for rs in holders.values() if 1 < len(rs) < every for r in rs}
    if len(named) < 2:  # a list names two holders at least
        return False
    if _OPEN_BEFORE.search(ctx.answer, max(0, c.start - 40), c.start):
        return True  # "A, B 등, 약 10~10.2km": the list's unnamed places too (round 55)
    return any(f.record in named for f in matches)
