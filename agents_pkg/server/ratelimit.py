"""Token-bucket rate limits per principal and per client IP: in Redis when configured (shared by
every server instance), in process memory otherwise.

A bucket holds ``burst`` tokens and refills at ``per_min / 60`` tokens a second; a request takes one.
An empty bucket answers with the seconds until the next token (the 429's ``Retry-After``). If Redis
fails, the limiter falls back to its in-memory buckets for that call (logged) rather than refuse
every request: the session-store check answers 503 when Redis really is down.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Protocol

from agents_pkg.logging import get_logger

log = get_logger("eco_triage.ratelimit")

__all__ = ["MemoryBuckets", "RateLimiter", "RedisBuckets"]

# KEYS[1] the bucket; ARGV: rate per second, burst. Returns {allowed, seconds to wait}.
_LUA = """
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1000000
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or burst
local at = tonumber(b[2]) or t
tokens = math.min(burst, tokens + math.max(0, t - at) * rate)
local wait = 0
local allowed = 0
if tokens >= 1 then tokens = tokens - 1; allowed = 1 else wait = (1 - tokens) / rate end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(t))
redis.call('EXPIRE', KEYS[1], math.ceil(burst / rate) + 1)
return {allowed, tostring(wait)}
"""


class Buckets(Protocol):
    async def take(self, key: str, rate: float, burst: int) -> float:
        """0.0 when a token was taken, else the seconds until one is available."""
        ...


class MemoryBuckets:
    """Per-process buckets; the least recently used are forgotten past ``max_keys``."""

    def __init__(self, max_keys: int = 100_000, clock: Callable[[], float] = time.monotonic):
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._max, self._now = max_keys, clock

    async def take(self, key: str, rate: float, burst: int) -> float:
        now = self._now()
        tokens, at = self._buckets.pop(key, (float(burst), now))
        tokens = min(float(burst), tokens + max(0.0, now - at) * rate)
        wait = 0.0
        if tokens >= 1.0:
            tokens -= 1.0
        else:
            wait = (1.0 - tokens) / rate
        self._buckets[key] = (tokens, now)
        while len(self._buckets) > self._max:
            self._buckets.popitem(last=False)
        return wait


class RedisBuckets:
    """Buckets in Redis (one hash per key, expiring when full again), one script call each."""

    def __init__(self, redis: Any, prefix: str = "eco-triage:rate") -> None:
        self._redis, self._prefix = redis, prefix
        self._script = redis.register_script(_LUA)

    async def take(self, key: str, rate: float, burst: int) -> float:
        allowed, wait = await self._script(keys=[f"{self._prefix}:{key}"], args=[rate, burst])
        return 0.0 if int(allowed) else float(wait)


class RateLimiter:
    """``per_min`` requests a minute (bursts of ``burst``) per principal and per client IP."""

    def __init__(
        self, per_min: int, burst: int, shared: Buckets | None = None, *, salt: bytes = b""
    ) -> None:
        self.per_min, self.burst = per_min, max(burst or per_min, 1)
        self._salt = salt  # bucket names are keyed hashes: no IP or user name is stored
        self._rate = per_min / 60.0
        self._local = MemoryBuckets()
        self._shared = shared

    @property
    def enabled(self) -> bool:
        return self.per_min > 0

    async def check(self, principal: str | None, client_ip: str) -> int:
        """0 when the request may go on, else the ``Retry-After`` seconds (at least 1)."""
        if not self.enabled:
            return 0
        keys = [self._name(f"ip:{client_ip}")]
        if principal:
            keys.append(self._name(f"p:{principal}"))
        wait = 0.0
        for key in keys:
            wait = max(wait, await self._take(key))
        return math.ceil(wait) if wait > 0 else 0

    def _name(self, key: str) -> str:
        return hmac.new(self._salt, key.encode("utf-8"), hashlib.sha256).hexdigest()[:24]

    async def _take(self, key: str) -> float:
        if self._shared is not None:
            try:
                return await self._shared.take(key, self._rate, self.burst)
            except Exception as exc:  # Redis down: limit in this process rather than refuse all
                log.warning("ratelimit.shared_failed", error_type=type(exc).__name__)
        return await self._local.take(key, self._rate, self.burst)
