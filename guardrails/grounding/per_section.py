"""A fee per section of a wardrobe or a sink, and the sections a working multiplies it by.

The class: **a district may charge a wardrobe or a sink per section (its rows say ``장롱(1쪽당)``,
``싱크대(1쪽)``), and an answer then works out a whole piece as the fee times the sections
(``1쪽당 4,000원이라 3쪽이면 12,000원``)**. A fee is per section when ``1쪽당``/``한 쪽당`` stands right
before it, or heads the list line that lists it with the item's other fees (``- 장롱(1쪽당): 5,000원
· 8,000원 · 10,000원``: each is per section, and so is the same figure said again below, ``가장 낮은
5,000원이면 15,000원``). The sections are counted in figures (``3쪽``) or native numerals (``세
쪽이면``, round 55); a fee for one section (``1쪽당``) is no count of sections.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.numbers import NATIVE

# "1쪽당 4,000원": right before the fee
PER_SECTION: Final = re.compile(r"(?:1|한)\s?쪽\s?당\s?$")
# "장롱(1쪽당): 5,000원 · 8,000원 · ": the line's label, then the fees listed before this one
_LINE_LABEL: Final = re.compile(
    r"(?:1|한)\s?쪽\s?당\s?[)）]?\s?[:：]?\s?"
    r"(?:\d{1,3}(?:,\d{3})*\s?원\s?(?:[·,/]|또는|or)\s?)*$"
)
_REACH: Final = 80  # the farthest back on its line a label is read
# "세 쪽이면", "두 쪽": a count of sections in native numerals (not "한 쪽당": a fee's unit)
_NATIVE: Final = re.compile(
    r"(?<![가-힣])(" + "|".join(sorted(NATIVE, key=len, reverse=True)) + r")\s?쪽(?!\s?당)"
)


def section_fees(answer: str, claims: Iterable[Claim], end: int) -> list[float]:
    """The amounts before ``end`` the answer gives as fees per section (see the module docstring)."""
    if "쪽" not in answer:
        return []  # the common case: one test, no walk over the claims
    out: list[float] = []
    for o in claims:
        if (
            o.kind != "money"
            or o.end > end
            or "쪽" not in answer[max(0, o.start - _REACH) : o.start]
        ):
            continue
        line = max(answer.rfind("\n", 0, o.start) + 1, o.start - _REACH)
        if (
            PER_SECTION.search(answer, max(0, o.start - 8), o.start)
            or _LINE_LABEL.search(answer, line, o.start)
        ) and (a := amount(o)) is not None:
            out.append(a)
    return out


def native_sections(answer: str, lo: int, hi: int) -> list[float]:
    """The counts of sections ``answer[lo:hi]`` writes in native numerals."""
    if "쪽" not in answer[lo:hi]:
        return []
    return [float(NATIVE[m.group(1)]) for m in _NATIVE.finditer(answer, lo, hi)]
