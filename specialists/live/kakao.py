"""Kakao Local search (``dapi.kakao.com/v2/local/search/{keyword,category}.json``): places and geocoding.

Requests carry ``Authorization: KakaoAK <REST API key>``; ``x`` is the longitude and ``y`` the
latitude; ``radius`` is at most 20,000 m and ``size`` at most 15. A response is
``{"documents": [{place_name, address_name, road_address_name, phone, distance, x, y, place_url,
category_group_code, ...}], "meta": {total_count, pageable_count, is_end, same_name}}``; coordinates
and distances arrive as strings, ``distance`` is ``""`` without a centre point.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

import httpx

from specialists.live.http import Endpoint, dig
from specialists.location.provider import clamp_radius
from specialists.tooling import ProviderError
from specialists.weather.provider import KST, check_korea, now_kst

KEYWORD_URL = "https://dapi.kakao.com/v2/local/search/keyword.json"
CATEGORY_URL = "https://dapi.kakao.com/v2/local/search/category.json"
SOURCE = "카카오 로컬 API"
KEY_ENV = "KAKAO_REST_API_KEY"
MAX_SIZE = 15

# Category names the location tool accepts → (Kakao category group code, its Korean name).
CATEGORY_CODES: Mapping[str, tuple[str, str]] = {
    "MART": ("MT1", "대형마트"),
    "CONVENIENCE": ("CS2", "편의점"),
    "SUBWAY": ("SW8", "지하철역"),
    "CAFE": ("CE7", "카페"),
    "RESTAURANT": ("FD6", "음식점"),
    "HOSPITAL": ("HP8", "병원"),
    "PHARMACY": ("PM9", "약국"),
    "BANK": ("BK9", "은행"),
    "GAS_STATION": ("OL7", "주유소"),
    "PARKING": ("PK6", "주차장"),
}


def _float(value: Any) -> float | None:
    if value is None or value == "" or isinstance(value, bool):
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _place(doc: Mapping[str, Any]) -> dict[str, Any]:
    distance = _float(doc.get("distance"))
    return {
        "name": str(doc.get("place_name") or ""),
        "address": str(doc.get("road_address_name") or doc.get("address_name") or "") or None,
        "phone": str(doc.get("phone") or "") or None,
        "hours": None,
        "items": [],
        "distance_m": round(distance) if distance is not None else None,
        "latitude": _float(doc.get("y")),
        "longitude": _float(doc.get("x")),
        "url": str(doc.get("place_url") or "") or None,
    }


class _KakaoLocal:
    """The shared request path of the Kakao adapters."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        rest_api_key: str,
        *,
        timeout: float,
        retries: int,
        backoff: float,
    ) -> None:
        self._endpoint = Endpoint.keyed(  # a REST API key is sent as given: no decoding
            client,
            KEYWORD_URL,
            rest_api_key,
            missing="Kakao adapters need a REST API key",
            decode=False,
            source=SOURCE,
            key_env=KEY_ENV,
            timeout=timeout,
            retries=retries,
            backoff=backoff,
        )

    async def _get(self, url: str, params: Mapping[str, str | int | float]) -> list[Any]:
        headers = {"Authorization": f"KakaoAK {self._endpoint.key}"}
        data = await self._endpoint.get(params, headers, url=url)
        documents = dig(data, "documents")
        if not isinstance(documents, list):
            raise ProviderError(f"{SOURCE} 응답 형식이 올바르지 않습니다(documents 없음).")
        return [d for d in documents if isinstance(d, Mapping)]


class KakaoPlacesProvider(_KakaoLocal):
    """:class:`~specialists.location.provider.PlacesProvider` over Kakao Local search."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        rest_api_key: str,
        *,
        clock: Callable[[], datetime] = now_kst,
        timeout: float = 5.0,
        retries: int = 2,
        backoff: float = 0.3,
    ) -> None:
        super().__init__(client, rest_api_key, timeout=timeout, retries=retries, backoff=backoff)
        self._clock = clock

    def _result(
        self,
        query: str,
        latitude: float,
        longitude: float,
        radius: int,
        documents: list[Any],
        category: str | None = None,
    ) -> dict[str, Any]:
        places = [_place(d) for d in documents[:MAX_SIZE]]
        result: dict[str, Any] = {
            "query": query,
            "radius_m": radius,
            "latitude": latitude,
            "longitude": longitude,
            "found": len(places),
            "places": places,
            "source": "kakao",
            "source_label": "카카오 로컬",
            "as_of": self._clock().astimezone(KST).date().isoformat(),
        }
        if category is not None:
            result["category"] = category
        if not places:
            result["note"] = (
                f"반경 {radius:,}m 안에서 '{query}'을(를) 찾지 못했습니다. 반경을 넓혀 보세요."
            )
        return result

    async def search_places(
        self, query: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]:
        text = " ".join(query.split())
        if not text:
            raise ProviderError("찾을 장소 종류(예: 재활용센터, 약국)가 비어 있습니다.")
        check_korea(latitude, longitude)
        radius = clamp_radius(radius_m)
        documents = await self._get(
            KEYWORD_URL,
            {
                "query": text,
                "x": longitude,
                "y": latitude,
                "radius": radius,
                "sort": "distance",
                "size": MAX_SIZE,
            },
        )
        return self._result(text, latitude, longitude, radius, documents)

    async def search_category(
        self, category: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]:
        name = category.strip().upper()
        entry = CATEGORY_CODES.get(name)
        if entry is None:
            raise ProviderError(
                f"'{category}'은(는) 알 수 없는 장소 분류입니다. 가능한 값: "
                + ", ".join(CATEGORY_CODES)
            )
        code, label = entry
        check_korea(latitude, longitude)
        radius = clamp_radius(radius_m)
        documents = await self._get(
            CATEGORY_URL,
            {
                "category_group_code": code,
                "x": longitude,
                "y": latitude,
                "radius": radius,
                "sort": "distance",
                "size": MAX_SIZE,
            },
        )
        return self._result(label, latitude, longitude, radius, documents, category=name)


class KakaoGeocoder(_KakaoLocal):
    """:class:`~specialists.geocoding.GeocodingProvider`: a place name → the top keyword-search hit."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        rest_api_key: str,
        *,
        timeout: float = 5.0,
        retries: int = 2,
        backoff: float = 0.3,
    ) -> None:
        super().__init__(client, rest_api_key, timeout=timeout, retries=retries, backoff=backoff)

    async def geocode(self, place_name: str) -> dict[str, Any]:
        text = " ".join(place_name.split())
        if not text:
            raise ProviderError("위치를 찾을 장소 이름이 비어 있습니다.")
        documents = await self._get(KEYWORD_URL, {"query": text, "size": 1})
        if not documents:
            raise ProviderError(
                f"'{text}'에 해당하는 장소를 카카오 장소 검색에서 찾지 못했습니다. "
                "더 구체적인 이름이나 시군구를 함께 알려주세요."
            )
        doc = documents[0]
        latitude, longitude = _float(doc.get("y")), _float(doc.get("x"))
        if latitude is None or longitude is None:
            raise ProviderError(f"{SOURCE} 응답에 '{text}'의 좌표가 없습니다.")
        return {
            "place_name": str(doc.get("place_name") or text),
            "address": str(doc.get("road_address_name") or doc.get("address_name") or "") or None,
            "latitude": latitude,
            "longitude": longitude,
            "precision": "place",
            "source": "kakao",
            "source_label": "카카오 로컬 장소 검색",
        }
