"""Bulk-waste item vocabulary: size words stripped, synonyms and English names mapped."""

from __future__ import annotations

import re

# Size, age and quantity words that do not change which tariff row applies to a search.
_SIZE_WORDS = re.compile(
    r"(\d+\s*인용|\d+\s*(?:L|리터|인치|칸|단|doors?|seater)\b|대형|중형|소형|큰|작은|커다란|낡은|오래된|헌|중고|"
    r"고장난|망가진|\bold\b|\bbig\b|\bsmall\b|\blarge\b|\bbroken\b|\bused\b|\bmy\b|\ba\b|\ban\b|\bthe\b)",
    re.IGNORECASE,
)

# canonical name -> spellings users type (Korean variants, English)
SYNONYMS: dict[str, tuple[str, ...]] = {
    "소파": ("소파", "쇼파", "sofa", "couch", "카우치", "소파베드", "쇼파베드"),
    "침대": (
        "침대",
        "침대틀",
        "침대 프레임",
        "침대프레임",
        "돌침대",
        "2층침대",
        "bed",
        "bed frame",
    ),
    "매트리스": ("매트리스", "mattress", "매트", "토퍼"),
    "장롱": ("장롱", "장농", "옷장", "이불장", "wardrobe", "closet", "armoire"),
    "책상": ("책상", "desk"),
    "의자": ("의자", "chair"),
    "식탁": ("식탁", "dining table", "table", "테이블"),
    "책장": ("책장", "bookshelf", "bookcase"),
    "서랍장": ("서랍장", "chest of drawers", "drawers", "drawer", "dresser"),
    "화장대": ("화장대", "vanity", "dressing table"),
    "냉장고": ("냉장고", "김치냉장고", "fridge", "refrigerator"),
    "세탁기": ("세탁기", "세탁긔", "통돌이", "washing machine", "washer"),
    "건조기": ("건조기", "dryer"),
    "에어컨": ("에어컨", "에어콘", "실외기", "air conditioner", "aircon", "a/c"),
    "텔레비전": ("텔레비전", "티비", "tv", "television"),
    "전자레인지": ("전자레인지", "전자렌지", "microwave"),
    "정수기": ("정수기", "water purifier"),
    "선풍기": ("선풍기", "electric fan", "fan"),
    "식기세척기": ("식기세척기", "dishwasher"),
    "장식장": ("장식장", "진열장", "수납장", "신발장", "캐비닛", "캐비넷", "cabinet"),
    "평상": ("평상",),
    "전기장판": ("전기장판", "온수매트", "안마 매트", "안마매트", "electric blanket"),
    "싱크대": ("싱크대", "sink"),
    "변기": ("변기", "욕조", "세면대"),
    "카펫": ("카펫", "카페트", "러그", "rug", "carpet"),
    "킥보드": ("킥보드", "scooter"),
    "자전거": ("자전거", "bicycle", "bike"),
    "피아노": ("피아노", "piano"),
    "러닝머신": ("러닝머신", "런닝머신", "treadmill"),
    "안마의자": ("안마의자", "massage chair"),
    "유모차": ("유모차", "stroller", "카시트"),
    "캣타워": ("캣타워",),
    "거울": ("전신거울", "거울", "mirror"),
}

# Spellings found in the fee file beyond the vocabulary's (checked against the 2026-01 file): the
# fee matcher's (specialists.data.fee_match) and the grounding check's subject vocabulary's. Not in
# SYNONYMS on purpose: the shipped database's item_canonical is built with SYNONYMS
# (specialists.data.fee_store), so a spelling there would change the shipped file's rows.
SPELLINGS: dict[str, tuple[str, ...]] = {
    "장롱": ("장롱", "장농", "옷장", "장 롱"),
    "텔레비전": ("텔레비전", "텔레비젼", "티비", "티브이", "tv"),
    "소파": ("소파", "쇼파"),
    "에어컨": ("에어컨", "에어콘"),
    "냉장고": ("냉장고",),
    "매트리스": ("매트리스", "메트리스"),
    "러닝머신": ("러닝머신", "런닝머신"),
}

_LOOKUP: dict[str, str] = {
    spelling.lower(): canonical
    for canonical, spellings in SYNONYMS.items()
    for spelling in spellings
}
# longest spelling first so "김치냉장고" wins over "냉장고" and "massage chair" over "chair"
PATTERN = re.compile(
    "|".join(re.escape(s) for s in sorted(_LOOKUP, key=len, reverse=True)),
    re.IGNORECASE,
)


def strip_size_words(text: str) -> str:
    return " ".join(_SIZE_WORDS.sub(" ", text).split())


def _standalone(text: str, start: int, end: int) -> bool:
    """English words must stand alone ("tv" not inside "tvN", "bed" not in "bedding")."""
    if not text[start:end].isascii():
        return True
    before, after = text[start - 1 : start], text[end : end + 1]
    return not ((before.isascii() and before.isalnum()) or (after.isascii() and after.isalnum()))


def find_item(text: str) -> str | None:
    """The bulk-waste item a free text names, as its canonical name.

    Korean compounds put the head noun last: in "침대 매트리스" the item is the 매트리스, so when two
    item words stand next to each other the second one wins.
    """
    matches = [m for m in PATTERN.finditer(text) if _standalone(text, m.start(), m.end())]
    if not matches:
        return None
    chosen = matches[0]
    for following in matches[1:]:
        if text[chosen.end() : following.start()].strip():
            break
        chosen = following
    return _LOOKUP[chosen.group(0).lower()]


def normalize_item(value: str | None) -> str | None:
    """``"3인용 쇼파"`` → ``"소파"``; an unknown item is kept (size words stripped) for the tool to report."""
    if value is None:
        return None
    stripped = strip_size_words(value)
    if not stripped:
        return None
    return find_item(stripped) or stripped
