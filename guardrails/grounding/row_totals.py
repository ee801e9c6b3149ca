"""One test for a total over alternative rows: a sum is one row per item the answer names.

A fee table gives an item several rows (``침대(1인용)`` at 2,000 / 3,000 / 5,000 / 10,000원), so
a total for several items is a range of sums: "둘 다 버리면 제일 싸게 잡아도 17,000원, 비싸게
잡으면 30,000원", "the two items together would come to between 6,000 and 21,000 won", "두 개라면
둘 다 낮은 요율일 때 8,000원". A figure in a sentence that says it adds (합치면, 둘 다, 모두,
together, total, combined, 두 개라면 …) is supported when it equals

    the sum over some of the items the answer names of ``q`` rows of each (any rows, the same
    one twice too), ``q`` being 1 or a quantity its sentence states (``두 개``, ``3쪽``, ``two``),

where an item is the rows of one tool-output list sharing a name (``item_name``/``name``) and the
answer names it when it states one of its fees before the figure and a word of its name (or its
spec) stands in the answer before it (two lists' items with the same fees are two items:
영덕군's TV and 진안군's 매트리스 at 3,000 / 5,000원 each make "둘 다 비싼 쪽이면 10,000원") — or, where the answer writes no word of it (an English
answer over Korean rows: "a chair is either 2,000 or 3,000 won"), every one of its fees; or,
for a total said to be the least or the most (round 41), by the one fee of it stated where no
other item of any list holds that fee, with a word of its name written or as its list's only
item: "양평군 냉장고는 최저 5,000원, 부산 서구 TV는 최저 3,000원 … 합쳐서 8,000원" over
``(김치)냉장고`` and ``가전제품 텔레비젼`` (:func:`.alternatives.own_fees`). Not so with two of its
fees stated (the answer's own terms: "소파가 15,000원, 1인용이 5,000원이라 둘 다 … 합계 2만원"),
nor with no bound word, where the stated terms decide ("성인용 자전거 4천원, 어린이 자전거
9,000원이라 두 대 … 총 6천원" is no sum of them). The
quantity may be a number word of the sentence ("two would come to 8,000 won", "both", "둘 다")
or one the user stated ("I have two", "의자 3개"): the user's quantities are evidence for
quantities, never for fees. A figure said to be the least (최소, 제일 싸게, 낮게,
cheapest, at least …) must be the least of those sums for its items; the most (최대, 비싸게,
dearest, at most …) the greatest (a bound in brackets right after an amount is that amount's:
"11,500 won (both at the lowest fee) and 32,500 won (both at the highest)", round 50,
:mod:`.bracketed_bounds`; a count joined with the sum word, "두 개 합쳐", of several items counts
the items, :mod:`.joined_counts`) — the bound words and the items are :mod:`.alternatives`'
(which rows a term may stand for), and the total may also be said after the figure ("you'd pay
14,000 won for the two"). An altered total — a sum no choice of rows makes, or a
``최소`` that is not the least — still fails; a working the sentence writes out is read by
:mod:`arithmetic` before this. The addends of a written sum ("가장 싼 조합이면 침대 5,000원 +
받침대 6,000원 = 11,000원") are no totals: each is its own row's value, the lowest (highest) row
of an item holding it where a bound word says so (:func:`bound_total_why`).
"""

from __future__ import annotations

import functools
import re
from itertools import combinations, product
from typing import TYPE_CHECKING, Final

from guardrails.grounding.alternatives import LEAST, MOST, item_lists, own_fees, sole_items
from guardrails.grounding.bracketed_bounds import bracket_after, past_bracket
from guardrails.grounding.claims import Claim
from guardrails.grounding.joined_counts import counts_masked
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.row_counts import rows_masked
from guardrails.grounding.stated_quantities import quantities, terms_masked
from guardrails.grounding.sum_words import SUM_VERBS
from guardrails.grounding.totals import range_side

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

