"""Collection-bin item types: what goes into a bin or a compensation machine rather than a sticker
pickup (batteries, lamps, medicine, clothes, small appliances, clear PET and cans, ice packs, coffee
capsules, cosmetic containers), with the spellings users type."""

from __future__ import annotations

import re
from typing import Literal

__all__ = [
    "ITEM_TYPE_NAMES", "ITEM_TYPE_WORDS", "OTHER_BIN_ITEMS", "PATTERN", "ItemType", "find_item_type"
]  # fmt: skip

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

_B: ItemType = "battery"
_L: ItemType = "fluorescent_lamp"
_C: ItemType = "clothes"
_M: ItemType = "medicine"
_S: ItemType = "small_appliance"
_P: ItemType = "pet_compensation"

ITEM_TYPE_WORDS: dict[str, ItemType] = {
    "폐건전지": _B, "건전지": _B, "배터리": _B, "보조배터리": _B, "폐배터리": _B, "전지": _B,
    "battery": _B, "batteries": _B, "power bank": _B,
    "폐형광등": _L, "형광등": _L, "전구": _L, "led등": _L, "led 등": _L, "fluorescent": _L,
    "light bulb": _L, "bulbs": _L, "lamp": _L, "lamps": _L,
    "의류수거함": _C, "옷수거함": _C, "헌옷": _C, "헌 옷": _C, "의류": _C, "옷": _C, "clothes": _C,
    "clothing": _C,
    "폐의약품": _M, "의약품": _M, "약 버리": _M, "폐약": _M, "안 먹는 약": _M, "남은 약": _M, "약": _M,
    "물약": _M, "알약": _M, "약들": _M, "감기약": _M, "연고": _M, "medicine": _M, "medication": _M,
    "meds": _M, "pills": _M, "drugs": _M,
    "폐전자제품": _S, "소형가전": _S, "소형 가전": _S, "작은 가전": _S, "작은가전": _S, "폐가전": _S,
    "전자제품": _S, "휴대폰": _S, "핸드폰": _S, "폐휴대폰": _S, "스마트폰": _S, "충전기": _S, "공유기": _S,
    "전기밥솥": _S, "밥솥": _S, "믹서기": _S, "드라이기": _S, "헤어드라이어": _S, "전기포트": _S,
    "선풍기": _S, "다리미": _S, "토스터": _S, "청소기": _S, "노트북": _S, "키보드": _S, "마우스": _S,
    "e-waste": _S, "electronics": _S, "cell phone": _S, "mobile phone": _S, "old phone": _S,
    "charger": _S, "small appliance": _S, "hair dryer": _S, "rice cooker": _S,
    "페트병 보상": _P, "페트병 무인회수기": _P, "무인회수기": _P, "회수기": _P, "네프론": _P,
    "투명페트병": _P, "투명 페트병": _P, "재활용 보상": _P, "유가보상": _P, "보상": _P,
    "순환자원 회수": _P, "reverse vending": _P, "rewarded": _P, "reward": _P, "refund machine": _P,
}  # fmt: skip

# Items collected in their own bins that have no item type of their own in the bin data (the
# specialist then gives general guidance): evidence for the collection-point intent only.
OTHER_BIN_ITEMS: tuple[str, ...] = (
    "아이스팩", "ice pack", "ice packs", "커피캡슐", "커피 캡슐", "캡슐커피", "캡슐", "coffee capsule",
    "coffee capsules", "화장품 공병", "화장품공병", "공병", "폐식용유", "식용유", "우유팩", "멸균팩",
    "종이팩", "폐현수막", "clear plastic bottles", "clear pet",
)  # fmt: skip

PATTERN = re.compile(
    "|".join(re.escape(w) for w in sorted(ITEM_TYPE_WORDS, key=len, reverse=True)), re.IGNORECASE
)
_ASCII_WORD = re.compile(r"[A-Za-z0-9]")


def find_item_type(text: str) -> ItemType | None:
    """The first bin item type named in free text (a lone 옷/약 only as a word of its own)."""
    for match in PATTERN.finditer(text):
        word = match.group(0)
        before, after = text[match.start() - 1 : match.start()], text[match.end() : match.end() + 1]
        if word in ("옷", "약"):
            if before not in ("", " ", "헌", "든", "은", "던", "쓴", "난") or (
                after and after not in " 은는을이가도들,.?!좀만이랑"
            ):
                continue  # 옷 inside 옷장/겉옷, 약 inside 약속/예약: only a standalone word counts
        elif word.isascii() and (_ASCII_WORD.match(before) or _ASCII_WORD.match(after)):
            if not (after == "s" and word.isalpha()):
                continue
        return ITEM_TYPE_WORDS[word.lower()]
    return None
