"""A fee said of a row named whole, held only by that row's qualified twin, is the twin's.

The class: **when an answer's words name a fee table's row whole (``돌침대 1인용 침대틀``) and the
fee is not that row's but its twin's — the same name and spec with a bracketed qualifier more
(``침대틀(+서랍 있는) (돌침대 1인용)``) or another (round 35: ``서랍장(목재)`` beside the named
``서랍장(플라스틱)``) — and the words of the fee's sentence never give that qualifier, the fee is
misattributed**: the qualified variant's fee given to the plain row (the drawer frame's fee said of
the plain frame), or the wooden chest's ``5단 이상`` fee said of ``플라스틱 서랍장 5단 이상``.

Unsure, never flagged: a row the words name whole holds the fee; the words give a word of the
qualifier (``서랍``); the qualifier has no English form the vocabulary knows and the words are
Latin (``with drawers`` could say it); no twin holds the fee; the fee is a difference. Round 52:
the words of a pair's value include its column's term in a header above the list
(:mod:`.column_heads`: ``compressed (압축) vs flake (플레이크):`` over ``1. PET: 350 vs 650 won/kg``).
:mod:`.row_names` reads the fee given to a neighbour row the words do not touch at all.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding import alternatives
from guardrails.grounding.column_heads import column_words
from guardrails.grounding.row_names import naming
from guardrails.grounding.row_words import english, has, read

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context
    from guardrails.grounding.vocabulary import PlaceVocabulary

_WORD: Final = re.compile(r"[가-힣]{2,}|[A-Za-z]{3,}")
# the words a qualifier is joined with, unspaced ("+서랍있는": 서랍)
_GENERIC: Final = re.compile(r"(?:있는|없는|달린|포함|제외|별도|이상|이하|미만|초과|용)$|^[가-힣]$")
_LATIN: Final = re.compile(r"[A-Za-z]{3,}")


def qualified_twin_why(
    c: Claim, ctx: Context, sources: tuple[str, ...], places: PlaceVocabulary
) -> str | None:
    """Why fee ``c`` is the qualified twin's of the row its words name whole (None if unsure)."""
    if (n := naming(c, ctx, sources, places)) is None:
        return None
    v, holders, forms, names, wide, named = n.value, n.holders, n.forms, n.names, n.wide, n.named
    if not named or any(v in r.values for r in named):
        return None
    line = ctx.answer.rfind("\n", 0, c.start) + 1
    start = max(
        line, ctx.sentence_start(c.start)
    )  # the whole sentence: "플레이크로 가공하면 … PET 650원"
    # a pair's value under a header naming its column ("compressed vs flake:" over "PET: 350 vs 650")
    head = column_words(ctx.answer, c.start)
    around = read(ctx.answer[start : c.start] + wide + (" " + head if head else ""), forms, names)
    for r in named:
        for h in holders:
            if (h.table, h.spec, h.alternatives) != (r.table, r.spec, r.alternatives):
                continue
            extra = set(h.qualifiers) - set(r.qualifiers)
            if not extra:
                continue  # (a twin qualified otherwise: the words gave the named row's own)
            words = {_GENERIC.sub("", w) for q in extra for w in _WORD.findall(q)} - {""}
            if not words or any(has(around, w, places, True) for w in words):
                continue  # the qualifier said: "서랍 있는 돌침대 1인용 침대틀"
            if _LATIN.search(wide) and not any(english(w, places, True) for w in words):
                continue  # English words could give it ("with drawers"): unsure
            if alternatives.is_difference(ctx.answer, c):
                return None
            return f"{c.text} is in tool outputs but not for the row its words name ({'/'.join(sorted(extra))} unsaid)"
    return None
