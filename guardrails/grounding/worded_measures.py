"""A measure the user writes with a number word: ``roughly three metres``, ``two kilos``, ``a
five-metre rug``.

The user's words support the quantities they state (:mod:`.evidence`), read from figures; a
length or weight written as an English number word was no quantity, so an answer restating it
(``A 3 m carpet would therefore be 3 × 2,000 = 6,000 won`` after ``roughly three metres long``,
round 54) was flagged as a length no one gave. Here such a measure is written in figures
(``3 metres``) before the user's words are read; a number word before anything else (``three
chairs``) is left as it is.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.numbers import EN_NUMBERS

_UNITS: Final = r"(?:met(?:re|er)s?|m|centimet(?:re|er)s?|cm|kilo(?:gram)?s?|kg|tonnes?|tons?)"
_WORDED: Final = re.compile(rf"\b({'|'.join(EN_NUMBERS)})[\s-]({_UNITS})\b", re.I)


def worded_measures(text: str) -> str:
    """``text`` with each English number word before a unit of length or weight in figures."""
    return _WORDED.sub(lambda m: f"{EN_NUMBERS[m[1].lower()]} {m[2]}", text)
