"""Imported recyclable prices (한국환경공단 재활용가능자원 가격조사) in the local SQLite store.

The rows live in table ``recyclable_prices`` of the same SQLite file as the place store
(:func:`specialists.data.fee_store.default_store_path`); the import is recorded in the shared
``datasets`` table as ``"recyclable-prices"``. A re-import replaces the whole dataset in one
transaction (idempotent).

One row is one price: survey month × survey region × item. ``region`` is a survey-region code
(:data:`specialists.recyclable_price.materials.PRICE_REGIONS`: ``nationwide``, ``capital``, …).
A file may hold several months; reads default to the newest month *of the region asked about*.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from specialists.data.fee_store import default_store_path
from specialists.data.schema import SCHEMA
from specialists.data.sqlite_base import SqliteStore
from specialists.korean.materials import item_key

__all__ = ["DATASET", "PriceRow", "PriceStore", "item_key", "open_imported_prices"]

DATASET = "recyclable-prices"

_SCHEMA = (
    """
CREATE TABLE IF NOT EXISTS recyclable_prices (
    id           INTEGER PRIMARY KEY,
    survey_month TEXT NOT NULL,   -- yyyy-mm
    region       TEXT NOT NULL,   -- survey-region code: nationwide, capital, gangwon, ...
    item_name    TEXT NOT NULL,   -- as the survey names it, whitespace collapsed
    item_key     TEXT NOT NULL,   -- see item_key()
    category     TEXT,            -- paper, plastic, glass, metal, tire; NULL if not recognised
    form         TEXT,            -- 압축, 플레이크, 펠렛 ... when the name says so
    price_per_kg REAL NOT NULL,   -- won per kg
    UNIQUE (survey_month, region, item_name)
);
CREATE INDEX IF NOT EXISTS recyclable_prices_region ON recyclable_prices (region, survey_month);
"""
    + SCHEMA
)

_COLUMNS = "survey_month, region, item_name, category, form, price_per_kg"


@dataclass(frozen=True, slots=True)
class PriceRow:
    survey_month: str  # yyyy-mm
    region: str  # survey-region code
    item_name: str
    category: str | None
    form: str | None
    price_per_kg: float

    @property
    def price(self) -> int | float:
        """The price as an int when it is a whole number of won (the usual case)."""
        return int(self.price_per_kg) if self.price_per_kg.is_integer() else self.price_per_kg

    @property
    def price_text(self) -> str:
        price = self.price
        return f"{price:,}원/kg" if isinstance(price, int) else f"{price:,.1f}원/kg"


def _row(row: sqlite3.Row) -> PriceRow:
    return PriceRow(
        survey_month=row["survey_month"],
        region=row["region"],
        item_name=row["item_name"],
        category=row["category"],
        form=row["form"],
        price_per_kg=float(row["price_per_kg"]),
    )


class PriceStore(SqliteStore):
    """SQLite-backed store of imported survey prices. ``path`` may be ``":memory:"``."""

    schema = _SCHEMA

    # -- writes ----------------------------------------------------------------------------

    def upsert(self, rows: Iterable[PriceRow], imported_at: str) -> int:
        """Replace the whole dataset with ``rows`` (one transaction, consumed as a stream: if
        iterating them raises, nothing changes) and record it in ``datasets``. Re-importing the
        same file leaves the same rows. Returns the row count."""
        written = 0

        def values() -> Iterator[tuple[object, ...]]:
            nonlocal written
            for r in rows:
                written += 1
                yield (
                    r.survey_month, r.region, r.item_name, item_key(r.item_name), r.category,
                    r.form, float(r.price_per_kg),
                )  # fmt: skip

        with self._lock:
            conn = self._connection()
            with conn:
                conn.execute("DELETE FROM recyclable_prices")
                conn.executemany(
                    "INSERT INTO recyclable_prices (survey_month, region, item_name, item_key,"
                    " category, form, price_per_kg) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    values(),
                )
                conn.execute(
                    "INSERT OR REPLACE INTO datasets (name, rows, imported_at) VALUES (?, ?, ?)",
                    (DATASET, written, imported_at),
                )
        return written

    # -- reads -----------------------------------------------------------------------------

    def latest_month(self, region: str | None = None) -> str | None:
        """The newest survey month overall, or of one region; ``None`` when there is none."""
        with self._lock:
            conn = self._connection()
            if region is None:
                (value,) = conn.execute(
                    "SELECT MAX(survey_month) FROM recyclable_prices"
                ).fetchone()
            else:
                (value,) = conn.execute(
                    "SELECT MAX(survey_month) FROM recyclable_prices WHERE region = ?", (region,)
                ).fetchone()
        return None if value is None else str(value)

    def as_of(self) -> str | None:
        """The newest survey month in the dataset."""
        return self.latest_month()

    def prices(self, region: str, month: str | None = None) -> list[PriceRow]:
        """Every price of ``region`` for ``month`` (default: the region's newest month), in file
        order."""
        month = month or self.latest_month(region)
        if month is None:
            return []
        with self._lock:
            rows = (
                self._connection()
                .execute(
                    f"SELECT {_COLUMNS} FROM recyclable_prices"
                    " WHERE region = ? AND survey_month = ? ORDER BY id",
                    (region, month),
                )
                .fetchall()
            )
        return [_row(row) for row in rows]

    def search(self, region: str, item_query: str, month: str | None = None) -> list[PriceRow]:
        """Prices of ``region`` (newest month by default) whose item key contains the query's."""
        key = item_key(item_query)
        if not key:
            return []
        return [row for row in self.prices(region, month) if key in item_key(row.item_name)]

    def regions(self) -> list[str]:
        """Region codes with at least one price, sorted."""
        with self._lock:
            rows = (
                self._connection()
                .execute("SELECT DISTINCT region FROM recyclable_prices ORDER BY region")
                .fetchall()
            )
        return [str(row[0]) for row in rows]

    def count(self, region: str | None = None) -> int:
        return self._count("recyclable_prices", "region" if region is not None else None, region)


def open_imported_prices(path: Path | None = None) -> PriceStore | None:
    """The price store at ``path`` (default: the shared SQLite file) if the file exists and holds
    imported prices; ``None`` otherwise. Never creates the file."""
    target = path if path is not None else default_store_path()
    if not target.exists():
        return None
    store = PriceStore(target)
    if store.count() == 0:
        store.close()
        return None
    return store
