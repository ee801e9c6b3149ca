"""KMA 초단기실황 adapter: grid conversion, base time in KST, parsing, errors, and the tool envelope.

Recorded shapes, and where they come from:

* ``SEOUL_NOWCAST`` is a verbatim ``getUltraSrtNcst`` answer for nx=60, ny=127 at 2026-01-22 11:00
  (``{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON",
  "items":{"item":[{"baseDate","baseTime","category","nx","ny","obsrValue"}...]},"pageNo","numOfRows",
  "totalCount"}}}``), pasted in a public Spring ``WeatherService`` (library file id 2634018987,
  found with the code search for ``"resultMsg":"NORMAL_SERVICE"},"body":{"dataType"``). A second
  recording with the same shape (nx=55, 2023-01-03 06:00) is in a public C# ``Inje.AIConvergence.
  WeatherTest`` file (id 30817924246). The request parameters follow yujin991207/NewDataScience
  ``03_RPA/01_Collection/1_OpenAPI/2_weather_cast_json/2_weather_realtime_info_0.py``.
* ``RN1 = "강수없음"`` comes from recorded nowcast fixtures in a public Spring test
  (``WeatherCacheProxyTest``, library ids 55882730349 / 55855396516).
* ``{"response":{"header":{"resultCode":"03","resultMsg":"NO_DATA"}}}`` is the body KMA returns
  with HTTP 200 when the hour is not published (many public fixtures, e.g. library id 70858467520).
* PTY codes 5-7 (빗방울/빗방울눈날림/눈날림) are from the KMA category table quoted in
  biosvos/seven-skies README (https://gitea.neatflow.kr/biosvos/seven-skies); no recorded response
  with PTY 5-7 was found, so those fixtures change only ``obsrValue`` of the recorded one.
"""

from __future__ import annotations

import copy
import json
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import httpx
import pytest
from agents.tool_context import ToolContext

from specialists.base import ToolResult
from specialists.geocoding import GazetteerGeocoder
from specialists.korean.gazetteer import nearest_district
from specialists.live.kma import (
    NOWCAST_URL,
    KmaWeatherProvider,
    latlon_to_grid,
    nowcast_base_time,
)
from specialists.tooling import ProviderError
from specialists.weather import WeatherSpecialist
from specialists.weather.payload import WeatherRequest
from specialists.weather.provider import KST
from tests.live.test_http import XML_KEY_NOT_REGISTERED, Recorder, assert_no_key, fail, reply

KEY = "kma-secret-key-123"
CITY_HALL = (37.5665, 126.9780)

SEOUL_NOWCAST: dict[str, Any] = json.loads(
    '{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON",'
    '"items":{"item":[{"baseDate":"20260122","baseTime":"1100","category":"PTY","nx":60,"ny":127,"obsrValue":"0"},'
    '{"baseDate":"20260122","baseTime":"1100","category":"REH","nx":60,"ny":127,"obsrValue":"34"},'
    '{"baseDate":"20260122","baseTime":"1100","category":"RN1","nx":60,"ny":127,"obsrValue":"0"},'
    '{"baseDate":"20260122","baseTime":"1100","category":"T1H","nx":60,"ny":127,"obsrValue":"-8.1"},'
    '{"baseDate":"20260122","baseTime":"1100","category":"UUU","nx":60,"ny":127,"obsrValue":"3.2"},'
    '{"baseDate":"20260122","baseTime":"1100","category":"VEC","nx":60,"ny":127,"obsrValue":"272"},'
    '{"baseDate":"20260122","baseTime":"1100","category":"VVV","nx":60,"ny":127,"obsrValue":"0"},'
    '{"baseDate":"20260122","baseTime":"1100","category":"WSD","nx":60,"ny":127,"obsrValue":"3.2"}]},'
    '"pageNo":1,"numOfRows":10,"totalCount":8}}}'
)
NO_DATA = {"response": {"header": {"resultCode": "03", "resultMsg": "NO_DATA"}}}


