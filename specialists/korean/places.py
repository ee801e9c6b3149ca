"""Place-type vocabulary: the kinds of places users ask for, with a search category and query word.

Recycling-related places first, then second-hand and public places, then the everyday categories
(upper-case values are Kakao category group codes; lower-case ones are searched by keyword).
"""

from __future__ import annotations

import re
from typing import Literal

__all__ = ["GENERIC_HEADS", "PATTERN", "PLACE_WORDS", "PlaceCategory", "find_place_type"]

PlaceCategory = Literal[
    "recycling_center", "scrap_yard", "zero_waste_shop", "second_hand_shop", "public_office",
    "post_office", "shop", "library",
    "MART", "CONVENIENCE", "CAFE", "RESTAURANT", "HOSPITAL", "PHARMACY", "BANK", "GAS_STATION", "PARKING",
    "SUBWAY",
]  # fmt: skip

_RC: PlaceCategory = "recycling_center"
_SY: PlaceCategory = "scrap_yard"
_ZW: PlaceCategory = "zero_waste_shop"
_SH: PlaceCategory = "second_hand_shop"
_PO: PlaceCategory = "public_office"
_POST: PlaceCategory = "post_office"

# Spelling users type → (category, the query word a search uses).
PLACE_WORDS: dict[str, tuple[PlaceCategory, str]] = {
    "재활용센터": (_RC, "재활용센터"), "재활용 센터": (_RC, "재활용센터"), "자원순환센터": (_RC, "재활용센터"),
    "자원순환가게": (_RC, "재활용센터"), "재활용가게": (_RC, "재활용센터"), "재활용 가게": (_RC, "재활용센터"),
    "재활용품 판매": (_RC, "재활용센터"), "recycling center": (_RC, "재활용센터"),
    "recycling centre": (_RC, "재활용센터"),
    # a bare 센터 in a recycling assistant is a recycling centre (longer names such as 주민센터 win)
    "센터": (_RC, "재활용센터"), "center": (_RC, "재활용센터"), "centre": (_RC, "재활용센터"),
    "분리수거장": (_RC, "재활용센터"), "분리수거함": (_RC, "재활용센터"), "재활용 수거장": (_RC, "재활용센터"),
    "고물상": (_SY, "고물상"), "고철상": (_SY, "고물상"), "고물 상": (_SY, "고물상"), "scrap yard": (_SY, "고물상"),
    "scrapyard": (_SY, "고물상"), "junkyard": (_SY, "고물상"), "junk yard": (_SY, "고물상"),
    "scrap dealer": (_SY, "고물상"), "쳐주는 데": (_SY, "고물상"), "쳐주는 곳": (_SY, "고물상"),
    "매입하는 곳": (_SY, "고물상"), "매입하는 데": (_SY, "고물상"), "사주는 곳": (_SY, "고물상"),
    "제로웨이스트샵": (_ZW, "제로웨이스트샵"), "제로웨이스트 샵": (_ZW, "제로웨이스트샵"),
    "제로웨이스트 가게": (_ZW, "제로웨이스트샵"), "제로 웨이스트": (_ZW, "제로웨이스트샵"),
    "제로웨이스트": (_ZW, "제로웨이스트샵"), "리필샵": (_ZW, "제로웨이스트샵"), "리필스테이션": (_ZW, "제로웨이스트샵"),
    "zero waste shop": (_ZW, "제로웨이스트샵"), "zero-waste shop": (_ZW, "제로웨이스트샵"),
    "zero waste store": (_ZW, "제로웨이스트샵"), "refill shop": (_ZW, "제로웨이스트샵"),
    "refill station": (_ZW, "제로웨이스트샵"),
    # second-hand and donation shops
    "중고매장": (_SH, "중고 매장"), "중고 매장": (_SH, "중고 매장"), "중고가게": (_SH, "중고 매장"),
    "중고 가게": (_SH, "중고 매장"), "중고샵": (_SH, "중고 매장"), "빈티지샵": (_SH, "중고 매장"),
    "빈티지 샵": (_SH, "중고 매장"), "구제 가게": (_SH, "중고 매장"), "구제샵": (_SH, "중고 매장"),
    "중고가구점": (_SH, "중고 가구점"), "중고 가구점": (_SH, "중고 가구점"), "중고가구 매장": (_SH, "중고 가구점"),
    "중고 가구 매장": (_SH, "중고 가구점"), "중고가구": (_SH, "중고 가구점"), "중고 가구": (_SH, "중고 가구점"),
    "중고 가전 매장": (_SH, "중고 가전 매장"), "중고가전": (_SH, "중고 가전 매장"), "중고 가전": (_SH, "중고 가전 매장"),
    "헌옷 사가는": (_SH, "헌옷 매입"), "헌옷 매입": (_SH, "헌옷 매입"), "헌옷 사는": (_SH, "헌옷 매입"),
    "아름다운가게": (_SH, "아름다운가게"), "아름다운 가게": (_SH, "아름다운가게"),
    "굿윌스토어": (_SH, "굿윌스토어"), "굿윌 스토어": (_SH, "굿윌스토어"), "goodwill": (_SH, "굿윌스토어"),
    "되살림가게": (_SH, "되살림가게"), "되살림 가게": (_SH, "되살림가게"), "기부 가게": (_SH, "아름다운가게"),
    "used furniture": (_SH, "중고 가구점"), "second-hand shop": (_SH, "중고 매장"),
    "second hand shop": (_SH, "중고 매장"), "secondhand shop": (_SH, "중고 매장"), "thrift store": (_SH, "중고 매장"),
    "thrift shop": (_SH, "중고 매장"), "vintage shop": (_SH, "중고 매장"), "used goods": (_SH, "중고 매장"),
    "beautiful store": (_SH, "아름다운가게"),
    # public offices
    "주민센터": (_PO, "주민센터"), "동사무소": (_PO, "주민센터"), "행정복지센터": (_PO, "주민센터"),
    "동 주민센터": (_PO, "주민센터"), "구청": (_PO, "구청"), "시청": (_PO, "시청"), "군청": (_PO, "군청"),
    "보건소": (_PO, "보건소"), "community center": (_PO, "주민센터"), "community centre": (_PO, "주민센터"),
    "city hall": (_PO, "시청"), "district office": (_PO, "구청"),
    "우체국": (_POST, "우체국"), "post office": (_POST, "우체국"),
    "도서관": ("library", "도서관"), "library": ("library", "도서관"), "libraries": ("library", "도서관"),
    # shops searched by name
    "다이소": ("shop", "다이소"), "daiso": ("shop", "다이소"), "올리브영": ("shop", "올리브영"),
    "olive young": ("shop", "올리브영"), "철물점": ("shop", "철물점"), "hardware store": ("shop", "철물점"),
    "세탁소": ("shop", "세탁소"), "laundromat": ("shop", "빨래방"), "빨래방": ("shop", "빨래방"),
    "코인세탁": ("shop", "빨래방"), "문구점": ("shop", "문구점"), "서점": ("shop", "서점"),
    "아울렛": ("shop", "아울렛"), "백화점": ("shop", "백화점"), "시장": ("shop", "시장"),
    "공원": ("shop", "공원"), "park": ("shop", "공원"), "헬스장": ("shop", "헬스장"), "gym": ("shop", "헬스장"),
    "헌책방": (_SH, "헌책방"), "책방": ("shop", "서점"), "bookstore": ("shop", "서점"),
    "터미널": ("shop", "터미널"), "버스터미널": ("shop", "버스터미널"), "bus terminal": ("shop", "버스터미널"),
    "pc방": ("shop", "PC방"), "노래방": ("shop", "노래방"), "미용실": ("shop", "미용실"),
    "화장실": ("shop", "화장실"), "toilet": ("shop", "화장실"), "restroom": ("shop", "화장실"),
    # Kakao categories
    "대형마트": ("MART", "마트"), "마트": ("MART", "마트"), "슈퍼": ("MART", "마트"), "supermarket": ("MART", "마트"),
    "grocery": ("MART", "마트"), "이마트": ("MART", "이마트"), "홈플러스": ("MART", "홈플러스"),
    "롯데마트": ("MART", "롯데마트"), "코스트코": ("MART", "코스트코"), "mart": ("MART", "마트"),
    "편의점": ("CONVENIENCE", "편의점"), "convenience store": ("CONVENIENCE", "편의점"),
    "cu": ("CONVENIENCE", "편의점"), "gs25": ("CONVENIENCE", "편의점"), "세븐일레븐": ("CONVENIENCE", "편의점"),
    "7-eleven": ("CONVENIENCE", "편의점"), "이마트24": ("CONVENIENCE", "편의점"), "씨유": ("CONVENIENCE", "편의점"),
    "카페": ("CAFE", "카페"), "커피숍": ("CAFE", "카페"), "커피집": ("CAFE", "카페"), "스타벅스": ("CAFE", "스타벅스"),
    "스벅": ("CAFE", "스타벅스"), "cafe": ("CAFE", "카페"), "café": ("CAFE", "카페"), "coffee shop": ("CAFE", "카페"),
    "음식점": ("RESTAURANT", "음식점"), "식당": ("RESTAURANT", "음식점"), "맛집": ("RESTAURANT", "음식점"),
    "밥집": ("RESTAURANT", "음식점"), "restaurant": ("RESTAURANT", "음식점"),
    "병원": ("HOSPITAL", "병원"), "의원": ("HOSPITAL", "병원"), "응급실": ("HOSPITAL", "병원"),
    "소아과": ("HOSPITAL", "소아과"), "치과": ("HOSPITAL", "치과"), "hospital": ("HOSPITAL", "병원"),
    "clinic": ("HOSPITAL", "병원"), "doctor": ("HOSPITAL", "병원"), "er": ("HOSPITAL", "병원"),
    "약국": ("PHARMACY", "약국"), "pharmacy": ("PHARMACY", "약국"), "pharmacies": ("PHARMACY", "약국"),
    "drugstore": ("PHARMACY", "약국"),
    "은행": ("BANK", "은행"), "농협": ("BANK", "농협"), "수협": ("BANK", "수협"), "신협": ("BANK", "신협"),
    "새마을금고": ("BANK", "새마을금고"), "atm": ("BANK", "은행"), "bank": ("BANK", "은행"),
    "주유소": ("GAS_STATION", "주유소"), "gas station": ("GAS_STATION", "주유소"),
    "충전소": ("GAS_STATION", "충전소"),
    "주차장": ("PARKING", "주차장"), "parking": ("PARKING", "주차장"),
    "지하철역": ("SUBWAY", "지하철역"), "지하철": ("SUBWAY", "지하철역"), "전철역": ("SUBWAY", "지하철역"),
    "subway station": ("SUBWAY", "지하철역"), "subway": ("SUBWAY", "지하철역"), "metro": ("SUBWAY", "지하철역"),
}  # fmt: skip

