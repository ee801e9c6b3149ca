"""An amount listed right after a price per unit shares that unit: "신문지는 kg당 120원, 골판지는
80원이에요", "PET 350 won/kg, glass 45 won": the 80원 and the 45 won are per kilogram too.

Extraction reads such an amount as plain money, so a working that multiplies it by a weight
("신문지 30kg과 박스 50kg을 모으면 3,600 + 4,000 = 7,600원") found only the first price per kg
(:func:`.arithmetic.sum_of_products`). :func:`listed_rate` gives the amount as a price per that
unit when, walking back from it, each joint to the amount before it is a list separator (a comma
or a clause joint and a topic word, no other value between) within its sentence, up to a price
per unit. Only a reading of support: a working it takes part in must still come out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from guardrails.grounding.claims import SENTENCE_END, Claim

# the joint between two listed amounts: a comma or a clause joint, then a topic of a few words
_LISTED: Final = re.compile(r"\s?(?:,|이고|이며|and)\s?[^\d,.!?\n]{0,14}$")
_MOST_BACK: Final = 4  # listed amounts walked back over


def listed_rate(c: Claim, answer: str, claims: Sequence[Claim]) -> Claim | None:
    """Money ``c`` as a price per the unit of the price per unit it is listed after, or None."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return None
    joint = c.start
    before = [o for o in claims if o.end <= c.start][-_MOST_BACK:]
    for o in reversed(before):
        if o.kind not in ("money", "unit_price") or not _LISTED.search(answer, o.end, joint):
            return None
        if SENTENCE_END.search(answer, o.end, joint):
            return None
        if o.kind == "unit_price" and isinstance(o.value, tuple):
            return replace(c, kind="unit_price", value=(c.value, o.value[1]))
        joint = o.start
    return None
