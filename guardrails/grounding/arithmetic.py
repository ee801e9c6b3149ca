"""Figures an answer works out from the values it states: a mean ("세 지역 평균은 약 110원"), a
percentage between two amounts ("pays 50% more"), a ratio of amounts stated earlier ("4배 넘게
비싸요") and a sum of price × quantity ("10kg에 5kg이면 합치면 약 1,600원"). Each is accepted only
when the arithmetic over the answer's own claims comes out; the one-step difference, total and
product next to their cue words are in :mod:`.match`. One quantity said of every price ("5 kg of
each", "각각 5kg씩") is that quantity of each material in the sum."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from itertools import combinations, permutations

from guardrails.grounding.approx import ABOUT, rounding_tolerance
from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.conversions import IN_KG
from guardrails.grounding.derived_values import ratio_fits
from guardrails.grounding.listed_rates import listed_rate
from guardrails.grounding.match import tolerance
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.sum_words import SUM_VERBS

# round 51: a scope's average ("national averages", "전국 평균") names the survey's values, not a
# mean the answer works out over them ("these are national averages …: newspaper 120 won/kg,
# cardboard 80 won/kg, and mixed office paper 100 won/kg" states no mean of 120 and 80)
_MEAN = re.compile(
    r"(?<!전국\s)(?<!전국)(?<!권역\s)(?<!권역)(?<!national\s)(?<!nationwide\s)(?<!regional\s)"
    r"(?:평균|average|mean)",
    re.I,
)
_MORE_LESS = re.compile(  # (round 54: "86 % over compressed", "a 30% premium")
    r"더|덜|비싸|싸|높|낮|많|적|올|내|more|less|higher|lower|cheaper|pricier|above|below|up|down"
    r"|\bover\b|premium|mark-?up|프리미엄",
    re.I,
)  # the same gap named before it: "a premium of about 86 %", "웃돈 약 86%"
_PREMIUM = re.compile(r"(?:premium|markup|웃돈|프리미엄)\s?(?:of|은|는)?\s?(?:about|약)?\s?$", re.I)
_SUM = re.compile(
    SUM_VERBS + r"|합치|합쳐|합하|더하|모으|모아|총|이면|would be|would get|\bso\b|that'?s|makes?",
    re.I,
)
_SUM = gated(_SUM)  # :mod:`.opening_gate`: the same matches, skipped to
_AMOUNT_KINDS = ("money", "unit_price")
# one quantity said of every material before it ("5 kg of each", "각 5kg씩", "둘 다 5kg이면")
_EACH = re.compile(
    r"\bof each\b|\beach\b|\bapiece\b|각각|(?<![가-힣])각\s?\d|씩|둘\s?다|\bboth\b", re.I
)


_REACH = 200  # characters before a figure where the values it is worked out from are read


def _measure(c: Claim) -> tuple[float, str] | None:
    """(amount, unit) of a unit price (120원/kg) or a quantity (10kg)."""
    v = c.value
    if isinstance(v, tuple) and isinstance(v[0], int | float) and isinstance(v[1], str):
        if v[1] in IN_KG:  # "kg당 9,800원이니 500g이면": grams and tons as kilograms
            per = c.kind == "unit_price"
            return float(v[0]) / IN_KG[v[1]] if per else float(v[0]) * IN_KG[v[1]], "kg"
        return float(v[0]), v[1]
    return None


def _sentence_start(answer: str, pos: int) -> int:
    lo = max(0, pos - _REACH)
    return max(answer.rfind(".", lo, pos), answer.rfind("\n", lo, pos), lo - 1) + 1


def _between(claims: Sequence[Claim], lo: int, hi: int) -> Sequence[Claim]:
    """The claims (sorted by start) that start at or after ``lo`` and end by ``hi``."""
    i = bisect_left(claims, lo, key=lambda e: e.start)
    j = bisect_left(claims, hi, key=lambda e: e.start)
    return [e for e in claims[i:j] if e.end <= hi]


def _about(answer: str, c: Claim) -> bool:
    return bool(
        ABOUT.search(answer, max(0, c.start - 8), c.start) or ABOUT.search(answer, c.end, c.end + 8)
    )


def _close(value: float, target: float, c: Claim, about: bool) -> bool:
    tol = tolerance(c.text)
    if about:  # "약 110원" for 109.67; "about 3 degrees" for 2.6: the rounding it shows
        tol = max(tol, rounding_tolerance(c))
    return abs(value - target) <= tol


def derived_mean(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """``c`` is the mean of two to eight values of its kind stated before it in its sentence,
    next to a word for average."""
    v = amount(c)
    start = _sentence_start(answer, c.start)
    if v is None or not _MEAN.search(answer, start, c.start):
        return False
    kinds = _AMOUNT_KINDS if c.kind in _AMOUNT_KINDS else (c.kind,)
    vals = [a for e in _between(claims, start, c.start) if e.kind in kinds
            if (a := amount(e)) is not None]  # fmt: skip
    if not 2 <= len(vals) <= 8:
        return False
    return _close(v, sum(vals) / len(vals), c, _about(answer, c))


def derived_percent(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """``c`` (a percentage next to more/less) is how much one amount stated before it exceeds or
    falls short of another: (a / b - 1) × 100."""
    v = amount(c)
    if c.kind != "percent" or v is None:
        return False
    if not _MORE_LESS.search(answer, c.end, c.end + 16):
        if not _PREMIUM.search(answer, max(0, c.start - 24), c.start):
            return False
    vals = [a for e in _between(claims, c.start - _REACH, c.start) if e.kind in _AMOUNT_KINDS
            if (a := amount(e)) is not None and a > 0][-6:]  # fmt: skip
    about = _about(answer, c)
    return any(_close(v, abs(a / b - 1) * 100, c, about) for a, b in permutations(vals, 2))


def derived_ratio_before(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """``c`` ("4배 넘게 비싸요") is the ratio of two amounts stated in the sentences before it,
    read with its words as :func:`.derived_values.ratio_fits` reads them (rounded; at least it
    after 넘게; itself after 딱: "350원 … 650원 … 딱 두 배" is not)."""
    v = c.value
    if c.kind != "number" or not isinstance(v, tuple) or v[1] != "배":
        return False
    vals = sorted(
        a for e in _between(claims, c.start - _REACH, c.start) if e.kind in _AMOUNT_KINDS
        if (a := amount(e)) is not None and a > 0
    )[-6:]  # fmt: skip
    n = float(v[0])
    return any(ratio_fits(b / a, n, answer, c) for a, b in combinations(vals, 2))


def sum_of_products(c: Claim, answer: str, claims: Sequence[Claim]) -> tuple[Claim, ...]:
    """The quantity claims of a sum of price × quantity that ``c`` states ("신문지 10kg에 골판지
    5kg이면 합치면 약 1,600원"), paired in order or by position; () when the sum does not come out.
    The quantities may be the answer's own example: the arithmetic is what is checked. An amount
    listed right after a price per kg is a price per kg too in a sum of two products or more
    (:mod:`.listed_rates`, round 50)."""
    v = amount(c)
    start = _sentence_start(answer, c.start)
    if c.kind != "money" or v is None:
        return ()
    each = _EACH.search(answer, start, c.start)
    if not each and not _SUM.search(answer, start, c.start):
        return ()
    before = list(_between(claims, c.start - _REACH, c.start))[-12:]
    prices = [(p, e) for e in before if e.kind == "unit_price" and (p := _measure(e))]
    # an amount listed after a price per kg is per kg too ("kg당 120원, 골판지는 80원"), in a sum
    # of two products or more (one product is :mod:`.products`', bound to its material's price)
    listed = [(p, e) for e in before if e.kind == "money"
              if (k := listed_rate(e, answer, before)) and (p := _measure(k))]  # fmt: skip
    qty = [(q, e) for e in before if e.kind == "number" and e.start >= start and (q := _measure(e))]
    about = _about(answer, c)
    for n in (1, 2, 3):
        pool = prices + listed if n > 1 else prices
        for ps in combinations(pool, n) if len(qty) >= n or each and qty else ():
            # "5 kg of each": one quantity for every price ("신문지와 골판지 각 5kg씩이면")
            for qs in permutations(qty, n) if len(qty) >= n else [(qty[-1],) * n]:
                pairs = list(zip(ps, qs, strict=True))
                if any(p[0][1] != q[0][1] for p, q in pairs):
                    continue  # a price per kg times a quantity in kg
                if _close(v, sum(p[0][0] * q[0][0] for p, q in pairs), c, about):
                    return tuple(q[1] for q in qs)
    return ()


# a count, or a quantity of the unit a price is per ("50kg × 120원 = 6,000원": 50 kg at 120원/kg;
# round 59: a thousands comma is read whole, "10,000 kg × 650 KRW": 10,000, not 000)
_TIMES_BEFORE = re.compile(
    r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{1,5}(?:\.\d{1,2})?)"
    r"\s?(?:개|대|장|점|세트|명|ea|pcs|kg|㎏|킬로|L|ℓ|리터|톤)?\s?[×xX*]\s?$"
)
_TIMES_AFTER = re.compile(r"\s?(?:[×xX*]|씩)\s?(\d{1,3})\s?(?:개|대|장|점|세트|명|ea|pcs)?")
_EQUALS = re.compile(SUM_VERBS + r"|=|합쳐|합하|합치|더하|총", re.I)


def term(c: Claim, answer: str) -> float | None:
    """An amount as a term of a sum: times a count written next to it (4개 × 1,000원)."""
    v = amount(c)
    if v is None:
        return None
    before = _TIMES_BEFORE.search(answer, max(0, c.start - 18), c.start)
    after = _TIMES_AFTER.match(answer, c.end)
    n = before.group(1) if before else after.group(1) if after else "1"
    return v * float(n.replace(",", ""))


def derived_sum(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """``c`` is the sum of two to four terms stated before it in its sentence, an amount or an
    amount times a count ("10,000원 + 4개 × 1,000원 = 총 14,000원", "1,000원씩 4개에 2천원")."""
    v = amount(c)
    start = _sentence_start(answer, c.start)
    if (
        c.kind != "money"
        or v is None
        or not _EQUALS.search(answer, max(start, c.start - 24), c.start)
    ):
        return False
    terms = [t for e in _between(claims, start, c.start) if e.kind == "money"
             if (t := term(e, answer)) is not None][-6:]  # fmt: skip
    return any(
        abs(sum(combo) - v) < 1e-6
        for r in range(2, min(4, len(terms)) + 1)
        for combo in combinations(terms, r)
    )


# a written equation: terms joined by "+" (each an amount, or an amount times a count), "=", then the
# figure ("17,500원 + 12,000원 + 7,000원 = 36,500원", "10,000원 × 3 = 30,000원")
_EQUALS_BEFORE = re.compile(r"\s?=\s?$")
_COUNT_UNITS = r"개|대|장|점|쪽|세트|명|ea|pcs"
_COUNTED = rf"\d{{1,3}}\s?(?:{_COUNT_UNITS})?"
_TIMES_N = rf"(?:\s?[×xX*]\s?{_COUNTED})?"
_LAST_GAP = re.compile(rf"{_TIMES_N}\s?")
_PLUS_GAP = re.compile(rf"{_TIMES_N}\s?\+\s?[^\d+=×\n.!?]{{0,12}}?(?:{_COUNTED}\s?[×xX*]\s?)?")


# a written product of two numerals ("5 × 8,000 = 45,000원", "3개 × 4,000원 = 12,000원"), not a
# term of a longer chain (no "+", "×" or "=" just before it)
_UNIT = rf"(?:\s?(?:원|won|kg|{_COUNT_UNITS}))?"
_NUMERAL = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
_PRODUCT = re.compile(rf"(?<![\d,.]){_NUMERAL}{_UNIT}\s?[×xX*]\s?{_NUMERAL}{_UNIT}\s?=\s?$")
_PRODUCT = gated(_PRODUCT)  # :mod:`.opening_gate`: the same matches, skipped to
_CHAINED = re.compile(r"[+×xX*=]\s?$")


def _written_product(answer: str, eq_start: int, eq_end: int) -> float | None:
    """The product a written "a × b =" right before ``eq_end`` works out, or None for none (or
    for one that is a term of a longer chain: read by the chain)."""
    m = _PRODUCT.search(answer, max(0, eq_start - 40), eq_end)
    if m is None or _CHAINED.search(answer, max(0, m.start() - 3), m.start()):
        return None
    a, b = (float(g.replace(",", "")) for g in m.groups())
    return a * b


# a written difference of two numerals ("12,000 − 5,000 = 7,000 KRW", "6,000원 - 4,000원 = 2,000원"),
# not a term of a longer chain
_DIFFERENCE = re.compile(rf"(?<![\d,.]){_NUMERAL}{_UNIT}\s?[−–-]\s?{_NUMERAL}{_UNIT}\s?=\s?$")


def _written_difference(
    answer: str, eq_start: int, eq_end: int, stated: bool = False, before: Sequence[Claim] = ()
) -> float | None:  # (``stated``: None unless a and b are amounts of claims ``before``)
    """The difference a written "a − b =" right before ``eq_end`` works out, or None."""
    if not any(ch in answer for ch in "−–-"):
        return None
    m = _DIFFERENCE.search(answer, max(0, eq_start - 40), eq_end)
    if m is None or _CHAINED.search(answer, max(0, m.start() - 3), m.start()):
        return None
    a, b = (float(g.replace(",", "")) for g in m.groups())
    return None if stated and not {a, b} <= {amount(e) for e in before} else a - b


# the tilde joining the two ends of a range of amounts inside a written equation ("5,000~6,000원 +
# 4,000원 = 9,000~10,000원"); a dash is not read as one (it is the minus of a difference)
_TILDE = re.compile(r"\s?[~∼〜～]\s?")
_TILDE_BEFORE = re.compile(r"[~∼〜～]\s?$")


def _chain(
    answer: str, before: Sequence[Claim], eq_start: int
) -> tuple[list[Claim], dict[int, Claim]] | None:
    """The amounts joined by "+" that the "=" at ``eq_start`` closes, with the low end of each
    term written as a range ("5,000~6,000원 + 4,000원 =": terms 6,000원 and 4,000원, 6,000원's low
    end 5,000); None when the last claim before "=" is no amount or the chain runs on past what
    is read."""
    if not before or before[-1].kind != "money":
        return None
    if not _LAST_GAP.fullmatch(answer, before[-1].end, eq_start):
        return None
    chain = [before[-1]]
    lows: dict[int, Claim] = {}
    head = before[-1]  # the leftmost claim read so far
    i = len(before) - 2
    while i >= 0 and (e := before[i]).kind == "money":
        if id(chain[0]) not in lows and _TILDE.fullmatch(answer, e.end, head.start):
            lows[id(chain[0])] = e
        elif _PLUS_GAP.fullmatch(answer, e.end, head.start):
            chain.insert(0, e)
        else:
            break
        head, i = e, i - 1
    lo = before[i].end if i >= 0 else 0
    if "+" in answer[lo : head.start] or "=" in answer[lo : head.start]:
        return None  # the chain runs on past what is read: unsure
    return chain, lows


def _low_term(e: Claim, low: Claim | None, answer: str) -> float | None:
    """Term ``e`` with its range's low end in place of it (times the same count)."""
    t = term(e, answer)
    if low is None or t is None:
        return t
    high, lv = amount(e), amount(low)
    return None if not high or lv is None else t * lv / high


def _range_high_end(c: Claim, answer: str, claims: Sequence[Claim]) -> Claim | None:
    """The low end ``r`` of the range of results "= r~c" whose high end is ``c``, or None."""
    if not _TILDE_BEFORE.search(answer, max(0, c.start - 3), c.start):
        return None
    before = [e for e in claims if e.end <= c.start]
    if not before or before[-1].kind != "money":
        return None
    r = before[-1]
    if not _TILDE.fullmatch(answer, r.end, c.start):
        return None
    return r if _EQUALS_BEFORE.search(answer, max(0, r.start - 4), r.start) else None


def equation_why(c: Claim, answer: str, claims: Sequence[Claim]) -> str | None:
    """Why amount or price ``c`` ("= 30 KRW/kg": round 58), written after "=" that closes a chain of
    amounts joined by "+" (or one amount times a count, or a product or difference of two numerals),
    is not their sum, product or difference: the working
    the answer shows must come out. Empty when it does; None when ``c`` closes no such chain (or
    the chain is not all amounts). A term written as a range ("5,000~6,000원 + 4,000원 =") makes
    the result a range: its low end is the sum of the low ends, its high end the sum of the high
    ends ("= 9,000~10,000원" passes, "= 9,000~11,000원" is flagged on 11,000원)."""
    if c.kind not in _AMOUNT_KINDS or "=" not in answer or (v := amount(c)) is None:
        return None  # (most answers write no equation)
    result = c
    eq = _EQUALS_BEFORE.search(answer, max(0, c.start - 4), c.start)
    if eq is None:
        if c.kind != "money" or (r := _range_high_end(c, answer, claims)) is None:
            return None
        result = r
        eq = _EQUALS_BEFORE.search(answer, max(0, r.start - 4), r.start)
        if eq is None:
            return None
    ranged = result is not c or _TILDE.match(answer, c.end) is not None
    before = [e for e in claims if e.end <= eq.start()]
    if not ranged:  # (a price's is a gap of two prices the answer states, never a product)
        per = c.kind == "unit_price"
        if not per and (product := _written_product(answer, eq.start(), eq.end())) is not None:
            if abs(product - v) < 1e-6:
                return ""
            return f"{c.text} is not the product the answer works out ({product:,.0f})"
        if (gap := _written_difference(answer, eq.start(), eq.end(), per, before)) is not None:
            if abs(gap - v) < 1e-6:
                return ""
            return f"{c.text} is not the difference the answer works out ({gap:,.0f})"
    read = _chain(answer, before, eq.start())
    if read is None:
        return None
    chain, lows = read
    terms = [term(e, answer) for e in chain]
    if any(t is None for t in terms) or (len(chain) == 1 and terms[0] == amount(chain[0])):
        return None  # "= 5,000원" after one plain amount: a restatement, read elsewhere
    total = sum(t for t in terms if t is not None)
    if lows and ranged and result is c:  # the low end of "= a~b"
        low_terms = [_low_term(e, lows.get(id(e)), answer) for e in chain]
        if any(t is None for t in low_terms):
            return None
        total = sum(t for t in low_terms if t is not None)
    elif result is not c and not lows:
        return None  # "= a~b" over terms with no range: read elsewhere
    if abs(total - v) < 1e-6:
        return ""
    return f"{c.text} is not the sum the answer works out ({total:,.0f})"


_CLOSES = re.compile(rf"{_TIMES_N}\s?=")


def equation_terms(c: Claim, answer: str, claims: Sequence[Claim]) -> list[Claim]:
    """The terms, in order, of the written equation whose "+" chain holds amount ``c``
    ("5,000원 + 1,000원×2 = 7,000원": both amounts before "="); none when ``c`` is no such term."""
    if c.kind != "money":
        return []
    money = [e for e in claims if e.kind == "money"]
    k = next((n for n, e in enumerate(money) if e is c), None)
    if k is None:
        return []
    hi = k
    while hi + 1 < len(money) and _PLUS_GAP.fullmatch(answer, money[hi].end, money[hi + 1].start):
        hi += 1
    if _CLOSES.match(answer, money[hi].end) is None:
        return []
    lo = k
    while lo > 0 and _PLUS_GAP.fullmatch(answer, money[lo - 1].end, money[lo].start):
        lo -= 1
    return money[lo : hi + 1] if hi > lo else []


def equation_result(c: Claim, answer: str, claims: Sequence[Claim]) -> Claim | None:
    """The amount after "=" of the written working amount ``c`` is a term of: a "+" chain
    ("3,000원 + 8,000원 = 11,000원": 11,000원 for either term) or one amount times a count
    ("1,000원 × 2 = 2,000원"); None for an amount that is no such term ("3만원 = 30,000원" is a
    restatement, "= 2,000원" the result itself)."""
    if c.kind != "money" or "=" not in answer:
        return None
    terms = equation_terms(c, answer, claims)
    last = terms[-1] if terms else c
    closes = _CLOSES.match(answer, last.end)
    if closes is None or (not terms and answer[last.end : closes.end()].strip() == "="):
        return None
    at = closes.end() + (answer[closes.end() : closes.end() + 1] == " ")
    return next((e for e in claims if e.kind == "money" and e.start == at), None)
