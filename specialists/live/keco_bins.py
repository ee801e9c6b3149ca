"""KECO 폐전자제품 수거함 (data.go.kr 15106385, served by odcloud): bins by address, filtered by item type.

``GET https://api.odcloud.kr/api/15106385/v1/uddi:4977d714-dca6-4bda-a10f-9bed30e2ce9c?page=1&perPage=100
&returnType=JSON&cond[수거장소(주소)::LIKE]=<keyword>`` with ``Authorization: Infuser <key>`` returns
``{page, perPage, totalCount, currentCount, matchCount, data: [{순번, 상호명, 수거종류, 수거방법,
수거장소(주소), 장소구분, 수거비용}]}``. The dataset has **no coordinates**: a "nearby" search resolves
the nearest 시군구 and searches its name, and says that distances are unavailable.

The item type filters on ``수거종류`` (what the bin takes). The original filtered on the business
name (``cond[상호명::LIKE]=battery``, bug #7), which matched nothing useful.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

import httpx

from specialists.collection_point.payload import ITEM_TYPE_NAMES
from specialists.collection_point.provider import check_item_type, clamp_radius_km
from specialists.korean.gazetteer import District, lookup_district, lookup_sido, nearest_district
from specialists.live.http import Endpoint, dig
from specialists.tooling import ProviderError
from specialists.weather.provider import KST, check_korea, now_kst

DATASET_URL = "https://api.odcloud.kr/api/15106385/v1/uddi:4977d714-dca6-4bda-a10f-9bed30e2ce9c"
ADDRESS_COND = "cond[수거장소(주소)::LIKE]"
SOURCE = "한국환경공단 폐전자제품 수거함 API"
KEY_ENV = "ODCLOUD_SERVICE_KEY"
SOURCE_LABEL = "한국환경공단 폐전자제품 수거함"
MAX_POINTS = 20

# item_type → words that identify it in 수거종류.
ITEM_KEYWORDS: Mapping[str, tuple[str, ...]] = {
    "battery": ("건전지", "배터리"),
    "fluorescent_lamp": ("형광등",),
    "small_appliance": ("소형가전", "전자제품", "휴대폰"),
    "clothes": ("의류",),
    "medicine": ("의약품",),
}
_SPLIT = re.compile(r"[,，/·ㆍ\n+]+")


def _items(raw: Any) -> list[str]:
    return [t.strip() for t in _SPLIT.split(str(raw or "")) if t.strip()]


def _matches(row: Mapping[str, Any], kind: str | None) -> bool:
    if kind is None:
        return True
    kinds = re.sub(r"\s+", "", str(row.get("수거종류") or ""))
    return any(word in kinds for word in ITEM_KEYWORDS.get(kind, ()))


def _other_sido(address: str, district: District) -> bool:
    """True when ``address`` starts with a 시도 other than ``district``'s (중구 in 부산 vs 서울)."""
    first = address.split(" ", 1)[0]
    sido = lookup_sido(first) if first else None
    return sido is not None and sido != district.sido


def _point(row: Mapping[str, Any]) -> dict[str, Any]:
    def text(field: str) -> str | None:
        value = " ".join(str(row.get(field) or "").split())
        return value or None

    return {
        "name": text("상호명") or "(이름 없음)",
        "address": text("수거장소(주소)"),
        "phone": None,
        "hours": None,
        "items": _items(row.get("수거종류")),
        "distance_m": None,
        "latitude": None,
        "longitude": None,
        "method": text("수거방법"),
        "place_type": text("장소구분"),
        "fee": text("수거비용"),
    }


