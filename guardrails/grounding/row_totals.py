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
spec) stands in the answer before it. A figure said to be the least (최소, 제일 싸게, 낮게,
cheapest, at least …) must be the least of those sums for its items; the most (최대, 비싸게,
dearest, at most …) the greatest — the bound words and the items are :mod:`.alternatives`'
(which rows a term may stand for), and the total may also be said after the figure ("you'd pay
14,000 won for the two"). An altered total — a sum no choice of rows makes, or a
``최소`` that is not the least — still fails; a working the sentence writes out is read by
:mod:`arithmetic` before this.
"""

from __future__ import annotations

import functools
import re
from itertools import combinations, product
from typing import TYPE_CHECKING, Final

from guardrails.grounding.alternatives import LEAST, MOST, items
from guardrails.grounding.claims import Claim
from guardrails.grounding.numbers import NATIVE
from guardrails.grounding.worked import quantities

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

# a sentence that says it adds (the gate: a plain lower-case substring test first)
_ADDS: Final = re.compile(
    r"합|총|둘 다|두 개 다|모두|다 버리|다 내|함께|같이|더하|하나씩|개\s?(?:라면|면|다|씩)|쪽이면"
    r"|together|total|combined|altogether|in all|both|sum|for (?:one|two|three|each)",
    re.I,
)
# a total said after the figure ("you'd pay 14,000 won for the two", "10,000원 들어요, 둘 합쳐서")
_ADDS_AFTER: Final = re.compile(
    r"\s?(?:(?:in\s)?total|in all|altogether|together|combined|for (?:the |all )?(?:two|three|four|both))",
    re.I,
)
# a quantity of pieces ("3쪽이면", "두 개라면", "2짝"): what worked.quantities may not read
_PIECES: Final = re.compile(r"(\d{1,2}|두|세|네|다섯)\s?(?:개|쪽|짝|장|대|벌|세트)")
_MOST_ITEMS: Final = 6  # named items read (more: the first six)
_MOST_IN_SUM: Final = 4  # items one total adds


def row_total(c: Claim, ctx: Context, sources: tuple[str, ...]) -> bool:
    """Whether money figure ``c`` is a sum of one row (or ``q`` rows) per item the answer
    names, and the least or greatest such sum when its words say so (module docstring)."""
    reading = _reading(c, ctx, sources)
    return reading is not None and _comes_out(float(c.value), *reading)  # type: ignore[arg-type]


def bound_total_why(c: Claim, ctx: Context, sources: tuple[str, ...]) -> str | None:
    """Why a total said to be the least or the most ("둘 다 제일 비싼 금액이면 합쳐서 28,000원")
    of two or more items the answer names is no such extreme sum of their rows: "" when it is,
    None when ``c`` is no bounded total of named items (then the other readings decide)."""
    if not _bounded(ctx.answer):
        return None
    reading = _reading(c, ctx, sources)
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


def _reading(
    c: Claim, ctx: Context, sources: tuple[str, ...]
) -> tuple[list[frozenset[float]], list[int], bool, bool] | None:
    """The items a total ``c`` adds, the counts its sentence states, and whether its words say
    least or most; None when ``c`` is no total of named items."""
    if c.kind != "money" or not isinstance(c.value, int | float) or isinstance(c.value, bool):
        return None
    start = ctx.sentence_start(c.start)
    sentence = ctx.answer[start : c.start]
    if not _ADDS.search(sentence) and not _ADDS_AFTER.match(ctx.answer, c.end):
        return None
    named = _named(c, ctx, sources)
    if not named:
        return None
    clause = ctx.answer[max(start, ctx.previous_end(c)) : c.start]
    lo, hi = _last(LEAST, clause), _last(MOST, clause)
    back = ctx.sentences[max(0, ctx.sentence_of(c.start) - 2)][0]  # "두 개 다 …" lines before
    stated = set(quantities(ctx.answer, start, c.start, ())) | {
        float(NATIVE.get(m.group(1)) or m.group(1))
        for m in _PIECES.finditer(ctx.answer, back, c.start)
    }
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


def _named(c: Claim, ctx: Context, sources: tuple[str, ...]) -> list[frozenset[float]]:
    """The fee sets of the items the answer names before ``c``: one of their fees stated and
    every word of their name or spec written, or one word and every fee."""
    before = ctx.answer[: c.start]
    stated = {
        float(o.value)
        for o in ctx.claims
        if o.kind == "money" and o.end <= c.start and isinstance(o.value, int | float)
    }
    out: list[frozenset[float]] = []
    for words, fees in items(sources):
        if not fees & stated or fees in out:
            continue
        written = [w in before for w in words]
        if all(written) or (any(written) and fees <= stated):  # "1인용 침대"; every tier given
            out.append(fees)
    return out[:_MOST_ITEMS]
