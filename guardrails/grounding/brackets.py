"""The size-bracket rule at check time: the measure an answer states for a claim
("650리터면 7,000원", "- 90~120cm: 1만 5천원", "15,000 won for 500 L and up") and why the
claimed value, when it sits only in rows whose bracket does not hold that measure, is bound to the
wrong row; of two measures of different dimensions stated together ("폭 80cm 미만·높이 80cm 미만
서랍장이라 4,000원"), when no row carrying it holds both (see :mod:`.measures`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.measures import (
    Bracket,
    Measure,
    follows,
    jointly_misbracketed,
    measures,
    misbracketed,
    point_row,
    render,
)
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import Context

_SIZED: Final = frozenset({"money", "unit_price"})
_WORDED = re.compile(r"[A-Za-z]")  # "… won for 500 L and …": the English order, no leading
_OWN_VALUE = re.compile(r"[^,;.)\n]{0,12}")  # a measure's text up to the value it leads


@lru_cache(maxsize=256)
def _measures(answer: str) -> tuple[Measure, ...]:
    return tuple(measures(answer))


def stated_measures(ctx: Context, claim: Claim) -> list[Bracket]:
    """The sizes stated for ``claim``: a measure right after it ("15,000 won for 500 L and up"),
    else those in its clause before it (since the previous value of its kind) that no earlier
    value owns ("420리터 냉장고는 500리터 이상 구간으로 … 13,000원": both); none in a sentence
    that pairs values by position (각각)."""
    found = _measures(ctx.answer)
    if not found:
        return []
    i = ctx.sentence_of(claim.start)
    if ctx.respectively(i):  # "1인용, 2~3인용이 각각 3,000원, 8,000원"
        return []
    answer, prev = ctx.answer, ctx.previous_end(claim)
    if (paired := _paired_by_position(ctx, claim, found, i)) is not None:
        return [paired]
    ahead = [m for m in found if follows(answer, claim.end, m.start)]
    if ahead and (
        _WORDED.search(answer, claim.end, ahead[0].start) or not _leads(ctx, ahead[0], claim)
    ):
        return [ahead[0].bracket]
    start = max(ctx.sentences[i][0], prev)
    return [
        m.bracket for m in found
        if start <= m.start and m.end <= claim.start and not (prev >= 0 and follows(answer, prev, m.start))
    ]  # fmt: skip


# what joins listed sizes or listed amounts ("130cm·100cm·80cm", "17,500원 + 12,000원")
_LIST_JOINT = re.compile(r"\s?(?:,|·|/|\+|and|와|과|랑|이랑)\s?")
# what leads from the sizes to their amounts ("130cm·100cm·80cm면 17,500원 + …")
_LEADS_TO = re.compile(r"\s?(?:이면|면|은|는|:|→|->|=>|에|for|each)?\s?[(（]?")


def _run(answer: str, items: Sequence[Claim] | Sequence[Measure]) -> int:
    """How many of ``items`` (in order) open a list joined only by list joints."""
    n = 1 if items else 0
    while n < len(items) and _LIST_JOINT.fullmatch(answer, items[n - 1].end, items[n].start):
        n += 1
    return n


def _paired_by_position(
    ctx: Context, claim: Claim, found: Sequence[Measure], i: int
) -> Bracket | None:
    """The size a list of sizes pairs with ``claim`` by position when a list of as many amounts
    follows it ("말씀하신 130cm·100cm·80cm면 17,500원 + 12,000원 + 7,000원": 17,500원 is
    130cm's); None when the sentence lists no such pair of lists."""
    lo, hi = ctx.sentences[i]
    sizes = [m for m in found if lo <= m.start and m.end <= claim.start]
    for k in range(len(sizes) - 1):
        n = _run(ctx.answer, sizes[k:])
        if n < 2 or k + n != len(sizes):
            continue
        listed = sizes[k:]
        after = [e for e in ctx.claims if e.kind == claim.kind and listed[-1].end <= e.start < hi]
        if not after or not _LEADS_TO.fullmatch(ctx.answer, listed[-1].end, after[0].start):
            return None
        values = after[: _run(ctx.answer, after)]
        if len(values) != n or claim not in values:
            return None
        return listed[values.index(claim)].bracket
    return None


def _leads(ctx: Context, m: Measure, claim: Claim) -> bool:
    """Whether ``m`` leads a later value of ``claim``'s kind ("(2인용 이상은 8천원)")."""
    nxt = ctx.after(claim)
    return nxt is not None and _OWN_VALUE.fullmatch(ctx.answer, m.end, nxt.start) is not None


def misbracketed_why(
    c: Claim,
    matches: Sequence[Fact],
    candidates: Sequence[Fact],
    ev: Evidence,
    ctx: Context,
    named: Callable[[Fact], bool] = lambda f: True,
) -> str | None:
    """Why ``c``, stated for a size, is the value of another size's row (None when it is not, or
    when the brackets cannot tell).

    A match with no size bracket that the claim's subject does not name (``named``: another
    district's unsized 책장 at 5,000원 beside 원주시's 서랍장 높이180cm미만 5,000원 / 이상 7,000원)
    says nothing of the sizes, so "원주시 서랍장은 180cm 이상이면 5,000원" (or "180 cm or taller is
    5,000 won") is still held to the named list's brackets; an unsized match the subject names
    keeps the claim unsure, as does a bracketed match of any list."""
    if c.kind not in _SIZED or ev.builder is None or not ev.builder.brackets:
        return None
    stated = stated_measures(ctx, c)
    if not stated:
        return None
    sized = ev.builder.brackets_of
    matches = [f for f in matches if named(f) or sized(f.record)] or matches
    for measure in stated:
        row = misbracketed(measure, matches, candidates, ev.builder.brackets_of) or point_row(
            measure, matches, candidates, ev.builder.brackets_of
        )
        if row:
            return f"{c.text} is in tool outputs but not in the {render(row)} row"
    if (
        rows := jointly_misbracketed(stated, matches, candidates, ev.builder.brackets_of)
    ) is not None:
        return f"{c.text} is in tool outputs but not in the {' and '.join(map(render, rows))} row"
    return None