# Generic shop heads: a compound ending in one ("굿윌스토어", "중고가구매장", "동네 가게") is a shop, and
# the search uses the whole compound as written.
GENERIC_HEADS = ("가게", "매장", "스토어", "상점", "샵", "숍", "업체", "store", "shop", "market")
PLACE_WORDS.update({head: ("shop", head) for head in GENERIC_HEADS if head not in PLACE_WORDS})
_COMPOUND = re.compile(r"[가-힣]+$")

PATTERN = re.compile(
    "|".join(re.escape(w) for w in sorted(PLACE_WORDS, key=len, reverse=True)), re.IGNORECASE
)


def find_place_type(text: str) -> tuple[PlaceCategory, str] | None:
    """The first place type named in free text, as (category, Korean query word)."""
    for match in PATTERN.finditer(text):
        word = match.group(0)
        if word.isascii():
            before, after = (
                text[match.start() - 1 : match.start()],
                text[match.end() : match.end() + 1],
            )
            plural = after.lower() == "s" and not text[match.end() + 1 : match.end() + 2].isalpha()
            if (before.isascii() and before.isalnum()) or (
                after.isascii() and after.isalpha() and not plural
            ):
                continue
        category, query = PLACE_WORDS[word.lower()]
        if word in GENERIC_HEADS and (stem := _COMPOUND.search(text, 0, match.start())):
            query = stem.group(0) + word  # 굿윌스토어, 중고가구매장
        return category, query
    return None
