"""A gap said right after worked amounts: how much more one choice brings than another.

Two readings, each of an amount next to a word of gain or comparison (``더``, ``차이``, ``이득``,
``more``, ``extra``, ``ahead`` …) whose figure no tool output holds:

- **the gap of two amounts its sentence states before it**: ``10kg씩 파시면 알루미늄캔 12,000원,
  철캔 1,800원이라 … 1만 원 넘게 이득이에요`` (12,000 − 1,800 = 10,200, over 10,000);
  ``… 12,000 won against 1,800 won, over 10,000 won more``;
- **the gap of a product against another stated rate at the same quantity**: ``A tonne of clear
  glass would bring about 45 × 1,000 = 45,000 won, 10,000 won more than green`` (green 35 won/kg:
  (45 − 35) × 1,000). The product's quantity is its figure over the rate it is a product of; the
  other rate is the one the words after the comparison name (``than green``) when they name one.

A bound word (``넘게``, ``이상``, ``over``, ``more than``) holds the gap on its side, within a
quarter of the figure; ``약`` / ``about`` within the rounding the figure shows; otherwise exact.
A sentence with no earlier amount, or one whose gap comes out of no pair, is left to the other
readers (and flagged by them when nothing else supports it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.approx import rounding_tolerance, said_about
from guardrails.grounding.claims import Claim, amount, sentence_around
from guardrails.grounding.rates import Rate, output_rates, stated_rates

__all__ = ["product_gap"]

# a word of gain or comparison after the gap ("1만 원 넘게 이득", "10,000 won more than green")
_GAP_AFTER: Final = re.compile(
    r"[^.!?\n]{0,10}?(?:더\s?(?:받|벌|남|이득|비싸|많)|차이|이득|이익|more\b|extra\b|ahead\b"
    r"|better\b|higher\b)",
    re.I,
)
_OVER_AFTER: Final = re.compile(r"\s?(?:넘게|넘는|이상|남짓|조금\s?넘게)")
_OVER_BEFORE: Final = re.compile(r"(?:over|more than|above|upwards of)\s$", re.I)
_THAN: Final = re.compile(r"[^.!?\n]{0,14}?\bthan\s+([^.,;!?\n]{1,40})", re.I)
_WORD: Final = re.compile(r"[a-z가-힣]+")
_BOUND_SPAN: Final = 0.25  # of the figure: "1만 원 넘게" holds 10,000 ≤ gap < 12,500


def product_gap(c: Claim, answer: str, claims: Sequence[Claim], sources: tuple[str, ...]) -> bool:
    """Whether money claim ``c`` is the gap of two amounts or of a product against another rate
    (module docstring)."""
    if c.kind != "money" or not _GAP_AFTER.match(answer, c.end):
        return False
    v = amount(c)
    if v is None or v <= 0:
        return False
    start = sentence_around(answer, c.start)[0]
    before = [e for e in claims if start <= e.start and e.end <= c.start and e.kind == "money"]
    amounts = [a for e in before if (a := amount(e)) is not None and a > 0]
    if not amounts:
        return False
    over = _OVER_AFTER.match(answer, c.end) or _OVER_BEFORE.search(
        answer, max(0, c.start - 14), c.start
    )
    tol = rounding_tolerance(c) if said_about(answer, c.start, c.end) else 1e-6

    def holds(gap: float) -> bool:
        if over:
            return v <= gap < v * (1 + _BOUND_SPAN)
        return abs(gap - v) <= tol

    if any(holds(abs(a - b)) for i, a in enumerate(amounts) for b in amounts[i + 1 :]):
        return True
    rates = _rates(answer, tuple(claims), sources)
    others = _named_after(c, answer, rates) or rates
    for product in amounts:
        for r in rates:
            qty = product / r.per_kg
            if abs(qty - round(qty)) > 1e-6 or qty < 2:
                continue  # no whole quantity of this rate (one is the rate itself: no product)
            if any(o.per_kg != r.per_kg and holds(abs(r.per_kg - o.per_kg) * qty) for o in others):
                return True
    return False


def _rates(answer: str, claims: tuple[Claim, ...], sources: tuple[str, ...]) -> list[Rate]:
    stated = list(stated_rates(answer, claims))
    known = {r.per_kg for r in stated}
    return stated + [
        Rate(x, -1, -1, frozenset())
        for x in sorted(output_rates(sources))
        if x > 0 and x not in known
    ]


def _named_after(c: Claim, answer: str, rates: Sequence[Rate]) -> list[Rate]:
    """The stated rates the words after ``than`` name ("10,000 won more than green")."""
    m = _THAN.match(answer, c.end)
    if m is None:
        return []
    words = set(_WORD.findall(m.group(1).lower()))
    return [r for r in rates if r.label & words]
