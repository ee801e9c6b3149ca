"""Counts of listed things as claims: a numeral before a counted noun, Korean and English.

Reads ``세 곳``, ``3개 있어요``, ``7단계``, ``두 가지 규격``, ``다섯 가지 금액``, ``총 6개가 조회됐어요`` (with 총, whatever is
counted), ``Two options``, ``four sites``, a count of a table's rows (``12 different bed-related
fee entries``) and a count of items said of the data itself (``the data has 41 items``, ``수수료
자료 142건``, round 37: the rows a lookup returned, ``조회된 품목이 12개``, and a survey's grades,
``the survey lists 14 plastic grades`` — flagged over a list of 10 or 12, passing over its
length; round 39: its fee rows, ``the fee dataset lists four fee levels`` over five rows; round 56:
``fee levels``, ``price levels``, ``fee bands`` counted wherever they stand, ``lists the bed with four
fee levels``, read as a count of fee rows by :mod:`.amount_counts`); each is a ``count`` claim (checked against list lengths: :mod:`.tallies`).
Not read: ``두 곳 다``/``모두`` (both), ``두 곳 중``, ``한 곳에 가져가세요`` (one of them), ``세 곳만
추리면`` (a choice), ``한 곳씩``/``두 군데씩`` (so many at a time or each, round 56), ``한 가지 방법이
더 있어요`` (one of several, not a length), ``한 곳도 찾지 못했어요`` (not even one, round 39: read as a count of none, held against an empty list), ``two items`` said of
what the user puts out, and (round 58) a count denied right after it (``광주라는 데가 한 군데가
아니라서요``, ``두 곳이 아니고``, ``세 곳은 아닌``): it says what the number is not, no length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from guardrails.grounding.claims import _add, _Scan, contains_any
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.opening_gate import gated

__all__ = ["scan_counts"]

_COUNT_KO = re.compile(
    r"(?<![가-힣\d~\-])(?P<n>한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,3})(?:\*\*|__)?\s?"
    r"(?P<c>곳|군데|개소|대(?=[가-힣\s]*(?:있|설치|운영))|개(?:나|가)?\s?(?:있|설치|운영|장소|업체|매장)"
    r"|가지\s?(?=규격|종류|크기|사이즈|품목|항목|방법|구간|등급|유형|타입|로|예요|이에요|입니다|가\s|이\s|뿐"
    r"|금액|요금|수수료|가격|단가)"  # round 44: "다섯 가지 금액으로 나뉘어": a count of fee rows
    r"|단계(?=로|가|예요|이에요|입니다|\s?(?:요금|구간|로))|종류(?=로|가|예요|이에요|입니다|의))"
)
# "총 6개가 조회됐어요", "총 5개 권역": a stated total, whatever is counted
_COUNT_TOTAL = re.compile(
    r"총\s?(?P<n>한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|\d{1,3})\s?(?:개|건|곳|군데|가지|종류)"
    r"(?=[\s.,!?)]|$|(?:가|이|의|를|을|은|는|로|으로|에|에서)(?![가-힣]))"
)  # "총 7곳에 정차해요": with 총, a place count (without it, "한 곳에" is one of them)
# "두 곳 다/모두" (both), "두 곳 중", "한 곳에 가져가세요" (one of them): not a count
_BOTH = re.compile(r"\s?(?:다|모두|다요|중|의|에서|에|으로)(?![가-힣])|\s?(?:모두|다)\s")
# "한 군데가 아니라서", "두 곳이 아니고", "세 곳은 아닌": a count denied, no length stated
_DENIED = re.compile(r"\s?(?:이|가|은|는|만|뿐)?\s?(?:이\s?)?아[니닌]")
_CHOSEN = re.compile(r"\s?만\s?(?:추리|골라|고르|뽑|보여|알려|소개|정리|적어|말씀|추천)")
_COUNT_EN = re.compile(
    r"\b(?P<n>one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3})(?:\*\*|__)?\s+"
    r"(?:[a-z\-]+\s+){0,2}?(?P<c>places|locations|sites|spots|bins|centers|centres|points"
    r"|drop-off points|machines|options|kinds|types|tiers|brackets|categories|ways|steps"
    r"|contractors|companies|firms|operators|stores|shops"
    # round 56: the levels of a fee table ("lists the bed with four fee levels")
    r"|(?:fee|price|charge|rate)\s(?:levels|bands|amounts))\b",
    re.I,
)
_COUNT_EN = gated(_COUNT_EN)  # :mod:`.opening_gate`: the same matches, skipped to
# a count of a table's rows ("12 different bed-related fee entries", "ten rows"): a list's length
_COUNT_ROWS_EN = re.compile(
    r"\b(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,3})(?:\*\*|__)?\s+"
    r"(?:[a-z\-]+\s+){0,3}?(?:entries|rows|listings)\b",
    re.I,
)
_G_ROWS_EN = ("entries", "rows", "listings")
# a count of items said of the data itself ("Jincheon's fee data, which has 41 items", "the list
# contains 12 items"; round 31): the data's length, read like its rows ("two items" elsewhere is
# what the user puts out, not read)
_COUNT_DATA_EN = re.compile(
    r"\b(?:data|dataset|list|table|database|survey)\b[^.!?\n]{0,30}?\b(?:has|have|lists|contains"
    r"|holds|covers|includes|with)\s(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,3})\s"
    r"(?:[a-z\-]+\s){0,2}?(?:items|grades|materials|products|(?:fee|price)\slevels|fees|prices)\b",
    re.I,
)
# round 39: also its fee rows ("The fee dataset lists four fee levels for a bookcase": flagged over
# five rows, passing as "five fee levels"; six rows of five distinct fees are six levels)
_G_DATA_EN = ("items", "grades", "materials", "products", "levels", "fees", "prices")
# the same in Korean: "수수료 자료 142건", "자료에 41개 품목" (a count of the data's rows or items)
_COUNT_DATA_KO = re.compile(
    r"(?:자료|데이터)(?:에는|에)?\s(?:[가-힣]+\s)?(?P<n>\d{1,4})\s?(?:건|개\s?품목|개\s?항목)"
    r"(?![가-힣\d])|(?:자료|데이터)(?:에는|에)?\s(?P<n2>\d{1,4})\s?(?=건|개)"
    # the rows a lookup returned, said of the lookup ("조회된 품목이 12개", "검색된 항목은 3개")
    r"|(?:조회된|검색된|조회되는|등록된)\s(?:[가-힣]+\s)?(?:품목|항목)(?:이|은|는)?\s?(?P<n3>\d{1,4})\s?개"
)
_COUNT_DATA_KO = gated(_COUNT_DATA_KO)  # :mod:`.opening_gate`: the same matches, skipped to


# a numeral, markup closing a bold numeral ("**세** 곳", "**four** sites"), one optional space
# and a counted noun ("세 곳", "3개", "6단계"): the numeral's charset
# first, so the engine skips to candidates in C instead of stopping at every 대 of "(대형)"
_H_COUNT = re.compile(r"[0-9한두세네섯열곱덟홉](?:\*\*|__)? ?(?:곳|군데|개|가지|대|단계|종류)")


def _count_hints(text: str) -> Iterator[int]:
    """Start of each numeral + counted noun: the numeral's index."""
    for h in _H_COUNT.finditer(text):
        yield h.start()


