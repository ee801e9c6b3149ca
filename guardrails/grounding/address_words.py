"""A road written with its house number is an address, not the name of a place named after it.

A list of places may name one place after a road (``봄여름가을겨울(충무대로)``, ``충무대로
공영주차장``) and give another its address on the same road (``남부민 현대타운``, ``충무대로 246``).
Where an answer writes the road with a number (``- 남부민 현대타운: 충무대로 246, 경비실 앞(1층)``), the
road is that address, and names the place named after the road only when its own record holds the
same road and number (``충무대로 229``). Read by :func:`.units._mentions`: before it, the address
named the other place, and the detail after it (경비실 앞) was read as said of that place.

Round 30 (r30b).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# a road word and the house number right after it ("충무대로 246", "보수대로15"), not a measure
# ("충무대로 300m", "2km")
_NUMBER = re.compile(
    r"\s?(\d{1,4}(?:-\d{1,4})?)(?!\d|[.,]\d|\s?(?:k?m\b|미터|킬로|원|개|곳|분|시))"
)


def other_address(answer: str, end: int, road: str, owns: Iterable[str]) -> bool:
    """Whether the road ``road`` that ends at ``end`` in ``answer`` is written with a house number
    none of the records ``owns`` (the texts of the units it names) holds on that road."""
    if not road.endswith(("로", "길")):
        return False
    m = _NUMBER.match(answer, end)
    if m is None:
        return False
    number = m.group(1)
    held = re.compile(rf"{re.escape(road)}\s?{re.escape(number)}(?![\d-])")
    return not any(held.search(text) for text in owns)
