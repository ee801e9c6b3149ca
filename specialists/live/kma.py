"""KMA 초단기실황 (data.go.kr 15084084, ``getUltraSrtNcst``): the current observation at a 5 km grid cell.

The nowcast reports ``T1H`` (°C), ``REH`` (%), ``RN1`` (mm in the last hour; ``"강수없음"`` when
none), ``PTY`` (precipitation type, 0-7), ``WSD`` (m/s) and wind components. It has **no** sky
state (``SKY``), so none is reported (the original always said "clear": bug #8). Every PTY code
0-7 is mapped, and a missing value stays unknown rather than becoming 0 (bug #10), so an unknown
temperature never triggers the freezing tip.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import Any

import httpx

from specialists.korean.gazetteer import nearest_district
from specialists.live.http import Endpoint, as_list, dig
from specialists.live.upstream_errors import data_go_kr_result_error
from specialists.tooling import ProviderError
from specialists.weather.provider import KST, check_korea, now_kst
from specialists.weather.tips import Conditions, disposal_tips

NOWCAST_URL = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst"
SOURCE = "기상청 초단기실황 API"
KEY_ENV = "DATA_GO_KR_SERVICE_KEY"

# KMA Lambert conformal conic grid (동네예보 격자): Earth radius, grid spacing (km), standard
# parallels, origin and the origin's grid coordinates.
RE_KM = 6371.00877
GRID_KM = 5.0
SLAT1, SLAT2 = 30.0, 60.0
OLON, OLAT = 126.0, 38.0
XO, YO = 43, 136
GRID_NX, GRID_NY = 149, 253  # the grid covers 1..149 x 1..253

# PTY → one vocabulary shared with the tip rules and Open-Meteo.
PTY_CATEGORIES: Mapping[int, str] = {
    0: "none",
    1: "rain",
    2: "rain_snow",
    3: "snow",
    4: "shower",
    5: "drizzle",
    6: "drizzle_snow",
    7: "snow_flurry",
}
PRECIPITATION_TEXT: Mapping[str, str] = {
    "none": "강수 없음",
    "rain": "비",
    "rain_snow": "비/눈",
    "snow": "눈",
    "shower": "소나기",
    "drizzle": "빗방울",
    "drizzle_snow": "빗방울/눈날림",
    "snow_flurry": "눈날림",
    "thunderstorm": "뇌우",
}

_NO_RAIN = {"강수없음", "강수 없음"}
_NUMBER = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*(?:mm)?\s*$")


def latlon_to_grid(latitude: float, longitude: float) -> tuple[int, int]:
    """WGS84 latitude/longitude → KMA forecast grid ``(nx, ny)`` (the published LCC formula)."""
    degrad = math.pi / 180.0
    re_grid = RE_KM / GRID_KM
    slat1, slat2 = SLAT1 * degrad, SLAT2 * degrad
    olon, olat = OLON * degrad, OLAT * degrad

    sn = math.tan(math.pi * 0.25 + slat2 * 0.5) / math.tan(math.pi * 0.25 + slat1 * 0.5)
    sn = math.log(math.cos(slat1) / math.cos(slat2)) / math.log(sn)
    sf = math.tan(math.pi * 0.25 + slat1 * 0.5)
    sf = sf**sn * math.cos(slat1) / sn
    ro = math.tan(math.pi * 0.25 + olat * 0.5)
    ro = re_grid * sf / ro**sn

    ra = math.tan(math.pi * 0.25 + latitude * degrad * 0.5)
    ra = re_grid * sf / ra**sn
    theta = longitude * degrad - olon
    if theta > math.pi:
        theta -= 2.0 * math.pi
    if theta < -math.pi:
        theta += 2.0 * math.pi
    theta *= sn
    nx = math.floor(ra * math.sin(theta) + XO + 0.5)
    ny = math.floor(ro - ra * math.cos(theta) + YO + 0.5)
    return nx, ny


def nowcast_base_time(now: datetime) -> tuple[str, str]:
    """``(base_date, base_time)`` of the latest nowcast available at ``now``, in KST.

    The HH00 observation is published around HH:40, so before minute 40 the previous hour is
    asked for (across midnight that is the previous date). ``now`` must be timezone-aware: a naive
    datetime is ambiguous (the original used the server's local clock: bug #8).
    """
    if now.tzinfo is None or now.utcoffset() is None:
        raise ValueError("nowcast_base_time needs a timezone-aware datetime (got a naive one)")
    kst = now.astimezone(KST)
    if kst.minute < 40:
        kst -= timedelta(hours=1)
    return kst.strftime("%Y%m%d"), kst.strftime("%H00")


def _value(raw: Any) -> float | None:
    """An ``obsrValue`` as a number; KMA's missing markers (≥ 900 or ≤ -900) become ``None``."""
    if raw is None:
        return None
    if isinstance(raw, int | float) and not isinstance(raw, bool):
        number = float(raw)
    else:
        match = _NUMBER.match(str(raw))
        if match is None:
            return None
        number = float(match.group(1))
    if number >= 900 or number <= -900:
        return None
    return number


def rain_mm(raw: Any) -> float | None:
    """RN1: ``"강수없음"`` → 0.0, ``"1.5"``/``"1.5mm"`` → 1.5, anything else → unknown."""
    if isinstance(raw, str) and raw.strip() in _NO_RAIN:
        return 0.0
    return _value(raw)


def pty_category(raw: Any) -> str | None:
    """PTY code → category (0-7); missing or unknown codes stay unknown (``None``), never "none"."""
    number = _value(raw)
    if number is None or not number.is_integer():
        return None
    return PTY_CATEGORIES.get(int(number))


def tidy(number: float | None) -> float | int | None:
    """``65.0`` → ``65`` for display; other numbers unchanged."""
    if number is None:
        return None
    return int(number) if number.is_integer() else number


def format_observed(base_date: str, base_time: str) -> str:
    """``"20250115"``, ``"1400"`` → ``"2025-01-15 14:00"``."""
    return f"{base_date[:4]}-{base_date[4:6]}-{base_date[6:8]} {base_time[:2]}:{base_time[2:4]}"


def weather_result(
    *,
    latitude: float,
    longitude: float,
    waste_category: str | None,
    temperature_c: float | None,
    humidity_pct: float | None,
    precipitation_mm: float | None,
    precipitation: str | None,
    wind_ms: float | None,
    observed_at: str,
    grid: dict[str, int] | None,
    kind: str,
    source: str,
    source_label: str,
    precipitation_text: str | None = None,
) -> dict[str, Any]:
    """The ``get_weather`` result shared by the live weather providers."""
    conditions = Conditions(
        temperature_c=temperature_c, humidity_pct=humidity_pct, precipitation=precipitation
    )
    return {
        "kind": kind,
        "district": nearest_district(latitude, longitude).key,
        "latitude": latitude,
        "longitude": longitude,
        "temperature_c": tidy(temperature_c),
        "humidity_pct": tidy(humidity_pct),
        "precipitation_mm": tidy(precipitation_mm),
        "precipitation": precipitation,
        "precipitation_text": precipitation_text
        or (PRECIPITATION_TEXT.get(precipitation) if precipitation else None),
        "wind_ms": tidy(wind_ms),
        "grid": grid,
        "observed_at": observed_at,
        "tips": disposal_tips(conditions, waste_category),
        "source": source,
        "source_label": source_label,
        "as_of": observed_at,
    }


class NoDataError(ProviderError):
    """resultCode 03 (NO_DATA): the requested hour is not published (yet)."""


class KmaWeatherProvider:
    """:class:`~specialists.weather.provider.WeatherProvider` over the KMA nowcast."""

    def __init__(
        self,
        client: httpx.AsyncClient,
        service_key: str,
        clock: Callable[[], datetime] = now_kst,
        *,
        timeout: float = 10.0,
        retries: int = 2,
        backoff: float = 0.3,
        url: str = NOWCAST_URL,
    ) -> None:
        self._endpoint = Endpoint.keyed(
            client,
            url,
            service_key,
            missing="KmaWeatherProvider needs a data.go.kr service key",
            source=SOURCE,
            key_env=KEY_ENV,
            timeout=timeout,
            retries=retries,
            backoff=backoff,
        )
        self._clock = clock

    async def _fetch(self, nx: int, ny: int, base_date: str, base_time: str) -> dict[str, Any]:
        params: dict[str, str | int | float] = {
            "serviceKey": self._endpoint.key,
            "pageNo": 1,
            "numOfRows": 100,
            "dataType": "JSON",
            "base_date": base_date,
            "base_time": base_time,
            "nx": nx,
            "ny": ny,
        }
        data = await self._endpoint.get(params)
        header = dig(data, "response", "header")
        if not isinstance(header, Mapping) or "resultCode" not in header:
            raise ProviderError(f"{SOURCE} 응답 형식이 올바르지 않습니다(response.header 없음).")
        code = str(header.get("resultCode", "")).strip()
        if code != "00":
            error = data_go_kr_result_error(
                code,
                str(header.get("resultMsg") or ""),
                source=SOURCE,
                key_env=KEY_ENV,
                secrets=self._endpoint.secrets,
            )
            raise NoDataError(str(error)) if code == "03" else error
        return dict(data)

    async def weather(
        self, latitude: float, longitude: float, waste_category: str | None
    ) -> dict[str, Any]:
        check_korea(latitude, longitude)
        nx, ny = latlon_to_grid(latitude, longitude)
        if not (1 <= nx <= GRID_NX and 1 <= ny <= GRID_NY):
            raise ProviderError(f"좌표({latitude}, {longitude})가 기상청 격자 범위를 벗어났습니다.")
        base_date, base_time = nowcast_base_time(self._clock())
        try:
            data = await self._fetch(nx, ny, base_date, base_time)
        except NoDataError:
            # NO_DATA just after HH:40 means this hour is not published yet: use the hour before.
            previous = datetime.strptime(base_date + base_time, "%Y%m%d%H%M") - timedelta(hours=1)
            base_date, base_time = previous.strftime("%Y%m%d"), previous.strftime("%H00")
            data = await self._fetch(nx, ny, base_date, base_time)

        items = [i for i in as_list(dig(data, "response", "body", "items", "item")) if i]
        if not items:
            raise ProviderError(
                f"{SOURCE}에 {format_observed(base_date, base_time)} 관측 자료가 없습니다. 잠시 후 다시 시도해 주세요."
            )
        values: dict[str, Any] = {}
        for item in items:
            if isinstance(item, Mapping) and item.get("category"):
                values[str(item["category"])] = item.get("obsrValue")
        first = next(i for i in items if isinstance(i, Mapping))
        observed_at = format_observed(
            str(first.get("baseDate") or base_date), str(first.get("baseTime") or base_time)
        )
        return weather_result(
            latitude=latitude,
            longitude=longitude,
            waste_category=waste_category,
            temperature_c=_value(values.get("T1H")),
            humidity_pct=_value(values.get("REH")),
            precipitation_mm=rain_mm(values.get("RN1")) if "RN1" in values else None,
            precipitation=pty_category(values.get("PTY")),
            wind_ms=_value(values.get("WSD")),
            observed_at=observed_at,
            grid={"nx": nx, "ny": ny},
            kind="observation",
            source="kma",
            source_label="기상청 초단기실황",
        )
