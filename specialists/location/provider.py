"""Place search: the provider interface and the offline implementation over the official files."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from specialists.data.catalog import DataCatalog
from specialists.data.schema import DATASETS
from specialists.data.store import PlaceHit
from specialists.tooling import ProviderError

DEFAULT_RADIUS_M = 2000
MAX_RADIUS_M = 20_000

# Place types the offline data can answer, and the datasets that answer them (nearest first).
_STORE_QUERIES = {"재활용센터", "recycling_center"}
PLACE_DATASETS = ("recycling-centers", "keco-sites")
FALLBACK_RADIUS_M = 20_000


class PlacesProvider(Protocol):
    async def search_places(
        self, query: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]: ...

    async def search_category(
        self, category: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]: ...


def place_json(hit: PlaceHit) -> dict[str, Any]:
    p = hit.place
    return {
        "name": p.name,
        "address": p.address,
        "phone": p.phone,
        "hours": p.hours,
        "items": list(p.items),
        "distance_m": round(hit.distance_m) if hit.distance_m is not None else None,
        "as_of": p.as_of or None,
        "latitude": p.latitude,
        "longitude": p.longitude,
    }


def clamp_radius(radius_m: int | None) -> int:
    if radius_m is None:
        return DEFAULT_RADIUS_M
    if radius_m <= 0:
        raise ProviderError("검색 반경은 0보다 커야 합니다.")
    return min(radius_m, MAX_RADIUS_M)


class OfficialPlacesProvider:
    """Offline places from the official files: 전국재활용센터표준데이터 for 재활용센터 questions, and
    KECO's recycling-compensation sites (자원순환가게 등). Nearest first; when nothing lies within the
    radius, the nearest within :data:`FALLBACK_RADIUS_M` is given and the answer says so."""

    def __init__(self, catalog: DataCatalog | None = None) -> None:
        self._catalog = catalog or DataCatalog()

    def _search(
        self, query: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]:
        radius = clamp_radius(radius_m)
        base: dict[str, Any] = {
            "query": query,
            "radius_m": radius,
            "latitude": latitude,
            "longitude": longitude,
        }
        if query not in _STORE_QUERIES:
            return {
                **base, "places": [], "found": 0,
                "note": f"'{query}' 장소 정보는 오프라인 데이터에 없습니다. KAKAO_REST_API_KEY를 설정하면 주변 "
                "장소를 검색할 수 있습니다.",
                "source": "none",
            }  # fmt: skip
        hits: list[PlaceHit] = []
        labels: list[str] = []
        for dataset in PLACE_DATASETS:
            store, _meta = self._catalog.places(dataset)
            found = store.nearest(
                latitude, longitude, kind=DATASETS[dataset].kind or "", limit=5,
                max_radius_m=max(radius, FALLBACK_RADIUS_M),
            )  # fmt: skip
            if found:
                labels.append(DATASETS[dataset].citation)
            hits += found
        hits.sort(key=lambda h: (h.distance_m or 0.0, h.place.id))
        within = [h for h in hits if (h.distance_m or 0.0) <= radius]
        note = None
        if not within and hits:
            note = (
                f"반경 {radius / 1000:g}km 안에는 없어 {FALLBACK_RADIUS_M / 1000:g}km 안에서 가장 가까운 "
                "곳을 보여 드립니다."
            )
        shown = (within or hits)[:5]
        dates = [h.place.as_of for h in shown if h.place.as_of]
        as_of = max(dates) if dates else None
        result = {
            **base,
            "found": len(shown),
            "places": [place_json(h) for h in shown],
            "source": ",".join(PLACE_DATASETS),
            "source_label": " / ".join(labels) or DATASETS[PLACE_DATASETS[0]].citation,
            "as_of": as_of,
            "citation": f"출처: {' / '.join(labels) or DATASETS[PLACE_DATASETS[0]].citation}, "
            f"데이터기준일자 {as_of or '미상'}",
        }
        if note:
            result["note"] = note
        if not shown:
            result["note"] = f"{FALLBACK_RADIUS_M / 1000:g}km 안에 재활용센터 자료가 없습니다."
        return result

    async def search_places(
        self, query: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]:
        return await asyncio.to_thread(self._search, query.strip(), latitude, longitude, radius_m)

    async def search_category(
        self, category: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]:
        return await asyncio.to_thread(
            self._search, category.strip(), latitude, longitude, radius_m
        )
