"""Open-Meteo adapter: request, WMO code mapping, KST times, errors, and the tool envelope.

Recorded shapes, and where they come from:

* The forecast answer's shape — top-level ``latitude, longitude, generationtime_ms,
  utc_offset_seconds, timezone, timezone_abbreviation, elevation, current_units{time: "iso8601",
  interval: "seconds", ...}, current{time: "YYYY-MM-DDTHH:MM", interval: 900, temperature_2m,
  relative_humidity_2m, weather_code, wind_speed_10m, precipitation, ...}`` — is copied from a
  recorded live answer (``current=temperature_2m,...,weather_code,wind_speed_10m,...,precipitation``,
  ``timezone=America/New_York``) pasted in a public agent log (library file id 71107271598), and
  matches https://dev.to/0012303/open-meteo-has-a-free-weather-api-no-key-no-signup-real-forecast-data-2nna.
  No recorded answer for a Korean point with ``timezone=Asia/Seoul`` was found: ``SEOUL_CURRENT``
  keeps that shape with Seoul's coordinates, ``utc_offset_seconds`` 32400 and illustrative values.
* The error body ``{"error":true,"reason":"..."}`` with HTTP 400 is quoted in public client tests
  (library ids 38194606845, 70442771086).
* WMO weather interpretation codes (51-57 drizzle, 61-67 rain, 71-77 snow, 80-82 rain showers,
  85-86 snow showers, 95-99 thunderstorm) are the ones listed on https://open-meteo.com/en/docs.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import httpx
import pytest
from agents.tool_context import ToolContext

from specialists.geocoding import GazetteerGeocoder
from specialists.live.open_meteo import FORECAST_URL, OpenMeteoWeatherProvider, wmo_precipitation
from specialists.tooling import ProviderError
from specialists.weather import WeatherSpecialist
from tests.live.test_http import Recorder, fail, reply
from tests.live.test_kma import SEOUL_NOWCAST
from tests.live.test_kma import observe as kma_observe

SEOUL = (37.5665, 126.9780)
SEOUL_CURRENT: dict[str, Any] = {
    "latitude": 37.55,
    "longitude": 127.0,
    "generationtime_ms": 0.39,
    "utc_offset_seconds": 32400,
    "timezone": "Asia/Seoul",
    "timezone_abbreviation": "GMT+9",
    "elevation": 38.0,
    "current_units": {
        "time": "iso8601",
        "interval": "seconds",
        "temperature_2m": "°C",
        "relative_humidity_2m": "%",
        "precipitation": "mm",
        "weather_code": "wmo code",
        "wind_speed_10m": "m/s",
    },
    "current": {
        "time": "2026-08-23T18:45",
        "interval": 900,
        "temperature_2m": 31.2,
        "relative_humidity_2m": 85,
        "precipitation": 0.00,
        "weather_code": 0,
        "wind_speed_10m": 2.4,
    },
}


def current(**changes: Any) -> dict[str, Any]:
    body = copy.deepcopy(SEOUL_CURRENT)
    for key, value in changes.items():
        if value is None:
            body["current"].pop(key, None)
        else:
            body["current"][key] = value
    return body


async def observe(rec: Recorder, waste_category: str | None = None) -> dict[str, Any]:
    async with rec.client() as client:
        return await OpenMeteoWeatherProvider(client, backoff=0).weather(*SEOUL, waste_category)


async def test_request_and_result() -> None:
    rec = Recorder(reply(200, SEOUL_CURRENT))
    result = await observe(rec, "food")

    request = rec.last
    assert str(request.url).startswith(FORECAST_URL)
    params = request.url.params
    assert (params["latitude"], params["longitude"]) == ("37.5665", "126.978")
    assert params["timezone"] == "Asia/Seoul"
    assert params["wind_speed_unit"] == "ms"
    assert set(params["current"].split(",")) >= {
        "temperature_2m",
        "relative_humidity_2m",
        "precipitation",
        "weather_code",
    }
    assert "authorization" not in request.headers  # key-less

    assert result["source"] == "open-meteo"
    assert result["kind"] == "model_current"
    assert result["temperature_c"] == 31.2
    assert result["humidity_pct"] == 85
    assert result["precipitation_mm"] == 0
    assert result["precipitation"] == "none"
    assert result["precipitation_text"] == "강수 없음"
    assert result["wind_ms"] == 2.4
    assert result["grid"] is None
    assert result["observed_at"] == result["as_of"] == "2026-08-23 18:45"
    assert any("30도 이상" in tip for tip in result["tips"])
    assert any("습도" in tip for tip in result["tips"])


async def test_result_keys_match_the_kma_adapter() -> None:
    kma = await kma_observe(Recorder(reply(200, SEOUL_NOWCAST)))
    meteo = await observe(Recorder(reply(200, SEOUL_CURRENT)))
    assert set(kma) == set(meteo)


@pytest.mark.parametrize(
    ("code", "category"),
    [
        (0, "none"),
        (3, "none"),
        (45, "none"),
        (51, "drizzle"),
        (57, "drizzle"),
        (61, "rain"),
        (67, "rain"),
        (80, "rain"),
        (82, "rain"),
        (71, "snow"),
        (77, "snow"),
        (85, "snow"),
        (86, "snow"),
        (95, "shower"),
        (99, "shower"),
        (100, None),
        (None, None),
    ],
)
def test_wmo_codes(code: int | None, category: str | None) -> None:
    assert wmo_precipitation(code) == category


async def test_thunderstorm_text_and_rain_tip() -> None:
    result = await observe(Recorder(reply(200, current(weather_code=95, precipitation=3.1))))
    assert result["precipitation"] == "shower"
    assert result["precipitation_text"] == "뇌우"
    assert result["precipitation_mm"] == 3.1
    assert any("젖지 않게" in tip for tip in result["tips"])


async def test_missing_values_stay_unknown() -> None:
    body = current(weather_code=None, temperature_2m=None, relative_humidity_2m=None)
    result = await observe(Recorder(reply(200, body)))
    assert result["precipitation"] is None and result["precipitation_text"] is None
    assert result["temperature_c"] is None
    assert result["tips"] == []


async def test_gmt_times_are_converted_to_kst() -> None:
    body = current(time="2026-08-23T09:45")
    body["utc_offset_seconds"], body["timezone"] = 0, "GMT"
    result = await observe(Recorder(reply(200, body)))
    assert result["observed_at"] == "2026-08-23 18:45"


async def test_api_error_reason_is_reported() -> None:
    rec = Recorder(reply(400, {"error": True, "reason": "Cannot initialize WeatherVariable"}))
    with pytest.raises(ProviderError, match="HTTP 400, Cannot initialize WeatherVariable"):
        await observe(rec)
    assert rec.calls == 1


async def test_missing_current_block() -> None:
    body = {k: v for k, v in SEOUL_CURRENT.items() if k != "current"}
    with pytest.raises(ProviderError, match="current"):
        await observe(Recorder(reply(200, body)))


async def test_5xx_then_success() -> None:
    rec = Recorder(reply(502, "bad gateway"), reply(200, SEOUL_CURRENT))
    result = await observe(rec)
    assert rec.calls == 2 and result["temperature_c"] == 31.2


async def test_timeout() -> None:
    rec = Recorder(fail(httpx.ConnectTimeout))
    with pytest.raises(ProviderError, match="안에 오지 않았습니다"):
        await observe(rec)


async def test_get_weather_tool_end_to_end() -> None:
    rec = Recorder(reply(200, SEOUL_CURRENT))
    async with rec.client() as client:
        specialist = WeatherSpecialist(
            OpenMeteoWeatherProvider(client, backoff=0), GazetteerGeocoder()
        )
        tool = next(t for t in specialist.tools() if t.name == "get_weather")
        raw = json.dumps({"latitude": SEOUL[0], "longitude": SEOUL[1], "waste_category": None})
        ctx: ToolContext[None] = ToolContext(
            None, tool_name=tool.name, tool_call_id="c1", tool_arguments=raw
        )
        output = await tool.on_invoke_tool(ctx, raw)
    data = json.loads(output)
    assert data["source"] == "open-meteo" and data["temperature_c"] == 31.2
