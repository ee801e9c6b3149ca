"""Typed handoff payload for the location specialist (place types: :mod:`specialists.korean.places`)."""

from __future__ import annotations

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.geo import normalize_area
from specialists.korean.places import PATTERN, PLACE_WORDS, PlaceCategory, find_place_type

__all__ = ["PATTERN", "PLACE_WORDS", "LocationRequest", "PlaceCategory", "find_place_type"]


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
