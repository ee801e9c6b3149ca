"""Amounts an answer works out from its own figures, whatever words it uses for the working: a
price times a quantity ("개당 10000원이라 두 개면 20000원", "2kg이면 2,900원 정도 … kg당
1,450원이거든"), a sum of such terms ("캔 20개에 페트 10개면 400원", "a 4-seat table plus four
office chairs comes to about 19000 won"), and a price per ton restated per kilogram ("톤당
62,000원, 킬로로 치면 약 62원"); reward points the same way ("개당 10포인트 … 100개 넣으면
1,000포인트").

The terms are the amounts the answer states near the figure (before it, up to 200 characters;
after it, to the end of its sentence or of the next one when that gives the reason: "… 2,900원
정도 받을 수 있어! kg당 1,450원이거든"), each used once, times a quantity the answer states (a
number before a counter or unit, 두 개, four, × 4; never a label's number, 3인용, 500ml) or once; at most three terms, and the working must do something (a
single amount restated is a plain claim). Exact, or after 약/쯤/about within the
rounding the figure shows (``approx.rounding_tolerance``). A figure that
no such working gives stays unsupported (an invented total, a total with the wrong quantity).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import combinations, product
from typing import Final

from guardrails.grounding.approx import ABOUT, rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.reasons import MISBOUND
from guardrails.grounding.stated_quantities import (
    _COUNTER,
    _REACH,
    ALL_OF,
    ALL_OF_N,
    _per_size_factors,
    _quantities,
    _sentence_start,
    _skip_space,
    terms_masked,
    unit_of_product,
)
from guardrails.grounding.worked_pairs import misowned, owners


def misbound(c: Claim) -> bool:
    """Whether ``c`` was flagged as a value some other subject's record gives."""
    return MISBOUND in (c.why or "")


# a working stated before the figure in its clause ("두 개면", "comes to", "together =", "총")
_WORKING = re.compile(
    r"(?:이?[면믄]|합치면|합쳐|합하면|더하면|총|치면|이라|라서|니까)\s?(?:약\s?|대략\s?)?[^,.!?\n]{0,12}$"
    r"|(?:comes? to|gets? you|together|in total|total of|plus|[+=×→]|\bso\b|\bmax(?:imum)?\b|최대)"
    r"[^,.!?\n]{0,16}$"  # "10 points each, up to 50 a day, so max 500 points"
    # a supposed quantity's outcome: "100 bottles would earn about 1,000 won", "you'd get"
    r"|\b(?:would|will|you'd|you'll)\s(?:earn|get|make|receive|cost|come to|be)\b[^,.!?\n]{0,12}$"
    # a quantity labelling the amount after a dash or colon ("- 25개 — 50,000원", "4 chairs:
    # 8,000 won"): that many of the priced thing
    rf"|(?<![\d.,:\-])\d{{1,4}}\s?(?:{_COUNTER}|[a-z]+s)\s?[—–:=]\s?$",
    re.I,
)
_WORKING = gated(_WORKING)  # :mod:`.opening_gate`: the same matches, skipped to
_SUMMED = re.compile(
    r"(?:합치면|합쳐서?|합하면|합해서?|더하면|더해서?|다\s?해서|통틀어|합계|함께|총|모두|전부)\s?(?:약\s?|대략\s?)?"
    r"[^,.!?\n]{0,12}$"
    r"|(?:comes? to|gets? you|together|in total|total of|plus|all|[+=])[^,.!?\n]{0,16}$",
    re.I,
)
_EACH = re.compile(r"\s?(?:씩|each\b|apiece\b)", re.I)
_TOTAL_AFTER = re.compile(
    r"\s?(?:total|in total|altogether|back|for (?:both|all (?:three|four)|the (?:two|pair)))", re.I
)
_FOR_ALL = re.compile(r"\s?for (?:the )?(both|all three|all four|two|pair)\b", re.I)
_REASON = re.compile(r"거든|때문|기준|이니까|니까|because|since|based on", re.I)
_TON = re.compile(r"톤|ton", re.I)
# a year of a monthly figure: twelve months the multiplier (round 35, :func:`_yearly`)
_YEAR = re.compile(
    r"(?<![\d,.])1\s?년|(?<![가-힣])일\s?년|연간|매년|\b(?:a|per|one|each)\s(?:full\s)?year|yearly"
    r"|annual",
    re.I,
)
_MONTH = re.compile(r"한\s?달|매달|매월|월\s?평균|\b(?:a|per|one|each)\smonth|monthly", re.I)
_MONTHS_IN_YEAR: Final = 12.0
_AMOUNT_KINDS: Final = ("money", "unit_price")


