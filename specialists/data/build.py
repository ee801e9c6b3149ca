"""Build the shipped data file from the official public files: ``python -m specialists.data.build``.

Reads the source files (``$ECO_TRIAGE_SOURCE_DATA``, default ``<repo>/../shared/data``; see DATA.md for
each file's provenance), cleans them with the same importers ``eco-triage data import`` uses, and
writes ``specialists/data/shipped/public.sqlite3`` plus ``manifest.json`` (per dataset: rows, 시군구,
newest 데이터기준일자, rows dropped by reason, source files with sha256; per table: a content hash).
The output is deterministic, so ``tests/test_shipped_data.py`` rebuilds it and compares.

``--districts`` also rewrites the coordinates in ``specialists/korean/districts.json`` from the KMA
grid table (see :mod:`specialists.data.kma_grid`).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sqlite3
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from specialists.data.fee_import import open_fee_file
from specialists.data.fee_store import FeeStore
from specialists.data.keco_import import DATASET as KECO_DATASET
from specialists.data.keco_import import open_keco_file
from specialists.data.kma_grid import kma_points, rewrite_gazetteer
from specialists.data.points_import import PointFile, locate, open_points
from specialists.data.report import DatasetReport
from specialists.data.rules_import import RulesStore, open_rules_file
from specialists.data.store import Place, PlaceStore

__all__ = ["SHIPPED", "build", "content_hashes", "source_root"]

SHIPPED = Path(__file__).parent / "shipped" / "public.sqlite3"
MANIFEST = SHIPPED.with_name("manifest.json")
GAZETTEER = Path(__file__).parents[1] / "korean" / "districts.json"
SHIPPED_AT = "shipped"  # imported_at of shipped datasets (the build is reproducible, so no clock)

P = "public/"
FEES = P + "1_bulky_waste_fee/전국대형폐기물수거수수료정보표준데이터_2026-01-16snapshot.csv"
RULES = P + "4_household_waste_rules/생활쓰레기배출정보_전국.csv"
KMA = P + "5_admin_regions/기상청_격자_위경도_20240101_행정구역좌표.csv"
KECO = "keco_recycle_compensation_sites.csv"
_BINS = P + "2_collection_bins/"
_SEOUL = _BINS + "seoul_clothing_bins_original/"
_DERIVED = _BINS + "derived/"


@dataclass(frozen=True, slots=True)
class Src:
    path: str  # relative to the source root
    district_hint: str | None = None
    as_of: str | None = None
    caveat: str | None = None


GEOCODED, DERIVED_35, UNVERIFIED = "geocoded", "derived", "unverified"  # see schema.CAVEATS


POINTS: dict[str, tuple[Src, ...]] = {  # fmt: skip
    "medicine-bins": (Src(_BINS + "전국폐의약품수거함_API원본_medicine_bins_raw.json"),),
    "lamp-battery-bins": (
        Src(_BINS + "폐형광등폐건전지수거함_API원본_lamp_battery_bins_raw.json"),
    ),
    # In priority order: a 시군구 covered by an earlier file is not taken from a later one.
    "clothing-bins": (
        Src(_SEOUL + "*"),  # the 구's own files (구로·마포 have no coordinates: all rows dropped)
        Src(_DERIVED + "서울중구_의류수거함_bin_list_junggu.csv"),
        Src(_DERIVED + "창원시_의류수거함_bin_list_changwon.csv", "경상남도 창원시", ""),
        Src(_DERIVED + "의류수거함_35개시군구_clothing_bins.json", None, "2026-05-28", DERIVED_35),
        Src(
            _DERIVED + "서울특별시 구로구_의류수거함_20240607_3__geocoded_by_repo_author.csv",
            None,
            None,
            GEOCODED,
        ),
        Src(
            _DERIVED + "서울특별시 마포구_의류수거함_위치_20250422__geocoded_by_repo_author.csv",
            None,
            None,
            GEOCODED,
        ),
        Src(
            _DERIVED + "노원구 의류수거함 위치1__geocoded_by_repo_author.csv",
            "서울특별시 노원구",
            "",
            GEOCODED,
        ),
    ),
    "small-appliance-bins": (
        Src(_BINS + "대전_중소폐가전수거함_daejeon_map.csv", None, "", UNVERIFIED),
    ),
    "recycling-centers": (Src(P + "bonus/전국재활용센터_raw_recycling_centers.json"),),
}


def source_root() -> Path:
    """``$ECO_TRIAGE_SOURCE_DATA``, else ``<repo>/../shared/data`` (where CI keeps the files)."""
    override = os.environ.get("ECO_TRIAGE_SOURCE_DATA", "").strip()
    if override:
        return Path(override).expanduser()
    return Path(__file__).resolve().parents[3] / "shared" / "data"


def _expand(root: Path, src: Src) -> list[PointFile]:
    if src.path.endswith("*"):
        folder = root / src.path[:-1]
        return [
            PointFile(p, src.district_hint, src.as_of, src.caveat)
            for p in sorted(folder.glob("*.csv"))
        ]
    return [PointFile(root / src.path, src.district_hint, src.as_of, src.caveat)]


def _sha256(path: Path) -> str:
    with path.open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def _write(out: Path, root: Path) -> dict[str, dict[str, object]]:
    """Fill ``out`` (a new file); return the manifest's per-dataset entries."""
    entries: dict[str, dict[str, object]] = {}

    def entry(report: DatasetReport, files: Sequence[Path], extra: dict[str, int]) -> None:
        entries[report.dataset] = {
            "rows": report.imported,
            "rows_read": report.rows_read,
            "districts": report.districts,
            "as_of": report.as_of,
            "dropped": report.skip_reasons,
            **({"kept_without_coordinates": extra} if extra else {}),
            "files": [
                {"path": str(f.relative_to(root)), "sha256": _sha256(f), "bytes": f.stat().st_size}
                for f in files
            ],
        }

    with FeeStore(out) as fees:  # each file streams into its table (see specialists.data.streaming)
        fee_file = open_fee_file(root / FEES)
        fees.upsert(fee_file.rows(), SHIPPED_AT)
        report = fee_file.report()
        fees.record(report.meta(SHIPPED_AT, "shipped"))
        entry(report, [root / FEES], {})
    with RulesStore(out) as rules:
        rules_file = open_rules_file(root / RULES)
        rules.replace(rules_file.rows())
        report = rules_file.report()
        rules.record(report.meta(SHIPPED_AT, "shipped"))
        entry(report, [root / RULES], {})
    with PlaceStore(out) as places:
        for dataset, sources in POINTS.items():
            files = [f for src in sources for f in _expand(root, src)]
            points = open_points(dataset)
            places.upsert_places(dataset, points.places(files), SHIPPED_AT, replace_dataset=True)
            report = points.report()
            places.record(report.meta(SHIPPED_AT, "shipped"))
            entry(report, [f.path for f in files], {})
        keco_file = open_keco_file(root / KECO, as_of="")
        located: Counter[str] = Counter()
        districts: set[str] = set()

        def sites() -> Iterator[Place]:
            for place in locate(keco_file.places(), located):
                districts.add(place.district_key or "")
                yield place

        places.upsert_places(KECO_DATASET, sites(), SHIPPED_AT, replace_dataset=True)
        keco = keco_file.report()
        located = (
            Counter(
                {f"kept without coordinates ({k})": v for k, v in keco.without_coordinates.items()}
            )
            + located
        )
        keco_report = DatasetReport(
            keco.dataset, keco.imported, keco.skipped, {**keco.skip_reasons, **located},
            keco.rows_read, districts=len(districts - {""}),
        )  # fmt: skip
        places.record(keco_report.meta(SHIPPED_AT, "shipped"))
        entry(keco_report, [root / KECO], {})
    return entries


