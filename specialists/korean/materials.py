"""Recyclable-material vocabulary: the price survey's item names, categories, synonyms, and the
survey's price regions with the words that name them."""

from __future__ import annotations

import re
from typing import Literal

from specialists.korean.gazetteer import lookup_district, lookup_sido

Category = Literal["paper", "plastic", "glass", "metal", "tire"]
PriceRegion = Literal[
    "nationwide",
    "capital",
    "gangwon",
    "chungbuk",
    "chungnam",
    "jeonbuk",
    "jeonnam",
    "gyeongbuk",
    "gyeongnam",
]
PRICE_REGIONS: tuple[str, ...] = (
    "nationwide", "capital", "gangwon", "chungbuk", "chungnam", "jeonbuk", "jeonnam", "gyeongbuk", "gyeongnam",
)  # fmt: skip
REGION_NAMES: dict[str, str] = {
    "nationwide": "전국",
    "capital": "수도권",
    "gangwon": "강원",
    "chungbuk": "충북",
    "chungnam": "충남",
    "jeonbuk": "전북",
    "jeonnam": "전남",
    "gyeongbuk": "경북",
    "gyeongnam": "경남",
}
_REGION_WORDS: dict[str, str] = {
    "전국": "nationwide", "national": "nationwide", "nationwide": "nationwide", "전국평균": "nationwide",
    "수도권": "capital", "capital": "capital", "capital area": "capital",
}  # fmt: skip

CATEGORY_NAMES: dict[str, str] = {
    "paper": "종이류",
    "plastic": "플라스틱류",
    "glass": "유리류",
    "metal": "금속류",
    "tire": "타이어류",
}

# Words that name a whole category rather than one surveyed item.
CATEGORY_WORDS: dict[str, Category] = {
    "폐지": "paper", "종이": "paper", "파지": "paper", "paper": "paper", "waste paper": "paper",
    "플라스틱": "plastic", "plastic": "plastic", "비닐": "plastic", "폐플라스틱": "plastic",
    "유리": "glass", "유리병": "glass", "빈병": "glass", "공병": "glass", "glass": "glass",
    "금속": "metal", "고철": "metal", "metal": "metal", "scrap metal": "metal",
    "캔": "metal", "cans": "metal",
    "타이어": "tire", "폐타이어": "tire", "tire": "tire", "tyre": "tire", "고무": "tire",
}  # fmt: skip

# Surveyed item (canonical, as in the price data) -> spellings.
ITEM_WORDS: dict[str, tuple[str, ...]] = {
    "신문지": ("신문지", "신문", "newspaper", "newspapers"),
    "골판지": ("골판지", "박스", "상자", "종이박스", "cardboard", "corrugated"),
    "PET": ("페트병", "페트", "pet", "pet bottle", "pet bottles"),
    "PE(압축)": ("pe",),
    "PP(압축)": ("pp",),
    "PS(압축)": ("ps",),
    "ABS": ("abs",),
    "PVC": ("pvc",),
    "EPS": ("스티로폼", "eps", "styrofoam"),
    "HDPE": ("hdpe",),
    "LDPE": ("ldpe",),
    "백색 유리": ("백색유리", "백색 유리", "투명 유리병", "투명유리", "clear glass", "white glass"),
    "갈색 유리": ("갈색유리", "갈색 유리", "갈색병"),
    "청녹색 유리": ("청녹색유리", "청녹색 유리", "녹색병", "초록병"),
    "철스크랩": ("철스크랩", "고철", "scrap iron", "iron scrap", "scrap steel", "steel scrap"),
    "철캔": ("철캔", "스틸캔", "steel can", "steel cans"),
    "알루미늄캔": (
        "알루미늄캔",
        "알루미늄 캔",
        "알루미늄",
        "aluminum can",
        "aluminum cans",
        "aluminium",
    ),
    "고무분말": ("고무분말", "rubber powder", "crumb rubber"),
}

# Materials people ask about that the survey does not cover: recognised, so the tool can say so.
UNSURVEYED: dict[str, str] = {
    "copper": "구리", "구리": "구리", "구리선": "구리", "동선": "구리", "동파이프": "구리", "동전선": "구리",
    "신주": "황동", "황동": "황동", "brass": "황동", "스테인리스": "스텐", "stainless": "스텐", "스뎅": "스텐",
    "스텐": "스텐", "스테인레스": "스텐", "납": "납", "lead": "납", "양은": "양은", "비철": "비철",
    "전선": "전선", "폐전선": "전선", "구리전선": "구리", "wire": "전선", "cable": "전선",
    "알미늄": "알루미늄", "새시": "알루미늄", "샷시": "알루미늄", "aluminum": "알루미늄", "alu": "알루미늄",
    "폐배터리": "폐배터리", "car battery": "폐배터리", "car batteries": "폐배터리",
    "헌옷": "헌옷", "헌 옷": "헌옷", "iron": "고철", "steel": "고철",
    "스크랩": "고철", "폐지값": "폐지", "박스값": "골판지", "폐지": "폐지", "파지": "폐지",
}  # fmt: skip