def _window(answer: str, c: Claim) -> tuple[int, int]:
    """Up to 200 characters before the figure, to the end of its sentence after it (or of the
    next sentence when that one gives the reason: "… kg당 1,450원이거든")."""
    m = SENTENCE_END.search(answer, c.end)
    end = m.end() if m else len(answer)
    nxt = SENTENCE_END.search(answer, end)
    next_end = nxt.end() if nxt else len(answer)
    if end < len(answer) and _REASON.search(answer, end, next_end):
        end = next_end
    return max(0, c.start - _REACH), end


def worked_out(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """Whether amount ``c`` is worked out from the answer's own amounts and quantities."""
    v = amount(c)
    kinds = (
        _AMOUNT_KINDS if c.kind in _AMOUNT_KINDS else ("reward",)
    )  # points: "100개면 1,000포인트"
    if c.kind not in kinds or v is None or v <= 0:
        return False
    if _per_ton_restated(c, answer, claims, v):
        return True  # "a ₩40/kg gap, or ₩40,000 per tonne": a stated amount in another unit
    clause = answer[max(0, c.start - 40) : c.start]
    summed = _SUMMED.search(clause) is not None or _TOTAL_AFTER.match(answer, c.end) is not None
    if not summed and not _WORKING.search(clause) and not _listed_working(answer, c, claims):
        return False  # a figure in a plain list ("책장 13,000원") is a stated fee, not a working
    lo, hi = _window(answer, c)
    amounts = [e for e in claims if e.kind in kinds and lo <= e.start and e.end <= hi
               and e is not c and (a := amount(e)) is not None and a > 0]  # fmt: skip
    if not amounts:
        return False
    about = ABOUT.search(answer, max(0, c.start - 8), c.end + 8) is not None
    tol = max(rounding_tolerance(c), 1.0) if about else 1e-6  # the rounding it shows
    # "2,000 won each · 4 chairs = 8,000 won": 8,000 is the 2,000 four times, no term besides
    terms = _products_not_units(amounts, c, answer) if summed and len(amounts) > 1 else amounts
    values = [a for e in terms if (a := amount(e)) is not None][-6:]  # each stated once
    # a price per kg enters a total only times a weight ("kg당 1,200원" is no amount to add)
    rates = [e.kind == "unit_price" and c.kind == "money" for e in terms][-6:]
    if _TON.search(answer, lo, hi) and any(
        abs(a / 1000 - v) <= tol or abs(a * 1000 - v) <= tol for a in values
    ):
        return True  # 톤당 62,000원 = kg당 62원; kg당 120원 = 톤으로 치면 12만원
    # multipliers: stated in the figure's sentence or the one before, or after it in the window
    start = _sentence_start(answer, _sentence_start(answer, c.start) - 1)
    stated = _quantities(answer, max(start, lo), hi, amounts)
    stated.pop(1.0, None)
    stated.update(_per_size_factors(answer, max(start, lo), hi))  # 3.3㎡당 1,000원 × 6.6㎡
    # the quantities the figure's own sentence states before it: the working must use one
    own = set(_quantities(answer, _sentence_start(answer, c.start), c.start, amounts, amounts))
    own -= {1.0}
    all_ofs = list(ALL_OF.finditer(answer, _sentence_start(answer, c.start), c.start))
    # "둘 다 버리시면 합계 2만원": how many terms the total adds, no multiplier
    all_of = {ALL_OF_N[(m.group(1) or m.group(2)).lower()] for m in all_ofs}
    # a count stated only as "세 개 다" counts the terms: it multiplies no term of a sum
    counts_terms: frozenset[float] = frozenset()
    if all_ofs:
        masked = terms_masked(answer, all_ofs[0].start(), c.start)
        counts_terms = frozenset(stated - _quantities(masked, max(start, lo), hi, amounts))
    if after := _FOR_ALL.match(answer, c.end):  # "2,000 won each, 4,000 won for both"
        all_of.add(ALL_OF_N.get(after.group(1).lower(), 2))
    own |= all_of
    if _yearly(answer, c, max(start, lo)):  # "한 달 … 30,000원, 1년이면 약 36만 원"
        stated[_MONTHS_IN_YEAR] += 1
        own.add(_MONTHS_IN_YEAR)
    if all_of and any(_EACH.match(answer, e.end) for e in amounts if e.end <= c.start):
        stated.update(all_of)  # "둘 다 2,000원씩이라 total 4천원": one amount for each of both
        counts_terms = frozenset()
    if _range_end(answer, c, claims):  # each end is one amount times the quantity
        return any(abs(a * q - v) <= tol for a in values for q in stated if q != 1.0)
    owned = (  # a total adds the products worked before it: 40 kg at 80원/kg stays with 80원
        owners(
            amounts[-6:], c.start, max(start, lo), lambda a, b: _quantities(answer, a, b, amounts)
        )
        if summed
        else {}
    )
    starts = [e.start for e in terms][-6:]
    return _comes_out(v, tol, values, stated, own, summed, rates, (starts, owned), counts_terms)


def _products_not_units(amounts: list[Claim], c: Claim, answer: str) -> list[Claim]:
    """``amounts`` less each product stated right after its unit value (not ``c`` itself:
    :func:`.stated_quantities.unit_of_product`): the working reads the unit times its stated
    count, so a total never adds the product as a term besides ("천오백 원이라 네 개면 육천 원" is
    1,500 × 4; 2,000 + 8,000 + 4,000 is no total of "2,000 won each · 4 chairs = 8,000 won")."""
    seq = sorted([*(e for e in amounts if e.start != c.start), c], key=lambda e: e.start)
    products = {
        n.start
        for e, n in zip(seq, seq[1:], strict=False)
        if n.start != c.start and e.start != c.start and unit_of_product(e, n, answer)
    }
    return [e for e in amounts if e.start not in products] if products else amounts


def _yearly(answer: str, c: Claim, lo: int) -> bool:
    """Whether figure ``c`` is a year's amount (``1년이면``, ``연간``, ``a year`` in its clause or
    right after it) of a monthly one the window states before it (``한 달 25kg이면 30,000원,
    1년이면 약 36만 원``, ``10 kg a month … about 144,000 won a year``): then twelve is a stated
    multiplier. ``1년이면 14,400원`` after a price alone (no month said) is no such working."""
    year = _YEAR.search(answer, max(lo, c.start - 16), c.start) or _YEAR.match(
        answer, _skip_space(answer, c.end)
    )
    return year is not None and _MONTH.search(answer, lo, year.start()) is not None


def _per_ton_restated(c: Claim, answer: str, claims: Sequence[Claim], v: float) -> bool:
    """Whether ``c``, a price per ton, is a price per kg the answer states just before it (in
    its sentence) times 1,000."""
    if c.kind != "unit_price" or not isinstance(c.value, tuple) or c.value[1] != "t":
        return False
    start = _sentence_start(answer, c.start)
    return any(
        e.kind == "unit_price" and isinstance(e.value, tuple) and e.value[1] == "kg"
        and start <= e.start < c.start and (a := amount(e)) is not None and abs(a * 1000 - v) < 1
        for e in claims
    )  # fmt: skip


_LIST_JOINT = re.compile(r"\s?(?:,|이고|이며|and)\s?[^\d,.!?\n]{0,12}$")
# the far end of a range of totals shares the near end's working ("두 대면 4,000원에서 6,000원
# 사이", "4,000~6,000원", "from 4,000 to 6,000 won")
_RANGE_JOINT = re.compile(r"\s?(?:에서|부터|~|∼|〜|–|-|to)\s?")


def _range_end(answer: str, c: Claim, claims: Sequence[Claim]) -> bool:
    """Whether ``c`` is the far end of a range of amounts ("4,000원에서 6,000원 사이")."""
    before = [e for e in claims if e.end <= c.start and e.kind in _AMOUNT_KINDS]
    return bool(before) and _RANGE_JOINT.fullmatch(answer, before[-1].end, c.start) is not None


def _listed_working(answer: str, c: Claim, claims: Sequence[Claim]) -> bool:
    """Whether ``c`` is listed right after an amount its clause works out ("폭 1.5m 장롱이면 부평
    1만2천원, 남동 1만3천5백원"): the list shares that working."""
    before = [e for e in claims if e.end <= c.start and e.kind in _AMOUNT_KINDS]
    if not before or not (
        _LIST_JOINT.search(answer, before[-1].end, c.start) or _range_end(answer, c, claims)
    ):
        return False
    e = before[-1]
    return _WORKING.search(answer[max(0, e.start - 40) : e.start]) is not None


def _comes_out(
    v: float,
    tol: float,
    values: list[float],
    stated: Counter[float],
    own: set[float],
    summed: bool,
    rates: Sequence[bool] = (),
    owned: tuple[Sequence[int], dict[float, set[int]]] = ((), {}),
    counts_terms: frozenset[float] = frozenset(),
) -> bool:
    """Whether Σ amount × factor gives ``v`` for up to three amounts, each factor 1 or a stated
    quantity (used no more often than stated); a sum of plain amounts only after a sum word; a
    rate (``rates``: a price per kg in a total of won) always times a quantity; a quantity
    ``owned`` by some prices (their starts, :mod:`.worked_pairs`) only times one of them; a
    quantity that only counts the terms (``counts_terms``: "세 개 다 합치면") multiplies a lone
    amount, never a term of a sum ("3,000원 + 2,000원 … 4,000원 … 세 개 다 합치면 9,000원", not
    4,000 + 2,000 × 3 = 10,000원)."""
    factors = [1.0, *sorted(stated)[:5]]
    for n in (1, 2, 3):
        for picked in combinations(range(len(values)), n):
            terms = [values[i] for i in picked]
            for fs in product(factors, repeat=n):
                if any(
                    f == 1.0 and i < len(rates) and rates[i]
                    for i, f in zip(picked, fs, strict=True)
                ):
                    continue  # "1,200원 + 12,000원 + 3,600원": a rate added as an amount
                if all(f == 1.0 for f in fs) and (n == 1 or not summed):
                    continue  # a restated amount; "싱글이면 15,000원" is no sum of two fees
                if n > 1 and counts_terms and not counts_terms.isdisjoint(fs):
                    continue  # "세 개 다 합치면": three terms, not one of them times three
                if own and own.isdisjoint(fs) and n not in own:
                    continue  # "a table with four chairs comes to …": four is part of it (but
                    # "두 개 함께 내놓으시면 합계 2만원": two counts the terms)
                if owned[1] and any(
                    misowned(owned[0][i], f, owned[1])
                    for i, f in zip(picked, fs, strict=True)
                    if f != 1.0
                ):
                    continue  # "80원이라 40kg이면 3,200원 … 합하면": 40 kg is 80원's, not 280원's
                used = Counter(f for f in fs if f != 1.0)
                if any(k > stated[f] for f, k in used.items()):
                    continue  # "20병이면": twenty bottles of one kind, not of two
                if abs(sum(a * f for a, f in zip(terms, fs, strict=True)) - v) <= tol:
                    return True
    return False


def worked_elsewhere(unsupported: list[Claim], answer: str, claims: Sequence[Claim]) -> set[int]:
    """Starts of the amounts flagged only as bound to another row (``misbound``) that the answer
    works out from its own figures ("식탁의자는 한 개에 천오백 원이라 네 개면 육천 원" where 육천 원
    is also the 4인용 식탁's fee): the working's figure, not that row's. The subject its words
    name must come before an amount of the working in its sentence, with no other name between
    ("식탁의자는 1,500원이에요. 화장대 네 개면 육천 원": 화장대 is named after the chair's price, so
    the figure stays misbound)."""
    out: set[int] = set()
    for c in unsupported:
        if c.kind not in _AMOUNT_KINDS or not misbound(c):
            continue
        start = _sentence_start(answer, c.start)
        names = [n for n in re.split(r", |/", (c.why or "").split(MISBOUND, 1)[1].strip()) if n]
        last = max((answer.rfind(n, start, c.start) for n in names), default=-1)
        terms = [e for e in claims if e.kind in _AMOUNT_KINDS and start <= e.start < c.start]
        if last != -1 and any(e.start > last for e in terms) and worked_out(c, answer, claims):
            out.add(c.start)
    return out
