"""The collection-point specialist: bins and compensation sites for batteries, lamps, clothes, ..."""

from __future__ import annotations

from collections.abc import Sequence

from agents import FunctionTool, function_tool

from specialists.base import Specialist, ToolCallPlan, ToolResult, error_text
from specialists.collection_point.payload import CollectionPointRequest
from specialists.collection_point.provider import (
    CollectionPointProvider,
    OfficialCollectionPointProvider,
)
from specialists.geocoding import GazetteerGeocoder, GeocodingProvider
from specialists.location.agent import format_distance
from specialists.tooling import run_tool


class CollectionPointSpecialist(Specialist[CollectionPointRequest]):
    name = "collection_point"
    description = (
        "폐건전지, 폐형광등, 의류, 폐의약품, 소형 폐가전 수거함과 투명 페트병 보상(무인회수기, 자원순환가게) "
        "장소를 안내한다."
    )
    payload_type = CollectionPointRequest
    role = (
        "당신은 수거함·보상 장소 안내 담당이다. 좌표가 있으면 get_nearby_collection_points, 지역 이름만 있으면 "
        "search_collection_points를 부른다. 품목 종류(item_type)로 거른다."
    )

    def __init__(
        self,
        provider: CollectionPointProvider | None = None,
        geocoder: GeocodingProvider | None = None,
    ) -> None:
        self.geocoder: GeocodingProvider = geocoder or GazetteerGeocoder()
        self.provider: CollectionPointProvider = provider or OfficialCollectionPointProvider(
            geocoder=self.geocoder
        )

    def tools(self) -> list[FunctionTool]:
        provider = self.provider

        @function_tool
        async def search_collection_points(
            address_keyword: str, item_type: str | None = None
        ) -> str:
            """주소 키워드(시군구·동 이름)로 수거함과 보상 장소를 찾는다.

            Args:
                address_keyword: 주소 키워드 (예: 강남구, 고양).
                item_type: battery, fluorescent_lamp, clothes, medicine, small_appliance, pet_compensation 또는 null.
            """
            return await run_tool(
                "search_collection_points", lambda: provider.search(address_keyword, item_type)
            )

        @function_tool
        async def get_nearby_collection_points(
            latitude: float,
            longitude: float,
            radius_km: float | None = None,
            item_type: str | None = None,
        ) -> str:
            """좌표 주변의 수거함과 보상 장소를 거리순으로 찾는다.

            Args:
                latitude: 위도.
                longitude: 경도.
                radius_km: 반경(km). null이면 2, 최대 5.
                item_type: battery, fluorescent_lamp, clothes, medicine, small_appliance, pet_compensation 또는 null.
            """
            return await run_tool(
                "get_nearby_collection_points",
                lambda: provider.nearby(latitude, longitude, radius_km, item_type),
            )

        return [search_collection_points, get_nearby_collection_points]

    def ask_back(self, payload: CollectionPointRequest | None) -> str | None:
        if (
            payload is None
            or payload.item_type is None
            and payload.area is None
            and payload.latitude is None
        ):
            return (
                "어떤 것을 버리실 건가요? 폐건전지, 폐형광등, 의류, 폐의약품, 소형 폐가전, 투명 페트병 보상 중에서 "
                "알려주시면 수거 장소를 안내해 드릴게요."
            )
        return None

    def plan(
        self, payload: CollectionPointRequest, done: Sequence[ToolResult]
    ) -> list[ToolCallPlan]:
        if done:
            return []
        if payload.latitude is not None and payload.longitude is not None:
            return [
                ToolCallPlan(
                    "get_nearby_collection_points",
                    {
                        "latitude": payload.latitude,
                        "longitude": payload.longitude,
                        "radius_km": None,
                        "item_type": payload.item_type,
                    },
                )
            ]
        return [
            ToolCallPlan(
                "search_collection_points",
                {"address_keyword": payload.area or "", "item_type": payload.item_type},
            )
        ]

    def compose(self, payload: CollectionPointRequest | None, results: Sequence[ToolResult]) -> str:
        data = next((r.data for r in results if r.ok), None)
        if data is None:
            return f"죄송해요, {error_text(results) or '수거 장소 정보를 찾지 못했습니다.'}"
        lines: list[str] = []
        points = data.get("points") or []
        if points:
            where = data.get("place_name") or "요청한 위치"
            kind = data.get("kind_name") or "수거 장소"
            lines.append(f"{where} 근처 {kind} 수거 장소 (가까운 순):")
            for p in points:
                detail = [
                    str(d)
                    for d in (
                        format_distance(p.get("distance_m")),
                        p.get("address") if p.get("address") != p["name"] else None,
                        p.get("detail"),
                        p.get("phone"),
                        f"데이터기준일자 {p['as_of']}" if p.get("as_of") else None,
                    )
                    if d
                ]
                lines.append(f"- {p['name']} ({', '.join(detail)})")
            if data.get("place_precision") in ("district", "dong", "province"):
                lines.append(
                    f"거리는 {where}의 기준 좌표({data.get('place_source')})에서 잰 값입니다."
                )
        if data.get("note"):
            lines.append(str(data["note"]))
        if data.get("citation"):
            lines.append(str(data["citation"]))
        elif points and data.get("source_label"):
            lines.append(f"출처: {data['source_label']}")
        lines += [f"주의: {c}" for c in data.get("caveats") or []]
        for g in data.get("guidance", []):
            if g.get("where"):
                label = data.get("guidance_label") or data["source_label"]
                lines.append(f"{g['name']} 수거 장소는 보통 이런 곳입니다 ({label}):")
                lines += [f"- {w}" for w in g["where"]]
            lines.append(f"{g['name']} 배출 방법: {g['how']}")
        return "\n".join(lines)