def clock_at(hour: int, minute: int) -> datetime:
    return datetime(2026, 1, 22, hour, minute, tzinfo=KST)


def nowcast(**changes: str | None) -> dict[str, Any]:
    """The recorded body with some categories changed (a value) or removed (``None``)."""
    body = copy.deepcopy(SEOUL_NOWCAST)
    items: list[dict[str, Any]] = body["response"]["body"]["items"]["item"]
    kept = []
    for item in items:
        if item["category"] in changes:
            if changes[item["category"]] is None:
                continue
            item["obsrValue"] = changes[item["category"]]
        kept.append(item)
    body["response"]["body"]["items"]["item"] = kept
    return body


def provider(rec: Recorder, client: Any, hour: int = 11, minute: int = 45) -> KmaWeatherProvider:
    return KmaWeatherProvider(client, KEY, clock=lambda: clock_at(hour, minute), backoff=0)


async def observe(
    rec: Recorder, waste_category: str | None = None, **kwargs: Any
) -> dict[str, Any]:
    async with rec.client() as client:
        return await provider(rec, client, **kwargs).weather(*CITY_HALL, waste_category)


# --- grid and base time ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lat", "lon", "grid"),
    [
        (37.5665, 126.9780, (60, 127)),  # Seoul City Hall
        (35.1796, 129.0756, (98, 76)),  # Busan
        (33.4996, 126.5312, (53, 38)),  # Jeju
        (38.0, 126.0, (43, 136)),  # the projection origin is the origin cell
    ],
)
def test_latlon_to_grid(lat: float, lon: float, grid: tuple[int, int]) -> None:
    assert latlon_to_grid(lat, lon) == grid


@pytest.mark.parametrize(
    ("now", "expected"),
    [
        (datetime(2025, 1, 15, 14, 39, tzinfo=KST), ("20250115", "1300")),
        (datetime(2025, 1, 15, 14, 40, tzinfo=KST), ("20250115", "1400")),
        (datetime(2025, 1, 15, 14, 41, tzinfo=KST), ("20250115", "1400")),
        (datetime(2025, 1, 15, 0, 10, tzinfo=KST), ("20250114", "2300")),
        (datetime(2025, 1, 1, 0, 39, tzinfo=KST), ("20241231", "2300")),
        # UTC-aware: 05:41 UTC is 14:41 KST; 15:10 UTC on the 14th is 00:10 KST on the 15th.
        (datetime(2025, 1, 15, 5, 41, tzinfo=UTC), ("20250115", "1400")),
        (datetime(2025, 1, 14, 15, 10, tzinfo=UTC), ("20250114", "2300")),
        (datetime(2025, 1, 15, 1, 41, tzinfo=timezone(timedelta(hours=-4))), ("20250115", "1400")),
    ],
)
def test_nowcast_base_time_is_computed_in_kst(now: datetime, expected: tuple[str, str]) -> None:
    assert nowcast_base_time(now) == expected


def test_naive_datetime_is_rejected() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        nowcast_base_time(datetime(2025, 1, 15, 14, 41))  # noqa: DTZ001 - the point of the test


# --- the request and the parsed result ---------------------------------------------------------


async def test_happy_path_request_and_result() -> None:
    rec = Recorder(reply(200, SEOUL_NOWCAST))
    result = await observe(rec, "food")

    assert rec.calls == 1
    url = rec.last.url
    assert str(url).startswith(NOWCAST_URL)
    assert url.params["serviceKey"] == KEY
    assert url.params["dataType"] == "JSON"
    assert (url.params["base_date"], url.params["base_time"]) == ("20260122", "1100")
    assert (url.params["nx"], url.params["ny"]) == ("60", "127")

    assert result["kind"] == "observation"
    assert result["temperature_c"] == -8.1
    assert result["humidity_pct"] == 34
    assert result["precipitation_mm"] == 0
    assert result["precipitation"] == "none"
    assert result["precipitation_text"] == "강수 없음"
    assert result["wind_ms"] == 3.2
    assert result["grid"] == {"nx": 60, "ny": 127}
    assert result["observed_at"] == result["as_of"] == "2026-01-22 11:00"
    assert result["source"] == "kma" and result["source_label"] == "기상청 초단기실황"
    assert result["district"] == nearest_district(*CITY_HALL).key
    assert "sky" not in json.dumps(result).lower()  # the nowcast has no SKY (bug #8)
    assert any("영하" in tip for tip in result["tips"])  # -8.1 °C
    assert not any("종이류·골판지는 젖지" in tip for tip in result["tips"])  # PTY 0


