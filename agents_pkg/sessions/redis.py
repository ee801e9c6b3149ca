"""Session memory shared by several server instances: a Redis list per session, plus the env factory.

Why not the SDK's ``agents.extensions.memory.RedisSession``? It exists in openai-agents 0.24 and
needs nothing beyond the ``redis`` package (the ``openai-agents[redis]`` extra only installs it, and
it is already a dependency), but it does not fit this store's contract:

* it never trims: ``get_items(limit=…)`` only limits *reads*, so an active session's list grows
  without bound while its TTL keeps being refreshed;
* one append is a WATCH/MULTI transaction with several ``TYPE``/``TIME`` round trips and three keys
  (metadata hash, message list, counter) per session.

So :class:`RedisSessionStore` uses ``redis.asyncio`` directly: one list per session and one
``MULTI`` round trip per turn — ``RPUSH`` (user, answer) + ``LTRIM`` to the last ``2 * max_turns``
items + ``EXPIRE ttl``. The key layout is the SDK's (``{key_prefix}:{session_id}:messages``, one JSON
message per element), so ``RedisSession(session_id, redis_client=…, key_prefix=…).get_items()``
reads the same history if a host ever wants to.

Items are ``{"role": "user" | "assistant", "content": str}`` only: the orchestrator stores the
(PII-masked) user message and the final answer, never tool traffic.

"""

from __future__ import annotations

import json

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from agents_pkg.errors import ConfigurationError
from agents_pkg.sessions.base import DEFAULT_MAX_TURNS, DEFAULT_TTL_S, Message, decode, turn_items

_APPEND_ONCE = """
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[5]) then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[1], ARGV[2])
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
if ARGV[4] ~= '0' then redis.call('EXPIRE', KEYS[2], ARGV[4]) end
return 1
"""


class RedisSessionStore:
    """:class:`~agents_pkg.sessions.SessionStore` on Redis; safe to share between processes.

    The client connects lazily (first command) and keeps a connection pool; create the store
    once per process and :meth:`close` it at shutdown.
    """

    def __init__(
        self,
        url: str,
        *,
        ttl_s: int | None = DEFAULT_TTL_S,
        max_turns: int = DEFAULT_MAX_TURNS,
        key_prefix: str = "eco-triage:session",
    ) -> None:
        if ttl_s is not None and ttl_s <= 0:
            raise ConfigurationError(f"ttl_s must be positive or None, got {ttl_s}")
        if max_turns <= 0:
            raise ConfigurationError(f"max_turns must be positive, got {max_turns}")
        self.ttl_s = ttl_s
        self.max_turns = max_turns
        self.key_prefix = key_prefix
        # Dead pooled connections (a Redis restart) are found by the health check before use,
        # and a command that meets a broken connection is retried once on a fresh one. The pool
        # waits for a free connection instead of failing past its size (bursts of sessions).
        pool = aioredis.BlockingConnectionPool.from_url(
            url,
            decode_responses=True,
            max_connections=500,
            timeout=20,
            health_check_interval=10,
            socket_connect_timeout=2.0,
            socket_timeout=5.0,
            retry=Retry(NoBackoff(), 1),
            retry_on_error=[RedisConnectionError, RedisTimeoutError],
        )
        self._redis: aioredis.Redis = aioredis.Redis.from_pool(pool)  # closes the pool with it
        self._once = self._redis.register_script(_APPEND_ONCE)

    @property
    def client(self) -> aioredis.Redis:
        """The pooled client (shared with the server's rate limiter)."""
        return self._redis

    def key(self, session_id: str) -> str:
        """The Redis list holding ``session_id``'s messages (the SDK ``RedisSession`` layout)."""
        return f"{self.key_prefix}:{session_id}:messages"

    async def history(self, session_id: str) -> list[Message]:
        raw = await self._redis.lrange(self.key(session_id), -2 * self.max_turns, -1)
        return [m for m in (decode(item) for item in raw) if m is not None]

    async def append(self, session_id: str, user: str, answer: str) -> None:
        key = self.key(session_id)
        items = [
            json.dumps({"role": "user", "content": user}, ensure_ascii=False),
            json.dumps({"role": "assistant", "content": answer}, ensure_ascii=False),
        ]
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.rpush(key, *items)
            pipe.ltrim(key, -2 * self.max_turns, -1)
            if self.ttl_s is not None:
                pipe.expire(key, self.ttl_s)
            await pipe.execute()

    async def check(self) -> None:
        """Raises if Redis does not answer (see :func:`~agents_pkg.sessions.check_session_store`)."""
        await self._redis.ping()

    async def append_once(self, session_id: str, user: str, answer: str, token: str) -> bool:
        """:meth:`append`, unless a turn with ``token`` (a run id) was already stored: one atomic
        script, so a job retried after its worker died never stores its turn twice."""
        items = turn_items(user, answer)
        marker = f"{self.key_prefix}:once:{token}"
        args: list[str | int] = [json.dumps(i, ensure_ascii=False) for i in items]
        args += [2 * self.max_turns, self.ttl_s or 0, DEFAULT_TTL_S]
        return bool(await self._once(keys=[marker, self.key(session_id)], args=args))

    async def ping(self) -> bool:
        """True when Redis answers."""
        return bool(await self._redis.ping())

    async def close(self) -> None:
        """Close the connection pool. The store cannot be used afterwards."""
        await self._redis.aclose()
