"""The run log on Redis: a hash and a Redis Stream per run, and a sorted set for admission.

::

    {prefix}:run:{id}            hash    status, attempt, worker, result     (TTL: run_ttl_s)
    {prefix}:run:{id}:events     stream  one entry per event: type, data     (TTL: run_ttl_s)
    {prefix}:runs:unfinished     zset    run id → admission time (ms): the queue-limit count

Every write is one Lua script, so admission (count + create), attempt fencing (check + append) and
finishing (check + store + release) are atomic across any number of servers and workers. A run
that never finishes (its job lost with a flushed Redis) leaves the admission set after ``ttl_s``.

A reader waiting for a run's next event (``XREAD BLOCK``) must get Redis's answer within the
connection's socket timeout, or redis-py raises ``TimeoutError`` and the SSE stream ends with an
``error`` event although nothing failed (a run can be silent for seconds: a slow model, a job being
taken over by another worker). :meth:`RedisRunLog.read` therefore waits in blocks of at most half
the socket timeout, which it sets itself (redis-py 8's default is 5 s).
"""

from __future__ import annotations

import time
from typing import Any, cast

import redis.asyncio as aioredis

from agents_pkg.jobs.log import LoggedEvent, RunInfo, RunStatus

_ADMIT = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[4])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[2], 'status', 'queued', 'attempt', 0)
redis.call('EXPIRE', KEYS[2], ARGV[5])
return 1
"""
_BEGIN = """
local s = redis.call('HGET', KEYS[1], 'status')
if (not s) or s == 'done' or s == 'failed' then return 0 end
local a = redis.call('HINCRBY', KEYS[1], 'attempt', 1)
redis.call('HSET', KEYS[1], 'status', 'running', 'worker', ARGV[1])
return a
"""
_APPEND = """
if redis.call('HGET', KEYS[1], 'attempt') ~= ARGV[1] then return false end
local id = redis.call('XADD', KEYS[2], '*', 'type', ARGV[2], 'data', ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return id
"""
_FINISH = """
if redis.call('HGET', KEYS[1], 'attempt') ~= ARGV[1] then return false end
local id = redis.call('XADD', KEYS[3], '*', 'type', ARGV[6], 'data', ARGV[7])
redis.call('HSET', KEYS[1], 'status', ARGV[2], 'result', ARGV[3])
redis.call('ZREM', KEYS[2], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
redis.call('EXPIRE', KEYS[3], ARGV[5])
return id
"""


class RedisRunLog:
    """:class:`~agents_pkg.jobs.log.RunLog` on Redis; one per process, :meth:`close` at shutdown."""

    def __init__(
        self,
        url: str,
        *,
        ttl_s: int = 3600,
        prefix: str = "eco-triage",
        max_connections: int = 1000,
        socket_timeout_s: float = 10.0,
    ) -> None:
        self.ttl_s, self.prefix = ttl_s, prefix
        self.block_s = socket_timeout_s / 2  # the longest XREAD BLOCK: Redis answers in time
        # Blocking pool: a burst waits for a connection instead of failing (redis-py 8's default pool
        # raises MaxConnectionsError past 100). Each live SSE reader holds one while it waits.
        pool = aioredis.BlockingConnectionPool.from_url(
            url,
            decode_responses=True,
            max_connections=max_connections,
            timeout=20,
            socket_timeout=socket_timeout_s,
        )
        self.redis: aioredis.Redis = aioredis.Redis(connection_pool=pool)
        self._admit = self.redis.register_script(_ADMIT)
        self._begin = self.redis.register_script(_BEGIN)
        self._append = self.redis.register_script(_APPEND)
        self._finish = self.redis.register_script(_FINISH)

    def run_key(self, run_id: str) -> str:
        return f"{self.prefix}:run:{run_id}"

    def events_key(self, run_id: str) -> str:
        return f"{self.prefix}:run:{run_id}:events"

    @property
    def unfinished_key(self) -> str:
        return f"{self.prefix}:runs:unfinished"

    async def admit(self, run_id: str, limit: int) -> bool:
        now = int(time.time() * 1000)
        keys = [self.unfinished_key, self.run_key(run_id)]
        args: list[str | int] = [run_id, limit, now, now - self.ttl_s * 1000, self.ttl_s]
        return bool(await self._admit(keys=keys, args=args))

    async def begin(self, run_id: str, worker: str) -> int:
        return int(await self._begin(keys=[self.run_key(run_id)], args=[worker]))

    async def append(self, run_id: str, attempt: int, type: str, data: str) -> str | None:
        keys = [self.run_key(run_id), self.events_key(run_id)]
        found = await self._append(keys=keys, args=[attempt, type, data, self.ttl_s])
        return None if found is None else str(found)

    async def finish(
        self,
        run_id: str,
        attempt: int,
        status: RunStatus,
        result: str | None,
        last: tuple[str, str],
    ) -> str | None:
        keys = [self.run_key(run_id), self.unfinished_key, self.events_key(run_id)]
        args: list[str | int] = [attempt, status, result or "", run_id, self.ttl_s, *last]
        found = await self._finish(keys=keys, args=args)
        return None if found is None else str(found)

    async def claim_turn(self, run_id: str) -> bool:
        key = f"{self.run_key(run_id)}:turn"
        return bool(await self.redis.set(key, "1", nx=True, ex=self.ttl_s))

    async def info(self, run_id: str) -> RunInfo | None:
        raw = cast(dict[str, str], await self.redis.hgetall(self.run_key(run_id)))
        if not raw:
            return None
        status = cast(RunStatus, raw.get("status", "queued"))
        return RunInfo(run_id, status, int(raw.get("attempt", 0)), raw.get("result") or None)

    async def read(self, run_id: str, after: str | None, wait_s: float) -> list[LoggedEvent]:
        """Events after ``after``; waits up to ``wait_s`` for the first, one block at a time."""
        key, start = self.events_key(run_id), after or "0-0"
        deadline = time.monotonic() + wait_s
        found: Any = await self.redis.xread({key: start}, count=1000)
        while not found and (left := deadline - time.monotonic()) > 0:
            block = max(1, int(min(left, self.block_s) * 1000))
            found = await self.redis.xread({key: start}, block=block, count=1000)
        if not found:
            return []
        entries = found[0][1]  # [[stream, [(id, fields), …]]]
        return [LoggedEvent(eid, f.get("type", ""), f.get("data", "")) for eid, f in entries]

    async def ping(self) -> bool:
        return bool(await self.redis.ping())

    async def close(self) -> None:
        await self.redis.aclose(close_connection_pool=True)  # the pool is ours (see __init__)
