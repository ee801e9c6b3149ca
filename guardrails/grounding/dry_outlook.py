"""A forecast of dry weather stated over weather outputs that carry no forecast.

:mod:`.forecast` reads a forecast of weather to come (``Showers are expected later``, ``내일은 눈이
오겠어요``). Its mirror image is a forecast too: that the weather *will stay* dry (``It should stay
dry through the evening``, ``the rest of the day looks dry``, ``no rain is expected tonight``,
``내일은 비 소식이 없으니``, ``밤까지 눈 예보가 없어서``, ``저녁까지 비는 안 올 거예요``). An observation says the weather now
(``precipitation: none``), a monthly normal what the month usually brings; neither says that the
coming hours or tomorrow will be dry, so the claim is the writer's own. It is read only when
:func:`.forecast.weather_kinds` finds weather outputs and no output names a forecast.

Unsure readings never flag: a condition (``if it stays dry``, ``비 소식이 없으면``), a question
or an indirect one (``비 소식이 없는지``), advice to check a forecast (``확인``, ``check``), a
negation of the claim (``I can't say whether it will stay dry``), a hedge (``may``, ``수도``), and
what the answer says it cannot tell (:func:`.weather_advice.left_open`), and no news of rain
said of now over a dry observation (:mod:`.observed_dry`). Dry *now* (``no
precipitation at the moment``, ``지금은 비가 안 와요``) is the observation's, read by
:mod:`.weather`.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.forecast import weather_kinds
from guardrails.grounding.hedges import unsure
from guardrails.grounding.observed_dry import dry_now
from guardrails.grounding.weather_advice import ANY_DAY, left_open

__all__ = ["GATE", "dry_outlook_claims"]

# the words every reading below needs (tested on the answer before any clause is read)
GATE: Final = re.compile(
    r"dry|rain-free|no\s(?:rain|snow|precipitation|showers)|소식|예보|안\s?(?:올|오겠)|않을", re.I
)

_WHEN_EN = (
    r"(?:through|until|till|into|for\sthe\srest\sof|all)\s(?:the\s)?(?:evening|afternoon|night|day"
    r"|tonight|tomorrow|weekend|morning)|tonight|tomorrow|later(?:\stoday)?|this\s(?:afternoon|evening)"
    r"|the\srest\sof\sthe\sday|the\scoming\shours"
)
_WHEN: Final = re.compile(_WHEN_EN, re.I)
_DRY_EN: Final = re.compile(
    # "It should stay dry through the evening", "the weather will remain dry tonight"; round 57
    # (r57a): said as the forecast's ("the afternoon is forecast to stay dry")
    r"\b(?:it|it's|it’s|weather|skies|conditions|the\s(?:day|evening|afternoon|night|rest\sof\sthe\sday))"
    r"\s?(?:should|will|'ll|’ll|(?:is|are)\s(?:expected|likely|going|forecast(?:ed)?|predicted|set|due|supposed)\sto"
    r"|looks\s(?:set|likely)\sto)\s(?:\w+\s)?"
    r"(?:stay|remain|be|keep|hold)\s(?:\w+\s)?(?:dry|rain-free|clear)\b"
    # "the rest of the day looks dry"
    rf"|\b(?:{_WHEN_EN})\s(?:looks|should\sbe|will\sbe|is\sexpected\sto\sbe)\s(?:\w+\s)?(?:dry|rain-free)\b",
    re.I,
)
_NO_RAIN_EN: Final = re.compile(
    r"\bno\s(?:rain|snow|precipitation|showers)\s(?:is\s|are\s)?(?:expected|forecast(?:ed)?|predicted"
    r"|in\sthe\sforecast|on\sthe\sway|coming)\b",
    re.I,
)
_EVENT_KO = r"(?:비|눈|소나기|강수|빗방울)"
_NO_RAIN_KO: Final = re.compile(
    # "내일은 비 소식이 없으니", "비 예보는 없어요"
    rf"{_EVENT_KO}\s?(?:소식|예보)(?:이|가|은|는|도)?\s?(?:없|안\s?보이|안\s?잡혀)"
    # "저녁까지 비는 안 올 거예요", "내일 눈이 오지 않을 거예요"
    rf"|(?:오늘|내일|모레|오후|저녁|밤|이따|주말)[가-힣]{{0,3}}\s(?:\S+\s)?{_EVENT_KO}(?:가|이|는|은|도)?\s?"
    r"(?:안\s?(?:올|오겠|내릴|내리겠)|오지\s?않(?:을|겠)|내리지\s?않(?:을|겠))"
)
# a clause's end: a sentence end, a comma or semicolon, a dash
_CLAUSE: Final = re.compile(r"(?:[^.!?\n,;—]|\.(?=\d))+")
_UNSURE: Final = unsure(
    r"\bif\b|in\scase|unless|whether|check|look\sat|확인|만약|지도\s?몰|지\s?모르"
)
# the doubts of a negated forecast, whose own words carry a negation (no ``없``/``no`` here)
_UNSURE_NEG: Final = re.compile(
    r"\?|\bif\b|unless|whether|check|can't|cannot|don't|\bnot\b|확인|만약|수도\s?있|혹시|모르|어렵|알\s?수",
    re.I,
)
# a condition or a question right after the negation: "없으면", "없는지", "없다면"; or a kind of day
# it makes ("비 소식이 없는 날로 잡으세요", :data:`.weather_advice.ANY_DAY`; not "없는 날이에요")
_AFTER_NEG: Final = re.compile(
    rf"[가-힣]?(?:으면|다면|는지|을지|으니까\s?괜찮은지)|는(?={ANY_DAY.pattern})"
)


def dry_outlook_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The forecasts of dry weather ``answer`` states where the weather outputs carry none."""
    if not weather_kinds(sources) or not GATE.search(answer):
        return []
    out: list[Claim] = []
    for clause in _CLAUSE.finditer(answer):
        text = clause.group(0)
        m = _DRY_EN.search(text)
        if m is not None:
            if _UNSURE.search(text):
                continue
            if m.group(0)[:2].lower() == "it" and not _WHEN.search(text):
                continue  # "cover it so it should stay dry": the thing kept dry, not the weather
        else:
            m = _NO_RAIN_EN.search(text) or _NO_RAIN_KO.search(text)
            if m is None or _UNSURE_NEG.search(text):
                continue
            if _AFTER_NEG.match(text, m.end()):
                continue
        if left_open(answer, clause.start() + m.end()):
            continue
        if dry_now(answer, clause.start() + m.start(), clause.start() + m.end(), sources):
            continue  # "… 강수 없음입니다. 비 소식이 없어서 …": the observation, said of now
        at = clause.start() + m.start()
        why = (
            "the weather outputs are observations or normals: no tool output says it will stay dry"
        )
        out.append(Claim(m.group(0), "condition", "forecast", at, at + len(m.group(0)), why))
    return out
