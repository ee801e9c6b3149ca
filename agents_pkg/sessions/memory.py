"""The in-process session store (the default of an embedded ``Orchestrator``)."""

from __future__ import annotations

import asyncio
from collections import defaultdict

from agents_pkg.sessions.base import DEFAULT_MAX_TURNS, Message, turn_items


class MemorySessionStore:
    """In-process store; keeps the last ``max_turns`` turns of each session."""

    def __init__(self, max_turns: int = DEFAULT_MAX_TURNS) -> None:
        self._max = max_turns
        self._data: dict[str, list[Message]] = defaultdict(list)
        self._lock = asyncio.Lock()

    async def history(self, session_id: str) -> list[Message]:
        async with self._lock:
            return list(self._data.get(session_id, []))

    async def append(self, session_id: str, user: str, answer: str) -> None:
        async with self._lock:
            items = self._data[session_id]
            items += turn_items(user, answer)
            del items[: max(0, len(items) - 2 * self._max)]
