"""Importing a 100 MB official-format CSV: peak RSS and wall time of ``eco-triage data import``.

Budget (issue 17): a 100 MB file in ≤ 200 MB RSS. The file is generated in a temporary folder in the
layout of 전국대형폐기물수거수수료정보표준데이터 (every row a real 시군구 of the gazetteer, an
item/spec/fee that makes it distinct, about 1 in 200 rows malformed on purpose: a fee that is not a
number, a missing field). The import runs in a fresh process; its peak RSS is that child's
``ru_maxrss`` (``os.wait4``), so earlier benchmarks' children do not count.

``python -m tests.bench bench_import`` runs only this one.
"""

from __future__ import annotations

import csv
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from specialists.korean.gazetteer import all_districts
from tests.bench.common import Metric

NAME = "import"
TARGET_BYTES = 100 * 1024 * 1024
HEADER = (
    "시도명,시군구명,대형폐기물명,대형폐기물구분명,대형폐기물규격,유무료여부,수수료,관리기관명,"
    "데이터기준일자,제공기관코드,제공기관명"
).split(",")
ITEMS = ("소파", "장롱", "침대", "냉장고", "세탁기", "책상", "의자", "식탁", "피아노", "텔레비전")
SPECS = ("1인용", "2인용", "3인용 이상", "폭 1m 미만", "폭 1m 이상", "높이 1.5m 이상", "모든 규격")


def write_fee_csv(path: Path, target_bytes: int = TARGET_BYTES, seed: int = 17) -> int:
    """Write a fee file of about ``target_bytes``; the number of data rows written."""
    rng = random.Random(seed)
    districts = all_districts()
    rows = 0
    with path.open("w", encoding="utf-8", newline="") as fh:
        out = csv.writer(fh)
        out.writerow(HEADER)
        while fh.tell() < target_bytes:
            d = rng.choice(districts)
            item = f"{rng.choice(ITEMS)}({rows})"  # distinct: no row is a duplicate of another
            fee = str(rng.randrange(1, 60) * 1000)
            if rows % 200 == 7:
                fee = "3,000~5,000"  # invalid fee: counted, not imported
            row = [
                d.sido.name, d.name, item, "가구류", rng.choice(SPECS), "유료", fee,
                f"{d.sido.name} {d.name}청", "2025-11-19", "3220000", f"{d.sido.name} {d.name}",
            ]  # fmt: skip
            out.writerow(row[:-1] if rows % 200 == 11 else row)  # wrong number of fields
            rows += 1
    return rows


def measure_import(path: Path, data_dir: Path) -> dict[str, Any]:
    """Run ``eco-triage data import bulk-waste-fees`` on ``path`` in a fresh process."""
    env = {
        **os.environ,
        "ECO_TRIAGE_DATA_DIR": str(data_dir),
        "ECO_TRIAGE_IMPORT_MAX_BYTES": str(2 * path.stat().st_size),
    }
    out, err = data_dir.with_name("import.out"), data_dir.with_name("import.err")
    start = time.perf_counter()
    with out.open("wb") as stdout, err.open("wb") as stderr:
        child = subprocess.Popen(
            [sys.executable, "-m", "agents_pkg.cli.main", "data", "import", "bulk-waste-fees",
             str(path)],
            env=env, stdout=stdout, stderr=stderr,
        )  # fmt: skip
        _, status, usage = os.wait4(child.pid, 0)  # this child's own peak RSS
    seconds = time.perf_counter() - start
    child.returncode = code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise RuntimeError(f"import failed ({code}): {err.read_text(errors='replace')[-500:]}")
    return {
        "peak_mb": usage.ru_maxrss / 1024,
        "seconds": seconds,
        "summary": out.read_text().splitlines()[0],
    }


def run() -> list[Metric]:
    with tempfile.TemporaryDirectory(prefix="eco-import-bench-") as tmp:
        path = Path(tmp) / "fees.csv"
        rows = write_fee_csv(path)
        size_mb = path.stat().st_size / 1e6
        got = measure_import(path, Path(tmp) / "data")
    note = f"{rows:,} rows, {size_mb:.0f} MB; {str(got['summary'])[:60]}"
    return [
        Metric(NAME, "100 MB fee CSV import: peak RSS", got["peak_mb"], "MB", "budget 200"),
        Metric(NAME, "100 MB fee CSV import: wall time", got["seconds"], "s", note),
    ]
