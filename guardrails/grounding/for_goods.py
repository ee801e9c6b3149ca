"""``For furniture, the Suseong-gu centre …``: a place an English sentence sends goods to.

The class: **a sentence that opens with the goods it is about (``For furniture,``, ``For your old
desk and chairs,``) and then names one listed place (``the Suseong-gu Resource Recovery Center
(…) is your option``) says that place takes those goods; where the place's own goods record does
not hold them (:func:`.goods_records.unheld`) and another listed place names them word for word, the goods
were that place's.** :mod:`.taken` reads a
verb of taking (``takes``, ``accepts``); this frame has none — the goods are the sentence's topic.

Unsure, never flagged: goods no other listed place names itself (the vocabulary may miss a
spelling: ``옷`` for 의류); no listed place named in the sentence, or several; goods the vocabulary does
not know (:mod:`.kinds`); a negated or asked sentence.

Round 30 (r30b).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.goods_records import place_mentions, records, unheld
from guardrails.grounding.hedges import REFUSED
from guardrails.grounding.kinds import goods_in, names_itself

# "For furniture, …" opening a sentence or a list line
_FOR: Final = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n)|(?<=[-•*]\s))For ([A-Za-z' -]{3,40}),\s")


def for_goods_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Goods an English sentence opens with and sends to a listed place whose record lacks them."""
    if "For " not in answer:
        return []
    out: list[Claim] = []
    for m in _FOR.finditer(answer):
        goods = list(goods_in(m.group(1)))
        if not goods:
            continue
        end = re.compile(r"[.!?](?:\s|$)|\n").search(answer, m.end())
        stop = end.start() if end else len(answer)
        if REFUSED.search(answer, m.end(), stop):
            continue
        recs = records(sources)
        named = {i for s, _, ix in place_mentions(answer, recs) if m.end() <= s < stop for i in ix}
        if len(named) != 1:
            continue
        i = named.pop()
        missing = [
            (g, why)
            for g, why in unheld(recs, i, goods)
            if any(j != i and r.goods and any(names_itself(e, g) for e in r.goods)
                   for j, r in enumerate(recs))
        ]  # fmt: skip
        if missing:
            text = m.group(0).rstrip(", ")
            out.append(Claim(text, "condition", missing[0][0], m.start(), m.start() + len(text),
                             missing[0][1]))  # fmt: skip
    return out
