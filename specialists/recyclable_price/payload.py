"""Typed handoff payload for the recyclable-price specialist."""

from __future__ import annotations

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.korean.materials import normalize_material, normalize_region


class RecyclablePriceRequest(StagePayload):
    """재활용품 시세: which material, in which survey region."""

    material: str | None = Field(
        None,
        description="재활용 품목 또는 분류 (예: 신문지, 골판지, PET, 알루미늄캔, 폐지, 플라스틱). 없으면 null",
    )
    region: str | None = Field(
        None,
        description="조사 권역: nationwide, capital, gangwon, chungbuk, chungnam, jeonbuk, jeonnam, gyeongbuk, "
        "gyeongnam 또는 시도 이름. 말하지 않았으면 null(전국)",
    )

    @field_validator("material")
    @classmethod
    def _material(cls, value: str | None) -> str | None:
        return normalize_material(value)

    @field_validator("region")
    @classmethod
    def _region(cls, value: str | None) -> str | None:
        return normalize_region(value)
