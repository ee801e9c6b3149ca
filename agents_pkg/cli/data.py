"""``eco-triage data import KIND PATH`` and ``eco-triage data status [--json]``."""

from __future__ import annotations

import json
from typing import Any

from agents_pkg.config import Settings
from specialists.data.admin import IMPORTERS, import_file, status_lines
from specialists.data.catalog import DataCatalog
from specialists.live.select import describe

__all__ = ["IMPORTERS", "IMPORT_EXAMPLES", "STATUS_EXAMPLES", "data_import", "print_status"]

IMPORT_EXAMPLES = """examples:
  eco-triage data import bulk-waste-fees 전국대형폐기물수거수수료정보표준데이터.csv   # UTF-8 or CP949
  eco-triage data import medicine-bins 전국폐의약품수거함표준데이터.csv
  eco-triage data import keco-sites keco_recycle_compensation_sites.csv
"""
STATUS_EXAMPLES = """examples:
  eco-triage data status
  eco-triage data status --json | jq .providers
"""


def data_import(settings: Settings, kind: str, path: Any) -> int:
    """Import ``path`` as ``kind`` into the data dir's store (a refusal is a ``ValueError``)."""
    print("\n".join(import_file(kind, path, settings.store_path)))
    return 0


def status(settings: Settings) -> dict[str, Any]:
    """Each dataset (shipped or imported: rows, 시군구, 데이터기준일자, dropped rows) and the
    provider each specialist will use."""
    catalog = DataCatalog(imported=settings.store_path)
    datasets = []
    for item in catalog.status():
        meta = item.meta
        datasets.append({
            "name": item.spec.name, "citation": item.spec.citation, "origin": item.origin,
            "rows": meta.rows if meta else 0, "districts": meta.districts if meta else 0,
            "as_of": meta.as_of if meta else None,
            "imported_at": meta.imported_at if meta and item.origin == "imported" else None,
            "dropped": dict(meta.dropped) if meta else {},
        })  # fmt: skip
    providers = describe(settings.data_sources, data_dir=settings.data_dir)
    return {"data_dir": str(settings.data_dir), "shipped": str(catalog.shipped),
            "datasets": datasets, "providers": providers}  # fmt: skip


def print_status(settings: Settings, *, as_json: bool) -> int:
    if as_json:
        print(json.dumps(status(settings), ensure_ascii=False, indent=2))
        return 0
    print("\n".join(status_lines(DataCatalog(imported=settings.store_path))))
    print("providers (from the settings):")
    for name, source in describe(settings.data_sources, data_dir=settings.data_dir).items():
        print(f"- {name}: {source}")
    return 0
