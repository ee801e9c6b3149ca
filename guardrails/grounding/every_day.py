"""Every day said of a place whose own hours keep some days only.

A place of a list whose record writes its hours by day (``월~토 09:00~21:00, 그 외 휴무``, ``평일
09:00~18:00``) is not open every day; an answer that says it is (``it's open every day
09:00–21:00``, ``매일 09:00~21:00 운영해요``, ``open daily``, ``연중무휴로 열어요``) states a day the
record closes (round 58; prod_holdout3 ``g17h3-0062``, caught before only through a false flag on
the search's own word ``recycling``).

Read only in a frame of opening (an hours range right after the word, or ``open``, ``운영``,
``열어`` in its sentence), of the subject the sentence names (:func:`.units.subject_units`) whose
every unit has an hours field stating some days and not all seven; unsure, never flagged: a
negated, excepting or asked sentence (``every day except Sunday``), a subject with no hours field or
hours that name no day, a hedge (``usually``, ``check``), a sentence that names a place only after
the word (``매일 00:00~24:00라 …, 동구자원재활용센터도 … 평일 …만 열어``: the word may be the last
sentence's place's).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding import schedules
from guardrails.grounding.claims import Claim
from guardrails.grounding.goods import Goods
from guardrails.grounding.hedges import unsure
from guardrails.grounding.units import named_in, subject_units
from guardrails.grounding.weekdays import WEEK

__all__ = ["GATE", "every_day_claims"]

# the words of the gate (lower-case answer): every branch of _EVERY holds one
GATE: Final = re.compile(r"매일|연중무휴|365일|everyday|every day|daily|7 days|seven days|all week")
_EVERY: Final = re.compile(
    r"매일|연중무휴|365일|\bevery ?day\b|\bdaily\b|\b(?:7|seven) days(?: a week)?\b|\ball week\b",
    re.I,
)
_OPEN: Final = re.compile(
    r"운영|영업|열어|열려|여는|엽니다|열고|문\s?열|\bopen|\boperat|\bruns\b", re.I
)
# the hours right after the word ("every day 09:00–21:00", "매일 오전 9시~")
_HOURS_AFTER: Final = re.compile(
    r"\s?(?:from\s|에\s|,\s)?(?:오전\s?|오후\s?)?\d{1,2}(?::\d{2}|시|\s?[ap]\.?m)"
)
_NOT: Final = unsure(
    r"휴무|휴관|쉬|빼고|제외|except|closed|보통|대개|usually|typically|check|확인|문의"
)
_HOURS_KEY: Final = re.compile(r"hour|open|운영|영업|시간", re.I)
_ALL: Final = frozenset(WEEK)


def _kept_days(fields: tuple[tuple[str, object], ...]) -> frozenset[str] | None:
    """The days a unit's hours fields state (None when it has none that names a day)."""
    texts = [v for k, v in fields if isinstance(v, str) and _HOURS_KEY.search(str(k))]
    days = frozenset().union(*(schedules.days_stated(t) for t in texts)) if texts else frozenset()
    return days or None


def every_day_claims(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], whole: str, goods: Goods
) -> list[Claim]:
    """``every day`` said of a subject whose own hours keep fewer than seven days."""
    out: list[Claim] = []
    for m in _EVERY.finditer(sentence):
        if not (_HOURS_AFTER.match(sentence, m.end()) or _OPEN.search(sentence)):
            continue
        if _NOT.search(sentence):
            break
        names = [p for p, _ in named_in(answer, (lo, lo + len(sentence)), sources)]
        if names and min(names) > lo + m.start():
            continue  # only a place named after it: the last sentence's subject, or that place?
        named = subject_units(answer, lo + m.start(), sources)
        kept = [_kept_days(u.fields) for u in named]
        if not named or any(k is None or k == _ALL for k in kept):
            continue
        days = "·".join(d for d in WEEK if all(d in (k or ()) for k in kept))
        start, end = lo + m.start(), lo + m.end()
        why = f"every day said where the subject's own hours keep {days} only"
        out.append(Claim(answer[start:end], "condition", answer[start:end], start, end, why))
    return out
