"""A SQLite file shared by every session of one host: trimmed and expired in storage, like Redis.

One row per message (``session_id``, ``seq``, ``role``, ``content``, ``at``). An append inserts the
turn, deletes what is older than the last ``2 * max_turns`` messages of that session, and — when a
TTL is set — deletes every session whose last message is older than the TTL, all in one
transaction. Calls run in a worker thread (``asyncio.to_thread``), never on the event loop; each
call opens its own connection, so several processes may share the file (SQLite locks it).
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from agents_pkg.errors import ConfigurationError
from agents_pkg.sessions.base import (
    DEFAULT_MAX_TURNS,
    DEFAULT_TTL_S,
    ROLES,
    Message,
    SessionStoreUnavailable,
    turn_items,
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS session_messages (
    session_id TEXT NOT NULL,
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    role TEXT NOT NULL,
    content TEXT NOT NULL,
    at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS session_messages_by_session ON session_messages (session_id, seq);
CREATE INDEX IF NOT EXISTS session_messages_by_time ON session_messages (at);
"""


class SQLiteSessionStore:
    """:class:`~agents_pkg.sessions.SessionStore` in a SQLite file (created on first use)."""

    def __init__(
        self,
        path: Path | str,
        max_turns: int = DEFAULT_MAX_TURNS,
        *,
        ttl_s: int | None = DEFAULT_TTL_S,
        clock: Callable[[], float] | None = None,
        check_every_s: float = 5.0,
    ) -> None:
        if max_turns <= 0:
            raise ConfigurationError(f"max_turns must be positive, got {max_turns}")
        if ttl_s is not None and ttl_s <= 0:
            raise ConfigurationError(f"ttl_s must be positive or None, got {ttl_s}")
        self.path, self.max_turns, self.ttl_s = str(path), max_turns, ttl_s
        self._now = clock or time.time
        self._identity: tuple[int, int] | None = None  # (device, inode) once the file is in use
        self.check_every_s = check_every_s
        self._checked_at = float("-inf")  # time.monotonic() of the last passed write check
        self._check_lock = asyncio.Lock()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=10.0)
        conn.executescript(_SCHEMA)
        return conn

    def _history(self, session_id: str) -> list[Message]:
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT role, content, at FROM session_messages WHERE session_id = ? "
                "ORDER BY seq DESC LIMIT ?",
                (session_id, 2 * self.max_turns),
            ).fetchall()
        conn.close()
        if rows and self.ttl_s is not None and rows[0][2] < self._now() - self.ttl_s:
            return []  # expired (deleted by the next append of any session)
        return [{"role": r, "content": c} for r, c, _ in reversed(rows) if r in ROLES]

    def _append(self, session_id: str, user: str, answer: str) -> None:
        now = self._now()
        with self._connect() as conn:
            conn.executemany(
                "INSERT INTO session_messages (session_id, role, content, at) VALUES (?, ?, ?, ?)",
                [(session_id, m["role"], m["content"], now) for m in turn_items(user, answer)],
            )
            conn.execute(
                "DELETE FROM session_messages WHERE session_id = ? AND seq NOT IN ("
                "SELECT seq FROM session_messages WHERE session_id = ? ORDER BY seq DESC LIMIT ?)",
                (session_id, session_id, 2 * self.max_turns),
            )
            if self.ttl_s is not None:
                conn.execute(
                    "DELETE FROM session_messages WHERE session_id IN ("
                    "SELECT session_id FROM session_messages GROUP BY session_id HAVING MAX(at) < ?)",
                    (now - self.ttl_s,),
                )
        conn.close()

    def _check_identity(self) -> None:
        """The file must be the one first used (a deleted or replaced file would silently drop
        every history), and it and its folder (the journal) writable: a few system calls."""
        if self._identity is None:
            return
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            raise SessionStoreUnavailable("the session file was removed") from None
        if (info.st_dev, info.st_ino) != self._identity:
            raise SessionStoreUnavailable("the session file was replaced")
        folder = os.path.dirname(os.path.abspath(self.path))
        if not (os.access(self.path, os.W_OK) and os.access(folder, os.W_OK)):
            raise SessionStoreUnavailable("the session file is read-only")

    def _write_check(self) -> None:
        """A write that is rolled back: catches a read-only or broken file. A file busy with
        other writers is not broken, so a lock timeout passes."""
        try:
            conn = sqlite3.connect(self.path, timeout=1.0)
            try:
                conn.executescript(_SCHEMA)
                conn.execute("BEGIN IMMEDIATE")
                conn.execute(
                    "INSERT INTO session_messages (session_id, role, content, at) "
                    "VALUES ('', 'check', '', 0)"
                )
                conn.execute("ROLLBACK")
            finally:
                conn.close()
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise SessionStoreUnavailable(f"the session file is not writable ({exc})") from None
        except sqlite3.Error as exc:
            raise SessionStoreUnavailable(f"the session file is not writable ({exc})") from None
        if self._identity is None:
            info = os.stat(self.path)
            self._identity = (info.st_dev, info.st_ino)

    async def check(self) -> None:
        """:class:`SessionStoreUnavailable` unless the file is still the one first used and
        writable (checked every call), and a rolled-back write succeeds (at most every
        ``check_every_s``, and again right after a failed write, so a busy server does not queue
        a write lock per request)."""
        self._check_identity()
        if time.monotonic() - self._checked_at < self.check_every_s:
            return
        if self._check_lock.locked() and self._checked_at > float("-inf"):
            return  # a check is under way and the last one passed: don't queue behind it
        async with self._check_lock:
            if time.monotonic() - self._checked_at < self.check_every_s:
                return  # another request checked while this one waited
            await asyncio.to_thread(self._write_check)
            self._checked_at = time.monotonic()

    async def history(self, session_id: str) -> list[Message]:
        return await asyncio.to_thread(self._history, session_id)

    async def append(self, session_id: str, user: str, answer: str) -> None:
        try:
            await asyncio.to_thread(self._append, session_id, user, answer)
        except sqlite3.Error:
            self._checked_at = float("-inf")  # the next request checks the file again
            raise

    def stored_messages(self, session_id: str | None = None) -> int:
        """How many messages the file holds (for one session, or all): what trimming left."""
        with self._connect() as conn:
            if session_id is None:
                (count,) = conn.execute("SELECT COUNT(*) FROM session_messages").fetchone()
            else:
                (count,) = conn.execute(
                    "SELECT COUNT(*) FROM session_messages WHERE session_id = ?", (session_id,)
                ).fetchone()
        conn.close()
        return int(count)
