"""Clauses joined in one sentence: a comma after a joining ending (``PS가 가장 낮은 가격이며, …``,
``280원이고, …``, ``비싸지만, …``, ``있는데, …``) or before a joining word (``, but …``, ``, while …``)
opens a clause with its own verb.

A negation, a question or a hedge in one such clause is that clause's: ``PS가 가장 낮은
가격이며, 경기 권역 시세는 데이터에 없어 전국 평균으로 안내드립니다`` states the rank (``없어`` denies
the regional price); ``고철은 전국 평균 kg당 280원이고, PET는 경남 권역 시세로 350원이에요`` gives
PET a region's price (``전국 평균`` is 고철's). Read by :func:`.orders.asked` (the order's clause
after it) and :func:`.scopes.scope_claims` (the clause of the place).

Round 49 (r49b, prod_holdout39 g57h0-0017, prod_holdout40 g58h2-0094).
"""

from __future__ import annotations

import re
from typing import Final

_JOINED: Final = re.compile(
    r"(?<=[며고데나만서]),\s|,\s(?:but|while|whereas|and|so|though|although)\s", re.I
)


def clause_end(text: str, pos: int, end: int) -> int:
    """Where the clause holding ``pos`` ends (before ``end``, the sentence's end)."""
    m = _JOINED.search(text, pos, end)
    return m.start() if m else end


def clause_start(text: str, start: int, pos: int) -> int:
    """Where the clause holding ``pos`` begins (from ``start``, the sentence's start)."""
    at = start
    for m in _JOINED.finditer(text, start, pos):
        at = m.end()
    return at
