"""The real-model path under load: 200 concurrent runs against the loopback fake OpenAI server.

For each backend (``openai`` = Responses API, ``openai-compatible`` = Chat Completions), one shared
:class:`Orchestrator` serves 200 concurrent ``stream()`` runs, each asking about its own district and
item; 10 % of the runs get an injected fault (429, 500 on every streamed attempt, a dropped stream
before / after text, malformed tool JSON, an unknown tool, an invalid handoff payload, a slow
response). Reported: throughput, p50/p95 latency, errors and fallbacks.

All runs start together and the event loop interleaves them, so each run's latency is close to the
whole batch's duration (seconds, not milliseconds): the per-request timeout is the production default
(30 s) here, and the ``slow`` fault is latency within it. Timeouts themselves are exercised one run at
a time in ``tests/test_backends.py``. Event shapes are validated there too, not under load.

:func:`run_load` is also what ``tests/test_backends.py`` asserts on (every run ends with its own
answer or a clear error, no duplicated text).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from agents_pkg import Orchestrator
from agents_pkg.backend_settings import Backend
from agents_pkg.config import Settings
from agents_pkg.events import Done, ErrorEvent, TextDelta
from agents_pkg.result import TurnResult
from specialists.korean.gazetteer import all_districts, lookup_district
from tests.bench.common import Metric
from tests.fake_openai import FakeOpenAI, Fault, FaultKind, extract_district

RUNS = 200
FAULT_RATE = 0.1
# items whose names are not substrings of each other, so an answer's item is unambiguous
LOAD_ITEMS = ("소파", "침대", "냉장고", "세탁기", "책상", "식탁", "피아노", "자전거")
LOAD_FAULTS: tuple[FaultKind, ...] = (
    "http_429",
    "http_500",
    "drop_before_text",
    "drop_after_text",
    "bad_tool_json",
    "unknown_tool",
    "bad_handoff",
    "slow",
)


def load_districts() -> list[str]:
    """Unambiguous 시군구 keys that are not substrings of one another (199 of 229)."""
    keys = [d.key for d in all_districts() if len(lookup_district(d.key)) == 1]
    return [
        k
        for k in keys
        if not any(k != o and k in o for o in keys) and extract_district(f"{k}에서 x") == k
    ]


def load_settings(backend: Backend, base_url: str, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "backend": backend,
        "base_url": base_url,
        "api_key": "test-key",
        "model": "fake-model",
        "model_retries": 2,
        "model_timeout_s": 30.0,  # 200 interleaved runs stretch every request; see module doc
        "model_retry_initial_delay_s": 0.02,
        "model_retry_max_delay_s": 0.2,
    }
    values.update(overrides)
    return Settings(**values)


def fault_for(kind: FaultKind, match: str) -> Fault:
    """How each load fault is injected for one run (``match`` = that run's district)."""
    if kind == "http_429":
        return Fault(kind, match=match, times=1, retry_after=0.05)
    if kind == "http_500":
        return Fault(kind, match=match, stream=True, times=None)  # every SDK attempt: fallback
    if kind == "drop_before_text":
        return Fault(kind, match=match, agent="bulk_waste", stream=True, times=None)
    if kind == "drop_after_text":
        return Fault(kind, match=match, agent="bulk_waste", times=None)
    if kind == "slow":
        return Fault(kind, match=match, times=1, delay=1.0)  # latency, within the timeout
    return Fault(kind, match=match)


@dataclass
class RunRecord:
    index: int
    district: str
    item: str
    fault: FaultKind | None
    result: TurnResult | None = None
    deltas: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    exception: str | None = None

    @property
    def streamed(self) -> str:
        return "".join(self.deltas)


@dataclass
class LoadReport:
    backend: str
    records: list[RunRecord]
    seconds: float
    requests: int

    @property
    def latencies(self) -> list[float]:
        return sorted(r.seconds for r in self.records)

    def percentile(self, q: float) -> float:
        values = self.latencies
        return values[min(len(values) - 1, int(q * len(values)))]


async def _one(orch: Orchestrator, record: RunRecord) -> None:
    query = f"{record.district}에서 {record.item} 버리려면 얼마야?"
    started = time.perf_counter()
    try:
        async for event in orch.stream(query):
            if isinstance(event, TextDelta):
                record.deltas.append(event.delta)
            elif isinstance(event, ErrorEvent):
                record.errors.append(event.message)
            elif isinstance(event, Done):
                record.result = event.result
    except Exception as exc:  # recorded, never raised: the caller asserts there are none
        record.exception = f"{type(exc).__name__}: {exc}"
    record.seconds = time.perf_counter() - started


async def run_load(
    backend: Backend,
    *,
    runs: int = RUNS,
    fault_rate: float = FAULT_RATE,
    faults: Sequence[FaultKind] = LOAD_FAULTS,
    validate: bool = False,
    **overrides: Any,
) -> LoadReport:
    """``runs`` concurrent runs on one orchestrator; every ``1/fault_rate``-th run gets a fault."""
    districts = load_districts()
    every = max(1, round(1 / fault_rate)) if fault_rate > 0 else 0
    records: list[RunRecord] = []
    with FakeOpenAI(validate=validate) as fake:
        for i in range(runs):
            kind = faults[(i // every) % len(faults)] if every and i % every == 0 else None
            district, item = districts[i % len(districts)], LOAD_ITEMS[i % len(LOAD_ITEMS)]
            records.append(RunRecord(i, district, item, kind))
            if kind is not None:
                fake.add_fault(fault_for(kind, f"{district}에서 {item}"))
        async with Orchestrator(load_settings(backend, fake.base_url, **overrides)) as orch:
            started = time.perf_counter()
            await asyncio.gather(*(_one(orch, r) for r in records))
            elapsed = time.perf_counter() - started
        if fake.protocol_errors:
            raise AssertionError(f"fake server protocol errors: {fake.protocol_errors[:3]}")
        return LoadReport(backend, records, elapsed, len(fake.requests))


async def run() -> list[Metric]:
    metrics: list[Metric] = []
    sdk_log = logging.getLogger("openai.agents")  # "Error streaming response" for the cut streams
    level = sdk_log.level
    sdk_log.setLevel(logging.CRITICAL)
    try:
        backend: Backend
        for backend in ("openai", "openai-compatible"):
            report = await run_load(backend)
            results = [r.result for r in report.records if r.result is not None]
            errors = sum(1 for r in results if r.error) + sum(
                1 for r in report.records if r.exception
            )
            fallbacks = sum(1 for r in results if r.backend == "fallback")
            note = f"{RUNS} concurrent, {FAULT_RATE:.0%} faults, loopback fake server"
            tag = f"[{backend}]"
            metrics += [
                Metric("backends", f"{tag} throughput", len(results) / report.seconds, "runs/s", note),
                Metric("backends", f"{tag} latency p50", report.percentile(0.5) * 1e3, "ms"),
                Metric("backends", f"{tag} latency p95", report.percentile(0.95) * 1e3, "ms"),
                Metric("backends", f"{tag} runs with a clear error", errors, "runs"),
                Metric("backends", f"{tag} runs answered by fallback", fallbacks, "runs"),
                Metric("backends", f"{tag} HTTP requests", report.requests, "requests"),
            ]  # fmt: skip
    finally:
        sdk_log.setLevel(level)
    return metrics
