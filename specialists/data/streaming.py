"""What keeps an import's memory flat however big its file: duplicate detection off the heap, a
capped list of per-row details, and a stream that refuses to commit an import with no usable row.

Importers yield their rows straight into the store's ``executemany`` inside one transaction (see
:meth:`specialists.data.fee_store.FeeStore.upsert`), so a file is never held in memory; if reading
fails part-way (a decoding error, a line too long) or no row was usable, the exception leaves the
transaction and the store keeps what it had.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TypeVar

__all__ = ["MAX_DETAILS", "Details", "Kept", "SeenKeys", "checked_at_end"]

MAX_DETAILS = 200  # per-row detail lines a report keeps (the counts are always complete)

T = TypeVar("T")


@dataclass
class Kept:
    """What an import kept, for its report: rows, the newest 데이터기준일자, the 시군구 covered."""

    rows: int = 0
    as_of: str = ""
    districts: set[str] = field(default_factory=set)

    def add(self, as_of: str | None, district: str) -> None:
        self.rows += 1
        self.as_of = max(self.as_of, as_of or "")
        self.districts.add(district)


class SeenKeys:
    """The keys an import has already seen, as 64-bit digests in a private temporary SQLite file
    (SQLite keeps a few MB of it in memory and the rest on disk), so duplicate detection costs no
    heap per row. Two different keys share a digest with odds of about n²/2⁶⁵ (10⁻⁷ at a million
    rows): then the second row would be counted as a duplicate."""

    def __init__(self) -> None:
        self._conn: sqlite3.Connection | None = None  # opened on first use

    def add(self, key: Hashable) -> bool:
        """Remember ``key``; ``False`` if it was seen before."""
        if self._conn is None:
            self._conn = sqlite3.connect("")  # "": a temporary on-disk database, deleted on close
            self._conn.execute("CREATE TABLE seen (digest INTEGER PRIMARY KEY)")
        digest = hashlib.blake2b(repr(key).encode(), digest_size=8).digest()
        cursor = self._conn.execute(
            "INSERT OR IGNORE INTO seen VALUES (?)", (int.from_bytes(digest, "big", signed=True),)
        )
        return cursor.rowcount == 1

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


class Details(list[str]):
    """A report's per-row detail lines: the first :data:`MAX_DETAILS`, then only a count."""

    def __init__(self, cap: int = MAX_DETAILS) -> None:
        super().__init__()
        self.cap, self.more = cap, 0

    def append(self, line: str) -> None:
        if len(self) < self.cap:
            super().append(line)
        else:
            self.more += 1

    def lines(self) -> list[str]:
        """The kept lines, and one saying how many more there were."""
        tail = [f"… and {self.more:,} more (each one counted above)"] if self.more else []
        return [*self, *tail]


def checked_at_end(rows: Iterable[T], check: Callable[[], None]) -> Iterator[T]:
    """``rows``, then ``check()`` once they are exhausted: an exception it raises (no usable row)
    reaches the ``executemany`` consuming them, and the store's transaction rolls back."""
    yield from rows
    check()
