"""Typed handoff payload for the weather specialist."""

from __future__ import annotations

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.geo import normalize_area
from specialists.korean.lexicon import WASTE_CATEGORY_WORDS, WasteCategory

__all__ = ["WASTE_CATEGORY_WORDS", "WasteCategory", "WeatherRequest"]


class WeatherRequest(StagePayload):
    """날씨: where (place name or coordinates), and which waste the user is about to put out."""

    place: str | None = Field(None, description="지역 이름 (예: 강남구, 부산, 제주시). 없으면 null")
    latitude: float | None = Field(None, description="위도 (사용자가 좌표를 준 경우만)")
    longitude: float | None = Field(None, description="경도 (사용자가 좌표를 준 경우만)")
    waste_category: WasteCategory | None = Field(
        None,
        description="배출하려는 쓰레기 종류: food, paper, plastic, glass, metal, clothes, general",
    )

    @field_validator("place")
    @classmethod
    def _place(cls, value: str | None) -> str | None:
        return normalize_area(value)

    @field_validator("latitude")
    @classmethod
    def _lat(cls, value: float | None) -> float | None:
        if value is not None and not -90 <= value <= 90:
            raise ValueError("latitude must be between -90 and 90")
        return value

    @field_validator("longitude")
    @classmethod
    def _lon(cls, value: float | None) -> float | None:
        if value is not None and not -180 <= value <= 180:
            raise ValueError("longitude must be between -180 and 180")
        return value
