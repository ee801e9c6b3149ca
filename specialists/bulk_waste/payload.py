"""Typed handoff payload for the bulk-waste specialist."""

from __future__ import annotations

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.geo import normalize_district
from specialists.korean.items import normalize_item


class BulkWasteRequest(StagePayload):
    """대형폐기물: which item, in which 시군구."""

    item: str | None = Field(
        None, description="버릴 품목, 크기 수식어 제외 (예: 소파, 냉장고). 없으면 null"
    )
    district: str | None = Field(
        None,
        description="시군구 이름 (예: 강남구, 수원시). 사용자가 말하지 않았으면 null — 추측 금지",
    )

    @field_validator("item")
    @classmethod
    def _item(cls, value: str | None) -> str | None:
        return normalize_item(value)

    @field_validator("district")
    @classmethod
    def _district(cls, value: str | None) -> str | None:
        return normalize_district(value)
