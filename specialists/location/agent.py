"""The location specialist: places near the user, recycling-related first."""

from __future__ import annotations

from collections.abc import Sequence

from agents import FunctionTool, function_tool

from specialists.base import Specialist, ToolCallPlan, ToolResult, error_text, source_label
from specialists.geocoding import GazetteerGeocoder, GeocodingProvider
from specialists.location.payload import LocationRequest
from specialists.location.provider import OfficialPlacesProvider, PlacesProvider
from specialists.tooling import run_tool


def format_distance(metres: float | None) -> str:
    if metres is None:
        return ""
    return f"{metres / 1000:.1f}km" if metres >= 1000 else f"{round(metres)}m"


class LocationSpecialist(Specialist[LocationRequest]):
    name = "location"
    description = (
        "주변 장소를 찾아 준다: 재활용센터, 고물상, 제로웨이스트샵을 우선하고 마트, 편의점, 카페, 음식점, 병원, 약국, "
        "은행, 주유소, 주차장, 지하철역도 찾는다."
    )
    payload_type = LocationRequest
    role = (
        "당신은 주변 장소 안내 담당이다. 좌표가 없으면 geocode로 지역 좌표를 얻은 뒤 search_places로 찾고, "
        "가까운 순서로 1~3곳을 이름·주소·거리와 함께 답한다. 위치를 모르면 지역을 물어본다."
    )

    def __init__(
        self, provider: PlacesProvider | None = None, geocoder: GeocodingProvider | None = None
    ) -> None:
        self.provider: PlacesProvider = provider or OfficialPlacesProvider()
        self.geocoder: GeocodingProvider = geocoder or GazetteerGeocoder()

    def tools(self) -> list[FunctionTool]:
        provider, geocoder = self.provider, self.geocoder

        @function_tool
        async def search_places(
            query: str, latitude: float, longitude: float, radius_m: int | None = None
        ) -> str:
            """좌표 주변에서 장소 종류(키워드)로 장소를 찾는다.

            Args:
                query: 장소 종류 (예: 재활용센터, 고물상, 제로웨이스트샵, 약국).
                latitude: 기준 위도.
                longitude: 기준 경도.
                radius_m: 반경(미터). null이면 2000.
            """
            return await run_tool(
                "search_places",
                lambda: provider.search_places(query, latitude, longitude, radius_m),
            )

        @function_tool
        async def search_category(
            category: str, latitude: float, longitude: float, radius_m: int | None = None
        ) -> str:
            """좌표 주변에서 분류 코드(MART, CONVENIENCE, CAFE, RESTAURANT, HOSPITAL, PHARMACY, BANK, GAS_STATION,
            PARKING, SUBWAY)로 장소를 찾는다.

            Args:
                category: 분류 코드.
                latitude: 기준 위도.
                longitude: 기준 경도.
                radius_m: 반경(미터). null이면 2000.
            """
            return await run_tool(
                "search_category",
                lambda: provider.search_category(category, latitude, longitude, radius_m),
            )

        @function_tool
        async def geocode(place_name: str) -> str:
            """지명(시군구, 시도)을 좌표로 바꾼다.

            Args:
                place_name: 지명 (예: 마포구).
            """
            return await run_tool("geocode", lambda: geocoder.geocode(place_name))

        return [search_places, search_category, geocode]

    def ask_back(self, payload: LocationRequest | None) -> str | None:
        if payload is None or (
            payload.area is None and (payload.latitude is None or payload.longitude is None)
        ):
            what = payload.query if payload is not None and payload.query else "장소"
            return f"어느 지역 근처의 {what}을(를) 찾을까요? 시군구 이름(예: 마포구)이나 현재 위치 좌표를 알려주세요."
        return None

    def _search_call(self, payload: LocationRequest, lat: float, lon: float) -> ToolCallPlan:
        query = payload.query or "재활용센터"
        if payload.category and payload.category.isupper():
            return ToolCallPlan(
                "search_category",
                {
                    "category": payload.category,
                    "latitude": lat,
                    "longitude": lon,
                    "radius_m": payload.radius_m,
                },
            )
        return ToolCallPlan(
            "search_places",
            {"query": query, "latitude": lat, "longitude": lon, "radius_m": payload.radius_m},
        )

    def plan(self, payload: LocationRequest, done: Sequence[ToolResult]) -> list[ToolCallPlan]:
        if any(r.name in ("search_places", "search_category") for r in done):
            return []
        if payload.latitude is not None and payload.longitude is not None:
            return [self._search_call(payload, payload.latitude, payload.longitude)]
        geo = next((r for r in done if r.name == "geocode"), None)
        if geo is None and payload.area:
            return [ToolCallPlan("geocode", {"place_name": payload.area})]
        if geo is not None and geo.ok:
            return [self._search_call(payload, geo.data["latitude"], geo.data["longitude"])]
        return []

    def compose(self, payload: LocationRequest | None, results: Sequence[ToolResult]) -> str:
        found = next(
            (r.data for r in results if r.name in ("search_places", "search_category") and r.ok),
            None,
        )
        if found is None:
            return f"죄송해요, {error_text(results) or '장소를 찾지 못했습니다.'}"
        geo = next((r.data for r in results if r.name == "geocode" and r.ok), None)
        where = f"{geo['place_name']} 근처 " if geo else ""
        query = found.get("query", "")
        places = found.get("places") or []
        if not places:
            note = (
                found.get("note")
                or f"반경 {format_distance(found.get('radius_m'))} 안에서 찾지 못했습니다."
            )
            return f"{where}{query}: {note}"
        label = source_label(found) if not found.get("citation") else None
        lines = [
            f"{where}{query} (가까운 순, 반경 {format_distance(found['radius_m'])}) {label or ''}".rstrip()
        ]
        if found.get("note"):
            lines.append(str(found["note"]))
        for p in places[:3]:
            detail = [format_distance(p.get("distance_m"))]
            if p.get("address"):
                detail.append(str(p["address"]))
            if p.get("phone"):
                detail.append(str(p["phone"]))
            if p.get("as_of"):
                detail.append(f"데이터기준일자 {p['as_of']}")
            lines.append(f"- {p['name']} ({', '.join(d for d in detail if d)})")
        if found.get("citation"):
            lines.append(str(found["citation"]))
        if geo and geo.get("precision") in ("district", "province", "dong"):
            lines.append(
                f"거리는 {geo['place_name']}의 기준 좌표({geo['source_label']})에서 잰 값입니다."
            )
        elif geo:
            lines.append(f"거리는 '{geo['place_name']}' 위치에서 잰 값입니다.")
        return "\n".join(lines)
