"""A price said of the negated form of the only form its rows state ("Clean, uncompressed
styrofoam averages 200 won/kg" where the row is ``EPS``, form ``압축(스티로폼)``; "압축 안 한 페트는
kg당 350원" over ``PET``, ``압축``).

The price survey states its materials in forms (``압축``, ``플레이크``); where it gives a compressed
row and no uncompressed one (no output says ``비압축``, ``미압축``, ``압축 안``, ``uncompressed``), a
listed per-kg price stated in the same clause as an attributive negated form (English
``uncompressed``/``non-compressed`` before a noun; Korean ``비압축``/``미압축``, ``압축 안 한``/``안
된``, ``압축하지 않은``/``되지 않은`` before a noun) gives the compressed row's price to its opposite:
the form word is flagged.

Unsure, never flagged: a condition or concession (``if``, ``unless``, ``even``, ``압축 안 하면``,
``안 해도``: the conditional forms are not attributive), a predicate (``it's not compressed``), a
comparison in the sentence (``less``, ``than``, ``same``, ``덜``, ``보다``, ``같은``, ``절반``: a
rule about the price, :mod:`.rule_terms`' and :mod:`.conditioned_terms`' reading), an amount the
outputs do not list (the value check flags it), another clause.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.negated_form_words import GATE, NEGATED, STATED
from guardrails.grounding.products import output_rates

_CLAUSE_END: Final = re.compile(r"[.;!?\n]|\bbut\b|하지만|지만\s|는데\s", re.I)
_DOUBT_BEFORE: Final = re.compile(r"\b(?:if|unless|even|when|whether)\b|만약|혹시", re.I)
_COMPARED: Final = re.compile(
    r"\b(?:less|lower|cheaper|more|higher|than|same|half|compared|versus|vs)\b"
    r"|덜|보다|같은|동일|절반|차이|대비",
    re.I,
)
_WHY: Final = "a price of the compressed row said of the uncompressed form no output gives"


def negated_form_claims(
    answer: str, claims: Sequence[Claim], sources: tuple[str, ...]
) -> list[Claim]:
    """The negated form words of ``answer`` that a listed compressed price is said of."""
    if not GATE.search(answer.lower()):
        return []
    joined = " ".join(sources)
    if "압축" not in joined or STATED.search(joined):
        return []
    rates = output_rates(sources)
    out: list[Claim] = []
    for m in NEGATED.finditer(answer):
        start = max((e.end() for e in _CLAUSE_END.finditer(answer, 0, m.start())), default=0)
        end = next((e.start() for e in _CLAUSE_END.finditer(answer, m.end())), len(answer))
        if _DOUBT_BEFORE.search(answer, start, m.start()) or _COMPARED.search(answer, start, end):
            continue
        priced = [
            c for c in claims
            if m.end() <= c.start < end and c.kind in ("money", "unit_price")
            and (v := amount(c)) is not None and v in rates
        ]  # fmt: skip
        if priced:
            word = m.group("en") or m.group("ko")
            s = m.start("en") if m.group("en") else m.start("ko")
            out.append(Claim(word, "condition", word, s, s + len(word), _WHY))
    return out
