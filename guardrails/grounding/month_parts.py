"""When in the month the weather peaks, said over a month's climate normal (round 48, r48c).

A monthly normal (``kind: monthly_normal``) gives one figure per measure for the whole month: a
mean temperature, a humidity, the month's precipitation. It says nothing of how the month's
weather is spread across it. A sentence that puts the month's rain, snow, cold or wind at a part of
the month, with a word of most or of gathering (``12월 중순에 비가 가장 많이 와서``, ``추위는 하순에
제일 심해요``, ``비는 주로 월말에 몰려요``, ``most of the rain falls in mid-December``, ``late
January is the coldest stretch``, ``the heaviest snow comes in the second week``) states a
distribution no normal holds, whatever the figures beside it. Round 53 (r53a): so does a turn of the
weather at a part of the month (``12월 중순 이후엔 평균 기온이 영하로 떨어지니``, ``temperatures drop
below freezing after mid-December``): the normal's one mean cannot say when in the month it turns.

Read only when every weather output is a monthly normal (:func:`.forecast.weather_kinds`; a daily
or hourly series, or a forecast, makes the reading void: those outputs do spread the weather).
Unsure, never flagged: a clause that is asked, conditional, hedged or advice to check (``if it
rains most in mid-December``, ``may``, ``확인``). Planning words alone (``12월 초로 잡는 걸
추천해요``) name a part of the month but no weather at it: not read.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.forecast import weather_kinds
from guardrails.grounding.hedges import unsure
from guardrails.grounding.opening_gate import gated

__all__ = ["GATE", "month_part_claims"]

# the literal words any reading needs (a plain word test first, then the pattern)
_WORDS: Final = ("순", "월초", "월 초", "월말", "월 말", "초반", "중반", "후반", "첫 주", "첫주", "째 주",
                 "째주", "막 주", "막주", "arly", "mid", "ate", "end of", "eginning of", "tart of",
                 "week", "half", "ten days")  # fmt: skip
# a part of a month in Korean or English
GATE = re.compile(
    r"초순|중순|하순|월\s?초|월\s?말|초반|중반|후반|첫\s?주|마지막\s?주|둘째\s?주|셋째\s?주"
    r"|\b(?:early|mid|late|end\sof|beginning\sof|start\sof)[-\s]|\b(?:first|second|third|last|final)"
    r"\s(?:week|half|ten\sdays)\b",
    re.I,
)

_PART_KO: Final = (
    r"(?:\d{1,2}\s?월\s?)?(?:초순|중순|하순|초반|중반|후반|첫\s?주|둘째\s?주|셋째\s?주|마지막\s?주)"
    r"|\d{1,2}\s?월\s?(?:초|말)|월\s?(?:초|말)"
)
_WEATHER_KO: Final = (
    r"(?:비|눈|강수량?|강우량?|강설량?|추위|한파|기온|바람|눈비|비나\s눈|눈이나\s비)"
)
# a word of most or of gathering: the part of the month stands out from the rest
# round 53 (r53a): or a turn of the weather at that part ("중순 이후엔 평균 기온이 영하로 떨어지니")
_TURN_KO: Final = r"영하로|영하권|영상으로|떨어지|떨어져|떨어집|내려가|내려갑|올라가|올라갑"
_PEAK_KO: Final = rf"(?:{_TURN_KO}|가장|제일|특히|주로|집중적으로|집중|몰려|몰리|몰린|대부분|최고|최저|절정|심해|심하|심한|많이\s(?:와|오|내리|내려))"
_PART_PEAK_KO = re.compile(
    rf"(?:{_PART_KO})(?:에는|에|엔|쯤에?|께|경에?|이|가|은|는)?\s(?:\S+\s){{0,2}}?{_WEATHER_KO}"
    rf"(?:가|이|은|는|도|의)?\s(?:\S+\s){{0,1}}?{_PEAK_KO}"
    rf"|{_WEATHER_KO}(?:가|이|은|는|도|의)?\s(?:\S+\s){{0,1}}?(?:{_PART_KO})(?:에는|에|엔|쯤에?|께|경에?)?"
    rf"\s(?:\S+\s){{0,1}}?{_PEAK_KO}"
    rf"|{_WEATHER_KO}(?:가|이|은|는|도)?\s(?:\S+\s){{0,1}}?{_PEAK_KO}\s?(?:\S+\s){{0,1}}?(?:{_PART_KO})"
)

_MONTH_EN: Final = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|the\smonth)"
)
_PART_EN: Final = (
    rf"(?:(?:early|mid|late)[-\s]{_MONTH_EN}|(?:the\s)?(?:end|beginning|start|middle)\sof\s{_MONTH_EN}"
    rf"|(?:the\s)?(?:first|second|third|last|final)\s(?:week|half|ten\sdays)(?:\sof\s{_MONTH_EN})?)"
)
_WEATHER_EN: Final = r"(?:temperature\w*|freez\w*|rain\w*|snow\w*|precipitation|cold\w*|wind\w*|wet\w*|chill\w*|frost\w*)"
_PEAK_EN: Final = (
    r"(?:most|heaviest|wettest|coldest|snowiest|windiest|chilliest|peak\w*|bulk|lion's\sshare"
    r"|concentrated|clustered"
    # round 53 (r53a): a turn ("temperatures drop below freezing after mid-December")
    r"|drops?|dropping|dips?|dipping|falls?\sbelow|falling\sbelow|below\sfreezing|below\szero"
    r"|sub-?zero)"
)
_PART_PEAK_EN = re.compile(
    rf"\b{_PEAK_EN}\b[^.!?\n,;]{{0,40}}?\b{_PART_EN}\b"
    rf"|\b{_PART_EN}\b[^.!?\n,;]{{0,40}}?\b{_PEAK_EN}\b",
    re.I,
)
_WEATHER_EN_RX = re.compile(rf"\b{_WEATHER_EN}\b", re.I)
_CLAUSE: Final = re.compile(r"[^.!?\n,;—]+")
_UNSURE: Final = unsure(
    r"\bif\b|in\scase|unless|whether|check|look\sat|\bmay\b|\bmight\b|면\s|경우|확인|만약|지도\s?몰"
    r"|수도\s?있|는지|을지|\?"
)

# :mod:`.opening_gate`: the same matches, skipped to
GATE = gated(GATE)
_PART_PEAK_KO = gated(_PART_PEAK_KO)
_PART_PEAK_EN = gated(_PART_PEAK_EN)
_WEATHER_EN_RX = gated(_WEATHER_EN_RX)


def month_part_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Clauses of ``answer`` that put the month's weather at a part of it, with a word of most,
    where every weather output is a monthly normal."""
    if not contains_any(answer.lower(), _WORDS) or GATE.search(answer) is None:
        return []
    if weather_kinds(sources) != {"monthly_normal"}:
        return []
    out: list[Claim] = []
    for clause in _CLAUSE.finditer(answer):
        text = clause.group(0)
        m = _PART_PEAK_KO.search(text)
        if m is None and (m := _PART_PEAK_EN.search(text)) is not None:
            if _WEATHER_EN_RX.search(text) is None:
                continue  # "the last week of the month is the busiest": no weather
        if m is None or _UNSURE.search(text):
            continue
        at = clause.start() + m.start()
        why = "the weather output is a monthly normal: it says nothing of a part of the month"
        out.append(Claim(m.group(0), "condition", "climate", at, at + len(m.group(0)), why))
    return out
