"""The subject words of a record's label text: each word (and, for ``매트리스(모션/전동)``, its bare
form and the alternatives inside the brackets) with its canonical token and the head nouns an
answer may use alone for the name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from guardrails.grounding.kinds import GOODS, goods_in
from guardrails.grounding.vocabulary import PlaceVocabulary

# head nouns an answer may use alone for a name ("센터" for 용봉동 행정복지센터, "구청" for 북구청)
_HEADS = ("센터", "구청", "시청", "군청", "약국", "보건소", "도서관", "민원실", "고물상", "마트")
# a lot or building number ("송파동 57-8", "서부로1465번길 6-1") is a word of its own: it alone
# tells apart the bins of one 동 or the shops of one road
# a name numbered after a hyphen ("낙성대동-37") is a word of its own too: the number alone tells
# apart the bins of one 동 that share the name
_WORD = re.compile(
    r"[가-힣]{2,}-\d{1,4}(?![\d\w.-])"
    r"|(?<![\d-])\d{1,5}-\d{1,4}(?![\d\w.-])"
    r"|(?:\d+(?:\.\d+)?[0-9A-Za-z가-힣]*|[0-9A-Za-z가-힣]+)(?:\([^)]{1,12}\))?"
)
_NUMBERED = re.compile(r"[가-힣]{2,}-\d{1,4}")
# a name of several words joined by middle dots with its qualifier in brackets ("식탁·탁자류(대리석)"):
# the whole name is a word of its own too, so that an answer writing it whole names its row, not
# every row one of its words names ("식탁·탁자류(대리석 외)" holds 식탁 too); without a bracket
# the dots join names of their own ("인천·옹진": an advisory's two areas)
_DOTTED = re.compile(
    r"(?<![0-9A-Za-z가-힣·])[0-9A-Za-z가-힣]+(?:·[0-9A-Za-z가-힣]+)+\([^)]{1,12}\)"
)
# a 동 merged of numbered ones ("송림3·5동", "숭의1.3동", "도화2,3동"): one name, a word of its own
# (its pieces "송림3" and "5동" alone would read as two names joined by a dot, either one)
_MERGED_DONG = re.compile(r"(?<![0-9A-Za-z가-힣])[가-힣]{1,6}\d{1,2}(?:[·.,]\d{1,2})+동")
# a road address's road with its building number ("마조로1길 45") in a name (a bin named by its
# address): the number alone tells apart the bins of one road, so the two are a word of their own
_ROAD_NO = re.compile(
    r"(?<![0-9A-Za-z가-힣])[가-힣][가-힣0-9]*(?:로|길)\s\d{1,5}(?:-\d{1,4})?(?![\d\w.-])"
)
_NUMERIC_WORD = re.compile(r"[\d.,]+(?:원|won|만|천)?")
_ALTERNATIVES = re.compile(r"[/·,]")
_INCLUDED = re.compile(r"([가-힣]{2,8})\s?포함")
# words of a label that name no subject ("거울 포함": the 거울 names the row, 포함 only joins it)
_FUNCTION_WORDS = frozenset({"포함", "미포함", "불포함", "제외", "별도"})
# a bound glued to 시 ("초과시", "이상시"): the bound is a word of its own however the answer spaces it
_BOUND_WHEN = re.compile(r"(이상|이하|미만|초과)시(?![가-힣])")
_LabelWord = tuple[str, str, bool, tuple[str, ...]]  # surface, token, one syllable, head nouns
# a measure with its bound ("4인용 미만", "4인용미만", "4단이하", "90cm×150cm이상"): one word however
# it is spaced, and its measure and its bound words of their own, so that every row of that bound
# holds the same words ("under 4-person" names 4인용미만 and 대리석 4인용 미만 alike; "150cm 이상"
# names 신발장 (90cm×150cm이상) as 장식장 (90cm×180cm 이상) names its row). A size with a word
# glued before it stays one word ("폭80cm미만": not 폭80 and a subject 미만).
_MEASURE_BOUND = re.compile(
    r"(?<![\d가-힣.])(\d{1,2}(?:인용|단|인치|칸|도어)|\d{1,4}(?:cm|mm|m|kg|L|ℓ))"
    r"\s?(이상|이하|미만|초과)(?![가-힣])"
)
_BOUNDS: Final = ("이상", "이하", "미만", "초과")


@lru_cache(maxsize=8192)
def label_words(text: str, places: PlaceVocabulary) -> tuple[_LabelWord, ...]:
    """The subject words of a label text under ``places`` (cached: labels repeat across records
    and runs; a cache hit finds the vocabulary by identity before comparing it)."""
    return tuple(_words(text, places))


# unit signs written as one character, spelled out so that a size stays inside its word
# ("폭80㎝미만" is one word like "폭60cm미만", not 폭80 and a subject 미만)
_UNIT_SIGNS = str.maketrans({"㎝": "cm", "㎜": "mm", "㎞": "km", "㎏": "kg", "㎡": "m2"})


def _words(text: str, places: PlaceVocabulary) -> Iterator[_LabelWord]:
    if "·" in text and "(" in text:
        for m in _DOTTED.finditer(text):
            yield m.group(0), m.group(0), False, ()
    if any(b in text for b in _BOUNDS):
        for m in _MEASURE_BOUND.finditer(text.translate(_UNIT_SIGNS)):
            glued = m.group(1) + m.group(2)
            parts = (
                (glued, m.group(1), m.group(2)) if " " in m.group(0) else (m.group(1), m.group(2))
            )
            yield from ((w, w, False, ()) for w in parts)
    if "시" in text:  # "1㎡ 초과시 마다": the bound of "초과 시마다", "초과할 때마다"
        for m in _BOUND_WHEN.finditer(text):
            yield m.group(1), m.group(1), False, ()
    if "동" in text:
        for m in _MERGED_DONG.finditer(text):
            yield m.group(0), m.group(0), False, ()
    for m in _WORD.finditer(text.translate(_UNIT_SIGNS)):
        word = m.group(0)
        bare, _, inner = word.partition("(")
        inner = inner.rstrip(")")
        # the forms in a fixed order (a dict, not a set): which form a later surface or spelling
        # is found under must not follow the string hash seed (found by round 32: "PE(압축)"
        # and "PE" took turns naming the Latin "pe" from one process to the next)
        forms = dict.fromkeys(
            (word, bare, inner, *_ALTERNATIVES.split(inner)) if inner else (word,)
        )
        if _NUMBERED.fullmatch(word):
            forms[word.partition("-")[0]] = None  # 낙성대동-37 names its 낙성대동 too
        if inner and (included := _INCLUDED.fullmatch(inner)):
            forms[included.group(1)] = None  # 더블(매트리스 포함): the row names its mattress too
        if bare.endswith("류") and (good := _kind_good(bare[:-1])):
            forms[good] = None  # 캔류, 고철류: the list names 캔, 고철 (round 32)
        for w in forms:
            if _NUMERIC_WORD.fullmatch(w) or not w or w in _FUNCTION_WORDS:
                continue
            if len(w) < 2:  # 퀸 of 퀸(프레임): a subject word, found only by its spellings
                if "가" <= w <= "힣":
                    yield w, places.canonical(w), True, ()
                continue
            heads = tuple(h for h in _HEADS if w.endswith(h) and len(w) > len(h))
            yield w, _token(w, places), False, heads


def _kind_good(stem: str) -> str:
    """``stem`` of a ``…류`` word ("캔" of 캔류) when it is wholly a recyclable material of
    :mod:`.kinds`' vocabulary (under 재활용품: 캔, 고철, 플라스틱, …), else "" — a fee row's class
    (가전류, 가구류) names no good an answer says is taken, and would catch its words."""
    for good, (s, e) in goods_in(stem).items():
        if s == 0 and e == len(stem) and _recyclable(good):
            return stem
    return ""


def _recyclable(good: str) -> bool:
    while good:
        if good == "재활용품":
            return True
        good = GOODS[good][0] if good in GOODS else ""
    return False


def _token(word: str, places: PlaceVocabulary) -> str:
    """``word``'s canonical form, unless that is a word inside it: 김치냉장고 is a kind of 냉장고,
    not a spelling of it (쇼파 → 소파 and sofa → 소파 are spellings)."""
    canon = places.canonical(word)
    return word if canon != word and canon in word else canon


def road_numbers(text: str) -> list[str]:
    """The roads with their building numbers in a name that is an address ("서울특별시 성동구
    마조로1길 45" → "마조로1길 45"); an address beside a name adds none (the name tells the row)."""
    return _ROAD_NO.findall(text) if "로 " in text or "길 " in text else []
