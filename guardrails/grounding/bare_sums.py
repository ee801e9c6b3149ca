"""A written sum whose terms are bare numerals and whose result carries the currency.

Answers often write the working without a unit on its terms and put the unit on the result
only: "8,000 + 5,000 = 13,000 won", "많아도 4,000 + 3,000 = 7,000원", "3,600 + 4,000 = 7,600원".
The terms are then plain numbers, not amounts, so :func:`.arithmetic.equation_why` (which reads
a chain of amounts) leaves the result unread, and a wrong result ("8,000 + 5,000 = 12,000 won",
"14,000 + 4,000 = 20,000 won in total") passed as a total of some rows. The reading here: **an
amount right after "=" that closes a chain of two or more numerals joined only by "+" (each
bare, or an amount) is their sum; it must come out.**

Read only where the chain is plain: every gap between two terms is "+" alone (no "×", no words:
a sum of products is :mod:`.worked`'s and :mod:`.arithmetic`'s), at least one term is a bare
numeral (a chain of amounts is :func:`.arithmetic.equation_why`'s), no term carries a unit of
its own other than the currency, and nothing that chains (``×``, ``+``, ``=``, ``-``, ``/``) or a
digit stands right before the first term. A result written as the end of a range ("= 7,000~9,000
원") is left to the other readings, and so is a sum that comes out where its sentence first states
as many amounts as the chain has terms and the terms are not those amounts ("신발장(6,000원)과
장식장(16,000원)이면 6,000 + 9,000 = 15,000원": which of them is wrong is the total readings' question).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim, amount, sentence_around

# "=" right before the result
_EQUALS_BEFORE: Final = re.compile(r"\s?=\s?$")
# the gap between two terms of the chain: "+" alone (a currency word after an amount term)
_PLUS_GAP: Final = re.compile(r"\s?(?:원|won)?\s?[+＋]\s?", re.I)
# the gap between the last term and "=": at most the currency word
_LAST_GAP: Final = re.compile(r"\s?(?:원|won)?\s?", re.I)
# something that chains or a digit right before the first term: the chain runs on, unsure
_RUNS_ON: Final = re.compile(r"[\d×xX*+＋=\-−–/÷.,]\s?$")
# the result opening a range, or said as an approximation
_RANGE_AFTER: Final = re.compile(r"\s?[~∼〜～]")
_MOST_TERMS: Final = 6


def _bare(e: Claim) -> bool:
    """Whether ``e`` is a numeral written without a unit."""
    v = e.value
    return e.kind == "number" and isinstance(v, tuple) and len(v) == 2 and v[1] is None


def bare_sum_why(c: Claim, answer: str, claims: Sequence[Claim]) -> str | None:
    """Why money ``c``, written after "=" closing a plain "+" chain of numerals at least one of
    them bare, is not their sum: "" when it is, None when ``c`` closes no such chain (module
    docstring)."""
    if c.kind != "money" or "=" not in answer or "+" not in answer and "＋" not in answer:
        return None
    v = amount(c)
    eq = _EQUALS_BEFORE.search(answer, max(0, c.start - 4), c.start)
    if v is None or eq is None or _RANGE_AFTER.match(answer, c.end):
        return None
    before = [e for e in claims if e.end <= eq.start()]
    if not before or not (_bare(before[-1]) or before[-1].kind == "money"):
        return None
    if not _LAST_GAP.fullmatch(answer, before[-1].end, eq.start()):
        return None
    chain = [before[-1]]
    i = len(before) - 2
    while i >= 0 and len(chain) < _MOST_TERMS:
        e = before[i]
        if not (_bare(e) or e.kind == "money") or not _PLUS_GAP.fullmatch(
            answer, e.end, chain[0].start
        ):
            break
        chain.insert(0, e)
        i -= 1
    if len(chain) < 2 or not any(_bare(e) for e in chain):
        return None
    head = chain[0].start
    if _RUNS_ON.search(answer, max(0, head - 3), head):
        return None
    terms = [amount(e) for e in chain]
    if any(t is None for t in terms):
        return None
    total = sum(t for t in terms if t is not None)
    if abs(total - v) < 1e-6:
        # the sentence first states as many amounts as the chain has terms ("신발장(6,000원)과
        # 장식장(16,000원)이면 6,000 + 9,000 = 15,000원"): the terms restate them, or it is unsure
        lo = sentence_around(answer, head)[0]
        said = sorted(a for e in claims if lo <= e.start and e.end <= head and e.kind == "money"
                      if (a := amount(e)) is not None)  # fmt: skip
        if len(said) == len(terms) and said != sorted(t for t in terms if t is not None):
            return None
        return ""
    return f"{c.text} is not the sum the answer works out ({total:,.0f})"
