"""One attempt at one run: the orchestrator's events into the run log, exactly once per run.

A retried run (its worker was killed, the job was claimed by another) starts a new attempt, which
fences the old one out of the log (:mod:`agents_pkg.jobs.log`); the terminal event and the stored
result are written together, so a run whose ``done`` is logged is finished and never re-run. The new attempt replays the turn and
**skips the events the log already holds** while they match, so a client sees each text delta once.
Should a real model answer differently the second time, the attempt appends one ``reset`` event
(drop everything received for this run) and then the whole new sequence. The session turn is stored
once per run, whichever attempt gets there (:class:`OnceSessions`).
"""

from __future__ import annotations

import json
import os
import socket
from contextvars import ContextVar

from agents_pkg.errors import QueryError
from agents_pkg.events import Done, ErrorEvent
from agents_pkg.jobs.log import LoggedEvent, RunLog
from agents_pkg.logging import get_logger
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.sessions import Message, SessionStore

log = get_logger("eco_triage.jobs")

RUN_FAILED_MESSAGE = "서버 내부 오류로 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요."
RESET_DATA = json.dumps(
    {"type": "reset", "reason": "the run restarted on another worker; drop what it sent so far"}
)
current_run: ContextVar[str | None] = ContextVar("eco_triage_current_run", default=None)


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


class OnceSessions:
    """A session store whose ``append`` happens once per run (keyed by :data:`current_run`).

    Uses the store's own atomic ``append_once`` when it has one (Redis); otherwise a marker in the
    run log decides, then the store appends. Outside a run it is the store itself.
    """

    def __init__(self, inner: SessionStore, claim: RunLog) -> None:
        self.inner, self._log = inner, claim

    async def history(self, session_id: str) -> list[Message]:
        return await self.inner.history(session_id)

    async def append(self, session_id: str, user: str, answer: str) -> None:
        run_id = current_run.get()
        if run_id is None:
            await self.inner.append(session_id, user, answer)
            return
        once = getattr(self.inner, "append_once", None)
        if once is not None:
            await once(session_id, user, answer, token=run_id)
        elif await self._log.claim_turn(run_id):
            await self.inner.append(session_id, user, answer)


class RunExecutor:
    """Runs queued runs on one open orchestrator and writes their events to the run log."""

    def __init__(
        self, orchestrator: Orchestrator, runs: RunLog, *, name: str | None = None
    ) -> None:
        self.orchestrator, self.runs, self.name = orchestrator, runs, name or worker_name()

    async def execute(
        self, run_id: str, text: str, session_id: str | None, *, stream: bool = True
    ) -> None:
        """One attempt at the run. ``stream=False`` (``POST /v1/chat``: only the result is wanted)
        runs :meth:`Orchestrator.run` — no sentence gating, one ``done`` event."""
        attempt = await self.runs.begin(run_id, self.name)
        if attempt == 0:
            return  # unknown (expired) or already finished: a duplicate delivery
        prior = await self.runs.read(run_id, None, 0) if attempt > 1 else []
        if attempt > 1:
            log.warning("run.retry", run_id=run_id, attempt=attempt, logged=len(prior))
        token = current_run.set(run_id)
        try:
            if stream:
                await self._attempt(run_id, attempt, text, session_id, prior)
            else:
                await self._whole(run_id, attempt, text, session_id)
        finally:
            current_run.reset(token)

    async def _whole(self, run_id: str, attempt: int, text: str, session_id: str | None) -> None:
        try:
            result = await self.orchestrator.run(text, session_id=session_id)
        except Exception as exc:
            await self._failed(run_id, attempt, exc)
            return
        await self._done(run_id, attempt, Done(result=result))

    async def _done(self, run_id: str, attempt: int, event: Done) -> None:
        result = json.dumps(event.result.to_json_dict(), ensure_ascii=False, separators=(",", ":"))
        await self.runs.finish(
            run_id, attempt, "done", result, (event.type, event.model_dump_json())
        )

    async def _attempt(
        self, run_id: str, attempt: int, text: str, session_id: str | None, prior: list[LoggedEvent]
    ) -> None:
        matched, diverged = 0, not prior
        try:
            async for event in self.orchestrator.stream(text, session_id=session_id):
                data = event.model_dump_json()
                if not diverged:
                    if matched < len(prior) and prior[matched].data == data:
                        matched += 1  # the client already has this one
                        continue
                    diverged = True  # caught up (all new from here), or a different answer:
                    if matched < len(prior) and not await self._restart(
                        run_id, attempt, prior[:matched]
                    ):
                        return
                if isinstance(event, Done):
                    await self._done(run_id, attempt, event)
                    return
                if await self.runs.append(run_id, attempt, event.type, data) is None:
                    log.warning("run.superseded", run_id=run_id, attempt=attempt)
                    return
        except Exception as exc:
            await self._failed(run_id, attempt, exc)
            return
        await self._fail(run_id, attempt, RUN_FAILED_MESSAGE)  # a stream without Done

    async def _restart(self, run_id: str, attempt: int, same: list[LoggedEvent]) -> bool:
        """``reset``, then the matched prefix again: the client starts over from a clean slate."""
        if await self.runs.append(run_id, attempt, "reset", RESET_DATA) is None:
            return False
        for event in same:
            if await self.runs.append(run_id, attempt, event.type, event.data) is None:
                return False
        return True

    async def _failed(self, run_id: str, attempt: int, exc: Exception) -> None:
        """End the run on ``exc``: a :class:`QueryError` says why (the API validated the text; a
        different limit on this worker), anything else is the generic message."""
        if isinstance(exc, QueryError):
            await self._fail(run_id, attempt, str(exc))
            return
        log.error("run.failed", run_id=run_id, error_type=type(exc).__name__)  # never its text
        await self._fail(run_id, attempt, RUN_FAILED_MESSAGE)

    async def _fail(self, run_id: str, attempt: int, message: str) -> None:
        await self.runs.finish(run_id, attempt, "failed", None, failure_event(message))


def failure_event(message: str = RUN_FAILED_MESSAGE) -> tuple[str, str]:
    """The terminal ``error`` event of a failed run, as (type, data)."""
    failure = ErrorEvent(message=message)
    return failure.type, failure.model_dump_json()
