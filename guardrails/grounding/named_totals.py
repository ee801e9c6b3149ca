"""A total of the rows the answer names, without stating their values: "An adult bike and a
kid's bike together would be 5,000 won" over 성인용 3,000 and 아동용 2,000. Each coordinated name
must pick one value of the tool outputs; the names' values must add up to the figure."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.approx import said_about
from guardrails.grounding.claims import Claim
from guardrails.grounding.stated_quantities import quantities
from guardrails.grounding.sum_words import SUM_VERBS

if TYPE_CHECKING:
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

_TOTAL = re.compile(
    SUM_VERBS + r"|합치|합쳐|합하|총|모두|함께",
    re.I,
)
_AND = re.compile(
    r"\s*(?:,\s*)?(?:and|&|plus|\+|와|과|이랑|랑|하고|,)\s*(?:(?:a|an|the)\s+)?", re.I
)
_SAME = re.compile(r"\s?|\s?\(|\)\s?")  # the words of one name: "adult bike", "Colored (유색) PET"
_KINDS: Final = frozenset({"money"})


def _names(ctx: Context, start: int, end: int) -> list[list[str]]:
    """The coordinated names in ``answer[start:end]``, each as its cue tokens."""
    names: list[list[str]] = []
    prev_end = -1
    for q in ctx.cues_in(start, end):
        if q.qualifier:
            continue
        if names and _SAME.fullmatch(ctx.answer, prev_end, q.start):
            names[-1].append(q.token)
        elif names and _AND.fullmatch(ctx.answer, prev_end, q.start):
            names.append([q.token])
        else:
            names = [[q.token]]  # a new phrase: what came before is not part of the sum
        prev_end = q.end
    return names


def named_total(c: Claim, ctx: Context, candidates: Sequence[Fact]) -> bool:
    """Whether ``c`` is the sum of the values of two or more rows its clause names."""
    if c.kind not in _KINDS or not isinstance(c.value, int | float):
        return False
    s_start = ctx.sentence_start(c.start)
    words = ctx.answer[s_start : c.start]
    if not _TOTAL.search(words) or any(ch.isdigit() for ch in words):
        return False  # no total word, or stated terms and quantities (the working rules read them)
    names = _names(ctx, s_start, c.start)
    if len(names) < 2:
        return False
    terms = []
    for name in names:
        values = {f.value for f in candidates if f.record >= 0 and f.tokens.issuperset(name)}
        if len(values) != 1:
            return False  # a name that picks no row, or several: unsure
        value = next(iter(values))
        if not isinstance(value, int | float):
            return False
        terms.append(float(value))
    about = said_about(ctx.answer, c.start, c.end)
    tol = 0.05 * float(c.value) if about else 1e-6
    return abs(sum(terms) - float(c.value)) <= tol


def counted_total(c: Claim, ctx: Context) -> bool:
    """Whether ``c`` is a total its sentence says is of the N amounts listed right before it
    ("Total for your three items: 6,000 won" after three fee lines): the count is how many
    terms it adds, not a multiplier, so the sum of exactly those N amounts must be the figure."""
    if c.kind not in _KINDS or not isinstance(c.value, int | float):
        return False
    s_start = ctx.sentence_start(c.start)
    if not _TOTAL.search(ctx.answer, s_start, c.start):
        return False
    counted = set(quantities(ctx.answer, s_start, c.start, ())) - {1.0}
    if len(counted) != 1:
        return False
    n = int(next(iter(counted)))
    if not 2 <= n <= _MOST_TERMS or n != next(iter(counted)):
        return False
    before = [
        float(e.value)
        for e in ctx.claims
        if e.kind in _KINDS and e.end <= s_start and isinstance(e.value, int)
    ]
    return len(before) >= n and sum(before[-n:]) == float(c.value)


_MOST_TERMS: Final = 6
