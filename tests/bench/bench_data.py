"""The shipped public data: fee and nearest-bin lookups, and the shipped file's size.

Budgets (issue 12): a fee lookup and a nearest-bins lookup each ≤ 5 ms median (RSS after loading
and the ``ask`` cold start: :mod:`tests.bench.bench_startup`). Every figure is measured on the shipped
file; the lookups go through the providers (so they include asyncio.to_thread), the queries are
spread over many districts and points so the SQLite page cache is not one page.
"""

from __future__ import annotations

import random
import time

from specialists.bulk_waste.provider import OfficialBulkWasteProvider
from specialists.collection_point.provider import OfficialCollectionPointProvider
from specialists.data.catalog import DataCatalog
from specialists.korean.gazetteer import all_districts
from tests.bench.common import Metric, median_ms, p95_ms

NAME = "data"
ITEMS = ("소파", "장롱", "냉장고", "침대", "세탁기", "책상", "텔레비전", "피아노")
KINDS = ("medicine", "clothes", "battery", "pet_compensation")


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
    size = catalog.shipped.stat().st_size / 1e6
    return [
        Metric(NAME, "fee lookup (search_fee) median", median_ms(fee_samples), "ms", "budget 5"),
        Metric(NAME, "fee lookup p95", p95_ms(fee_samples), "ms"),
        Metric(NAME, "nearest bins (nearby) median", median_ms(near_samples), "ms", "budget 5"),
        Metric(NAME, "nearest bins p95", p95_ms(near_samples), "ms"),
        Metric(NAME, "shipped data file", size, "MB"),
    ]
