"""Quantities an answer states or supposes, the multipliers of its own workings (:mod:`.worked`,
:mod:`.derived`, :mod:`.row_totals`, :mod:`.named_totals`).

A quantity is a number before a counter or a unit of weight or length (``20개``, ``5kg``,
``2m짜리``, 두 개), before an English noun (``10 soju bottles``, four), or after a times sign
(``× 4``); a weight in grams against a price per kilogram (``500g`` → 0.5), and a size in the unit
of a fee per size (a fee per 3.3㎡ for 6.6㎡: 2). Rejected: a label's number (``3인용``, ``500ml``,
``2층``), a bound (``세 명 이상 앉는 소파``, ``10개 이하``: the condition of a row, no multiplier),
a number inside brackets (``장롱(문 2짝)``) or inside an amount, and one right before a priced
amount (``의자 네 개 육천 원``: that amount is the four chairs'). A quantity the answer supposes
(``중량 고철 50kg이면 16,500원 정도예요``) in a sentence that works an amount out of it is the
example the working is done for, not a claim about the world (:func:`supposed`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Sequence
from typing import Final

from guardrails.grounding.approx import rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.conversions import IN_KG
from guardrails.grounding.numbers import EN_FACTORS, EN_NUMBERS, NATIVE
from guardrails.grounding.quantities import kilos_in_kg

_REACH: Final = 200
# a quantity: a number before a counter or a unit of weight or length ("20개", "5kg", "2m짜리"),
# before an English noun ("10 soju bottles"; not "2 pm", "4-seat"), or after a times sign ("× 4");
# never a label's number ("3인용", "500ml", "2층")
_COUNTER = r"개|대|병|장|점|명|세트|묶음|박스|상자|짝|봉투|포대|캔|kg|㎏|키로|킬로(?!미터)|톤|미터|m(?![a-z])"
# a bound ("세 명 이상 앉는 소파", "10개 이하"): the condition of a row, no multiplier
_BOUND = r"이상|이하|미만|초과|넘는|or more|or less|and over|and under"
_NUMBER = re.compile(
    rf"(?<![\d.,:\-])(\d{{1,3}}(?:\.\d+)?)\s?(?:{_COUNTER})(?!\s?(?:당|per|{_BOUND}))"
    r"|(?<![\d.,:\-])(\d{1,3})\s(?!(?:am|pm|won|km|m|ml|l|minutes?|hours?|days?|years?|seats?|"
    r"seater|person|people|floors?|percent|or\s(?:more|over|less|fewer|under|above|below)"
    r"|and\s(?:over|up|above|under|below))\b)(?=[a-z])"  # "for 4 or more people": a row's size
    r"|[×xX*]\s?(\d{1,3})(?![\d.,])",
    re.I,
)
_NATIVE_RX = re.compile(
    r"(?<![가-힣])(다섯|여섯|일곱|여덟|아홉|한|두|세|네|열)\s?(?:개|대|병|장|점|명|세트|묶음|박스|상자|짝)"
    rf"(?!\s?(?:{_BOUND}))"
)
# a weight in grams against a price per kilogram ("kg당 9,800원이니 500g이면 4,900원")
_GRAMS = re.compile(
    r"(?<![\d.,:\-])(\d{1,4}(?:\.\d+)?)\s?(?:g|그램)(?![a-z])(?!\s?(?:당|per))", re.I
)
_EN_RX = re.compile(
    rf"\b({'|'.join(EN_FACTORS)})\s"
    r"(?!hundred|thousand|together|of\b|would\b|in\b|at\b|for\b|total)",
    re.I,
)

# the number of the terms a total adds ("둘 다 버리시면 합계 2만원", "세 개 다 합치면", "both come
# to …"): a count of the items summed, not of pieces of one (:func:`terms_masked`)
ALL_OF = re.compile(
    r"(둘|셋|넷|두 개|세 개|두 가지|세 가지) 다|\b(both|all three|all four)\b", re.I
)
ALL_OF_N: Final = {"둘": 2, "두 개": 2, "두 가지": 2, "both": 2, "셋": 3, "세 개": 3, "세 가지": 3,
                   "all three": 3, "넷": 4, "all four": 4}  # fmt: skip


def terms_masked(answer: str, lo: int, hi: int) -> str:
    """``answer`` with every count of terms (:data:`ALL_OF`) in ``answer[lo:hi]`` blanked, its
    positions kept: the quantities read from it are the pieces stated, not the items counted.
    "모니터 3,000원 + 본체 2,000원 … 책상 4,000원 … 세 개 다 합치면" states no three pieces
    (a sum of three terms, not one of them times three); "의자 두 개면 4,000원" keeps its two."""
    spans = [m.span() for m in ALL_OF.finditer(answer, lo, hi)]
    for s, e in spans:
        answer = answer[:s] + " " * (e - s) + answer[e:]
    return answer


def _sentence_start(answer: str, pos: int) -> int:
    start = 0
    for m in SENTENCE_END.finditer(answer, max(0, pos - _REACH), pos):
        start = m.end()
    return start


def _quantities(
    answer: str, lo: int, hi: int, amounts: Sequence[Claim], priced: Sequence[Claim] = ()
) -> Counter[float]:
    """The quantities stated in ``answer[lo:hi]``, each as often as it is stated; none inside
    brackets (a label's own number: "장롱(문 2짝)") or inside an amount, and none right before
    an amount of ``priced`` ("의자 네 개 육천 원": that amount is the four chairs')."""
    spans = [(a.start, a.end) for a in amounts]
    starts = {a.start for a in priced}
    found: list[tuple[int, int, float]] = []
    for m in _NUMBER.finditer(answer, lo, hi):
        if not any(s <= m.start() < e for s, e in spans):
            found.append((m.start(), m.end(), float(next(g for g in m.groups() if g))))
    for rx, num in ((_NATIVE_RX, NATIVE), (_EN_RX, EN_FACTORS)):
        found += [
            (m.start(), m.end(), num[m.group(1).lower()]) for m in rx.finditer(answer, lo, hi)
        ]
    found += [
        (m.start(), m.end(), float(m.group(1)) / 1000) for m in _GRAMS.finditer(answer, lo, hi)
    ]
    return Counter(
        q for at, end, q in found
        if q and not _bracketed(answer, at) and _skip_space(answer, end) not in starts
    )  # fmt: skip


# a fee per a size of some unit ("3.3제곱미터당", "per 3.3 m²") and a size in that unit
_AREA = r"제곱미터|평방미터|㎡|m2|m²|sqm|square met(?:er|re)s?|평(?![가-힣])"
_PER_SIZE = re.compile(
    rf"(\d{{1,3}}(?:\.\d+)?)\s?({_AREA})\s?(?:당|마다)|per\s(\d{{1,3}}(?:\.\d+)?)\s?({_AREA})", re.I
)
_SIZE_OF = re.compile(rf"(?<![\d.])(\d{{1,4}}(?:\.\d+)?)\s?({_AREA})(?!\s?(?:당|마다))", re.I)


def _area_unit(unit: str) -> str:
    return "평" if unit == "평" else "m2"


def _per_size_factors(answer: str, lo: int, hi: int) -> Counter[float]:
    """The sizes the answer states in the unit of a fee per size, as multiples of that size
    (a fee per 3.3㎡ for 6.6㎡: 2)."""
    per = [
        (float(m.group(1) or m.group(3)), _area_unit(m.group(2) or m.group(4)))
        for m in _PER_SIZE.finditer(answer, lo, hi)
    ]
    out: Counter[float] = Counter()
    for m in _SIZE_OF.finditer(answer, lo, hi) if per else ():
        if answer[max(0, m.start() - 4) : m.start()].rstrip().endswith("per"):
            continue
        size, unit = float(m.group(1)), _area_unit(m.group(2))
        for base, base_unit in per:
            if base_unit == unit and base > 0 and size != base:
                out[round(size / base, 6)] += 1
    return out


def _skip_space(answer: str, at: int) -> int:
    return at + len(answer[at : at + 2]) - len(answer[at : at + 2].lstrip())


def _bracketed(answer: str, at: int) -> bool:
    opened = answer.rfind("(", max(0, at - 30), at)
    return opened != -1 and answer.rfind(")", opened, at) == -1


def states_quantity(c: Claim, answer: str) -> bool:
    """Whether the figure's sentence states a quantity before it ("a table with four chairs
    comes to …"): then a plain sum of amounts that leaves it out is not the working."""
    return bool(set(_quantities(answer, _sentence_start(answer, c.start), c.start, ())) - {1.0})


# a quantity the answer supposes: "중량 고철 50kg이면 …", "for 2 kg …", "if you bring 5 kg"
# (a verb's 면 within the clause: "3kg 가져가시면", "100kg에 6,000원"; the dialect's 믄: "100키로믄")
_SUPPOSED_AFTER = re.compile(
    r"[^.!?\n,\d]{0,12}?(?:면|믄|라면)(?![가-힣])|에\s?(?=\d|약)|\s(?:would|will)\b", re.I
)
_SUPPOSED_BEFORE = re.compile(r"\b(?:for|if you \w+|with|bring|sell|hand in)\s$", re.I)
_WEIGHTS = frozenset({"kg", "g", "t", "L", "mL"})
_SIZE = re.compile(r"\d\s?(?:m|미터)$")


def supposed(
    unsupported: list[Claim], answer: str, claims: Sequence[Claim], prices: Collection[float]
) -> set[int]:
    """Starts of the quantities an answer supposes ("중량 고철 50kg이면 16,500원 정도예요") in a
    sentence that works out an amount from them: an amount after the quantity that the check
    supports (one not in ``unsupported``) and that is the quantity times a price the answer or
    the tool outputs give (``prices``). That quantity is the example the working is done for,
    not a claim about the world."""
    out: set[int] = set()
    flagged = {c.start for c in unsupported}
    per_kg = [p for e in claims if e.kind == "unit_price" and (p := amount(e)) is not None]
    pool = [*prices, *per_kg]
    for q in unsupported:
        v = q.value
        if (kg := kilos_in_kg(q)) is not None:
            v = (kg, "kg")  # "박스 100키로면 8천 원쯤": a bare 키로 as a weight
        elif q.kind == "distance" and isinstance(v, float) and _SIZE.search(q.text):
            v = (v, "m")  # "폭 1.5m 장롱이면 1만2천원": a size times a fee per metre
        elif q.kind != "number" or not isinstance(v, tuple) or v[1] not in _WEIGHTS:
            continue
        if not (
            _SUPPOSED_AFTER.match(answer, q.end)
            or _SUPPOSED_BEFORE.search(answer, max(0, q.start - 16), q.start)
        ):
            continue
        m = SENTENCE_END.search(answer, q.end)
        end = m.start() if m else len(answer)
        n = float(v[0]) * IN_KG.get(str(v[1]), 1.0)
        if any(
            a.kind == "money" and q.end <= a.start < end and a.start not in flagged
            and (x := amount(a)) is not None
            and any(abs(n * p - x) <= max(rounding_tolerance(a), 1.0) for p in pool)
            for a in claims
        ):  # fmt: skip
            out.add(q.start)
    return out


def quantities(answer: str, lo: int, hi: int, amounts: Sequence[Claim]) -> Counter[float]:
    """The quantities stated in ``answer[lo:hi]`` outside ``amounts`` (see :func:`_quantities`)."""
    return _quantities(answer, lo, hi, amounts)


# a count between a unit fee and its product ("2,000 won each · 4 chairs = 8,000 won", "2,000원씩 네
# 개면 8,000원", "3,000원 × 3 = 9,000원"): a numeral, or a word that may be a number word
_MULTIPLIER: Final = re.compile(r"(?<![\d.,])(\d{1,3})(?![\d.,])|([가-힣]{1,2}|[a-z]{3,5})", re.I)
_FACTOR_GAP: Final = 40  # the farthest a unit fee is from the product it is worked into


def unit_of_product(o: Claim, nxt: Claim | None, answer: str) -> bool:
    """Whether amount ``o`` is the unit value of the product ``nxt`` (the next amount of its kind)
    states: ``nxt`` is a few words on and is ``o`` times a count written between them (``2,000 won
    each · 4 chairs = 8,000 won``). Such a unit is inside that product already, so a total adds
    the product and never the unit too (14,000 is not 2,000 + 8,000 + 4,000: :mod:`.derived`,
    :mod:`.worked`); a list of fees with no count between them (``2,000원, 4,000원``) is no such
    pair."""
    if nxt is None or nxt.start - o.end > _FACTOR_GAP:
        return False
    a, b = amount(o), amount(nxt)
    if not a or not b or a <= 0 or b <= a or (b / a) != int(b / a):
        return False
    k = int(b / a)
    for m in _MULTIPLIER.finditer(answer, o.end, nxt.start):
        w = m.group(2)
        n = int(m.group(1)) if m.group(1) else NATIVE.get(w) or EN_NUMBERS.get(w.lower())
        if n == k:
            return True
    return False
