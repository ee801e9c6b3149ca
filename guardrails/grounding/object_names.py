"""A good among the goods a sentence says are taken names no taker: ``투명·유색 페트병, 판PET,
종이박스, 캔 등을 받아요`` says what the place of the sentences before takes, and ``PET`` there is one
of its goods, not the PET price row of another output (round 52).

:func:`named_objects` gives where the naming words inside the run of taken goods stand (from the
first good to ``받아요``, Korean order) that are goods themselves; the subject of the taking is read
past them (:func:`.units.subject_units`' ``skip``). Not in English order (``X takes PET, cans and
batteries``): there the taker is written before the verb, and where its name is not read (``E-mart``)
the PET row the run names is still what holds the goods against an output (prod_holdout17
g31h0-0096, a misattribution caught so).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.taken import TOOK_EARLIER_KO
from guardrails.grounding.units import named_in

if TYPE_CHECKING:
    from guardrails.grounding.goods import Goods

__all__ = ["named_objects"]

_EARLIER_VERB: Final = re.compile(TOOK_EARLIER_KO)  # "…도 받고", "받으며", "받는데"
# a list's separator right after a member ("판PET, 종이박스", "PET·캔", "PET와 캔")
_LISTED: Final = re.compile(r"\s?(?:[,·/、]|(?:와|과|이랑|랑|하고|및)\s)")


def named_objects(
    answer: str,
    lo: int,
    sentence: str,
    found: dict[str, tuple[int, int]],
    accepts: re.Match[str] | None,
    sources: tuple[str, ...],
    goods: Goods,
) -> frozenset[int]:
    """Where (in ``answer``) the naming words that are goods of the taken run stand (``lo``:
    where ``sentence`` starts; ``found``: its goods; ``accepts``: its verb of taking)."""
    if accepts is None or not found:
        return frozenset()
    # the run of the last verb of taking: goods before an earlier one are that verb's
    # ("폐의약품도 받고 폐형광등과 폐건전지도 받아요": 폐형광등 names no taker, 폐의약품 none of this run)
    prev = max((m.end() for m in _EARLIER_VERB.finditer(sentence, 0, accepts.start())), default=0)
    before = [s for s, _ in found.values() if prev <= s < accepts.start()]
    if not before:  # English order ("E-mart takes PET, cans …") names its taker before the verb,
        return frozenset()  # and a subject read past its goods loses it (round 52: g31h0-0096)
    start, end = min(before), accepts.start()  # Korean order: the goods, then 받아요
    return frozenset(
        p
        for p, w in named_in(answer, (lo + start, lo + end), sources)
        if goods.goods_in(w) and _LISTED.match(answer, p + len(w))
    )  # a member of the list, not its topic ("PET가 가장 값을 잘 받아요": the PET row's)
