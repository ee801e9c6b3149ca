"""A value in a parenthesis right after a name belongs to that name: "the 영통구 public health
center (about 1.6 km, 031-228-8700)". When the words before the parenthesis name a place no cue
matches, the binding is unsure (the name before it is another's), so nothing is bound."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

# where the name before a parenthesis starts: after a list's separator or a clause's end
_SEPARATOR = re.compile(r"[,;:]\s|\s(?:and|or)\s|[.!?]\s|\n")
_WORDS = re.compile(r"[A-Za-z가-힣]{2,}")


def unnamed_head(ctx: Context, claim: Claim, s_start: int, usable: Callable[[Cue], bool]) -> bool:
    """Whether ``claim`` sits in a parenthesis opened right after words that name its subject
    although no usable cue is among them (then its subject is unsure)."""
    text = ctx.answer
    opened = text.rfind("(", s_start, claim.start)
    if opened <= s_start or ")" in text[opened : claim.start]:
        return False
    seps = [m.end() for m in _SEPARATOR.finditer(text, s_start, opened)]
    start = seps[-1] if seps else s_start
    if not _WORDS.search(text, start, opened) or any(
        start <= c.start < opened and c.kind != "place" for c in ctx.claims
    ):  # a value before the parenthesis: it comments on that value ("900원이에요 (… 기준)")
        return False
    if any(usable(q) for q in ctx.cues_in(start, opened)):
        return False
    # "Sejong Pharmacy (세종약국, …, tel. 043-…)": the bracket opens with the name's own spelling
    first = len(text) - len(text[opened + 1 :].lstrip())  # where the bracket's first word starts
    return not any(usable(q) and q.start == first for q in ctx.cues_in(opened, claim.start))
