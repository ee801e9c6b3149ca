"""A fee a row gives per unit, said of a whole item of several units.

A fee row may be priced per unit of the item (``장롱(1쪽당)`` 5,000원, ``싱크대(1짝당)``, ``책장(1칸당)``):
its fee is for one 쪽, and an item of three 쪽 pays it three times. An answer that gives the item
of several units one of those fees as its whole fee (``3쪽짜리 장롱도 한 번에 신청하면 통째로
5,000원만 내시면 돼요``, ``2칸 책장은 3,000원이에요``) invents a flat fee the row does not state.

Read: a money claim whose value is the fee of a row named per unit (``1쪽당``, ``한 짝당``), in a
sentence that counts two or more of that unit (``3쪽짜리``, ``세 쪽``). Not read where the sentence
says the fee per unit or works it out (``쪽당``, ``씩``, ``마다``, ``each``, ``×``, ``곱하``), or
is asked or hedged: ``3쪽짜리면 1쪽당 5,000원씩 15,000원`` and ``3쪽짜리는 15,000원`` pass (the
latter is no row's fee; :mod:`.derived` reads the product). Nor where the sentence states the
fee times the count itself (``세 쪽이면 가장 낮은 5,000원이면 15,000원``, round 55).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.hedges import unsure
from guardrails.grounding.numbers import NATIVE
from guardrails.grounding.row_fees import fee_rows

__all__ = ["GATE", "unit_whole_claims"]

# the units a row may be priced by, as its name says them ("1쪽당", "한짝당")
GATE: Final = ("쪽", "짝", "칸")  # the literal words the reading needs (most answers hold none)
_UNITS: Final = "|".join(GATE)
_COUNT: Final = re.compile(
    rf"(?<![\d.,])(\d{{1,2}}|{'|'.join(sorted(NATIVE, key=len, reverse=True))})\s?({_UNITS})(?!\s?당)"
)
_PER_ROW: Final = re.compile(rf"^(?:1|한)({_UNITS})당$")
# the fee said per unit or worked out in the sentence, or the sentence unsure
_PER_OR_WORKED: Final = unsure(
    r"당|씩|마다|각각|×|곱하|곱해|\beach\b|\bper\b|\bapiece\b|\d\s?[x*]\s?\d|는지|인지|확인|문의"
)


def unit_whole_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """The money claims of ``answer`` that give an item of several units one unit's fee."""
    counts = [m for m in _COUNT.finditer(answer) if _count(m.group(1)) > 1]
    if not counts:
        return []
    per_unit: dict[str, set[float]] = {}
    for words, fee in fee_rows(sources):
        for w in words:
            if m := _PER_ROW.match(w):
                per_unit.setdefault(m.group(1), set()).add(fee)
    if not per_unit:
        return []
    out: list[Claim] = []
    for c in claims:
        if c.kind != "money" or not isinstance(c.value, int):
            continue
        lo, hi = sentence_around(answer, c.start)
        count = next(
            (m for m in counts if lo <= m.start() < hi and c.value in per_unit.get(m.group(2), ())),
            None,
        )
        if count is None or _PER_OR_WORKED.search(answer, lo, hi):
            continue
        whole = _count(count.group(1)) * c.value
        if any(o.kind == "money" and o.value == whole and lo <= o.start < hi for o in claims):
            continue  # "세 쪽이면 가장 낮은 5,000원이면 15,000원": the product, stated
        s = min(count.start(), c.start)
        why = f"a fee the outputs give per {count.group(2)}, said of the whole item"
        out.append(Claim(answer[s : c.end], "money", c.value, s, c.end, why))
    return out


def _count(word: str) -> int:
    """The number a count word says (``3`` → 3, ``세`` → 3)."""
    return int(word) if word.isdigit() else NATIVE[word]
