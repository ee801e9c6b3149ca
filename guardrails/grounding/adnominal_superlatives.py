"""A superlative or comparative in its adnominal form names the noun after it.

:mod:`.ordinal` reads two frames: "<가장 가까운> 곳은 X" (the subject follows, up to its topic or
subject particle) and "X가 <가장 가깝>다" (the subject comes before). An adnominal form that is
neither — "대저1동 행정복지센터에도 있지만 약 890m라, 더 가까운 구청 쪽을 권해요", "가장 가까운
강서구청에 가져가세요" — modifies the noun right after it, an object or a destination; reading the
place named *before* it as the nearest flagged a faithful comparison (round 32, r32e).

This reads the frame only: the adjective in its adnominal form (가까운, 먼, 싼, 추운, …) followed
within a short phrase by an object or place particle (을/를, 에/에서, 으로/로) and a space, with no
stop or comma between. The span of that phrase is then the superlative's subject, read as the
"<superlative> 곳은 X" frame is. "X가 가장 가까운 곳이에요" (a predicate noun, no such particle)
keeps the subject before it.
"""

from __future__ import annotations

import re

# the adnominal forms of :mod:`.ordinal`'s adjectives
_ADNOMINAL = re.compile(r"(?:운|먼|한|싼|센|은)$")
# the argument phrase after it, ending in an object or place particle
_ARGUMENT = re.compile(r"\s[^.!?\n,()]{1,20}?(?:을|를|으로|에서|에)(?=\s)")


def adnominal_argument(answer: str, m: re.Match[str]) -> int | None:
    """Where the argument phrase after the superlative ``m`` (its adjective ending at
    ``m.end()``) ends, when ``m`` is adnominal and that phrase is an object or a destination;
    else None."""
    if _ADNOMINAL.search(m.group(0)) is None:
        return None
    arg = _ARGUMENT.match(answer, m.end())
    return arg.end() if arg is not None else None
