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
dearest, at most …) the greatest. An altered total — a sum no choice of rows makes, or a
``최소`` that is not the least — still fails; a working the sentence writes out is read by
:mod:`arithmetic` before this.
"""

from __future__ import annotations

import re
from itertools import combinations, product
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_lists, per_stage
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
_LEAST: Final = re.compile(
    r"최소|최저|적어도|제일\s?싸|가장\s?싸|(?<!비)싸게|낮게|낮은|적게|저렴|cheapest|lowest|least|minimum|"
    r"at least|from\b",
    re.I,
)
_MOST: Final = re.compile(
    r"최대|최고|제일\s?비싸|가장\s?비싸|비싸게|높게|높은|많게|dearest|highest|most|maximum|up to",
    re.I,
)
# a quantity of pieces ("3쪽이면", "두 개라면", "2짝"): what worked.quantities may not read
_PIECES: Final = re.compile(r"(\d{1,2}|두|세|네|다섯)\s?(?:개|쪽|짝|장|대|벌|세트)")
_FEE_KEY: Final = re.compile(r"fee|price|amount|요금|수수료|금액", re.I)
_NAME_KEYS: Final = ("item_name", "name", "item", "품목", "품목명")
_WORD: Final = re.compile(r"\d*[가-힣]{2,}|[A-Za-z]{3,}")
_MOST_ITEMS: Final = 6  # named items read (more: the first six)
_MOST_IN_SUM: Final = 4  # items one total adds


def row_total(c: Claim, ctx: Context, sources: tuple[str, ...]) -> bool:
    """Whether money figure ``c`` is a sum of one row (or ``q`` rows) per item the answer
    names, and the least or greatest such sum when its words say so (module docstring)."""
    if c.kind != "money" or not isinstance(c.value, int | float) or isinstance(c.value, bool):
        return False
    start = ctx.sentence_start(c.start)
    sentence = ctx.answer[start : c.start]
    if not _ADDS.search(sentence):
        return False
    items = _named(c, ctx, sources)
    if not items:
        return False
    clause = ctx.answer[max(start, ctx.previous_end(c)) : c.start]
    lo, hi = _last(_LEAST, clause), _last(_MOST, clause)
    least, most = lo > hi, hi > lo  # the bound word nearest the figure
    back = ctx.sentences[max(0, ctx.sentence_of(c.start) - 2)][0]  # "두 개 다 …" lines before
    stated = set(quantities(ctx.answer, start, c.start, ())) | {
        float(NATIVE.get(m.group(1)) or m.group(1))
        for m in _PIECES.finditer(ctx.answer, back, c.start)
    }
    counts = sorted({int(q) for q in stated if 1 < q <= 5 and float(q).is_integer()})
    value = float(c.value)
    for k in range(1, min(len(items), _MOST_IN_SUM) + 1):
        for chosen in combinations(items, k):
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
    for words, fees in _items(sources):
        if not fees & stated or fees in out:
            continue
        written = [w in before for w in words]
        if all(written) or (any(written) and fees <= stated):  # "1인용 침대"; every tier given
            out.append(fees)
    return out[:_MOST_ITEMS]


@per_stage
def _items(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], frozenset[float]], ...]:
    """Per list of fee rows, per item name: the words of its name and specs, and its fees."""
    out: list[tuple[frozenset[str], frozenset[float]]] = []
    for node in json_lists(sources):
        rows = [x for x in node if isinstance(x, dict)]
        if len(rows) != len(node) or not rows:
            continue
        by_name: dict[str, tuple[set[str], set[float]]] = {}
        for row in rows:
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            fee = _fee(row)
            if name is None or fee is None:
                continue
            words, fees = by_name.setdefault(name, (set(), set()))
            words.update(_WORD.findall(name))
            spec = row.get("spec")
            if isinstance(spec, str):
                words.update(_WORD.findall(spec))
            fees.add(fee)
        out += [(frozenset(w), frozenset(f)) for w, f in by_name.values() if w]
    return tuple(out)


def _fee(row: dict[str, Any]) -> float | None:
    for k, v in row.items():
        if _FEE_KEY.search(k) and "per" not in k and isinstance(v, int | float):
            if not isinstance(v, bool) and v > 0:
                return float(v)
    return None
