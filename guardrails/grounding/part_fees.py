"""A fee said to hold when only a part of the item is put out, where no output names the part.

A fee row names its item and, at most, a spec (``컴퓨터 1,000원``, ``컴퓨터 3,000원``; ``책상(유리
별도)``). When an item has several rows, an answer may pick one by a condition of its own — ``본체만
내놓으면 1,000원이에요``, ``모니터만 버리시면 3,000원``, ``상판만 배출하면 2,000원`` — and so tells the
rows apart by a part no output names: the row's fee is real, the condition that selects it is the
writer's.

Read in Korean: a noun with ``만`` right before a verb of putting out under ``…면`` (내놓으면,
버리면, 배출하면, 내시면), then a fee within a few words. Carried when an output names the part (its
word, or the word without its last letter). Unsure, never flagged: a negated, asked or hedged
clause, advice to check, in the sentence up to the fee. English (``if you only put out the tower,
it's 1,000 won``) is not read: its part's word cannot be held against the outputs' Korean labels.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text, names_word

__all__ = ["GATE", "part_fee_claims"]

GATE: Final = ("만 내", "만 버", "만 배출", "만내", "만버", "만배출")
_PART_FEE: Final = re.compile(
    r"(?P<x>[가-힣]{2,8})만\s?(?:따로\s?)?(?:내놓|버리|버려|배출하|배출|내)(?:으시|으|시)?면\s?"
    r"(?:[^\s.!?\n]+\s){0,3}?(?P<fee>\d{1,3}(?:,\d{3})+|\d+)\s?원"
)
# not a part: a count, an amount, a time
_NO_PART: Final = re.compile(r"(?:개|대|장|점|번|일|주|월|시|원|하나|둘|이것|그것|저것|이거|그거)$")
_DOUBT: Final = unsure(r"확인|문의|여쭤|알아보|아마|보통|대개|일부|는지|인지|듯|추정")


def part_fee_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The fees ``answer`` says hold when only a part no tool output names is put out."""
    if not sources:
        return []
    out: list[Claim] = []
    lower: str | None = None
    for m in _PART_FEE.finditer(answer):
        part = m.group("x")
        if _NO_PART.search(part):
            continue
        if _DOUBT.search(answer, sentence_around(answer, m.start())[0], m.end()):
            continue
        if lower is None:
            lower = lowered_text(sources)
        if names_word(lower, part):
            continue
        why = f"no tool output names '{part}', let alone a fee for it alone"
        out.append(Claim(m.group(0), "condition", part, m.start(), m.end(), why))
    return out