_G_COUNT_EN = ("place", "location", "site", "spot", "bin", "cent", "point", "machine", "option",
               "kind", "type", "tier", "bracket", "categor", "way", "step", "contractor",
               "compan", "firm", "operator", "store", "shop", "level", "band", "amounts")  # fmt: skip


def scan_counts(s: _Scan, lower: str) -> None:
    text = s.text
    last = -1
    for h in _count_hints(text):
        start = max(last, h - 4, 0)
        for m in _COUNT_KO.finditer(text, start, h + 18):
            last = max(last, m.end())
            if _BOTH.match(text, m.end()) or _CHOSEN.match(text, m.end()):
                continue  # "두 곳 다" (both), "세 곳만 추리면" (a choice): not a count
            if _DENIED.match(text, m.end()):
                continue  # "한 군데가 아니라서": what the number is not
            if text.startswith("씩", m.end()):
                continue  # "한 곳씩 알려 드릴까요", "동마다 두 곳씩": so many at a time or each, no length
            n = m.group("n")
            value = int(n) if n.isdigit() else NATIVE[n]
            if value == 1 and m.group("c")[:1] in ("가", "단", "종"):
                continue  # "한 가지 방법이 더 있어요": one of several, not a length
            if value == 1 and text.startswith("도", m.end()):
                value = 0  # "한 곳도 찾지 못했어요", "한 군데도 없어요": not even one
            _add(s, "count", value, m.start(), m.end())
    for m in _COUNT_TOTAL.finditer(text) if "총" in text else ():
        n = m.group("n")
        _add(s, "count", int(n) if n.isdigit() else NATIVE[n], m.start(), m.end())
    if s.hints.latin and contains_any(lower, _G_COUNT_EN):
        for m in _COUNT_EN.finditer(text):
            n = m.group("n").lower()
            _add(s, "count", int(n) if n.isdigit() else EN_NUMBERS[n], m.start(), m.end())
    if s.hints.latin and contains_any(lower, _G_ROWS_EN):
        for m in _COUNT_ROWS_EN.finditer(text):  # "12 different bed-related fee entries"
            n = m.group("n").lower()
            _add(s, "count", int(n) if n.isdigit() else EN_NUMBERS[n], m.start(), m.end())
    if "자료" in text or "데이터" in text or "품목" in text or "항목" in text:
        # "수수료 자료 142건이 등록되어", "조회된 품목이 12개"
        for m in _COUNT_DATA_KO.finditer(text):
            g = "n" if m.group("n") else "n2" if m.group("n2") else "n3"
            _add(s, "count", int(m.group(g)), m.start(g), m.end())
    if s.hints.latin and contains_any(lower, _G_DATA_EN):
        for m in _COUNT_DATA_EN.finditer(text):  # "the data has 41 items"
            n = m.group("n").lower()
            _add(s, "count", int(n) if n.isdigit() else EN_NUMBERS[n], m.start("n"), m.end())
