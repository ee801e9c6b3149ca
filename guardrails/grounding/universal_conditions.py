"""Universality said of a subject: "accepts any ice pack", "크기와 상관없이 모두 무료".

Read by :mod:`.conditions` for a sentence with a universal word (``상관없이``, ``불문``,
``regardless``, ``any size``, ``모든 종류``, ``including``): unsupported when the subject's text
restricts (``젤 타입만``, ``300L 미만``, ``only``, ``제외``) or, for a fee table, the rows the
universal's own subject names (김치냉장고, not every 냉장고 of the sentence) differ in fee or in
free/paid, and the sentence states no restriction itself (``only``, ``except``, ``미만``) and
refuses nothing. No named subject, or a fee table none of whose rows the sentence names: unsure.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.goods import Goods
from guardrails.grounding.hedges import REFUSED
from guardrails.grounding.schedule_conditions import condition_claim
from guardrails.grounding.units import Unit, subject_units, units

_UNIVERSAL = re.compile(
    r"상관없이|관계없이|불문|regardless|any\s+(?:kind|type|size|sort)|all\s+(?:kinds|types|sizes)"
    r"|모든\s?종류|including|\bany\s+[a-z]+",
    re.I,
)
# a restriction a tool output states ("젤 타입만", "300L 미만", "only", "제외")
_RESTRICTS = re.compile(r"[가-힣]만(?![가-힣])|\bonly\b|제외|불가|미만|이하|초과|이상", re.I)
_SAYS_LIMIT = re.compile(
    r"\bonly\b|[가-힣]만\s|except|제외|but not|unless|미만|이하|초과|이상|under|over"
)
_FEE_KEYS: Final = frozenset({"fee", "free"})


def universal_claims(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], whole: str, goods: Goods
) -> list[Claim]:
    """A universal condition against a subject whose text restricts or whose rows differ."""
    m = _UNIVERSAL.search(sentence)
    if m is None or REFUSED.search(sentence) or _SAYS_LIMIT.search(sentence, m.end()):
        return []
    named = subject_units(answer, lo + m.start(), sources)
    if not named:
        return []
    own_rows = tuple(u for u in named if dict(u.fields).keys() & _FEE_KEYS)
    # the rows the universal's own subject names (김치냉장고, not every 냉장고 of the sentence)
    rows = own_rows or _rows(sentence, {u.source for u in named}, sources)
    if rows is not None:  # a fee table: a restriction is a row of another fee
        if not _rows_differ(rows):
            return []
    elif not any(_RESTRICTS.search(u.own) for u in named):
        return []
    return [condition_claim(answer, lo + m.start(), lo + m.end(), "tool outputs restrict it")]


def _rows(sentence: str, within: set[int], sources: tuple[str, ...]) -> tuple[Unit, ...] | None:
    """The fee rows of the named tool outputs that the sentence names (``()`` when it names none of
    them: unsure); None when those outputs have no fee rows."""
    rows = [
        u for u in units(sources)[0] if u.source in within and dict(u.fields).keys() & _FEE_KEYS
    ]
    if not rows:
        return None
    return tuple(u for u in rows if any(n in sentence for n in u.names))


def _rows_differ(named: tuple[Unit, ...]) -> bool:
    """Whether the named rows give different fees or free/paid values."""
    for key in _FEE_KEYS:
        values = {repr(v) for u in named for k, v in u.fields if k == key}
        if len(values) > 1:
            return True
    return False