async def test_before_minute_40_asks_for_the_previous_hour() -> None:
    rec = Recorder(reply(200, SEOUL_NOWCAST))
    await observe(rec, hour=12, minute=39)
    assert (rec.last.url.params["base_date"], rec.last.url.params["base_time"]) == (
        "20260122",
        "1100",
    )


async def test_rn1_no_rain_text_is_zero() -> None:
    result = await observe(Recorder(reply(200, nowcast(RN1="강수없음"))))
    assert result["precipitation_mm"] == 0.0


@pytest.mark.parametrize(
    ("code", "category", "text"),
    [
        ("1", "rain", "비"),
        ("2", "rain_snow", "비/눈"),
        ("3", "snow", "눈"),
        ("4", "shower", "소나기"),
        ("5", "drizzle", "빗방울"),
        ("6", "drizzle_snow", "빗방울/눈날림"),
        ("7", "snow_flurry", "눈날림"),
    ],
)
async def test_every_pty_code_is_mapped(code: str, category: str, text: str) -> None:
    result = await observe(Recorder(reply(200, nowcast(PTY=code, RN1="0.5"))))
    assert result["precipitation"] == category
    assert result["precipitation_text"] == text
    assert result["precipitation_mm"] == 0.5
    assert any("젖지 않게" in tip for tip in result["tips"])
    slippery = any("미끄러" in tip for tip in result["tips"])
    assert slippery == (category in ("snow", "rain_snow", "snow_flurry"))


async def test_missing_pty_is_unknown_not_zero() -> None:
    result = await observe(Recorder(reply(200, nowcast(PTY=None))))
    assert result["precipitation"] is None
    assert result["precipitation_text"] is None


async def test_unknown_pty_code_is_unknown() -> None:
    result = await observe(Recorder(reply(200, nowcast(PTY="9"))))
    assert result["precipitation"] is None


async def test_missing_temperature_never_triggers_the_freezing_tip() -> None:
    result = await observe(Recorder(reply(200, nowcast(T1H=None, PTY=None))))
    assert result["temperature_c"] is None
    assert result["tips"] == []


async def test_missing_value_marker_is_unknown() -> None:
    result = await observe(Recorder(reply(200, nowcast(T1H="-999"))))
    assert result["temperature_c"] is None
    assert not any("영하" in tip for tip in result["tips"])


# --- errors ------------------------------------------------------------------------------------


async def test_result_code_other_than_00_is_an_error_with_code_and_message() -> None:
    body = {
        "response": {"header": {"resultCode": "10", "resultMsg": "INVALID_REQUEST_PARAMETER_ERROR"}}
    }
    rec = Recorder(reply(200, body))
    with pytest.raises(ProviderError) as err:
        await observe(rec)
    assert "resultCode 10: INVALID_REQUEST_PARAMETER_ERROR" in str(err.value)
    assert rec.calls == 1


async def test_no_data_falls_back_to_the_previous_hour_once() -> None:
    rec = Recorder(reply(200, NO_DATA), reply(200, SEOUL_NOWCAST))
    result = await observe(rec, hour=12, minute=41)
    assert [r.url.params["base_time"] for r in rec.requests] == ["1200", "1100"]
    assert result["observed_at"] == "2026-01-22 11:00"


