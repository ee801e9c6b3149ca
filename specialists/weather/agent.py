"""The weather specialist: conditions for a place, with disposal tips."""

from __future__ import annotations

from collections.abc import Sequence

from agents import FunctionTool, function_tool

from specialists.base import Specialist, ToolCallPlan, ToolResult, error_text
from specialists.geocoding import GazetteerGeocoder, GeocodingProvider
from specialists.tooling import run_tool
from specialists.weather.payload import WeatherRequest
from specialists.weather.provider import NormalsWeatherProvider, WeatherProvider


class WeatherSpecialist(Specialist[WeatherRequest]):
    name = "weather"
    description = "지역의 날씨(기온, 습도, 강수)와 그에 맞는 쓰레기 배출 팁을 안내한다."
    payload_type = WeatherRequest
    role = (
        "당신은 날씨와 배출 팁 안내 담당이다. 좌표가 있으면 get_weather, 지명만 있으면 geocode 후 get_weather를 "
        "부른다. 위치가 없으면 도구를 부르지 말고 지역을 물어본다. 평년값이면 실시간이 아니라고 밝힌다."
    )

    def __init__(
        self, provider: WeatherProvider | None = None, geocoder: GeocodingProvider | None = None
    ) -> None:
        self.provider: WeatherProvider = provider or NormalsWeatherProvider()
        self.geocoder: GeocodingProvider = geocoder or GazetteerGeocoder()

    def tools(self) -> list[FunctionTool]:
        provider, geocoder = self.provider, self.geocoder

        @function_tool
        async def get_weather(
            latitude: float, longitude: float, waste_category: str | None = None
        ) -> str:
            """좌표의 날씨와 배출 팁을 조회한다.

            Args:
                latitude: 위도.
                longitude: 경도.
                waste_category: food, paper, plastic, glass, metal, clothes, general 중 하나 또는 null.
            """
            return await run_tool(
                "get_weather", lambda: provider.weather(latitude, longitude, waste_category)
            )

        @function_tool
        async def geocode(place_name: str) -> str:
            """지명(시군구, 시도)을 좌표로 바꾼다.

            Args:
                place_name: 지명 (예: 강남구, 부산).
            """
            return await run_tool("geocode", lambda: geocoder.geocode(place_name))

        return [get_weather, geocode]

    def ask_back(self, payload: WeatherRequest | None) -> str | None:
        if payload is None or (
            payload.place is None and (payload.latitude is None or payload.longitude is None)
        ):
            return "어느 지역의 날씨를 알려드릴까요? 시군구 이름(예: 마포구, 부산 해운대구)으로 알려주세요."
        return None

    def plan(self, payload: WeatherRequest, done: Sequence[ToolResult]) -> list[ToolCallPlan]:
        if any(r.name == "get_weather" for r in done):
            return []
        if payload.latitude is not None and payload.longitude is not None:
            return [
                ToolCallPlan(
                    "get_weather",
                    {
                        "latitude": payload.latitude,
                        "longitude": payload.longitude,
                        "waste_category": payload.waste_category,
                    },
                )
            ]
        geo = next((r for r in done if r.name == "geocode"), None)
        if geo is None and payload.place:
            return [ToolCallPlan("geocode", {"place_name": payload.place})]
        if geo is not None and geo.ok:
            return [
                ToolCallPlan(
                    "get_weather",
                    {
                        "latitude": geo.data["latitude"],
                        "longitude": geo.data["longitude"],
                        "waste_category": payload.waste_category,
                    },
                )
            ]
        return []

    def compose(self, payload: WeatherRequest | None, results: Sequence[ToolResult]) -> str:
        weather = next((r.data for r in results if r.name == "get_weather" and r.ok), None)
        if weather is None:
            return f"죄송해요, {error_text(results) or '날씨 정보를 찾지 못했습니다.'}"
        geo = next((r.data for r in results if r.name == "geocode" and r.ok), None)
        place = geo["place_name"] if geo else weather.get("district", "")
        if weather.get("kind") == "monthly_normal":
            lines = [
                f"{place}의 실시간 날씨 정보는 오프라인 모드에서 제공되지 않아, {weather['station']} 관측소의 "
                f"{weather['month']}월 평년값({weather['as_of']})을 안내합니다 — {weather['source_label']}.",
                f"- 평균 기온 {weather['temperature_c']}°C, 평균 습도 {weather['humidity_pct']}%, "
                f"월 강수량 {weather['precipitation_mm_month']}mm",
            ]
        else:
            lines = [
                f"{place} 현재 날씨 ({weather.get('source_label', weather.get('source', ''))}):"
            ]
            parts = []
            if weather.get("temperature_c") is not None:
                parts.append(f"기온 {weather['temperature_c']}°C")
            if weather.get("humidity_pct") is not None:
                parts.append(f"습도 {weather['humidity_pct']}%")
            if weather.get("precipitation_text"):
                parts.append(str(weather["precipitation_text"]))
            if weather.get("wind_ms") is not None:
                parts.append(f"풍속 {weather['wind_ms']}m/s")
            if weather.get("observed_at"):
                parts.append(f"{weather['observed_at']} 기준")
            lines.append("- " + ", ".join(parts))
        tips = weather.get("tips") or []
        if tips:
            lines.append("배출 팁:")
            lines += [f"- {t}" for t in tips]
        return "\n".join(lines)
