"""A phone of another list's rows said on the line of a row that has none.

Two searches of one stage list rows of their own (a clothing-bin search and a battery-bin search
near the same place): each row's phone is its own, and a row of one list with no phone
(``"phone": null``) has none. An answer that writes another list's number on such a row's line
(``- 국원대로 158(연수동): 약 290m · 문의 043-850-6923`` where 043-850-6923 is every battery bin's
phone and the clothing bin has none) gives it a phone no record of its own list holds.
:func:`.holder_values.misgiven` reads the phone of another row of the same list; this reads one of
another list's rows.

Flagged when the row (its scope, as :mod:`.own_records` reads it) has no phone of its own, the
number is held only by rows of other lists (rows of a search: each has a distance) and none of
those rows is the same place (shares a form with it: the same 행정복지센터 listed by both searches
keeps its phone). Unsure, never flagged: a number a district, a department or a service holds (a
contact line, not a row's phone); a row whose record gives a phone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from guardrails.grounding.claims import Claim
from guardrails.grounding.holder_values import WHY, Holder
from guardrails.grounding.phone_shapes import DASHED_PHONE

__all__ = ["stray_phone_claims"]


def stray_phone_claims(scope: str, at: int, own: Holder, holders: Sequence[Holder]) -> list[Claim]:
    """The phone ``scope`` gives ``own`` when only other lists' rows hold it."""
    if own.phones or own.distance is None or "-" not in scope:
        return []
    p = DASHED_PHONE.search(scope)
    if p is None:
        return []
    digits = re.sub(r"\D", "", p.group(0))
    held = [h for h in holders if digits in h.phones]
    if not held or any(
        h.group == own.group or h.distance is None or h.keys & own.keys for h in held
    ):
        return []
    why = f"{WHY}: another list's rows hold this phone, and this row has none"
    return [Claim(p.group(0), "phone", digits, at + p.start(), at + p.end(), why=why)]