async def test_no_data_twice_is_an_error() -> None:
    rec = Recorder(reply(200, NO_DATA))
    with pytest.raises(ProviderError) as err:
        await observe(rec)
    assert rec.calls == 2
    assert "resultCode 03: NO_DATA" in str(err.value)


async def test_key_error_xml_names_the_variable_not_the_key() -> None:
    rec = Recorder(reply(200, XML_KEY_NOT_REGISTERED))
    with pytest.raises(ProviderError) as err:
        await observe(rec)
    message = str(err.value)
    assert "DATA_GO_KR_SERVICE_KEY" in message and "resultCode 30" in message
    assert_no_key(message, KEY)
    assert rec.last.url.params["serviceKey"] == KEY


async def test_timeout_is_a_clear_error() -> None:
    rec = Recorder(fail(httpx.ReadTimeout))
    with pytest.raises(ProviderError, match="10초 안에 오지 않았습니다"):
        await observe(rec)
    assert rec.calls == 3


async def test_empty_items_is_an_error() -> None:
    body = copy.deepcopy(SEOUL_NOWCAST)
    body["response"]["body"]["items"] = ""
    with pytest.raises(ProviderError, match="관측 자료가 없습니다"):
        await observe(Recorder(reply(200, body)))


async def test_outside_korea_is_refused_before_any_request() -> None:
    rec = Recorder(reply(200, SEOUL_NOWCAST))
    async with rec.client() as client:
        with pytest.raises(ProviderError, match="대한민국 범위"):
            await provider(rec, client).weather(35.68, 139.76, None)  # Tokyo
    assert rec.calls == 0


async def test_encoded_key_is_sent_decoded() -> None:
    rec = Recorder(reply(200, SEOUL_NOWCAST))
    async with rec.client() as client:
        kma = KmaWeatherProvider(client, "abc%2Bdef%3D%3D", clock=lambda: clock_at(11, 45))
        await kma.weather(*CITY_HALL, None)
    assert rec.last.url.params["serviceKey"] == "abc+def=="


# --- through the specialist's tool ---------------------------------------------------------------


async def call_tool(specialist: WeatherSpecialist, name: str, args: dict[str, Any]) -> str:
    tool = next(t for t in specialist.tools() if t.name == name)
    raw = json.dumps(args)
    ctx: ToolContext[None] = ToolContext(
        None, tool_name=name, tool_call_id="call_1", tool_arguments=raw
    )
    output = await tool.on_invoke_tool(ctx, raw)
    assert isinstance(output, str)
    return output


async def test_get_weather_tool_end_to_end() -> None:
    rec = Recorder(reply(200, SEOUL_NOWCAST))
    async with rec.client() as client:
        specialist = WeatherSpecialist(provider(rec, client), GazetteerGeocoder())
        args = {"latitude": CITY_HALL[0], "longitude": CITY_HALL[1], "waste_category": "food"}
        output = await call_tool(specialist, "get_weather", args)
    data = json.loads(output)
    assert data["source"] == "kma" and data["temperature_c"] == -8.1
    answer = specialist.compose(
        WeatherRequest.model_validate({"latitude": CITY_HALL[0], "longitude": CITY_HALL[1]}),
        [ToolResult("get_weather", args, output)],
    )
    assert "기상청 초단기실황" in answer and "기온 -8.1°C" in answer and "습도 34%" in answer


async def test_get_weather_tool_error_envelope_hides_the_key() -> None:
    rec = Recorder(reply(200, XML_KEY_NOT_REGISTERED))
    async with rec.client() as client:
        specialist = WeatherSpecialist(provider(rec, client), GazetteerGeocoder())
        output = await call_tool(
            specialist, "get_weather", {"latitude": 37.5665, "longitude": 126.978}
        )
    data = json.loads(output)
    assert set(data) == {"error"}
    assert "인증에 실패" in data["error"]
    assert_no_key(output, KEY)
