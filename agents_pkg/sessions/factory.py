"""The session store the environment asks for.

| variable | default | meaning |
|---|---|---|
| ``ECO_TRIAGE_REDIS_URL`` | — | ``redis://host:6379/0``: sessions live in Redis (shared by server instances) |
| ``ECO_TRIAGE_SESSION_DB`` | ``$ECO_TRIAGE_DATA_DIR/sessions.sqlite3`` | SQLite file, used when no Redis URL is set |
| ``ECO_TRIAGE_SESSION_TTL_S`` | ``86400`` | a session expires this long after its last turn; ``0`` or ``none`` = never |
| ``ECO_TRIAGE_SESSION_MAX_TURNS`` | ``10`` | turns (user + answer pairs) kept per session |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from agents_pkg.config import positive_int
from agents_pkg.errors import ConfigurationError
from agents_pkg.sessions.base import DEFAULT_MAX_TURNS, DEFAULT_TTL_S, SessionStore
from agents_pkg.sessions.sqlite import SQLiteSessionStore
from specialists.data.store import default_data_dir


def _ttl(env: Mapping[str, str]) -> int | None:
    raw = (env.get("ECO_TRIAGE_SESSION_TTL_S") or "").strip().lower()
    if raw in ("0", "none", "never"):
        return None
    return positive_int(env, "ECO_TRIAGE_SESSION_TTL_S", DEFAULT_TTL_S)


def session_store_from_env(env: Mapping[str, str] | None = None) -> SessionStore:
    """The session store the environment asks for (see the module docstring for the variables).

    ``ECO_TRIAGE_REDIS_URL`` set → :class:`RedisSessionStore`; otherwise a
    :class:`~agents_pkg.sessions.SQLiteSessionStore` at ``ECO_TRIAGE_SESSION_DB`` (default
    ``$ECO_TRIAGE_DATA_DIR/sessions.sqlite3``; the folder is created). Pass the store to
    ``Orchestrator(..., sessions=store)``; close it (``close()`` when it has one) at shutdown.
    """
    env = os.environ if env is None else env
    max_turns = positive_int(env, "ECO_TRIAGE_SESSION_MAX_TURNS", DEFAULT_MAX_TURNS)
    ttl_s = _ttl(env)
    url = (env.get("ECO_TRIAGE_REDIS_URL") or "").strip()
    if url:
        if not url.startswith(("redis://", "rediss://", "unix://")):
            scheme = url.split("://", 1)[0] if "://" in url else "(none)"
            raise ConfigurationError(  # the URL itself may carry a password: name only its scheme
                f"ECO_TRIAGE_REDIS_URL must start with redis://, rediss:// or unix:// (scheme: {scheme})"
            )
        from agents_pkg.sessions.redis import RedisSessionStore  # redis-py only when asked for

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
    return SQLiteSessionStore(path, max_turns=max_turns, ttl_s=ttl_s)


async def close_session_store(store: SessionStore) -> None:
    """Close ``store`` if it holds resources (Redis pool); a no-op for the other stores."""
    close = getattr(store, "close", None)
    if callable(close):
        result = close()
        if hasattr(result, "__await__"):
            await result