# a sentence that says it adds (the gate: a plain lower-case substring test first)
_ADDS = re.compile(
    r"합|총|둘 다|두 개 다|모두|다 버리|다 내|함께|같이|더하|하나씩|개\s?(?:라면|면|다|씩)|쪽이면"
    r"|하나(?:와|랑|하고|에|면)"  # "양문형 하나와 김치냉장고 하나면": one piece of each item
    r"|together|total|combined|altogether|in all|both|sum|for (?:one|two|three|each)|\bpair\b"
    r"|\b(?:two|three|four|five)\b|둘(?!\s?중)",  # not "둘 중 어느 금액인지": one of the two
    re.I,
)
_ADDS = gated(_ADDS)  # :mod:`.opening_gate`: the same matches, skipped to
# a bound said right after the figure ("8,000 won at most", "14,000원이 최대")
_LEAST_AFTER: Final = re.compile(r"\s?(?:at (?:the )?least|minimum|(?:이|가)?\s?최소)", re.I)
_MOST_AFTER: Final = re.compile(r"\s?(?:at (?:the )?most|maximum|(?:이|가)?\s?최대)", re.I)
# a number of pieces in words the answer or the user writes: "two would be", "both", "둘 다"
_COUNT_WORD: Final = re.compile(r"\b(two|three|four|five|both)\b|(둘)\s?(?:다|이|을|를|의)", re.I)
_WORD_COUNTS: Final = {"two": 2, "three": 3, "four": 4, "five": 5, "both": 2, "둘": 2}
# a quantity the user states ("I have two", "two chairs", "의자 3개", "두 개"): not a size,
# weight, sum, time or date
_USER_COUNT: Final = re.compile(
    r"\b(two|three|four|five|[2-5])\b(?![.,]\d|\s?(?:kg|cm|mm|m\b|km|won|원|%|:|층|시|월|일|년|"
    r"hours?|days?|weeks?|months?|years?|minutes?|km|meters?|kilo|grams?|floor|pm|am)|[-~])"
    r"|(\d{1,2}|두|세|네|다섯)\s?(?:개|대|장|점|세트|짝|벌|쪽)",
    re.I,
)
# an addend of a written sum: "+" right before or after it
_PLUS_AFTER: Final = re.compile(r"\s?(?:원|won)?\s?[+＋]")
_PLUS_BEFORE: Final = re.compile(r"[+＋]\s?$")
# a total said after the figure ("you'd pay 14,000 won for the two", "10,000원 들어요, 둘 합쳐서")
_ADDS_AFTER: Final = re.compile(
    r"\s?(?:(?:in\s)?total|in all|altogether|together|combined|for (?:the |all )?(?:two|three|four|both))",
    re.I,
)
# a quantity of pieces ("3쪽이면", "두 개라면", "2짝"): what worked.quantities may not read
_PIECES: Final = re.compile(r"(\d{1,2}|두|세|네|다섯)\s?(?:개|쪽|짝|장|대|벌|세트)")
_MOST_ITEMS: Final = 6  # named items read (more: the first six)
_MOST_IN_SUM: Final = 4  # items one total adds


def row_total(c: Claim, ctx: Context, sources: tuple[str, ...], user: str = "") -> bool:
    """Whether money figure ``c`` is a sum of one row (or ``q`` rows) per item the answer
    names, and the least or greatest such sum when its words say so (module docstring);
    ``user``: the user's message, whose quantities may be the ``q``."""
    reading = _reading(c, ctx, sources, user)
    return reading is not None and _comes_out(float(c.value), *reading)  # type: ignore[arg-type]


def range_total(c: Claim, ctx: Context, sources: tuple[str, ...], user: str = "") -> bool:
    """Whether ``c`` is an end of a range of amounts whose both ends are such totals: "양문형
    하나와 김치냉장고 하나면 15,000원~20,000원", though 15,000원 is also a row of its own (a lone
    amount that is some item's row is read as that row, not as a sum)."""
    side = range_side(c, ctx) if c.kind == "money" else None
    return (
        side is not None
        and row_total(c, ctx, sources, user)
        and (row_total(side[1], ctx, sources, user))
    )


