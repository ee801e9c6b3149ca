"""Weekday claims read against the week as a whole: a span of days ("일~금요일", "월요일부터
금요일까지") is every day it runs over, a week part the answer derives from the closed days
("주말·공휴일 휴무" → "평일 운영"), and a day stated as closed ("토요일은 안 돼요") against the
days a tool output opens on.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import INDIRECT_QUESTION
from guardrails.grounding.weather_advice import to_check

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

# opening hours of the whole day ("00:00-24:00", "0:00~23:59"): open 24 hours
ALL_DAY: Final = re.compile(r"(?<![\d:])0?0:00\s?[-~–]\s?(?:24:00|23:59)(?![\d:])")
# the words of being open around the clock ("24시간", "open 24 hours", "24/7")
ALL_DAY_WORDS: Final = re.compile(r"24\s?시간|24 hours|open 24|24/7|round the clock", re.I)
WEEK: Final = "월화수목금토일"
# the week split in parts ("평일 09:00~18:00", "주말에는 수거 안 해요", "weekdays only")
WEEK_PARTS: Final = {"평일": "월화수목금", "주중": "월화수목금", "주말": "토일",
                     "weekday": "월화수목금", "weekend": "토일"}  # fmt: skip
# the English days by their first three letters (lower case)
EN_DAYS: Final = dict(zip(("mon", "tue", "wed", "thu", "fri", "sat", "sun"), WEEK, strict=True))
_ALL: Final = frozenset(WEEK)
# a span of days: the first and the last, cyclic ("일~금" is Sunday to Friday)
SPAN = re.compile(
    rf"(?<![가-힣\d])(?P<a>[{WEEK}])(?:요일)?\s?(?:~|～|–|-|부터)\s?(?P<b>[{WEEK}])"
    r"(?:요일)?(?:(?![가-힣])|(?=까지|에|은|는|도|만|마다))"
)
# a closing key or word of a tool output ("closed", "휴무일")
_CLOSED_KEY = re.compile(r"clos|휴무|휴관|휴일|쉬는")
# the day stated as one the service is not open or not taken on ("쉽니다", "쉼": the formal and
# noun forms of 쉬다 in their own syllables)
_NOT_ON = re.compile(
    r"\**\s?(?:은|는|에는|엔)?\s?(?:안\s?(?:돼|됩|되|해|받)|쉬|쉽니|쉼|휴무|휴관|불가|닫)"
    # "토요일은 수거가 없어요", "일요일엔 배출하지 않아요": the service named, then its absence
    r"|\**\s?(?:은|는|에는|엔)\s?(?:수거|배출|수집|운영|영업)(?:가|이|는|도|를|을)?\s?"
    r"(?:없|안\s?(?:해|하|돼|되)|하지\s?않|않)"
    # "주말에는 이용할 수 없어요", "일요일엔 방문하실 수 없습니다": the day the place cannot be used
    r"|\**\s?(?:은|는|에는|엔)\s?(?:이용|방문|반입|배출)(?:할|하실)\s?수\s?(?:가\s?)?없"
)


# days a tool-output text states as closed ("08:00~18:00, 일요일 휴무", "토·일 휴관")
_CLOSED_TEXT = re.compile(
    rf"(?<![가-힣])([{WEEK}](?:요일)?(?:\s?[·,/]\s?[{WEEK}](?:요일)?)*)\s?(?:은|는|엔)?\s?"
    r"(?:휴무|휴관|휴일|정기\s?휴무|쉼|쉽니다|closed)"
)


def closed_in(text: str) -> frozenset[str]:
    """The days ``text`` states as closed."""
    return frozenset(ch for m in _CLOSED_TEXT.finditer(text) for ch in m.group(1) if ch in WEEK)


# the days stated as left out ("주말 빼고 열어요", "except Sundays"): the claim is the rest
_EXCEPT = re.compile(r"\s?(?:은|는|을|를)?\s?(?:빼고|제외하고|말고|뺀)")


def excepted(c: Claim, answer: str) -> Claim:
    """``c`` as the days it leaves open when the answer says they are left out."""
    if c.kind != "weekday" or not isinstance(c.value, frozenset) or not c.value:
        return c
    if _EXCEPT.match(answer, c.end) is None or c.value == _ALL:
        return c
    return replace(c, value=_ALL - c.value)


def span_days(a: str, b: str) -> frozenset[str]:
    """The days from ``a`` to ``b`` inclusive, wrapping past Sunday."""
    i, j = WEEK.index(a), WEEK.index(b)
    return frozenset(WEEK[k % 7] for k in range(i, (j if j >= i else j + 7) + 1))


def said_closed(c: Claim, answer: str) -> bool:
    """Whether the answer states the claim's days as closed ("토요일은 안 돼요")."""
    return c.kind == "weekday" and _NOT_ON.match(answer, c.end) is not None


