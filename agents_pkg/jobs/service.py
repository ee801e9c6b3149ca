"""Runs behind the HTTP API: admit, enqueue (or start in-process), and follow a run's events.

* **Embedded** (no ``ECO_TRIAGE_QUEUE_URL``): each run is an asyncio task in this process, at most
  ``run_concurrency`` at a time, its events in a :class:`~agents_pkg.jobs.log.MemoryRunLog`.
* **Queue**: each run is a taskiq job on Redis, executed by ``eco-triage worker`` processes, its
  events in a :class:`~agents_pkg.jobs.redis_log.RedisRunLog` that every server reads. The job
  carries the message **PII-masked**; a message the PII guard blocks outright never enters the
  queue — this process answers it (the guard stops the run before any model or tool call).

Either way at most ``queue_limit`` runs are unfinished; beyond that :meth:`RunService.submit`
raises :class:`QueueFull` (HTTP 503 + ``Retry-After``).
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from typing import Self

from agents_pkg.errors import EcoTriageError
from agents_pkg.jobs.broker import ClaimingStreamBroker, make_broker, run_kicker
from agents_pkg.jobs.config import JobSettings
from agents_pkg.jobs.execute import RunExecutor, failure_event
from agents_pkg.jobs.log import TERMINAL_EVENTS, LoggedEvent, MemoryRunLog, RunInfo, RunLog
from agents_pkg.jobs.redis_log import RedisRunLog
from agents_pkg.logging import get_logger
from agents_pkg.orchestrator import Orchestrator
from guardrails.pii import evaluate

log = get_logger("eco_triage.jobs")
POLL_S = 15.0  # one blocking read of the event log; SSE pings keep the connection alive meanwhile


class QueueFull(EcoTriageError):
    """Too many unfinished runs; retry after ``retry_after_s`` seconds."""

    def __init__(self, retry_after_s: int) -> None:
        super().__init__(f"the run queue is full; retry after {retry_after_s} s")
        self.retry_after_s = retry_after_s


class RunService:
    """Owns the run log and the queue client (or the in-process tasks). ``open()`` connects."""

    def __init__(self, orchestrator: Orchestrator, settings: JobSettings) -> None:
        self.orchestrator, self.settings = orchestrator, settings
        self._tasks: set[asyncio.Task[None]] = set()
        self._broker: ClaimingStreamBroker | None = None

    @property
    def mode(self) -> str:
        return "embedded" if self.settings.embedded else "queue"

    async def open(self) -> Self:
        s = self.settings
        if s.embedded:
            self.runs: RunLog = MemoryRunLog(ttl_s=s.run_ttl_s)
        else:
            assert s.queue_url is not None
            self.runs = RedisRunLog(s.queue_url, ttl_s=s.run_ttl_s, prefix=s.key_prefix)
            self._broker = make_broker(s)
            await self._broker.startup()  # creates the stream and the consumer group
            self._kicker = run_kicker(self._broker)
        self._executor = RunExecutor(self.orchestrator, self.runs)
        self._slots = asyncio.Semaphore(s.run_concurrency)
        return self

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._broker is not None:
            await self._broker.shutdown()
        await self.runs.close()

    # --- submit -----------------------------------------------------------------------------------
    async def submit(self, text: str, session_id: str | None, *, stream: bool = True) -> str:
        """Admit and start one run (``text`` already validated); its id. :class:`QueueFull` if full.

        ``stream=False`` when only the result is wanted: the run logs just its ``done`` event."""
        run_id = uuid.uuid4().hex
        if not await self.runs.admit(run_id, self.settings.queue_limit):
            raise QueueFull(self.settings.retry_after_s)
        if self._broker is None:
            self._start_here(run_id, text, session_id, stream)
            return run_id
        decision = evaluate(text, self.orchestrator.settings.pii_policy)
        if decision.should_block:
            self._start_here(run_id, text, session_id, stream)  # raw PII stays in this process
            return run_id
        try:
            await self._kicker.kiq(
                run_id=run_id, text=decision.masked_text, session_id=session_id, stream=stream
            )
        except Exception:
            await self.runs.finish(run_id, 0, "failed", None, failure_event())  # free the slot
            raise
        return run_id

    def _start_here(self, run_id: str, text: str, session_id: str | None, stream: bool) -> None:
        task = asyncio.create_task(self._run_here(run_id, text, session_id, stream))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _run_here(self, run_id: str, text: str, session_id: str | None, stream: bool) -> None:
        async with self._slots:
            await self._executor.execute(run_id, text, session_id, stream=stream)

    # --- follow -----------------------------------------------------------------------------------
    async def events(self, run_id: str, after: str | None = None) -> AsyncIterator[LoggedEvent]:
        """The run's events after id ``after``, live, until its ``done`` or ``error`` event."""
        while True:
            batch = await self.runs.read(run_id, after, 0)
            if not batch and await self.finished(run_id):
                # it may have finished since that read: the terminal event is logged with the status
                batch = await self.runs.read(run_id, after, 0)
                if not batch:
                    return  # expired, or finished with nothing after ``after``
            elif not batch:
                batch = await self.runs.read(run_id, after, POLL_S)
            for event in batch:
                yield event
                if event.type in TERMINAL_EVENTS:
                    return
            if batch:
                after = batch[-1].id

    async def finished(self, run_id: str) -> bool:
        """True when the run is over (or unknown): no more events will come."""
        info = await self.runs.info(run_id)
        return info is None or info.status in ("done", "failed")

    async def outcome(self, run_id: str) -> RunInfo | None:
        """Wait until the run finished; its record (``result`` is the turn's JSON when done)."""
        async for _event in self.events(run_id):
            pass
        return await self.runs.info(run_id)
