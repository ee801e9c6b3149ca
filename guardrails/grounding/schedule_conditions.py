"""Days and hours said of a subject, against the text that speaks for it (:mod:`.conditions`).

- **schedules** (:mod:`.schedules`): a day, a week of the month or a day's hours the subject's text
  does not state ("화·목요일 수거" where its text gives 월·수·금: "day 화·목 not stated for it");
  "only on X" where the subject is served any day; hours stated right after a day that are not
  the ones its text gives that day; a day or part of the week (``on weekday mornings``) where no
  tool output states any day;
- **around the clock**: "open 24 hours" said of a subject whose text gives other hours and never
  24 hours (a subject with no hours of its own: unsure).

A day the user may choose is no day a place keeps (``목요일에 가시려면``, ``if you'd rather go on
Thursday``). :func:`condition_claim` makes the claim every condition reader reports.
"""

from __future__ import annotations

import re

from guardrails.grounding import schedules
from guardrails.grounding.claims import Claim
from guardrails.grounding.conditioned import site_after
from guardrails.grounding.goods import Goods
from guardrails.grounding.hedges import REFUSED
from guardrails.grounding.units import named_in, subject_units
from guardrails.grounding.weekdays import ALL_DAY, ALL_DAY_WORDS, WEEK, users_visit_en


def condition_claim(answer: str, start: int, end: int, why: str) -> Claim:
    return Claim(answer[start:end], "condition", answer[start:end], start, end, why)


# a day the user may choose, not one a place is said to keep: "목요일에 가시려면", "토요일에 오신다면",
# "if you'd rather go on Thursday"
_PLANNED = re.compile(r"(?:에|엔|에는)?\s?[가-힣]{1,5}?(?:려면|신다면|는다면|ㄴ다면)")
_IF_BEFORE = re.compile(
    r"\bif you(?:'d| would)?(?: rather| want to| prefer to)? (?:go|visit|come)\b[^.,]*$", re.I
)


def schedule_claims(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], whole: str, goods: Goods
) -> list[Claim]:
    out: list[Claim] = []
    for start, end, days, week in schedules.day_mentions(sentence):
        if (
            _PLANNED.match(sentence, end)
            or _IF_BEFORE.search(sentence, max(0, start - 24), start)
            or users_visit_en(sentence, start, end)  # "before visiting on a Sunday" (round 57)
        ):
            continue  # "목요일에 가시려면 …", "if you'd rather go on Thursday": the user's plan
        at = lo + start  # "월요일이면 오정동, 화요일이면 대화동": a day's site named after it
        if (site := site_after(answer, lo + start, lo + end)) is not None and any(
            p == site for p, _ in named_in(answer, (site, site + 40), sources)
        ):
            at = site + 1
        holders = schedules.day_holders(answer, at, sources)
        text, named = (" ".join(u.text for u in holders), True) if holders else (whole, False)
        stated = schedules.days_stated(text)
        if not stated and not (named and schedules.days_stated(whole)):
            if schedules.unscheduled(sentence, whole):  # no output gives any day or hours
                out.append(
                    condition_claim(answer, lo + start, lo + end, "no tool output states a day")
                )
            continue  # no days anywhere: unsure what the answer read (siblings with days and the
            # subject none: its day is invented)
        if not days <= stated:
            missing = "·".join(d for d in WEEK if d in days - stated)
            out.append(
                condition_claim(answer, lo + start, lo + end, f"day {missing} not stated for it")
            )
        elif week and not schedules.week_stated(text, week):
            out.append(
                condition_claim(answer, lo + start, lo + end, "week of the month not stated for it")
            )
        elif schedules.only_said(sentence, start, end) and schedules.any_day(text):
            out.append(condition_claim(answer, lo + start, lo + end, "tool outputs say any day"))
        elif _hours_differ(answer, lo + end, days, text):
            out.append(
                condition_claim(answer, lo + start, lo + end, "hours not the ones given that day")
            )
    for start, end in schedules.unscheduled_parts(sentence, whole):  # "on weekday mornings"
        out.append(condition_claim(answer, lo + start, lo + end, "no tool output states a day"))
    return out


def _hours_differ(answer: str, at: int, days: frozenset[str], text: str) -> bool:
    """Hours stated right after a day, not the hours the subject's text gives for that day."""
    said = schedules.hours_after(answer, at)
    given = schedules.hours_by_day(text) if said is not None else {}
    return bool(given) and all(d in given for d in days) and any(given[d] != said for d in days)


_GIVES_HOURS = re.compile(r"\d{1,2}:\d{2}\s?[~～\-–]")


def around_the_clock_claims(
    answer: str, lo: int, sentence: str, sources: tuple[str, ...], whole: str, goods: Goods
) -> list[Claim]:
    """ "open 24 hours" said of a subject whose text gives other hours and never 24 hours."""
    m = ALL_DAY_WORDS.search(sentence)
    if m is None or REFUSED.search(sentence):
        return []
    named = subject_units(answer, lo + m.start(), sources)
    if not named or any(ALL_DAY_WORDS.search(u.own) or ALL_DAY.search(u.own) for u in named):
        return []
    if not all(_GIVES_HOURS.search(u.own) for u in named):
        return []  # a subject with no hours of its own: unsure
    return [condition_claim(answer, lo + m.start(), lo + m.end(), "the subject's hours are others")]
