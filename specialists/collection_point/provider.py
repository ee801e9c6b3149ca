"""Collection points: the provider interface and the official-data implementation.

:class:`OfficialCollectionPointProvider` answers from the shipped public data (or a newer imported
file): the nearest bins of the asked type by distance from a place or coordinates, each with its
address, 세부위치 and 데이터기준일자. Which dataset holds which type is :data:`ITEM_DATASETS`.

Coverage is partial and said so per 시군구: when the asked 시군구 (or the 시군구 a 동 or a point lies in)
has no rows of that type, the answer says "○○구의 의류수거함 자료는 없습니다" and lists bins of a
neighbouring 시군구 only when they are truly near (within :data:`NEAR_KM` of the place).
"""

from __future__ import annotations

import asyncio
import json
from functools import cache
from importlib import resources
from typing import Any, Protocol

from specialists.collection_point.payload import ITEM_TYPE_NAMES
from specialists.data.catalog import DataCatalog
from specialists.data.schema import CAVEATS, DATASETS
from specialists.data.store import PlaceHit
from specialists.geocoding import GazetteerGeocoder, GeocodingProvider
from specialists.korean.gazetteer import District, lookup_district, nearest_district
from specialists.tooling import ProviderError

__all__ = [
    "ITEM_DATASETS",
    "NEAR_KM",
    "CollectionPointProvider",
    "OfficialCollectionPointProvider",
    "check_item_type",
    "clamp_radius_km",
]

DEFAULT_RADIUS_KM = 2.0
MAX_RADIUS_KM = 5.0
NEAR_KM = 3.0  # a neighbouring 시군구's bins are offered only this close to the asked place
SHOWN = 5

# item type -> (dataset, words one of which the bin's items must contain; None = every bin)
ITEM_DATASETS: dict[str, tuple[str, tuple[str, ...] | None]] = {
    "medicine": ("medicine-bins", None),
    "battery": ("lamp-battery-bins", ("전지", "배터리")),
    "fluorescent_lamp": ("lamp-battery-bins", ("형광", "램프", "LED")),
    "clothes": ("clothing-bins", None),
    "small_appliance": ("small-appliance-bins", None),
    "pet_compensation": ("keco-sites", None),
}


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


def _how(item_type: str | None, *, where: bool = False) -> list[dict[str, Any]]:
    """General guidance per type: how to put it out, and (``where``) where such bins usually are."""
    items = _guide()["items"]
    keys = [item_type] if item_type else list(items)
    return [
        {"item_type": k, "name": items[k]["name"], "how": items[k]["how"]}
        | ({"where": items[k]["where"]} if where else {})
        for k in keys
    ]


def point_json(hit: PlaceHit) -> dict[str, Any]:
    p = hit.place
    return {
        "name": p.name,
        "address": p.address if p.address not in ("없음", "-") else None,
        "detail": p.detail,
        "district": p.district_key,
        "phone": p.phone,
        "items": list(p.items),
        "distance_m": round(hit.distance_m) if hit.distance_m is not None else None,
        "latitude": p.latitude,
        "longitude": p.longitude,
        "as_of": p.as_of or None,
        **({"caveat": CAVEATS[p.source]} if p.source in CAVEATS else {}),
    }


def _gap_notes(
    district: District, kind_name: str, near: list[PlaceHit], coverage: dict[str, int]
) -> list[str]:
    """A 시군구 without rows of the kind: say so; name neighbours only if truly near (``near``)."""
    notes = [f"{district.full_name}의 {kind_name} 장소 자료는 없습니다."]
    if near:
        others = ", ".join(dict.fromkeys(h.place.district_key or "" for h in near))
        notes.append(f"가까운 자료가 있는 곳은 {others}입니다 ({NEAR_KM:g}km 이내).")
        return notes
    same = sorted(k for k in coverage if lookup_district(k)[0].sido == district.sido)
    where = f" {district.sido.name}에서는 {', '.join(same[:5])}에 자료가 있습니다." if same else ""
    notes.append(f"자료가 있는 시군구는 전국 {len(coverage)}곳입니다.{where}")
    return notes


