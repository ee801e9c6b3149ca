"""A region said to pay above or below the nationwide average the prices are of.

Where every price output of a stage is nationwide (:mod:`.scopes` decides that), a known place said to
pay more or less than the whole country (``부산은 전국 평균보다 조금 높게 쳐 줘요``, ``Busan prices are
usually a little higher than the national average``) compares a region with a figure no output gives
for it (round 22, r22b; round 35: the place's price word and the price may stand before the comparison,
``광주·전남 권역 시세가 1,200원/kg로 전국 평균보다 조금 높은 편이에요``; round 48: the place's buyers,
``서울 고물상은``; round 51: the whole country without 평균, ``than the rest of the country``; round 52: a
figure before the comparative and a Hangul place inside English). Unsure, never flagged: a negated,
hedged or asked comparison (``전국보다 높은지는 자료에 없어요``).

Round 58 (r58e): a place's buyers said to pay more or less with the comparand left out, the
average just stated (``Gyeonggi yards usually pay about 10% more``, ``경기 고물상은 보통 조금 더
쳐줘요``); its doubt is read in its own clause (after a dash, comma or conjunction: ``There's no
regional price …, so these are national averages — and Gyeonggi yards …``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.place_words import exact_place, place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

# a region said to pay above or below the nationwide average ("부산은 전국 평균보다 조금 높게 쳐 줘요",
# "Busan prices are usually a little higher than the national average")
# (round 35: the place's price word may stand before the particle, with the price itself after
# it: "광주·전남 권역 시세가 1,200원/kg로 전국 평균보다 조금 높은 편이에요")
_PREMIUM_KO = re.compile(
    r"(?P<w>[가-힣]{2,})(?:\s?(?:지역|권역|쪽))?"
    # round 48 (r48a): the place's buyers ("서울 고물상은 보통 전국 평균보다 20% 정도 더 쳐줘요")
    r"(?:\s?(?:고물상|업체|매입상|매입업체|재활용센터|가게)(?:들)?)?(?:\s?(?:시세|가격|단가|매입가))?"
    r"(?:은|는|이|가|에서는|에선)\s(?:[^.!?\n]{0,20}?\s)?"
    # round 51 (r51b): or the whole country without 평균 ("대구 지역 시세는 전국보다 조금 높은 편")
    # (round 52, r52a: a figure and its unit may stand before the comparative, "이 전국 평균보다 kg당 5원
    # 정도 비싸요")
    r"(?:(?:전국\s?)?평균(?:가|가격|시세)?|전국(?:\s?(?:시세|가격|단가))?)(?:보다|에\s?비해)\s?(?:\S+\s){0,3}?"
    r"(?:높|낮|비싸|싸|더|덜|조금|약간)"
)
# (round 52, r52a: the place may be written in Hangul inside the English sentence, and a comma may
# close an opening place, "In 대구 specifically, prices run about 5원 higher than this national
# average", "In Daegu, prices run …")
_EN_PREMIUM_PLACE = r"(?:[A-Z][a-z]+(?:-[a-z]+)?|[가-힣]{2,})"
_PREMIUM_EN = re.compile(
    rf"\b(?P<w>{_EN_PREMIUM_PLACE})(?:'s|’s)?,?\s(?:[^.!?\n]{{0,40}}?\s)?(?:higher|lower|more|less|above|below"
    r"|pricier|cheaper)\s(?:than\s)?(?:the\s|this\s|that\s)?(?:national|nationwide|country-wide)\saverage"
    # round 51 (r51b): the whole country's figures, or the country itself ("a bit higher than the
    # national figures", "than nationwide", "than the rest of the country")
    rf"|\b(?P<v>{_EN_PREMIUM_PLACE})(?:'s|’s)?,?\s(?:[^.!?\n]{{0,40}}?\s)?(?:higher|lower|more|less|above"
    r"|below|pricier|cheaper)\s(?:than\s)?(?:(?:the\s)?(?:national|nationwide|country-wide)\s(?:figures?"
    r"|prices?|rates?|numbers|level|mean)|nationwide\b|nationally\b|the\srest\sof\s(?:the\s)?(?:country|korea))"
)
# round 58 (r58e): a place's buyers said to pay more or less with no comparand written: the price
# just stated, the nationwide average, is the comparand ("Gyeonggi yards usually pay about 10%
# more", "경기 고물상은 보통 10% 정도 더 쳐줘요"); a comparison with another thing ("than …") is not
# read here
_BUYERS = r"(?:scrap\s|recycling\s)?(?:yards|scrapyards|junkyards|buyers|dealers|scrap\sdealers)"
_BUYERS_PAY = re.compile(
    rf"\b(?P<w>{_EN_PREMIUM_PLACE})(?:'s|’s)?\s{_BUYERS}\s(?:[a-z]+\s){{0,2}}?(?:pay|offer|give)\s"
    r"(?:about\s|around\s|roughly\s|up\sto\s|some\s)?(?:\d+(?:\.\d+)?\s?%\s|a\sbit\s|a\slittle\s"
    r"|slightly\s|\d[\d,]*\s?won\s)?(?:more|less|extra|higher|lower)\b(?!\s(?:\w+\s)?than\b)"
    r"|(?P<v>[가-힣]{2,})(?:\s?(?:지역|권역|쪽))?\s?(?:고물상|매입상|매입업체|고철상)(?:들)?(?:은|는|이|가|에서는"
    r"|에선)\s(?:\S+\s){0,2}?(?:\d+(?:\.\d+)?\s?%\s?|\d[\d,]*\s?원\s?)?(?:정도\s?|가량\s?|쯤\s?)?(?:더|덜)\s?"
    r"(?:쳐|줘|주|받|비싸|높|사)",
    re.I,
)
# the clause a buyer's premium is read in: after a dash, a semicolon, a comma or a conjunction
_CLAUSE_EDGE: Final = re.compile(r"[—–;,]|\s-\s|\band\b|\bso\b|\bbut\b|지만|는데", re.I)
_PREMIUM_DOUBT = re.compile(
    r"없|않|아니|못|\?|\bno\b|\bnot\b|n't\b|\bmay\b|\bmight\b|\bwhether\b|\bif\b|여부|수도\s?있|지\s?몰|확인|check",
    re.I,
)
_PREMIUM_DOUBT = gated(_PREMIUM_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to


PREMIUM_GATE: Final = (
    "평균", "average", "전국", "national", "rest of", "yards", "buyers", "dealers", "고물상", "매입상", "고철상",
)  # fmt: skip
# round 51 (r51b): the comparison asked right after it ("전국보다 높은지는 자료에 없어요")
_ASKED_AFTER: Final = re.compile(r"[가-힣]{0,3}?(?:은지|는지|인지|을지)")


def premium_claims(answer: str, places: PlaceVocabulary) -> list[Claim]:
    """A known place said to pay above or below the nationwide average the prices are of: the
    outputs hold no region's price to compare."""
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        for rx in (_PREMIUM_KO, _PREMIUM_EN, _BUYERS_PAY):
            m = _premium_place(rx, answer, start, end, places)
            if m is None:
                continue
            edges = (
                []
                if rx is not _BUYERS_PAY
                else list(_CLAUSE_EDGE.finditer(answer, start, m.start()))
            )
            if _PREMIUM_DOUBT.search(
                answer, edges[-1].end() if edges else start, m.end()
            ) or _ASKED_AFTER.match(answer, m.end()):
                continue
            text = m.group(0)
            why = "the prices are the nationwide average (region 전국): no output compares a region with it"
            out.append(Claim(text, "condition", text, m.start(), m.end(), why))
    return out


def _premium_place(
    rx: re.Pattern[str], answer: str, start: int, end: int, places: PlaceVocabulary
) -> re.Match[str] | None:
    """The first match of ``rx`` in ``start:end`` whose word is a known place (round 27: a
    capitalised word before the place that is none, ``Prices in Daegu usually run a little above
    this national average``, no longer hides it)."""
    at = start
    while (m := rx.search(answer, at, end)) is not None:
        word = m.group("w") or m.group("v")
        if (place_of(word, places) if word.isascii() else exact_place(word, places)) is not None:
            return m
        at = m.start("w" if m.group("w") else "v") + 1
    return None
