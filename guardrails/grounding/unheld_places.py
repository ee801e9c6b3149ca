"""A good said taken by the listed places as a group, unnamed, that no listed place takes.

The class: ``투명페트병·캔·유리병을 받는 곳이 5곳 있습니다``, ``폐건전지를 받는 데는 세 곳이에요``: the
goods of an adnominal frame of taking (:mod:`.taken`'s ``받는``/``수거하는`` …) whose head is the
generic place noun (``곳``/``데``) and a count or a topic, with no place's name after it. The clause
says some of the output's places take each good; :mod:`.taken` binds no one place to it (unsure),
but where every place of the output has a goods list and none of them holds the good, no place
of the list takes it: the good is unsupported, whichever place was meant.

Unsure, never flagged: a place of the outputs with no goods list of its own (it may take
anything), a sentence that denies or doubts the taking (``유리병을 받는 곳은 없어요``, ``… 확인해
보세요``), a head noun followed by a place's name (bound by :mod:`.taken` itself).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.kinds import holds

if TYPE_CHECKING:
    from guardrails.grounding.goods_records import Record

# the generic place noun heading the frame, then its subject or topic particle
_GENERIC_HEAD: Final = re.compile(r"(?:곳|데)(?:이|가|은|는)\s?")
# the rest of the sentence denies, doubts or defers the taking
_DENIED: Final = re.compile(r"없|않|아니|못|드물|확인|문의|모르|\?")


def generic_head(answer: str, at: int, sentence_end: int) -> bool:
    """Whether the frame of taking ending at ``at`` heads ``곳이``/``데는`` (a group of the
    places, unnamed) in a sentence that states the taking, up to ``sentence_end``."""
    m = _GENERIC_HEAD.match(answer, at)
    return m is not None and _DENIED.search(answer, m.end(), sentence_end) is None


def held_by_none(recs: tuple[Record, ...], good: str) -> str | None:
    """Why ``good`` is held by no place of ``recs`` (each with a goods list); None when some
    place holds it or some place has no list to read."""
    if not recs or any(not r.goods for r in recs):
        return None
    for r in recs:
        if any(holds(e, good) for e in (*(r.goods or ()), r.category)):
            return None
    return f"'{good}' is in no listed place's goods"