def bound_total_why(c: Claim, ctx: Context, sources: tuple[str, ...], user: str = "") -> str | None:
    """Why a total said to be the least or the most ("둘 다 제일 비싼 금액이면 합쳐서 28,000원")
    of two or more items the answer names is no such extreme sum of their rows: "" when it is,
    None when ``c`` is no bounded total of named items (then the other readings decide). An
    addend of a written sum is read as its own row's value (:func:`_addend_why`)."""
    if not _bounded(ctx.answer):
        return None
    if _PLUS_AFTER.match(ctx.answer, c.end) or _PLUS_BEFORE.search(
        ctx.answer, max(0, c.start - 3), c.start
    ):
        return _addend_why(c, ctx, sources)
    reading = _reading(c, ctx, sources, user, own=True)
    if reading is None:
        return None
    named, counts, least, most = reading
    if least == most or len(named) < 2:
        return None
    if _comes_out(float(c.value), *reading):  # type: ignore[arg-type]
        return ""
    sums = _sums(tuple(named[:_MOST_IN_SUM]), (1,) * min(len(named), _MOST_IN_SUM))
    bound, total = ("lowest", min(sums)) if least else ("highest", max(sums))
    return f"{c.text} is not the {bound} total of the rows of the items it adds ({total:,.0f})"


@functools.lru_cache(maxsize=64)
def _bounded(answer: str) -> bool:
    """The answer has a bound word anywhere (the gate of :func:`bound_total_why`)."""
    return LEAST.search(answer) is not None or MOST.search(answer) is not None


def _addend_why(c: Claim, ctx: Context, sources: tuple[str, ...]) -> str | None:
    """Why addend ``c`` of a written sum under a bound word ("가장 싼 조합이면 침대 5,000원 +
    …") is not the lowest (highest) row of an item holding it: "" when it is, None when no bound
    word stands before it in its sentence or no named item holds it (unsure)."""
    if c.kind != "money" or not isinstance(c.value, int | float) or isinstance(c.value, bool):
        return None
    clause = ctx.answer[ctx.sentence_start(c.start) : c.start]
    lo, hi = _last(LEAST, clause), _last(MOST, clause)
    if lo == hi:
        return None
    value, start = float(c.value), ctx.sentence_start(c.start)
    qs = {1.0} | {  # "신발장 2개 6,000원 + …": that many rows of the item
        float(NATIVE.get(m.group(1)) or m.group(1))
        for m in _PIECES.finditer(ctx.answer, start, c.start)
    }
    holding = [
        (fees, q)
        for fees in _named(c, ctx, sources, with_self=True)
        for q in qs
        if value / q in fees
    ]
    if not holding:
        return None
    if any(value / q == (min(f) if lo > hi else max(f)) for f, q in holding):
        return ""
    bound = "lowest" if lo > hi else "highest"
    return f"{c.text} is not the {bound} row of the item it adds"


def _user_counts(user: str) -> frozenset[int]:
    """The numbers of pieces the user's message states (2 to 5)."""
    if not user:
        return frozenset()
    out: set[int] = set()
    for m in _USER_COUNT.finditer(user):
        w = (m.group(1) or m.group(2)).lower()
        n = EN_NUMBERS.get(w) or NATIVE.get(w) or (int(w) if w.isdigit() else 0)
        if 1 < n <= 5:
            out.add(n)
    return frozenset(out)


