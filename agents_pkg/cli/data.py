"""``eco-triage data import KIND PATH`` and ``eco-triage data status [--json]``."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from agents_pkg.config import Settings
from specialists.data.fee_import import DatasetReport, import_bulk_waste_fees
from specialists.data.fee_store import STORE_FILE
from specialists.data.keco_import import ImportReport, import_keco_sites
from specialists.data.price_import import import_recyclable_prices
from specialists.data.store import PlaceStore
from specialists.live.select import describe

# Every importer takes the file and the data dir's SQLite file (all local stores share it).
IMPORTERS: dict[str, Callable[[Path, Path], ImportReport | DatasetReport]] = {
    "keco-sites": import_keco_sites,
    "bulk-waste-fees": import_bulk_waste_fees,
    "recyclable-prices": import_recyclable_prices,
}

IMPORT_EXAMPLES = """examples:
  eco-triage data import keco-sites keco_recycle_compensation_sites.csv
  eco-triage data import bulk-waste-fees 전국대형폐기물수수료정보표준데이터.csv   # UTF-8 or CP949
  eco-triage data import recyclable-prices prices.csv   # survey_date,region,item_name,price_per_kg
"""
STATUS_EXAMPLES = """examples:
  eco-triage data status
  eco-triage data status --json | jq .providers
"""


def import_file(settings: Settings, kind: str, path: Path) -> int:
    store = settings.data_dir / STORE_FILE
    report = IMPORTERS[kind](path, store)
    print(f"{kind}: {report.summary()}")
    print(f"store: {store}")
    return 0


def status(settings: Settings) -> dict[str, Any]:
    """The local store's datasets and the provider each specialist will use."""
    store = settings.data_dir / STORE_FILE
    datasets = []
    if store.exists():
        with PlaceStore(store) as places:
            datasets = places.datasets()
    has_sites = any(d.name == "keco-sites" for d in datasets)
    providers = {
        name: source + (" (+ imported keco-sites)" if has_sites and name in _SITE_USERS else "")
        for name, source in describe(settings.data_sources, data_dir=settings.data_dir).items()
    }
    return {
        "data_dir": str(settings.data_dir),
        "datasets": [
            {"name": d.name, "rows": d.rows, "imported_at": d.imported_at} for d in datasets
        ],
        "providers": providers,
    }


_SITE_USERS = ("location", "collection_point")


def print_status(settings: Settings, *, as_json: bool) -> int:
    info = status(settings)
    if as_json:
        print(json.dumps(info, ensure_ascii=False, indent=2))
        return 0
    print(f"data dir: {info['data_dir']}")
    for d in info["datasets"]:
        print(f"- {d['name']}: {d['rows']} rows, imported {d['imported_at']}")
    print("providers (from the settings):")
    for name, source in info["providers"].items():
        print(f"- {name}: {source}")
    return 0
