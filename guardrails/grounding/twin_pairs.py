"""Twin rows paired with kinds: ``업라이트 10,000원, 그랜드 15,000원`` (:mod:`.twins`).

Rows of one label and no spec (``피아노`` 10,000원 and ``피아노`` 15,000원) say nothing of which is
which. A sentence that lists two or more of them, each right after a bare word of its own (``피아노
수수료는 업라이트 10,000원, 그랜드 15,000원이에요``, ``upright 10,000 won, grand 15,000 won``), pairs
each fee with a kind: a word no tool output writes, not the item's own name and not a ranking
word (``최소 10,000원, 최대 15,000원``, ``보통 10,000원``), invents the pairing. Only the pairing
shape is read — one bare word before one twin fee says nothing here (the other readings of
:mod:`.twins` decide it). The words are held against the tool outputs alone (the user's own kind
names no row either); a doubting sentence says nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure

__all__ = ["paired_claims"]

# a bare word right before the fee, a colon allowed: "업라이트 10,000원", "grand: 15,000 won"
_BARE: Final = re.compile(r"(?:^|[\s,(/·])(?P<w>[가-힣]{2,}|[A-Za-z]{3,})\s?:?\s$")
# words that join or hedge amounts, no kind ("10,000원 또는 15,000원", "between 10,000 and 15,000")
_JOINS: Final = frozenset(
    "또는 혹은 아니면 그리고 및 각각 대략 약 보통 최소 최대 최저 최고 "
    "and or either between from about around roughly each only then plus vs".split()
)
# a word with a particle or an ending is a topic, subject or condition ("화장대는 5,000원", "싸면"),
# which the other readings of twins hold; a bare kind has none
_ENDING: Final = re.compile(r"(?:은|는|이|가|을|를|도|의|에|면|고|서|요|랑|와|과|로|끼리)$")
_DOUBT: Final = unsure(
    r"whether|\bif\b|depend|not sure|probably|확인|문의|아마|것\s?같|듯|추정|일\s?수"
)


def paired_claims(
    answer: str,
    money: list[Claim],
    label_of: Callable[[int], frozenset[str] | None],
    plain: Callable[[str], bool],
    tools: str,
    canonical: Callable[[str], str],
) -> list[Claim]:
    """The twin fees of ``answer`` a sentence pairs with kinds no tool output writes
    (``label_of``: a twin fee's label words, None for a fee of no twin; ``plain``: whether a word
    ranks or points rather than names a kind; ``tools``: the tool outputs' text)."""
    by_sentence: dict[int, list[tuple[Claim, str, frozenset[str]]]] = {}
    for c in money:
        label = label_of(c.value) if isinstance(c.value, int) else None
        if label is None:
            continue
        lo = max(answer.rfind(ch, 0, c.start) for ch in ".!?\n") + 1
        m = _BARE.search(answer, max(lo, c.start - 20), c.start)
        if m is None or m["w"].lower() in _JOINS or _ENDING.search(m["w"]) or plain(m["w"]):
            continue
        by_sentence.setdefault(lo, []).append((c, m["w"], label))
    out: list[Claim] = []
    lower = tools.lower()
    for lo, found in by_sentence.items():
        words = {w for _, w, _ in found}
        if len(found) < 2 or len(words) < 2 or len({x for *_, x in found}) != 1:
            continue
        end = min((i for i in (answer.find(ch, found[-1][0].end) for ch in ".!?\n") if i != -1),
                  default=len(answer))  # fmt: skip
        if _DOUBT.search(answer, lo, end):
            continue
        for c, w, label in found:
            key = w.lower()
            if w in label or canonical(key) in label or key in lower or canonical(key) in tools:
                continue
            why = f"'{w}' tells apart rows the tool outputs do not tell apart"
            out.append(Claim(c.text, "condition", w, c.start, c.end, why))
    return out