def _reading(
    c: Claim, ctx: Context, sources: tuple[str, ...], user: str = "", own: bool = False
) -> tuple[list[frozenset[float]], list[int], bool, bool] | None:
    """The items a total ``c`` adds, the counts its sentence states, and whether its words say
    least or most; None when ``c`` is no total of named items (``own``: items named by their own
    fee too, for a bounded total: :func:`_named`)."""
    if c.kind != "money" or not isinstance(c.value, int | float) or isinstance(c.value, bool):
        return None
    start = ctx.sentence_start(c.start)
    answer = rows_masked(ctx.answer, start, c.start)  # "two rows, 15,000 and …": no pieces
    if not _ADDS.search(answer[start : c.start]) and not _ADDS_AFTER.match(ctx.answer, c.end):
        return None
    named = _named(c, ctx, sources, own=own)
    if not named:
        return None
    # the previous amount's bracket is its own ("11,500 won (both at the lowest fee) and …")
    clause = ctx.answer[max(start, past_bracket(ctx.answer, ctx.previous_end(c))) : c.start]
    lo, hi = _last(LEAST, clause), _last(MOST, clause)
    if lo == hi:  # no bound before it: one right after it ("8,000 won at most"), or in its
        lo = 0 if _LEAST_AFTER.match(ctx.answer, c.end) else -1  # bracket ("(both at the highest)")
        hi = 0 if _MOST_AFTER.match(ctx.answer, c.end) else -1
        if lo == hi and (inside := bracket_after(ctx.answer, c.end)) is not None:
            words = ctx.answer[inside[0] : inside[1]]
            lo, hi = _last(LEAST, words), _last(MOST, words)
    back = ctx.sentences[max(0, ctx.sentence_of(c.start) - 2)][0]  # "두 개 다 …" lines before
    # of several items, "세 개 다" counts the items, not pieces of one (as "both" does below)
    text = terms_masked(answer, back, c.start) if len(named) > 1 else answer
    if len(named) > 1:  # "두 개 합쳐 6,000원" over two items: the count of the items joined
        text = counts_masked(text, back, c.start)
    stated = set(quantities(text, start, c.start, ())) | {
        float(NATIVE.get(m.group(1)) or m.group(1)) for m in _PIECES.finditer(text, back, c.start)
    }
    if len(named) == 1:  # "both", "two" of one item; of several items they count the items
        stated |= {
            float(_WORD_COUNTS[(m.group(1) or m.group(2)).lower()])
            for m in _COUNT_WORD.finditer(answer, start, c.start)
        }
    stated |= _user_counts(user)
    counts = sorted({int(q) for q in stated if 1 < q <= 5 and float(q).is_integer()})
    return named, counts, lo > hi, hi > lo  # the bound word nearest the figure


def _comes_out(
    value: float, named: list[frozenset[float]], counts: list[int], least: bool, most: bool
) -> bool:
    for k in range(1, min(len(named), _MOST_IN_SUM) + 1):
        for chosen in combinations(named, k):
            for qs in product((1, *counts[:2]), repeat=k):
                if sum(qs) < 2:
                    continue
                sums = _sums(chosen, qs)
                if value in sums and (not least or value == min(sums)):
                    if not most or value == max(sums):
                        return True
    return False


def _last(rx: re.Pattern[str], text: str) -> int:
    return max((m.end() for m in rx.finditer(text)), default=-1)


def _sums(items: tuple[frozenset[float], ...], qs: tuple[int, ...]) -> set[float]:
    """Every sum of ``q`` fees (repeats allowed) of each item."""
    out = {0.0}
    for fees, q in zip(items, qs, strict=True):
        for _ in range(q):
            out = {s + f for s in out for f in fees}
    return out


