"""A weather word that states no weather: advice, a condition, a question left open, a hazard's name.

A weather word (``비``, ``눈``, ``rain``, ``snow``, a forecast ``내일 비가 올``) asserts a fact only when it
says what the weather is, was or will be at a place and time. Real answers use the same words
without saying so, and each such use is read here off the words around it, never off one answer:

- *left open*: the answer says it cannot tell (``비 소식을 확실히 말씀드리기 어려워요``, ``내일 비나
  눈이 올지까지는 말씀드리기 어렵습니다``, ``I can't confirm rain for Saturday``): the weather word is the
  object of a verb of telling that is refused or said to be hard;
- *a condition's clause*: English ``if``/``unless``/``in case`` opening the clause that holds the word
  (``If there is any chance of rain or snow, keep …``), Korean ``면`` closing it (``비 소식이 확실하지
  않으면``), the clause holding no link that states it first (``비가 와서 … 젖으면``: the rain is stated);
- *only possible* (round 34): a modal before the word in its clause (``it may snow``, ``some of
  it could fall as snow``) or ``is possible`` / ``can't be ruled out`` right after it;
- *kept from the weather*: the word as what a thing is kept from (``keep them out of the rain``,
  ``protect the boxes from snow``): advice about exposure, no day's sky;
- *to be checked*: the word as what the user is told to check (``그날 비나 눈 소식은 예보로 따로
  확인하시고``, ``check the forecast for snow``), with no link in between that states it first
  (``눈 소식이 있으니 확인하세요``: the snow is stated). A day is read so too when its clause is the
  weather's (``주말 당일 날씨는 … 예보로 한 번 더 확인해 보세요``, ``check the weekend forecast``):
  :mod:`.weekdays` asks :func:`to_check` of every day.

- *a kind of day*: the word, or its negation, before 날 (``맑은 날 넣어 두세요``, ``비 소식이 없는 날로
  잡으시는 걸 추천해요``): any such day, no day's weather, unless one is said to be it (``맑은 날이에요``,
  ``내일은 비 소식이 없는 날이에요``: :data:`ANY_DAY` rejects them);
- *a source's name*: the English word before a report or radar it names (``the resort's snow
  report``, ``a rain radar app``): where to look, no weather (``the snow report says it's snowing``
  still states the ``snowing``).

(A hazard's name, ``heavy snow advisory``, is left a sky word: the advisory's area in English,
``the Gangwon East Coast``, binds no record yet, and the sky is what still catches a swapped one.)

:mod:`.weather` asks :func:`unsaid` of every sky word; :mod:`.forecast` asks :func:`left_open` of
every forecast it reads. The mirror stays caught: ``비가 와요``, ``it is raining``, ``강수: 비``.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.unreported_weather import not_in_data

__all__ = ["ANY_DAY", "left_open", "to_check", "unsaid"]

# "맑은 날 넣어 두세요", "흐린 날엔", "비 소식이 없는 날로": a kind of day (matched right after the
# adnominal 은/린/는), unless said to be one ("맑은 날이에요", "없는 날입니다")
ANY_DAY: Final = re.compile(r"\s?날(?!씨|이\s?(?:에요|예요|다|될|겠|야)|입니|일\s?거)")

# Korean: the word, then (in its clause) a verb of telling refused or said to be hard ("말씀드리기
# 어려워요", "알려 드릴 수 없어요", "확인이 안 돼요", "모르겠어요"); an indirect question ending the
# word's clause ("올지", "내릴지") already leaves it open where a verb of telling follows
_TELL_KO: Final = re.compile(
    r"[^.!?\n,;]{0,24}?(?:(?:말씀|알려|안내|확인|예측|장담)\s?(?:(?:해\s?)?드리기|하기|할\s?수|드릴\s?수"
    r"|이|은|는|까지는)?\s?(?:가\s|는\s|도\s)?(?:어렵|어려|힘들|없|안\s?(?:돼|되|됩)|못)"
    r"|알\s?수\s?(?:가\s|는\s)?없|모르겠|모릅니다)"
)
# English: a refused verb of telling before the word in its sentence ("I can't confirm rain",
# "I'm not able to say whether snow is coming", "I don't know if there'll be rain")
_TELL_EN: Final = re.compile(
    r"\b(?:can't|cannot|can\snot|couldn't|unable\sto|not\sable\sto|don't|do\snot|doesn't)\s"
    r"(?:\w+\s){0,2}?(?:tell|say|confirm|know|predict|promise|guarantee|see)\b[^.!?\n;]{0,40}$",
    re.I,
)
# English: the clause holding the word is opened by a condition ("If there is any chance of rain")
_IF_EN: Final = re.compile(r"\b(?:if|unless|in\scase|whether)\b[^.,;:!?\n—]{0,48}$", re.I)
# Korean: the word's clause closes in a condition ("비 소식이 확실하지 않으면", "비가 조금이라도
# 온다면"), with no link before it that states the word first ("와서", "오고", "오니까", "오는데")
_IF_KO: Final = re.compile(
    r"(?:(?![가-힣]*(?:서|고|니|는데|지만|어|아|여|해)\s)[^.!?\n,;]){0,16}?[가-힣](?:면|다면)(?=[\s,]|$)"
)
# kept from the weather: "out of the rain", "away from snow", "protect … from the rain"
_KEPT_FROM: Final = re.compile(
    r"\b(?:out\sof|away\sfrom|safe\sfrom|(?:protect|shelter|shield|guard|cover|keep)\w*\s"
    r"(?:[\w']+\s){0,3}?(?:from|against))\s(?:the\s|any\s)?$",
    re.I,
)


# Korean: the word's clause closes in advice to check ("확인하세요", "확인해 보세요", "확인하시고",
# "살펴보세요"), no link before it that states the word first ("있으니", "와서", "오는데", "휴무라")
_CHECK_KO: Final = re.compile(
    r"(?P<gap>(?:(?![가-힣]*(?:서|고|니|는데|지만|어|아|여|해|라|므로|니까)\s)[^.!?\n,;]){0,40}?)"
    r"(?:(?:확인|체크)\s?(?:하시|해\s?(?:보|주|두)|하세요|하십시오|바랍|하는\s?게|해야|이\s?필요|하면\s?좋)"
    r"|(?:살펴|알아)\s?보(?:세요|시고|시는|셔야|시길|시면))"
)
# English: the word is what "check" is asked of, only a forecast's words between ("check the
# forecast for rain", "check for snow", "check the weekend forecast")
_CHECK_EN: Final = re.compile(
    r"\b(?:check|re-?check|double-check)(?:ing)?\s(?:(?:the|this|next|a|your|local|latest|weather"
    r"|forecast|app|again|any|for|about|on|before|closer|to|ahead|of|kma|korea|meteorological"
    r"|administration)\s){0,6}$",
    re.I,
)
# English: the word names a source of weather news after it ("the resort's snow report", "rain radar")
_SOURCE_AFTER_EN: Final = re.compile(
    r"\s(?:report|radar|map|app|cam|webcam|gauge|update)s?(?![\w'])", re.I
)
_WEATHER_WORD: Final = re.compile(r"날씨|예보|기상|weather|forecast", re.I)

# English: the word said only to be possible (round 34) — a modal before it in its clause ("it may
# snow", "some of it could fall as snow", "there might be rain") or "possible" / "can't be ruled
# out" right after it ("snow is possible"): no weather stated, as Korean "눈이 올 수도 있어요" states
# none (its "올" is no sky reading)
_MAYBE_BEFORE_EN: Final = re.compile(r"\b(?:may|might|could)\s(?:[\w']+\s){0,4}$", re.I)
_MAYBE_AFTER_EN: Final = re.compile(
    r"\s(?:is|are)\s(?:also\s|still\s)?possible\b|\s(?:can't|cannot|can\snot)\sbe\sruled\sout",
    re.I,
)


def to_check(text: str, start: int, end: int, *, day: bool = False) -> bool:
    """Whether the word ``text[start:end]`` is what the answer tells the user to check; a day
    (``day``) only when the weather is what is checked."""
    m = _CHECK_KO.match(text, end)
    if m is not None:
        return not day or _WEATHER_WORD.search(m.group("gap")) is not None
    head = _sentence_head(text, start)[-80:]
    if _CHECK_EN.search(head) is None:
        return False
    return not day or bool(_WEATHER_WORD.search(head) or _WEATHER_WORD.match(text, end + 1))


def _sentence_head(text: str, start: int) -> str:
    cut = max(text.rfind(c, 0, start) for c in ".!?\n")
    return text[cut + 1 : start]


def left_open(text: str, end: int) -> bool:
    """Whether the weather words ending at ``text[end]`` are what the answer says it cannot tell
    (``비 소식을 말씀드리기 어려워요``, ``올지까지는 말씀드리기 어렵습니다``)."""
    return bool(_TELL_KO.match(text, end))


def unsaid(text: str, start: int, end: int) -> bool:
    """Whether the weather word ``text[start:end]`` (its joined words included: ``rain or snow``)
    states no weather: left open, in a condition's clause, a source's name, or what a thing is kept
    from (``I can't tell whether it'll snow``, ``the resort's snow report``; not ``it's snowing``)."""
    head = _sentence_head(text, start)
    if left_open(text, end) or _TELL_EN.search(head):
        return True
    if _IF_EN.search(head) or _IF_KO.match(text, end):
        return True
    if _MAYBE_BEFORE_EN.search(head[-48:]) or _MAYBE_AFTER_EN.match(text, end):
        return True
    if _SOURCE_AFTER_EN.match(text, end):
        return True  # "the resort's snow report": a source named
    if not_in_data(text, head, end):
        return True  # "The data does not include … snow days", "눈이 … 데이터에 나와 있지 않아요"
    return bool(_KEPT_FROM.search(head[-48:])) or to_check(text, start, end)
