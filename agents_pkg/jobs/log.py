"""The run log: one record and one append-only event stream per run, plus admission.

Two implementations share this contract: :class:`MemoryRunLog` (embedded mode, one process) and
:class:`~agents_pkg.jobs.redis_log.RedisRunLog` (Redis hash + Redis Stream per run, shared by every
server and worker). Event ids are the stream's ids (``<ms>-<seq>`` in Redis, ``0-<n>`` in memory):
a client resumes after the last id it saw (SSE ``Last-Event-ID``).

**Attempts fence writers.** :meth:`RunLog.begin` starts attempt *n + 1*; from then on appends and
the finish of attempt *n* are refused, so a worker that was presumed dead and wakes up again can
never interleave its events with its successor's.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Literal, Protocol

RunStatus = Literal["queued", "running", "done", "failed"]
TERMINAL_EVENTS = frozenset({"done", "error"})


@dataclass(frozen=True, slots=True)
class LoggedEvent:
    id: str  # the stream id: what SSE sends as ``id:`` and gets back as ``Last-Event-ID``
    type: str
    data: str  # the event's JSON


@dataclass(frozen=True, slots=True)
class RunInfo:
    run_id: str
    status: RunStatus
    attempt: int
    result: str | None = None  # the TurnResult JSON once done


class RunLog(Protocol):
    async def admit(self, run_id: str, limit: int) -> bool:
        """Create the run (``queued``) unless ``limit`` runs are already unfinished."""
        ...

    async def begin(self, run_id: str, worker: str) -> int:
        """Start the next attempt (``running``); 0 when the run is unknown or already finished."""
        ...

    async def append(self, run_id: str, attempt: int, type: str, data: str) -> str | None:
        """Append one event; its id, or ``None`` when ``attempt`` has been superseded."""
        ...

    async def finish(
        self,
        run_id: str,
        attempt: int,
        status: RunStatus,
        result: str | None,
        last: tuple[str, str],
    ) -> str | None:
        """Append the terminal event ``last`` (type, data), store ``result`` and release the run's
        admission slot, atomically; the event's id, or ``None`` when ``attempt`` was superseded."""
        ...

    async def claim_turn(self, run_id: str) -> bool:
        """True the first time only: the attempt that may store the run's session turn."""
        ...

    async def info(self, run_id: str) -> RunInfo | None: ...

    async def read(self, run_id: str, after: str | None, wait_s: float) -> list[LoggedEvent]:
        """Events after id ``after`` (all when ``None``); waits up to ``wait_s`` for the first."""
        ...

    async def close(self) -> None: ...


def seq_of(event_id: str) -> tuple[int, int]:
    """``"<ms>-<seq>"`` as a sortable pair; ``ValueError`` for anything else."""
    ms, _, seq = event_id.partition("-")
    if not ms.isdigit() or not seq.isdigit():
        raise ValueError(f"not a stream id: {event_id[:40]!r}")
    return int(ms), int(seq)


@dataclass
class _Run:
    info: RunInfo
    events: list[LoggedEvent] = field(default_factory=list)
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)
    touched: float = field(default_factory=time.monotonic)


class MemoryRunLog:
    """The embedded run log: dicts and a condition per run; runs expire ``ttl_s`` after their end."""

    def __init__(self, ttl_s: float = 3600.0) -> None:
        self.ttl_s = ttl_s
        self._runs: dict[str, _Run] = {}
        self._unfinished: set[str] = set()
        self._turns: set[str] = set()

    def _sweep(self) -> None:
        cutoff = time.monotonic() - self.ttl_s
        stale = [
            k for k, r in self._runs.items() if k not in self._unfinished and r.touched < cutoff
        ]
        for key in stale:
            del self._runs[key]
            self._turns.discard(key)

    async def admit(self, run_id: str, limit: int) -> bool:
        self._sweep()
        if len(self._unfinished) >= limit:
            return False
        self._runs[run_id] = _Run(RunInfo(run_id, "queued", 0))
        self._unfinished.add(run_id)
        return True

    async def begin(self, run_id: str, worker: str) -> int:
        run = self._runs.get(run_id)
        if run is None or run.info.status in ("done", "failed"):
            return 0
        attempt = run.info.attempt + 1
        run.info = RunInfo(run_id, "running", attempt)
        return attempt

    async def append(self, run_id: str, attempt: int, type: str, data: str) -> str | None:
        run = self._runs.get(run_id)
        if run is None or run.info.attempt != attempt:
            return None
        event = LoggedEvent(f"0-{len(run.events) + 1}", type, data)
        async with run.changed:
            run.events.append(event)
            run.touched = time.monotonic()
            run.changed.notify_all()
        return event.id

    async def finish(
        self,
        run_id: str,
        attempt: int,
        status: RunStatus,
        result: str | None,
        last: tuple[str, str],
    ) -> str | None:
        event_id = await self.append(run_id, attempt, *last)
        if event_id is not None:
            self._runs[run_id].info = RunInfo(run_id, status, attempt, result)
            self._unfinished.discard(run_id)
        return event_id

    async def claim_turn(self, run_id: str) -> bool:
        if run_id in self._turns:
            return False
        self._turns.add(run_id)
        return True

    async def info(self, run_id: str) -> RunInfo | None:
        run = self._runs.get(run_id)
        return None if run is None else run.info

    async def read(self, run_id: str, after: str | None, wait_s: float) -> list[LoggedEvent]:
        run = self._runs.get(run_id)
        if run is None:
            return []
        start = 0 if after is None else seq_of(after)[1]

        def ready() -> bool:
            return len(run.events) > start

        if not ready() and wait_s > 0:
            try:
                async with asyncio.timeout(wait_s), run.changed:
                    await run.changed.wait_for(ready)
            except TimeoutError:
                return []
        return run.events[start:]

    async def close(self) -> None:
        self._runs.clear()
        self._unfinished.clear()
