"""A contact point restated together with the prose it stands in: "참고로 냉장고·세탁기·에어컨·TV
같은 대형 가전은 1599-0903 무상방문수거로 무료 배출이 가능해요" over a fee table's note "대형
가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, …)".

Such a number is a fact of the note's record (the fee table: its item, its district), so a
sentence naming no label of any record borrows the subject of the sentence before it (the
department of another output) and the note's own number looks misbound. When the value's
sentence names no subject of its own before it, and the words it does use are words of a tool
output's text that holds that very number, the sentence restates that text: the number is the
text's. Two of its words must be the text's (one shared word, 대형 or 문의, proves nothing), so a
number restated beside other words still borrows its subject as before; a number no text holds
is unsupported as before.

Round 49: so is a word of no charge ("… 무상방문수거(1599-0903)로 무료 배출할 수 있다는 안내도
있어요"): the free said in such a sentence is the text's when that text says free itself.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

_KINDS: Final = frozenset({"phone", "free"})
_FREE_WORD = re.compile(r"무료|무상|공짜|free\b", re.I)
_WORD = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")
_PARTICLE = re.compile(r"(?:은|는|이|가|을|를|도|의|로|으로|에|에서|과|와|만)$")
_SEPARATORS = re.compile(r"[\s\-‐.·()]")
_MIN_SHARED: Final = 2


def restates_prose(c: Claim, ctx: Context, sources: tuple[str, ...]) -> bool:
    """Whether ``c`` (a phone, or free) stands in a sentence that names no subject before it and restates
    the words of a tool-output text holding the same number (see the module docstring)."""
    if c.kind not in _KINDS or not isinstance(c.value, str | bool):
        return False
    if c.kind == "free" and c.value is not True:
        return False
    start = ctx.sentence_start(c.start)
    if any(not q.qualifier for q in ctx.cues_in(start, c.start)):
        return False  # the sentence names a holder: its binding stands
    words = {_stem(w) for w in _WORD.findall(ctx.answer, start, c.start)}
    words.discard("")
    if len(words) < _MIN_SHARED:
        return False
    for node in json_nodes(sources):
        if not isinstance(node, str):
            continue
        if c.kind == "phone" and str(c.value) not in _SEPARATORS.sub("", node):
            continue
        if c.kind == "free" and _FREE_WORD.search(node) is None:
            continue
        lower = node.lower()
        if sum(w in lower for w in words) >= _MIN_SHARED:
            return True
    return False


def _stem(word: str) -> str:
    """A word without a trailing particle ("가전은" → "가전"), lower case."""
    if len(word) > 2 and "가" <= word[0] <= "힣":
        word = _PARTICLE.sub("", word)
    return word.lower() if len(word) >= 2 else ""
