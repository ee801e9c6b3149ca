"""``eco-triage data import`` and ``data status``: which importer reads which kind of file, and
what each dataset holds now (rows, 시군구, newest 데이터기준일자, shipped or imported, dropped rows)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from specialists.data.catalog import DataCatalog
from specialists.data.fee_import import import_bulk_waste_fees
from specialists.data.keco_import import import_keco_sites
from specialists.data.points_import import import_points
from specialists.data.price_import import import_recyclable_prices
from specialists.data.report import format_counts
from specialists.data.rules_import import import_waste_rules

__all__ = ["IMPORTERS", "import_file", "status_lines"]

# kind (the CLI argument) -> importer(path, store file); every importer replaces its dataset.
IMPORTERS: dict[str, Callable[[Path, Path], Any]] = {
    "bulk-waste-fees": import_bulk_waste_fees,
    "waste-rules": import_waste_rules,
    "medicine-bins": partial(import_points, "medicine-bins"),
    "lamp-battery-bins": partial(import_points, "lamp-battery-bins"),
    "clothing-bins": partial(import_points, "clothing-bins"),
    "small-appliance-bins": partial(import_points, "small-appliance-bins"),
    "recycling-centers": partial(import_points, "recycling-centers"),
    "keco-sites": import_keco_sites,
    "recyclable-prices": import_recyclable_prices,
}


def import_file(kind: str, path: Path, store: Path) -> list[str]:
    """Import ``path`` as ``kind`` into ``store``; the lines to print. A refusal (not a regular
    file, too big, wrong encoding or columns, no usable row) is a one-line ``ValueError``."""
    if kind not in IMPORTERS:
        raise ValueError(f"unknown data kind {kind!r}; one of: {', '.join(IMPORTERS)}")
    try:
        report = IMPORTERS[kind](Path(path), store)
    except OSError as exc:  # permission denied, vanished mid-read …
        raise ValueError(f"{path}: cannot read file ({exc.strerror or exc})") from None
    return [f"{kind}: {report.summary()}", f"store: {store}"]


def status_lines(catalog: DataCatalog) -> list[str]:
    """One block per dataset: rows, 시군구, newest 데이터기준일자, shipped/imported, dropped."""
    lines = [f"shipped data: {catalog.shipped}", f"imports: {catalog.imported}"]
    for status in catalog.status():
        meta = status.meta
        if meta is None:
            lines.append(f"- {status.spec.name} ({status.spec.citation}): not shipped; "
                         f"eco-triage data import {status.spec.name} FILE")  # fmt: skip
            continue
        origin = "shipped copy"
        if status.origin == "imported":
            newer = (meta.as_of or "") > (status.shipped_as_of or "")
            origin = f"imported {meta.imported_at}" + (" (newer than shipped)" if newer else "")
        lines.append(
            f"- {status.spec.name} ({status.spec.citation}): {meta.rows:,} rows, "
            f"{meta.districts} 시군구, 데이터기준일자 ≤ {meta.as_of or '미상'}; {origin}"
        )
        if meta.dropped:
            lines.append(f"    dropped or cleaned: {format_counts(meta.dropped)}")
    return lines
