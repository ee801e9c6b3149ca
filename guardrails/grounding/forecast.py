"""A forecast stated over weather outputs whose kind carries none.

Our weather tools say what kind of figure they give (``kind``): ``observation`` (the KMA nowcast),
``model_current`` (a model's current analysis), ``monthly_normal`` (a month's climate normal).
None of them is a forecast: a statement of what the weather will do (``Showers are expected
later this afternoon``, ``it'll rain tonight``, ``오후에 비 소식이 있어요``, ``내일은 눈이
오겠어요``, when it will stop: ``The precipitation should stop by early afternoon``, ``비는 오후에
그칠 거예요``, or with the event left unsaid: ``오후 들어 그칠 예정``, a chance of rain: ``강수확률 30%``; round 19:
the wind or the temperature to come, ``내일 오후에는 바람이 강하게 불 예정``, ``기온이 떨어지겠어요``,
``strong winds are expected tomorrow``, ``temperatures will drop tonight``; round 26: a likelihood
of it, ``오후 늦게 소나기 가능성 있으니``, ``비가 올 가능성이 높아요``, ``showers are possible tonight``,
``a possibility of rain this evening`` — the likelihood is the forecast's, not a hedge of the answer's
own, which ``may``/``수도 있어요`` stays) is invented over them, whatever the figures
beside it (a humidity of 69 % is no rain chance of 69 %). Rain or snow now is the
observation's to support (:mod:`.weather` reads the sky), not this module's.

Read only when some tool output has one of those kinds and no tool output names a forecast
(``forecast``, ``예보``, ``fcst``, ``pop``, a daily or hourly series, ``tomorrow``/``내일``); over
normals alone, only a forecast that names a time or is one by name (``expect showers in July`` is
the month's climate, ``비 소식이 있어요`` is not). Unsure readings never flag: a clause that is
negated, asked, hedged, conditional or advice to check a forecast (``I don't have a forecast``,
``check a live forecast before you go``, ``it may rain``, ``비가 오면``).

Round 19, how often a month's weather comes (``climate_claims``): over normals that count no
days (no ``days``/``일수`` key or text: a mean temperature, humidity and a month's precipitation),
a statement of how often days of a kind come (``12월 중순부터 영하로 떨어지는 날이 많아요``,
``눈이 자주 와요``, ``freezing days are common``, ``it often snows in January``) is invented: the
normal gives amounts, not frequencies. Negated, asked, hedged or conditional clauses are not read.
Round 22 (r22c): a count of such days is a frequency too (``about eight rainy days``, ``비 오는 날이
8일 정도``, ``강수일수``); round 28 (r28b): also in native words, a few words after the days' kind
(``눈 오는 날은 한 달에 이틀 정도``, ``눈 오는 날이 한 달에 열흘쯤``); round 40 (r40d): the month
it counts in (``한 달에``, ``매달``, ``매월``) does not use up those few words (``눈 오는 날은 보통
한 달에 이틀 안팎``, ``영하인 날은 대개 한 달에 열흘쯤``); ``한 달에 28mm`` is no count of days.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_objects, lowered_text, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.spacing import unspaced
from guardrails.grounding.weather_advice import left_open

NOW_KINDS: Final = frozenset({"observation", "model_current", "monthly_normal"})
_FORECAST_IN_TOOLS = re.compile(
    r"forecast|예보|fcst|\"pop|_pop|\"daily|\"hourly|tomorrow|내일|모레|\"days\"|\"wf", re.I
)
_EVENT_EN = r"(?:rain|showers?|snow|storms?|thunder(?:storms?)?|drizzle|sleet|downpours?)"
_WHEN_EN = (
    r"(?:later(?:\s(?:today|tonight|this\s(?:afternoon|evening|morning)|on))?|this\s(?:afternoon"
    r"|evening)|tonight|tomorrow|overnight|by\s(?:evening|tonight|noon|the\safternoon))"
)
_FORECAST_EN = re.compile(
    rf"\b{_EVENT_EN}\s(?:is|are)\s(?:\w+\s)?(?:expected|forecast(?:ed)?|predicted|likely|possible|on\sthe\sway"
    rf"|coming)\b|\b(?:expect(?:ed)?|forecast(?:ed|s)?|predict(?:ed|s)?)\s(?:some\s|a\sfew\s)?{_EVENT_EN}"
    rf"|\b(?:will|'ll|going\sto|should)\s(?:\w+\s)?(?:rain|snow|clear\sup|pour|drizzle|be\s(?:rainy"
    rf"|snowy|wet|stormy|cloudy|sunny|clear)|turn\s(?:rainy|cloudy|sunny|wet))\b|\b{_EVENT_EN}\s(?:\w+\s)?{_WHEN_EN}\b|\b{_WHEN_EN}\s(?:\w+\s){{0,2}}{_EVENT_EN}\b"
    rf"|\b(?:chance|risk|possibility|likelihood|probability)\sof\s(?:some\s|a\sfew\s)?{_EVENT_EN}"
    # the wind or the temperature to come: "winds will pick up", "strong winds are expected",
    # "temperatures should drop tonight", "it'll get colder"
    r"|\b(?:winds?|gusts?|temperatures?)\s?(?:will|'ll|should|(?:is|are)\s(?:expected|forecast"
    r"|going)\sto)\s(?:\w+\s)?(?:pick\sup|strengthen|gust|be\s(?:strong|gusty|colder|warmer|freezing)"
    r"|drop|fall|dip|rise|climb)\b"
    r"|\bit\s?(?:will|'ll|should|is\s(?:expected|going)\sto)\s(?:\w+\s)?(?:be\s(?:windy|gusty|colder"
    r"|warmer|freezing)|get\s(?:colder|warmer|windy|windier)|turn\s(?:cold|colder|windy))\b"
    # round 48 (r48c): days of a kind to come, "there'll be a lot of freezing days this week"
    r"|\bthere\s?(?:will|'ll|should|(?:is|are)\s(?:expected|going)\sto)\sbe\s(?:\w+\s){0,3}?"
    r"(?:freezing|frosty|sub-zero|icy|cold|rainy|snowy|wet|sunny|clear)\s(?:days|nights|mornings)\b"
    # round 49 (r49a): a temperature to come in the present tense after a time to come ("tomorrow
    # it drops below freezing", "tonight it goes below zero", "it's supposed to drop tomorrow")
    r"|\b(?:tomorrow|tonight|overnight)\b[^.!?\n,;]{0,40}?\b(?:drops?|falls?|dips?|sinks?|goes)\s"
    r"(?:well\s)?(?:below|under|down\sto)\b"
    # round 58 (r58a): a change of what falls ("the rain will turn to snow", "it's expected to
    # change over to sleet")
    rf"|\b(?:will|'ll|should|going\sto|(?:expected|forecast|set|due|supposed|likely)\sto)\s(?:\w+\s)?"
    rf"(?:turn|change|switch)(?:\sover)?\s(?:to|into)\s(?:\w+\s)?{_EVENT_EN}\b"
    r"|\b(?:drops?|falls?|dips?|sinks?|goes)\s(?:well\s)?(?:below|under)\s(?:freezing|zero|0)\b"
    r"[^.!?\n,;]{0,30}?\b(?:tomorrow|tonight|overnight)\b"
    r"|\b(?:supposed|set|due)\sto\s(?:drop|fall|dip|rain|snow|get\s(?:colder|warmer))\b"
    r"|\b(?:strong\s|gusty\s|high\s)?winds?\s(?:is|are)\s(?:\w+\s)?(?:expected|forecast(?:ed)?|predicted)\b"
    rf"|\b(?:precipitation|{_EVENT_EN}|it|it's|it’s)\s(?:\w+\s)?(?:should|will|'ll|(?:is|are)?\s?(?:expected|likely"
    # round 51 (r51b): a stop said as what is due or reported ("it's supposed to stop around noon")
    rf"|going|supposed|said|due|set)\sto)\s(?:\w+\s)?(?:stop|end|ease|let\sup|clear|taper\soff)\b",
    re.I,
)
_FORECAST_EN = gated(_FORECAST_EN)  # :mod:`.opening_gate`: the same matches, skipped to
_EVENT_KO = r"(?:비|눈|소나기|빗방울|장맛비|진눈깨비)"
# an hour, in digits or native words ("3시쯤", "세 시쯤": round 59, r59f)
_HOUR = r"(?:\d{1,2}|(?<![가-힣])(?:열한|열두|다섯|여섯|일곱|여덟|아홉|열|한|두|세|네))\s?시"
_FORECAST_KO = re.compile(
    r"강수\s?확률|비\s?(?:올|내릴)\s?확률|"
    rf"{_EVENT_KO}(?:가|이|는|도)?\s?(?:올\s?(?:예정|거|것|듯)|내릴\s?(?:예정|거|것|듯)|오겠|내리겠"
    rf"|예보|소식|오기\s?시작|그치겠)|(?:흐리|맑)겠|(?:흐려|맑아)질\s?(?:거|것|예정)"
    rf"|{_EVENT_KO}(?:은|는|이|가|도)?\s(?:\S+\s)?그(?:치겠|칠\s?(?:예정|거|것|듯))"
    # round 55: the stop reported, the event named ("오후에는 비가 그친다고 하니", "눈이 곧 멎는대요";
    # a concession is none: "비가 그친다고 해도")
    rf"|{_EVENT_KO}(?:은|는|이|가|도)?\s(?:\S+\s)?(?:그친|멎는|잦아든)"
    r"(?:다고(?!\s?(?:해도|하더라도|치더라도|쳐도))|대|다니|답니다|단다)"
    # the wind or the temperature to come: "바람이 강하게 불 예정", "기온이 떨어지겠어요", "추워질 거예요"
    r"|바람(?:이|은|도)?\s(?:\S+\s){0,2}(?:불\s?(?:예정|거|것|듯)|불겠|세지겠|세질\s?(?:예정|거|것)"
    r"|강해지겠|강해질\s?(?:예정|거|것))"
    r"|(?:기온|수은주|온도)(?:이|가|은|는|도)?\s(?:\S+\s){0,2}(?:(?:떨어지|내려가|오르|올라가)겠"
    r"|(?:떨어질|내려갈|오를|올라갈)\s?(?:예정|거|것|듯))"
    r"|(?:추워|더워|쌀쌀해)(?:지겠|질\s?(?:예정|거|것|듯))"
    # round 48 (r48c): days of a kind to come ("이번 주에는 영하로 떨어지는 날이 많을 거예요", "비 오는
    # 날이 잦겠어요"): the days' future, timed (over normals a clause must name its time: _TIMED)
    r"|날(?:이|은|도|들이)?\s(?:\S+\s)?(?:많|잦|적|드물)(?:겠|을\s?(?:예정|거|것|듯))"
    rf"|(?:오후|저녁|밤|내일|모레|이따|나중)(?:\s?늦게|\s?들어|에는|에|엔|부터|쯤|께|\s?무렵)?\s?(?:\S+\s)?"
    rf"{_EVENT_KO}(?:가|이)?\s?(?:와|오|내려|내리|올|내릴|예정|소식|가능성|확률|예상|전망"
    # round 57 (r57a): in the reported present ("내일은 오후부터 눈 온대", "저녁에 비 내린다고
    # 하니"; the past "눈 온 날", "비 왔대" is none)
    r"|(?:온|내린)(?:대|다(?:고(?!\s?(?:해도|하더라도|치더라도|쳐도))|니|네|더라|는데)|답니다|단다)"
    # round 58 (r58a): a change of what falls, after a time to come ("오후에는 눈으로 바뀌어요"; the
    # past "바뀌었", "바뀐 뒤" is none)
    r"|(?:으)?로\s?(?:바뀌(?!었)|바뀔|바뀐(?:대|다)|변하(?!였)|변할|변한(?:대|다)))"
    # round 58 (r58a): the change itself to come, the time left unsaid ("비가 눈으로 바뀔 예정이니",
    # "진눈깨비로 바뀌겠어요", "눈으로 바뀐대요")
    rf"|{_EVENT_KO}(?:으)?로\s?(?:(?:바뀔|변할)\s?(?:예정|거|것|듯|가능성)|(?:바뀌|변하)겠"
    r"|(?:바뀐|변한)(?:대|다(?:고(?!\s?(?:해도|하더라도|치더라도|쳐도))|니|네|는데)|답니다|단다))"
    # a likelihood of the weather to come is a forecast too (round 26): "소나기 가능성 있으니",
    # "비가 올 가능성이 높아요", "눈이 예상돼요" (a hedge of the answer's own, "올 수도 있어요", is not)
    rf"|{_EVENT_KO}(?:가|이|의)?\s?(?:(?:올|내릴|쏟아질)\s)?(?:가능성|확률|예상|전망)"
    # when it will stop, the event left unsaid: "오후 들어 그칠 예정이니", "밤부터 갤 거예요"
    r"|(?:오후|저녁|밤|오늘|내일|모레|이따|곧|조만간|나중)(?:\s?들어|에는|에|엔|부터는|부터|쯤|께|되면|엔가)?"
    r"\s(?:\S+\s)?(?:(?:그치|멎|개|잦아들)겠|(?:그칠|멎을|갤|잦아들|그쳐질)\s?(?:예정|거|것|듯))"
    # round 51 (r51b): a time of the day to come as well, and the stop in the present or reported
    # ("정오 무렵이면 그친다고 하니", "점심쯤엔 그친대요", "낮 12시쯤 멎는다고 해요", "아침에는 갤 거예요")
    rf"|(?:오후|저녁|밤|오늘|내일|모레|이따|곧|조만간|나중|정오|한낮|낮|점심|아침|새벽|{_HOUR})"
    r"(?:\s?(?:무렵|쯤|께|경))?(?:\s?들어|에는|에|엔|부터는|부터|쯤|께|되면|이면|면|까지는|까지)?"
    # (the event named between is the event-first reading's: "오후 3시쯤엔 눈이 그칠 것")
    rf"\s(?:(?!{_EVENT_KO})\S+\s)?(?:(?:그치|멎|개|잦아들)겠|(?:그칠|멎을|갤|잦아들|그쳐질)\s?(?:예정|거|것|듯)"
    r"|(?:그친|멎는|갠|잦아든)(?:다고|대|다니|답니다|단다))"
    # round 49 (r49a): the temperature to come in the present or reported tense, after a time to
    # come ("내일은 오후부터 영하로 떨어진다니까", "모레는 기온이 확 내려간대요", "내일 추워진대요"; a
    # past "떨어졌" is an observation, no match)
    r"|(?:내일|모레|이따|밤사이|다음\s?주)(?:은|는|에는|엔|에|부터|부터는|쯤|께)?\s(?:\S+\s){0,3}?"
    r"(?:(?:떨어지|떨어진|떨어져|떨어질|내려가|내려간|내려갈|올라가|올라간|올라갈|영하권이|영하가)"
    r"|(?:추워|더워|쌀쌀해)(?:지|진|져|질))"
)
_FORECAST_KO = gated(_FORECAST_KO)  # :mod:`.opening_gate`: the same matches, skipped to
# a clause's end: a comma or semicolon, a dash, "so", "but", "하니까"-like links
_CLAUSE = re.compile(r"[^.!?\n,;—]+")
_UNSURE = unsure(
    r"\bif\b|in\scase|unless|without|check|look\sat|면\s|경우|때|확인|살펴\s?보|만약|지도\s?몰"
)
# round 50 (r50b): a hedge the answer reports as a source's ("오후에 비 올 수도 있대", "올 수도
# 있다고 해요", "they say it might rain this afternoon", "the forecast says showers could come
# later"): the likelihood is the source's forecast, no doubt of the answer's own — the hedge is
# masked before the clause's doubt is read (a negation or a condition still makes it unsure)
_HEARSAY_KO = re.compile(r"수도\s?있(?=대|다고|답니다|다네|다더|단다|다는데)")
_HEARSAY_EN = re.compile(
    r"\b(?:they|forecasters?|meteorologists?|the\s(?:weather\s)?(?:forecast|service|agency|office|kma)"
    r"|kma|the\snews)\s(?:say|says|said|are\ssaying|predict|predicts)\b(?:\sthat)?"
    r"|\b(?:apparently|reportedly|supposedly)\b",
    re.I,
)
_MODAL_EN = re.compile(r"\b(?:may|might|could)\b", re.I)


# round 51 (r51b): a 면 or 때 that is no condition of the weather — a time of the day reached
# ("정오 무렵이면 그친다고 하니", "오후 되면"), "그때" (then; "그때까지": until then) and the advice "…면 돼요" ("그때
# 내놓으시면 돼요": all it takes is) — is masked before the clause's doubt is read ("비가 그치면",
# "비가 올 때" stay conditions)
_NO_CONDITION_KO = re.compile(
    rf"(?:오후|저녁|밤|정오|한낮|낮|점심|아침|새벽|이따|{_HOUR})(?:\s?(?:무렵|쯤|께|경))?\s?(?:이\s?)?"
    r"(?:되면|이면|면)(?=\s)|(?<=[가-힣])면\s?(?:돼|됩|되겠|좋|괜찮)|(?<![가-힣])그\s?때(?![가-힣])"
    # round 59 (r59f): "그때까지", "그때부터", "그때쯤" (until, from, about then): a time, no condition
    r"|(?<![가-힣])그\s?때(?=까지|부터|쯤|에|엔)"
)


def _doubted(text: str) -> bool:
    """Whether a forecast clause is negated, asked, hedged or conditional, a hedge reported as a
    source's aside."""
    if (hearsay := _HEARSAY_EN.search(text)) is not None:
        text = text[: hearsay.end()] + _MODAL_EN.sub(" ", text[hearsay.end() :])
    if "면" in text or "때" in text:
        text = _NO_CONDITION_KO.sub(" ", text)
    return _UNSURE.search(_HEARSAY_KO.sub(" ", text)) is not None


