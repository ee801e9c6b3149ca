"""A distance said of a place the answer names in its own words picks the listed place that lies
at that distance.

Round 48: an answer often names a listed place by a translation the records do not spell
(``Olympic National Sports Center, about 2.4 km, takes clear PET and aluminium cans too`` over
``올림픽국민생활관`` at 2,405 m; ``시청 옆 체육관, 약 2.4km, 캔도 받아요``). Where the good's sentence
names no listed place, the distance written in its clause before the good is the place's own: the
one place whose ``distance_m`` it writes (half a unit of its last digit either way,
:func:`.match.distance_tolerance`) is the place the good is said of. Two places at that distance,
or none, bind nothing (unsure, as before).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.match import distance_tolerance

if TYPE_CHECKING:
    from guardrails.grounding.goods_records import Record

__all__ = ["distance_mentions"]

# a distance as answers write it: "2.4 km", "약 2.4km", "810m", "1,674 m", "2.4킬로"
_DISTANCE: Final = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)\s?"
    r"(?P<u>km|㎞|킬로미터|킬로|m|미터|metres|meters)(?![A-Za-z])",
    re.I,
)
_KM: Final = re.compile(r"k|㎞|킬로", re.I)


def distance_mentions(
    answer: str, recs: tuple[Record, ...]
) -> list[tuple[int, int, frozenset[int]]]:
    """Each distance ``answer`` writes, with the places whose own distance it writes."""
    if not any(r.distance is not None for r in recs):
        return []
    out: list[tuple[int, int, frozenset[int]]] = []
    for m in _DISTANCE.finditer(answer):
        metres = float(m["n"].replace(",", "")) * (1000.0 if _KM.match(m["u"]) else 1.0)
        tol = distance_tolerance(m.group())
        near = frozenset(
            i
            for i, r in enumerate(recs)
            if r.distance is not None and abs(r.distance - metres) <= tol
        )
        if near:
            out.append((m.start(), m.end(), near))
    return out
