"""A forecast stated over weather outputs whose kind carries none.

Our weather tools say what kind of figure they give (``kind``): ``observation`` (the KMA nowcast),
``model_current`` (a model's current analysis), ``monthly_normal`` (a month's climate normal).
None of them is a forecast: a statement of what the weather will do (``Showers are expected
later this afternoon``, ``it'll rain tonight``, ``오후에 비 소식이 있어요``, ``내일은 눈이
오겠어요``, when it will stop: ``The precipitation should stop by early afternoon``, ``비는 오후에
그칠 거예요``, or with the event left unsaid: ``오후 들어 그칠 예정``, a chance of rain: ``강수확률 30%``) is invented over them, whatever the figures
beside it (a humidity of 69 % is no rain chance of 69 %). Rain or snow now is the
observation's to support (:mod:`.weather` reads the sky), not this module's.

Read only when some tool output has one of those kinds and no tool output names a forecast
(``forecast``, ``예보``, ``fcst``, ``pop``, a daily or hourly series, ``tomorrow``/``내일``); over
normals alone, only a forecast that names a time or is one by name (``expect showers in July`` is
the month's climate, ``비 소식이 있어요`` is not). Unsure readings never flag: a clause that is
negated, asked, hedged, conditional or advice to check a forecast (``I don't have a forecast``,
``check a live forecast before you go``, ``it may rain``, ``비가 오면``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_objects, lowered_text, per_stage

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
    rf"\b{_EVENT_EN}\s(?:is|are)\s(?:\w+\s)?(?:expected|forecast(?:ed)?|predicted|likely|on\sthe\sway"
    rf"|coming)\b|\b(?:expect(?:ed)?|forecast(?:ed|s)?|predict(?:ed|s)?)\s(?:some\s|a\sfew\s)?{_EVENT_EN}"
    rf"|\b(?:will|'ll|going\sto|should)\s(?:\w+\s)?(?:rain|snow|clear\sup|pour|drizzle|be\s(?:rainy"
    rf"|snowy|wet|stormy|cloudy|sunny|clear)|turn\s(?:rainy|cloudy|sunny|wet))\b|\b{_EVENT_EN}\s(?:\w+\s)?{_WHEN_EN}\b|\b{_WHEN_EN}\s(?:\w+\s){{0,2}}{_EVENT_EN}\b"
    rf"|\b(?:chance|risk)\sof\s{_EVENT_EN}"
    rf"|\b(?:precipitation|{_EVENT_EN})\s(?:\w+\s)?(?:should|will|'ll|(?:is|are)\s(?:expected|likely"
    rf"|going)\sto)\s(?:\w+\s)?(?:stop|end|ease|let\sup|clear|taper\soff)\b",
    re.I,
)
_EVENT_KO = r"(?:비|눈|소나기|빗방울|장맛비|진눈깨비)"
_FORECAST_KO = re.compile(
    r"강수\s?확률|비\s?(?:올|내릴)\s?확률|"
    rf"{_EVENT_KO}(?:가|이|는|도)?\s?(?:올\s?(?:예정|거|것|듯)|내릴\s?(?:예정|거|것|듯)|오겠|내리겠"
    rf"|예보|소식|오기\s?시작|그치겠)|(?:흐리|맑)겠|(?:흐려|맑아)질\s?(?:거|것|예정)"
    rf"|{_EVENT_KO}(?:은|는|이|가|도)?\s(?:\S+\s)?그(?:치겠|칠\s?(?:예정|거|것|듯))"
    rf"|(?:오후|저녁|밤|내일|모레|이따|나중)(?:에는|에|엔|부터|쯤|께)\s?(?:\S+\s)?{_EVENT_KO}"
    rf"(?:가|이)?\s?(?:와|오|내려|내리|올|내릴|예정|소식)"
    # when it will stop, the event left unsaid: "오후 들어 그칠 예정이니", "밤부터 갤 거예요"
    r"|(?:오후|저녁|밤|오늘|내일|모레|이따|곧|조만간|나중)(?:\s?들어|에는|에|엔|부터|쯤|께|되면|엔가)?"
    r"\s(?:\S+\s)?(?:(?:그치|멎|개|잦아들)겠|(?:그칠|멎을|갤|잦아들|그쳐질)\s?(?:예정|거|것|듯))"
)
# a clause's end: a comma or semicolon, a dash, "so", "but", "하니까"-like links
_CLAUSE = re.compile(r"[^.!?\n,;—]+")
_UNSURE = unsure(r"\bif\b|in\scase|unless|without|check|look\sat|면\s|경우|때|확인|만약|지도\s?몰")
# over normals alone, a forecast names a time or is one by name ("expect rain in July" is climate)
_TIMED = re.compile(
    rf"{_WHEN_EN}|forecast|chance\sof|오후|저녁|밤|내일|모레|이따|예보|확률|소식", re.I
)


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
        if _UNSURE.search(text) or (normals and not _TIMED.search(text)):
            continue
        m = _FORECAST_EN.search(text) or _FORECAST_KO.search(text)
        if m is None:
            continue
        at = clause.start() + m.start()
        why = "the weather outputs are observations or normals: no tool output gives a forecast"
        out.append(Claim(m.group(0), "condition", "forecast", at, at + len(m.group(0)), why))
    return out
