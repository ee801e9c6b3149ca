"""Typed handoff payload for the location specialist, and its place-type vocabulary."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.geo import normalize_area

PlaceCategory = Literal[
    "recycling_center", "scrap_yard", "zero_waste_shop",
    "MART", "CONVENIENCE", "CAFE", "RESTAURANT", "HOSPITAL", "PHARMACY", "BANK", "GAS_STATION", "PARKING",
    "SUBWAY",
]  # fmt: skip

# Place types users ask for, recycling-related first, then the everyday categories (Kakao group codes).
PLACE_WORDS: dict[str, tuple[PlaceCategory, str]] = {
    "재활용센터": ("recycling_center", "재활용센터"), "재활용 센터": ("recycling_center", "재활용센터"),
    "자원순환센터": ("recycling_center", "재활용센터"), "자원순환가게": ("recycling_center", "재활용센터"),
    "재활용가게": ("recycling_center", "재활용센터"), "재활용 가게": ("recycling_center", "재활용센터"), "재활용품 판매": ("recycling_center", "재활용센터"),
    "recycling center": ("recycling_center", "재활용센터"), "recycling centre": ("recycling_center", "재활용센터"),
    "고물상": ("scrap_yard", "고물상"), "고철상": ("scrap_yard", "고물상"), "scrap yard": ("scrap_yard", "고물상"),
    "scrapyard": ("scrap_yard", "고물상"), "junkyard": ("scrap_yard", "고물상"),
    "제로웨이스트샵": ("zero_waste_shop", "제로웨이스트샵"), "제로웨이스트 샵": ("zero_waste_shop", "제로웨이스트샵"),
    "제로웨이스트 가게": ("zero_waste_shop", "제로웨이스트샵"), "제로 웨이스트": ("zero_waste_shop", "제로웨이스트샵"),
    "제로웨이스트": ("zero_waste_shop", "제로웨이스트샵"), "리필샵": ("zero_waste_shop", "제로웨이스트샵"),
    "리필스테이션": ("zero_waste_shop", "제로웨이스트샵"),
    "zero waste shop": ("zero_waste_shop", "제로웨이스트샵"), "zero-waste shop": ("zero_waste_shop", "제로웨이스트샵"),
    "refill shop": ("zero_waste_shop", "제로웨이스트샵"),
    "대형마트": ("MART", "마트"), "마트": ("MART", "마트"), "슈퍼": ("MART", "마트"), "supermarket": ("MART", "마트"),
    "grocery": ("MART", "마트"), "편의점": ("CONVENIENCE", "편의점"), "convenience store": ("CONVENIENCE", "편의점"),
    "카페": ("CAFE", "카페"), "커피숍": ("CAFE", "카페"), "cafe": ("CAFE", "카페"), "coffee": ("CAFE", "카페"),
    "음식점": ("RESTAURANT", "음식점"), "식당": ("RESTAURANT", "음식점"), "맛집": ("RESTAURANT", "음식점"),
    "밥집": ("RESTAURANT", "음식점"), "restaurant": ("RESTAURANT", "음식점"),
    "병원": ("HOSPITAL", "병원"), "의원": ("HOSPITAL", "병원"), "hospital": ("HOSPITAL", "병원"),
    "clinic": ("HOSPITAL", "병원"), "약국": ("PHARMACY", "약국"), "pharmacy": ("PHARMACY", "약국"),
    "은행": ("BANK", "은행"), "atm": ("BANK", "은행"), "bank": ("BANK", "은행"),
    "주유소": ("GAS_STATION", "주유소"), "gas station": ("GAS_STATION", "주유소"),
    "주차장": ("PARKING", "주차장"), "parking": ("PARKING", "주차장"),
    "지하철역": ("SUBWAY", "지하철역"), "지하철": ("SUBWAY", "지하철역"), "전철역": ("SUBWAY", "지하철역"),
    "subway station": ("SUBWAY", "지하철역"), "subway": ("SUBWAY", "지하철역"), "metro": ("SUBWAY", "지하철역"),
}  # fmt: skip

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
        return PLACE_WORDS[word.lower()]
    return None


class LocationRequest(StagePayload):
    """주변 장소: what kind of place, around where."""

    query: str | None = Field(
        None, description="찾는 장소 종류 (예: 재활용센터, 고물상, 제로웨이스트샵, 마트, 약국)"
    )
    category: PlaceCategory | None = Field(None, description="장소 분류 코드 (모르면 null)")
    area: str | None = Field(
        None, description="기준 지역 또는 장소 (예: 마포구, 강남역). 없으면 null"
    )
    latitude: float | None = Field(None, description="사용자 위치 위도 (주어진 경우만)")
    longitude: float | None = Field(None, description="사용자 위치 경도 (주어진 경우만)")
    radius_m: int | None = Field(
        None, description="검색 반경(미터). 말하지 않았으면 null (기본 2000)"
    )

    @field_validator("query")
    @classmethod
    def _query(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        found = find_place_type(value)
        return found[1] if found else " ".join(value.split())

    @field_validator("area")
    @classmethod
    def _area(cls, value: str | None) -> str | None:
        return normalize_area(value)

    @field_validator("radius_m")
    @classmethod
    def _radius(cls, value: int | None) -> int | None:
        if value is not None and not 1 <= value <= 20_000:
            raise ValueError("radius_m must be between 1 and 20000")
        return value
