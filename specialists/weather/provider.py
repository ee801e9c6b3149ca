"""Weather data: the provider interface and the offline monthly-normals implementation."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from functools import cache
from importlib import resources
from typing import Any, Protocol

from specialists.korean.gazetteer import haversine_m, nearest_district
from specialists.tooling import ProviderError
from specialists.weather.tips import Conditions, disposal_tips

KST = timezone(timedelta(hours=9), "KST")


def now_kst() -> datetime:
    return datetime.now(tz=KST)


class WeatherProvider(Protocol):
    async def weather(
        self, latitude: float, longitude: float, waste_category: str | None
    ) -> dict[str, Any]: ...


@cache
def _normals() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        resources.files(__package__).joinpath("data/normals.json").read_text("utf-8")
    )
    return data


def check_korea(latitude: float, longitude: float) -> None:
    if not (33.0 <= latitude <= 38.9 and 124.5 <= longitude <= 132.0):
        raise ProviderError(f"좌표({latitude}, {longitude})가 대한민국 범위를 벗어났습니다.")


class NormalsWeatherProvider:
    """Offline: the month's climate normal at the nearest station, clearly labelled as a normal."""

    def __init__(self, clock: Callable[[], datetime] = now_kst) -> None:
        self._clock = clock

    async def weather(
        self, latitude: float, longitude: float, waste_category: str | None
    ) -> dict[str, Any]:
        check_korea(latitude, longitude)
        data = _normals()
        station = min(
            data["stations"],
            key=lambda s: haversine_m(latitude, longitude, s["latitude"], s["longitude"]),
        )
        month = self._clock().astimezone(KST).month
        temp = station["temperature_c"][month - 1]
        humidity = station["humidity_pct"][month - 1]
        precip = station["precipitation_mm"][month - 1]
        conditions = Conditions(
            temperature_c=temp, humidity_pct=humidity, precipitation=None, wet_month=precip >= 250
        )
        meta = data["_meta"]
        return {
            "kind": "monthly_normal",
            "station": station["name"],
            "district": nearest_district(latitude, longitude).key,
            "month": month,
            "temperature_c": temp,
            "humidity_pct": humidity,
            "precipitation_mm_month": precip,
            "tips": disposal_tips(conditions, waste_category),
            "source": meta["source"],
            "source_label": meta["source_label"],
            "as_of": meta["as_of"],
        }