def _said_closed_en(c: Claim, answer: str) -> bool:
    """Whether the answer states the claim's days as closed in English ("closed on weekends",
    "Sundays are closed")."""
    if _CLOSED_AFTER.match(answer, c.end):
        return True
    return _CLOSED_BEFORE.search(answer, max(0, c.start - 24), c.start) is not None


def _closed(key: str) -> bool:
    return _CLOSED_KEY.search(key) is not None


def week_ok(c: Claim, answer: str, ev: Evidence) -> bool:
    """A weekday claim supported by the rest of the week: the open days the closed days leave,
    or a day said to be closed that no opening fact holds (and only that: a closed day is not
    supported by an opening fact that holds it)."""
    if c.kind != "weekday" or not isinstance(c.value, frozenset):
        return False
    days: frozenset[str] = c.value
    # the user's words ("토요일에 내놔도 돼요?") state no opening day
    facts = [
        (_closed(f.key), frozenset(str(d) for d in f.value))
        for f in ev.of("weekday")
        if isinstance(f.value, frozenset) and f.key != "user"
    ]
    if said_closed(c, answer):
        if any(shut for shut, _ in facts):  # the closed days are stated: the day is one of them
            return any(shut and days <= d for shut, d in facts)
        opening = [d for shut, d in facts if not shut]
        return bool(opening) and all(not (days & d) for d in opening)
    if facts and not any(shut for shut, _ in facts) and _said_closed_en(c, answer):
        # "Mon–Fri 9–6, closed on weekends" over hours of 월~금 alone: the days they leave; where
        # closed days are stated, the English day is bound to its row as any other day is
        return all(not (days & d) for _, d in facts)
    return any(shut and days == _ALL - d for shut, d in facts)


# the English closing words before the day ("closed on Sundays", "shut Mondays") or after it
# ("Sundays are closed", "Sunday is off")
_CLOSED_BEFORE = re.compile(
    r"\b(?:closed|shut|not open|no (?:pickup|collection)s?)\s(?:on\s)?(?:the\s)?\**$", re.I
)
_CLOSED_AFTER = re.compile(r"s?\**\s(?:is|are)\s(?:closed|shut|off)\b", re.I)


# a day a place rests on, said with 에 ("일요일에 쉬니", "토요일에 휴무라"; round 36)
_CLOSED_ON_KO = re.compile(r"\**\s?에\s?(?:쉬|쉽니|쉼|휴무|휴관|닫)")


def closed_unstated(c: Claim, answer: str, ev: Evidence) -> bool:
    """Whether ``c`` is a day the answer states as closed in English ("closed on Sundays") or with
    Korean 에 ("일요일에 쉬니") where no tool output states any closed day and the opening days (if
    any) hold it: a closed day the answer adds to a record of hours alone. Where closed days are
    stated, the day is read against them and their rows as any other day is."""
    if c.kind != "weekday" or not isinstance(c.value, frozenset) or not c.value:
        return False
    start = max(0, c.start - 24)
    if (
        _CLOSED_AFTER.match(answer, c.end) is None
        and _CLOSED_BEFORE.search(answer, start, c.start) is None
        and _CLOSED_ON_KO.match(answer, c.end) is None
    ):
        return False
    facts = [
        (_closed(f.key), frozenset(str(d) for d in f.value))
        for f in ev.of("weekday")
        if isinstance(f.value, frozenset) and f.key != "user"
    ]
    if any(shut for shut, _ in facts):
        return False
    return not facts or any(c.value & d for _, d in facts)


