"""A day said as the condition of the place named right after it is that place's day.

An answer that lists sites open on different days often ends by telling which to pick when:
``월요일이면 오정동, 화요일이면 대화동으로 가시면 됩니다``, ``목요일엔 중리동으로``, ``On Tuesdays, go
to Daehwa-dong``, ``If it's Thursday, head to Jungni-dong``. Each day's holder is the name after
its ``이면``/``엔``/``go to``, not the site the sentence named before it (the day of the
previous pair). Read for days and times of day only (what a schedule is said by); the named
site's record must hold the value — ``월요일이면 대화동`` over a 대화동 open on Tuesday stays
unbound.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.records import Fact
from guardrails.grounding.slots import bound
from guardrails.grounding.subjects import Context

# right after the day: a conditional ("이면", "엔", "에는", "이라면") or an English "go to"
_KO_IF: Final = re.compile(r"(?:이면|이라면|라면|엔|에는)\s+")
_EN_IF: Final = re.compile(
    r"s?,?\s(?:(?:you\scan\s|just\s)?(?:go|head)\s(?:to|over\sto)|try|visit|use)\s(?:the\s)?",
    re.I,
)
_EN_BEFORE: Final = re.compile(r"\b(?:on|if\sit(?:'s|\sis))\s$", re.I)
# where the named site ends: the next pair, the sentence's end
_STOP: Final = re.compile(r"[,;.\n]|\s(?:and|or)\s|(?:으로|로)\s")
_KINDS: Final = frozenset({"weekday", "time"})
_DAY: Final = r"(?:[월화수목금토일](?:요일)?|(?:mon|tues?|wednes|thurs?|fri|satur|sun)(?:day)?s?)"
# a day and its condition right before a site's name: "…, 화요일엔 |대화동", "on Tuesdays, go to |"
_DAY_BEFORE: Final = re.compile(
    rf"(?<![가-힣A-Za-z]){_DAY}(?:(?:이면|이라면|라면|엔|에는)\s+|,?\s(?:go|head)\sto\s(?:the\s)?)$",
    re.I,
)


def site_after(text: str, start: int, end: int) -> int | None:
    """Where the site the day at ``text[start:end]`` is the condition of starts (``월요일이면
    |오정동``), or None when the day is no such condition."""
    m = _KO_IF.match(text, end)
    if m is None and _EN_BEFORE.search(text, max(0, start - 12), start):
        m = _EN_IF.match(text, end)
    if m is None or not text[m.end() : m.end() + 1].isalpha():
        return None
    return m.end()


def day_before(text: str, lo: int, site: int) -> int | None:
    """Where a day said as the condition of the site at ``site`` starts (``, |화요일엔 대화동``),
    searched from ``lo``; None when none stands right before it."""
    m = _DAY_BEFORE.search(text, max(lo, site - 24), site)
    return None if m is None else m.start()


def conditioned_holder(c: Claim, matches: Sequence[Fact], ctx: Context) -> bool:
    """Whether day or time ``c`` is said as the condition of a site named right after it whose
    record holds it."""
    if c.kind not in _KINDS or not ctx.cues:
        return False
    text = ctx.answer
    at = site_after(text, c.start, c.end)
    if at is None:
        return False
    stop = _STOP.search(text, at)
    end = stop.start() if stop else len(text)
    if any(at <= o.start < end for o in ctx.claims if o is not c and o.kind in _KINDS):
        return False  # another day inside: not one site's pair
    named = [q for q in ctx.cues_in(at, end) if not q.qualifier]
    if not named or named[0].start - at > 2:
        return False  # the site must follow the condition at once
    return any(bound(f, [(named[0],)]) for f in matches)