class KecoBinProvider:
    """:class:`~specialists.collection_point.provider.CollectionPointProvider` over the KECO bins API."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        service_key: str,
        *,
        clock: Callable[[], datetime] = now_kst,
        timeout: float = 15.0,
        retries: int = 2,
        backoff: float = 0.3,
        per_page: int = 100,
        url: str = DATASET_URL,
    ) -> None:
        self._endpoint = Endpoint.keyed(  # the header wants the decoded key
            client,
            url,
            service_key,
            missing="KecoBinProvider needs an odcloud (data.go.kr) service key",
            source=SOURCE,
            key_env=KEY_ENV,
            timeout=timeout,
            retries=retries,
            backoff=backoff,
        )
        self._clock = clock
        self._per_page = per_page

    async def _search(self, keyword: str) -> tuple[list[Mapping[str, Any]], int | None]:
        data = await self._endpoint.get(
            {"page": 1, "perPage": self._per_page, "returnType": "JSON", ADDRESS_COND: keyword},
            headers={"Authorization": f"Infuser {self._endpoint.key}"},
        )
        rows = dig(data, "data")
        if not isinstance(rows, list):
            raise ProviderError(f"{SOURCE} 응답 형식이 올바르지 않습니다(data 없음).")
        matched = dig(data, "matchCount")
        count = matched if isinstance(matched, int) and not isinstance(matched, bool) else None
        return [r for r in rows if isinstance(r, Mapping)], count

    async def search(self, address_keyword: str, item_type: str | None) -> dict[str, Any]:
        kind = check_item_type(item_type)
        text = " ".join(address_keyword.split())
        if not text:
            raise ProviderError(
                "수거함을 찾을 지역(시군구·동 이름)을 알려주세요. 예: 강남구, 역삼동"
            )
        candidates = lookup_district(text)
        district = candidates[0] if len(candidates) == 1 else None
        return await self._search_result(text, kind, district)

    async def _search_result(
        self, keyword: str, kind: str | None, district: District | None
    ) -> dict[str, Any]:
        # "서울시 강남구" never matches "서울특별시 강남구 ...": search a district by its bare name.
        like = (
            district.name
            if district is not None and district.name != district.sido.name
            else keyword
        )
        if district is not None and district.name == district.sido.name:
            like = district.sido.short  # 세종
        result: dict[str, Any] = {
            "address_keyword": keyword,
            "item_type": kind,
            "guidance": [],
            "points_source": "keco-bins",
            "source": "keco-bins",
            "source_label": SOURCE_LABEL,
            "as_of": self._clock().astimezone(KST).date().isoformat(),
        }
        if kind == "pet_compensation":
            result["points"] = []
            result["note"] = (
                "이 데이터(폐전자제품 수거함)에는 투명 페트병 보상 장소가 없습니다. "
                "무인회수기·자원순환가게는 장소 검색으로 찾아 주세요."
            )
            return result
        rows, matched = await self._search(like)
        if district is not None:
            rows = [
                r for r in rows if not _other_sido(str(r.get("수거장소(주소)") or ""), district)
            ]
        hits = [r for r in rows if _matches(r, kind)]
        result["points"] = [_point(r) for r in hits[:MAX_POINTS]]
        result["matched_count"] = len(hits)
        notes: list[str] = []
        if not hits:
            what = ITEM_TYPE_NAMES.get(kind or "", "폐전자제품")
            notes.append(
                f"'{keyword}' 주소의 {what} 수거함을 {SOURCE_LABEL} 데이터에서 찾지 못했습니다. "
                "관할 행정복지센터에 문의하세요."
            )
        if matched is not None and matched > self._per_page:
            notes.append(
                f"주소에 '{like}'이(가) 들어간 수거함이 {matched:,}곳이라 앞의 {self._per_page}곳에서만 골랐습니다. "
                "동 이름으로 좁혀 찾으면 더 정확합니다."
            )
        if notes:
            result["note"] = " ".join(notes)
        return result

    async def nearby(
        self, latitude: float, longitude: float, radius_km: float | None, item_type: str | None
    ) -> dict[str, Any]:
        kind = check_item_type(item_type)
        radius = clamp_radius_km(radius_km)
        check_korea(latitude, longitude)
        district = nearest_district(latitude, longitude)
        result = await self._search_result(district.key, kind, district)
        distance_note = (
            f"이 데이터에는 좌표가 없어 거리를 잴 수 없습니다. 가장 가까운 시군구({district.full_name})의 "
            "수거함을 주소로 찾았습니다(반경 검색 아님)."
        )
        result.update(
            {
                "latitude": latitude,
                "longitude": longitude,
                "radius_km": radius,
                "district": district.key,
                "note": f"{distance_note} {result['note']}"
                if result.get("note")
                else distance_note,
            }
        )
        return result
