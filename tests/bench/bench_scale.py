"""Scale-out: in-process runs/s, ``serve`` req/s, and the job queue with 1 and 2 worker processes.

Every process is real and on loopback: ``eco-triage serve`` (uvicorn with httptools + uvloop),
``eco-triage worker`` and a throwaway ``redis-server``; the embedded offline model answers.

* **orchestrator in-process**: ``Orchestrator.run`` at 10 concurrent runs, SQLite sessions — the
  ceiling the HTTP path is compared with (target: embedded ``serve`` ≥ 0.7× of it).
* **serve embedded / queue 1 worker / queue 2 workers**: ``POST /v1/chat`` closed loop at 1, 10 and
  50 clients (each with its own session id): req/s, p50 and p95.
* **worker drain**: 400 runs queued while the workers are paused (SIGSTOP), then released: runs/s
  of 1 worker and of 2 workers, with no HTTP in the way (target: 2 workers ≥ 1.7× of 1).

The load generator shares the machine's cores with the servers; the note says how many cores and
what the load average was, because another process on the box moves every figure here.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import redis as redis_sync

from agents_pkg import Orchestrator, Settings, SQLiteSessionStore
from agents_pkg.jobs import JobSettings, RunService
from tests.bench.bench_server import (
    QUERIES,
    _free_port,
    _level,
    bench_env,
    level_metrics,
    stop,
    wait_healthy,
)
from tests.bench.common import Metric
from tests.redis_server import RedisServer, redis_server_binary

CLI = Path(sys.executable).parent / "eco-triage"
LEVELS = {1: 100, 10: 300, 50: 500}  # concurrent clients → requests measured
DRAIN_RUNS = 400
_CPU: dict[str, float] = {}  # CPU ms per run / request, by setting (load-independent, unlike req/s)
ROOT = Path(__file__).resolve().parents[2]


def _env(extra: dict[str, str]) -> dict[str, str]:
    # many queued runs at once: the queue's own limit is not what is measured
    return bench_env({"ECO_TRIAGE_QUEUE_LIMIT": "100000", **extra})


@contextmanager
def _processes(env: dict[str, str], workers: int, serve: bool) -> Iterator[tuple[str, list[int]]]:
    """``eco-triage serve`` (if ``serve``) and ``workers`` × ``eco-triage worker``; base URL and
    the pids (workers first, then the server)."""
    port = _free_port()
    logs = Path(env["ECO_TRIAGE_DATA_DIR"])
    spawn = {"cwd": ROOT, "env": env, "stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL}

    def start(*args: str) -> subprocess.Popen[bytes]:
        err = (logs / f"{args[0]}-{len(procs)}-{port}.log").open("wb")
        return subprocess.Popen([str(CLI), "--log-level", "ERROR", *args], stderr=err, **spawn)  # type: ignore[call-overload]

    procs: list[subprocess.Popen[bytes]] = []
    for _ in range(workers):
        procs.append(start("worker"))
    if serve:
        procs.append(start("serve", "--port", str(port)))
    base = f"http://127.0.0.1:{port}"
    try:
        if serve:
            wait_healthy(base, procs, 120)
        if workers:
            _wait_workers(env["ECO_TRIAGE_QUEUE_URL"], {p.pid for p in procs[:workers]})
        yield base, [p.pid for p in procs]
    finally:
        stop(procs)


def _wait_workers(url: str, pids: set[int]) -> None:
    client = redis_sync.Redis.from_url(url, decode_responses=True)
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline:
            seen = {int(k.rsplit(":", 1)[1]) for k in client.scan_iter("eco-triage:worker:*")}
            if pids <= seen:
                time.sleep(0.5)
                return
            time.sleep(0.1)
        raise RuntimeError("bench workers did not start")
    finally:
        client.close()


async def _http_levels(base: str, label: str, note: str, pids: list[int]) -> list[Metric]:
    tag = label.replace(" ", "").replace("+", "")  # session ids: [A-Za-z0-9._:@-]
    await _level(base, 5, 30, f"warmup-{tag}")
    metrics: list[Metric] = []
    for clients, total in LEVELS.items():
        cpu = sum(_cpu_s(pid) for pid in pids)
        latencies, elapsed = await _level(base, clients, total, f"{tag}-c{clients}")
        cpu_ms = (sum(_cpu_s(pid) for pid in pids) - cpu) / len(latencies) * 1000
        metrics.append(Metric("scale", f"{label}, {clients} clients: CPU per request", cpu_ms,
                              "ms", "server + worker processes"))  # fmt: skip
        metrics += level_metrics(
            "scale", f"{label}, {clients} clients", latencies, elapsed,
            f"{len(latencies)} requests; {note}",
        )  # fmt: skip
    return metrics


async def _in_process(tmp: str) -> float:
    store = SQLiteSessionStore(Path(tmp) / "inproc.sqlite3")
    async with Orchestrator(Settings(), sessions=store) as orch:
        for q in QUERIES * 4:
            await orch.run(q)
        total, clients, done = 500, 10, 0
        started = time.perf_counter()

        async def client(n: int) -> None:
            nonlocal done
            while done < total:
                done += 1
                await orch.run(QUERIES[done % len(QUERIES)], session_id=f"in-{n}")

        cpu = time.process_time()
        await asyncio.gather(*(client(n) for n in range(clients)))
        _CPU["in-process"] = (time.process_time() - cpu) / total * 1000
        return total / (time.perf_counter() - started)


async def _drain(url: str, pids: list[int]) -> float:
    """``DRAIN_RUNS`` queued while the workers are paused; runs/s once they are released."""
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    async with Orchestrator(Settings()) as orch:
        service = await RunService(orch, JobSettings(queue_url=url, queue_limit=100_000)).open()
        try:
            for i in range(DRAIN_RUNS):
                await service.submit(QUERIES[i % len(QUERIES)], f"d{i % 50}", stream=False)
            raw = redis_sync.Redis.from_url(url)
            started, cpu = time.perf_counter(), sum(_cpu_s(pid) for pid in pids)
            for pid in pids:
                os.kill(pid, signal.SIGCONT)
            while raw.zcard("eco-triage:runs:unfinished"):  # noqa: ASYNC110  # another process
                await asyncio.sleep(0.01)
            elapsed = time.perf_counter() - started
            _CPU[f"drain-{len(pids)}"] = (sum(_cpu_s(p) for p in pids) - cpu) / DRAIN_RUNS * 1000
            raw.close()
        finally:
            await service.close()
    return DRAIN_RUNS / elapsed


def _cpu_s(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _load_note() -> str:
    return f"{os.cpu_count()} cores, load avg {os.getloadavg()[0]:.1f} at start"


async def run() -> list[Metric]:
    metrics: list[Metric] = []
    with tempfile.TemporaryDirectory(prefix="eco-triage-scale-") as tmp:
        note = _load_note()
        runs_s = await _in_process(tmp)
        metrics.append(Metric("scale", "orchestrator in-process, 10 concurrent: throughput",
                              runs_s, "runs/s", f"SQLite sessions; {note}"))  # fmt: skip
        metrics.append(Metric("scale", "orchestrator in-process: CPU per run",
                              _CPU["in-process"], "ms", "this process"))  # fmt: skip
        env = _env({"ECO_TRIAGE_DATA_DIR": tmp})
        with _processes(env, 0, True) as (base, pids):
            embedded = await _http_levels(base, "serve embedded", _load_note(), pids)
        metrics += embedded
        best = max(m.value for m in embedded if m.unit == "req/s")
        metrics.append(Metric("scale", "serve embedded best req/s ÷ in-process runs/s",
                              best / runs_s, "ratio", "target ≥ 0.7"))  # fmt: skip
        if redis_server_binary() is None:
            return metrics
        drains: dict[int, float] = {}
        for workers in (1, 2):
            with RedisServer.start() as redis_srv:
                queue_env = _env({"ECO_TRIAGE_DATA_DIR": tmp, "ECO_TRIAGE_QUEUE_URL": redis_srv.url,
                                  "ECO_TRIAGE_REDIS_URL": redis_srv.url})  # fmt: skip
                with _processes(queue_env, workers, True) as (base, pids):
                    label = f"serve + {workers} worker{'s' if workers > 1 else ''}"
                    metrics += await _http_levels(base, label, _load_note(), pids)
                    drains[workers] = await _drain(redis_srv.url, pids[:workers])
                    metrics.append(Metric("scale", f"worker drain, {workers} worker(s)",
                                          drains[workers], "runs/s",
                                          f"{DRAIN_RUNS} queued runs; {_load_note()}"))  # fmt: skip
                    metrics.append(Metric("scale", f"worker drain, {workers} worker(s): CPU per run",
                                          _CPU[f"drain-{workers}"], "ms", "worker processes"))  # fmt: skip
        metrics.append(Metric("scale", "worker drain: 2 workers ÷ 1 worker", drains[2] / drains[1],
                              "ratio", "target ≥ 1.7"))  # fmt: skip
    return metrics
