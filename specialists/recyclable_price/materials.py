"""Price-survey matching on top of the material vocabulary (:mod:`specialists.korean.materials`):
which survey region a place belongs to, and which surveyed items a material word asks for. One rule
for embedded and imported prices."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar, cast

from specialists.korean.materials import (
    CATEGORY_NAMES,
    CATEGORY_QUERIES,
    CATEGORY_WORDS,
    ITEM_WORDS,
    PRICE_REGIONS,
    REGION_NAMES,
    Category,
    category_of,
    item_key,
    normalize_region,
)
from specialists.tooling import ProviderError

T = TypeVar("T")


def region_code(region: str | None) -> str:
    """The survey region code for ``region`` (``None`` → nationwide); a clear error for any other place."""
    code = normalize_region(region) if region else "nationwide"
    if code not in PRICE_REGIONS:
        raise ProviderError(
            f"'{region}'은(는) 가격조사 권역이 아닙니다. 권역: "
            + ", ".join(f"{REGION_NAMES[r]}({r})" for r in PRICE_REGIONS)
            + ". 제주는 조사 권역에 없습니다."
        )
    return str(code)


def category_code(category: str) -> Category:
    """The survey category a category word or code names (``"paper"``, ``"폐지"``); a clear error otherwise."""
    key = category.strip().lower()
    cat = cast("Category", key) if key in CATEGORY_NAMES else category_of(category)
    if cat is None:
        raise ProviderError(
            f"'{category}'은(는) 알 수 없는 분류입니다. paper, plastic, glass, metal, tire 중에서 골라 주세요."
        )
    return cat


def select_items(
    material: str, items: Sequence[T], name: Callable[[T], str], category: Callable[[T], str | None]
) -> list[T]:
    """The surveyed items a material word asks for: a whole category ("폐지"), all cans, or the items
    whose name contains it (any spelling of a surveyed item). One rule for embedded and imported data."""
    if material.lower() in CATEGORY_WORDS or material in CATEGORY_QUERIES:
        if material == "캔":
            return [i for i in items if "캔" in name(i)]
        wanted = category_of(material)
        return [i for i in items if category(i) == wanted]
    key = item_key(material)
    found = [i for i in items if key and key in item_key(name(i))]
    if not found and material in ITEM_WORDS:  # a surveyed item under another spelling
        spellings = {item_key(s) for s in ITEM_WORDS[material]}
        found = [i for i in items if item_key(name(i)) in spellings]
    return found