class OfficialCollectionPointProvider:
    """Nearest bins from the official files; ``live`` (the KECO e-waste API) answers small
    e-waste questions instead when given."""

    def __init__(
        self,
        catalog: DataCatalog | None = None,
        geocoder: GeocodingProvider | None = None,
        live: CollectionPointProvider | None = None,
    ) -> None:
        self._catalog = catalog or DataCatalog()
        self._geocoder = geocoder or GazetteerGeocoder(self._catalog)
        self._live = live

    @property
    def live(self) -> CollectionPointProvider | None:
        """The live provider answering small e-waste questions, if any."""
        return self._live

    async def search(self, address_keyword: str, item_type: str | None) -> dict[str, Any]:
        kind = check_item_type(item_type)
        if self._live is not None and kind == "small_appliance":
            return await self._live.search(address_keyword, item_type)
        base: dict[str, Any] = {"address_keyword": address_keyword, "item_type": kind}
        if kind is None:
            return {**base, **self._no_type()}
        if not address_keyword.strip():
            return {**base, **self._no_place(kind)}
        geo = await self._geocoder.geocode(address_keyword)
        district = lookup_district(geo["district"])[0] if geo.get("district") else None
        in_district = district if geo.get("precision") == "district" else None
        found = await asyncio.to_thread(
            self._find, kind, geo["latitude"], geo["longitude"], district, None, in_district
        )
        return {**base, "place_name": geo["place_name"], "place_precision": geo.get("precision"),
                "place_source": geo.get("source_label"), **found}  # fmt: skip

    async def nearby(
        self, latitude: float, longitude: float, radius_km: float | None, item_type: str | None
    ) -> dict[str, Any]:
        kind = check_item_type(item_type)
        radius = clamp_radius_km(radius_km)
        if self._live is not None and kind == "small_appliance":
            return await self._live.nearby(latitude, longitude, radius_km, item_type)
        base: dict[str, Any] = {"latitude": latitude, "longitude": longitude, "radius_km": radius,
                                "item_type": kind}  # fmt: skip
        if kind is None:
            return {**base, **self._no_type()}
        district = nearest_district(latitude, longitude)
        found = await asyncio.to_thread(self._find, kind, latitude, longitude, district, radius)
        return {**base, **found}

    def _no_type(self) -> dict[str, Any]:
        meta = _guide()["_meta"]
        return {
            "points": [],
            "guidance": _how(None),
            "note": "어떤 품목(폐의약품, 폐건전지, 폐형광등, 의류, 소형 폐가전, 투명 페트병 보상)인지 알려주시면 "
            "가까운 수거함을 찾아 드립니다.",
            "source": meta["source"],
            "source_label": meta["source_label"],
            "as_of": meta["as_of"],
        }

    def _no_place(self, kind: str) -> dict[str, Any]:
        """No place given: where this kind of bin usually is (general guidance) and a question."""
        meta = _guide()["_meta"]
        return {
            "points": [],
            "guidance": _how(kind, where=True),
            "note": "어느 지역(시군구나 동 이름, 예: 망원동)인지 알려주시면 가까운 수거함을 거리순으로 찾아 드립니다.",
            "source": meta["source"],
            "source_label": meta["source_label"],
            "as_of": meta["as_of"],
        }

    def _find(
        self,
        kind: str,
        latitude: float,
        longitude: float,
        district: District | None,
        radius_km: float | None,
        in_district: District | None = None,
    ) -> dict[str, Any]:
        """Nearest bins of ``kind``; for a question about a 시군구 (``in_district``) its own bins
        come first, nearest to its reference point."""
        dataset, words = ITEM_DATASETS[kind]
        spec = DATASETS[dataset]
        store, meta = self._catalog.places(dataset)
        place_kind = spec.kind or ""
        coverage = self._catalog.coverage(dataset)
        limit = SHOWN if words is None else SHOWN * 8
        default_cap = 30_000.0 if place_kind == "keco_site" else 10_000.0  # sites are sparse
        cap_m = (radius_km * 1000) if radius_km is not None else default_cap
        hits = store.nearest(latitude, longitude, kind=place_kind, limit=limit, max_radius_m=cap_m)
        if in_district is not None and in_district.key in coverage:
            wide = store.nearest(
                latitude, longitude, kind=place_kind, limit=limit * 10, max_radius_m=cap_m
            )
            own = [h for h in wide if h.place.district_key == in_district.key]
            hits = own or hits
        if words is not None:
            hits = [h for h in hits if any(w in " ".join(h.place.items) for w in words)]
        kind_name = ITEM_TYPE_NAMES[kind]
        result: dict[str, Any] = {
            "kind_name": kind_name,
            "districts_with_data": len(coverage),
            "source": dataset,
            "source_label": spec.citation,
            "guidance": _how(kind),
        }
        notes: list[str] = []
        if district is not None:
            result["district_has_data"] = district.key in coverage
            if district.key not in coverage:
                hits = [h for h in hits if (h.distance_m or 0) <= NEAR_KM * 1000]
                notes = _gap_notes(district, kind_name, hits, coverage)
        if not hits and not notes:
            notes.append(f"{cap_m / 1000:g}km 안에 {kind_name} 수거 장소 자료가 없습니다.")
        if not hits:  # no bin to show: say where such bins usually are (general, labelled)
            result["guidance"] = _how(kind, where=True)
            result["guidance_label"] = _guide()["_meta"]["source_label"]
        shown = hits[:SHOWN]
        dates = [h.place.as_of for h in shown if h.place.as_of]
        result["points"] = [point_json(h) for h in shown]
        result["found"] = len(shown)
        result["as_of"] = max(dates) if dates else None  # only the dates of what is shown
        caveats = list(
            dict.fromkeys(CAVEATS[h.place.source] for h in shown if h.place.source in CAVEATS)
        )
        if caveats:
            result["caveats"] = caveats
        # nothing shown: the absence is as of the dataset's newest date
        cited = result["as_of"] or (meta.as_of if meta is not None and not shown else None)
        result["citation"] = f"출처: {spec.citation}, 데이터기준일자 {cited or '미상'}"
        if notes:
            result["note"] = " ".join(notes)
        return result