# English category words are reported with their Korean spelling.
_CATEGORY_KO: dict[str, str] = {
    "paper": "종이", "waste paper": "폐지", "plastic": "플라스틱", "glass": "유리", "metal": "금속",
    "scrap metal": "고철", "cans": "캔", "tire": "타이어", "tyre": "타이어",
}  # fmt: skip

_SPELLINGS: dict[str, str] = {}
for _canonical, _words in ITEM_WORDS.items():
    for _w in _words:
        _SPELLINGS[_w.lower()] = _canonical
for _w in CATEGORY_WORDS:
    _SPELLINGS.setdefault(_w.lower(), _CATEGORY_KO.get(_w, _w))
for _w, _canonical in UNSURVEYED.items():
    _SPELLINGS.setdefault(_w.lower(), _canonical)

PATTERN = re.compile(
    "|".join(re.escape(s) for s in sorted(_SPELLINGS, key=len, reverse=True)), re.IGNORECASE
)


def all_spellings() -> tuple[str, ...]:
    """Every material spelling (surveyed items, category words, unsurveyed materials)."""
    return tuple(_SPELLINGS)


def _standalone(text: str, start: int, end: int) -> bool:
    """ASCII words must stand alone ("pe" not inside "price"); Korean words may carry particles."""
    if not text[start:end].isascii():
        return True
    before = text[start - 1 : start]
    after = text[end : end + 1]
    return not ((before.isascii() and before.isalnum()) or (after.isascii() and after.isalnum()))


def find_material(text: str) -> str | None:
    """The first material named in free text: a surveyed item name or a category word."""
    for match in PATTERN.finditer(text):
        if _standalone(text, match.start(), match.end()):
            return _SPELLINGS[match.group(0).lower()]
    return None


def category_of(material: str) -> Category | None:
    """The category a material word or surveyed item belongs to."""
    word = material.strip().lower()
    if word in CATEGORY_WORDS:
        return CATEGORY_WORDS[word]
    canonical = _SPELLINGS.get(word, material)
    for prefix, category in (
        (("신문지", "골판지"), "paper"),
        (("PET", "PE", "PP", "PS", "ABS", "PVC", "EPS", "HDPE", "LDPE"), "plastic"),
        (("백색", "갈색", "청녹색"), "glass"),
        (("철", "알루미늄"), "metal"),
        (("고무",), "tire"),
    ):
        if canonical.startswith(prefix):
            return category  # type: ignore[return-value]
    return None


def normalize_material(value: str | None) -> str | None:
    if value is None:
        return None
    text = " ".join(value.split())
    if not text:
        return None
    exact = _SPELLINGS.get(text.lower())
    if exact is not None:
        return exact
    return find_material(text) or text


def normalize_region(value: str | None) -> str | None:
    """``"서울"``/``"경기도"``/``"capital"`` → ``"capital"``; ``None`` means nationwide; unknown kept as written."""
    if value is None:
        return None
    text = " ".join(value.split())
    if not text:
        return None
    low = text.lower()
    if low in PRICE_REGIONS:
        return low
    if low in _REGION_WORDS:
        return _REGION_WORDS[low]
    sido = lookup_sido(text)
    if sido is None:
        districts = lookup_district(text)
        sidos = {d.sido for d in districts}
        sido = sidos.pop() if len(sidos) == 1 else None
    if sido is not None:
        return sido.price_region or sido.short
    return text


# Words that ask for a whole category rather than one surveyed item.
CATEGORY_QUERIES = ("폐지", "플라스틱", "유리", "금속", "고철", "캔", "타이어")
_KEY_DROP = re.compile(r"[\s()\[\]{}\-_·.,/]+")


def item_key(name: str) -> str:
    """Matching key: lower case without spaces, brackets, hyphens and dots (``"압축 (PET)"`` →
    ``"압축pet"``, ``"알루미늄 캔"`` → ``"알루미늄캔"``)."""
    return _KEY_DROP.sub("", name).lower()
