"""The region a sentence gives a price.

Our tools' price outputs carry their own scope: which survey region their prices are of
(``"region": "nationwide"``, ``"region_name": "전국"``, with a ``note`` when the region asked
about has no survey). A place joined to a price word (``부산 지역 시세로``, ``광주·전남 권역
시세``, ``부산의 PET 시세``, ``서울 기준``, ``Busan's price``, ``prices in Seoul``, ``the going
rate in Daegu``) in a sentence that states a price, where every price output is nationwide, is a
nationwide price given as a region's. Unsure, never flagged: the sentence also names the
nationwide scope (``전국 평균으로``, ``the national average``), negates or asks (so a note's own
wording quoted back passes); a place with another particle (``부산에서 팔면``: where one sells);
some price output is of a region. Round 22 (r22c): a place said to pay above or below the nationwide
average (``부산은 전국 평균보다 조금 높게 쳐 줘요``, ``Busan price is usually a little higher than this
national average``) is the same invention (round 35: also with its price word and the price
before the comparison, ``광주·전남 권역 시세가 1,200원/kg로 전국 평균보다 조금 높은 편이에요``), and a sentence that introduces the price lines after it
(``대구 지역 시세 기준으로 알려드릴게요.``; round 37: said in the present, ``부산 지역 시세로
안내드립니다.``, ``Here's Busan's price:``) gives them its region; a line after the prices that names their
basis (``- 기준: 부산·경남 권역 시세``, ``These are Daegu regional prices``) does too (round 28). Round 24 (r24b): the place's noun
phrase may hold a gloss in brackets and item words before its price word (``서울(수도권) 페트병
시세``, ``Gyeongbuk-region (경북 권역) price``, ``the capital-area (수도권) price``, ``Seoul's
aluminum can price``) — never a word with a particle, a verb or a preposition; a hedged sentence
(``수도 있어요``, ``may``) is unsure. Round 26: a capitalised word before the place that is no
place (``The Busan-area price``) no longer hides it. Round 31: the item word may carry a gloss in
brackets (``경기도 비닐(PE 압축) 시세는``). Round 33: ``figures`` and ``수치`` are price words
(``According to the Gwangju/Jeonnam regional figures:``, ``광주·전남 지역 수치로는``), and so are
``survey``/``data`` after a regional word (``the Gwangju/Jeonnam regional survey``); ``In the
Gwangju area`` opens a sentence too. Round 34: a place's 기준 before a distance, a radius or a word of
nearness (``양천구 기준 2km 안에서는 … 한 곳이 나왔고``) is where a place search is measured from, not
whose prices. Round 56: a price stated before, named back by its place as the subject of a
copula (``the Gwangju cardboard figure is the local Jeonnam-region rate``), gives that price the
place's region too; what a place's price would need (``A Busan-specific price would need the
regional survey file``, ``있어야``, ``필요해``) gives it none. Round 59: a slash may join the place to the region's own word (``in the
Gyeonggi/capital region``); ``neither … nor`` negates (``Neither Jeonnam nor Gyeongnam regional prices
are in the built-in data``). (The district a fee or another fact of a district's output is
said of: :mod:`.districts`; a place said to pay above or below the nationwide
average: :mod:`.region_premiums`; the place a word names: :mod:`.place_words`.)

What is read of the tool outputs is kept per stage (:func:`scope_facts`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.headings import leads_list
from guardrails.grounding.joined_clauses import clause_end, clause_start
from guardrails.grounding.nodes import entries, parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.place_words import exact_place, place_of
from guardrails.grounding.region_premiums import PREMIUM_GATE, premium_claims
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

_NATIONWIDE: Final = frozenset({"전국", "nationwide", "national", "전국 평균", "전국평균"})


@dataclass(frozen=True, slots=True)
class ScopeFacts:
    """What the tool outputs of a stage say of their scope."""

    prices: int = 0  # tool outputs that give prices under a survey region
    nationwide: int = 0  # of them, those whose region is the whole country


def _region_of(obj: dict[str, Any]) -> str | None:
    for key in ("region_name", "region"):
        value = obj.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def _has_price(node: Any) -> bool:
    return any("price" in key for key, _value in entries(node))


@per_stage
def scope_facts(sources: tuple[str, ...]) -> ScopeFacts:
    prices = nationwide = 0
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        region = _region_of(root)
        if region is not None and _has_price(root):
            prices += 1
            nationwide += region.lower() in _NATIONWIDE
    return ScopeFacts(prices, nationwide)


# a place joined to a price word: "부산 시세", "부산 지역 시세로", "부산 지역 PET 시세", "부산의 PET
# 가격", "광주·전남 권역 시세", "서울 기준" (the tail read right after a word that is a place)
_GLOSS = r"(?:\s?[(（][^)）\n]{1,14}[)）])?"  # "서울(수도권)", "Gyeongbuk-region (경북 권역)"
# an item word between the place and the price word ("서울 페트병 시세"), never a word with a
# particle ("서울 업체마다 가격이 달라요")
# (round 31: the item word may carry its row's gloss, "경기도 비닐(PE 압축) 시세는")
_ITEM = (
    r"(?:(?![가-힣]*(?:마다|에서|에는|에|은|는|을|를|도|만|와|과|로)\s)[가-힣A-Za-z]{1,8}"
    r"(?:[(（][^)）\n]{1,14}[)）])?\s)"
)
_KO_TAIL = re.compile(
    _GLOSS + r"(?:\s?[·/,]\s?[가-힣]{2,}){0,3}"
    r"(?:\s?(?:지역|권역|지방|쪽)\s?(?:[가-힣A-Za-z()]{1,8}\s)?|의\s(?:[가-힣A-Za-z()]{1,8}\s)?"
    rf"|\s{_ITEM}{{1,2}}|\s?)"
    r"(?:시세|가격|단가|매입가|시장가|평균가|수치|기준|[)）]?\s?(?:prices?|rates?|figures?)\b)"
)
_KO_TAIL = gated(_KO_TAIL)  # :mod:`.opening_gate`: the same matches, skipped to
_KO_WORD = re.compile(r"(?<![가-힣])[가-힣]{2,}")
_EN_PLACE = r"([A-Z][a-z]+(?:-[a-z]+|\s[A-Z][a-z]+)?)"
# an item word between a place and its price word ("Seoul's PET price", "Daegu newspaper rate"),
# never a verb, article or preposition (round 38: the item word may carry a gloss in brackets, "the
# Seoul metropolitan-area (수도권) regional price", as the Korean item word does since round 31)
_EN_ITEM = (
    r"(?:(?!(?:the|a|an|is|are|was|were|be|pays?|paid|gets?|offers?|has|have|and|or|but|at|in"
    r"|on|for|of|to|with|by|from|than|more|less|higher|lower)\b)[A-Za-z-]+" + _GLOSS + r"\s+)"
)
_EN_REGION = (
    re.compile(
        rf"\b{_EN_PLACE}(?:'s|’s)?{_GLOSS}\s+(?:regional\s+|area\s+|local\s+|region\s+)?(?:market\s+)?"
        rf"{_EN_ITEM}{{0,2}}(?:prices?|rates?|average|quotes?|figures?)\b"
    ),
    re.compile(
        r"\b(?:(?:regional|local|going|market)\s+)?(?:prices?|rates?|average|figures)\s+(?:in|for|around)"
        rf"\s+(?:the\s+)?{_EN_PLACE}"
    ),
    # (round 42: "for the Seoul metropolitan area" names the prices' region as "in the" does)
    # (round 50: two places joined by a slash name one region, "in the Busan/Gyeongnam area")
    # (round 59: the slash may join a place to the region's own word, "in the Gyeonggi/capital
    # region", "in the Seoul/metropolitan area")
    re.compile(
        rf"\b(?:[Ii]n|[Ff]or) the\s+{_EN_PLACE}"
        r"(?:\s?[/·&]\s?(?:[A-Z][a-z]+(?:-[a-z]+)?|capital|metropolitan))?\s+"
        r"(?:metropolitan\s+|capital\s+)?(?:region|area)\b"
    ),
    # round 53 (r53c): a place in brackets glossing a region before the price word, "The
    # capital-area (Gyeonggi) price for …", "the regional (Busan) rate"
    re.compile(
        rf"[(（]{_EN_PLACE}(?:\s?[/·,]\s?[A-Z][a-z]+(?:-[a-z]+)?)?[)）]\s+"
        r"(?:regional\s+|area\s+|local\s+|region\s+)?(?:market\s+)?"
        rf"{_EN_ITEM}{{0,2}}(?:prices?|rates?|average|quotes?|figures?)\b"
    ),
    # "the Gwangju/Jeonnam regional survey", "Busan-area data" (round 33: a regional word first)
    re.compile(
        rf"\b{_EN_PLACE}(?:'s|’s)?{_GLOSS}\s+(?:regional|area|local|region)\s+(?:market\s+)?"
        r"(?:survey|data|numbers|statistics)\b"
    ),
)
_PRICE_FIGURE = re.compile(r"\d\s?(?:원|won\b|₩)|₩\s?\d|kg당|/kg|per kg", re.I)
# the sentence also states the nationwide scope, negates, asks or hedges: unsure
_REGION_DOUBT = re.compile(
    r"전국|국내|nationwide|national|country|없|않|아니|못|\?|\bno\b|\bnot\b|n't\b"
    # round 59: "Neither Jeonnam nor Gyeongnam regional prices are in the built-in data"
    r"|\bneither\b|\bnor\b"
    r"|수도\s?있|\bmay\b|\bmight\b|\bcould\b"
    # a caveat that a place's real price may differ ("대구 고물상 실제 매입가와는 다를 수 있어요",
    # "실제 시세와 차이가 날 수 있어요"; round 32, r32h): it contrasts the place, gives it no price
    r"|(?:다를|달라질|차이가?\s?(?:있을|날))\s?수\s?있"
    # what a place's price would take, so it is not given (round 56: "A Busan-specific price would need
    # the regional survey file", "requires the regional data", "부산 시세는 지역 조사 파일이 있어야 해요")
    r"|\b(?:would|will)\s(?:need|require|take)\b|\b(?:needs|requires)\b|필요(?:해|합|하)|있어야",
    re.I,
)
_REGION_DOUBT = gated(_REGION_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to


# a sentence that introduces the prices of the lines after it ("부산 지역 시세 기준으로 알려드릴게요.",
# "Here are Busan's prices:"; round 37: "부산 지역 시세로 안내드립니다.", "알려드려요")
_INTRO = re.compile(
    r":$|(?:알려|안내해?|정리해)\s?드(?:릴|립니다|려요|리겠|리면)|\bhere\s(?:are|is)\b|\bbelow\b"
    r"|\bhere'?s\b",  # round 37: said now ("부산 지역 시세로 안내드립니다.", "Here's Busan's …")
    re.I,
)
# a line that names the basis of the prices above it ("- 기준: 부산·경남 권역 시세, 2025년 1월",
# "이건 경기도 권역 시세 기준이에요", "These are Daegu regional prices from the … survey"; round 28,
# after scoring prod_holdout14/15, where five answers gave the nationwide prices a region this way)
_BASIS = re.compile(
    r"기준|출처|조사|\b(?:these|this|that|they)\s(?:are|is)\b|\bbasis\b|\bbased\son\b|\bsource\b"
    r"|\bsurvey\b"
    # round 52 (r52c): the prices named back as the sentence's subject ("이 가격은 경남 권역 시세예요",
    # "위 시세는", "This price is the Gyeongnam regional rate")
    r"|(?<![가-힣])(?:이|위|해당|그)\s?(?:가격|시세|단가|금액)|\b(?:this|that|these|those)\s(?:prices?|rates?|figures?)\b"
    # round 56: a price stated before named back by its place and item ("the Gwangju cardboard figure is
    # the local Jeonnam-region rate"): a price word as the subject of a copula, its figure above
    # (not one said to be missing: "the Jeonnam (전남) regional figures are missing" names no basis)
    r"|\b(?:figure|price|rate)s?\s(?:is|are|was|were)\b"
    r"(?!\s(?:not\b|missing|unavailable|absent|lacking|empty|unknown))",
    re.I,
)


def _scoped(sentence: str, places: PlaceVocabulary) -> list[tuple[int, int, list[str]]]:
    """Each place joined to a price word in ``sentence``: (start, end, the places named)."""
    out: list[tuple[int, int, list[str]]] = []
    taken = -1
    for w in _KO_WORD.finditer(sentence):
        if w.start() < taken or (place := exact_place(w.group(0), places)) is None:
            continue
        name, length = place
        tail = _KO_TAIL.match(sentence, w.start() + length)
        if tail is None:
            continue
        found = [name] + [
            p[0]
            for x in _KO_WORD.findall(sentence, w.end(), tail.end())
            if (p := exact_place(x, places)) and p[0] != name
        ]
        out.append((w.start(), tail.end(), found))
        taken = tail.end()
    for rx in _EN_REGION:
        at = 0
        while (m := rx.search(sentence, at)) is not None:
            english = place_of(next(g for g in m.groups() if g), places)
            if english is not None:
                out.append((m.start(), m.end(), [english]))
                at = m.end()
            else:  # "The Busan-area price": the capital word was no place, the next may be
                at = m.start() + 1
    return out


# a citation of the dataset (``[한국환경공단 … 전국 평균(샘플 데이터), 2025-01]``, ``(출처: …)``): the
# source's label restated, not the answer naming the prices' scope (round 32)
_CITATION = re.compile(r"\[[^\]\n]*\]|[(（]\s?(?:출처|source|data)[^)）\n]*[)）]", re.I)


def _uncited(sentence: str) -> str:
    """``sentence`` without its citations (only their words could name the nationwide scope)."""
    return _CITATION.sub(" ", sentence) if "[" in sentence or "(" in sentence else sentence


# the nationwide scope denied for a place's (round 51, r51c: ``전국 평균이 아니라 광주가 속한 전남 권역
# 시세 기준으로``, ``not the national average but Busan's prices``, ``rather than the nationwide
# figures``): the sentence names the place's scope, not the nationwide one, so it is no doubt
_DENIED_NATIONWIDE: Final = re.compile(
    r"(?:전국|국내)\s?(?:평균|시세|기준)?\s?(?:가격|시세)?(?:이|가)?\s?아니(?:라|고)(?:요)?,?"
    r"|\b(?:not|rather\sthan|instead\sof)\s(?:the\s)?(?:national|nationwide|country-?wide)"
    r"(?:\s(?:average|figures?|prices?|rates?))?(?:\s?,?\s?but\b)?",
    re.I,
)
_DENIAL_GATE: Final = re.compile(r"아니|\bnot\b|rather|instead", re.I)


def _doubt_text(sentence: str) -> str:
    """``sentence`` without its citations and without a denied nationwide scope."""
    plain = _uncited(sentence)
    return _DENIED_NATIONWIDE.sub(" ", plain) if _DENIAL_GATE.search(plain) else plain


def _next_line(answer: str, at: int) -> tuple[int, int]:
    """The first non-blank line from ``at`` on, whole (round 33: a numbered list's marker ``1.`` is a
    sentence of its own, so the line after an introducing sentence is read as a line, not as the
    next sentence: ``Gwangju (광주) regional prices are:\n1. Steel cans: 180 won/kg``)."""
    n = len(answer)
    while at < n and answer[at].isspace():
        at += 1
    stop = answer.find("\n", at)
    return at, n if stop < 0 else stop


# what follows a place's 기준 when the place is where a search is measured from, not whose prices
# (``양천구 기준 2km 안에서는 구로구 재활용센터 한 곳이 나왔고``, ``도봉구 기준으로 가까운 곳은``,
# ``집 기준 반경 1km``): a distance, a radius or a word of nearness (round 34, prod_dev4 g39d3-0021)
_SEARCH_FROM: Final = re.compile(
    r"(?:으로(?:는|도)?|에서(?:는)?|,)?\s?(?:반경|거리|직선\s?거리)?\s?"
    r"(?:약\s?)?(?:\d+(?:[.,]\d+)?\s?(?:km|㎞|m|킬로|미터)|(?:가장|제일|젤)?\s?(?:가까운|가까이|근처|인근|주변|이내))"
)


def _joined(sentence: str) -> bool:
    return clause_end(sentence, 0, len(sentence)) < len(sentence)


def _clause(sentence: str, at: int) -> str:
    """The joined clause of ``sentence`` holding ``at`` (:mod:`.joined_clauses`)."""
    return sentence[clause_start(sentence, 0, at) : clause_end(sentence, at, len(sentence))]


def _region_claims(answer: str, places: PlaceVocabulary) -> list[Claim]:
    out: list[Claim] = []
    if not _PRICE_FIGURE.search(answer):
        return out
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        doubt = _REGION_DOUBT.search(_doubt_text(sentence))
        if doubt and not _joined(sentence):
            continue
        figure = _PRICE_FIGURE.search(sentence)
        if not figure and ((lead := leads_list(answer, end)) or _INTRO.search(sentence.rstrip())):
            # "부산 지역 시세예요:\n- PET …" (round 54: any sentence leading a list, "…시세예요.\n- …")
            figure = _PRICE_FIGURE.search(answer, *(lead or _next_line(answer, end)))
        if not figure and _BASIS.search(sentence):
            figure = _PRICE_FIGURE.search(answer, 0, start)  # the prices above, then their basis
        if not figure:
            continue
        for s0, s1, found in _scoped(sentence, places):
            if sentence.endswith("기준", s0, s1) and _SEARCH_FROM.match(sentence, s1):
                continue  # "양천구 기준 2km 안에서는 …": where a search is measured from
            if doubt and _REGION_DOUBT.search(_doubt_text(_clause(sentence, s0))):
                continue  # round 49: the doubt of the place's own clause ("…이고, PET는 경남 …")
            text = sentence[s0:s1]
            why = f"the prices are the nationwide average (region 전국), not {'·'.join(found)}'s"
            out.append(Claim(text, "condition", text, start + s0, start + s1, why))
    return out


def scope_claims(answer: str, sources: tuple[str, ...], places: PlaceVocabulary) -> list[Claim]:
    """Prices given to a region the tool outputs' prices are not of."""
    facts = scope_facts(sources)
    out: list[Claim] = []
    if facts.prices and facts.nationwide == facts.prices:
        out += _region_claims(answer, places)
        if contains_any(answer, PREMIUM_GATE):
            out += premium_claims(answer, places)
    return out
