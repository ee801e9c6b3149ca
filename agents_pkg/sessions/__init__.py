"""Conversation memory keyed by ``session_id``: user messages (PII-masked) and final answers only.

Stores: :class:`MemorySessionStore` (per process, the default), :class:`SQLiteSessionStore` (a file)
and :class:`RedisSessionStore` (shared by server instances); :func:`session_store` picks one from the settings.
All three trim to the last ``max_turns`` turns where they store, and the file and Redis stores expire
a session ``ttl_s`` after its last turn. :class:`RedisSessionStore` (and redis-py under it) is
imported on first access (PEP 562), so a process without Redis never loads the client.
"""

from typing import TYPE_CHECKING

from agents_pkg.sessions.base import (
    Message,
    SessionStore,
    SessionStoreUnavailable,
    check_session_store,
)
from agents_pkg.sessions.factory import (
    close_session_store,
    session_store,
    session_store_from_env,
)
from agents_pkg.sessions.memory import MemorySessionStore
from agents_pkg.sessions.sqlite import SQLiteSessionStore

if TYPE_CHECKING:  # pragma: no cover
    from agents_pkg.sessions.redis import RedisSessionStore

__all__ = [
    "MemorySessionStore",
    "Message",
    "RedisSessionStore",
    "SQLiteSessionStore",
    "SessionStore",
    "SessionStoreUnavailable",
    "check_session_store",
    "close_session_store",
    "session_store",
    "session_store_from_env",
]


def __getattr__(name: str) -> object:
    if name != "RedisSessionStore":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from agents_pkg.sessions.redis import RedisSessionStore

    return RedisSessionStore