def content_hashes(path: Path) -> dict[str, str]:
    """sha256 of every table's rows in rowid order: equal hashes mean equal data."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        tables = [
            r[0]
            for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
        ]
        hashes: dict[str, str] = {}
        for table in tables:
            digest = hashlib.sha256()
            for row in conn.execute(f"SELECT * FROM {table} ORDER BY rowid"):  # noqa: S608
                digest.update(json.dumps(list(row), ensure_ascii=False).encode())
            hashes[table] = digest.hexdigest()
        return hashes
    finally:
        conn.close()


def build(out: Path = SHIPPED, root: Path | None = None) -> dict[str, object]:
    """Write the shipped file (and its manifest next to it); return the manifest."""
    root = root or source_root()
    if not (root / FEES).is_file():
        raise ValueError(f"{root}: source files not found (set ECO_TRIAGE_SOURCE_DATA)")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.unlink(missing_ok=True)
    entries = _write(tmp, root)
    conn = sqlite3.connect(tmp)
    conn.execute("VACUUM")
    conn.close()
    tmp.replace(out)
    manifest: dict[str, object] = {"datasets": entries, "tables": content_hashes(out)}
    out.with_name("manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )
    return manifest


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m specialists.data.build", description=__doc__)
    parser.add_argument("--sources", type=Path, default=None, help="source data folder")
    parser.add_argument("--out", type=Path, default=SHIPPED, help="the SQLite file to write")
    parser.add_argument(
        "--districts", action="store_true", help="also rewrite districts.json coordinates (KMA)"
    )
    args = parser.parse_args(argv)
    root = args.sources or source_root()
    try:
        if args.districts:
            text = rewrite_gazetteer(GAZETTEER.read_text("utf-8"), kma_points(root / KMA))
            GAZETTEER.write_text(text, encoding="utf-8")
        manifest = build(args.out, root)
    except ValueError as exc:
        print(f"build: {exc}", file=sys.stderr)
        return 2
    datasets = manifest["datasets"]
    assert isinstance(datasets, dict)
    for name, info in datasets.items():
        print(f"{name}: {info['rows']} rows, {info['districts']} 시군구, dropped {info['dropped']}")
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
