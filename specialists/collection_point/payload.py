"""Typed handoff payload for the collection-point specialist (item types: :mod:`specialists.korean.bins`)."""

from __future__ import annotations

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.geo import normalize_area
from specialists.korean.bins import (
    ITEM_TYPE_NAMES,
    ITEM_TYPE_WORDS,
    PATTERN,
    ItemType,
    find_item_type,
)

__all__ = [
    "ITEM_TYPE_NAMES", "ITEM_TYPE_WORDS", "PATTERN", "CollectionPointRequest", "ItemType", "find_item_type"
]  # fmt: skip


class CollectionPointRequest(StagePayload):
    """수거함·보상 장소: which item type, around where."""

    item_type: ItemType | None = Field(
        None,
        description="battery, fluorescent_lamp, clothes, medicine, small_appliance, pet_compensation 중 하나",
    )
    area: str | None = Field(None, description="지역 이름 (예: 강남구, 고양시). 없으면 null")
    latitude: float | None = Field(None, description="사용자 위치 위도 (주어진 경우만)")
    longitude: float | None = Field(None, description="사용자 위치 경도 (주어진 경우만)")

    @field_validator("item_type", mode="before")
    @classmethod
    def _item_type(cls, value: object) -> object:
        if isinstance(value, str) and value not in ITEM_TYPE_NAMES:
            return find_item_type(value) or value
        return value

    @field_validator("area")
    @classmethod
    def _area(cls, value: str | None) -> str | None:
        return normalize_area(value)
