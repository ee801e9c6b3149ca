"""A place given by a quoted name where every place search found nothing.

:mod:`.unfound_names` reads a dealer's name by its trade word (의왕자원, …상사). A writer who
invents a place after an empty search also marks it as a name by quoting it: ``대안: 단양읍
버스터미널 옆 '단양 중고가구나라'``, ``try "Green Furniture Mart" near the terminal``. Where every
place or bin list of the stage is empty, a quoted name of two words' length or more — a shop's, not
a query word — that no tool output and not the user's words hold gives a place no output holds.

A quote is a place when a place word of a shop (가게, 마트, 센터, 상회, 나라, 마을, 백화점, 플라자,
shop, store, mart, market, center) ends it, or the sentence puts it somewhere (``옆``, ``앞``, ``근처``,
``near``, ``next to``) or calls it an alternative (``대안``). Round 30 (r30b): an English name
glossed with its Hangul name in brackets marks a name the same way (``the Goryeong Good Neighbors
Thrift Store (고령 나눔가게)``): capitalised words ending in a shop's place word, then the gloss. Unsure, never flagged: a negated or
asked sentence, one that suggests searching or typing the quote (``카카오맵에서 '중고가구' 검색``,
``search for "used furniture"``), a quote that is a query word or a category of the outputs (their
text holds it).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import refused, unsure
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.unfound_names import all_empty

__all__ = ["unfound_quoted_claims"]

_QUOTED: Final = re.compile(r"['‘\"“「『]([^'’\"”」』\n]{3,24})['’\"”」』]")
_SHOP_END: Final = re.compile(
    r"(?:가게|마트|센터|상회|상사|나라|마을|백화점|플라자|할인점|매장|창고|"
    r"\b(?:shop|store|mart|market|cent(?:er|re)|outlet|warehouse|depot))$",
    re.I,
)
# an English shop's name with its Hangul name in brackets ("Goryeong Thrift Store (고령 나눔가게)")
_GLOSSED: Final = re.compile(
    r"(?:[A-Z][A-Za-z'&-]+\s){1,5}(?:Shop|Store|Mart|Market|Cent(?:er|re)|Outlet|Warehouse)"
    r"\s?[(（]([가-힣][가-힣0-9 ]{1,20}[가-힣])[)）]"
)
_SITED: Final = re.compile(
    r"옆|앞|근처|맞은편|건너편|대안|\bnear\b|next\sto|beside|opposite|across", re.I
)
# round 48: a quote put somewhere by its own words — an area's name right before it (``평내동
# '남양주중고가전'``), a place's particle right after it (``'남양주중고가전'에서 냉장고를 사요``), an
# area after it in English (``"Namyangju Used Appliances" in Pyeongnae-dong``)
# round 51: or the area that holds it (``단양읍 도전리에 있는 '단양중고가구'가``, ``도전리의 '…'``)
_AREA_BEFORE: Final = re.compile(
    r"(?<![가-힣])[가-힣]{1,6}\d?(?:동|읍|면|리|구|군)(?:에\s?(?:있는|위치한)|의)?\s?$"
)
_AT_AFTER: Final = re.compile(
    r"(?:에서|에선|에)(?:는|도)?\s"
    r"|\s(?:in|at|on)\s(?:[A-Z][a-z]+\s?)+-?(?:dong|gu|eup|myeon|ri|ro|gil)\b"
)
_DOUBT: Final = unsure(
    r"검색|찾아\s?보|입력|\bsearch|\blook\s(?:up|for)|\btype\b|\bif\b|키워드|keyword"
)

# a glossed name is given as a place whatever the user could do there ("One option you could try
# is the … Store (…)"): only a refusal, a condition or a suggestion to search doubts it
_GLOSS_DOUBT: Final = refused(
    r"검색|찾아\s?보|입력|\bsearch|\blook\s(?:up|for)|\btype\b|\bif\b|키워드|keyword|\bmay\b"
    r"|\bmight\b|수도\s?있|혹시|like\b|such as|같은"
)


def unfound_quoted_claims(
    answer: str, sources: tuple[str, ...], text: str, user: str
) -> list[Claim]:
    """The quoted place names ``answer`` gives where every place search of the stage found none
    (``text``: the tool outputs' text; ``user``: the user's words)."""
    if not all_empty(sources) or not any(q in answer for q in "'‘\"“「『(（"):
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for m in (*_QUOTED.finditer(sentence), *_GLOSSED.finditer(sentence)):
            name = m.group(1).strip()
            if len(name.replace(" ", "")) < 3 or name in text or name in user:
                continue
            if not (
                _SHOP_END.search(name)
                or _SITED.search(sentence)
                or _AREA_BEFORE.search(sentence, 0, m.start())
                or _AT_AFTER.match(sentence, m.end())
            ):
                continue
            if (_GLOSS_DOUBT if m.re is _GLOSSED else _DOUBT).search(sentence):
                break
            why = f"'{name}': every place search found nothing, and no output names it"
            at = start + m.start(1)
            out.append(Claim(name, "condition", name, at, at + len(m.group(1)), why))
    return out
