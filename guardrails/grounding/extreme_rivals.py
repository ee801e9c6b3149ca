"""A comparison with the dearest or the cheapest of an item's rows compares with that row.

"the carpet costs more than the most expensive jar" (jar rows 1,000 / 2,000 / 5,000원, the carpet
3,000원), "카펫이 가장 비싼 항아리보다 비싸요": the rival is not any of the jar's rows but its
highest. :mod:`.orders` flags a comparative only when every pair of rows stands the wrong way, so
with the rival's rows all kept some pair always stood right and the false comparison passed
(round 51). :func:`rival_extreme` reads the superlative written right before the rival's name;
:func:`extreme_rows` keeps the rows of that extreme only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.records import Fact

_EN: Final = re.compile(
    r"\b(?:the\s)?(?P<w>most\sexpensive|priciest|dearest|costliest|highest-priced|highest"
    r"|cheapest|least\sexpensive|lowest-priced|lowest)\s(?:of\s(?:the\s)?)?$",
    re.I,
)
_KO: Final = re.compile(r"(?:가장|제일|젤)\s?(?P<w>비싼|싼|저렴한)\s?$")
_HIGH: Final = frozenset({"most expensive", "priciest", "dearest", "costliest", "highest-priced",
                          "highest", "비싼"})  # fmt: skip


def rival_extreme(text: str, name_start: int) -> int | None:
    """+1 when the rival named at ``name_start`` is qualified as the dearest of its rows, -1 as
    the cheapest, None when no superlative stands right before it."""
    lo = max(0, name_start - 24)
    m = _EN.search(text, lo, name_start) or _KO.search(text, lo, name_start)
    if m is None:
        return None
    word = re.sub(r"\s+", " ", m.group("w").lower())
    return 1 if word in _HIGH else -1


def extreme_rows(facts: Sequence[Fact], sign: int) -> list[Fact]:
    """The facts holding the highest (``sign`` +1) or lowest (-1) value of ``facts``."""
    values = [float(f.value) for f in facts if isinstance(f.value, int | float)]
    if not values:
        return list(facts)
    best = max(values) if sign > 0 else min(values)
    return [f for f in facts if isinstance(f.value, int | float) and float(f.value) == best]
