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

Round 55, the sure side (:func:`gap_why`): **a gap said right after two worked amounts of one
quantity** (``For 2 tonnes of flake, PET gives 1,300,000 won and PP 1,040,000 won — 360,000 won
more for PET``: 650 × 2,000 and 520 × 2,000) is their difference, whatever else its figure equals
(360,000 is baled PP's 180 × 2,000, which let it pass as a product). Read only when the two amounts
are the last two of its sentence before it, with no other figure or clause between the second and
the gap (a ``than`` after the gap must name one of the two sides by a word of its own), each a whole multiple (2 or more) of some per-kg rate by the same quantity, and the
sentence is not hedged; flagged when the gap is not theirs (within the bound or rounding its words
allow).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.approx import rounding_tolerance, said_about
from guardrails.grounding.claims import Claim, amount, sentence_around
from guardrails.grounding.hedges import unsure
from guardrails.grounding.rates import Rate, output_rates, stated_rates

__all__ = ["MISGAPPED", "gap_why", "product_gap"]

# the why of a gap that is not its two amounts' difference: no working elsewhere clears it
MISGAPPED: Final = "is not the gap of the two amounts said right before it"

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
# what may stand between the second worked amount and its gap (round 55): a dash, a comma, "so",
# "이라/이니까/으로" — no figure, no new clause of its own
_JOIN: Final = re.compile(
    r"(?:원|won)?\s?(?:[,;—–:-]|\(|\)|\s|so\b|that's\b|that\sis\b|i\.e\.|which\sis\b|or\b|[가-힣]{0,2}(?:이라|이니까|니까|으로|로|이라서|이어서|여서|라서)"
    r"|[A-Za-z가-힣]{1,12}(?:가|이|는|은)\s"
    r"|so\s(?:[A-Za-z]+\s){0,2}?(?:earns?|gets?|gives?|brings?|fetch(?:es)?|makes?|pays?)\s)*$",
    re.I,
)
_TOTAL_BEFORE: Final = re.compile(
    r"(?:합계|합쳐서?|합하면|총|모두|in\stotal|total(?:\sof)?|altogether|combined|together)\s?$",
    re.I,
)
_UNSURE: Final = unsure(r"\bif\b|\bmaybe\b|\bperhaps\b|아마|라면|이라면")
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


def gap_why(c: Claim, answer: str, claims: Sequence[Claim], sources: tuple[str, ...]) -> str | None:
    """``""`` when money claim ``c`` is a gap :func:`product_gap` reads; why not, when it is a gap
    said right after two worked amounts of one quantity and not their difference; None else
    (module docstring)."""
    if c.kind != "money" or not (after := _GAP_AFTER.match(answer, c.end)):
        return None
    if product_gap(c, answer, claims, sources):
        return ""
    if "," in after.group(0) or _TOTAL_BEFORE.search(answer, max(0, c.start - 12), c.start):
        return None  # "합계 60,000원이고, 차이는 12,000원": a total, the gap word the next clause's
    v = amount(c)
    start, end = sentence_around(answer, c.start)
    before = [e for e in claims if start <= e.start and e.end <= c.start]
    if v is None or v <= 0 or len(before) < 2 or any(e.kind != "money" for e in before[-2:]):
        return None
    (a, b), second = [amount(e) for e in before[-2:]], before[-1]
    if a is None or b is None or a == b or not _JOIN.search(answer[second.end : c.start]):
        return None
    if _UNSURE.search(answer, start, end):
        return None
    if (than := _THAN.match(answer, c.end)) is not None:  # "… more than PE flake": which side?
        first = next((w for w in _WORD.findall(than.group(1).lower()) if w != "the"), "")
        ends = [e.end for e in claims if start <= e.end <= before[-2].start]
        label = answer[max(ends, default=start) : second.start].lower()
        if first not in _WORD.findall(label):
            return None  # a third side ("200,000 won more than PE flake"): product_gap's
    rates = {r.per_kg for r in _rates(answer, tuple(claims), sources)}
    if not _same_quantity(a, b, rates):
        return None
    over = _OVER_AFTER.match(answer, c.end) or _OVER_BEFORE.search(
        answer, max(0, c.start - 14), c.start
    )
    gap = abs(a - b)
    tol = rounding_tolerance(c) if said_about(answer, c.start, c.end) else 1e-6
    if (v <= gap < v * (1 + _BOUND_SPAN)) if over else abs(gap - v) <= tol:
        return None
    return f"{c.text} {MISGAPPED} ({a:,.0f} − {b:,.0f} = {gap:,.0f})"


def _same_quantity(a: float, b: float, rates: set[float]) -> bool:
    """Whether amounts ``a`` and ``b`` are each some rate times one whole quantity (2 or more)."""
    qa = {a / r for r in rates if r > 0 and (a / r).is_integer() and a / r >= 2}
    return any(b / r in qa for r in rates if r > 0 and (b / r).is_integer())
