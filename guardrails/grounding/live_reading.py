"""A climate normal presented as a live reading.

When every weather output is a month's climate normal (``kind: monthly_normal``; its label says
``실시간 관측 아님``), a sentence that calls the figures a live or current reading (``this is a
real-time reading from this morning``, ``live data``, ``measured just now``, ``실시간 관측값이에요``,
``방금 관측한 값``, a dated one: ``2025-11-20 기준 관측값으로``) states a fact of the figures no output supports: what kind of figure they are.
The weather word of such a sentence says what the weather *is* at a place and time, while the
normal only says what it usually is in the month. Round 57 (r57a): an observation of a past
period is one too (``작년 12월 실제 관측값이에요``, ``these are last December's actual readings``):
a normal is the mean of thirty years, no one month's measurement; and the figure said right after
now and the place (``지금 보령은 1.1도``) as the temperature now is.

Unsure readings never flag: a negated or hedged sentence (``not a live forecast``, ``실시간 관측이
아니니``, ``isn't real-time``), a question, or one that sends the user to a live source (``check a
real-time forecast``, ``실시간 예보를 확인하세요``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.forecast import weather_kinds
from guardrails.grounding.hedges import unsure

__all__ = ["live_reading_claims"]

_LIVE: Final = re.compile(
    r"\b(?:real[- ]?time|live|up[- ]to[- ]the[- ]minute)\s(?:\w+\s)?(?:reading|observation|measurement"
    r"|data|figures?|report)s?\b"
    r"|\b(?:measured|observed|recorded|taken)\s(?:just\s|only\s)?(?:now|this\s(?:morning|afternoon|evening)"
    r"|today|an?\s(?:hour|few\sminutes)\sago|minutes\sago)\b"
    r"|실시간\s?(?:관측|측정|자료|데이터)(?:값|치)?(?:이에요|예요|입니다|이고|이며)"
    # round 48 (r48c): the figures' basis named a live one ("기상청 실시간 관측 기준 … 날씨예요",
    # "실시간 관측 자료로 보면"); "based on live observations" is read above
    r"|실시간\s?(?:관측|측정)\s?(?:값|치|자료|데이터)?\s?(?:기준|으로|로(?![가-힣]))"
    r"|(?:방금|오늘\s?아침|조금\s?전|지금)\s?(?:관측|측정)(?:한|된|했)"
    # a dated or present observation: "2025-11-20 기준 관측값으로", "현재 관측값은"
    r"|(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}월\s?\d{1,2}일|오늘|현재|지금)\s?(?:기준\s?)?(?:의\s)?(?:관측|측정)(?:값|치)"
    # round 57 (r57a): a past period's actual observation ("작년 12월 실제 관측값이에요", "지난해
    # 12월에 실제로 측정된 값", "these are last December's actual readings", "observed last year")
    r"|(?:작년|지난\s?해|지난\s?달|재작년)\s?(?:\d{1,2}\s?월)?(?:의|에)?\s?(?:실제\s?(?:로\s)?)?"
    r"(?:관측|측정)(?:값|치|자료|데이터|된|한|했)"
    r"|실제\s?(?:로\s)?(?:관측|측정)(?:값|치|된\s?값)(?:이에요|예요|입니다|이고|이며|이라)"
    r"|\blast\s(?:year|month|winter|january|february|march|april|may|june|july|august|september"
    r"|october|november|december)(?:'s|’s)\s(?:actual|observed|recorded|measured)\s(?:readings"
    r"|observations|measurements|figures|values|data)\b"
    r"|\b(?:actual|observed|recorded|measured)\s(?:readings|observations|measurements|figures|values"
    r"|data)\s(?:from|for|of)\s(?:last|the\spast)\s(?:year|month|winter|january|february|march|april"
    r"|may|june|july|august|september|october|november|december)\b"
    r"|\b(?:observed|recorded|measured)\s(?:last|the\spast)\s(?:year|month|winter|january|february"
    r"|march|april|may|june|july|august|september|october|november|december)\b",
    re.I,
)
# round 29 (r29b): the month's mean given as the temperature now ("- 지금 기온: 1.1도",
# "현재 기온은 1.1도", "the current temperature is 1.1°C", "right now it's 1.1°C"), unless the
# sentence says the figure is the month's mean
# round 38 (r38c): a place word may stand between ("지금 강북구 기온은 0.4도", "현재 서울 습도는
# 61%"), humidity is a reading as temperature is, and this month's rain or temperature is the
# month's own figure, not its normal ("이번 달 강수량은 23mm"); "이번 달 평년 강수량" stays a mean
# round 41 (r41b): the place may stand between too ("Right now in Uiryeong it's 2.4°C", "right
# now at Chilgok, it is 2.4 °C"); "December in Uiryeong averages 2.4°C" stays a mean
# round 48 (r48c): a district's two words may stand between ("지금 광주 남구는 기온 2.8도")
# round 50 (r50b): today's reading is one too ("오늘 동래구 기온은 5.8℃", "today's temperature in
# Dongnae is 5.8°C", "Today in Dongnae it's 5.8°C"); "오늘 기준 12월 평년 기온" stays a mean
_NOW: Final = re.compile(
    r"(?:지금|현재|오늘)\s?(?:의\s)?(?:[가-힣]{1,6}(?:의)?\s){0,2}(?:기온|온도|습도)"
    # round 57 (r57a): the figure itself right after now and the place ("지금 보령은 1.1도",
    # "현재 서울은 영하 2.4℃")
    r"|(?:지금|현재)\s(?:[가-힣]{1,6}\s){0,2}(?:영하\s?)?-?\d{1,2}(?:\.\d)?\s?(?:도(?![가-힣])|℃|°C?)"
    r"|이번\s?달\s?(?:의\s)?(?:강수량|강우량|기온)"
    r"|\bthis\smonth(?:'s|’s)\s(?:rainfall|precipitation|temperature)\b"
    r"|\b(?:current|present)\s(?:temperature|temp|reading)\b"
    r"|\btoday(?:'s|’s)\s(?:temperature|temp|reading|humidity)\b"
    r"|\b(?:temperature|humidity)\s(?:(?:in|at)\s[A-Z][\w-]+(?:\s[A-Z][\w-]+)?\s)?today\s(?:is|was)\b"
    r"|\b(?:(?:right\snow|today),?\s(?:(?:in|at|over)\s[A-Z][\w-]+(?:\s[A-Z][\w-]+)?,?\s)?it(?:'s|’s|\sis)"
    r"|it(?:'s|’s|\sis)\scurrently)\s(?:about\s|around\s)?-?\d",
    re.I,
)
# a sentence that says the figure is the month's mean is no live reading ("지금 기온은 평년값 기준")
_MEAN: Final = re.compile(r"평년|평균|normal|average|typical|usually|보통", re.I)
_UNSURE: Final = unsure(
    r"아니|아닌|아닙|isn't|aren't|rather\sthan|instead\sof|확인|check|look\sat|refer|보시|예보|forecast"
)


def live_reading_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Sentences of ``answer`` that call the figures a live reading where the weather outputs are
    climate normals alone."""
    if weather_kinds(sources) != {"monthly_normal"}:
        return []
    out: list[Claim] = []
    for sentence in SENTENCE_SPAN.finditer(answer):
        text = sentence.group(0)
        m = _LIVE.search(text)
        if m is None:
            m = _NOW.search(text)
            if m is None or _MEAN.search(text):
                continue
        if _UNSURE.search(text):
            continue
        at = sentence.start() + m.start()
        why = "the weather output is a monthly climate normal, not a live reading"
        out.append(Claim(m.group(0), "condition", "live", at, at + len(m.group(0)), why))
    return out