def _named(
    c: Claim, ctx: Context, sources: tuple[str, ...], with_self: bool = False, own: bool = False
) -> list[frozenset[float]]:
    """The fee sets of the items the answer names before ``c`` (``with_self``: or by ``c``; the
    whole answer's, for a total in its opening sentence):
    one of their fees stated and every word of their name or spec written, or one word and every
    fee, or — no word of theirs written, as in an answer in English — every fee of an item
    with several rows or alone in its list (one fee among an item's others names no item)."""
    end = c.end if with_self else c.start
    before = ctx.answer[: c.start]
    if _said_first(c, ctx):
        # an answer that opens with the total and states its rows after ("의자 하나와 장의자
        # 하나를 합치면 1만 원~1만 1천 원 정도예요. 의자는 2,000원 또는 3,000원, 장의자는
        # 8,000원 …"): the items are those the whole answer names (round 49)
        end, before = len(ctx.answer), ctx.answer
    stated = {
        float(o.value)
        for o in ctx.claims
        if o.kind == "money" and o.end <= end and isinstance(o.value, int | float)
    }
    stated |= _unit_shared(
        ctx.answer, [o for o in ctx.claims if o.kind == "money" and o.end <= end]
    )
    out: list[frozenset[float]] = []
    seen: set[tuple[int, frozenset[float]] | tuple[frozenset[str], frozenset[float]]] = set()
    sole = sole_items(sources)
    mine = own_fees(sources) & stated if own else frozenset()
    for i, group in enumerate(item_lists(sources)):
        for words, fees in group:  # one list's fees once; another list's same fees another item's
            if not fees & stated or (i, fees) in seen or (words, fees) in seen:
                continue
            written = [w in before for w in words]
            # "1인용 침대"; every tier given; "either 2,000 or 3,000 won" (no word of it written)
            if (
                (all(written) or (any(written) and fees <= stated))
                or (fees <= stated and (len(fees) > 1 or fees in sole))
                or (len(fees & stated) == 1 and fees & mine and (any(written) or fees in sole))
            ):  # its one stated fee only it holds, with a word of its name or alone in its list
                out.append(fees)
                seen |= {(i, fees), (words, fees)}
    return out[:_MOST_ITEMS]


def _said_first(c: Claim, ctx: Context) -> bool:
    """Whether ``c`` is the answer's first amount (or the top of a range opening it), in its
    opening sentence, said as a sum there (``합치면``, ``in total``, ``A와 B 하나면``; not
    ``A와 B 모두 … 같아요``, both the same), with more sentences after it."""
    if ctx.sentence_of(c.start) != 0 or len(ctx.sentences) < 2:
        return False
    prior = [o for o in ctx.claims if o.kind == "money" and o.end <= c.start]
    if prior and (
        len(prior) > 1 or _RANGE_MARK.fullmatch(ctx.answer, prior[0].end, c.start) is None
    ):
        return False
    first = prior[0].start if prior else c.start  # the range's low end, for its top
    return bool(_SUM_WORD.search(ctx.answer, 0, first) or _JOINED_IF.search(ctx.answer, 0, first))


_RANGE_MARK: Final = re.compile(r"\s?(?:원|won)?\s?[~～–-]\s?")
# not a bare 총 or 모두 ("A와 B 모두 17,000원으로 같아요" says two equal fees, no sum)
_SUM_WORD: Final = re.compile(SUM_VERBS + r"|합쳐|총\s?(?:비용|금액|액|합)", re.I)
# two things joined, then the condition right before the amount ("의자 하나와 장의자 하나면 …")
_JOINED_IF: Final = re.compile(r"\S(?:와|과|하고|랑)\s[^,.!?\n]{1,24}?면\s$")
# bare amounts listed before an amount whose unit they share ("4,000 / 6,000 / 10,000 won")
_SHARED: Final = re.compile(r"(?:(?:\d{1,3}(?:,\d{3})+|\d{1,6})\s?(?:/|,|or\b|또는|·)\s?)+$")
_BARE: Final = re.compile(r"\d{1,3}(?:,\d{3})+|\d{1,6}")


def _unit_shared(answer: str, amounts: list[Claim]) -> set[float]:
    """The bare amounts listed right before each of ``amounts`` that share its unit: "4,000 /
    6,000 / 10,000 won" states all three fees, though only the last carries 원/won."""
    out: set[float] = set()
    for o in amounts:
        run = _SHARED.search(answer, max(0, o.start - 60), o.start)
        if run is not None:
            out |= {float(m.group().replace(",", "")) for m in _BARE.finditer(run.group())}
    return out
