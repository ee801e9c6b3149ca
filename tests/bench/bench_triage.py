"""Offline triage speed: analyser load, and triage per message after the load.

Messages are the blind corpora (tests/data/triage_blind_*.jsonl: train, dev and the three spent
holdouts, 2,080 messages), each analysed once
(no repeats, so the per-text token cache never answers); the median is over messages. The ``ask``
cold start is measured in :mod:`tests.bench.bench_startup`.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tests.bench.common import Metric, p95_ms

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
FILES = tuple(
    f"triage_blind_{name}.jsonl" for name in ("train", "dev", "spent1", "spent2", "spent3")
)
LOAD = "import time; t=time.perf_counter(); from specialists.korean.morph import load; load(); print(time.perf_counter()-t)"


def _messages() -> list[str]:
    out: list[str] = []
    for name in FILES:
        lines = (DATA / name).read_text("utf-8").splitlines()
        out += [json.loads(line)["q"] for line in lines if line.strip()]
    return out


def run() -> list[Metric]:
    load_s = float(subprocess.run([sys.executable, "-c", LOAD], check=True, capture_output=True,
                                  text=True).stdout.strip())  # fmt: skip
    from agents_pkg.models.offline.nlu import analyze_conversation
    from specialists.korean.morph import load

    load()
    analyze_conversation(["워밍업: 마포구 소파 버리는 비용"])
    samples = []
    for message in _messages():
        start = time.perf_counter()
        analyze_conversation([message])
        samples.append(time.perf_counter() - start)
    return [
        Metric("triage", "analyser load (fresh process)", load_s * 1e3, "ms"),
        Metric("triage", f"triage median ({len(samples)} messages)",
               statistics.median(samples) * 1e3, "ms", "target <= 2"),
        Metric("triage", "triage p95", p95_ms(samples), "ms"),
    ]  # fmt: skip
