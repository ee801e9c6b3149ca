"""Bulk-waste fees from an imported 전국대형폐기물수수료정보표준데이터 file.

:class:`ImportedBulkWasteProvider` answers ``search_fee`` from the local
:class:`~specialists.data.fee_store.FeeStore` (filled by ``eco-triage data import
bulk-waste-fees FILE``) with the same result keys as the embedded provider (``district``,
``query``, ``item_count``, ``items[].item_name/category/fee/fee_text``, ``source``,
``source_label``, ``as_of``, and ``appliance_note``/``note`` when they apply). Each item also
carries ``name`` (대형폐기물명 as written), ``spec`` (대형폐기물규격) and ``is_free``; ``item_name`` is
the name with its spec (``"소파 (3인용 이상)"``) so that the answer tells the rows apart.

Missing data — one behaviour, on purpose: when the imported file has **no rows for the district**,
or **no matching item in that district**, the result says so clearly in ``note`` (with no items)
and never substitutes the fallback provider's illustrative sample fees: a real tariff and an
invented figure must not be mixed in one answer. ``collection_info`` (how to apply) is always the
fallback provider's answer, with its own label (the embedded guide, or live MOIS data when keyed).
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from specialists.bulk_waste.provider import BulkWasteProvider, EmbeddedBulkWasteProvider
from specialists.data.fee_store import FeeRow, FeeStore
from specialists.geo import resolve_district
from specialists.korean.items import normalize_item

__all__ = ["SOURCE", "SOURCE_LABEL", "ImportedBulkWasteProvider"]

SOURCE = "bulk-waste-import"
SOURCE_LABEL = "전국대형폐기물수수료정보표준데이터(가져온 파일)"
MAX_ITEMS = 10
_APPLIANCES = frozenset({"냉장고", "세탁기", "에어컨", "텔레비전"})


@cache
def _appliance_note() -> str:
    """The free appliance pick-up note shipped with the embedded bulk-waste data."""
    raw = json.loads(
        resources.files("specialists.bulk_waste")
        .joinpath("data/fees_sample.json")
        .read_text("utf-8")
    )
    return str(raw["appliance_note"])


def _is_appliance(row: FeeRow) -> bool:
    return "가전" in (row.category or "") or normalize_item(row.item_name) in _APPLIANCES


def _item(row: FeeRow) -> dict[str, Any]:
    return {
        "item_name": row.display_name,
        "category": row.category or "",
        "fee": row.fee,
        "fee_text": row.fee_text,
        "name": row.item_name,
        "spec": row.spec,
        "is_free": row.is_free,
    }


class ImportedBulkWasteProvider:
    """:class:`~specialists.bulk_waste.provider.BulkWasteProvider` over imported fee rows."""

    def __init__(self, fee_store: FeeStore, fallback: BulkWasteProvider | None = None) -> None:
        self._store = fee_store
        self._fallback: BulkWasteProvider = fallback or EmbeddedBulkWasteProvider()

    @property
    def store(self) -> FeeStore:
        return self._store

    @property
    def fallback(self) -> BulkWasteProvider:
        return self._fallback

    async def collection_info(self, district: str) -> dict[str, Any]:
        return await self._fallback.collection_info(district)

    async def search_fee(self, district: str, item_name: str) -> dict[str, Any]:
        place = resolve_district(district)
        query = normalize_item(item_name) or item_name.strip()
        result: dict[str, Any] = {
            "district": place.key,
            "full_name": place.full_name,
            "query": query,
            "item_count": 0,
            "items": [],
            "source": SOURCE,
            "source_label": SOURCE_LABEL,
            "as_of": self._store.as_of(),
        }
        if self._store.count(place.key) == 0:
            result["note"] = (
                f"가져온 대형폐기물 수수료 파일({SOURCE_LABEL.split('(')[0]})에 {place.full_name} 자료가 "
                f"없습니다. {place.full_name} 대형폐기물 신고 화면에서 수수료를 확인하세요."
            )
            return result
        matches = self._store.search(place.key, item_name)
        dates = [row.as_of for row in matches if row.as_of]
        result["as_of"] = max(dates) if dates else self._store.as_of(place.key)
        result["item_count"] = len(matches)
        result["items"] = [_item(row) for row in matches[:MAX_ITEMS]]
        if any(_is_appliance(row) for row in matches):
            result["appliance_note"] = _appliance_note()
        if not matches:
            result["note"] = (
                f"'{query}'은(는) 가져온 {place.full_name} 대형폐기물 수수료 자료에 없습니다. "
                f"{place.full_name} 대형폐기물 신고 화면에서 품목을 확인하세요."
            )
        return result
