"""Collection points: the provider interface and the offline implementation (guide + imported sites)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Protocol

from specialists.collection_point.payload import ITEM_TYPE_NAMES
from specialists.data.store import PlaceStore
from specialists.location.provider import open_default_store, place_json
from specialists.tooling import ProviderError

DEFAULT_RADIUS_KM = 2.0
MAX_RADIUS_KM = 5.0

# item types whose sites are in the KECO recycling-compensation file
_KECO_TYPES = {"pet_compensation"}


class CollectionPointProvider(Protocol):
    async def search(self, address_keyword: str, item_type: str | None) -> dict[str, Any]: ...

    async def nearby(
        self, latitude: float, longitude: float, radius_km: float | None, item_type: str | None
    ) -> dict[str, Any]: ...


@cache
def _guide() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        resources.files(__package__).joinpath("data/guide.json").read_text("utf-8")
    )
    return data


def check_item_type(item_type: str | None) -> str | None:
    """The item type as given (trimmed), ``None`` for none, a clear error for an unknown one."""
    if item_type is None or item_type.strip() == "":
        return None
    item_type = item_type.strip()
    if item_type not in ITEM_TYPE_NAMES:
        raise ProviderError(
            f"'{item_type}'은(는) 알 수 없는 수거 품목입니다. 가능한 값: "
            + ", ".join(ITEM_TYPE_NAMES)
        )
    return item_type


def clamp_radius_km(radius_km: float | None) -> float:
    """The search radius: default when unset, an error when not positive, capped at the maximum."""
    radius = DEFAULT_RADIUS_KM if radius_km is None else radius_km
    if radius <= 0:
        raise ProviderError("검색 반경은 0보다 커야 합니다.")
    return min(radius, MAX_RADIUS_KM)


class GuideCollectionPointProvider:
    """Offline: where each item type is usually collected, plus real sites from the imported KECO file."""

    def __init__(self, store: PlaceStore | None = None) -> None:
        self._store = store if store is not None else open_default_store()

    def _guidance(self, item_type: str | None) -> dict[str, Any]:
        guide = _guide()
        keys = [item_type] if item_type else list(guide["items"])
        return {
            "guidance": [{"item_type": k, **guide["items"][k]} for k in keys],
            "source": guide["_meta"]["source"],
            "source_label": guide["_meta"]["source_label"],
            "as_of": guide["_meta"]["as_of"],
        }

    def _sites_available(self, item_type: str | None) -> bool:
        return (item_type is None or item_type in _KECO_TYPES) and self._store is not None

    async def search(self, address_keyword: str, item_type: str | None) -> dict[str, Any]:
        kind = check_item_type(item_type)
        result: dict[str, Any] = {
            "address_keyword": address_keyword,
            "item_type": kind,
            **self._guidance(kind),
        }
        if self._sites_available(kind) and self._store is not None:
            hits = self._store.search(address_keyword, kind="keco_site", limit=10)
            result["points"] = [place_json(h) for h in hits]
            result["points_source"] = "keco-import"
        else:
            result["points"] = []
        return result

    async def nearby(
        self, latitude: float, longitude: float, radius_km: float | None, item_type: str | None
    ) -> dict[str, Any]:
        kind = check_item_type(item_type)
        radius = clamp_radius_km(radius_km)
        result: dict[str, Any] = {
            "latitude": latitude,
            "longitude": longitude,
            "radius_km": radius,
            "item_type": kind,
            **self._guidance(kind),
        }
        if self._sites_available(kind) and self._store is not None:
            hits = self._store.nearby(
                latitude, longitude, radius * 1000, kind="keco_site", limit=10
            )
            result["points"] = [place_json(h) for h in hits]
            result["points_source"] = "keco-import"
        else:
            result["points"] = []
        return result