# over normals alone, a forecast names a time or is one by name ("expect rain in July" is climate)
_TIMED = re.compile(
    rf"{_WHEN_EN}|forecast|chance\sof|next\sweek|this\sweek(?:end)?|오후|저녁|밤|내일|모레|이따"
    r"|다음\s?주|이번\s?주|주말|예보|확률|소식",
    re.I,
)


# how often days of a kind come, over normals that count no days
_OFTEN_KO = re.compile(
    r"(?:영하|눈|비|서리|결빙|얼음|한파|강풍|폭설|추운|더운|맑은|흐린)[^.!?\n,;]{0,16}?날(?:이|은|도|들이)?"
    r"\s?(?:\S+\s)?(?:많(?:아|고|습|은\s?편)|잦(?:아|고|습|은)|드물(?:어|고|습)|흔(?:해|하고|합))"
    r"|(?:눈|비|서리)(?:이|가|은|는|도)?\s?(?:자주|종종|잘)\s?(?:와|오|내리|내려|껴|끼)"
    r"|(?:자주|종종)\s영하로\s(?:떨어지|내려가)"
)
_OFTEN_EN = re.compile(
    r"\b(?:freezing|frosty|snowy|rainy|wet|icy|sub-zero|below[- ]freezing|cold)\sdays\s(?:are|tend\sto"
    r"\sbe)\s(?:\w+\s)?(?:common|frequent|rare|many)\b"
    r"|\bit\s(?:often|frequently|regularly)\s(?:snows|rains|freezes|drops\sbelow)"
    r"|\b(?:snow|rain|frost|snowfall)\sis\s(?:\w+\s)?(?:common|frequent)\b",
    re.I,
)
# a count of days of a kind ("about eight rainy days", "비 오는 날이 8일 정도"): a frequency too
_NUMBER_EN = (
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)"
)
# a number of days in native words ("한 달에 이틀 정도", "열흘쯤"): a count like "2일"
_NATIVE_DAYS = r"(?:하루|이틀|사흘|나흘|닷새|엿새|이레|여드레|아흐레|열흘|보름)(?![가-힣]*\s?(?:뒤|후|전|만에|동안|째))"
_COUNTED_DAYS = re.compile(
    rf"\b{_NUMBER_EN}(?:\s?(?:to|-|–|or)\s?{_NUMBER_EN})?\s(?:rainy|snowy|wet|freezing|frosty|sunny"
    r"|clear|cloudy|dry|precipitation|sub-zero)\sdays\b"
    rf"|\b{_NUMBER_EN}(?:\s?(?:to|-|–|or)\s?{_NUMBER_EN})?\sdays\s(?:of|with)\s(?:rain|snow|precipitation|frost)"
    # "Rain falls on roughly 7 days", "snow comes on about three days a month"
    rf"|\b(?:rain|snow|precipitation)\s(?:falls|fell|comes|occurs)\s(?:on\s)?(?:about\s|around\s"
    rf"|roughly\s|some\s|approximately\s)?{_NUMBER_EN}(?:\s?(?:to|-|–|or)\s?{_NUMBER_EN})?\sdays\b"
    # "It usually snows about 5 days in December", "it rains on around 8 days a month"
    rf"|\bit\s(?:usually\s|typically\s|normally\s|only\s)?(?:snows|rains)\s(?:on\s)?(?:about\s|around\s"
    rf"|roughly\s|some\s|approximately\s)?{_NUMBER_EN}(?:\s?(?:to|-|–|or)\s?{_NUMBER_EN})?\sdays\b"
    # "Monthly precipitation: about 23 mm, falling on roughly 7 days": the days the amount named
    # before falls on (round 36)
    # round 58 (r58a): how many times it falls, in words ("it usually snows once or twice in
    # December", "snow falls a few times a month", "rain comes two or three times")
    rf"|\b(?:it\s(?:usually\s|typically\s|normally\s|only\s)?(?:snows|rains)|(?:rain|snow)\s(?:usually\s"
    rf"|typically\s|normally\s|only\s)?(?:falls|comes))\s(?:about\s|around\s|roughly\s|maybe\s)?(?:once|twice"
    rf"|(?:{_NUMBER_EN}|a\sfew|a\scouple\sof)\stimes)(?:\s(?:or|to)\s(?:twice|{_NUMBER_EN}(?:\stimes)?))?\b"
    rf"|\b(?:falling|spread(?:\sout)?)\s(?:on|over|across)\s(?:about\s|around\s|roughly\s|some\s"
    rf"|approximately\s)?{_NUMBER_EN}(?:\s?(?:to|-|–|or)\s?{_NUMBER_EN})?\s(?:wet\s|rainy\s|snowy\s)?days\b"
    # "눈 오는 날: 한 달에 닷새쯤" (round 36): the kind of day as a list line's label
    r"|(?:비|눈|강수|강설|영하)(?:가|이)?\s?(?:오는|내리는|온|인)?\s?날(?:이|은|수는|수가)?\s?[:：]?\s?(?:\S+\s){0,2}?"
    # the month it counts in may stand before the count ("눈 오는 날은 보통 한 달에 이틀 안팎")
    r"(?:(?:한\s?)?달(?:에|에는|마다)\s|매달\s|매월\s)?"
    # round 52 (r52a): a range of counts is a count too ("한 달에 2~3일 정도", "5-6일쯤")
    rf"(?:약\s?|한\s?|평균\s?)?(?:\d{{1,2}}(?:\s?[~～〜\-–]\s?\d{{1,2}})?\s?(?:일|번|회)|{_NATIVE_DAYS})"
    # round 52 (r52a): how many times it falls in a month, before its verb ("눈은 한 달에 두세 번
    # 정도 와요", "비는 매달 5~6일 내려요")
    rf"|(?:눈|비)(?:은|는|이|가|도)?\s(?:(?:(?:한\s?)?달(?:에|에는|마다)|매달|매월|보통|평균|대개)\s){{0,2}}"
    rf"(?:약\s?)?(?:\d{{1,2}}(?:\s?[~～〜\-–]\s?\d{{1,2}})?\s?(?:일|번|회|차례)|(?:한두|두세|두어|서너|너덧|네댓|대여섯|예닐곱|한|두|세|네|다섯|여섯)\s?(?:번|차례)"
    rf"|{_NATIVE_DAYS})(?:\s?(?:정도|쯤|가량|안팎|남짓))?(?:은|는|씩)?\s(?:\S+\s)?(?:와|오|내리|내려|온)"
    r"|강수\s?일수",
    re.I,
)
_COUNTED_DAYS = gated(_COUNTED_DAYS)  # :mod:`.opening_gate`: the same matches, skipped to
_DAYS_IN_TOOLS = re.compile(r"days|일수|\"\w*_days", re.I)
# round 51 (r51b): a share of the month's days of a kind ("한 달 중 절반 이상은 영하로 떨어집니다",
# "12월은 대부분 영하예요", "영하인 날이 한 달의 절반이 넘어요", "more than half the days drop below
# freezing", "it freezes on most nights"): a frequency in other words, which a month's means never give
_SHARE = r"(?:절반|반|대부분|태반|거의\s?매일|날마다|\d\s?분의\s?\d|사흘에\s?(?:하루|한\s?번)|이틀에\s?(?:하루|한\s?번))"
_KIND_KO = r"(?:영하|눈|비|서리|얼음|결빙|한파)"
_SHARE_KO = re.compile(
    rf"(?:(?:한|이번|이|그)\s?달|\d{{1,2}}\s?월)(?:의|은|는|\s?중(?:에)?|\s?동안|\s?내내)?\s(?:\S+\s)?{_SHARE}"
    r"(?:\s?(?:이상|넘게|가까이|정도|가량|쯤|이\s?넘는|의\s?날))?(?:은|이|는|가|동안)?\s(?:\S+\s){0,2}?"
    rf"{_KIND_KO}(?:가|이|로|으로|권|인|예|이에|입)"
    rf"|{_KIND_KO}[^.!?\n,;]{{0,12}}?날(?:이|은|도|들이)?\s(?:(?:한|이번|이|그)\s?달|\d{{1,2}}\s?월)?(?:의|\s?중)?\s?"
    rf"{_SHARE}(?:\s?(?:이상|넘|가까이|정도|가량|쯤))?(?:이|은|을|를|에|쯤|이에요|예요|입니)"
)
_SHARE_EN = re.compile(
    r"\b(?:(?:more\sthan|over|about|around|nearly|almost|roughly|well\sover)\s)?(?:half|most|the\smajority"
    r"|a\sthird|two-thirds|a\squarter)\s(?:of\s)?(?:the\s|its\s|\w+'s\s)?(?:days|nights|mornings)\b"
    r"[^.!?\n,;]{0,40}?\b(?:below\s(?:freezing|zero|0)|freez\w*|sub-zero|frost\w*|snow\w*|rain\w*)"
    r"|\b(?:below\s(?:freezing|zero|0)|freezes|snows|rains)\s(?:on\s)?(?:(?:more\sthan|over|about|around"
    r"|nearly|almost|roughly)\s)?(?:half|most|the\smajority)\s(?:of\s)?(?:the\s)?(?:days|nights|mornings)\b",
    re.I,
)


