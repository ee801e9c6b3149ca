"""Run every benchmark script, print one table, and write the figures as JSON for comparison."""

from __future__ import annotations

import asyncio
import importlib
import inspect
import json
import logging
import pkgutil
import platform
import sys
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

import structlog

import tests.bench as bench
from tests.bench.common import Metric

OUT = Path(__file__).parent / "results"


def main() -> int:
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    metrics: list[Metric] = []
    names = sorted(
        m.name for m in pkgutil.iter_modules(bench.__path__) if m.name.startswith("bench_")
    )
    only = set(sys.argv[1:])
    for name in names:
        if only and name not in only:
            continue
        module = importlib.import_module(f"tests.bench.{name}")
        result = module.run()
        metrics += asyncio.run(result) if inspect.isawaitable(result) else result
    print(f"{'bench':22} {'metric':44} {'value':>12} unit")
    for m in metrics:
        print(
            f"{m.bench:22} {m.name:44} {m.value:12.3f} {m.unit}{'  (' + m.note + ')' if m.note else ''}"
        )
    OUT.mkdir(exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    path = OUT / f"bench-{stamp}.json"
    path.write_text(
        json.dumps(
            {"when": stamp, "python": platform.python_version(), "machine": platform.machine(),
             "metrics": [asdict(m) for m in metrics]},
            ensure_ascii=False, indent=2,
        ),
        encoding="utf-8",
    )  # fmt: skip
    print(f"\nwritten: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
