"""Typed handoff payload for the collection-point specialist, and its item-type vocabulary."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, field_validator

from specialists.base import StagePayload
from specialists.geo import normalize_area

ItemType = Literal[
    "battery", "fluorescent_lamp", "clothes", "medicine", "small_appliance", "pet_compensation"
]

ITEM_TYPE_NAMES: dict[str, str] = {
    "battery": "폐건전지",
    "fluorescent_lamp": "폐형광등",
    "clothes": "의류",
    "medicine": "폐의약품",
    "small_appliance": "소형 폐가전",
    "pet_compensation": "투명 페트병 보상",
}

ITEM_TYPE_WORDS: dict[str, ItemType] = {
    "폐건전지": "battery", "건전지": "battery", "배터리": "battery", "battery": "battery", "batteries": "battery",
    "폐형광등": "fluorescent_lamp", "형광등": "fluorescent_lamp", "전구": "fluorescent_lamp",
    "fluorescent": "fluorescent_lamp", "light bulb": "fluorescent_lamp", "bulbs": "fluorescent_lamp",
    "의류수거함": "clothes", "헌옷": "clothes", "헌 옷": "clothes", "의류": "clothes", "옷": "clothes",
    "clothes": "clothes", "clothing": "clothes",
    "폐의약품": "medicine", "의약품": "medicine", "약 버리": "medicine", "폐약": "medicine",
    "안 먹는 약": "medicine", "남은 약": "medicine", "medicine": "medicine", "medication": "medicine",
    "폐전자제품": "small_appliance", "소형가전": "small_appliance", "소형 가전": "small_appliance",
    "폐가전": "small_appliance", "전자제품": "small_appliance", "휴대폰": "small_appliance",
    "핸드폰": "small_appliance", "e-waste": "small_appliance", "electronics": "small_appliance",
    "폐휴대폰": "small_appliance", "cell phone": "small_appliance", "mobile phone": "small_appliance",
    "old phone": "small_appliance", "small appliance": "small_appliance",
    "페트병 보상": "pet_compensation", "페트병 무인회수기": "pet_compensation", "무인회수기": "pet_compensation",
    "투명페트병": "pet_compensation", "투명 페트병": "pet_compensation", "재활용 보상": "pet_compensation",
    "유가보상": "pet_compensation", "보상": "pet_compensation", "순환자원 회수": "pet_compensation",
    "reverse vending": "pet_compensation", "rewarded": "pet_compensation", "reward": "pet_compensation",
}  # fmt: skip

PATTERN = re.compile(
    "|".join(re.escape(w) for w in sorted(ITEM_TYPE_WORDS, key=len, reverse=True)), re.IGNORECASE
)


def find_item_type(text: str) -> ItemType | None:
    for match in PATTERN.finditer(text):
        word = match.group(0)
        if word == "옷":
            before, after = (
                text[match.start() - 1 : match.start()],
                text[match.end() : match.end() + 1],
            )
            if before not in ("", " ", "헌") or (after and after not in " 은는을이가도들,.?!"):
                continue  # 옷 inside 옷장/겉옷걸이: only a standalone 옷 means clothes
        return ITEM_TYPE_WORDS[word.lower()]
    return None


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
