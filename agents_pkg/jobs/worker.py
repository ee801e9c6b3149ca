"""``eco-triage worker``: a process that executes queued runs (taskiq receiver, in-process).

::

    ECO_TRIAGE_QUEUE_URL=redis://localhost:6379/0 eco-triage worker [--concurrency 16]

Each worker holds one open :class:`~agents_pkg.orchestrator.Orchestrator` and runs up to
``run_concurrency`` jobs at once (taskiq's ``max_async_tasks``; no prefetch beyond that, so idle
workers share a burst). Its session store is wrapped in
:class:`~agents_pkg.jobs.execute.OnceSessions`, so a retried job stores its turn once. SIGTERM or
SIGINT stops it: jobs it had not finished stay pending and another worker takes them over.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal

from taskiq.api import run_receiver_task

from agents_pkg.jobs.broker import TASK_NAME, make_broker
from agents_pkg.jobs.config import JobSettings
from agents_pkg.jobs.execute import OnceSessions, RunExecutor
from agents_pkg.jobs.redis_log import RedisRunLog
from agents_pkg.logging import get_logger
from agents_pkg.orchestrator import Orchestrator

log = get_logger("eco_triage.jobs")


async def run_worker(
    orchestrator: Orchestrator, settings: JobSettings, stop: asyncio.Event | None = None
) -> None:
    """Execute jobs on ``orchestrator`` (new, not yet open) until ``stop`` is set or a signal."""
    if settings.queue_url is None:
        from agents_pkg.errors import ConfigurationError

        raise ConfigurationError("eco-triage worker needs ECO_TRIAGE_QUEUE_URL=redis://…")
    stop = stop or _stop_on_signals()
    runs = RedisRunLog(settings.queue_url, ttl_s=settings.run_ttl_s, prefix=settings.key_prefix)
    orchestrator.sessions = OnceSessions(orchestrator.sessions, runs)
    executor = RunExecutor(orchestrator, runs)

    async def run(
        run_id: str, text: str, session_id: str | None = None, stream: bool = True
    ) -> None:
        await executor.execute(run_id, text, session_id, stream=stream)

    broker = make_broker(settings)
    broker.register_task(run, task_name=TASK_NAME)
    broker.is_worker_process = True
    try:
        async with orchestrator:
            await broker.startup()
            receiver = asyncio.create_task(
                run_receiver_task(
                    broker,
                    max_async_tasks=settings.run_concurrency,
                    max_prefetch=0,
                    run_startup=False,
                    propagate_exceptions=False,
                )  # fmt: skip
            )
            presence = asyncio.create_task(_announce(runs, executor.name, settings))
            log.info("worker.start", name=executor.name, concurrency=settings.run_concurrency)
            await stop.wait()
            for task in (receiver, presence):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            await runs.redis.delete(worker_key(settings, executor.name))
    finally:
        await broker.shutdown()
        await runs.close()
        log.info("worker.stop", name=executor.name)


def worker_key(settings: JobSettings, name: str) -> str:
    """``{prefix}:worker:{host:pid}``: present while that worker runs (for operators and tests)."""
    return f"{settings.key_prefix}:worker:{name}"


async def _announce(runs: RedisRunLog, name: str, settings: JobSettings) -> None:
    key, period = worker_key(settings, name), max(0.1, settings.claim_after_s / 3)
    while True:
        await runs.redis.set(key, "1", px=int(period * 3000))
        await asyncio.sleep(period)


def _stop_on_signals() -> asyncio.Event:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    return stop
