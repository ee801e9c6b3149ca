"""Which copy answers each dataset: the shipped file, or a newer file the user imported.

The shipped file (``specialists/data/shipped/public.sqlite3``, built by
:mod:`specialists.data.build`) answers every dataset out of the box. ``eco-triage data import``
writes a newer official file into the user's import file (``<data dir>/eco-triage.sqlite3``, same
schema); from then on that dataset is answered from the import and the others stay shipped.

Nothing is opened when a :class:`DataCatalog` is made: files are opened on first use, read-only,
and shared by every catalog of the process (one connection per file and store kind).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TypeVar

from specialists.data.fee_store import FeeStore, default_store_path
from specialists.data.rules_import import RulesStore
from specialists.data.schema import DATASETS, DatasetMeta, DatasetSpec
from specialists.data.sqlite_base import SqliteStore
from specialists.data.store import PlaceStore

__all__ = ["DataCatalog", "DatasetStatus", "shipped_path"]

S = TypeVar("S", bound=SqliteStore)
_OPEN: dict[tuple[type[SqliteStore], str], SqliteStore] = {}
_OPEN_LOCK = threading.Lock()


def shipped_path() -> Path:
    """The shipped data file inside the installed package."""
    return Path(str(resources.files("specialists.data").joinpath("shipped/public.sqlite3")))


def _shared(cls: type[S], path: Path, *, immutable: bool) -> S:
    key = (cls, str(path))
    with _OPEN_LOCK:
        store = _OPEN.get(key)
        if store is None:
            store = _OPEN[key] = cls(path, readonly=True, immutable=immutable)
    assert isinstance(store, cls)
    return store


@dataclass(frozen=True, slots=True)
class DatasetStatus:
    spec: DatasetSpec
    meta: DatasetMeta | None  # None: in neither file
    origin: str  # "shipped" or "imported"
    shipped_as_of: str | None  # the shipped copy's date, for comparison


class DataCatalog:
    """Routes each dataset to the file that answers it (see the module docstring)."""

    def __init__(self, shipped: Path | None = None, imported: Path | None = None) -> None:
        self._shipped = shipped
        self._imported = imported
        self._lock = threading.Lock()
        self._meta: tuple[dict[str, DatasetMeta], dict[str, DatasetMeta]] | None = None
        self._coverage: dict[str, dict[str, int]] = {}

    @property
    def shipped(self) -> Path:
        return self._shipped or shipped_path()

    @property
    def imported(self) -> Path:
        return self._imported or default_store_path()

    def _metas(self) -> tuple[dict[str, DatasetMeta], dict[str, DatasetMeta]]:
        with self._lock:
            if self._meta is None:
                if not self.shipped.is_file():
                    raise FileNotFoundError(
                        f"{self.shipped}: shipped data missing; run python -m specialists.data.build"
                    )
                shipped = _shared(PlaceStore, self.shipped, immutable=True).meta()
                imported: dict[str, DatasetMeta] = {}
                if self.imported.is_file():
                    imported = _shared(PlaceStore, self.imported, immutable=False).meta()
                self._meta = (shipped, imported)
            return self._meta

    def _route(self, dataset: str) -> tuple[Path, bool, DatasetMeta | None]:
        shipped, imported = self._metas()
        if dataset in imported:
            return self.imported, False, imported[dataset]
        return self.shipped, True, shipped.get(dataset)

    def _store(self, cls: type[S], dataset: str) -> tuple[S, DatasetMeta | None]:
        path, immutable, meta = self._route(dataset)
        return _shared(cls, path, immutable=immutable), meta

    def fees(self) -> tuple[FeeStore, DatasetMeta | None]:
        return self._store(FeeStore, "bulk-waste-fees")

    def rules(self) -> tuple[RulesStore, DatasetMeta | None]:
        return self._store(RulesStore, "waste-rules")

    def places(self, dataset: str) -> tuple[PlaceStore, DatasetMeta | None]:
        if DATASETS[dataset].table != "places":
            raise ValueError(f"{dataset!r} is not a point dataset")
        return self._store(PlaceStore, dataset)

    def coverage(self, dataset: str) -> dict[str, int]:
        """District key -> places of a point dataset with coordinates (computed once per catalog)."""
        if dataset not in self._coverage:
            store, _meta = self.places(dataset)
            self._coverage[dataset] = store.coverage(DATASETS[dataset].kind or "")
        return self._coverage[dataset]

    def dong_points(self, dong: str) -> list[tuple[str, float, float, int]]:
        """Where the 동 ``dong`` is, from the addresses of every point dataset: ``(district key,
        latitude, longitude, places)`` per 시군구 (see :meth:`PlaceStore.dong_points`)."""
        self._metas()
        files = [(self.shipped, True)] + (
            [(self.imported, False)] if self.imported.is_file() else []
        )
        merged: dict[str, tuple[float, float, int]] = {}
        for path, immutable in files:
            for key, lat, lon, n in _shared(PlaceStore, path, immutable=immutable).dong_points(
                dong
            ):
                if n > merged.get(key, (0.0, 0.0, 0))[2]:
                    merged[key] = (lat, lon, n)
        return sorted(((k, *v) for k, v in merged.items()), key=lambda t: -t[3])

    def check(self) -> int:
        """How many datasets can answer (shipped or imported); ``FileNotFoundError`` or
        ``sqlite3.Error`` when the shipped data cannot be read (a server is then not ready)."""
        shipped, imported = self._metas()
        return len(set(shipped) | set(imported))

    def status(self) -> list[DatasetStatus]:
        shipped, imported = self._metas()
        out: list[DatasetStatus] = []
        for name, spec in DATASETS.items():
            base = shipped.get(name)
            if name in imported:
                out.append(
                    DatasetStatus(spec, imported[name], "imported", base.as_of if base else None)
                )
            else:
                out.append(DatasetStatus(spec, base, "shipped", base.as_of if base else None))
        return out
