"""A response cache and a per-key rate limit for the live adapters, as an httpx transport.

data.go.kr keys have daily quotas and the KMA nowcast changes once an hour, yet every question would
call the API again. :class:`LiveCacheTransport` sits under the adapters' ``httpx.AsyncClient``:

* **cache**: a successful GET is kept for its source's TTL (:data:`SOURCE_TTLS`, by URL prefix) and
  answered from memory until then, keyed by the full URL (query and key included) and the
  ``Authorization`` header. Only answers worth repeating are kept: HTTP 200, JSON, no data.go.kr
  error envelope, no ``resultCode`` other than ``00``, no ``"error": true``. Least recently used
  entries go first beyond ``max_entries``.
* **rate limit**: at most ``per_minute`` requests per API key (the ``serviceKey`` parameter or the
  ``Authorization`` header; key-less sources share one budget per host) in any 60 seconds. Past
  that the transport answers ``429`` with ``Retry-After`` itself, which the adapters report as a
  quota message (the upstream is never hammered). Cache hits do not count.

Nothing here knows an adapter: the TTL table is the only per-source knowledge.
"""

from __future__ import annotations

import json
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import httpx

from specialists.live.http import dig
from specialists.live.kakao import CATEGORY_URL, KEYWORD_URL
from specialists.live.keco_bins import DATASET_URL
from specialists.live.kma import NOWCAST_URL
from specialists.live.mois import INFO_URL
from specialists.live.open_meteo import FORECAST_URL
from specialists.live.upstream_errors import data_go_kr_gateway_error

__all__ = ["SOURCE_TTLS", "LiveCacheTransport"]

#: URL prefix → seconds an answer stays fresh
SOURCE_TTLS: Mapping[str, float] = {
    NOWCAST_URL: 600,  # KMA nowcast: hourly observations, published about 40 min past the hour
    FORECAST_URL: 600,  # Open-Meteo current conditions: 15-minute model steps
    KEYWORD_URL: 3600,  # Kakao places: change rarely within an hour
    CATEGORY_URL: 3600,
    INFO_URL: 86400,  # MOIS household-waste info: a daily dataset (DAT_CRTR_YMD)
    DATASET_URL: 86400,  # KECO bins on odcloud: updated when republished
}
CACHE_HEADER = "x-eco-triage-cache"
_DROP_HEADERS = ("content-encoding", "content-length", "transfer-encoding")


@dataclass(frozen=True, slots=True)
class _Entry:
    expires: float
    status: int
    headers: tuple[tuple[str, str], ...]
    body: bytes


def _worth_keeping(response: httpx.Response) -> bool:
    if response.status_code != 200:
        return False
    text = response.text
    if data_go_kr_gateway_error(text) is not None:
        return False
    try:
        data = json.loads(text)
    except ValueError:
        return False
    code = dig(data, "response", "header", "resultCode")
    if code is not None and str(code) not in ("00", "0"):
        return False
    return not (isinstance(data, Mapping) and data.get("error") is True)


def _api_key(request: httpx.Request) -> str:
    key = request.url.params.get("serviceKey") or request.headers.get("authorization") or ""
    return f"{request.url.host}:{key}"


class LiveCacheTransport(httpx.AsyncBaseTransport):
    """Cache and rate limit in front of ``inner`` (default: a plain ``AsyncHTTPTransport``)."""

    def __init__(
        self,
        inner: httpx.AsyncBaseTransport | None = None,
        *,
        ttls: Mapping[str, float] = SOURCE_TTLS,
        per_minute: int = 60,
        max_entries: int = 1024,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if per_minute < 1 or max_entries < 1:
            raise ValueError("per_minute and max_entries must be at least 1")
        self._inner = inner or httpx.AsyncHTTPTransport()
        self._ttls = sorted(ttls.items(), key=lambda item: -len(item[0]))  # longest prefix wins
        self._per_minute, self._max_entries, self._clock = per_minute, max_entries, clock
        self._entries: OrderedDict[tuple[str, str], _Entry] = OrderedDict()
        self._sent: dict[str, deque[float]] = {}

    def _ttl(self, url: str) -> float:
        return next((ttl for prefix, ttl in self._ttls if url.startswith(prefix)), 0.0)

    def _retry_after(self, key: str, now: float) -> float | None:
        """Seconds until ``key`` may send again, or ``None`` (and the request is counted)."""
        sent = self._sent.setdefault(key, deque())
        while sent and now - sent[0] >= 60:
            sent.popleft()
        if len(sent) >= self._per_minute:
            return 60 - (now - sent[0])
        sent.append(now)
        return None

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        now = self._clock()
        url = str(request.url)
        ttl = self._ttl(url) if request.method == "GET" else 0.0
        cache_key = (url, request.headers.get("authorization", ""))
        entry = self._entries.get(cache_key) if ttl else None
        if entry is not None and entry.expires > now:
            self._entries.move_to_end(cache_key)
            return httpx.Response(
                entry.status, headers=[*entry.headers, (CACHE_HEADER, "hit")],
                content=entry.body, request=request,
            )  # fmt: skip
        wait = self._retry_after(_api_key(request), now)
        if wait is not None:
            return httpx.Response(
                429, headers={"Retry-After": f"{wait:.0f}", CACHE_HEADER: "rate-limited"},
                content=b"", request=request,
            )  # fmt: skip
        response = await self._inner.handle_async_request(request)
        if not ttl:
            return response
        body = await response.aread()
        kept = tuple((k, v) for k, v in response.headers.multi_items() if k not in _DROP_HEADERS)
        fresh = httpx.Response(response.status_code, headers=kept, content=body, request=request)
        if _worth_keeping(fresh):
            self._entries[cache_key] = _Entry(now + ttl, fresh.status_code, kept, body)
            self._entries.move_to_end(cache_key)
            while len(self._entries) > self._max_entries:
                self._entries.popitem(last=False)
        return fresh

    async def aclose(self) -> None:
        self._entries.clear()
        await self._inner.aclose()


def live_client(*, cache: bool, per_minute: int) -> httpx.AsyncClient:
    """The live adapters' HTTP client: per-source response cache (``cache``: on with the TTLs
    above, else off) and a per-key request limit; the caller closes it."""
    transport = LiveCacheTransport(ttls=SOURCE_TTLS if cache else {}, per_minute=per_minute)
    return httpx.AsyncClient(
        timeout=httpx.Timeout(10.0), follow_redirects=True, transport=transport
    )
