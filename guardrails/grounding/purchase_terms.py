"""A condition of buying a new one, put on a service no output ties to a purchase.

The free appliance pickup's note names what it takes and that it is free (``대형 가전(냉장고·세탁기·
에어컨·TV 등)은 … 무료 배출할 수 있습니다``); a retailer's take-back, which does ask for a purchase, is
no output of ours. An answer that restricts a service to a replacement — ``provided you are
replacing it with a new appliance``, ``only if you buy a new one``, ``새 제품으로 교체하는 경우에만``,
``신제품을 구매할 때만`` — states a term of the service. The words of a purchase or a replacement
are a closed class in either language; such a condition is carried only when an output's text
speaks of one (``교체``, ``구매``, ``구입``, ``신제품``, ``replace``, ``purchase``, ``new``).

Read by :mod:`.service_conditions` in the condition its frames cut (``provided …``, ``only if …``,
``…경우에만``), so its doubts (asked, hedged, advice to check) hold here too.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["unstated_purchase"]

# a purchase or a replacement, said in the condition
_PURCHASE: Final = re.compile(
    r"\breplac(?:e|es|ed|ing)\b|\bswap(?:s|ped|ping)?\b|\btrad(?:e|es|ed|ing)[\s-]in\b"
    r"|\b(?:buy|buys|buying|bought|purchas(?:e|es|ed|ing)|get|getting|order|ordering)\s"
    r"(?:a\s|an\s|the\s|your\s)?(?:brand[\s-])?new\b"
    r"|교체|새\s?(?:제품|것|거|가전)|신제품|새로\s?(?:사|구입|구매)|새\s?(?:제품|가전)을?\s?(?:구입|구매)",
    re.I,
)
# an output's words of a purchase or a replacement
_STATED: Final = re.compile(r"교체|구매|구입|신제품|새\s?제품|replac|purchas|\bnew\b|\bbuy")


def unstated_purchase(cond: str, lower: str) -> str | None:
    """Why no output ties the service to a purchase, when ``cond`` does; ``None`` when one may.
    ``lower`` is the outputs' lowered text."""
    said = _PURCHASE.search(cond)
    if said is None or _STATED.search(lower):
        return None
    return f"no tool output makes this service depend on '{said.group(0)}'"
