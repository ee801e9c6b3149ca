"""Runs as jobs: durable, resumable, spread over worker processes (or embedded in the server).

| module | concept |
|---|---|
| :mod:`~agents_pkg.jobs.config` | :class:`JobSettings` from ``ECO_TRIAGE_QUEUE_URL`` and friends |
| :mod:`~agents_pkg.jobs.log` | the run log contract (record + event stream + admission), in memory |
| :mod:`~agents_pkg.jobs.redis_log` | the same on Redis: a hash and a Redis Stream per run |
| :mod:`~agents_pkg.jobs.execute` | one attempt at a run: events into the log once, the turn stored once |
| :mod:`~agents_pkg.jobs.broker` | the taskiq Redis-Stream broker (takeover of a dead worker's jobs) |
| :mod:`~agents_pkg.jobs.service` | what the HTTP API uses: submit, follow, wait; backpressure |
| :mod:`~agents_pkg.jobs.worker` | ``eco-triage worker`` |
"""

from agents_pkg.jobs.config import JobSettings
from agents_pkg.jobs.execute import OnceSessions, RunExecutor
from agents_pkg.jobs.log import LoggedEvent, MemoryRunLog, RunInfo, RunLog
from agents_pkg.jobs.redis_log import RedisRunLog
from agents_pkg.jobs.service import QueueFull, RunService
from agents_pkg.jobs.worker import run_worker

__all__ = [
    "JobSettings",
    "LoggedEvent",
    "MemoryRunLog",
    "OnceSessions",
    "QueueFull",
    "RedisRunLog",
    "RunExecutor",
    "RunInfo",
    "RunLog",
    "RunService",
    "run_worker",
]
