"""Conversation memory keyed by ``session_id``: user messages and final answers only, never tool traffic.

Stores implement :class:`SessionStore`. ``MemorySessionStore`` (default, per process) and
``SQLiteSessionStore`` (a file; built on the SDK's ``SQLiteSession``) are provided.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from pathlib import Path
from typing import Any, Protocol

from agents import SQLiteSession

Message = dict[str, Any]  # {"role": "user" | "assistant", "content": str}


class SessionStore(Protocol):
    async def history(self, session_id: str) -> list[Message]: ...

    async def append(self, session_id: str, user: str, answer: str) -> None: ...


class MemorySessionStore:
    """In-process store; keeps the last ``max_turns`` turns of each session."""

    def __init__(self, max_turns: int = 10) -> None:
        self._max = max_turns
        self._data: dict[str, list[Message]] = defaultdict(list)
        self._lock = asyncio.Lock()

    async def history(self, session_id: str) -> list[Message]:
        async with self._lock:
            return list(self._data.get(session_id, []))

    async def append(self, session_id: str, user: str, answer: str) -> None:
        async with self._lock:
            items = self._data[session_id]
            items += [{"role": "user", "content": user}, {"role": "assistant", "content": answer}]
            del items[: max(0, len(items) - 2 * self._max)]


class SQLiteSessionStore:
    """A SQLite file shared by every session (the SDK's ``SQLiteSession`` underneath)."""

    def __init__(self, path: Path | str, max_turns: int = 10) -> None:
        self._path = str(path)
        self._max = max_turns

    def _session(self, session_id: str) -> SQLiteSession:
        return SQLiteSession(session_id, db_path=self._path)

    async def history(self, session_id: str) -> list[Message]:
        session = self._session(session_id)
        try:
            items = await session.get_items(limit=2 * self._max)
        finally:
            session.close()
        return [
            {"role": i.get("role"), "content": i.get("content")}
            for i in items
            if isinstance(i, dict)
        ]

    async def append(self, session_id: str, user: str, answer: str) -> None:
        session = self._session(session_id)
        try:
            await session.add_items(
                [{"role": "user", "content": user}, {"role": "assistant", "content": answer}]
            )
        finally:
            session.close()
