"""Products bound to their price: an amount worked out as a unit price (or a fee per N units)
times a quantity is right when it is that product for the price of the thing its clause names,
whoever stated the quantity ("- 신문지: 120원/kg / - 30kg 기준: 약 3,600원", "6,000 won per 10 kg …
one around 20 kg would be about 12,000 won", "1kg 1,200원. So 10kg면 about 12,000원").

The rates are the answer's own, stated before the figure (:mod:`.rates`: a unit price, a fee per N
units written beside its amount, each labelled by the words its line or clause gives before it). The
quantity is the last one its clause (from the amount before it in its sentence, or the sentence
start) states before the figure, in the rate's unit (weights in kilograms); where the clause
states none, the one weight of the heading its block is written under (``**10 kg 기준**`` over
``백색 유리 450원, 압축 PET 3,500원``: :mod:`.headings`). A clause that names a rate's own label
word uses that rate only; a clause that names none may use a rate only when exactly one price per that unit is stated before it or given by
the tool outputs. Exact, or after 약/about within the rounding the figure shows.

A figure that is the product for another material's price while its clause names a material
whose own product it is not ("Newspaper 120 won/kg, Cardboard 80 won/kg. For 50 kg of cardboard
that's about 6,000 won") is flagged; an unsure binding (no name, or the named product comes out)
never is.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, NamedTuple

from guardrails.grounding.approx import rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.forward import phrase_end
from guardrails.grounding.headings import heading_above
from guardrails.grounding.product_gaps import MISGAPPED
from guardrails.grounding.quantity_lines import listed_weight
from guardrails.grounding.rates import (
    PER_AFTER,
    Rate,
    in_kg,
    line_start,
    output_rates,
    stated_rates,
)
from guardrails.grounding.same_weight import same_weight
from guardrails.grounding.shares import UNSHARED, split_worth
from guardrails.grounding.spelled_weights import has_spelled_weight, spelled_weight

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence
    from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = [
    "MISADDED",
    "MISPRICED",
    "misbound_product_why",
    "output_rates",
    "product_ok",
    "worked_quantities",
]

_ABOUT: Final = re.compile(
    r"(?<![가-힣])약\s?(?=\d)|대략|쯤|정도|가량|\b(?:about|around|roughly|approx\w*|nearly|almost)\b",
    re.I,
)
_REACH: Final = 300
MISPRICED: Final = "is a product for another material's price"
# a total of several materials' weights that is one material's product (:mod:`.material_sums`)
MISADDED: Final = "is not the total of the materials its sentence adds"
# whys of a product that no working elsewhere clears (the figure is some other working's)
HELD: Final = (MISPRICED, UNSHARED, MISGAPPED, MISADDED)


class _Product(NamedTuple):
    value: float
    tol: float
    qty: Claim
    clause: str
    sentence: str


# a weight in the answer: the gate (answers of fees per item never read further)
_WEIGHED: Final = re.compile(r"\d\s?(?:kg|㎏|킬로|키로|톤|t\b|ton(?:ne)?s?\b|g\b|그램)", re.I)


@functools.lru_cache(maxsize=64)
def _weighed(answer: str) -> bool:
    return _WEIGHED.search(answer) is not None or has_spelled_weight(answer)


def _product(c: Claim, answer: str, claims: Sequence[Claim]) -> _Product | None:
    """The figure, its tolerance, the quantity its clause states, its clause and sentence."""
    if c.kind != "money" or not _weighed(answer):
        return None
    v = amount(c)
    if v is None or v <= 0:
        return None
    start = line_start(answer, c.start)
    i = bisect_left(claims, start, key=lambda e: e.start)
    j = bisect_left(claims, c.start, key=lambda e: e.start)
    lo = start
    qty: Claim | None = None
    basis: Claim | None = None  # "100kg 기준으로 A는 …원, B는 …원": every figure's after it
    for e in claims[i:j]:
        if e.kind in ("money", "unit_price"):  # the clause starts after the amount before it
            lo, qty = min(phrase_end(answer, e.end), c.start), None  # and its "for the aluminium"
        elif e.kind == "number" and isinstance(e.value, tuple) and in_kg(str(e.value[1] or "")):
            qty = e
            basis = e if _SHARED_BASIS.match(answer, e.end) else None
    if qty is None and basis is not None and not SENTENCE_END.search(answer, basis.end, c.start):
        qty = basis
    if qty is None:  # "Ten tonnes of clear cullet would be 450,000 won": a spelled weight
        qty = spelled_weight(answer, lo, c.start)
    if qty is None:  # "about 3,500 won for 10 kg", "약 3,500원 (10kg 기준)": the weight it is for
        qty = _weight_after(answer, claims, c, j)
    if qty is None:  # "**10 kg 기준**" over "백색 유리 450원, 압축 PET 3,500원": the heading's
        qty = _heading_weight(answer, claims, c.start)
    if qty is None:  # "- 수량: 200kg / - 예상 금액: 16,000원": the list line's above
        qty = listed_weight(answer, claims, c.start, _is_weight)
    if qty is None:  # "The same weight as flakes would be …": the weight said before it
        qty = same_weight(answer, claims, lo, c.start, _is_weight, _qty_kg)
    if qty is None or PER_AFTER.match(answer, c.end):
        return None
    about = _ABOUT.search(answer, max(0, c.start - 8), c.start) or _ABOUT.search(
        answer, c.end, c.end + 8
    )
    tol = max(rounding_tolerance(c), 1.0) if about else 1e-6
    clause = answer[lo : c.start] + answer[c.end : phrase_end(answer, c.end)]  # "… for the scrap"
    return _Product(v, tol, qty, clause.lower(), answer[start : c.start].lower())


# a weight said as the basis of every figure after it in its sentence ("100kg 기준으로 압축 PET는
# 35,000원, 신문지는 12,000원", "10kg씩 팔면", "At 100 kg each, PET comes to …, newspaper …")
_SHARED_BASIS: Final = re.compile(
    r"\s?(?:(?:을|를)\s?)?(?:기준(?:으로|이면|일\s?때)|씩)|\s(?:each|apiece|basis)\b", re.I
)
# the words between a figure and the weight it is worked for, written after it ("3,500 won for
# 10 kg", "3,500 won on your 10 kg", "3,500원 (10kg 기준)", "3,500원, 10kg 기준")
_FOR_AFTER: Final = re.compile(
    r"\s?(?:\(|for\s(?:(?:the|your|a|all|those|these|about|around)\s)*"
    r"|on\s(?:(?:the|your|those|these)\s)*)$",
    re.I,
)
_BASIS_AFTER: Final = re.compile(r"\s?(?:\(\s?|,\s?)$")
_BASIS: Final = re.compile(r"\s?(?:기준|어치|worth\b)", re.I)


def _weight_after(answer: str, claims: Sequence[Claim], c: Claim, j: int) -> Claim | None:
    """The weight written right after figure ``c`` as the quantity it is for ("about 3,500 won
    for 10 kg", "약 3,500원 (10kg 기준)"); none when that weight opens a rate ("per 10 kg")."""
    nxt = next((e for e in claims[j:] if e.start >= c.end), None)
    if nxt is None or not _is_weight(nxt) or nxt.start - c.end > 24:
        return None
    gap = answer[c.end : nxt.start]
    if _FOR_AFTER.fullmatch(gap) or (_BASIS_AFTER.fullmatch(gap) and _BASIS.match(answer, nxt.end)):
        return nxt
    return None


def _heading_weight(answer: str, claims: Sequence[Claim], pos: int) -> Claim | None:
    """The one weight the heading of ``pos``'s block states and nothing else of money
    (:mod:`.headings`): the quantity the figures under it are worked for."""
    head = heading_above(answer, pos)
    if head is None:
        return None
    inside = [e for e in claims if head[0] <= e.start and e.end <= head[1]]
    weights = [e for e in inside if e.kind == "number" and isinstance(e.value, tuple)
               and in_kg(str(e.value[1] or ""))]  # fmt: skip
    if len(weights) != 1 or any(e.kind in ("money", "unit_price") for e in inside):
        return None
    return weights[0]


def _is_weight(e: Claim) -> bool:
    return e.kind == "number" and isinstance(e.value, tuple) and bool(in_kg(str(e.value[1] or "")))


def _qty_kg(q: Claim) -> float:
    assert isinstance(q.value, tuple)
    return float(q.value[0]) * in_kg(str(q.value[1]))


def _split(
    c: Claim, answer: str, claims: Sequence[Claim], places: PlaceVocabulary | None = None
) -> tuple[_Product, list[Rate], list[Rate]] | None:
    """The product ``c`` states and the rates before it, those its clause names first (read once
    per claim: ``misbound_product_why`` and ``product_ok`` both ask)."""
    if c.kind != "money" or not _weighed(answer):
        return None
    return _split_once(c, answer, tuple(claims), places)


@functools.lru_cache(maxsize=64)
def _split_once(
    c: Claim, answer: str, claims: tuple[Claim, ...], places: PlaceVocabulary | None
) -> tuple[_Product, list[Rate], list[Rate]] | None:
    p = _product(c, answer, claims)
    if p is None:
        return None
    every = stated_rates(answer, tuple(claims))
    if any(r.start == c.start for r in every):
        return None  # "10kg당 6,000원", "6,000 won per 10 kg": a rate, not a product
    rates = [r for r in every if c.start - _REACH <= r.start < r.end <= c.start]
    if (own := _rate_after(c, answer, every)) is not None:  # "12,000원(kg당 1,200원)"
        return p, [own], rates
    if not rates:
        return None
    seen: dict[str, int] = {}
    for r in rates:
        for w in r.label:
            seen[w] = seen.get(w, 0) + 1
    named = [r for r in rates if any(seen[w] == 1 and w in p.clause for w in r.label)]
    if not named:  # "10 kg of compressed PET" under "PET, compressed" and "PET flake": the rate
        named = [r for r in rates if r.label and all(w in p.clause for w in r.label)]
    if not named and places is not None:  # "골판지 80원 … 상자 20kg은 1,600원": 골판지 by another
        named = [r for r in rates if _said_otherwise(r, p.clause, places)]  # word of the item
    if not named:  # "For cardboard, 50 kg is 4,000 won and 30 kg is 2,400 won": its sentence's
        named = [r for r in rates if any(seen[w] == 1 and w in p.sentence for w in r.label)]
    return p, named, [r for r in rates if r not in named]


# the opening of a rate written right after the figure it works out ("12,000원(kg당 1,200원)",
# "6,000 won (at 1,200 won/kg)", "6,000 won at 1,200 won/kg")
_RATE_AFTER: Final = re.compile(r"\s?(?:\(\s?(?:at\s|@\s?)?|at\s|@\s?)", re.I)


def _rate_after(c: Claim, answer: str, every: Sequence[Rate]) -> Rate | None:
    """The rate written right after figure ``c`` as the one it is worked with: in parentheses or
    after ``at``/``@`` ("알루미늄캔 10kg은 12,000원(kg당 1,200원)" is 10 kg at 1,200원/kg; "5 kg is
    6,000 won (at 1,200 won/kg)"). That rate alone is the figure's: "13,000원(kg당 1,200원)" for
    10 kg is no product of it. The quantity of such a figure is not cleared as the product's
    (:func:`worked_quantities`): "Two tonnes is 2,500 kg, so … 700,000 won at 280 won/kg" still
    has 2,500 kg checked against the user's 2 tonnes."""
    r = next((r for r in every if r.start >= c.end), None)
    if r is None or r.start - c.end > 6:
        return None
    return r if _RATE_AFTER.fullmatch(answer, c.end, r.start) else None


def _said_otherwise(r: Rate, clause: str, places: PlaceVocabulary) -> bool:
    """Whether ``clause`` names the item of rate ``r`` by a form the vocabulary gives it (``상자``
    or ``cardboard`` for a rate labelled ``골판지``); a word of no item's names none."""
    return any(len(f) > 1 and f.lower() in clause for w in r.label for f in places.spellings(w))


def _split_worth(p: _Product, named: list[Rate]) -> float | None:
    """The figure of ``p``'s quantity shared equally between the named rates (:mod:`.shares`)."""
    rates = sorted({r.per_kg for r in named})
    return split_worth(p.clause, _qty_kg(p.qty), rates)


def _gives(p: _Product, r: Rate) -> bool:
    return abs(r.per_kg * _qty_kg(p.qty) - p.value) <= p.tol


def product_ok(
    c: Claim, answer: str, claims: Sequence[Claim], sources: tuple[str, ...],
    places: PlaceVocabulary | None = None,
) -> bool:  # fmt: skip
    """Whether ``c`` is a rate times the quantity its clause states (module docstring)."""
    if c.kind != "money":
        return False
    found = _split(c, answer, claims, places)
    if found is None:
        return False
    p, named, other = found
    if (split := _split_worth(p, named)) is not None:  # "half newspaper and half cardboard"
        return abs(split - p.value) <= p.tol
    if named:
        return any(_gives(p, r) for r in named)
    per = {round(r.per_kg, 6) for r in other} | {round(x, 6) for x in output_rates(sources)}
    return len(per) == 1 and any(_gives(p, r) for r in other)


def misbound_product_why(
    c: Claim, answer: str, claims: Sequence[Claim], places: PlaceVocabulary | None = None
) -> str | None:
    """Why ``c`` is the product for another material's price than the one its clause names."""
    if c.kind != "money":
        return None
    found = _split(c, answer, claims, places)
    if found is None:
        return None
    p, named, other = found
    if (split := _split_worth(p, named)) is not None:  # the sum of each share's product
        if abs(split - p.value) <= p.tol:
            return None
        return f"{c.text} {UNSHARED} ({split:,.0f})"
    if not named or any(_gives(p, r) for r in named) or not any(_gives(p, r) for r in other):
        return None
    if _paired(c, answer) and any(_gives(p, r) for r in other if r.label & _words(p.sentence)):
        return None  # "Clear … more than blue-green — on 100 kg that's 4,500 won versus 3,500 won"
    if _pair_of_rates(c, p, [*named, *other], answer, claims):
        return None  # "a 300 won/kg premium for flake — on 100 kg, 35,000 won vs 65,000 won"
    return f"{c.text} {MISPRICED}, not the one its clause names"


# two products set against each other: "4,500 won versus 3,500 won", "7,000원 대 13,000원"
_VERSUS: Final = re.compile(
    r"\s?(?:원|won)?\s?(?:versus|vs\.?|compared\swith|against|대비|대)\s", re.I
)
_LETTERS: Final = re.compile(r"[가-힣A-Za-z]+")


def _paired(c: Claim, answer: str) -> bool:
    """Whether product ``c`` is one of a pair set against each other (round 31): then the pair
    follows the materials its sentence names in turn, not only the one nearest its clause."""
    if _VERSUS.match(answer, c.end):
        return True
    head = answer[max(0, c.start - 40) : c.start]
    return re.search(r"\d\s?(?:원|won)?\s?(?:versus|vs\.?|대비|대)\s$", head, re.I) is not None


def _pair_of_rates(
    c: Claim, p: _Product, rates: Sequence[Rate], answer: str, claims: Sequence[Claim]
) -> bool:
    """Whether ``c`` and the figure set against it ("35,000 won vs 65,000 won") are the products
    of two different stated rates for the one quantity ``c``'s clause states: the pair compares
    the rates, whichever one the clause names. "on 100 kg, 35,000 won vs 65,000 won" after
    350 and 650 won/kg passes; "… 36,000 won vs 65,000 won" does not (36,000 is no product).
    Read only where the sentence names fewer than two of the rates: a sentence naming two ("Clear
    … more than blue-green — 4,000 won versus 3,500 won") pairs those (:func:`_paired`)."""
    said = _words(p.sentence)
    if sum(1 for r in rates if r.label & said) >= 2:
        return False
    k = next((n for n, e in enumerate(claims) if e is c), None)
    if k is None:
        return False
    if _VERSUS.match(answer, c.end) and k + 1 < len(claims):
        other = claims[k + 1]
        gap = answer[c.end : other.start]
    elif k > 0:
        other = claims[k - 1]
        gap = answer[other.end : c.start]
    else:
        return False
    if other.kind != "money" or not _VERSUS.fullmatch(gap) or (v := amount(other)) is None:
        return False
    qty = _qty_kg(p.qty)
    mine = {r.per_kg for r in rates if _gives(p, r)}
    theirs = {r.per_kg for r in rates if abs(r.per_kg * qty - v) <= p.tol}
    return bool(mine and theirs and (mine | theirs) != mine)


def _words(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in _LETTERS.findall(text)) | frozenset(_LETTERS.findall(text))


def worked_quantities(
    unsupported: Sequence[Claim], answer: str, claims: Sequence[Claim], ev: Evidence
) -> set[int]:
    """Starts of flagged quantities that are a supported product's quantity ("one around 20 kg
    would be about 12,000 won") or the one unit of a rate ("1kg 1,200원")."""
    flagged = {u.start for u in unsupported}
    out: set[int] = set()
    qs = [u for u in unsupported if u.kind == "number" and isinstance(u.value, tuple)
          and in_kg(str(u.value[1] or ""))]  # fmt: skip
    if not qs:
        return out
    for q in qs:
        nxt = next((e for e in claims if e.start >= q.end), None)
        if nxt is None or nxt.kind != "money" or nxt.start in flagged:
            continue
        gap = answer[q.end : nxt.start]
        if float(q.value[0]) == 1.0 and re.fullmatch(r"\s?(?:당|에|:)?\s?(?:약\s?)?", gap):  # type: ignore[index]
            out.add(q.start)  # "1kg 1,200원": the unit of a price
    for c in claims:
        if c.kind != "money" or c.start in flagged:
            continue
        p = _product(c, answer, claims)
        if (
            p is not None
            and p.qty.start in flagged
            and _rate_after(c, answer, stated_rates(answer, tuple(claims))) is None
            and product_ok(c, answer, claims, ev.sources, ev.places)
        ):
            out.add(p.qty.start)
    return out
