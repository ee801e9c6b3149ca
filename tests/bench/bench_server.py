"""``POST /v1/chat`` over HTTP: requests/s and p50/p95 latency at 1, 10 and 50 concurrent clients.

The server is a real uvicorn in its own process on loopback, built exactly as ``eco-triage serve``
builds it (``create_app()`` from env, embedded offline model, logs at WARNING), once with SQLite
sessions (``ECO_TRIAGE_SESSION_DB``) and once with Redis sessions (``ECO_TRIAGE_REDIS_URL``, a
throwaway ``redis-server`` as in the tests). Every client keeps its own session id, so each request
reads its history and appends a turn. Closed loop: each client sends its next request when the
previous answer arrived. Bounded: a fixed request count per level, and a time cap.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.bench.common import Metric, median_ms, p95_ms
from tests.redis_server import RedisServer, redis_server_binary

QUERIES = [
    "강남구에서 소파 버리려면 얼마야?",
    "폐지 가격 알려줘",
    "부산 날씨 어때?",
    "폐건전지 어디에 버려?",
    "마포구 책상 버리는 비용",
]
LEVELS = {1: 100, 10: 200, 50: 300}  # concurrent clients → requests measured
WARMUP = 20
LEVEL_TIME_CAP_S = 20.0
ROOT = Path(__file__).resolve().parents[2]

_SERVER = """
import logging, sys, structlog, uvicorn
structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))
from agents_pkg.server import create_app
uvicorn.run(create_app(), host="127.0.0.1", port=int(sys.argv[1]), access_log=False,
            log_level="warning", ws="none")
"""


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def bench_env(extra: dict[str, str]) -> dict[str, str]:
    """This process's environment without its model or eco-triage settings, on the offline backend,
    with the rate limiter off (throughput, not the limiter, is measured), plus ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ECO_TRIAGE_"))}
    env.update({"ECO_TRIAGE_BACKEND": "offline", "ECO_TRIAGE_RATE_LIMIT_PER_MIN": "0", **extra})
    return env


def wait_healthy(base: str, procs: list[subprocess.Popen[bytes]], timeout_s: float) -> None:
    """Until ``base``/healthz answers 200; fails if a process exits or ``timeout_s`` passes."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        exited = [p.returncode for p in procs if p.poll() is not None]
        if exited:
            raise RuntimeError(f"a bench process exited with {exited[0]}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"bench server did not answer /healthz within {timeout_s:.0f} s")
        time.sleep(0.05)


def stop(procs: list[subprocess.Popen[bytes]]) -> None:
    """Terminate ``procs`` (resuming any stopped one first), killing those that outlive 15 s."""
    for proc in procs:
        if proc.poll() is None:
            proc.send_signal(signal.SIGCONT)
            proc.terminate()
    for proc in procs:
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


@contextmanager
def _server(extra_env: dict[str, str]) -> Iterator[str]:
    """A uvicorn process serving ``create_app()`` with ``extra_env``; yields its base URL."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", _SERVER, str(port)],
        cwd=ROOT, env=bench_env(extra_env), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(base, [proc], 30)
        yield base
    finally:
        stop([proc])


async def _level(base: str, concurrency: int, total: int, tag: str) -> tuple[list[float], float]:
    """``concurrency`` clients share ``total`` requests; per-request latencies and wall time."""
    latencies: list[float] = []
    remaining = total
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as client:
        deadline = time.perf_counter() + LEVEL_TIME_CAP_S

        async def worker(n: int) -> None:
            nonlocal remaining
            turn = 0
            session_id: str | None = None  # issued by the server on the first turn
            while remaining > 0 and time.perf_counter() < deadline:
                remaining -= 1
                body = {"message": QUERIES[(n + turn) % len(QUERIES)], "session_id": session_id}
                turn += 1
                start = time.perf_counter()
                response = await client.post("/v1/chat", json=body)
                latencies.append(time.perf_counter() - start)
                if response.status_code != 200 or not response.json().get("answer"):
                    raise RuntimeError(f"bench request failed: HTTP {response.status_code}")
                session_id = response.json()["session_id"]

        started = time.perf_counter()
        await asyncio.gather(*(worker(n) for n in range(concurrency)))
        return latencies, time.perf_counter() - started


def level_metrics(
    bench: str, name: str, latencies: list[float], elapsed: float, note: str
) -> list[Metric]:
    """Throughput, p50 and p95 latency of one load level."""
    return [
        Metric(bench, f"{name}: throughput", len(latencies) / elapsed, "req/s", note),
        Metric(bench, f"{name}: p50 latency", median_ms(latencies), "ms"),
        Metric(bench, f"{name}: p95 latency", p95_ms(latencies), "ms"),
    ]


async def _measure(base: str, label: str, note: str) -> list[Metric]:
    await _level(base, 5, WARMUP, f"warmup-{label}")
    metrics: list[Metric] = []
    for concurrency, total in LEVELS.items():
        latencies, elapsed = await _level(base, concurrency, total, f"{label}-c{concurrency}")
        capped = " (time cap hit)" if len(latencies) < total else ""
        name = f"{label} sessions, {concurrency} clients"
        note_text = f"{len(latencies)} requests{capped}{'; ' + note if note else ''}"
        metrics += level_metrics("server", name, latencies, elapsed, note_text)
    return metrics


async def run() -> list[Metric]:
    metrics: list[Metric] = []
    binary = redis_server_binary()
    note = "" if binary else "redis-server not on PATH (make redis): SQLite only"
    with tempfile.TemporaryDirectory(prefix="eco-triage-bench-") as tmp:
        db = str(Path(tmp) / "sessions.sqlite3")
        with _server({"ECO_TRIAGE_SESSION_DB": db, "ECO_TRIAGE_DATA_DIR": tmp}) as base:
            metrics += await _measure(base, "SQLite", note)
        if binary is not None:
            with (
                RedisServer.start(binary) as redis,
                _server({"ECO_TRIAGE_REDIS_URL": redis.url, "ECO_TRIAGE_DATA_DIR": tmp}) as base,
            ):
                metrics += await _measure(base, "Redis", "")
    return metrics
