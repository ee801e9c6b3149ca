"""A bracket of one word right after a twin row's fee names the row the fee is of.

Round 48: an answer that lists twin rows (:mod:`.twins`: one label, no spec, another fee) often
tells them apart by a bare word in brackets after each fee — ``- 침대: 5,000원 (싱글)`` / ``-
침대: 8,000원 (더블)``, ``5,000 won (small)`` / ``8,000 won (large)``. The word is the row's spec as
the answer gives it, so a word no tool output nor the user wrote invents the condition that tells
the rows apart, as a longer bracket (``6,000원 (거울 달린 화장대)``) already does.

Not read: a word the outputs or the user wrote (``(가구류)``, the item's own name), a word that
ranks or points at the rows (``(최저)``, ``(공통)``: :func:`.twin_words.ranking_word`), a word that
qualifies the figure rather than the row (``(예상)``, ``(each)``, ``(approx)``), a bracket of more
than one word or with a figure (the longer readings are :mod:`.twin_words`').
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guardrails.grounding.twin_words import ranking_word

__all__ = ["aside_word"]

# one word, Hangul or Latin, the whole bracket
_ONE_WORD: Final = re.compile(r"\s*(?P<w>[가-힣]{2,8}|[A-Za-z]{3,15})\s*")
# words that qualify the figure, not the row: an estimate, a basis, a count, a tax
_OF_FIGURE: Final = frozenset(
    "예상 추정 참고 대략 평균 기준 개당 각각 부가세 현재 최신 확인 미정 변동 "
    "each apiece approx approximately estimate estimated est typical average per unit "
    "vat current latest total".split()
)


def aside_word(
    inside: str, label: frozenset[str], known: str, canonical: Callable[[str], str] = str
) -> str | None:
    """The one word of a bracket after a twin fee that names its row, when no tool output or the
    user wrote it (``inside``: the bracket's text; ``label``: the twin rows' label words)."""
    m = _ONE_WORD.fullmatch(inside)
    if m is None:
        return None
    word = m.group("w")
    low = word.lower()
    if low in _OF_FIGURE or ranking_word(word) or word in label or canonical(low) in label:
        return None
    if word in known or low in known.lower() or canonical(low) in known:
        return None
    return word