def all_day(text: str) -> bool:
    """Whether ``text`` states an opening around the clock (``24시간``, ``00:00-24:00``)."""
    return ALL_DAY_WORDS.search(text) is not None or ALL_DAY.search(text) is not None


# the user's own visit on a day, in the honorific the answer addresses them with ("주말에 가시기
# 전에 전화로 확인해 보세요", "토요일에 방문하시려면"): the user's plan, not a site's schedule; round
# 37: also the user's own trip with the goods, as a need ("주말에 가져가셔야 한다면", "토요일에
# 버리셔야 하면")
_USERS_VISIT = re.compile(
    r"(?:에는|에|엔)\s?(?:가|오|방문하|들르|들리|가져가|가지고\s?가|버리|내놓으|내다\s?버리)"
    r"(?:시기\s?전에|시려면|실\s?거면|실\s?때|시기로|셔야\s?(?:한다면|하면|할\s?때|하신다면))"
)
# a day the user may choose, as a condition on their own time ("월요일 가능하면 A가 제일 가까워요",
# "토요일이 괜찮으시면", "주말에 시간 되시면", "if Monday works for you"): no day a place keeps
# ("월요일에 가능해요", "Monday works": stated, still read)
_USERS_CHOICE = re.compile(
    r"(?:이|가|에|엔|에는|이라도)?\s?(?:시간\s?(?:이\s)?)?(?:가능하|가능하시|괜찮으|괜찮으시|되시|편하시|좋으시)"
    r"(?:면|다면)(?![가-힣])"
    r"|s?\s(?:works|suits|is\sbetter|is\seasier)\s(?:for\syou|best\sfor\syou)",
    re.I,
)
_IF_DAY_EN = re.compile(r"\bif\s$", re.I)
# round 57: in English the day may qualify the user's own visit ("check before a weekend visit",
# "call ahead of your Saturday trip", "before visiting on a Sunday", "before going at the weekend"):
# the user's plan, whatever the user said; a day of a site ("open on weekends") has no such frame
_VISIT_BEFORE_EN = re.compile(
    r"\b(?P<noun>before|ahead\sof|plan(?:ning)?)\s(?:a|an|any|your)\s$"
    r"|\bbefore\s(?:you\s)?(?:visit(?:ing)?|go(?:ing)?|head(?:ing)?|drop(?:ping)?\sby)"
    r"(?:\sthere)?\s(?:on|at|over)\s(?:a\s|an\s|the\s)?$",
    re.I,
)
_VISIT_AFTER_EN = re.compile(r"s?\s(?:visit|trip|drop-?off)s?\b", re.I)
_DAY_WORDS: Final = {"주말": frozenset("토일"), "평일": frozenset("월화수목금")}
# a day in a piece of advice to the user: the day's first verb is the user's own honorific act
# (within two words, none a clause's end: "주말에 한꺼번에 정리하실 거면", "평일에 미리 신고해
# 두시는"; not "일요일에 쉬니 평일에 가시는": the day is the place's) and the sentence
# closes on a recommendation ("…두시는 걸 추천해요", "…하시는 게 좋아요"; round 36): the user's
# plan and the advice on it, no day of a site ("주말에는 수거하지 않으니 평일에 …" is still read)
_ADVISED_DAY = re.compile(
    r"(?:에는|에|엔)\s(?:[가-힣]{0,5}[가-힣](?<![니고서면며데만])\s){0,2}[가-힣]{1,6}(?:시|실|셔)(?!니|므로)"
    r"[^.!?\n]{0,50}?"
    r"(?:시는|(?<=시)는|실)\s?(?:걸|것을?|게|것이)\s?(?:추천|권해|권합|권장|좋아|좋습|좋을|나아|낫)"
)


def users_visit_en(text: str, start: int, end: int) -> bool:
    """Whether the English day at ``text[start:end]`` qualifies the user's own visit (round 57:
    "before a weekend visit", "ahead of your Saturday trip", "before visiting on a Sunday")."""
    visit = _VISIT_BEFORE_EN.search(text, max(0, start - 40), start)
    return visit is not None and (not visit.group("noun") or bool(_VISIT_AFTER_EN.match(text, end)))


