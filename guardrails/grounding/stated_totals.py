"""One test for a total an answer works out: it is the arithmetic of the terms the answer itself
states for it.

Where an answer states the terms of a total, that total is of those terms, not of any choice of
the item's rows (:mod:`.row_totals` reads a total only where the answer names no terms):

* **lines** — a line that only says it totals ("3. 총 15,000원입니다", "합계: 13,000원",
  "- Total: 8,000 won") closes the run of list lines above it that each state an amount; it is
  the sum of their amounts (a line's amount is what its working comes to: "5,000원 × 2개 =
  10,000원" is 10,000원); a list line marked as an aside ("- (참고) 의자 중형: 2,000원", "- for
  reference: …") is no term of it (round 47: "합계 14,000원" over 10,000원, 4,000원 and such an
  aside passes, "합계 16,000원" there is flagged);
* **per unit** — an amount said per piece (``4,000원짜리``, ``4,000원씩``, ``개당 4,000원``, ``4,000
  won each``, ``the 4,000 won ones``) and a number of pieces in the clause of a figure
  ("모두 4,000원짜리면 3개에 10,000원", "3 of the 4,000 won ones come to …"; round 54: every piece
  counted at once, "둘 다 3,000원짜리에 해당하면 합계 6,000원", "if both are the 3,000 won ones … in total", a sum
  word marking the figure as the total), or an amount said
  as the basis of the working (``4,000원 기준으로``, ``at 4,000 won each``: "제일 낮은 4,000원
  기준으로 3개면 합계 12,000원"; "합계 15,000원" there is flagged): the figure is their product;
* **clause terms** — a figure right after a sum word ("총", "합계"), or right before one ("…
  won in total"), whose clause
  states two or more plain amounts and nothing that multiplies, bounds or takes from them
  ("티테이블은 2,000원, 식탁은 4,000원이라 총 6,000원"; "총 7,000원" there is flagged) is their
  sum, plus any of the amounts the answer states before that clause (a total may add them); an
  amount said again as the conclusion of a reason ("18,000원이라 130cm짜리는 18,000원이고") may
  count once (round 50, :mod:`.concluded_terms`);
  a count of pieces, a per-piece word, a choice, a count of the terms ("셋 다", "all three") or a list of options ("세 가지"), a bound
  ("최대", "at most"), a written working ("+", "="), a discount or a weight in the clause, or a
  range the figure opens ("총 9,000원에서 13,000원 사이"), leaves it unread (round 46);
* **one row for two things** (:mod:`.joined_fees`) — a row whose name joins two things (``유모차+보행기``) is one fee: a
  total for those things together ("함께 내놓으면 합쳐서 4,000원") is that fee;
* **worked terms** — a figure right after a sum word ("합계", "총", "합치면", "in total") that follows
  two or more workings each closed by its own "=" in its sentence or the one before
  ("알루미늄캔 8kg × 1,200원 = 9,600원, 신문지 10kg × 120원 = 1,200원이니까 합계 10,800원") is the
  sum of their results (round 37; "합계 11,800원" there is flagged); a result another working
  goes on from ("= 9,600원 × 2 = 19,200원") is no term, and an amount outside a working between
  them leaves it unread;
* **restated** — a figure equal to a total worked out earlier in the answer that comes out
  ("50kg × 120원 = 6,000원 … 대략 6,000원") is that total again.

Each reading is gated by its own words (a total word opening a line, a per-piece word, a joined
row name) and never flags where the terms are unsure: a line that states two amounts outside a
working, a range or choice (또는, ~, or), a count of pieces in words it cannot read, or a hedged
clause.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding import arithmetic
from guardrails.grounding.alternatives import LEAST, MOST
from guardrails.grounding.approx import rounding_tolerance
from guardrails.grounding.claims import Claim
from guardrails.grounding.concluded_terms import concluded
from guardrails.grounding.hedges import ROUGH
from guardrails.grounding.joined_fees import joined_row_why, joined_rows
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.piece_counts import EVERY_PIECE, PIECES_EN, PIECES_KO
from guardrails.grounding.result_ranges import range_of_results_why
from guardrails.grounding.sum_words import SUM_VERBS

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

# a line that only says it totals: its marker, the two things it adds ("둘이", "두 개를", "both"),
# a total word, a fee word, a particle, "약" ("둘이 합쳐 10,000원이에요", "Both together: 9,000 won")
_TOTAL_LINE = re.compile(
    r"\s*(?:[-*•·→>]|\d{1,2}[.)])?\s*(?:\*\*)?\s*(?:예상\s?|전체\s?)?"
    r"(?:(?:둘(?:이|을|\s?다)?|두\s?(?:개|대|가지)(?:를|는)?|both|the\s+two)\s?)?"
    r"(?:총\s?합계|총합|총액|총|합계|합산|합쳐서|합쳐|합치면|합하면|together|다\s?합(?:하면|치면|해서)|모두\s?합(?:하면|치면|해서)"
    r"|grand\s+total|total|in\s+total|altogether|sum)"
    r"\s?(?:금액|비용|수수료|요금|fee|cost|amount)?\s?(?:은|는|이|:|is|comes\s+to|=)?\s?(?:\*\*)?\s?"
    r"(?:약\s?|about\s|around\s)?$",
    re.I,
)
_TOTAL_LINE = gated(_TOTAL_LINE)  # :mod:`.opening_gate`: the same matches, skipped to
_QUALIFIED: Final = re.compile(
    r"\d|기준|제외|빼고|포함|except|excluding|including|each|per\b", re.I
)
ABOUT: Final = re.compile(r"약|대략|about|around|roughly|\s?(?:정도|쯤|가량)", re.I)
LIST_LINE: Final = re.compile(r"\s*(?:[-*•·]|\d{1,2}[.)])\s")
# a list line marked as an aside, given for reference and not added ("- (참고) 의자 중형: 2,000원",
# "- 참고로 중형은 2,000원", "- (for reference) medium: 2,000 won", "- FYI: …")
_ASIDE_LINE: Final = re.compile(
    r"\s*(?:[-*•·]|\d{1,2}[.)])\s+(?:\*\*)?\s?(?:[(\[]\s?(?:참고|for reference|reference|fyi|note)\s?[)\]]"
    r"|참고\s?(?:로|:)|for reference\b|fyi\b)",
    re.I,
)
_CHOICE: Final = re.compile(r"또는|이나|거나|~|～|\bor\b|부터|사이|between|from\b", re.I)
_EQUALS_BEFORE: Final = re.compile(r"=\s?$")
# an amount said per piece: after it (짜리, 씩, each, apiece) or before it (개당, each, per item)
_PER_AFTER: Final = re.compile(
    r"\s?(?:짜리|씩|기준(?:으로|이면|이라면)|each\b|apiece\b|a piece\b|per (?:item|piece|unit)\b"
    r"|ones\b)",
    re.I,
)
_PER_BEFORE: Final = re.compile(r"(?:개당|대당|장당|점당|한\s?개에|each|per item)\s?$", re.I)
_PER_GATE: Final = re.compile(
    r"짜리|씩|개당|대당|장당|점당|원\s?기준|each|apiece|a piece|per item|ones", re.I
)
_ADDS_OTHER: Final = re.compile(
    r"까지|더하|더해|에다|추가|이랑|하고|및|\bplus\b|along with|\band\b|\bwith\b", re.I
)


def stated_total_why(c: Claim, ctx: Context, sources: tuple[str, ...]) -> str | None:
    """Why money figure ``c``, a total of terms the answer states, is not their arithmetic: ""
    when it is, None when ``c`` is no such total (module docstring)."""
    if c.kind != "money" or not isinstance(c.value, int):
        return None
    answer = ctx.answer
    if (
        "\n" not in answer
        and "=" not in answer
        and not _says_per(answer)
        and not _says_sum(answer)
        and not joined_rows(sources)
    ):
        return None  # no line, working, per-piece word, sum word or joined row: nothing to read
    for reading in (_lines, _equated, _per_unit, _clause_terms, joined_row_why):
        why = reading(c, ctx, sources)
        if why is not None:
            return why
    return None


def _won(c: Claim) -> float:
    return float(c.value) if isinstance(c.value, int | float) else 0.0


def _line_bounds(answer: str, pos: int) -> tuple[int, int]:
    lo = answer.rfind("\n", 0, pos) + 1
    hi = answer.find("\n", pos)
    return lo, len(answer) if hi < 0 else hi


def _lines(c: Claim, ctx: Context, _sources: tuple[str, ...]) -> str | None:
    """A line that only says it totals, after a run of list lines that each state an amount."""
    answer = ctx.answer
    lo, hi = _line_bounds(answer, c.start)
    if lo == 0 or not _TOTAL_LINE.fullmatch(answer, lo, c.start):
        return None
    if _QUALIFIED.search(answer, c.end, min(hi, ctx.sentences[ctx.sentence_of(c.start)][1])):
        return None  # "총 13,000원 (식탁 2개 기준)": a total of terms its sentence qualifies
    terms: list[float] = []
    end = lo - 1  # the newline before the total's line
    while end > 0:
        start = answer.rfind("\n", 0, end) + 1
        if not LIST_LINE.match(answer, start, end):
            break
        if _ASIDE_LINE.match(answer, start, end):
            end = start - 1  # an aside given for reference is no term of the sum
            continue
        term = line_term(ctx, start, end)
        if term is None:
            return None  # a list line whose amount is unsure: no reading
        terms.append(term)
        end = start - 1
    if len(terms) < 2:
        return None
    total = sum(terms)
    about = ABOUT.search(answer, lo, c.start) or ABOUT.match(answer, c.end)
    if abs(total - _won(c)) <= (rounding_tolerance(c) if about else 1e-6):
        return ""
    return f"{c.text} is not the sum of the amounts the lines above it state ({total:,.0f})"


# a sum word right before a total ("이니까 합계 ", "총 ", "합치면 약 ", "so in total ")
_SUM_BEFORE: Final = re.compile(
    r"(?:합계|총합|총액|총|합치면|합쳐서|합하면|더하면|다\s?해서|in\s+total|total(?:\s+of|\s+is)?"
    r"|altogether|comes?\s+to)\s?(?:은|는|이|:)?\s?(?:약\s?|about\s|around\s)?$",
    re.I,
)


def _equated(c: Claim, ctx: Context, _sources: tuple[str, ...]) -> str | None:
    """A sum word right before ``c`` after two or more workings closed by "=": the sum of their
    results ("A 8kg × 1,200원 = 9,600원, B 10kg × 120원 = 1,200원이니까 합계 10,800원")."""
    answer = ctx.answer
    if "=" not in answer or not _SUM_BEFORE.search(answer, max(0, c.start - 16), c.start):
        return None
    lo = ctx.sentence_start(c.start)
    for _ in range(2):  # the figure's sentence, else with the one before it
        money = [e for e in ctx.claims if e.kind == "money" and lo <= e.start and e.end <= c.start]
        results = _results(answer, money, lo)
        if results is None or len(results) >= 2 or lo == 0:
            break
        lo = ctx.sentence_start(lo - 1)
    if results and len(results) >= 2:  # "합계는 7,000원~13,000원": the results' range (round 49)
        if (why := range_of_results_why(c, answer, ctx.claims, results)) is not None:
            return why
    if not results or len(results) < 2 or _CHOICE.search(answer, lo, c.start):
        return None
    total = sum(results)
    about = ABOUT.search(answer, max(lo, c.start - 8), c.start) or ABOUT.match(answer, c.end)
    if abs(total - _won(c)) <= (rounding_tolerance(c) if about else 1e-6):
        return ""
    return f"{c.text} is not the sum of the workings before it ({total:,.0f})"


_GOES_ON: Final = re.compile(r"\s?[×xX*+÷/−-]")


def _results(answer: str, money: list[Claim], lo: int) -> list[float] | None:
    """The results of the workings among ``money`` (each after its own "="), None when an amount
    stands outside a working; a result the next working goes on from is no term."""
    out: list[float] = []
    terms = 0  # amounts since the last result
    last = -1  # the end of the last result
    for e in money:
        if _EQUALS_BEFORE.search(answer, max(lo, e.start - 3), e.start):
            if out and _GOES_ON.match(answer, last):
                out.pop()  # "= 9,600원 × 2 = 19,200원": the next step of one working
            out.append(_won(e))
            terms, last = 0, e.end
        else:
            terms += 1
    return None if terms else out


def line_term(ctx: Context, start: int, end: int) -> float | None:
    """The amount a list line comes to: the figure after its last "=", else its one amount (times
    a count written next to it); None when it states none or several outside a working."""
    answer = ctx.answer
    money = [e for e in ctx.claims if e.kind == "money" and start <= e.start and e.end <= end]
    if not money or _CHOICE.search(answer, start, end):
        return None
    last = money[-1]
    if len(money) > 1:
        if not _EQUALS_BEFORE.search(answer, max(start, last.start - 3), last.start):
            return None
        return float(last.value) if isinstance(last.value, int) else None
    worked = arithmetic.term(last, answer)
    if worked == last.value and _PER_AFTER.match(answer, last.end):
        return None  # "1,000원씩": an amount per piece, its count unread
    return worked


@functools.lru_cache(maxsize=64)
def _says_per(answer: str) -> bool:
    """The answer has a word of a per-piece amount anywhere (the gate of ``_per_unit``)."""
    return _PER_GATE.search(answer) is not None


def _per_unit(c: Claim, ctx: Context, _sources: tuple[str, ...]) -> str | None:
    """An amount said per piece and a number of pieces before ``c`` in its clause: ``c`` is their
    product."""
    answer = ctx.answer
    if not _says_per(answer):
        return None
    start = max(ctx.sentence_start(c.start), answer.rfind("\n", 0, c.start) + 1)
    if not _PER_GATE.search(answer, start, c.start):
        return None
    money = [e for e in ctx.claims if e.kind == "money" and start <= e.start and e.end <= c.start]
    if len(money) != 1 or not isinstance(money[0].value, int):
        return None
    unit = money[0]
    if not (_PER_AFTER.match(answer, unit.end) or _PER_BEFORE.search(answer, start, unit.start)):
        return None
    if _CHOICE.search(answer, start, c.start) or ROUGH.search(answer, start, c.end + 12):
        return None
    if _ADDS_OTHER.search(answer, start, c.start):
        return None  # "2,000원짜리 두 개에 소파까지 합치면": the total adds what it does not price
    counts = (
        {
            int(w) if w.isdigit() else NATIVE[w]
            for m in PIECES_KO.finditer(answer, start, c.start)
            if not (unit.start <= m.start() < unit.end)
            for w in (m.group(1),)
        }
        | {
            int(w) if w.isdigit() else EN_NUMBERS[w.lower()]
            for m in PIECES_EN.finditer(answer, start, c.start)
            if not (unit.start <= m.start() < unit.end)
            for w in (m.group(1),)
        }
        | {  # round 54: "둘 다 3,000원짜리면 합계", "if both are the 3,000 won ones … in total"
            2 if w.lower() == "both" else NATIVE.get(w) or EN_NUMBERS[w.lower()]
            for m in EVERY_PIECE.finditer(answer, start, c.start)
            for w in (next(g for g in m.groups() if g),)
            if _SUM_WORD.search(answer, unit.end, c.start) or _SUM_AFTER.match(answer, c.end)
        }
    )
    if len(counts) != 1:
        return None
    n = counts.pop()
    if n < 2:
        return None
    total = _won(unit) * n
    if abs(total - _won(c)) < 1e-6:
        return ""
    return f"{c.text} is not {n} × {unit.text} ({total:,.0f}) as its sentence works it out"


# what makes a clause's amounts no plain terms of its total: a piece count is read by
# ``_per_unit``; a discount, a weight, a step or a share takes or multiplies
_NOT_PLAIN: Final = re.compile(
    r"[=+＋×]|가지|할인|빼|제외|차감|감면|환급|돌려|보증금|마다|초과|추가|까지|더하|더해|에다|각|당\s?\d|\d\s?(?:kg|킬로|톤)"
    r"|둘|셋|both|all (?:two|three|four)|each|per\b|minus|less\b|off\b|discount|refund|deposit|except|plus\b|extra|kg\b",
    re.I,
)
# a range or choice the figure opens ("9,000원에서 13,000원 사이", "6,000 to 8,000 won")
_RANGE_AFTER: Final = re.compile(
    r"\s?(?:원|won)?\s?(?:에서|부터|~|～|-|–|to\b|or\b|또는|이나)", re.I
)
# a sum word right after the figure ("8,000 won in total", "7,000 won altogether")
_SUM_AFTER: Final = re.compile(r"\s?(?:won\s)?(?:in\s+total|in\s+all|altogether|combined)", re.I)
_SUM_WORD: Final = re.compile(
    SUM_VERBS + r"|합치|합쳐|합하|총", re.I
)  # any form of 합치다 / 합하다
_MOST_EARLIER: Final = 8  # earlier amounts a clause's total may add (their subsets are tried)


@functools.lru_cache(maxsize=64)
def _says_sum(answer: str) -> bool:
    """The answer has a sum word anywhere (the gate of ``_clause_terms``)."""
    return _SUM_WORD.search(answer) is not None


def _clause_terms(c: Claim, ctx: Context, _sources: tuple[str, ...]) -> str | None:
    """A sum word right before ``c`` after two or more plain amounts in its clause: ``c`` is
    their sum, with any of the amounts stated before the clause ("티테이블은 2,000원, 식탁은
    4,000원이라 총 6,000원"); None when the clause counts, bounds, chooses or takes (unsure)."""
    answer = ctx.answer
    if not _says_sum(answer) or not (
        _SUM_BEFORE.search(answer, max(0, c.start - 16), c.start) or _SUM_AFTER.match(answer, c.end)
    ):
        return None
    start = max(ctx.sentence_start(c.start), answer.rfind("\n", 0, c.start) + 1)
    inside = [e for e in ctx.claims if start <= e.start and e.end <= c.start]
    terms = [e for e in inside if e.kind == "money" and isinstance(e.value, int)]
    if len(terms) < 2 or len(terms) != sum(e.kind in ("money", "unit_price") for e in inside):
        return None
    if any(_PER_AFTER.match(answer, e.end) for e in terms):
        return None  # "2,000원씩": an amount per piece
    if (
        _CHOICE.search(answer, start, c.start)
        or _NOT_PLAIN.search(answer, start, c.start)
        or ROUGH.search(answer, start, c.end + 12)
        or PIECES_KO.search(answer, start, c.start)
        or PIECES_EN.search(answer, start, c.start)
        or _RANGE_AFTER.match(answer, c.end)
        or LEAST.search(answer, start, c.start)
        or MOST.search(answer, start, c.start)
    ):
        return None
    earlier = [
        _won(e)
        for e in ctx.claims
        if e.end <= start and e.kind == "money" and isinstance(e.value, int)
    ]
    if len(earlier) > _MOST_EARLIER:
        return None
    total = sum(_won(e) for e in terms)
    once = sum(_won(e) for e in concluded(terms, answer))  # "18,000원이라 … 18,000원": one term
    sums = {0.0}
    for v in earlier:
        sums |= {s + v for s in sums}
    about = ABOUT.search(answer, max(start, c.start - 8), c.start) or ABOUT.match(answer, c.end)
    tolerance = rounding_tolerance(c) if about else 1e-6
    if any(abs(t + s - _won(c)) <= tolerance for s in sums for t in {total, once}):
        return ""
    return f"{c.text} is not the sum of the amounts its clause states ({total:,.0f})"


def restated_total(c: Claim, ctx: Context) -> bool:
    """Whether ``c`` repeats a figure an earlier written working in the answer comes to."""
    if c.kind != "money":
        return False
    for e in ctx.claims:
        if e.start >= c.start:
            break
        if e.kind == "money" and e.value == c.value:
            if arithmetic.equation_why(e, ctx.answer, ctx.claims) == "":
                return True
    return False