# when a season's event usually comes (round 36): "첫눈은 보통 11월 말쯤 와요", "장마는 6월 하순에
# 시작돼요", "the first snow usually falls in late November": a date no monthly normal gives (its
# figures are one month's means), unless an output names the event itself (a tip on 첫눈)
_SEASON_EVENT = re.compile(
    # round 59 (r59f): also as a list line's label ("- 첫눈: 보통 12월 초순", "장마 : 6월 하순")
    r"(?P<ko>첫\s?(?:눈|서리|얼음)|장마)(?:은|는|이|가|도|\s?[:：])?\s(?:\S+\s){0,2}?\d{1,2}\s?월"
    r"(?:\s?(?:초|중순|하순|말|께|쯤|경)[가-힣]*)?(?:\s[가-힣]*(?:와|오|내리|내려|시작|들어|얼어|끝나)[가-힣]*)?"
    r"|\b(?P<en>first\s(?:snow(?:fall)?|frost))\b[^.!?\n,;]{0,30}?\b(?:(?:early|mid|late)[-\s])?"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\b",
    re.I,
)


def climate_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """How often days of a kind come, stated over monthly normals that count no days (``눈 오는
    날: 한 달에 닷새쯤``, ``falling on roughly 7 days``), and when a season's event comes, over
    normals that do not name it (``첫눈은 보통 11월 말쯤 와요``; over a tip on 첫눈 it passes)."""
    if weather_kinds(sources) != {"monthly_normal"}:
        return []
    tools = lowered_text(sources)
    counts = _DAYS_IN_TOOLS.search(tools) is None
    out: list[Claim] = []
    for clause in _CLAUSE.finditer(answer):
        text = clause.group(0)
        if counts and (
            m := _OFTEN_KO.search(text)
            or _OFTEN_EN.search(text)
            or _COUNTED_DAYS.search(text)
            or _SHARE_KO.search(text)
            or _SHARE_EN.search(text)
        ):
            why = "the weather output is a monthly normal: it counts no days of any kind"
        elif (m := _SEASON_EVENT.search(text)) and unspaced(
            (m.group("ko") or m.group("en") or "").lower()
        ) not in unspaced(tools):
            why = "the weather output is a monthly normal: it dates no season's event"
        else:
            continue
        if _UNSURE.search(text):
            continue
        at = clause.start() + m.start()
        out.append(Claim(m.group(0), "condition", "climate", at, at + len(m.group(0)), why))
    return out


