"""A clause with a topic of its own is about what that topic names, not the clause before it.

A Korean sentence may join two clauses about different things: ``다섯 곳 모두 PE, PP, PET 등을
받으며, 가장 가까운 곳은 월요일 오전에 여는 목상동입니다``. The first clause's words (PET, a price
row's name) are what the places take; the second opens with its own topic (``가장 가까운 곳은``) and
names its subject after the value (``… 여는 목상동입니다``). A value in such a clause is said of the
name its own clause gives, not of the nearest name before it in the sentence.

Read by :func:`.units.subject_units`: where every naming word before the value lies before the
clause that holds it, that clause opens after a connective ending (``…며,``, ``…고,``, ``…는데,``,
``…지만,``) and has a topic (``…은``/``…는``) before the value, the clause's first name after the value
is its subject. Unsure otherwise (the nearest name before, as before): no name after the value in
its clause.

Round 30 (r30b).
"""

from __future__ import annotations

import re

# where a clause joined by a connective ending opens ("받으며, ", "열고, ")
_JOINED = re.compile(r"[가-힣](?:며|고|면서|는데|지만),\s")
# a topic of the clause's own, before the value ("가장 가까운 곳은 ")
_TOPIC = re.compile(r"[가-힣](?:은|는)\s")


def own_clause(answer: str, lo: int, at: int) -> int | None:
    """Where the clause holding ``at`` opens, when it is joined after a connective ending (from
    ``lo``, its sentence's start) and has a topic of its own before ``at``; else None."""
    start = None
    for m in _JOINED.finditer(answer, lo, at):
        start = m.end()
    if start is None or _TOPIC.search(answer, start, at) is None:
        return None
    return start
