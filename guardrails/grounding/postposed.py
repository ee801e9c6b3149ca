"""An English row qualifier written after its value: "PE: 150 won/kg compressed, 450 won/kg as
flakes", "PET is 350 won/kg compressed and 650 won/kg as flakes".

Read backwards, "compressed" (the first value's) would be the nearest word before the second
value and name its row. A cue written right after an English value, with nothing but the end of
its phrase after it, is that value's qualifier instead; the value's subject is that qualifier
and the item named before it in its sentence, less the qualifiers written after its earlier
values (PE's flakes row). A word followed by another value leads that value ("200 won/kg LDPE
130 won/kg"). Once a sentence puts the qualifier after a value, a qualifier of the same
dimension in the next value's own clause is read the same way, with the item before it ("PP is
180 won/kg compressed and its flakes go for 450 won/kg": PP's flakes row, so PE's 450 is
flagged). Round 37: a participle may stand between the value and its qualifier ("450 won/kg as
washed flakes": flakes is 450's; "520 won/kg as washed flakes" under PE stays PP's, flagged).
Round 49: so may any one word after ``as`` ("650 won/kg as clean flakes"); a word of the
qualifier's dimension written before an earlier value of the sentence is that value's, not this
one's ("Compressed PET is 350 won/kg (650 won/kg as flakes)": flakes, not compressed, is 650's);
and in the next value's clause only a word sharing the qualifier's dimension beyond a name is its
qualifier ("PET 350 won/kg compressed, PP about 180 won/kg": PP is an item of its own, not PET's
other form)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from guardrails.grounding.claims import Claim
from guardrails.grounding.cues import Cue
from guardrails.grounding.slots import Slot, _nearest_per_group

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

# round 51: a word of scope may stand before as/when/if ("350 won/kg nationally when compressed
# (650 won/kg as washed flakes)": compressed is 350's, not 650's)
# round 55: also past a middle dot ("PET: 350 won/kg · baled; 650 won/kg as flake": baled is 350's)
_AFTER = re.compile(
    r"(?:\s+·\s+|\s+)(?:(?:[a-z]{3,}ly|nationwide|on\s+average)\s+(?=(?:as|when|if)\s))?"
    r"(?:as\s+|when\s+|if\s+)?(?:the\s+|an?\s+)?(?=[A-Za-z])",
    re.I,
)
# after a middle dot, only a word that ends its value's phrase ("· baled;") is its qualifier
_DOT_END = re.compile(r"\s?(?:[;,)\n]|$)")
# a participle before the qualifier ("450 won/kg as washed flakes"): the qualifier is the word after
_PARTICIPLE = re.compile(r"[a-z]{3,}ed\s+(?=[A-Za-z])")
# any one word after "as" ("650 won/kg as clean flakes"): the qualifier is the word after it
_AS_WORD = re.compile(
    r"\s+as\s+(?:the\s+|an?\s+)?(?!(?:and|or|but|well)\b)[a-z]{3,}\s+(?=[A-Za-z])", re.I
)
# the cue groups of a row's name: sharing only these, two words are two items, not two forms
_NAME_GROUPS = frozenset({"item_name", "name", "item", "query", "품목", "품목명"})
# round 56: a middle dot ends the phrase too ("PE: 150 won/kg compressed · 450 won/kg flake":
# compressed is 150's and leads nothing)
_PHRASE_END = re.compile(r"[()（）;,.!?:·\n]|\d|\s(?:and|or|but|vs\.?|while)\s", re.I)


def slots(
    ctx: Context, claim: Claim, sentence: tuple[int, int], usable: Callable[[Cue], bool]
) -> list[Slot]:
    """The subject of ``claim`` when its sentence puts a qualifier after a value (see the
    module docstring); none otherwise."""
    post = _after(ctx, claim.end, sentence[1], usable) or _in_clause(ctx, claim, sentence, usable)
    if post is None:
        return []
    s_start, s_end = sentence
    theirs = {
        id(q)
        for c in ctx.claims
        if c.kind == claim.kind and s_start <= c.start < claim.start
        and (q := _after(ctx, c.end, s_end, usable)) is not None
    }  # fmt: skip
    prev = ctx.previous_end(claim)
    dimension = post.groups - _NAME_GROUPS
    before = [
        q
        for q in ctx.cues_in(s_start, claim.start)
        if id(q) not in theirs and not q.qualifier and q.token != post.token and usable(q)
        and not (q.end <= prev and q.groups <= post.groups and q.groups & dimension)
    ]  # fmt: skip
    return [(post,), *(_nearest_per_group(before, claim.start, ctx.answer) if before else [])]


def _after(ctx: Context, end: int, s_end: int, usable: Callable[[Cue], bool]) -> Cue | None:
    """The cue written right after a value ending at ``end``, when only the end of its phrase
    follows it."""
    m = _AFTER.match(ctx.answer, end, s_end)
    if m is None:
        return None
    at = m.end()
    found = [q for q in ctx.cues_in(at, at + 1) if q.start == at]
    if not found and (p := _PARTICIPLE.match(ctx.answer, at, s_end)) is not None:
        at = p.end()  # "as washed flakes": the participle qualifies the cue after it
        found = [q for q in ctx.cues_in(at, at + 1) if q.start == at]
    if not found and (p := _AS_WORD.match(ctx.answer, end, s_end)) is not None:
        at = p.end()  # "as clean flakes": the word qualifies the cue after it
        found = [q for q in ctx.cues_in(at, at + 1) if q.start == at]
    if not found or not usable(found[0]):
        return None
    q = found[0]
    if "·" in m.group() and not _DOT_END.match(ctx.answer, q.end):
        return None  # "ABS 280원 · EPS(스티로폼) 200원": a list's next item, not 280's qualifier
    stop = _PHRASE_END.search(ctx.answer, q.end, s_end)
    if stop is not None and stop.group()[0].isdigit():
        return None  # the word leads the next value
    rest = ctx.answer[q.end : stop.start() if stop else s_end].split()
    if len(rest) > 2 or not all(w.isalpha() for w in rest):
        return None  # a clause of its own follows, not the end of the value's phrase
    return q


def _in_clause(
    ctx: Context, claim: Claim, sentence: tuple[int, int], usable: Callable[[Cue], bool]
) -> Cue | None:
    """The qualifier, in ``claim``'s own clause, of the dimension the previous value's
    postposed one is of ("… 180 won/kg compressed and its flakes go for 450 won/kg")."""
    s_start, s_end = sentence
    prev = ctx.previous_end(claim)
    if prev < s_start:
        return None
    theirs = _after(ctx, prev, s_end, usable)
    if theirs is None:
        return None
    own = [
        q
        for q in ctx.cues_in(theirs.end, claim.start)
        if not q.qualifier and (q.groups & theirs.groups) - _NAME_GROUPS and usable(q)
    ]
    return own[-1] if own else None