@per_stage
def weather_kinds(sources: tuple[str, ...]) -> frozenset[str]:
    """The kinds of the weather outputs that carry no forecast, where no tool output names one
    (empty otherwise: nothing to read)."""
    kinds = (
        frozenset(k for o in json_objects(sources) if isinstance(k := o.get("kind"), str))
        & NOW_KINDS
    )
    if not kinds or _FORECAST_IN_TOOLS.search(lowered_text(sources)):
        return frozenset()
    return kinds


def forecast_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The forecasts ``answer`` states where the weather outputs carry none."""
    kinds = weather_kinds(sources)
    if not kinds:
        return []
    normals = kinds == {"monthly_normal"}  # "expect rain in July" is a month's climate
    out: list[Claim] = []
    for clause in _CLAUSE.finditer(answer):
        text = clause.group(0)
        if _doubted(text) or (normals and not _TIMED.search(text)):
            continue
        m = _FORECAST_EN.search(text) or _FORECAST_KO.search(text)
        if m is None or left_open(answer, clause.start() + m.end()):
            continue  # "내일 비나 눈이 올지까지는 말씀드리기 어렵습니다": left open
        at = clause.start() + m.start()
        why = "the weather outputs are observations or normals: no tool output gives a forecast"
        out.append(Claim(m.group(0), "condition", "forecast", at, at + len(m.group(0)), why))
    return out
