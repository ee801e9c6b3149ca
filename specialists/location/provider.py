"""Place search: the provider interface and the offline implementation over the imported place store."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from specialists.data.store import PlaceHit, PlaceStore, default_data_dir
from specialists.tooling import ProviderError

DEFAULT_RADIUS_M = 2000
MAX_RADIUS_M = 20_000

# Place types the offline store can answer: KECO recycling-compensation sites (자원순환가게 등).
_STORE_QUERIES = {"재활용센터", "recycling_center"}


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
        "latitude": p.latitude,
        "longitude": p.longitude,
    }


def clamp_radius(radius_m: int | None) -> int:
    if radius_m is None:
        return DEFAULT_RADIUS_M
    if radius_m <= 0:
        raise ProviderError("검색 반경은 0보다 커야 합니다.")
    return min(radius_m, MAX_RADIUS_M)


def open_default_store() -> PlaceStore | None:
    path = default_data_dir() / "places.sqlite3"
    return PlaceStore(path) if path.exists() else None


class StorePlacesProvider:
    """Offline places: only what an official file imported into the local store holds."""

    def __init__(self, store: PlaceStore | None = None, store_path: Path | None = None) -> None:
        self._store = (
            store
            if store is not None
            else (PlaceStore(store_path) if store_path else open_default_store())
        )

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
        if self._store is None or self._store.count("keco_site") == 0:
            return {
                **base, "places": [], "found": 0,
                "note": "가져온 재활용 장소 데이터가 없습니다. 'eco-triage data import keco-sites 파일.csv'로 한국환경공단 "
                "재활용 보상 장소 파일을 가져오거나 KAKAO_REST_API_KEY를 설정하세요.",
                "source": "none",
            }  # fmt: skip
        hits = self._store.nearby(latitude, longitude, radius, kind="keco_site", limit=10)
        as_of = hits[0].place.as_of if hits else None
        return {
            **base,
            "found": len(hits),
            "places": [place_json(h) for h in hits],
            "source": "keco-import",
            "source_label": "한국환경공단 재활용 보상 장소(자원순환가게 등) 공공데이터",
            "as_of": as_of,
        }

    async def search_places(
        self, query: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]:
        return self._search(query.strip(), latitude, longitude, radius_m)

    async def search_category(
        self, category: str, latitude: float, longitude: float, radius_m: int | None
    ) -> dict[str, Any]:
        return self._search(category.strip(), latitude, longitude, radius_m)
