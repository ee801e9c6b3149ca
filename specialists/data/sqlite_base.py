"""A SQLite file shared by the local stores (places, fees, rules, prices): the connection, its lock
and lifecycle live here once. The shipped data file is opened read-only (``readonly=True``)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import ClassVar, Self

from specialists.data.schema import SCHEMA, DatasetMeta, read_meta, write_meta


class SqliteStore:
    """A thread-safe SQLite connection with a schema; ``path`` may be ``":memory:"``.

    Tools may run in worker threads, so the connection is shared (``check_same_thread=False``) and
    every statement runs under ``self._lock``.
    """

    schema: ClassVar[str] = SCHEMA  # the tables, created if missing (not for read-only files)

    def __init__(
        self, path: Path | str, *, readonly: bool = False, immutable: bool = False
    ) -> None:
        target = str(path)
        if target != ":memory:":
            target = str(Path(target).expanduser())
            if not readonly:
                Path(target).parent.mkdir(parents=True, exist_ok=True)
        self._path = target
        self._lock = threading.Lock()
        if readonly:
            uri = f"{Path(target).resolve().as_uri()}?mode=ro" + (
                "&immutable=1" if immutable else ""
            )
            self._conn: sqlite3.Connection | None = sqlite3.connect(
                uri, uri=True, check_same_thread=False
            )
        else:
            self._conn = sqlite3.connect(target, check_same_thread=False)
        self._conn.row_factory = sqlite3.Row
        if not readonly:
            with self._lock, self._conn:
                self._conn.executescript(self.schema)

    @property
    def path(self) -> str:
        """The SQLite file (or ``":memory:"``); other stores of the same data dir share it."""
        return self._path

    @classmethod
    @contextmanager
    def opened(cls, target: Self | Path | str) -> Iterator[Self]:
        """``target`` itself if it is already a store of this kind, else a store opened on that file
        (and closed afterwards)."""
        if not isinstance(target, (str, Path)):
            yield target
            return
        with cls(target) as store:
            yield store

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def _count(self, table: str, column: str | None = None, value: object = None) -> int:
        """Rows of ``table``, or of those whose ``column`` equals ``value`` (names are ours, never user input)."""
        sql = f"SELECT COUNT(*) FROM {table}" + (f" WHERE {column} = ?" if column else "")
        with self._lock:
            (n,) = self._connection().execute(sql, (value,) if column else ()).fetchone()
        return int(n)

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError(f"{type(self).__name__}({self._path!r}) is closed")
        return self._conn

    def meta(self) -> dict[str, DatasetMeta]:
        """The ``datasets`` table: what each dataset in this file is (rows, coverage, dates)."""
        with self._lock:
            return read_meta(self._connection())

    def record(self, meta: DatasetMeta) -> None:
        with self._lock:
            conn = self._connection()
            with conn:
                write_meta(conn, meta)
