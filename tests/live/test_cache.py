"""The live adapters' response cache and per-key rate limit (LiveCacheTransport), on recorded shapes."""

from __future__ import annotations

import httpx
import pytest

from specialists.live.cache import CACHE_HEADER, SOURCE_TTLS, LiveCacheTransport
from specialists.live.kakao import KEYWORD_URL
from specialists.live.kma import NOWCAST_URL, KmaWeatherProvider
from specialists.live.mois import INFO_URL
from specialists.tooling import ProviderError
from tests.live.test_http import XML_KEY_NOT_REGISTERED, Recorder, reply
from tests.live.test_kma import CITY_HALL, KEY, NO_DATA, SEOUL_NOWCAST, clock_at


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def client(rec: Recorder, clock: Clock, **kwargs: int) -> httpx.AsyncClient:
    transport = LiveCacheTransport(httpx.MockTransport(rec), clock=clock, **kwargs)
    return httpx.AsyncClient(transport=transport)


async def test_kma_nowcast_is_fetched_once_per_ttl_through_the_adapter() -> None:
    rec, clock = Recorder(reply(200, SEOUL_NOWCAST)), Clock()
    async with client(rec, clock) as http:
        kma = KmaWeatherProvider(http, KEY, clock=lambda: clock_at(11, 45), backoff=0)
        first = await kma.weather(*CITY_HALL, None)
        again = await kma.weather(*CITY_HALL, None)
        assert rec.calls == 1 and again == first and first["temperature_c"] == -8.1
        clock.now += SOURCE_TTLS[NOWCAST_URL] + 1  # stale: asked again
        await kma.weather(*CITY_HALL, None)
    assert rec.calls == 2


@pytest.mark.parametrize(
    "answer",
    [
        reply(200, NO_DATA),  # KMA: this hour not published yet
        reply(200, XML_KEY_NOT_REGISTERED),  # data.go.kr gateway envelope with HTTP 200
        reply(500, {"message": "boom"}),
        reply(200, {"error": True, "reason": "Latitude must be in range"}),  # Open-Meteo
        reply(200, "<html>maintenance</html>"),
    ],
    ids=["no-data", "gateway-envelope", "http-500", "open-meteo-error", "not-json"],
)
async def test_failures_are_never_cached(answer: object) -> None:
    rec, clock = Recorder(answer, reply(200, SEOUL_NOWCAST)), Clock()  # type: ignore[arg-type]
    async with client(rec, clock) as http:
        for _ in range(2):
            await http.get(NOWCAST_URL, params={"serviceKey": KEY, "nx": 60})
    assert rec.calls == 2


async def test_entries_are_per_url_and_key_and_uncached_sources_pass_through() -> None:
    rec, clock = Recorder(reply(200, {"documents": []})), Clock()
    async with client(rec, clock) as http:
        for auth in ("KakaoAK a", "KakaoAK a", "KakaoAK b"):
            response = await http.get(KEYWORD_URL, params={"query": "고물상"},
                                      headers={"Authorization": auth})  # fmt: skip
        await http.get(
            KEYWORD_URL, params={"query": "재활용센터"}, headers={"Authorization": "KakaoAK a"}
        )
        assert rec.calls == 3 and response.headers.get(CACHE_HEADER) is None
        hit = await http.get(
            KEYWORD_URL, params={"query": "고물상"}, headers={"Authorization": "KakaoAK b"}
        )
        assert hit.headers[CACHE_HEADER] == "hit" and hit.json() == {"documents": []}
        await http.get("https://example.invalid/other")  # no TTL: never cached
        await http.get("https://example.invalid/other")
    assert rec.calls == 5


async def test_per_key_rate_limit_answers_429_without_calling_upstream() -> None:
    rec, clock = (
        Recorder(reply(500, {"message": "busy"})),
        Clock(),
    )  # uncacheable: every call counts
    async with client(rec, clock, per_minute=2) as http:
        statuses = [
            (await http.get(INFO_URL, params={"serviceKey": "k1", "pageNo": n})).status_code
            for n in range(3)
        ]
        limited = await http.get(INFO_URL, params={"serviceKey": "k1", "pageNo": 9})
        other_key = await http.get(INFO_URL, params={"serviceKey": "k2", "pageNo": 1})
        clock.now += 60
        after = await http.get(INFO_URL, params={"serviceKey": "k1", "pageNo": 1})
    assert statuses == [500, 500, 429] and limited.status_code == 429
    assert 0 < float(limited.headers["Retry-After"]) <= 60
    assert (other_key.status_code, after.status_code) == (500, 500)
    assert rec.calls == 4


async def test_a_rate_limited_adapter_reports_the_quota_in_korean() -> None:
    rec, clock = Recorder(reply(200, NO_DATA)), Clock()  # NO_DATA: the adapter asks twice per turn
    async with client(rec, clock, per_minute=1) as http:
        kma = KmaWeatherProvider(http, KEY, clock=lambda: clock_at(11, 45), backoff=0)
        with pytest.raises(ProviderError, match="호출 한도"):
            await kma.weather(*CITY_HALL, None)
    assert rec.calls == 1
