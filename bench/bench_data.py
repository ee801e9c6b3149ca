"""The shipped public data: memory after loading, fee and nearest-bin lookups, `ask` cold start.

Budgets (issue 12): RSS after loading ≤ 250 MB; a fee lookup and a nearest-bins lookup each
≤ 5 ms median; `eco-triage ask` cold start ≤ 2.5 s. Every figure is measured on the shipped file;
the lookups go through the providers (so they include asyncio.to_thread), the queries are spread
over many districts and points so the SQLite page cache is not one page.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from bench.common import Metric, median_ms, p95_ms
from specialists.bulk_waste.provider import OfficialBulkWasteProvider
from specialists.collection_point.provider import OfficialCollectionPointProvider
from specialists.data.catalog import DataCatalog
from specialists.korean.gazetteer import all_districts

NAME = "data"
QUERIES = (
    "강남구 장롱 버리는 비용",
    "해운대구 냉장고 버리는 법",
    "망원동 폐의약품 버릴 곳",
    "강남구 의류수거함",
    "수원 재활용센터",
    "마포구 장롱 버리는 비용",
)
ITEMS = ("소파", "장롱", "냉장고", "침대", "세탁기", "책상", "텔레비전", "피아노")
KINDS = ("medicine", "clothes", "battery", "pet_compensation")

_RSS_SCRIPT = """
import time
t0 = time.perf_counter()
import asyncio, json, resource
from agents_pkg import Orchestrator
t1 = time.perf_counter()
firsts = []
async def main(queries):
    async with Orchestrator() as orch:
        for q in queries:
            start = time.perf_counter()
            await orch.run(q)
            firsts.append(time.perf_counter() - start)
asyncio.run(main(json.loads(__import__("sys").argv[1])))
status = open("/proc/self/status").read().split("\\n")
rss = next(int(l.split()[1]) for l in status if l.startswith("VmRSS:"))
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"rss_kb": rss, "peak_kb": peak, "import_s": t1 - t0, "first_s": firsts[0]}))
"""


def _rss_after_loading() -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-c", _RSS_SCRIPT, json.dumps(QUERIES, ensure_ascii=False)],
        capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"},
    )  # fmt: skip
    data: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


def _cold_start(runs: int = 3) -> list[float]:
    exe = Path(sys.executable).with_name("eco-triage")
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(exe), "ask", QUERIES[0]], capture_output=True, check=True)
        samples.append(time.perf_counter() - start)
    return samples


async def run() -> list[Metric]:
    rng = random.Random(12)
    catalog = DataCatalog()
    fees = OfficialBulkWasteProvider(catalog)
    bins = OfficialCollectionPointProvider(catalog)
    districts = [d for d in all_districts() if d.key == d.name]  # unambiguous names
    await fees.search_fee("강남구", "소파")  # open the file once (lazy)
    fee_samples = []
    for _ in range(300):
        district, item = rng.choice(districts), rng.choice(ITEMS)
        start = time.perf_counter()
        await fees.search_fee(district.key, item)
        fee_samples.append(time.perf_counter() - start)
    near_samples = []
    for _ in range(300):
        d = rng.choice(districts)
        lat, lon = d.latitude + rng.uniform(-0.02, 0.02), d.longitude + rng.uniform(-0.02, 0.02)
        start = time.perf_counter()
        await bins.nearby(lat, lon, None, rng.choice(KINDS))
        near_samples.append(time.perf_counter() - start)
    loaded = _rss_after_loading()
    rss, peak = loaded["rss_kb"] / 1024, loaded["peak_kb"] / 1024
    cold = _cold_start()
    size = catalog.shipped.stat().st_size / 1e6
    return [
        Metric(NAME, "fee lookup (search_fee) median", median_ms(fee_samples), "ms", "budget 5"),
        Metric(NAME, "fee lookup p95", p95_ms(fee_samples), "ms"),
        Metric(NAME, "nearest bins (nearby) median", median_ms(near_samples), "ms", "budget 5"),
        Metric(NAME, "nearest bins p95", p95_ms(near_samples), "ms"),
        Metric(NAME, "RSS after the 6 issue queries", rss, "MB", f"peak {peak:.0f}; budget 250"),
        Metric(NAME, "ask cold start median (3 runs)", median_ms(cold) / 1000, "s", "budget 2.5"),
        Metric(NAME, "  of which: import agents_pkg", loaded["import_s"], "s", "SDK + project"),
        Metric(NAME, "  of which: first answer (data opened)", loaded["first_s"] * 1000, "ms"),
        Metric(NAME, "shipped data file", size, "MB"),
    ]
