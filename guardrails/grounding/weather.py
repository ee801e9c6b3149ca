"""Weather statements: sky conditions (맑음, 흐림, 비 소식, snow) unless negated, conditional or
compared, and days of rain or snow in climate normals (눈 오는 날 6일, 2 snow days).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_END, _add, _Scan, contains_any
from guardrails.grounding.colour_words import among_colours
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.weather_advice import ANY_DAY, unsaid

# "clear" is the sky when nothing follows it or a word of time, weather or place does ("clear
# skies", "clear and 5°C", "clear in Seoul"); before any other word it describes a thing ("clear
# PET", "clear compressed PET", "clear bottles", "clear the bin"), also after a gloss in brackets
# ("clear (white) glass")
_SKY: Final = (
    ("맑", re.compile(r"맑(?:고|아|음|은|습|겠|네)|화창|(?<![a-z])clear(?![-\w])(?!\s?\([^()]{1,20}\)\s?(?!(?:skies|sky|weather|days?|mornings?|afternoons?|evenings?|nights?|conditions|and|with|at|in|on|today|tonight|tomorrow|now|all|across|over|for|but|through\w*|until|while|so)\b)[a-z])(?! (?!(?:skies|sky|weather|days?|mornings?|afternoons?|evenings?|nights?|conditions|and|with|at|in|on|today|tonight|tomorrow|now|all|across|over|for|but|through\w*|until|while|so)\b)[a-z])(?!:?\s?(?:[₩$]|\d[\d,.]*\s?(?:원|won|krw)))|sunny", re.I)),
    ("흐림", re.compile(r"흐리|흐려|흐림|흐린|overcast", re.I)),
    ("구름", re.compile(r"구름|cloudy", re.I)),
    ("비", re.compile(r"비가(?=[^!?\n]{0,16}?(?:오|내리|와))|(?<![가-힣])비로(?=\s?(?:(?:주로|자주|대부분|거의)\s?)?(?:내리|내려|내린|와|오))|빗방울|비\s?소식|비\s?예보|(?<![a-z])rain(?:ing|y)?(?![a-z])", re.I)),
    ("눈", re.compile(r"눈이(?=[^!?\n]{0,16}?(?:오|내리|와))|(?<![가-힣])눈으로(?=\s?(?:(?:주로|자주|대부분|거의)\s?)?(?:내리|내려|내린|와|오))|눈\s?소식|눈\s?예보|(?<![a-z])snow(?:ing|y)?(?![a-z])", re.I)),
)  # fmt: skip
_NEGATED = re.compile(r"^[^.!?\n]{0,6}(?:없|않|안\s?(?:오|와|내)|no\b|not\b|none\b)", re.I)
# a weather word as one of the measures listed ("the latest temperature, rain and wind"): the name
# of a figure to look up, not the sky stated (found on prod_holdout16 g30h2-0050)
_MEASURES = r"(?:temperatures?|temp|humidity|wind(?:\sspeed)?|기온|습도|바람)"
_LISTED_BEFORE = re.compile(rf"{_MEASURES},\s$", re.I)
_LISTED_AFTER = re.compile(rf",?\s(?:and\s|or\s)?{_MEASURES}\b", re.I)
_NEG_BEFORE = re.compile(r"(?:\bno|\bnot|without|zero|\bany)\s$", re.I)
_COMPARED = re.compile(r"^\s?(?:더|덜|많이|적게|자주|more|less)")
# "if rain is possible", "혹시 비가 오면", "414 mm of rain": not a sky condition stated as fact
_NOT_STATED_BEFORE = re.compile(
    r"(?:\bif|\bin case(?: of)?|\bwhen|\bunless|혹시|만약|만일|(?:mm|㎜|millimet(?:er|re)s?)(?: of)?)\s$"
    # "can't tell whether it'll rain": a question the answer leaves open
    r"|\b(?:whether|if)\s(?:or not\s)?(?:it|there)(?:'ll|'s going to|\swill|\swould|\sis going to)"
    r"(?:\sbe)?\s$",
    re.I,
)
_NOT_STATED_BEFORE = gated(_NOT_STATED_BEFORE)  # :mod:`.opening_gate`: the same matches, skipped to
_CONDITIONAL = re.compile(
    r"^[^.!?\n]{0,3}(?:면|ㄹ\s?때|올\s?때|을\s?때|는\s?날|경우|if\b|(?:올|내릴|오는|내리는)지)"
    r"|^\s?[이가]?\s?있(?:으면|을\s?(?:때|경우)|는지)",  # "눈 소식이 있으면 덮어 두세요"
    re.I,
)  # "비가 올지는 알 수 없어요": left open
# "a 40% chance of rain", "60% rain chance", "비가 올 확률 30%": a probability the answer states
# as a figure (checked as a percent), not a sky stated as fact; without a figure it stays a sky
_CHANCE_BEFORE = re.compile(r"(?:chance|probability|odds|likelihood)s?(?: of)?\s$|%\s$", re.I)
_CHANCE_AFTER = re.compile(
    r"^[^.!?\n]{0,4}(?:확률|가능성)|^\s?(?:chances?|probability|odds)\b", re.I
)
_PERCENT = re.compile(r"\d\s?(?:%|퍼센트|percent)", re.I)

_G_WEATHER_DAYS = ("눈", "비", "강수", "강설", "강우", "snow", "rain", "precipitation")
_G_FALLS = ("비가", "눈이", "비 와", "눈 와", "비 오", "눈 오", "비 내", "눈 내")
_H_DECIMAL_DAYS = re.compile(r"\.\d\s?일")
_G_SKY = ("맑", "흐", "구름", "강수", "비가", "비 소", "비소", "비 예", "비예", "빗", "눈이", "눈 소", "눈소",
          "눈 예", "눈예", "눈으로", "비로", "화창", "clear", "sunny", "overcast", "cloud", "rain", "snow")  # fmt: skip
# (the literal starts of the _SKY patterns: "비용" and "눈길" start no sky scan)
# the kind a precipitation falls as ("강수는 대부분 눈으로 내리니", "비로 와요", round 34): a sky
# stated, which monthly normals (an amount alone) never give for snow (rain stays read off the
# amount, as "비가 와요" is); "비로소" and "눈으로 확인" are none

# days of rain or snow in climate normals ("눈 오는 날은 평균 6일", "about 2 snow days",
# "the most snow days (9.8)"): a quantity in days, checked against the evidence's day counts
_WEATHER_DAYS = re.compile(
    r"(?:눈|비|강수|강설|강우)\s?(?:이\s?)?(?:오는|온|내리는|내린)?\s?(?:날|일수)[^.!?\n\d]{0,14}?"
    r"(?P<a>\d{1,2}(?:\.\d)?)(?:\s?일(?!(?!쯤|정도|가량|꼴|이에요|예요|입니|이고|이라)[가-힣]"
    r"|\s?(?:뒤|후|전|이내|안에|내|까지|부터|간|동안))"
    # round 51 (r51b): the Korean kind of day with its count in English ("눈 오는 날: about 5
    # days"), a mixed line as bilingual answers write it
    r"|\s(?:days?)\b(?!\s(?:later|ago|before|after|from)\b))"
    r"|(?P<b>\d{1,2}(?:\.\d)?)\s(?:snow|rain|rainy|snowy|precipitation|wet)\s?days?\b"
    r"|\b(?:snow|rain|rainy|snowy|precipitation)\s?days\b[^.!?\n\d]{0,12}?\(?(?P<c>\d{1,2}(?:\.\d)?)\b"
    r"|(?<![\d.])(?P<d>\d{1,2}\.\d)\s?일(?=[\s,.)\]/]|$|로|이|은|는|보다|정도|꼴)"
    # the days a normal's precipitation falls on, after it ("18.4 mm spread over around 9 days",
    # "평균 6일 정도 비가 와요"): read only in a sentence that names a normal or an average
    r"|\b(?:over|on|across)\s(?:(?:about|around|roughly|some|only|just|approximately)\s){0,2}"
    r"(?P<e>\d{1,2}(?:\.\d)?)\s(?:days?)\b"
    r"|(?<![\d.])(?P<f>\d{1,2}(?:\.\d)?)\s?일\s?(?:정도|가량|쯤|꼴)?\s?(?:은\s?|는\s?)?(?:비|눈)(?:가|이)?\s?"
    r"(?:와|오|내|온)",
    re.I,
)  # (a decimal number of days is an average: "강릉(4.8일)")
_WEATHER_DAYS = gated(_WEATHER_DAYS)  # :mod:`.opening_gate`: the same matches, skipped to
_NORMAL = re.compile(r"normal|average|typical|usual|climat|평년|평균|보통|예년", re.I)


# a sky word is a claim only where it is said of weather: not the label of a row ("- Clear
# (white): 45 won/kg", a colour's name before its colon) nor the complement of a subject that is
# no weather ("Seocho's process is clear", "the rules are clear": a process, a material, a text)
_ROW_LABEL = re.compile(r"\s?(?:[(（][^()（）\n]{1,20}[)）]\s?)?[:：]")
_COPULA_SUBJECT = re.compile(
    r"\b([a-z]+)(?:'s)?\s(?:is|are|was|were|looks?|seems?|stays?|remains?|(?:will|should|would)"
    r"\sbe|'s)\s(?:(?:very|quite|pretty|fairly|really|fully|much|all|already|now|still|mostly)\s)?$"
)
_WEATHER_SUBJECTS: Final = frozenset(
    "sky skies weather day days today tomorrow tonight morning mornings afternoon afternoons "
    "evening evenings night nights forecast outlook it conditions week weekend there".split()
)


def said_of_weather(text: str, start: int, end: int) -> bool:
    """Whether the Latin sky word ``text[start:end]`` (``clear``) is said of weather: not a row's
    label before its colon, nor the complement of a subject no weather word names."""
    if not text[start:end].isascii():
        return True
    if (
        _ROW_LABEL.match(text, end)
        or _THING_AFTER.match(text, end)
        or _COLOUR_AFTER.match(text, end)
    ):
        return False
    if (_GLOSS_OF_THING.match(text, end) or _VALUED_GLOSS.match(text, end)) and _GLOSS_OPEN.search(
        text, max(0, start - 30), start
    ):  # "white (clear) glass", "the best glass (clear, 45)": the gloss of a thing's row, no sky
        return False
    if _ANY_DAY_BEFORE.search(text, max(0, start - 24), start) and _DAY_AFTER.match(text, end):
        return False  # "so a clear day should be fine", "pick a clear morning": any such day
    if among_colours(text, _sentence_start(text, start), _sentence_end(text, end), _WEATHER_NOUN):
        return False  # "45 won/kg for clear, 40 for brown", "백색 유리 (Clear): 45원/kg"
    if _VERB_BEFORE.search(text, max(0, start - 24), start) and not _WEATHER_NOUN.search(
        text, _sentence_start(text, start), _sentence_end(text, end)
    ):
        return False  # "items to clear", "you can clear the shelf": the verb, no sky
    subject = _COPULA_SUBJECT.search(text, max(0, start - 40), start)
    return subject is None or subject.group(1) in _WEATHER_SUBJECTS


# "clear" is a verb sharing the sky word's form after an infinitive's "to" or a person as
# subject ("items to clear", "you can clear", "we'll clear"), in a sentence that names no weather
# ("skies are expected to clear", "it will clear": the weather's, still a sky)
_VERB_BEFORE = re.compile(
    r"(?:\bto|\b(?:you|we|i|they|he|she)(?:'ll|'d|\s(?:can|could|will|would|should|must|may|"
    r"might|need\sto|have\sto|want\sto))?|\bplease|\blet's|\bhelp\s(?:you|us|me))\s$",
    re.I,
)
_WEATHER_NOUN = re.compile(
    r"\b(?:sky|skies|weather|cloud\w*|rain\w*|snow\w*|fog\w*|forecast\w*|sun\w*|showers?|"
    r"storm\w*|drizzle|mist\w*|temperatures?)\b|°|날씨|하늘",
    re.I,
)


def _sentence_end(text: str, at: int) -> int:
    m = SENTENCE_END.search(text, at)
    return m.start() if m else len(text)


# a sky word alone in brackets after a word that is no sky word, a thing's noun after the
# bracket in lower case ("white (clear) glass"; not "Seoul (clear) Busan (rain)") or a row's
# price ("백색(clear) 62원"): it glosses that thing's adjective
_GLOSS_OPEN = re.compile(
    r"(?<![A-Za-z가-힣])(?!(?:sunny|clear|fair|fine|맑음|맑은|화창한)\b)[A-Za-z가-힣]+\s?[(（]\s?$",
    re.I,
)
_GLOSS_OF_THING = re.compile(
    r"\s?[)）]\s?(?!(?:skies|sky|weather|days?|mornings?|afternoons?|evenings?|nights?|conditions"
    r"|today|tonight|tomorrow|now|all|and|with|at|in|on|for|but|until|while|so|across|over"
    r"|through\w*|expected|forecast|throughout)\b)"
    r"(?:(?-i:[a-z]{3,})|(?:[은는이가]\s?)?\d[\d,.]*\s?(?:원|won\b))",  # "백색(clear) 62원": a row's price after it
    re.I,
)
# round 48 (r48c): the bracket after a thing's noun holds the sky word and the row's bare value or
# price ("the best glass (clear, 45)", "유리 (clear, 45원)"): the row glossed, no sky ("Seoul
# (clear, 5°C)" has a unit of weather after its value, and stays a sky)
_VALUED_GLOSS = re.compile(
    r"\s?[,，:]\s?\d[\d,.]*\s?(?:원|won\b|krw\b)?(?:\s?(?:/|per)\s?kg\b)?\s?[)）]", re.I
)
# round 48 (r48c): any such day, the English of "맑은 날 넣어 두세요": an indefinite day the clause
# opens with, or one the user is told to pick ("so a clear day should be fine for the barn", "pick
# a clear morning", "on any sunny afternoon"); "it will be a clear day", "expect a clear day" are
# not read (no opening, no choosing before the article)
_ANY_DAY_BEFORE = re.compile(
    r"(?:^|[,;:—]\s|\b(?:so|then|and|but|on|for|pick|choose|wait\sfor|aim\sfor|plan\sfor|try)\s)"
    r"(?:a|any|another|one)\s(?:(?:dry|calm|fine|nice|mild)(?:,|\sand)?\s)?$",
    re.I,
)
_DAY_AFTER = re.compile(
    r"\s(?:day|morning|afternoon|evening|weekend)\b(?!\s(?:today|tomorrow))", re.I
)
# a sky word is said of the weather, not of a thing: "clear" joined to another word of the same
# thing before a material or a container ("clear and colored PET bottles", "clear/brown glass",
# "clear/brown/green glass")
_THING_AFTER = re.compile(
    r"\s?(?:and|or|&|/|,)\s?(?:[a-z]+\s?[\s/,-]\s?){0,3}?(?:pet|pe|pp|ps|bottles?|glass|plastics?|"
    r"containers?|cups?|jars?|bags?|film|vinyl|packaging|cans?|caps?|labels?|trays?|boxes)\b",
    re.I,
)
# "clear" paired with a colour of glass or plastic ("Clear가 green보다 24원 더", "clear vs brown"):
# a colour among colours, no sky (a sky is never compared with green or brown)
_COLOUR_AFTER = re.compile(
    r"\s?(?:[가이는은도와과]|and|or|vs\.?|/|,)?\s?(?:green|brown|amber|colou?red|tinted)\b", re.I
)
# precipitation words joined ("rain or snow", "rain/snow", "눈/비"): read as one, the first's
# head and the last's tail ("in case of rain or snow": both conditional)
_PRECIPITATION = r"(?:rain|snow|sleet|hail|비|눈)(?:ing|y)?"
_JOIN = r"\s?(?:or|and|/|&|,|나|이나)\s?"
_JOINED_BEFORE = re.compile(rf"(?<![a-z]){_PRECIPITATION}{_JOIN}$", re.I)
_JOINED_AFTER = re.compile(rf"{_JOIN}{_PRECIPITATION}(?![a-z])", re.I)
# the name of a measured amount, its figure after it ("rain/snow 한 달 41mm", "rain: 41 mm"): the
# figure is the claim (precipitation), the word no sky; not when it is said to fall ("눈이 조금
# (0.5mm) 내리고 있고", "light snow가 2mm 정도 내리고": a sky stated with its amount)
_MEASURED_AFTER = re.compile(
    r"(?!\s?[가이](?![가-힣]))[^.!?\n\d]{0,12}\d[\d,.]*\s?(?:mm|㎜|millimet)"
    r"(?![^.!?\n]{0,16}(?:내리|내려|내린|와요|오고|오는|왔|falling|fell|coming|expected))",
    re.I,
)
# round 57 (r57a): the words in a bracket right after a measured amount's name ("강수량 (rain/snow for
# month): 24mm", "precipitation (rain or snow)"): the name glossed, no sky
_AMOUNT_GLOSS = re.compile(
    r"(?:강수량?|강우량|강설량|precipitation|rainfall|snowfall)\s?[(（][^()（）\n]{0,12}$", re.I
)
_AMOUNT_GLOSS_END = re.compile(r"[^()（）\n]{0,20}[)）]")
# "if it snows", "when it's raining", "in case there's rain": a condition's clause, no sky stated
_CLAUSE_BEFORE = re.compile(
    r"\b(?:if|when|whenever|unless|in case|whether)\s(?:it|there)\b[^.,;!?\n]{0,16}\s$", re.I
)

# round 59 (r59f): a sentence opened by the weather it is advice for, a comma right after it ("With
# rain or snow, keep paper indoors", "In rain, cover the bags", "During snow or sleet, …"): the
# weather of a condition, as "비나 눈이 오면" is, no sky stated ("With snow falling, …" states one)
_FRAME_BEFORE = re.compile(
    r"(?:^|[.!?:\n])\s*(?:(?:\d{1,2}[.)]|[-*•▶])\s*)?(?:with|in|during)\s$", re.I
)
_FRAME_AFTER = re.compile(r"\s?(?:weather|conditions)?\s?,")


def denied(text: str, end: int) -> bool:
    """Whether the sky word ending at ``end`` is denied ("눈 소식은 없지만", "no rain"): it names
    no day's row, so it is no subject of the figures after it."""
    return bool(_NEGATED.match(text[end : end + 10]))


