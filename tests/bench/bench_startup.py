"""Start-up cost of the embedded default: ``eco-triage ask`` cold start and process RSS after loading.

Budgets (issues 12 and 13): ``ask`` cold start ≤ 2.5 s; process RSS after loading ≤ 250 MB.

* **Cold start**: wall time of a fresh ``eco-triage ask`` process, median of 5 runs after one
  warm-up run, and the CPU time (user + sys) those processes used — on a shared machine the CPU
  figure moves much less than the wall time. The warm-up writes the bytecode cache (as installing
  the wheel does; this sandbox sets ``PYTHONDONTWRITEBYTECODE``, which is dropped for these runs)
  and warms the page cache.
* **Phases**, timed inside one fresh probe process per run (median of 5): imports (SDK + project,
  ``from agents_pkg import Orchestrator``), the Korean analyser's load (kiwipiepy), and the first
  answer after both (data files opened, agent graph built).
* **RSS** (``VmRSS``) of the probe after the imports, after the analyser, and after the six
  issue-12 queries (one ``Orchestrator``), plus the peak (``ru_maxrss``).
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tests.bench.common import Metric

NAME = "startup"
RUNS = 5
QUERY = "강남구 장롱 버리는 비용"
QUERIES = (
    QUERY,
    "해운대구 냉장고 버리는 법",
    "망원동 폐의약품 버릴 곳",
    "강남구 의류수거함",
    "수원 재활용센터",
    "마포구 장롱 버리는 비용",
)

_PROBE = """
import time
t0 = time.perf_counter()
import asyncio, json, resource, sys
from agents_pkg import Orchestrator
from specialists.korean.morph import load
def rss_mb():
    with open("/proc/self/status") as f:
        return next(int(l.split()[1]) for l in f if l.startswith("VmRSS:")) / 1024
t1 = time.perf_counter(); rss_imports = rss_mb()
load()
t2 = time.perf_counter(); rss_analyser = rss_mb()
async def main(queries):
    async with Orchestrator() as orch:
        start = time.perf_counter()
        await orch.run(queries[0])
        first = time.perf_counter() - start
        for q in queries[1:]:
            await orch.run(q)
    return first
first = asyncio.run(main(json.loads(sys.argv[1])))
print(json.dumps({
    "imports_s": t1 - t0, "analyser_s": t2 - t1, "first_s": first,
    "rss_imports": rss_imports, "rss_analyser": rss_analyser, "rss_after": rss_mb(),
    "peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
}))
"""


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONHASHSEED": "0"}


def _cpu_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _cold_ask() -> tuple[float, float]:
    """(wall s, CPU s) of one fresh ``eco-triage ask``."""
    exe = Path(sys.executable).with_name("eco-triage")
    cpu, start = _cpu_children(), time.perf_counter()
    subprocess.run([str(exe), "ask", QUERY], capture_output=True, check=True, env=_env())
    return time.perf_counter() - start, _cpu_children() - cpu


def _probe() -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(QUERIES, ensure_ascii=False)],
        capture_output=True, text=True, check=True, env=_env(),
    )  # fmt: skip
    data: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


def run() -> list[Metric]:
    _cold_ask()  # warm-up: bytecode cache and page cache
    asks = [_cold_ask() for _ in range(RUNS)]
    probes = [_probe() for _ in range(RUNS)]

    def med(key: str) -> float:
        return statistics.median(p[key] for p in probes)

    wall = statistics.median(a[0] for a in asks)
    cpu = statistics.median(a[1] for a in asks)
    return [
        Metric(NAME, f"ask cold start median ({RUNS} runs)", wall, "s", "budget 2.5"),
        Metric(NAME, "ask cold start CPU (user+sys) median", cpu, "s", "less load-sensitive"),
        Metric(NAME, "  imports (SDK + project)", med("imports_s"), "s"),
        Metric(NAME, "  analyser load (kiwipiepy)", med("analyser_s"), "s"),
        Metric(NAME, "  first answer", med("first_s") * 1000, "ms"),
        Metric(NAME, "RSS after imports", med("rss_imports"), "MB"),
        Metric(NAME, "RSS after the analyser", med("rss_analyser"), "MB"),
        Metric(NAME, "RSS after the 6 issue-12 queries", med("rss_after"), "MB", "budget 250"),
        Metric(NAME, "peak RSS", med("peak"), "MB"),
    ]
