"""Values an answer works out from others: a difference of two evidence values next to a
comparison word (``4.4도 낮고``, ``천 원 더 싸요``, a second gap joined by "and"), a ratio of two
amounts stated in its sentence (``4배 넘게``), a price per unit times a quantity
(``kg당 75원이니까 80kg이면 6천원쯤``) and a total of amounts stated before it
(``합쳐서 1만 9천원``). A label naming the gap is a comparison word too ("3. Spread: 570 won/kg",
"가격 차이: 570원", round 50).

Accepts a value whose arithmetic comes out over the values it names, within the precision the
answer writes (:func:`~guardrails.grounding.match.tolerance`); rejects a gap of the values'
extreme ("45원으로 제일 비싸고": the most of the values, not a gap), a gap whose list line names
another item's amount (:func:`line_terms`) and a second value after a full stop.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import combinations
from typing import Final

from guardrails.grounding.approx import EXACT, EXACT_SLACK
from guardrails.grounding.claims import Claim
from guardrails.grounding.match import CANDIDATE_KIND, distance_tolerance, tolerance
from guardrails.grounding.records import Fact
from guardrails.grounding.sum_words import SUM_VERBS
from guardrails.grounding.unit_runs import run_terms

# a value stated as a difference between two evidence values ("4.4도 낮고", "천 원 더 싸요")
_DIFF_AFTER = re.compile(
    r"^[^.!?\n]{0,8}?(?:더|낮|높|차이|따뜻|춥|추워|싸|비싸|비싼|쌈|쌉|쌌|저렴|warmer|colder|cheaper|higher|lower|more|less"
    r"|올랐|오른|내렸|내린|상승|하락|떨어|강하|약하|difference|stronger|weaker|rose|fell|up\b|down\b"
    r"|멀|가까|아낄|아끼|아껴|절약|farther|further|closer|nearer|(?<!or\s)(?<!and\s)(?:below|above)\b)"
)
# a gap between two distances said as one ("2.6km쯤 더 멀어요", "about 2.6 km farther"), not a
# distance away ("1.5km 떨어져 있어요"): read to the last digit it writes, in metres
_FARTHER = re.compile(r"더\s?(?:멀|가까)|차이|farther|further|closer|nearer|difference|gap", re.I)
_DIFF_BEFORE = re.compile(
    r"(?:차이는?|차이가|일교차가?는?|difference of|range of|spread of|by|saves? you|save|saving"
    r"|(?:drop|fall|rise|increase|decrease|jump|gap) of"
    r"|(?:difference|gap|spread)\s(?:is|was)(?:\s(?:only|just))?"  # "the spread is only 10 won"
    r"|(?:range|spread|gap)\s(?:spans|spanned|covers|is)(?:\s(?:only|just))?"  # "the range spans"
    r"|(?:가격\s?)?폭[은이]"  # "(가격) 폭은 2,000원": the width of a range of two values
    # a label naming the gap ("3. Spread: 570 won/kg", "- 가격 차이: 570원", "Difference — 30 won")
    r"|(?i:\b(?:difference|gap|spread|price\s(?:gap|difference))|차이|격차)\s?(?:\*\*)?\s?[:：—–]"
    # the gap's noun right before it, as Korean says "차이 300원" ("— spread 300 won", round 52)
    r"|(?i:\b(?:difference|gap|spread))"
    r"|아끼|절약)\s?(?:약\s?|about\s)?$"
)
# round 55: a gap added on ("Flaking adds 300 won/kg", "adding 70 won") or signed after the two
# values ("150 → 450, +300 won/kg"): read only between two values the answer states
_ADDED_BEFORE = re.compile(r"(?:\b(?:adds?|added|adding)|[(,;:→]\s?\+)\s?(?:about\s)?$", re.I)
_SUPERLATIVE = re.compile(r"제일|가장|최고|최저")
# the gap named with its two ends before its copula ("The spread from PET flake to PVC is 570
# won/kg", "the difference between A and B comes to …", "A와 B의 가격 차이는"), also as a label
# ("Spread between white and blue-green: 10 won/kg", round 54): read in a wider window
_SPAN_BEFORE = re.compile(
    r"\b(?:difference|gap|spread)\s(?:from|between)\s[^.!?\n\d]{1,40}?"
    r"(?:\s(?:is|was|comes\sto|works\sout\sto)|\s?[:：—–])(?:\s(?:only|just|about|around|roughly))?\s?$",
    re.I,
)


def _written(text: str, vals: Iterable[float]) -> set[float]:
    """The evidence values ``text`` writes as figures of their own (``PVC 80``, ``PP flake 520``)."""
    figures = {float(m.group().replace(",", "")) for m in _FIGURE.finditer(text)}
    return {v for v in vals if v in figures}


_FIGURE = re.compile(r"(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,])|(?<![\d,.])\d+(?:\.\d+)?(?![\d,])")


def derived_difference(
    c: Claim, answer: str, candidates: Iterable[Fact], claims: Iterable[Claim] = ()
) -> bool:
    """``c`` states the difference of two evidence values of its kind, next to a comparison word;
    of two the answer stated before it, when it stated two or more ("압축하면 160원, 안 하면
    90원이라 70원 더": not 230 − 90), one of them its list line's when it has one
    (:func:`line_terms`)."""
    if c.kind not in (
        "money", "unit_price", "temperature", "percent", "precipitation", "distance", "wind"
    ):  # fmt: skip
        return False
    after = _DIFF_AFTER.match(answer[c.end : c.end + 14])
    if after is not None and _SUPERLATIVE.search(after.group()):
        after = None  # "45원으로 제일 비싸고": the most of the values, not a gap (round 30)
    spanned = added = False
    pair = _pair_gap(answer, c)
    if not (
        after
        or pair
        or _DIFF_BEFORE.search(answer[max(0, c.start - 20) : c.start])
        or (added := _ADDED_BEFORE.search(answer, max(0, c.start - 20), c.start) is not None)
        or (spanned := _SPAN_BEFORE.search(answer, max(0, c.start - 70), c.start) is not None)
        or _second_gap(c, answer, claims)
    ):
        return False
    v = c.value[0] if c.kind == "unit_price" and isinstance(c.value, tuple) else c.value
    if not isinstance(v, int | float):
        return False
    vals = sorted({float(f.value) for f in candidates if isinstance(f.value, int | float)})
    kind = CANDIDATE_KIND.get(c.kind, c.kind)
    stated = sorted(
        {a for o in claims if o.end <= c.start and CANDIDATE_KIND.get(o.kind, o.kind) == kind
         and (a := _amount(o)) in vals}
        | (versus_terms(answer, c, claims) | _arrow_terms(answer, c)) & set(vals)
    )  # fmt: skip
    if pair:  # "PET 650 vs 350 (300 won/kg)": the gap of its own pair, both the outputs' values
        if not pair <= set(vals):
            return False
        stated = sorted(pair)
    if len(stated) >= 2:  # "clear 45, brown 40, … 35 won/kg": a run's bare figures are terms too
        stated = sorted(set(stated) | run_terms(answer, claims, c.start) & set(vals))
    if spanned:  # "…, PS 100 and PVC 80. The spread from PET flake to PVC is 570 won/kg": the
        stated = sorted(set(stated) | _written(answer[: c.start], vals))  # bare figures too
    own: set[float] = set()
    if added and len(stated) < 2:
        return False  # "Flaking adds 250 won/kg" after one stated price: no two values to span
    if len(stated) >= 2:
        vals = stated
        own = line_terms(answer, c, claims) & set(stated)
    tol = tolerance(c.text) if c.kind not in ("money", "unit_price") else 1e-9
    if c.kind == "distance" and _FARTHER.search(answer, max(0, c.start - 20), c.end + 14):
        tol = distance_tolerance(c.text, float(v))  # "2.6km쯤 더 멀어요" over 4,276m and 6,842m
    return any(
        abs(abs(a - b) - v) <= tol and (not own or a in own or b in own)
        for i, a in enumerate(vals)
        for b in vals[i + 1 :]
    )


# the words between two gaps said under one comparison word ("by 30 won/kg compressed and 70
# won/kg as flake", "차이는 압축 30원, 플레이크 70원"): a few words, then "and" or a comma
_JOINER: Final = r"(?:,|\band\b|그리고|이고|이며|고)\s?$"
_GAP_AND: Final = re.compile(r"[^.!?;\n\d]{0,24}?" + _JOINER, re.I)
# the same joiner alone, found in the few characters before a value: a value not right after one
# is no second gap, whatever came before it (a test before walking the claims)
_JOINED: Final = re.compile(_JOINER, re.I)


def _second_gap(c: Claim, answer: str, claims: Iterable[Claim]) -> bool:
    """Whether ``c`` is joined by "and" (or a comma) to the value of its kind right before it in
    its sentence, and that value follows a comparison word ("PP beats PE by 30 won/kg compressed
    and 70 won/kg as flake": 70 is a gap too). Not a value after a full stop or a value of
    another kind; "by 30 won/kg. Flake is 70 won/kg" is no second gap."""
    if not _JOINED.search(answer, max(0, c.start - 8), c.start):
        return False  # the common case, and linear over many values ("1도" × 10,000)
    prev = None
    for o in claims:
        if o.start >= c.start:
            break
        prev = o
    if prev is None or prev.kind != c.kind:
        return False
    if not _GAP_AND.fullmatch(answer, prev.end, c.start):
        return False
    return _DIFF_BEFORE.search(answer[max(0, prev.start - 20) : prev.start]) is not None


# a bare amount set against the figure after it ("PET flake 650 vs PP flake 520 won/kg"): the
# number, "vs"/"versus"/"대", a few words naming the other side, then that figure's digits
_VERSUS_BARE: Final = re.compile(
    r"(?<![\d,.])(?P<a>\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d,.])\s(?:vs\.?|versus|대)\s"
    r"[^\d.!?\n]{0,24}?(?=\d)",
    re.I,
)
# a test before the search, in place (no copy of the sentence)
_VERSUS_WORD: Final = re.compile(r"vs|versus|대 ", re.I | re.A)


def versus_terms(answer: str, c: Claim, claims: Iterable[Claim]) -> set[float]:
    """The bare amounts ``c``'s sentence sets against an amount claim right after them, before
    ``c``: "PET flake 650 vs PP flake 520 won/kg, a 130 won difference" states 650 in won/kg as
    520 is (a term of the gap). Not a number whose next figure is no amount ("650 vs 2 bags"),
    nor one in an earlier sentence ("650 vs 520 won/kg. … a 130 won gap" reads only its own)."""
    lo = max(answer.rfind(". ", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
    if not _VERSUS_WORD.search(answer, lo, c.start):
        return set()  # the cheap, common case: no pair set against each other
    amounts = {o.start for o in claims if o.kind in ("money", "unit_price") and lo <= o.start}
    return {
        float(m["a"].replace(",", ""))
        for m in _VERSUS_BARE.finditer(answer, lo, c.start)
        if m.end() in amounts
    }


# round 55: a change written as two bare figures and an arrow right before its gap ("Flaking PE
# triples its value (150 → 450, +300 won/kg)", "150원 → 450원, 300원 올라요")
_ARROW_PAIR: Final = re.compile(
    r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\s?원|\swon)?\s?(?:→|->)\s?"
    r"(\d{1,3}(?:,\d{3})+|\d{1,6})(?!\d|[,.]\d)(?:\s?원|\swon)?[^\d.!?\n]{0,6}$",
    re.I,
)


def _arrow_terms(answer: str, c: Claim) -> set[float]:
    """The two figures of an arrow written right before ``c`` (a few characters between), as its
    terms: "(150 → 450, +300 won/kg)" states 150 and 450 as 300's."""
    window = answer[max(0, c.start - 40) : c.start]
    if "→" not in window and "->" not in window:
        return set()
    m = _ARROW_PAIR.search(window)
    return {float(g.replace(",", "")) for g in m.groups()} if m else set()


# round 56: a gap in brackets right after the pair it spans, under a gap noun earlier in its
# sentence ("Flake premiums over bales: PET 650 vs 350 (300 won/kg), PP 520 vs 180 (340 won/kg)")
_PAIR_GAP: Final = re.compile(
    r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\s?원|\swon)?\s(?:vs\.?|versus|대)\s"
    r"(\d{1,3}(?:,\d{3})+|\d{1,6})(?:\s?원|\swon)?\s?[(（]\s?(?:약\s?|about\s)?$",
    re.I,
)
GAP_NOUN: Final = re.compile(r"premium|difference|\bgap|spread|margin|차이|격차|프리미엄", re.I)


def _pair_gap(answer: str, c: Claim) -> set[float]:
    """The two figures of a ``A vs B (`` written right before ``c``, as its terms, when a gap noun
    stands earlier in its sentence (or line)."""
    window = answer[max(0, c.start - 40) : c.start]
    if "(" not in window[-12:] and "（" not in window[-12:]:
        return set()
    m = _PAIR_GAP.search(window)
    if m is None:
        return set()
    lo = max(answer.rfind(". ", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
    if not GAP_NOUN.search(answer, lo, c.start):
        return set()
    return {float(g.replace(",", "")) for g in m.groups()}


# a list line: "2. 영천 화장대: …", "- 책상: …"
_LIST_LINE: Final = re.compile(r"[ \t]*(?:\d{1,2}[.)]|[-*•·])\s")


def line_terms(answer: str, c: Claim, claims: Iterable[Claim]) -> set[float]:
    """The amounts ``c``'s list line states before it: a list line is one item's, so a gap said
    on it is of that item's amount — one of its terms is one of these when there are any.
    "1. 서랍장: 5,000원 or 7,000원 / 2. 화장대: 4,000원. 거울 있으면 2,000원 more": 2,000원 is
    no gap of line 1's fees (4,000원 is line 2's term); "2. 화장대: 4,000원 (1,000원 더 싸요)"
    may be 5,000 − 4,000. Empty off a list line ("차이는 2,000원" under the list)."""
    line = answer.rfind("\n", 0, c.start) + 1
    if not _LIST_LINE.match(answer, line):
        return set()
    kinds = ("money", "unit_price")
    return {_amount(o) for o in claims if o.kind in kinds and line <= o.start and o.end <= c.start}


_TOTAL = re.compile(SUM_VERBS + r"|합쳐|총", re.I)
_ABOUT = re.compile(r"쯤|정도|약|about|around|roughly|approx", re.I)


_MORE = re.compile(
    r"^\s?(?:넘게|넘는|이상|넘어|더\s?넘)|^\s?(?:or more)|(?:more than|over)\s$", re.I
)
_NEARLY = re.compile(r"^\s?(?:가까이|가깝게|가량)|(?:거의|almost|nearly)\s$", re.I)


def _amount(c: Claim) -> float:
    v = c.value[0] if isinstance(c.value, tuple) else c.value
    return float(v) if isinstance(v, int | float) else 0.0


def derived_ratio(c: Claim, answer: str, claims: Iterable[Claim]) -> bool:
    """``c`` ("4배 넘게", "about 3배") is the ratio of two amounts stated in its sentence: rounded,
    at least it after 넘게/more than, just under it after 가까이/nearly, itself after 딱/exactly
    (:data:`.approx.EXACT`: "350원, 650원으로 딱 두 배" is not, "350원, 700원으로 딱 두 배" is)."""
    v = c.value
    if c.kind != "number" or not isinstance(v, tuple) or v[1] != "배":
        return False
    start = max(answer.rfind(".", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
    end = min(
        (i for i in (answer.find(".", c.end), answer.find("\n", c.end)) if i != -1),
        default=len(answer),
    )
    vals = [
        _amount(e) for e in claims if e.kind in ("money", "unit_price") and start <= e.start < end
    ]
    n = float(v[0])
    return any(ratio_fits(b / a, n, answer, c) for a, b in combinations(sorted(vals), 2) if a)


def ratio_fits(r: float, n: float, answer: str, c: Claim) -> bool:
    """Whether ratio ``r`` of two amounts is what ratio claim ``c`` (``n`` times) says, read with
    its words: rounded (``두 배`` for 1.6–2.4), at least ``n`` and below ``n + 1`` after
    넘게/more than, just under ``n`` and rounding to it after 가까이/거의/nearly (``(n - 0.5, n]``,
    from ten on a tenth of ``n`` below it; round 51: 280원 over 200원 is no ``거의 두 배``),
    ``n`` itself after 딱/정확히/exactly
    (:data:`.approx.EXACT`). The one test of a ratio worked from stated amounts (also
    :func:`.arithmetic.derived_ratio_before`)."""
    after, before = answer[c.end : c.end + 6], answer[max(0, c.start - 12) : c.start]
    if EXACT.search(before):  # "딱 두 배": the ratio itself, not its rounding
        return abs(r - n) <= EXACT_SLACK * n
    if _MORE.search(after) or _MORE.search(before):
        return n <= r < n + 1
    if _NEARLY.search(after) or _NEARLY.search(before):  # "거의 두 배" is 1.5–2, never 1.4
        return n - max(0.5, 0.1 * n) < r <= n
    return abs(r - n) < 0.5


def derived_product(c: Claim, answer: str, earlier: Iterable[Claim]) -> bool:
    """``c`` is a price per unit times a quantity in that unit, both stated before it in its
    sentence ("kg당 75원이니까 80kg이면 6천원쯤"); after "about", within the rounding the figure
    shows (:func:`_shown_rounding`: "약 5만 8천 원" is 57,500–58,500, never 280 × 200 = 56,000;
    round 51), never more than 5 % off."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return False
    start = max(answer.rfind(".", 0, c.start), answer.rfind("\n", 0, c.start)) + 1
    before = [e for e in earlier if start <= e.start and e.end <= c.start]
    prices = [e.value for e in before if e.kind == "unit_price" and isinstance(e.value, tuple)]
    amounts = [e.value for e in before if e.kind == "number" and isinstance(e.value, tuple)]
    about = _ABOUT.search(answer, c.end, c.end + 6) or _ABOUT.search(
        answer, max(0, c.start - 4), c.start
    )
    tol = _shown_rounding(float(c.value)) if about else 1e-6
    return any(
        p[1] == q[1] and abs(float(p[0]) * float(q[0]) - float(c.value)) <= tol
        for p in prices
        for q in amounts
    )


def _shown_rounding(v: float) -> float:
    """Half the step of the rounding a whole figure shows, a last significant 5 a step of five
    ("약 5만 8천" ±500; "2,500원쯤" ±250, a rounding to the nearest 500), at most 5 % of it."""
    whole = str(int(abs(v)))
    if not v.is_integer() or whole == "0":
        return 0.05 * abs(v) + 1e-6
    digits = whole.rstrip("0")
    step = 10.0 ** (len(whole) - len(digits)) * (5 if digits[-1] == "5" else 1)
    return min(step / 2, 0.05 * abs(v)) + 1e-6


def derived_total(c: Claim, answer: str, earlier: Iterable[Claim]) -> bool:
    """``c`` is the total of two to four amounts stated before it, next to a total word."""
    if c.kind != "money" or not isinstance(c.value, int | float):
        return False
    if not _TOTAL.search(answer[max(0, c.start - 24) : c.start]):
        return False
    vals = [
        float(e.value)
        for e in earlier
        if e.kind == "money" and e.end <= c.start and isinstance(e.value, int | float)
    ][-6:]
    target = float(c.value)
    for r in range(2, min(4, len(vals)) + 1):
        for combo in combinations(vals, r):
            if abs(sum(combo) - target) < 1e-6:
                return True
    return False