def _sentence_start(text: str, at: int) -> int:
    return max((e.end() for e in SENTENCE_END.finditer(text, 0, at)), default=0)


def _scan_weather_days(s: _Scan) -> None:
    for m in _WEATHER_DAYS.finditer(s.text):
        g = next(g for g in "abcdef" if m.group(g))
        if g in "ef" and not _NORMAL.search(s.text, _sentence_start(s.text, m.start()), m.start()):
            continue
        if s.free(m.start(g), m.end(g)):  # checked like the precipitation keys (snow_days)
            s.add("precipitation", round(float(m.group(g)), 6), m.start(g), m.end(g))
            s.take(m.start(), m.end())


# the kind of precipitation as a row's value ("- 강수: 비, 2mm", "Precipitation: snow (1 mm)"): the
# word is the value the row states, not the name of the amount after it, so it is a sky claim
_PRECIP_ROW = re.compile(
    r"(?:강수(?:\s?형태)?|precipitation(?:\stype)?)\s?[:：]\s?(?P<w>비|눈|rain|snow)(?![가-힣a-z])",
    re.I,
)
_PRECIP_LABEL: Final = {"비": "비", "rain": "비", "눈": "눈", "snow": "눈"}


def _scan_sky(s: _Scan) -> None:
    text = s.text
    for row in _PRECIP_ROW.finditer(text):
        _add(s, "sky", _PRECIP_LABEL[row.group("w").lower()], row.start("w"), row.end("w"))
    for label, rx in _SKY:
        for m in rx.finditer(text):
            lead, stop = m.start(), m.end()
            while (j := _JOINED_BEFORE.search(text, max(0, lead - 12), lead)) is not None:
                lead = j.start()
            while (k := _JOINED_AFTER.match(text, stop)) is not None:
                stop = k.end()
            tail = text[stop : stop + 10]
            head = text[max(0, lead - 16) : lead]
            if _MEASURED_AFTER.match(text, stop) or _CLAUSE_BEFORE.search(
                text, max(0, lead - 40), lead
            ):
                continue  # "rain/snow 한 달 41mm", "if it's snowing": no sky stated
            if _AMOUNT_GLOSS.search(text, max(0, lead - 30), lead) and _AMOUNT_GLOSS_END.match(
                text, stop
            ):
                continue  # "강수량 (rain/snow for month)": the amount's name glossed
            if _NEGATED.match(tail) or _CONDITIONAL.match(tail) or _COMPARED.match(tail):
                continue
            if ANY_DAY.match(tail) and text[m.end() - 1] in "은린":
                continue  # "맑은 날 넣어 두세요": any clear day, no day's sky
            if _NEG_BEFORE.search(head) or _NOT_STATED_BEFORE.search(head):
                continue
            if _FRAME_AFTER.match(text, stop) and _FRAME_BEFORE.search(
                text, max(0, lead - 12), lead
            ):
                continue  # "With rain or snow, keep paper indoors": advice for that weather
            if _LISTED_BEFORE.search(head) and _LISTED_AFTER.match(text, stop):
                continue  # "temperature, rain and wind": measures named, no sky
            if unsaid(text, lead, stop):
                continue  # "비 소식을 말씀드리기 어려워요", "out of the rain": advice, no sky
            if (_CHANCE_BEFORE.search(head) or _CHANCE_AFTER.match(tail)) and _PERCENT.search(
                text, max(0, m.start() - 24), m.end() + 24
            ):
                continue
            if label == "맑" and not said_of_weather(text, m.start(), m.end()):
                continue  # "- Clear (white): 45 won/kg", "the process is clear": no sky
            _add(s, "sky", label, m.start(), m.end())


