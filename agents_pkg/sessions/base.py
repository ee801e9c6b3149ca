"""The session-store contract: conversation memory keyed by ``session_id``, holding the (PII-masked)
user messages and final answers only, never tool traffic, trimmed to the last ``max_turns`` turns."""

from __future__ import annotations

import asyncio
import json
from typing import Any, Protocol

from agents_pkg.errors import EcoTriageError

Message = dict[str, Any]  # {"role": "user" | "assistant", "content": str}
ROLES = ("user", "assistant")
DEFAULT_TTL_S = 86400
DEFAULT_MAX_TURNS = 10


class SessionStoreUnavailable(EcoTriageError):
    """The session store cannot be used right now (unreachable, read-only, file removed); the
    message says which, without any session content."""


async def check_session_store(store: SessionStore, timeout_s: float = 2.0) -> None:
    """Raise :class:`SessionStoreUnavailable` unless ``store`` answers a write check in time
    (stores without a ``check()`` method, like the in-memory one, always pass)."""
    check = getattr(store, "check", None)
    if not callable(check):
        return
    try:
        async with asyncio.timeout(timeout_s):
            await check()
    except SessionStoreUnavailable:
        raise
    except TimeoutError:
        raise SessionStoreUnavailable(f"no answer within {timeout_s:g} s") from None
    except Exception as exc:
        raise SessionStoreUnavailable(type(exc).__name__) from None


class SessionStore(Protocol):
    async def history(self, session_id: str) -> list[Message]: ...

    async def append(self, session_id: str, user: str, answer: str) -> None: ...


def turn_items(user: str, answer: str) -> list[Message]:
    return [{"role": "user", "content": user}, {"role": "assistant", "content": answer}]


def decode(item: bytes | str) -> Message | None:
    """One stored element as a message; anything else (corrupt, tool traffic) is skipped."""
    try:
        value: Any = json.loads(item)
    except (ValueError, UnicodeDecodeError):
        return None
    if (
        not isinstance(value, dict)
        or value.get("role") not in ROLES
        or not isinstance(value.get("content"), str)
    ):
        return None
    return {"role": value["role"], "content": value["content"]}
