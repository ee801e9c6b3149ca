"""Bulk-waste data: the provider interface and the official-data implementation.

:class:`OfficialBulkWasteProvider` answers from the shipped public data (or a newer imported file,
see :mod:`specialists.data.catalog`):

* fees — 전국대형폐기물수거수수료정보표준데이터: the rows of the district whose 대형폐기물명 names the
  item, with 규격 and fee; 무료 rows are called free. A district the file does not cover says so and
  gives the district's department phone from 생활쓰레기배출정보 — never another district's fee.
* how to apply — 생활쓰레기배출정보 (행정안전부): 일시적다량폐기물 배출방법/장소 and the department's
  phone, or a live provider (MOIS API) when one is given.

Every result carries ``source``, ``source_label``, ``as_of`` and ``citation`` ("출처: …, 데이터기준일자 …").
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any, Protocol

from specialists.data.catalog import DataCatalog
from specialists.data.fee_store import FeeRow
from specialists.data.rules_import import RuleRow
from specialists.data.schema import DATASETS
from specialists.geo import resolve_district
from specialists.korean.gazetteer import District
from specialists.korean.items import normalize_item

__all__ = ["APPLIANCE_NOTE", "BulkWasteProvider", "OfficialBulkWasteProvider", "citation"]

MAX_ITEMS = 10
FEES = DATASETS["bulk-waste-fees"]
RULES = DATASETS["waste-rules"]
# The nationwide free pick-up service for large appliances (as the earlier system carried it).
APPLIANCE_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
_APPLIANCES = frozenset({"냉장고", "세탁기", "에어컨", "텔레비전"})


class BulkWasteProvider(Protocol):
    """Where bulk-waste rules and fees come from (shipped or imported official data, live MOIS)."""

    async def collection_info(self, district: str) -> dict[str, Any]: ...

    async def search_fee(self, district: str, item_name: str) -> dict[str, Any]: ...


def citation(title: str, as_of: str | None) -> str:
    """``"출처: 공공데이터포털 전국대형폐기물…, 데이터기준일자 2025-07-07"``."""
    return f"출처: {title}, 데이터기준일자 {as_of or '미상'}"


def _item(row: FeeRow) -> dict[str, Any]:
    return {
        "item_name": row.display_name,
        "name": row.item_name,
        "spec": row.spec,
        "category": row.category or "",
        "fee": row.fee,
        "fee_text": row.fee_text,
        "is_free": row.is_free,
    }


def _distinct(texts: Iterable[str | None]) -> list[str]:
    """Texts in order, without repeats that differ only in spacing (관리구역 copy one another)."""
    seen: dict[str, str] = {}
    for text in texts:
        if text:
            seen.setdefault("".join(text.split()), text)
    return list(seen.values())


def _contact(rules: list[RuleRow]) -> tuple[str | None, str | None]:
    for rule in rules:
        if rule.phone:
            return rule.department, rule.phone
    return None, None


class OfficialBulkWasteProvider:
    """:class:`BulkWasteProvider` over the official files; ``info`` (e.g. the live MOIS adapter)
    answers ``collection_info`` instead of the shipped rules when given."""

    def __init__(
        self, catalog: DataCatalog | None = None, info: BulkWasteProvider | None = None
    ) -> None:
        self._catalog = catalog or DataCatalog()
        self._info = info
        # One query at a time, in call order: the two tools of a turn then finish in the order the
        # model called them (tool records are kept in completion order). Each query takes ~1 ms.
        self._turn = asyncio.Lock()

    @property
    def info(self) -> BulkWasteProvider | None:
        """The live provider answering how to apply, if any."""
        return self._info

    def _rules(self, place: District) -> tuple[list[RuleRow], str | None]:
        store, meta = self._catalog.rules()
        rows = store.for_district(place.key)
        dates = [r.as_of for r in rows if r.as_of]
        return rows, max(dates) if dates else (meta.as_of if meta else None)

    def _info_sync(self, place: District) -> dict[str, Any]:
        rules, as_of = self._rules(place)
        result: dict[str, Any] = {
            "district": place.key,
            "full_name": place.full_name,
            "source": RULES.name,
            "source_label": RULES.citation,
            "as_of": as_of,
            "citation": citation(RULES.citation, as_of),
        }
        if not rules:
            result["application_methods"] = []
            result["note"] = f"{RULES.title}에 {place.full_name} 자료가 없습니다."
            return result
        methods = _distinct(r.bulky_method for r in rules)
        places = _distinct(r.bulky_place for r in rules)
        department, phone = _contact(rules)
        result["application_methods"] = methods[:3]
        result["places"] = places[:3]
        if not methods:
            result["note"] = (
                f"{RULES.title}에는 {place.full_name}의 대형폐기물 배출 방법이 적혀 있지 않습니다. "
                "아래 담당 부서에 문의하세요."
            )
        if phone:
            result["department"] = department
            result["phone"] = phone
            result["phone_note"] = f"문의: {place.full_name} {department or '담당 부서'} {phone}"
        return result

    async def collection_info(self, district: str) -> dict[str, Any]:
        place = resolve_district(district)
        if self._info is not None:
            return await self._info.collection_info(district)
        async with self._turn:
            return await asyncio.to_thread(self._info_sync, place)

    def _fee_sync(self, place: District, item_name: str) -> dict[str, Any]:
        store, meta = self._catalog.fees()
        query = normalize_item(item_name) or item_name.strip()
        result: dict[str, Any] = {
            "district": place.key,
            "full_name": place.full_name,
            "query": query,
            "item_count": 0,
            "items": [],
            "source": FEES.name,
            "source_label": FEES.citation,
        }
        if store.count(place.key) == 0:
            rules, rules_as_of = self._rules(place)
            department, phone = _contact(rules)
            covered = meta.districts if meta else 0
            result["covered"] = False
            result["as_of"] = meta.as_of if meta else None
            result["note"] = (
                f"{FEES.title}에는 {place.full_name} 수수료 자료가 없어 '{query}' 수수료를 알려드릴 수 "
                f"없습니다(자료가 있는 시군구 {covered}곳). 다른 지역 수수료로 대신 안내하지 않습니다."
            )
            if query in _APPLIANCES:
                result["appliance_note"] = APPLIANCE_NOTE
            if phone:
                result["contact"] = (
                    f"수수료는 {place.full_name} {department or '담당 부서'}({phone})에 문의하세요 "
                    f"({citation(RULES.citation, rules_as_of)})."
                )
                result["phone"] = phone
            result["citation"] = citation(FEES.citation, result["as_of"])
            return result
        matches = store.search(place.key, item_name)
        dates = [row.as_of for row in matches if row.as_of]
        result["covered"] = True
        result["as_of"] = max(dates) if dates else store.as_of(place.key)
        result["citation"] = citation(FEES.citation, result["as_of"])
        result["item_count"] = len(matches)
        result["items"] = [_item(row) for row in matches[:MAX_ITEMS]]
        if any(
            "가전" in (r.category or "") or normalize_item(r.item_name) in _APPLIANCES
            for r in matches
        ):
            result["appliance_note"] = APPLIANCE_NOTE
        if not matches:
            result["note"] = (
                f"'{query}'은(는) {place.full_name}의 {FEES.title} 품목에 없습니다. "
                f"{place.full_name} 대형폐기물 신고 화면에서 품목을 확인하세요."
            )
        return result

    async def search_fee(self, district: str, item_name: str) -> dict[str, Any]:
        place = resolve_district(district)
        async with self._turn:
            return await asyncio.to_thread(self._fee_sync, place, item_name)