def scan_weather(s: _Scan) -> None:
    """Days of rain or snow first (they hold the word 눈/snow), then sky conditions."""
    text, lower = s.text, s.lower
    korean = ("날" in text or "일수" in text) and contains_any(text, _G_WEATHER_DAYS)
    korean = korean or "일" in text and contains_any(text, _G_FALLS)
    english = "day" in lower and contains_any(lower, (*_G_WEATHER_DAYS, "mm"))
    if korean or english or ("일" in text and _H_DECIMAL_DAYS.search(text)):
        _scan_weather_days(s)
    if contains_any(lower, _G_SKY):
        _scan_sky(s)


def named_sky(start: int, end: int, answer: str, text: str) -> bool:
    """Whether the sky word at ``answer[start:end]`` is inside a longer word the tool outputs'
    ``text`` holds: a name (``해맑은약국``, ``맑은샘약국``, also with a particle after it:
    ``해맑은약국과``), not the sky. The outputs' text must hold the word past the sky word, one
    letter at least (``해맑은치과`` over ``해맑은약국`` is no listed name), two where the sky word
    opens it (``맑음이`` is no name)."""
    left, right = start, end
    while left > 0 and "가" <= answer[left - 1] <= "힣":
        left -= 1
    while right < len(answer) and "가" <= answer[right] <= "힣":
        right += 1
    least = end + 1 if left < start else end + 2
    return any(answer[left:r] in text for r in range(right, least - 1, -1))
