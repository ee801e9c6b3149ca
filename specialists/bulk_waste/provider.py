"""Bulk-waste data: the provider interface and the embedded (offline) implementation."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Protocol

from specialists.geo import resolve_district
from specialists.korean.items import normalize_item


class BulkWasteProvider(Protocol):
    """Where bulk-waste rules and fees come from (embedded sample, live MOIS API, imported file)."""

    async def collection_info(self, district: str) -> dict[str, Any]: ...

    async def search_fee(self, district: str, item_name: str) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class _FeeRow:
    item_name: str
    category: str
    fee: int
    aliases: tuple[str, ...]


@cache
def _sample() -> tuple[dict[str, Any], tuple[_FeeRow, ...], str]:
    raw = json.loads(
        resources.files(__package__).joinpath("data/fees_sample.json").read_text("utf-8")
    )
    rows = tuple(
        _FeeRow(r["item_name"], r["category"], int(r["fee"]), tuple(r["aliases"]))
        for r in raw["items"]
    )
    return raw["_meta"], rows, raw["appliance_note"]


class EmbeddedBulkWasteProvider:
    """Offline provider: real district names from the gazetteer, an illustrative (labelled) fee table."""

    async def collection_info(self, district: str) -> dict[str, Any]:
        place = resolve_district(district)
        meta, _, appliance_note = _sample()
        methods = [
            f"{place.full_name} 누리집(홈페이지)의 대형폐기물 배출 신고 메뉴에서 온라인 신청",
            "관할 행정복지센터(주민센터) 방문 신청",
            "신청 후 수수료를 결제하고 배출 신고번호(또는 스티커)를 품목에 붙여 지정일에 지정 장소로 배출",
        ]
        info: dict[str, Any] = {
            "district": place.key,
            "full_name": place.full_name,
            "application_methods": methods,
            "appliance_note": appliance_note,
            "source": meta["source"],
            "source_label": "일반 안내(샘플 데이터, 세부 절차는 해당 시군구 확인)",
            "as_of": meta["as_of"],
        }
        if place.sido.short == "서울":
            info["phone"] = "120"
            info["phone_note"] = "서울 다산콜재단(120)에서 구별 신청 방법을 안내받을 수 있습니다."
        return info

    async def search_fee(self, district: str, item_name: str) -> dict[str, Any]:
        place = resolve_district(district)
        meta, rows, appliance_note = _sample()
        query = normalize_item(item_name) or item_name.strip()
        needle = query.lower()
        matches = [
            r
            for r in rows
            if needle in r.item_name.lower() or any(needle == a.lower() for a in r.aliases)
        ]
        result: dict[str, Any] = {
            "district": place.key,
            "query": query,
            "item_count": len(matches),
            "items": [
                {
                    "item_name": r.item_name,
                    "category": r.category,
                    "fee": r.fee,
                    "fee_text": f"{r.fee:,}원",
                }
                for r in matches[:10]
            ],
            "source": meta["source"],
            "source_label": meta["source_label"],
            "as_of": meta["as_of"],
        }
        if any(r.category == "가전" for r in matches):
            result["appliance_note"] = appliance_note
        if not matches:
            result["note"] = (
                f"'{query}'은(는) 샘플 요금표에 없습니다. {place.full_name} 대형폐기물 신고 화면에서 품목을 확인하세요."
            )
        return result
