"""Places an answer itself calls nearer and sets aside: ``더 가까운 강동구가전가구재활용센터(약 5.8km)나
송파구재활용센터(약 7.8km)는 가전·가구 위주라 캔은 품목에 없어요. 제일 가까운 은행이re100에 …``;
``The 강동구 centre is closer, but it doesn't take cans.``

A superlative of nearness ranks its subject among the places of the search; a place the answer
has said, before it, is nearer but does not serve (a refusal in the same sentence: ``없어요``,
``안 맞아요``, ``doesn't``) is out of the ranking, since the answer has told the user why it passes
it over (round 52, g64h2-0016). Only the places named in such a sentence are set aside, and only
for nearness: a place the answer calls nearest that is not the nearest of the rest is still
flagged, and so is a named place nearer than it the answer never set aside.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.hedges import refused

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

__all__ = ["without_set_aside"]

# a refusal, or what the place lacks ("캔은 품목에 없어요", "안 맞아요", "doesn't take")
_DENIED: Final = refused(r"없(?:어|습|고|는|으|음|다)|아니")
_NEARER: Final = re.compile(r"더\s?가까운|더\s?가깝|\b(?:closer|nearer)\b", re.I)


def without_set_aside(
    ctx: Context, anchor: int, rivals: list[Fact], named: list[Fact]
) -> list[Fact]:
    """``rivals`` less the places sentences before ``anchor`` call nearer and set aside (never a
    record of ``named``)."""
    answer = ctx.answer
    if _NEARER.search(answer, 0, anchor) is None:
        return rivals
    i = ctx.sentence_of(anchor)
    aside: set[str] = set()
    for lo, hi in ctx.sentences[:i]:
        if _NEARER.search(answer, lo, hi) is None or _DENIED.search(answer, lo, hi) is None:
            continue
        aside.update(q.token for q in ctx.cues_in(lo, hi) if "name" in q.groups)
    if not aside:
        return rivals
    own = {f.record for f in named}
    kept = [f for f in rivals if f.record in own or not aside & f.tokens]
    return kept if len({f.record for f in kept}) >= 2 else rivals
