"""A listed place said by its area's stem and its facility: ``김해 선별장`` for 김해시 재활용품선별장.

An answer shortens a place's name the way people say it: the city, county or district without its
suffix (``김해`` of 김해시, ``해운대`` of 해운대구) and the facility it is, whole or by the head noun
it ends in (``재활용품선별장`` → ``선별장``, ``자원순환센터`` → ``센터``): ``고철을 받는 김해
선별장``, ``창원 재활용센터에 먼저 전화해 보세요``. Such a form names the place as its full name does
(round 50, r50e; prod_holdout41 g59h1-0029, where the good said taken by the 김해 yard was bound to
the other place of the sentence).

Read only for a name made of an area that ends in 시, 군 or 구 with a stem of two syllables or more
(``중구`` gives no ``중``) and a facility after it; the stem alone names nothing (``김해에서``), and a
form two places share names neither (:func:`.goods_records.place_mentions` keeps both, unsure).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["short_forms"]

# the head nouns a facility's name ends in, longest first where one holds another
_HEADS: Final = (
    "선별장", "선별센터", "처리장", "처리시설", "집하장", "사업소", "매립장", "소각장", "센터",
)  # fmt: skip


def short_forms(area: str, facility: str) -> list[str]:
    """The short forms (as pattern text, a space between allowed) of a place named ``area`` +
    ``facility`` (``김해시`` + ``재활용품선별장``): the area's stem with the facility, and with the
    head noun it ends in; [] for an area of no 시, 군 or 구 or a stem of one syllable."""
    if area[-1:] not in ("시", "군", "구") or len(area) < 3 or not area[:-1].isalpha():
        return []
    stem = re.escape(area[:-1])
    tails = [facility] + [h for h in _HEADS if facility.endswith(h) and facility != h][:1]
    return [stem + r"\s?" + r"\s?".join(map(re.escape, t)) for t in tails]
