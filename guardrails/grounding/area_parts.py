"""A place's name made of the area it is of and its facility names the place by its area too.

``낙성대동주민센터`` is ``낙성대동`` + ``주민센터``, ``해운대구보건소`` is ``해운대구`` + ``보건소``
(:data:`AREA_SPLIT`, the one home of that split; :mod:`.holdings` reads a listed place's names by
it). **A cue naming the area (``낙성대동``, from ``Nakseongdae-dong Community Centre
(낙성대동주민센터)``) is held by a record whose token is that facility's whole name**: the place is
the area's facility, and the area names it the way the whole name does (round 53). Read by
:func:`guardrails.grounding.slots.bound` only after the cue is missing from the fact's tokens as
written, and only for a cue ending in an area's suffix: an area no held name starts with, or one
that starts a name of another area (``낙성대`` of ``낙성대동``: no suffix), stays unbound.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["AREA_SPLIT", "holds_area"]

# a place's name split into the area it is of and its facility (``안양4동`` + ``행정복지센터``,
# ``해운대구`` + ``보건소``): either part alone names it (``안양4동(610m, …)``, ``보건소 전화번호는``);
# round 59: a metropolitan city is no area of a facility, nor its short form one (``대구광역시
# 남구청`` is not ``대구`` + ``광역시남구청``, nor ``대구광역시`` + ``남구청``: "대구" alone named it)
AREA_SPLIT: Final = re.compile(
    r"([가-힣0-9·]{1,8}?[0-9]?(?:동|읍|면|구|군|(?<!광역)(?<!특별)(?<!자치)시))"
    r"(?!광역시|특별시|특별자치)([가-힣]{2,})"
)
_AREA_END: Final = ("동", "읍", "면", "구", "군", "시")


def holds_area(token: str, tokens: frozenset[str]) -> bool:
    """Whether ``tokens`` hold a facility's whole name made of area ``token`` and a facility."""
    if len(token) < 2 or not token.endswith(_AREA_END):
        return False
    for held in tokens:
        if len(held) > len(token) + 1 and held.startswith(token):
            split = AREA_SPLIT.fullmatch(held)
            if split is not None and split.group(1) == token:
                return True
    return False
