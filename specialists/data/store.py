"""A small local SQLite store of places (recycling-compensation sites and the like).

Places are imported from public data files (see :mod:`specialists.data.keco_import`) and
queried offline: ``nearby()`` for "what is close to me" and ``search()`` for a keyword match on
name/address/region. Places without usable coordinates are stored too; they are found by
``search()`` but never by ``nearby()``.

Bins, compensation sites and recycling centres share the table (``kind`` tells them apart); the
schema is :data:`specialists.data.schema.SCHEMA`. One connection is shared by every thread (tools may
run in worker threads), so every statement runs under one lock.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from specialists.data.sqlite_base import SqliteStore
from specialists.korean.gazetteer import haversine_m

__all__ = [
    "Place",
    "PlaceHit",
    "PlaceStore",
    "default_data_dir",
    "haversine_m",
]

EARTH_RADIUS_M = 6_371_008.8  # mean Earth radius (IUGG)

_COLUMNS = (
    "id, kind, name, address, region, latitude, longitude, phone, hours, items, url, source, as_of,"
    " detail, district_key, dong"
)
#: Radii tried in turn by :meth:`PlaceStore.nearest` until enough places are found (metres).
_NEAREST_STEPS = (1_000.0, 3_000.0, 10_000.0, 30_000.0)


def default_data_dir() -> Path:
    """``$ECO_TRIAGE_DATA_DIR`` if set, else ``~/.local/share/eco-triage``. Not created here."""
    override = os.environ.get("ECO_TRIAGE_DATA_DIR", "").strip()
    if override:
        return Path(override).expanduser()
    return Path.home() / ".local" / "share" / "eco-triage"


@dataclass(frozen=True, slots=True)
class Place:
    """One place. ``latitude``/``longitude`` are both set or both ``None`` (no usable position)."""

    id: str  # stable id, e.g. "keco-sites:17"
    kind: str  # e.g. "keco_site"
    name: str
    address: str | None  # road address, else lot-number address
    region: str | None  # region label as the source wrote it
    latitude: float | None
    longitude: float | None
    phone: str | None
    hours: str | None  # compact summary, e.g. "월~금 09:00~18:00, 토 09:00~13:00"
    items: tuple[str, ...]  # cleaned collected-item names
    url: str | None
    source: str  # e.g. "keco-import"
    as_of: str  # ISO yyyy-mm-dd
    detail: str | None = None  # 세부위치 ("건물 앞 도로변")
    district_key: str | None = None  # gazetteer key of its 시군구
    dong: str | None = None  # 동/읍/면 from its address

    @property
    def has_coordinates(self) -> bool:
        return self.latitude is not None and self.longitude is not None


@dataclass(frozen=True, slots=True)
class PlaceHit:
    place: Place
    distance_m: float | None  # None for keyword search results


def _items_key(items: Sequence[str]) -> str:
    return "\n".join(_match_key(item) for item in items)


def _match_key(text: str) -> str:
    return "".join(text.split()).lower()


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _row_to_place(row: sqlite3.Row) -> Place:
    items_raw = json.loads(row["items"])
    items = tuple(str(item) for item in items_raw) if isinstance(items_raw, list) else ()
    return Place(
        id=row["id"],
        kind=row["kind"],
        name=row["name"],
        address=row["address"],
        region=row["region"],
        latitude=row["latitude"],
        longitude=row["longitude"],
        phone=row["phone"],
        hours=row["hours"],
        items=items,
        url=row["url"],
        source=row["source"],
        as_of=row["as_of"],
        detail=row["detail"],
        district_key=row["district_key"],
        dong=row["dong"],
    )


class PlaceStore(SqliteStore):
    """SQLite-backed place store.

    ``path`` may be ``":memory:"``; the schema is created if missing.
    """

    # -- writes ----------------------------------------------------------------------------

    def upsert_places(
        self,
        dataset: str,
        places: Iterable[Place],
        imported_at: str,
        *,
        replace_dataset: bool = False,
    ) -> int:
        """Insert or replace ``places`` (same id replaces) and record the dataset's metadata.

        ``places`` is consumed as a stream inside the transaction: if iterating it raises, nothing
        changes. Returns the number of places written. With ``replace_dataset=True`` the rows of
        ``dataset`` that are not in ``places`` are deleted, so a re-import of a newer file does
        not leave stale places behind; the ``datasets`` row count is the dataset's after the write.
        """
        if not dataset.strip():
            raise ValueError("dataset name must not be empty")
        written = 0

        def rows() -> Iterator[tuple[object, ...]]:  # streamed: ``places`` may be a whole file
            nonlocal written
            for place in places:
                if (place.latitude is None) != (place.longitude is None):
                    raise ValueError(
                        f"{place.id}: latitude and longitude must both be set or both None"
                    )
                written += 1
                yield (
                    place.id, dataset, place.kind, place.name, place.address, place.region,
                    place.latitude, place.longitude, place.phone, place.hours,
                    json.dumps(list(place.items), ensure_ascii=False), _items_key(place.items),
                    place.url, place.source, place.as_of, place.detail, place.district_key,
                    place.dong,
                )  # fmt: skip

        with self._lock:
            conn = self._connection()
            with conn:  # one transaction: all or nothing
                if replace_dataset:
                    conn.execute("DELETE FROM places WHERE dataset = ?", (dataset,))
                conn.executemany(
                    "INSERT OR REPLACE INTO places (id, dataset, kind, name, address, region,"
                    " latitude, longitude, phone, hours, items, items_key, url, source, as_of, detail,"
                    " district_key, dong) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    rows(),
                )
                (total,) = conn.execute(
                    "SELECT COUNT(*) FROM places WHERE dataset = ?", (dataset,)
                ).fetchone()
                conn.execute(
                    "INSERT OR REPLACE INTO datasets (name, rows, imported_at) VALUES (?, ?, ?)",
                    (dataset, int(total), imported_at),
                )
        return written

    def nearest(
        self,
        latitude: float,
        longitude: float,
        *,
        kind: str,
        limit: int = 5,
        max_radius_m: float = 30_000.0,
        item_keyword: str | None = None,
    ) -> list[PlaceHit]:
        """Up to ``limit`` places of ``kind`` nearest the point, within ``max_radius_m``: the search
        widens step by step (1, 3, 10, 30 km) until ``limit`` are found or the cap is reached."""
        hits: list[PlaceHit] = []
        for step in (*(r for r in _NEAREST_STEPS if r < max_radius_m), max_radius_m):
            hits = self.nearby(
                latitude, longitude, step, kind=kind, item_keyword=item_keyword, limit=limit
            )
            if len(hits) >= limit:
                break
        return hits

    def coverage(self, kind: str) -> dict[str, int]:
        """District key -> number of places of ``kind`` (with coordinates) in it."""
        with self._lock:
            rows = (
                self._connection()
                .execute(
                    "SELECT district_key, COUNT(*) FROM places WHERE kind = ? AND latitude IS NOT"
                    " NULL AND district_key IS NOT NULL GROUP BY district_key",
                    (kind,),
                )
                .fetchall()
            )
        return {str(r[0]): int(r[1]) for r in rows}

    def dong_points(self, dong: str) -> list[tuple[str, float, float, int]]:
        """Where places whose address names the 동 ``dong`` are: ``(district key, mean latitude,
        mean longitude, places)`` per 시군구, most places first."""
        with self._lock:
            rows = (
                self._connection()
                .execute(
                    "SELECT district_key, AVG(latitude), AVG(longitude), COUNT(*) FROM places"
                    " WHERE dong = ? AND latitude IS NOT NULL AND district_key IS NOT NULL"
                    " GROUP BY district_key ORDER BY COUNT(*) DESC",
                    (dong,),
                )
                .fetchall()
            )
        return [(str(r[0]), float(r[1]), float(r[2]), int(r[3])) for r in rows]

    # -- reads -----------------------------------------------------------------------------

    def nearby(
        self,
        latitude: float,
        longitude: float,
        radius_m: float,
        *,
        kind: str | None = None,
        item_keyword: str | None = None,
        limit: int = 10,
    ) -> list[PlaceHit]:
        """Places within ``radius_m`` of the point, nearest first (haversine distance).

        A lat/lon bounding box prefilters in SQL; places without coordinates never match.
        """
        if not (-90.0 <= latitude <= 90.0) or not (-180.0 <= longitude <= 180.0):
            raise ValueError(f"invalid coordinates: {latitude}, {longitude}")
        if not math.isfinite(radius_m) or radius_m <= 0:
            raise ValueError(f"radius_m must be a positive number, got {radius_m}")
        if limit < 1:
            raise ValueError(f"limit must be >= 1, got {limit}")
        dlat = math.degrees(radius_m / EARTH_RADIUS_M)
        cos_lat = math.cos(math.radians(latitude))
        # If the circle reaches a pole (or the radius is huge) every longitude is in range.
        reaches_pole = latitude + dlat >= 90.0 or latitude - dlat <= -90.0
        dlon = 180.0 if reaches_pole or cos_lat < 1e-9 else min(180.0, dlat / cos_lat)
        where = ["latitude IS NOT NULL", "longitude IS NOT NULL", "latitude BETWEEN ? AND ?"]
        params: list[object] = [latitude - dlat, latitude + dlat]
        if dlon < 180.0:
            lo, hi = longitude - dlon, longitude + dlon
            if lo < -180.0 or hi > 180.0:  # window crosses the antimeridian
                where.append("(longitude >= ? OR longitude <= ?)")
                params += [lo + 360.0 if lo < -180.0 else lo, hi - 360.0 if hi > 180.0 else hi]
            else:
                where.append("longitude BETWEEN ? AND ?")
                params += [lo, hi]
        self._add_filters(where, params, kind=kind, item_keyword=item_keyword)
        sql = f"SELECT {_COLUMNS} FROM places WHERE {' AND '.join(where)}"
        with self._lock:
            rows = self._connection().execute(sql, params).fetchall()
        hits: list[PlaceHit] = []
        for row in rows:
            distance = haversine_m(latitude, longitude, row["latitude"], row["longitude"])
            if distance <= radius_m:
                hits.append(PlaceHit(_row_to_place(row), distance))
        hits.sort(key=lambda hit: (hit.distance_m, hit.place.id))
        return hits[:limit]

    def search(
        self,
        keyword: str,
        *,
        kind: str | None = None,
        item_keyword: str | None = None,
        limit: int = 10,
    ) -> list[PlaceHit]:
        """Places whose name, address or region contains every whitespace-separated word of
        ``keyword`` (case-insensitive substring match). Name matches come first."""
        words = keyword.split()
        if not words:
            raise ValueError("keyword must not be empty")
        if limit < 1:
            raise ValueError(f"limit must be >= 1, got {limit}")
        where: list[str] = []
        params: list[object] = []
        for word in words:
            pattern = f"%{_like_escape(word)}%"
            where.append(
                "(name LIKE ? ESCAPE '\\' OR address LIKE ? ESCAPE '\\'"
                " OR region LIKE ? ESCAPE '\\')"
            )
            params += [pattern, pattern, pattern]
        self._add_filters(where, params, kind=kind, item_keyword=item_keyword)
        name_pattern = f"%{_like_escape(words[0])}%"
        sql = (
            f"SELECT {_COLUMNS} FROM places WHERE {' AND '.join(where)}"
            " ORDER BY (name LIKE ? ESCAPE '\\') DESC, name, id LIMIT ?"
        )
        params += [name_pattern, limit]
        with self._lock:
            rows = self._connection().execute(sql, params).fetchall()
        return [PlaceHit(_row_to_place(row), None) for row in rows]

    def get(self, place_id: str) -> Place | None:
        with self._lock:
            row = (
                self._connection()
                .execute(f"SELECT {_COLUMNS} FROM places WHERE id = ?", (place_id,))
                .fetchone()
            )
        return None if row is None else _row_to_place(row)

    def count(self, kind: str | None = None) -> int:
        return self._count("places", "kind" if kind is not None else None, kind)

    @staticmethod
    def _add_filters(
        where: list[str], params: list[object], *, kind: str | None, item_keyword: str | None
    ) -> None:
        if kind is not None:
            where.append("kind = ?")
            params.append(kind)
        if item_keyword is not None:
            key = _match_key(item_keyword)
            if key:  # spaces are ignored on both sides: "투명 페트병" matches "투명페트병"
                where.append("items_key LIKE ? ESCAPE '\\'")
                params.append(f"%{_like_escape(key)}%")
