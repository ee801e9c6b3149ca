"""Imported bulk-waste fees (전국대형폐기물수수료정보표준데이터) in the local SQLite store.

The rows live in table ``bulk_waste_fees`` of the same SQLite file as the place store
(``<data dir>/places.sqlite3``, see :func:`default_store_path`); the import is recorded in the
shared ``datasets`` table as ``"bulk-waste-fees"``, so ``eco-triage data status`` lists its row
count next to the other datasets.

A re-import replaces the whole dataset in one transaction (idempotent). Rows are keyed by the
gazetteer's district key (``"강남구"``, ``"서울 중구"``), resolved at import time.

Item search (:meth:`FeeStore.search`) matches spelling variants and ranks size words first (see
:mod:`specialists.data.fee_match`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from specialists.data.fee_match import rank_rows
from specialists.data.sqlite_base import SqliteStore
from specialists.data.store import default_data_dir
from specialists.korean.items import normalize_item

__all__ = [
    "DATASET",
    "STORE_FILE",
    "FeeRow",
    "FeeStore",
    "default_store_path",
    "match_key",
]

DATASET = "bulk-waste-fees"
STORE_FILE = "eco-triage.sqlite3"  # the user's import file (same schema as the shipped data)

_COLUMNS = (
    "district_key, district_name, sido, sigungu, item_name, category, spec, is_free, fee, agency,"
    " as_of, provider_code, provider_name"
)


def default_store_path() -> Path:
    """``<data dir>/eco-triage.sqlite3``: the one SQLite file every importer writes to."""
    return default_data_dir() / STORE_FILE


def match_key(text: str) -> str:
    """Lower case without whitespace: ``"투명 페트병"`` and ``"투명페트병"`` compare equal."""
    return "".join(text.split()).lower()


@dataclass(frozen=True, slots=True)
class FeeRow:
    """One tariff row of one district, normalised."""

    district_key: str
    district_name: str
    sido: str
    sigungu: str
    item_name: str
    category: str | None
    spec: str | None
    is_free: bool
    fee: int  # won; 0 for free items
    agency: str | None = None
    as_of: str | None = None  # ISO date
    provider_code: str | None = None
    provider_name: str | None = None

    @property
    def display_name(self) -> str:
        """``"소파 (3인용 이상)"``: the item name with its size/spec text, when it has one."""
        if self.spec and self.spec not in self.item_name:
            return f"{self.item_name} ({self.spec})"
        return self.item_name

    @property
    def fee_text(self) -> str:
        return "무료" if self.is_free else f"{self.fee:,}원"


def _canonical(item_name: str) -> str:
    return normalize_item(item_name) or item_name.strip()


def _row(row: sqlite3.Row) -> FeeRow:
    return FeeRow(
        district_key=row["district_key"],
        district_name=row["district_name"],
        sido=row["sido"],
        sigungu=row["sigungu"],
        item_name=row["item_name"],
        category=row["category"],
        spec=row["spec"],
        is_free=bool(row["is_free"]),
        fee=int(row["fee"]),
        agency=row["agency"],
        as_of=row["as_of"],
        provider_code=row["provider_code"],
        provider_name=row["provider_name"],
    )


class FeeStore(SqliteStore):
    """SQLite-backed store of imported bulk-waste fees. ``path`` may be ``":memory:"``."""

    # -- writes ----------------------------------------------------------------------------

    def upsert(self, rows: Iterable[FeeRow], imported_at: str) -> int:
        """Replace the whole dataset with ``rows`` (one transaction, consumed as a stream: if
        iterating them raises, nothing changes) and record it in ``datasets``. Re-importing the
        same file leaves the same rows. Returns the row count."""
        written = 0

        def values() -> Iterator[tuple[object, ...]]:  # streamed: ``rows`` may be a whole file
            nonlocal written
            for r in rows:
                written += 1
                yield (
                    r.district_key, r.district_name, r.sido, r.sigungu, r.item_name,
                    match_key(r.item_name), _canonical(r.item_name), r.category, r.spec,
                    int(r.is_free), r.fee, r.agency, r.as_of, r.provider_code, r.provider_name,
                )  # fmt: skip

        with self._lock:
            conn = self._connection()
            with conn:
                conn.execute("DELETE FROM bulk_waste_fees")
                conn.executemany(
                    "INSERT INTO bulk_waste_fees (district_key, district_name, sido, sigungu,"
                    " item_name, item_key, item_canonical, category, spec, is_free, fee, agency,"
                    " as_of, provider_code, provider_name)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    values(),
                )
                conn.execute(
                    "INSERT OR REPLACE INTO datasets (name, rows, imported_at) VALUES (?, ?, ?)",
                    (DATASET, written, imported_at),
                )
        return written

    # -- reads -----------------------------------------------------------------------------

    def search(
        self, district_key: str, item_query: str, *, limit: int | None = None
    ) -> list[FeeRow]:
        """Rows of ``district_key`` whose 대형폐기물명 names the item of ``item_query``, best first
        (see :mod:`specialists.data.fee_match`: spelling variants, size words)."""
        if not item_query.strip():
            return []
        with self._lock:
            rows = (
                self._connection()
                .execute(
                    f"SELECT {_COLUMNS} FROM bulk_waste_fees WHERE district_key = ? ORDER BY id",
                    (district_key,),
                )
                .fetchall()
            )
        found = [
            _row(rows[i])
            for i in rank_rows([(r["item_name"], r["spec"], r["fee"]) for r in rows], item_query)
        ]
        return found if limit is None else found[:limit]

    def districts(self) -> list[str]:
        """District keys that have at least one row, sorted."""
        with self._lock:
            rows = (
                self._connection()
                .execute("SELECT DISTINCT district_key FROM bulk_waste_fees ORDER BY district_key")
                .fetchall()
            )
        return [str(row[0]) for row in rows]

    def count(self, district_key: str | None = None) -> int:
        return self._count(
            "bulk_waste_fees", "district_key" if district_key is not None else None, district_key
        )

    def as_of(self, district_key: str | None = None) -> str | None:
        """The latest 데이터기준일자 of the dataset (or of one district); ``None`` if none."""
        with self._lock:
            conn = self._connection()
            if district_key is None:
                (value,) = conn.execute("SELECT MAX(as_of) FROM bulk_waste_fees").fetchone()
            else:
                (value,) = conn.execute(
                    "SELECT MAX(as_of) FROM bulk_waste_fees WHERE district_key = ?",
                    (district_key,),
                ).fetchone()
        return None if value is None else str(value)
