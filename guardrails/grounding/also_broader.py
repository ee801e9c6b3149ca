"""A kind a place is said to take *as well*, after the answer has listed its narrower goods.

The class: **a place's goods record that lists only narrower goods of a kind (``알루미늄 캔``, ``철
캔``: cans, under 고철) holds the kind for a plain claim (``캔 같은 고철을 받아요``), but an answer that
first lists those goods and then adds the kind with ``도``/``also`` (``… 알루미늄 캔, 철 캔 … 등이고,
고철 scrap도 받아요``) says the place takes more than them — scrap metal at large — which the record
does not say.** :func:`.kinds.holds` lets a narrower entry hold its kind, and knows which goods
the kind is said *besides* (its ``beside``: a narrower good named as a good of its own does not
hold the kind); this reading passes it the narrower goods the answer has named before its own
``also``, which says the kind is another good than those.

Read where a good with ``도`` is followed by a verb of taking (``고철도 받아요``, ``고철 scrap도 받아
줍니다``) or follows ``also takes``; the place is bound as :mod:`.taken` binds it
(:func:`.taken.site_of`). Unsure, never flagged: a record with an entry that names the good itself
or a kind above it; narrower entries the answer has not named before the claim; a negated or asked
sentence.

Round 30 (r30b).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import REFUSED
from guardrails.grounding.kinds import below, goods_in, holds
from guardrails.grounding.taken import site_of
from guardrails.grounding.units import sentences

# "고철도 받아", "고철 scrap도 받아 줍니다", "also takes scrap metal"
_ALSO_KO: Final = re.compile(r"([가-힣]{1,8}(?:\s[A-Za-z]{2,12})?)도\s?(?:받|수거|취급|매입)")
_ALSO_EN: Final = re.compile(r"\balso\s(?:takes|accepts|buys|collects)\s([A-Za-z -]{3,24})", re.I)
_GATE: Final = alternation(  # (first character first: skipped to in C)
    r"도\s?(?:받|수거|취급|매입)|\balso\s(?:takes|accepts|buys|collects)"
)


def also_broader_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Kinds ``answer`` says a place takes as well, where its record lists only narrower goods of
    the kind and the answer has named them before."""
    if _GATE.search(answer) is None:
        return []
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        if not _GATE.search(answer, lo, hi) or REFUSED.search(answer, lo, hi):
            continue
        for m in (*_ALSO_KO.finditer(answer, lo, hi), *_ALSO_EN.finditer(answer, lo, hi)):
            goods = goods_in(m.group(1))
            if len(goods) != 1:
                continue
            good = next(iter(goods))
            site = site_of(answer, m.start(1), sources)
            if site is None or not site.goods:
                continue
            holding = [e for e in site.goods if holds(e, good)]
            if not holding or not all(
                goods_in(e) and all(below(g, good) for g in goods_in(e)) for e in holding
            ):
                continue  # an entry with its own word, or one that holds it by a kind above it
            beside = frozenset(g for g in goods_in(answer[: m.start()]) if below(g, good))
            if any(holds(e, good, beside) for e in holding):
                continue  # a narrower good not listed before holds it: a plain claim
            narrower = {g for e in holding for g in goods_in(e)}
            why = f"'{good}' is said besides {'·'.join(sorted(narrower))}, which is all its record lists"
            out.append(Claim(m.group(0), "condition", good, m.start(), m.end(), why))
    return out
