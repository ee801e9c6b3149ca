"""The first value of a pair that sets two subjects side by side: "Busan is 9 degrees warmer than
Seoul (3.2°C vs -5.8°C)", "windier: 6.8 m/s compared to 4.6 m/s in Seoul". The pair restates
the comparison, so its first value is about the comparison's subject (the first subject the
sentence names), not the subject named nearest before it (the other side, "than Seoul"). The
second value stays unsure (:mod:`.subjects`).
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim
from guardrails.grounding.slots import Slot, Split
from guardrails.grounding.subjects import Context

_PAIR_NEXT = re.compile(r"\s?\)?\s?(?:vs\.?|versus|대|compared (?:to|with))\s", re.I)
# where _PAIR_NEXT can match at all (its words without the optional lead; charset first, so the
# engine skips to candidates in C: ~2 µs on 300 characters against ~25 for _PAIR_NEXT.search)
# (case-blind only after its first letter: a case-blind class of letters first is tried at every
# position, not skipped to)
_PAIR_HINT = re.compile(
    r"[vV대cC](?:(?<=대)|(?<=[vV])(?i:s\.?|ersus)|(?<=[cC])(?i:ompared (?:to|with)))\s"
)


# a clause of its own within the sentence ("A is colder (…), but B is windier at 5.6 vs 2.0")
_CLAUSE = re.compile(r"[;,]\s?(?:but|while|whereas|and|though)\s|지만\s|반면(?:에)?\s|는데\s|;\s")


def pairs_named(answer: str) -> bool:
    """Whether any value of ``answer`` can open a pair (checked once per answer: most name none,
    and then no claim needs :func:`pair_subject`)."""
    return _PAIR_HINT.search(answer) is not None


def pair_subject(c: Claim, ctx: Context, split: Split) -> list[Slot]:
    """The slot of the comparison's subject when ``c`` opens a pair; [] otherwise."""
    if not _PAIR_NEXT.match(ctx.answer, c.end):
        return []
    s_start, _ = ctx.sentences[ctx.sentence_of(c.start)]
    clauses = [m.end() for m in _CLAUSE.finditer(ctx.answer, s_start, c.start)]
    heads = []
    for start in [*clauses[-1:], s_start]:  # the comparison's clause, else its sentence
        heads = [q for q in ctx.cues_in(start, c.start) if split.tells(q) and not q.qualifier]
        if heads:
            break
    return [(heads[0],)] if heads else []
