"""``eco-triage worker`` and ``eco-triage serve --workers N``.

``serve --workers N`` (N > 1) runs N uvicorn processes on one socket. Each is a separate Python
process, so the run log must be shared: it needs ``ECO_TRIAGE_QUEUE_URL`` (with the embedded run log
a run started on one process could not be followed from another). The CLI's logging options reach
the child processes through ``ECO_TRIAGE_LOG_JSON`` and ``ECO_TRIAGE_LOG_LEVEL``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import sys

from fastapi import FastAPI
from redis.exceptions import ConnectionError as RedisConnectionError

from agents_pkg.config import Settings
from agents_pkg.errors import ConfigurationError
from agents_pkg.jobs import JobSettings, run_worker
from agents_pkg.logging import configure_logging
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.server.connections import server_config
from agents_pkg.sessions import close_session_store, session_store


def worker(concurrency: int | None = None) -> int:
    """``eco-triage worker [--concurrency N]``: execute queued runs until SIGTERM / SIGINT."""
    settings = Settings()
    jobs = JobSettings.from_settings(settings)
    if jobs.embedded:
        raise ConfigurationError(
            "eco-triage worker needs ECO_TRIAGE_QUEUE_URL=redis://… (the queue it takes runs from)"
        )
    if concurrency is not None:
        if concurrency <= 0:
            raise ConfigurationError(f"--concurrency must be positive, got {concurrency}")
        jobs = dataclasses.replace(jobs, run_concurrency=concurrency)
    try:
        asyncio.run(_worker(settings, jobs))
    except RedisConnectionError as exc:  # the message names host:port, never the password
        print(f"eco-triage worker: cannot reach the queue: {exc}", file=sys.stderr)
        return 1
    return 0


async def _worker(settings: Settings, jobs: JobSettings) -> None:
    store = session_store(settings)
    try:
        await run_worker(Orchestrator(settings, sessions=store), jobs)
    finally:
        await close_session_store(store)


def serve_processes(
    host: str, port: int, workers: int, *, log_json: bool = False, log_level: str = "WARNING"
) -> None:
    """``serve --workers N``: N uvicorn processes, each building the app from the environment
    (the log options travel as ``ECO_TRIAGE_LOG_JSON`` / ``ECO_TRIAGE_LOG_LEVEL``)."""
    import uvicorn

    settings = Settings()
    if workers > 1 and settings.queue_url is None:
        raise ConfigurationError(
            "serve --workers N > 1 needs ECO_TRIAGE_QUEUE_URL=redis://…: runs must be visible "
            "to every server process"
        )
    os.environ["ECO_TRIAGE_LOG_JSON"] = "1" if log_json else "0"
    os.environ["ECO_TRIAGE_LOG_LEVEL"] = log_level
    # The single-process server's connection hygiene, as far as plain options carry it across
    # processes (the per-request read deadline needs the one-process protocol class).
    hygiene = server_config(None, host, port, settings)
    uvicorn.run(
        "agents_pkg.cli.worker:app_from_env", factory=True, host=host, port=port,
        workers=workers, access_log=False, ws="none", log_config=None,
        timeout_keep_alive=hygiene.timeout_keep_alive,
        h11_max_incomplete_event_size=hygiene.h11_max_incomplete_event_size,
        proxy_headers=hygiene.proxy_headers, forwarded_allow_ips=hygiene.forwarded_allow_ips,
        timeout_graceful_shutdown=hygiene.timeout_graceful_shutdown, backlog=hygiene.backlog,
    )  # fmt: skip


def app_from_env() -> FastAPI:
    """The app of one ``serve --workers`` process (uvicorn imports it by name in the child)."""
    from agents_pkg.server import create_app
    from agents_pkg.server.connections import install_log_rate_cap

    settings = Settings()
    configure_logging(json=settings.log_json, level=settings.log_level)
    install_log_rate_cap()
    return create_app()
