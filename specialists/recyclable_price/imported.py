"""Recyclable prices from an imported 재활용가능자원 가격조사 file (regional figures).

:class:`ImportedPriceProvider` answers from the local
:class:`~specialists.data.price_store.PriceStore` (filled by ``eco-triage data import
recyclable-prices FILE``) with the embedded provider's result keys (``region``, ``region_name``,
``items[].item_name/category/form/price_per_kg/price_text``, ``survey_date``, ``unit``,
``form_note``, ``source``, ``source_label``, ``as_of``); ``source`` is ``"keco-price-import"`` and
``survey_date``/``as_of`` are the survey month of the figures shown (the region's newest month).

It never invents a figure. When the file has no price for the region asked about (e.g. 전국: the
portal file carries regions only) or none for the item/category in that region, the answer is the
fallback provider's (the embedded nationwide survey, with its own source and label) and ``note``
says that the imported file lacked it. Unknown regions (제주) and items are errors, as in the
embedded provider.
"""

from __future__ import annotations

from typing import Any

from specialists.data.price_store import PriceRow, PriceStore
from specialists.korean.materials import (
    CATEGORY_NAMES,
    REGION_NAMES,
    normalize_material,
)
from specialists.recyclable_price.materials import category_code, region_code, select_items
from specialists.recyclable_price.provider import EmbeddedPriceProvider, PriceProvider, form_note

__all__ = ["SOURCE", "SOURCE_LABEL", "ImportedPriceProvider"]

SOURCE = "keco-price-import"
SOURCE_LABEL = "한국환경공단 재활용가능자원 가격조사(가져온 파일)"
UNIT = "원/kg"


def _item(row: PriceRow) -> dict[str, Any]:
    return {
        "item_name": row.item_name,
        "category": row.category,
        "form": row.form,
        "price_per_kg": row.price,
        "price_text": row.price_text,
    }


def _matches(rows: list[PriceRow], material: str) -> list[PriceRow]:
    """The embedded provider's matching rules, over the imported item names."""
    return select_items(material, rows, lambda r: r.item_name, lambda r: r.category)


class ImportedPriceProvider:
    """:class:`~specialists.recyclable_price.provider.PriceProvider` over imported survey rows."""

    def __init__(self, store: PriceStore, fallback: PriceProvider | None = None) -> None:
        self._store = store
        self._fallback: PriceProvider = fallback or EmbeddedPriceProvider()

    @property
    def store(self) -> PriceStore:
        return self._store

    def _envelope(self, region: str, rows: list[PriceRow], **extra: Any) -> dict[str, Any]:
        month = rows[0].survey_month
        return {
            "region": region,
            "region_name": REGION_NAMES[region],
            **extra,
            "item_count": len(rows),
            "items": [_item(r) for r in rows],
            "survey_date": month,
            "unit": UNIT,
            "form_note": form_note(),
            "source": SOURCE,
            "source_label": SOURCE_LABEL,
            "as_of": month,
        }

    def _with_note(self, result: dict[str, Any], region: str, what: str) -> dict[str, Any]:
        """The fallback's answer, saying why the imported file was not used."""
        month = self._store.as_of()
        place = "전국 평균" if region == "nationwide" else f"{REGION_NAMES[region]} 권역"
        fallback_month = result.get("as_of") or result.get("survey_date")
        since = f"({fallback_month} 조사)" if fallback_month else ""
        return {
            **result,
            "imported_as_of": month,
            "note": (
                f"가져온 가격조사 파일({month} 조사)에 {place}의 {what} 시세가 없어 "
                f"내장 데이터의 전국 평균{since}을 안내합니다."
            ),
        }

    async def search_price(self, item_name: str, region: str | None) -> dict[str, Any]:
        code = region_code(region)
        material = normalize_material(item_name) or item_name.strip()
        found = _matches(self._store.prices(code), material)
        if found:
            return self._envelope(code, found[:10], query=material)
        result = await self._fallback.search_price(item_name, region)
        return self._with_note(result, code, f"'{material}'")

    async def category_prices(self, category: str, region: str | None) -> dict[str, Any]:
        code = region_code(region)
        cat = category_code(category)
        found = [r for r in self._store.prices(code) if r.category == cat]
        if found:
            return self._envelope(code, found[:15], category=cat, category_name=CATEGORY_NAMES[cat])
        result = await self._fallback.category_prices(category, region)
        return self._with_note(result, code, CATEGORY_NAMES[cat])
