"""A superlative with no scope of its own ranks the items the user asked about.

"대구점에서 PET 컵, PP 뚜껑, PS 컵이 나오는데 각각 kg당 얼마예요?" → "PET는 kg당 350원, PP는 180원, PS는
100원이에요. PS가 제일 싸고 …": the cheapest of the three the user named, though the survey lists PVC
at 80원. A superlative :mod:`.ordinal` would read over every row of the outputs (no ``중에서``, no
category word, no count) is read over the rows the user's message names instead, when it names two
or more rows and the superlative's subject is among them; the subject must then hold the extreme
of those rows. Round 57 (g74h2-0037).

Only a superlative the whole-output reading would flag is read again, so this never flags what
passed; a user naming fewer than two rows, or rows that do not hold the subject, leaves the
whole-output reading as it was.
"""

from __future__ import annotations

from guardrails.grounding.cues import find_cues
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.hints import Hints
from guardrails.grounding.records import Fact
from guardrails.grounding.superlative_subjects import _subject


def asked_rivals(ev: Evidence, named: list[Fact], facts: list[Fact]) -> list[Fact] | None:
    """The facts of the rows the user's message names, when they are two rows at least and hold
    every named fact's row; else None."""
    user = ev.user
    if not user or not named:
        return None
    cues = find_cues(user, ev.cues, (), Hints(user.lower()))
    rows: dict[int, None] = {}
    for q in cues:
        told, _ = _subject([q], facts, q.start)
        if told and len(told) < len(facts):  # a word every row shares names no item
            rows |= dict.fromkeys(f.record for f in told)
    if len(rows) < 2 or any(f.record not in rows for f in named):
        return None
    return [f for f in facts if f.record in rows]
