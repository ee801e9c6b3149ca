"""A fee said ``for`` the row a word after it marks is that row's fee.

An English answer may write an item's row after its fee: ``Yongin lists 3,000 won for a household
fan and 2,000 won for a commercial one``, ``2,000 won for the wall-mounted type``. The readers of
row words read the words before a value (:mod:`.marked_rows` leaves a value with ``for`` after it
unsure), so two rows' fees swapped this way passed. The class: **a fee followed by ``for`` and a
phrase (up to the next clause, value or stop) that says exactly one tier or build word of
:mod:`.tier_words` in English (``household`` for 가정용, ``commercial`` for 업소용, ``large`` for
대형), where the fee lists hold rows whose name or spec carries that word's Hangul, none of them
with the fee said, and a row of the same list and name without that word holds it, is another
row's fee: misattributed.**

Unsure, never flagged: a phrase that says two tier words or none (``for a household or commercial
fan``), a value joined to another (``2,000 or 3,000 won for …``), negates or doubts (``not``, ``non-``, ``whether``, ``if``, ``depending``), a fee no other
row of the list holds (invented: the value check's), a list where no row carries the word.

Round 54 (r54c, prod_holdout50 g68h2-0062).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.row_names import Row, rows
from guardrails.grounding.tier_words import TIERS

__all__ = ["for_row_claims"]

# "3,000 won for a household fan", "₩2,000 for the commercial one" (the phrase ends at the next
# clause, value or stop)
_FOR: Final = re.compile(
    r"(?:₩\s?)?(?P<v>(?<![\d,.])\d{1,3}(?:,\d{3})+|\d+)\s?(?:won\b|원|KRW\b)?\s(?:each\s)?for\s"
    r"(?P<p>(?:(?!\b(?:and|or|but|while|whereas)\b)[^,.;:\n()\d]){1,60})",
    re.I,
)
_DOUBT: Final = re.compile(
    r"\b(?:not|non|no|whether|if|depending|either|unless|except|other\sthan)\b|n't", re.I
)
# a value joined to one before it ("2,000 or 3,000 won for …"): the pair is the phrase's, unsure
_JOINED: Final = re.compile(r"\d\s?(?:won\s)?(?:or|to|and|/|~|-|–)\s?$", re.I)
_OR: Final = re.compile(r"\s?(?:or|and)\b([^\d.;:\n]{0,30})", re.I)  # up to a figure or stop
_HANGUL: Final = {form: word for word, forms in TIERS.items() for form in forms}
_WORD: Final = re.compile(
    r"(?<![A-Za-z-])(?:"
    + "|".join(re.escape(f) for f in sorted(_HANGUL, key=len, reverse=True))
    + r")(?![A-Za-z-])",
    re.I,
)


def _text(r: Row) -> str:
    return " ".join((*r.words, *r.qualifiers, r.spec))


def for_row_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Fees said ``for`` a marked row that another row of the list holds."""
    if " for " not in answer:
        return []
    out: list[Claim] = []
    for m in _FOR.finditer(answer):
        phrase = m.group("p")
        said = {_HANGUL[w.group(0).lower()] for w in _WORD.finditer(phrase)}
        if len(said) != 1 or _DOUBT.search(phrase) or _JOINED.search(answer, 0, m.start()):
            continue
        if (after := _OR.match(answer, m.end("p"))) and _WORD.search(after.group(1)):
            continue  # "for a household or commercial fan"
        (word,) = said
        value = float(m.group("v").replace(",", ""))
        marked = [r for r in rows(sources) if word in _text(r)]
        if not marked or any(value in r.values for r in marked):
            continue
        holders = [
            r
            for r in rows(sources)
            if word not in _text(r)
            and value in r.values
            and any(
                o.table == r.table and set(o.alternatives) & set(r.alternatives) for o in marked
            )
        ]
        if not holders:
            continue
        s, e = m.start("v"), m.end("p")
        why = f"{m.group('v')} won is the fee of another row, not of the {word} one"
        out.append(Claim(answer[s:e].rstrip(), "condition", value, s, e, why))
    return out
