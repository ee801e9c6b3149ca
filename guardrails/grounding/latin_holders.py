"""A company a tool output names in Hangul, named by an answer in Latin letters.

A how-to often names the companies that collect, each with its phone in one breath (``경인산업
(051-631-7868) 또는 고려산업(051-628-4373) 수거요청``: :func:`.holders.holder_phones`). An English
answer writes the company by the romanised sound of its own part and a spelling of its trade word
that need not be the Revised Romanization's (``Gyeongin Sanup``, ``Goryeo Sanup``, ``Hyundai
Sanup``, ``Daenam Hwangyeong``). This module names such a holder in Latin letters: the part of its
Hangul word before a trade word (:data:`TRADES`: 산업, 환경, 개발, 기업, 건설, 상사, 자원, 물산, 실업,
클린, 공사, 공단), romanised (:func:`.romanized.latin_stems`), as a whole word of the label; or the
whole Hangul word romanised, spaces aside. A stem two holders of different phones share names
neither; an own part of one syllable names none (round 56, prod_holdout53 g71h1-0055: the two
companies' phones swapped in an English answer).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.romanized import latin_stems

__all__ = ["TRADES", "latin_named"]

# the trade words a company's Hangul name ends in (its own part is before them)
TRADES: Final = ("산업", "환경", "개발", "기업", "건설", "상사", "자원", "물산", "실업", "클린", "공사",
                 "공단")  # fmt: skip
_OWN: Final = re.compile(rf"^([가-힣]{{2,6}}?)(?:{'|'.join(TRADES)})$")


def _stems(word: str) -> tuple[str, ...]:
    """The Latin spellings an answer may name the Hangul holder word ``word`` by (lower-case)."""
    own = _OWN.match(word)
    whole = latin_stems(word) if "가" <= word[:1] <= "힣" and word.isalnum() else ()
    return (*whole, *(latin_stems(own.group(1)) if own else ()))


def latin_named(label: str, pairs: tuple[tuple[frozenset[str], str], ...]) -> set[str]:
    """The phones of the Hangul holders ``label`` names in Latin letters (empty when it names
    none, or names by a spelling holders of different phones share)."""
    lower = label.lower()
    joined = re.sub(r"[^a-z]", "", lower)
    phones: dict[str, set[str]] = {}
    for words, phone in pairs:
        for w in words:
            for stem in _stems(w):
                phones.setdefault(stem, set()).add(phone)
    named: set[str] = set()
    for stem, held in phones.items():
        if len(held) != 1 or len(stem) < 4:
            continue
        if re.search(rf"\b{stem}(?![a-z])", lower) or (len(stem) >= 8 and stem in joined):
            named |= held
    return named
