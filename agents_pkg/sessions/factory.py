"""The session store the settings ask for.

| setting (variable) | default | meaning |
|---|---|---|
| ``redis_url`` (``ECO_TRIAGE_REDIS_URL``) | — | ``redis://host:6379/0``: sessions live in Redis (shared by server instances) |
| ``session_db`` (``ECO_TRIAGE_SESSION_DB``) | ``<data_dir>/sessions.sqlite3`` | SQLite file, used when no Redis URL is set |
| ``session_ttl_s`` (``ECO_TRIAGE_SESSION_TTL_S``) | ``86400`` | a session expires this long after its last turn; ``0`` or ``none`` = never |
| ``session_max_turns`` (``ECO_TRIAGE_SESSION_MAX_TURNS``) | ``10`` | turns (user + answer pairs) kept per session |
"""

from __future__ import annotations

from collections.abc import Mapping

from agents_pkg.config import Settings
from agents_pkg.sessions.base import SessionStore
from agents_pkg.sessions.sqlite import SQLiteSessionStore


def session_store(settings: Settings) -> SessionStore:
    """The session store ``settings`` ask for (see the module docstring).

    ``redis_url`` set → :class:`RedisSessionStore`; otherwise a
    :class:`~agents_pkg.sessions.SQLiteSessionStore` at :attr:`Settings.session_path` (the folder
    is created). Pass the store to ``Orchestrator(..., sessions=store)``; close it
    (:func:`close_session_store`) at shutdown.
    """
    if settings.redis_url:
        from agents_pkg.sessions.redis import RedisSessionStore  # redis-py only when asked for

        return RedisSessionStore(
            settings.redis_url, ttl_s=settings.session_ttl_s, max_turns=settings.session_max_turns
        )
    path = settings.session_path
    path.parent.mkdir(parents=True, exist_ok=True)
    return SQLiteSessionStore(
        path, max_turns=settings.session_max_turns, ttl_s=settings.session_ttl_s
    )


def session_store_from_env(env: Mapping[str, str] | None = None) -> SessionStore:
    """:func:`session_store` of ``Settings.from_env(env)`` (the process environment by default)."""
    return session_store(Settings.from_env(env))


async def close_session_store(store: SessionStore) -> None:
    """Close ``store`` if it holds resources (Redis pool); a no-op for the other stores."""
    close = getattr(store, "close", None)
    if callable(close):
        result = close()
        if hasattr(result, "__await__"):
            await result
