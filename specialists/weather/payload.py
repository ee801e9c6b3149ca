"""Typed handoff payload for the weather specialist."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.geo import normalize_area

WasteCategory = Literal["food", "paper", "plastic", "glass", "metal", "clothes", "general"]

WASTE_CATEGORY_WORDS: dict[str, WasteCategory] = {
    "음식물": "food", "음쓰": "food", "음식 쓰레기": "food", "food waste": "food", "food": "food",
    "종이": "paper", "폐지": "paper", "박스": "paper", "골판지": "paper", "신문": "paper", "paper": "paper",
    "cardboard": "paper",
    "플라스틱": "plastic", "페트병": "plastic", "비닐": "plastic", "plastic": "plastic",
    "유리": "glass", "glass": "glass", "캔": "metal", "고철": "metal", "cans": "metal",
    "옷": "clothes", "의류": "clothes", "clothes": "clothes",
    "쓰레기": "general", "종량제": "general", "분리수거": "general", "분리배출": "general",
    "재활용": "general", "trash": "general", "garbage": "general", "recycling": "general",
}  # fmt: skip


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
