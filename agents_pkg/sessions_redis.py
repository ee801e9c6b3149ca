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

Environment (:func:`session_store_from_env`):

| variable | default | meaning |
|---|---|---|
| ``ECO_TRIAGE_REDIS_URL`` | — | ``redis://host:6379/0``: sessions live in Redis (shared by server instances) |
| ``ECO_TRIAGE_SESSION_DB`` | ``$ECO_TRIAGE_DATA_DIR/sessions.sqlite3`` | SQLite file, used when no Redis URL is set |
| ``ECO_TRIAGE_SESSION_TTL_S`` | ``86400`` | Redis only: a session expires this long after its last turn; ``0`` or ``none`` = never |
| ``ECO_TRIAGE_SESSION_MAX_TURNS`` | ``10`` | turns (user + answer pairs) kept per session |
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis

from agents_pkg.errors import ConfigurationError
from agents_pkg.sessions import Message, SessionStore, SQLiteSessionStore
from specialists.data.store import default_data_dir

DEFAULT_TTL_S = 86400
DEFAULT_MAX_TURNS = 10
_ROLES = ("user", "assistant")


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
        self._redis: aioredis.Redis = aioredis.from_url(url, decode_responses=True)

    def key(self, session_id: str) -> str:
        """The Redis list holding ``session_id``'s messages (the SDK ``RedisSession`` layout)."""
        return f"{self.key_prefix}:{session_id}:messages"

    async def history(self, session_id: str) -> list[Message]:
        raw = await self._redis.lrange(self.key(session_id), -2 * self.max_turns, -1)
        return [m for m in (_decode(item) for item in raw) if m is not None]

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

    async def ping(self) -> bool:
        """True when Redis answers."""
        return bool(await self._redis.ping())

    async def close(self) -> None:
        """Close the connection pool. The store cannot be used afterwards."""
        await self._redis.aclose()


def _decode(item: bytes | str) -> Message | None:
    """One stored element as a message; anything else (corrupt, tool traffic) is skipped."""
    try:
        value: Any = json.loads(item)
    except (ValueError, UnicodeDecodeError):
        return None
    if (
        not isinstance(value, dict)
        or value.get("role") not in _ROLES
        or not isinstance(value.get("content"), str)
    ):
        return None
    return {"role": value["role"], "content": value["content"]}


def _positive_int(env: Mapping[str, str], name: str, default: int) -> int:
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigurationError(f"{name} must be an integer, got {raw!r}") from None
    if value <= 0:
        raise ConfigurationError(f"{name} must be positive, got {value}")
    return value


def _ttl(env: Mapping[str, str]) -> int | None:
    raw = (env.get("ECO_TRIAGE_SESSION_TTL_S") or "").strip().lower()
    if raw in ("0", "none", "never"):
        return None
    return _positive_int(env, "ECO_TRIAGE_SESSION_TTL_S", DEFAULT_TTL_S)


def session_store_from_env(env: Mapping[str, str] | None = None) -> SessionStore:
    """The session store the environment asks for (see the module docstring for the variables).

    ``ECO_TRIAGE_REDIS_URL`` set → :class:`RedisSessionStore`; otherwise a
    :class:`~agents_pkg.sessions.SQLiteSessionStore` at ``ECO_TRIAGE_SESSION_DB`` (default
    ``$ECO_TRIAGE_DATA_DIR/sessions.sqlite3``; the folder is created). Pass the store to
    ``Orchestrator(..., sessions=store)``; close it (``close()`` when it has one) at shutdown.
    """
    env = os.environ if env is None else env
    max_turns = _positive_int(env, "ECO_TRIAGE_SESSION_MAX_TURNS", DEFAULT_MAX_TURNS)
    ttl_s = _ttl(env)
    url = (env.get("ECO_TRIAGE_REDIS_URL") or "").strip()
    if url:
        if not url.startswith(("redis://", "rediss://", "unix://")):
            scheme = url.split("://", 1)[0] if "://" in url else "(none)"
            raise ConfigurationError(  # the URL itself may carry a password: name only its scheme
                f"ECO_TRIAGE_REDIS_URL must start with redis://, rediss:// or unix:// (scheme: {scheme})"
            )
        return RedisSessionStore(url, ttl_s=ttl_s, max_turns=max_turns)
    raw_path = (env.get("ECO_TRIAGE_SESSION_DB") or "").strip()
    if raw_path:
        path = Path(raw_path).expanduser()
    else:
        data_dir = (env.get("ECO_TRIAGE_DATA_DIR") or "").strip()
        path = (Path(data_dir).expanduser() if data_dir else default_data_dir()) / (
            "sessions.sqlite3"
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    return SQLiteSessionStore(path, max_turns=max_turns)


async def close_session_store(store: SessionStore) -> None:
    """Close ``store`` if it holds resources (Redis pool); a no-op for the other stores."""
    close = getattr(store, "close", None)
    if callable(close):
        result = close()
        if hasattr(result, "__await__"):
            await result
