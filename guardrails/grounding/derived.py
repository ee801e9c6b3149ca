"""Figures worked out over values, by meaning class rather than by phrase.

A value no record gives (or one bound to the wrong record) is supported when its clause (its
sentence, to the end) says it is worked out, and the arithmetic comes out over **stated terms**:

* a **difference** (any comparative or change word: 더, 차이, 비싸, 낮아, 올랐, 내렸, 멀어, pricier,
  colder, more, apart, fell …): |a − b| of two values of its kind the answer states before it or
  in its sentence, or of one it states and one of the record its clause compares with ("제주보다 평균이
  2.7도 낮아요" over 제주's 27.0 and the stated 24.3); after 넘게/over/nearly the difference lies on
  that side within one step of the last written digit ("300원 넘게 비싸요" for 340 and 320);
* a **total** or a **mean** (총, 합치면, 모두, 해서 after an amount — "5,000원에 4,000원 해서 9,000원",
  평균, combined, altogether, average …): of two to
  four values the answer states (a value times a count written next to it, "4 × 2,000", counts
  too), or of every value under one key of one tool-output list ("넉 달 평균은 86원" over a
  four-month series; "Combined, they can hand over up to 45 kg" over three cafés' limits);
* a **product** (이면, 면, for, comes to …): a quantity the clause states times a price per that
  unit the answer states or a record its clause names gives ("알루미늄캔 10kg이면 약 14,500원").

Exact, or within half a unit of the last written digit for measures, or after 약/about within the
rounding the figure shows (half a step of its last significant digit, at most 5 %). The
terms must be stated: an invented total that no stated values give stays unsupported. The words
of a working are found once per answer in :mod:`.working_cues`.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Final

from guardrails.grounding.approx import last_step, rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.conversions import IN_KG
from guardrails.grounding.derived_values import line_terms
from guardrails.grounding.match import tolerance
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.per_section import native_sections, section_fees
from guardrails.grounding.sourced import groups, named_values, priced
from guardrails.grounding.spelled_weights import spelled_kilos
from guardrails.grounding.stated_quantities import quantities, states_quantity, unit_of_product
from guardrails.grounding.worked_pairs import misowned, owners
from guardrails.grounding.working_cues import cue_starts, within

# "약" as a word before a number, not inside one ("약국")
_ABOUT: Final = re.compile(
    r"(?<![가-힣])약\s?(?=[\d영일이삼사오육칠팔구십백천만])|대략|쯤|정도|가량"
    r"|\b(?:about|around|roughly|approx\w*|nearly|almost)\b",
    re.I,
)
_OVER: Final = re.compile(r"\s?(?:넘게|넘는|넘어|이상|남짓|조금\s?넘|or more|plus\b)")
_OVER_BEFORE: Final = re.compile(r"(?:over|more than|above|at least)\s$", re.I)
_TIMES: Final = re.compile(r"(\d{1,3})\s?(?:개|대|장|점|명|ea|pcs)?\s?[×xX*]\s?$")
_QTY: Final = re.compile(
    r"(?<![\d.,])(\d{1,4}(?:\.\d+)?)\s?(kg|㎏|킬로(?!미터)|키로|개|대|병|장|점|쪽|톤|t\b|ton(?:ne)?s?\b|g\b|그램)(?!\s?당)"
)
_KINDS: Final = {"money": "money", "unit_price": "money", "temperature": "temperature",
                 "distance": "distance", "wind": "wind", "precipitation": "precipitation",
                 "percent": "percent"}  # fmt: skip
_ELLIPTIC: Final = re.compile(r"[가-힣](?:이)?면\s")  # a supposition with no quantity of its own
_OPERATOR: Final = re.compile(r"[+×=]|\s[xX*]\s")
_SPAN: Final = 160  # the farthest a sentence is read around the figure
_REACH: Final = 300  # the farthest back a term is read
_LIMIT: Final = 8  # stated terms read (the nearest before the figure)


def _family(c: Claim) -> str | None:
    if c.kind == "number" and isinstance(c.value, tuple) and c.value[1] in ("kg", "㎏"):
        return "kg"
    return _KINDS.get(c.kind)


# a consequence the sentence draws after the figure
_SO: Final = re.compile(r",\s(?:so|which means)\s|(?:그래서|그러니|니까)\s")


def _sentence(answer: str, c: Claim) -> tuple[int, int]:
    start = max(0, c.start - _SPAN)
    for m in SENTENCE_END.finditer(answer, start, c.start):
        start = m.end()
    end = SENTENCE_END.search(answer, c.end, c.end + _SPAN)
    return start, end.start() if end else min(len(answer), c.end + _SPAN)


def derived(
    c: Claim, answer: str, claims: Sequence[Claim], sources: tuple[str, ...], *, near: bool = False
) -> bool:
    """Whether ``c`` is a difference, total, mean or product that comes out (module docstring).
    ``near``: the word of the working must be right next to the figure (a value some record
    gives, bound to another subject: "차이는 1만원", not a fee in a sentence that says "more")."""
    family, v = _family(c), amount(c)
    if family is None or v is None:
        return False
    lo, hi = _sentence(answer, c)
    spans = _beside_spans(answer, c, lo, hi) if near else ((lo, hi),)
    cues = cue_starts(answer)
    diff, total, mean, product = (any(within(p, a, b) for a, b in spans) for p in cues)
    if diff and not near and (so := _SO.search(answer, c.end, hi)) is not None:
        # "Mattress alone is 5,000 won, so … it's cheaper": the comparison is the conclusion
        diff = within(cues[0], lo, so.start())
    if diff and not near:
        diff = not _later_values_word(c, answer, claims, cues[0], lo, hi, family)
    mean = mean and within(cues[2], lo, c.start)
    product = product and family == "money"
    if not (diff or total or mean or product):
        return False  # no word of a working: a plain value (the cheap, common case)
    clause = " ".join(answer[a:b] for a, b in spans)
    stated = _stated(c, answer, claims, family, hi)
    named = named_values(sources, clause, family)
    tol = _tolerance(c, answer)
    if diff and _difference(c, answer, v, tol, stated, named, line_terms(answer, c, claims)):
        return True
    lists = groups(sources, family) if total or mean else []
    totals = groups(sources, family, per_unit=False) if total else []
    if total and (
        _sums(v, tol, stated, states_quantity(c, answer))
        or any(abs(sum(g) - v) <= tol for g in totals if _terms_said(answer, lo, c.start, len(g)))
    ):
        return True
    if mean and (
        _means(v, tol, [a for a, _, _ in stated if a], _counts(claims, lo, c.start))
        or any(abs(sum(g) / len(g) - v) <= tol for g in lists if len(g) > 1)
    ):
        return True
    if not product:
        return False
    if _product(c, answer, v, tol, claims, lo, priced(sources, clause), total):
        return True  # "백색 유리병 1톤이면 6만원"
    counts = [n for m in _COUNT.finditer(answer, lo, c.start)
              if (n := NATIVE.get(m.group(1)) or int(m.group(1))) > 1]  # fmt: skip
    fees = priced(sources, clause, fees=True) if counts else []
    if (
        counts
    ):  # "항아리는 2,000원 또는 3,000원이라 두 개면 4,000원~6,000원": a fee its sentence states
        fees += [a for o in claims if o.kind == "money" and lo <= o.start and o.end <= c.start
                 if (a := amount(o)) is not None]  # fmt: skip
    return any(abs(n * f - v) <= tol for n in counts for f in fees)  # "3인용 소파 두 개면 3만원"


# a clause closed after a value: "100원이라 …", "100원이고 …", "100 won/kg, so …"
_CLAUSE_CLOSED: Final = re.compile(
    r"(?:이)?(?:라서?|고|니까?|어서|여서|인데|는데)[\s,]|,?\s(?:so|and|which means|while)\s", re.I
)


def _later_values_word(
    c: Claim,
    answer: str,
    claims: Sequence[Claim],
    diff: tuple[int, ...],
    lo: int,
    hi: int,
    family: str,
) -> bool:
    """Whether every comparison word of the figure's sentence comes after a later value of its
    family, so is that value's: in `골판지는 kg당 100원이라 신문지가 20원 더 받아요` 더 is said of
    20원, and 100원 is no difference (else 120 − 20 would pass an invented price, and the
    difference built on it pass in turn). Only when the figure's own clause is closed before the
    later value (`이라`, `이고`, `, so`): a list (`투명은 40원, 유색은 20원 더`) or a range (`17~19km
    떨어져`) shares its word."""
    if within(diff, lo, c.start):
        return False
    i = bisect_left(claims, c.end, key=lambda e: e.start)
    later = next((o for o in claims[i:] if o.end <= hi and _family(o) == family), None)
    return (
        later is not None
        and not within(diff, c.end, later.start)
        and _CLAUSE_CLOSED.match(answer, c.end, later.start) is not None
    )


_DIGIT: Final = re.compile(r"\d")


def _beside_spans(answer: str, c: Claim, lo: int, hi: int) -> tuple[tuple[int, int], ...]:
    """The words right beside the figure, up to the next number on either side ("4인용은 3천원으로
    7천원 저렴해요": 저렴 is said of 7천원, not of 3천원)."""
    start = max(lo, c.start - 12)
    for m in _DIGIT.finditer(answer, start, c.start):
        start = m.end()
    nxt = _DIGIT.search(answer, c.end, min(hi, c.end + 12))
    return (start, c.start), (c.end, nxt.start() if nxt else min(hi, c.end + 12))


def _stated(
    c: Claim, answer: str, claims: Sequence[Claim], family: str, hi: int
) -> list[tuple[float, int, bool]]:
    """(value, count written next to it, whether it is a price per weight) of the answer's other
    values of the family, up to the end of the figure's sentence; the nearest before it first."""
    lo = bisect_left(claims, c.start - _REACH, key=lambda e: e.start)
    hi_i = bisect_left(claims, hi, key=lambda e: e.start)
    window = [o for o in claims[lo:hi_i] if not _factor_of_next(o, c, claims, answer, family, hi)]
    at = bisect_left(window, c.start, key=lambda e: e.start)
    before = _terms(reversed(window[:at]), c, answer, family, hi)[::-1]
    return before + _terms(iter(window[at:]), c, answer, family, hi)


def _factor_of_next(
    o: Claim, c: Claim, claims: Sequence[Claim], answer: str, family: str, hi: int
) -> bool:
    """Whether ``o`` is the unit value of the product stated as the next value of its family
    (:func:`.stated_quantities.unit_of_product`), that product not ``c`` itself: a total adds
    that product, never ``o`` too."""
    if _family(o) != family:
        return False
    i = bisect_left(claims, o.end, key=lambda e: e.start)
    nxt = next((n for n in claims[i:] if n.start <= hi and _family(n) == family), None)
    return nxt is not None and nxt.start != c.start and unit_of_product(o, nxt, answer)


def _terms(
    seq: Iterator[Claim], c: Claim, answer: str, family: str, hi: int
) -> list[tuple[float, int, bool]]:
    """The first ``_LIMIT`` values of the family in ``seq`` (nearest first)."""
    out: list[tuple[float, int, bool]] = []
    for o in seq:
        if len(out) >= _LIMIT:
            break
        if o.start == c.start or o.end > hi or (a := amount(o)) is None:
            continue
        if _family(o) != family and not (family == "money" and _operand(o, answer)):
            continue
        times = _TIMES.search(answer, max(0, o.start - 12), o.start)
        out.append((a, int(times.group(1)) if times else 1, _per_weight(o)))
    return out


def _per_weight(o: Claim) -> bool:
    """A price per kilogram, gram or ton ("kg당 200원"): a rate, which a total of amounts (the
    fees and the prices of quantities) never adds as a term."""
    v = o.value
    return (
        o.kind == "unit_price" and isinstance(v, tuple) and (v[1] in ("kg", "㎏") or v[1] in IN_KG)
    )


def _operand(o: Claim, answer: str) -> bool:
    """A bare number written as a term of a sum ("6,000 + 4 × 2,000 = 14,000원")."""
    bare = o.kind == "number" and isinstance(o.value, tuple) and o.value[1] is None
    return bare and _OPERATOR.search(answer[max(0, o.start - 3) : o.end + 3]) is not None


# how many terms a total adds, said before it ("세 개 합쳐", "all three together")
_TERMS: Final = re.compile(
    r"(?<![가-힣\d])(\d{1,2}|[가-힣]{1,2})\s?(?:개|가지|곳|품목|점)\s?(?:다\s?)?(?:합|모두|전부|총|함께)"
    r"|\b(?:all\s)?(two|three|four|five|six)\s(?:items?\s|things?\s)?(?:together|combined|in all)"
    r"|\ball\s(two|three|four|five|six)\b",
    re.I,
)


def _terms_said(answer: str, lo: int, hi: int, n: int) -> bool:
    """Whether a count of the terms said before the total (if any) is ``n``: "세 개 합쳐 2만 7천원"
    is no total of a list of four."""
    for m in _TERMS.finditer(answer, lo, hi):
        word = next(g for g in m.groups() if g).lower()
        said = int(word) if word.isdigit() else NATIVE.get(word, EN_NUMBERS.get(word))
        if said is not None and said != n:
            return False
    return True


def _counts(claims: Sequence[Claim], lo: int, hi: int) -> set[int]:
    i = bisect_left(claims, lo, key=lambda e: e.start)
    j = bisect_left(claims, hi, key=lambda e: e.start)
    return {o.value for o in claims[i:j] if o.kind == "count" and isinstance(o.value, int)}


def _tolerance(c: Claim, answer: str) -> float:
    tol = 1e-6 if c.kind in ("money", "unit_price") else tolerance(c.text)
    if c.kind == "distance" and re.search(r"km|㎞|킬로", c.text, re.I):
        tol *= 1000.0
    if _ABOUT.search(answer, max(0, c.start - 8), c.end + 8):
        tol = max(tol, rounding_tolerance(c))  # the rounding it shows
    return tol


def _difference(
    c: Claim, answer: str, v: float, tol: float, stated: list[tuple[float, int, bool]],
    named: list[float], own: set[float],
) -> bool:  # fmt: skip
    """Whether ``v`` is the gap of two stated values, or of a stated and a named one; one of
    them ``own`` (its list line's, :func:`.match.line_terms`) when a stated one is."""
    vals = sorted({a for a, _, _ in stated})
    own &= set(vals)
    step = last_step(c.text)
    over = _OVER.match(answer, c.end) or _OVER_BEFORE.search(answer, max(0, c.start - 12), c.start)
    if c.kind == "distance" and step is not None and re.search(r"km|㎞|킬로", c.text, re.I):
        step *= 1000.0

    def fits(d: float) -> bool:
        if over and step is not None:
            return v <= d < v + step
        return abs(d - v) <= tol

    pairs: Iterator[tuple[float, float]] = combinations(vals, 2)
    if any(fits(abs(a - b)) and (not own or a in own or b in own) for a, b in pairs):
        return True
    return any(fits(abs(a - b)) for a in vals for b in named if a != b)


def _sums(v: float, tol: float, stated: list[tuple[float, int, bool]], counted: bool) -> bool:
    """Two to four stated terms add up to ``v``; when the figure's sentence states a quantity
    ("a table with four chairs comes to …") a term must be multiplied by one. A price per weight
    and an amount are never terms of one sum ("kg당 200원이라 10kg이면 2,000원, … 800원이에요.
    총 3,000원" is not 200 + 2,000 + 800: the rate is a factor of 2,000 already)."""
    terms = stated[-6:]
    return any(
        abs(sum(a * n for a, n, _ in combo) - v) <= tol
        and (not counted or any(n > 1 for _, n, _ in combo))
        and len({rate for _, _, rate in combo}) == 1
        for r in range(2, min(4, len(terms)) + 1)
        for combo in combinations(terms, r)
    )


def _means(v: float, tol: float, vals: list[float], counts: set[int]) -> bool:
    """The mean of the stated values, or of the last k when the sentence counts k ("세 곳
    평균은 약 1.3도"; "두 곳 평균" of the last two)."""
    ks = {len(vals), *(k for k in counts if k <= len(vals))}
    return any(abs(sum(vals[-k:]) / k - v) <= tol for k in ks if k >= 2)


def _product(
    c: Claim, answer: str, v: float, tol: float, claims: Sequence[Claim], lo: int,
    named: list[float], total: bool = False,
) -> bool:  # fmt: skip
    """A quantity the clause states before the figure times a price per its unit (after a word
    of a total, never a quantity the answer worked with another price: :mod:`.worked_pairs`)."""
    qty = _quantities(answer, lo, c.start)
    if not qty and _ELLIPTIC.search(answer, lo, c.start):  # "100kg이면 약 4,500원이에요. 백색이면
        before = max(0, lo - _SPAN)  # 6,000원이고요": the quantity the sentence before supposed
        for m in SENTENCE_END.finditer(answer, before, max(before, lo - 1)):
            before = m.end()
        qty = _quantities(answer, before, lo)
    prices = [(o.start, a) for o in claims if o.kind == "unit_price" and o.end <= c.start
              if (a := amount(o)) is not None] + [(-1, a) for a in named]  # fmt: skip
    prices += [(-1, a) for a in section_fees(answer, claims, c.start)]  # "1쪽당 4,000원"
    owned: dict[float, set[int]] = {}
    if total and prices:  # "80원이라 40kg이면 3,200원 … 합하면": 40 kg is 80원's, not 280원's
        back = max(0, lo - _REACH)
        amounts = [o for o in claims if o.kind in ("money", "unit_price")
                   and back <= o.start and o.end <= c.start]  # fmt: skip
        owned = owners(amounts, c.start, back, lambda a, b: quantities(answer, a, b, amounts))
    return any(abs(q * p - v) <= tol for q in qty if q > 1 for s, p in prices
               if s < 0 or not misowned(s, q, owned))  # fmt: skip


# a count of items a fee is paid for ("소파 두 개면", "3 units for"), never a label's (3인용)
_COUNT: Final = re.compile(
    r"(?<![\d.,가-힣])(\d{1,2}|한|두|세|네|다섯)\s?(?:개|대|장|점|세트|짝)(?![가-힣]?\s?당)"
)


def _quantities(answer: str, lo: int, hi: int) -> list[float]:
    """The quantities stated in ``answer[lo:hi]``, weights in kilograms."""
    found = [float(m.group(1)) * IN_KG.get(m.group(2), 1.0) for m in _QTY.finditer(answer, lo, hi)]
    found += native_sections(answer, lo, hi)  # "세 쪽이면": sections of a per-section fee
    return found + spelled_kilos(answer, lo, hi)  # "Ten tonnes of clear cullet would be …"
