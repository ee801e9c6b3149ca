"""Recyclable-price data: the provider interface and the embedded 2025-01 nationwide survey."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Protocol

from specialists.korean.materials import (
    CATEGORY_NAMES,
    REGION_NAMES,
    normalize_material,
)
from specialists.recyclable_price.materials import category_code, region_code, select_items
from specialists.tooling import ProviderError


class PriceProvider(Protocol):
    """Where recyclable prices come from (embedded survey, imported survey file)."""

    async def search_price(self, item_name: str, region: str | None) -> dict[str, Any]: ...

    async def category_prices(self, category: str, region: str | None) -> dict[str, Any]: ...


@cache
def _survey() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("data/prices_2025_01.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def form_note() -> str:
    """Why processed forms cost more than baled ones (shown with plastic prices)."""
    return str(_survey()["form_note"])


class EmbeddedPriceProvider:
    """Nationwide averages only; a regional question is answered with the nationwide figure and says so."""

    def _envelope(self, region: str, items: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
        meta = _survey()["_meta"]
        result: dict[str, Any] = {
            "region": "nationwide",
            "region_name": REGION_NAMES["nationwide"],
            **extra,
            "item_count": len(items),
            "items": [{**i, "price_text": f"{i['price_per_kg']:,}원/kg"} for i in items],
            "survey_date": meta["as_of"],
            "unit": meta["unit"],
            "form_note": form_note(),
            "source": meta["source"],
            "source_label": meta["source_label"],
            "as_of": meta["as_of"],
        }
        if region != "nationwide":
            result["note"] = (
                f"{REGION_NAMES[region]} 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다 "
                "(지역별 시세는 가격조사 파일을 가져오면 제공됩니다)."
            )
        return result

    async def search_price(self, item_name: str, region: str | None) -> dict[str, Any]:
        code = region_code(region)
        material = normalize_material(item_name) or item_name.strip()
        items: list[dict[str, Any]] = _survey()["items"]
        matches = select_items(
            material, items, lambda i: str(i["item_name"]), lambda i: i.get("category")
        )
        if not matches:
            raise ProviderError(
                f"'{item_name}'은(는) 가격조사 품목에 없습니다. 조사 품목: "
                + ", ".join(i["item_name"] for i in items)
            )
        return self._envelope(code, matches[:10], query=material)

    async def category_prices(self, category: str, region: str | None) -> dict[str, Any]:
        code = region_code(region)
        cat = category_code(category)
        items = [i for i in _survey()["items"] if i["category"] == cat]
        return self._envelope(code, items[:15], category=cat, category_name=CATEGORY_NAMES[cat])