def users_plan(c: Claim, answer: str, user: str) -> bool:
    """Whether weekday ``c`` restates the day the user said they will go ("주말에 furniture 보러
    가려고요" → "주말에 가시기 전에 확인해 보세요"): the user's message names the same days and
    the answer's day is followed by the user's visit — or whether the day is one of advice to the
    user (``_ADVISED_DAY``: "주말에 정리하실 거면 평일에 미리 신고해 두시는 걸 추천해요", whatever the
    user said) — or whether it is a day the user may choose (``_USERS_CHOICE``: "월요일 가능하면",
    "if Monday works for you"). A day said of a site ("주말에도 열어요", "월요일에 가능해요") is still
    checked."""
    if c.kind != "weekday" or not isinstance(c.value, frozenset):
        return False
    if _ADVISED_DAY.match(answer, c.end):
        return True
    if users_visit_en(answer, c.start, c.end):
        return True  # "check before a weekend visit": the user's visit, not a site's day
    if _USERS_CHOICE.match(answer, c.end) and (
        "가" <= answer[c.end - 1] <= "힣" or _IF_DAY_EN.search(answer, max(0, c.start - 4), c.start)
    ):
        return True  # "월요일 가능하면", "if Monday works for you": the user's choice
    if not user or not _USERS_VISIT.match(answer, c.end):
        return False
    return (
        any(w in user and days == c.value for w, days in _DAY_WORDS.items())
        or any(f"{d}요일" in user for d in c.value)
        and len(c.value) == 1
    )


# a day the answer only asks about: an indirect question closing the day's clause ("주말 작업
# 계획이신지 알려주시면", "토요일에도 하는지 물어보세요") or opening before it ("ask whether they do
# weekend pickups"), or a day of a topic the answer says it knows nothing of ("I don't have anything
# on pickup days or weekend service", "주말 수거 여부는 자료에 없어요"), or a day the answer says it
# cannot tell of ("I can't give you a forecast for this weekend", "주말 날씨는 예보 자료가 없어 알려 드릴
# 수 없어요") or only as the time to look again ("a weather app closer to the weekend")
_ASKED_AFTER: Final = re.compile(
    rf"[^.!?\n,]{{0,20}}?(?:{INDIRECT_QUESTION})"
    r"|[^.!?\n,]{0,20}?(?:예보|자료|정보|데이터)(?:가|는|이)?\s?없어\s(?:알려|말씀|안내)\s?드릴\s?수\s?없"
)
_ASKED_BEFORE: Final = re.compile(
    r"(?:\bwhether\b|\bask(?:ing)?\s(?:them\s)?if\b)"
    r"[^.!?\n,;]{0,30}$"
    r"|(?:don't|do not|doesn't|does not|didn't)\s(?:have|list|show|include)\s(?:any|anything)"
    r"[^.!?\n;]{0,40}$"
    r"|(?:can['’]t|cannot|can not|unable to)\s(?:give|tell|say|provide|offer|predict|forecast)"
    r"[^.!?\n;]{0,40}$"
    r"|\b(?:closer|nearer)\s(?:to\s)?(?:the\s)?$",
    re.I,
)


def only_asked(c: Claim, answer: str) -> bool:
    """Whether weekday ``c`` is only asked about or disclaimed, not stated of anything (see the
    patterns above). A day stated in a question of the answer's own ("주말에도 여나요?") is read
    elsewhere as any question is; a day stated of a site ("주말에도 열어요") is still checked."""
    if c.kind != "weekday":
        return False
    if _ASKED_AFTER.match(answer, c.end) or to_check(answer, c.start, c.end, day=True):
        return True  # … or the day whose weather the user is told to check
    return _ASKED_BEFORE.search(answer, max(0, c.start - 60), c.start) is not None


_WEEK_PART_WORDS: Final = {frozenset("토일"): ("주말", "weekend"),
                           frozenset("월화수목금"): ("평일", "weekday")}  # fmt: skip


def week_part_named(c: Claim, ev: Evidence) -> bool:
    """주말 / 평일 supported by a tool output that names that part of the week (a key
    ``pickup.weekend``, a text "평일 09:00~18:00")."""
    words = _WEEK_PART_WORDS.get(c.value) if isinstance(c.value, frozenset) else None
    return bool(words) and any(w in ev.text or w in ev.text.lower() for w in words or ())
