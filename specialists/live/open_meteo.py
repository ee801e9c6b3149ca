"""Open-Meteo forecast API ``current`` block: key-less current conditions (model analysis, not a station).

``GET https://api.open-meteo.com/v1/forecast?latitude=..&longitude=..&current=temperature_2m,
relative_humidity_2m,precipitation,weather_code,wind_speed_10m&wind_speed_unit=ms&timezone=Asia/Seoul``.
The WMO ``weather_code`` is mapped onto the same precipitation vocabulary as KMA's PTY; codes with
no precipitation (clear, cloudy, fog) map to ``"none"``, unknown codes stay unknown.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta, timezone
from typing import Any

import httpx

from specialists.live.http import Endpoint
from specialists.live.kma import weather_result
from specialists.live.upstream_errors import subject
from specialists.tooling import ProviderError
from specialists.weather.provider import KST, check_korea

FORECAST_URL = "https://api.open-meteo.com/v1/forecast"
SOURCE = "Open-Meteo 날씨 API"
CURRENT_FIELDS = (
    "temperature_2m",
    "relative_humidity_2m",
    "precipitation",
    "weather_code",
    "wind_speed_10m",
)


def wmo_precipitation(code: int | None) -> str | None:
    """WMO weather interpretation code → precipitation category (``None`` when unknown)."""
    if code is None:
        return None
    if code in (0, 1, 2, 3, 45, 48):
        return "none"
    if 51 <= code <= 57:
        return "drizzle"
    if 61 <= code <= 67 or 80 <= code <= 82:
        return "rain"
    if 71 <= code <= 77 or code in (85, 86):
        return "snow"
    if 95 <= code <= 99:
        return "shower"
    return None


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        return float(value)
    except ValueError:
        return None


def _observed_at(current: Mapping[str, Any], data: Mapping[str, Any]) -> str:
    """``current.time`` (local ISO minutes) → ``"YYYY-MM-DD HH:MM"`` in KST."""
    raw = str(current.get("time") or "")
    try:
        local = datetime.fromisoformat(raw)
    except ValueError:
        raise ProviderError(f"{SOURCE} 응답의 시각({raw!r})을 읽을 수 없습니다.") from None
    if local.tzinfo is None:
        offset = _number(data.get("utc_offset_seconds"))
        local = local.replace(tzinfo=timezone(timedelta(seconds=offset or 0)))
    return local.astimezone(KST).strftime("%Y-%m-%d %H:%M")


class OpenMeteoWeatherProvider:
    """:class:`~specialists.weather.provider.WeatherProvider` over Open-Meteo (no key needed)."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        *,
        timeout: float = 10.0,
        retries: int = 2,
        backoff: float = 0.3,
        url: str = FORECAST_URL,
    ) -> None:
        self._endpoint = Endpoint(
            client, url, source=SOURCE, timeout=timeout, retries=retries, backoff=backoff
        )

    async def weather(
        self, latitude: float, longitude: float, waste_category: str | None
    ) -> dict[str, Any]:
        check_korea(latitude, longitude)
        params: dict[str, str | int | float] = {
            "latitude": latitude,
            "longitude": longitude,
            "current": ",".join(CURRENT_FIELDS),
            "wind_speed_unit": "ms",
            "timezone": "Asia/Seoul",
        }
        data = await self._endpoint.get(params)
        if not isinstance(data, Mapping):
            raise ProviderError(f"{SOURCE} 응답 형식이 올바르지 않습니다.")
        if data.get("error"):
            raise ProviderError(
                f"{subject(SOURCE)} 요청을 처리하지 못했습니다 ({data.get('reason', '')})."
            )
        current = data.get("current")
        if not isinstance(current, Mapping):
            raise ProviderError(f"{SOURCE} 응답에 현재 날씨(current)가 없습니다.")
        code = _number(current.get("weather_code"))
        wmo = int(code) if code is not None and code.is_integer() else None
        return weather_result(
            latitude=latitude,
            longitude=longitude,
            waste_category=waste_category,
            temperature_c=_number(current.get("temperature_2m")),
            humidity_pct=_number(current.get("relative_humidity_2m")),
            precipitation_mm=_number(current.get("precipitation")),
            precipitation=wmo_precipitation(wmo),
            precipitation_text="뇌우" if wmo is not None and 95 <= wmo <= 99 else None,
            wind_ms=_number(current.get("wind_speed_10m")),
            observed_at=_observed_at(current, data),
            grid=None,
            kind="model_current",
            source="open-meteo",
            source_label="Open-Meteo 현재 날씨(기상 모델 분석값, 관측소 실측 아님)",
        )
