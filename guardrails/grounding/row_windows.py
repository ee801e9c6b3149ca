"""Where the words naming a fee or price stand: the clause before the value (or before the value it
is joined to: ``4,000 or 8,000 won``), the heading line above, and the wider text that may touch a
row (moved out of :mod:`.row_names` in round 53; :mod:`.row_names` and :mod:`.unrowed_items` read
them).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING, Final, cast

from guardrails.grounding.item_lines import heading, line_label

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context

__all__ = ["line_label_of", "priced_claims", "windows"]

_PRICED: Final = frozenset({"money", "unit_price"})
# a value joined to the one before it: "4,000 or 8,000 won", "4,000원 또는 8,000원", "4,000/8,000"
# (round 57: "4,000원 아니면 6,000원", "4,000 or else 6,000 won", "4,000원이거나 6,000원")
_JOINER: Final = re.compile(
    r"\s*(?:원|won)?\s*(?:or(?:\selse)?|and|또는|혹은|아니면|이거나|거나|이나|나|,|/|~|–|-)?\s*",
    re.I,
)


def windows(c: Claim, ctx: Context) -> tuple[str, str | None, str]:
    """The words naming ``c``'s item (its clause, or the clause of the value it is joined to),
    the heading line above (None when there is none), and the wider text that may touch a row
    (with the rest of its clause after it)."""
    answer = ctx.answer
    priced, ends, starts, ending = priced_claims(ctx)
    line = answer.rfind("\n", 0, c.start) + 1
    sentence = ctx.sentences[ctx.sentence_of(c.start)][0]  # (ctx.sentence_start, inlined)
    current = c
    start = max(line, sentence)
    # "4,000 or 8,000 won": the words of the first value (round 57: of a list of any length,
    # "침대틀: 3,000원, 4,000원, 5,000원, 10,000원, 12,000원" — the fifth value had taken no words)
    while True:
        at = bisect_right(ends, current.start)  # the last value ending before this one
        prev = ends[at - 1] if at else -1
        start = max(line, sentence, prev)
        if prev == start and _JOINER.fullmatch(answer, prev, current.start):
            current = ending[prev]
            continue
        break
    if start == prev and (gloss := _GLOSS.match(answer, prev, current.start)) is not None:
        start = gloss.end()  # "3,000원(문짝, 슬라이딩 도어)부터 15,000원": the bracket is 3,000원's
    at = bisect_left(starts, c.end)  # the first value starting after this one
    nxt = starts[at] if at < len(starts) else len(answer)
    stops = _stops(ctx)
    at = bisect_left(stops, c.end)  # the first sentence or line end from the value's end on
    end = min(nxt, stops[at]) if at < len(stops) else nxt
    if nxt < len(answer) and _WORKED_TO.fullmatch(answer, c.end, nxt):
        # round 59: "10,000 kg × 650 KRW = 6,500,000 KRW for flake": the words after the
        # product a price works out name the price's item too
        result = next((x for x in priced if x.start == nxt), None)
        if result is not None:
            at = bisect_left(starts, result.end)
            after = starts[at] if at < len(starts) else len(answer)
            at = bisect_left(stops, result.end)
            end = min(after, stops[at]) if at < len(stops) else after
    clause = answer[start : current.start]
    if (own := _GLOSS.match(answer, c.end)) is not None and own.end() <= end:
        clause = f"{clause} {own.group()}"  # "15,000원(붙박이장 포함)": its own gloss names it
    return clause, heading(answer, line, priced), answer[start:end]


# a bracket right after the value before: that value's gloss, no word of the next value's (round 52)
# (words, no figure: "16,000 won (single 9,000, queen 13,000)", "45 won/kg (brown 40, green 35)"
# list other rows' values)
_GLOSS: Final = re.compile(r"\s?[(（][^()（）\n\d]{1,40}[)）]")
_STOP: Final = re.compile(r"[.\n!?]")
# the gap between a price and the product it works out: "=" alone ("650 KRW = 6,500,000 KRW")
_WORKED_TO: Final = re.compile(r"\s?(?:/\s?kg\s?)?=\s?")


def _stops(ctx: Context) -> list[int]:
    """Where the answer's sentences and lines end (each ``.``, ``!``, ``?`` and line break, in
    order): once per check."""
    held = ctx.memo.get("row-stops")
    if held is None:
        held = ctx.memo["row-stops"] = [m.start() for m in _STOP.finditer(ctx.answer)]
    return cast("list[int]", held)


def priced_claims(ctx: Context) -> tuple[list[Claim], list[int], list[int], dict[int, Claim]]:
    """The answer's fees and prices, their ends and starts sorted, and the first of them (in
    the claims' order) ending at each end: once per check."""
    held = ctx.memo.get("row-priced")
    if held is None:
        priced = [x for x in ctx.claims if x.kind in _PRICED]
        ending: dict[int, Claim] = {}
        for x in priced:
            ending.setdefault(x.end, x)
        held = ctx.memo["row-priced"] = (
            priced,
            sorted(x.end for x in priced),
            sorted(x.start for x in priced),
            ending,
        )
    return cast("tuple[list[Claim], list[int], list[int], dict[int, Claim]]", held)


def line_label_of(c: Claim, ctx: Context, clause: str) -> tuple[str, str] | None:
    """The label of ``c``'s list line and its clause's one word (:mod:`.item_lines`)."""
    line = ctx.answer.rfind("\n", 0, c.start) + 1
    _, ends, starts, _ = priced_claims(ctx)
    return line_label(ctx.answer, line, clause, starts, c.start, ends)
