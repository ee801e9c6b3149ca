"""Runs over HTTP: ``POST /v1/runs``, ``GET /v1/runs/{id}``, ``GET /v1/runs/{id}/events`` (SSE).

| endpoint | answers |
|---|---|
| ``POST /v1/runs`` | ``{"message", "session_id"}`` → ``202 {"run_id", "status_url", "events_url"}``; the run goes on without the client |
| ``GET /v1/runs/{id}`` | ``{"run_id", "status": queued/running/done/failed, "attempt", "result"}``; ``result`` is the turn (``POST /v1/chat``'s body) once done |
| ``GET /v1/runs/{id}/events`` | ``text/event-stream`` for a browser ``EventSource``: ``retry:`` first, then every event of the run with ``id:`` = its stream id, ``event:`` its type, ``data:`` its JSON, ending with ``done`` or ``error``. With ``Last-Event-ID`` (sent by ``EventSource`` when it reconnects) only the events after that id; ``204`` when the run is over and nothing follows that id (``EventSource`` then stops reconnecting) |

Beyond the queue limit ``POST /v1/runs``, ``/v1/chat`` and ``/v1/chat/stream`` answer ``503
{"error": "queue_full"}`` with ``Retry-After``. A run retried on another worker after its worker died
shows no repeated events; if the retry's answer differs, one ``reset`` event (drop what this run
sent so far) precedes the new sequence.
"""

# No `from __future__ import annotations`: FastAPI reads the endpoints' annotations at runtime.
import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, Path, Request, Response
from fastapi.responses import JSONResponse
from fastapi.sse import EventSourceResponse, ServerSentEvent
from pydantic import BaseModel, Field

from agents_pkg.events import ErrorEvent
from agents_pkg.jobs import QueueFull, RunService
from agents_pkg.logging import get_logger
from agents_pkg.server.middleware import INTERNAL_ERROR_MESSAGE, where_raised
from agents_pkg.server.models import ERROR_RESPONSES, ChatResponse, ErrorBody

log = get_logger("eco_triage.server")

RETRY_MS = 2000  # what EventSource waits before reconnecting
QUEUE_FULL_MESSAGE = "요청이 많아 지금은 처리할 수 없습니다. 잠시 후 다시 시도해 주세요."
_STREAM_ID = re.compile(r"^\d{1,20}-\d{1,20}$")
RunId = Annotated[str, Path(pattern=r"^[0-9a-f]{32}$", description="the id POST /v1/runs returned")]


class RunCreated(BaseModel):
    run_id: str
    status_url: str
    events_url: str = Field(description="SSE; works with a browser EventSource")
    session_id: str = Field(description="the conversation's id: send it back for a follow-up")


class RunState(BaseModel):
    run_id: str
    status: Literal["queued", "running", "done", "failed"]
    attempt: int = Field(description="1 on the first worker; more when another worker took over")
    result: ChatResponse | None = Field(description="the turn, once done")


RUN_RESPONSES = {
    **ERROR_RESPONSES,
    503: {
        "model": ErrorBody,
        "description": "Not serving, or the run queue is full (Retry-After).",
    },
}


def queue_full_response(exc: QueueFull) -> JSONResponse:
    body = ErrorBody(error="queue_full", message=QUEUE_FULL_MESSAGE)
    headers = {"Retry-After": str(exc.retry_after_s)}
    return JSONResponse(body.model_dump(mode="json"), status_code=503, headers=headers)


async def _on_queue_full(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, QueueFull)
    return queue_full_response(exc)


def _not_found() -> JSONResponse:
    body = ErrorBody(error="not_found", message="그런 실행(run)이 없거나 보관 기간이 지났습니다.")
    return JSONResponse(body.model_dump(mode="json"), status_code=404)


async def finished_turn(
    service: RunService, run_id: str, *, session_id: str | None = None
) -> Response:
    """The run's result as ``POST /v1/chat`` answers it (waits for the end), with the
    conversation's (server-issued) ``session_id``."""
    info = await service.outcome(run_id)
    if info is None or info.status != "done" or info.result is None:
        log.error("run.unfinished", run_id=run_id, status=info.status if info else "expired")
        body = ErrorBody(error="internal_error", message=INTERNAL_ERROR_MESSAGE)
        return JSONResponse(body.model_dump(mode="json"), status_code=500)
    result = info.result.rstrip()
    tail = json.dumps(session_id) if session_id is not None else "null"
    return Response(f'{result[:-1]},"session_id":{tail}}}', media_type="application/json")


async def sse_events(
    service: RunService, run_id: str, after: str | None = None
) -> AsyncIterator[ServerSentEvent]:
    """``retry:``, then the run's events as SSE (``id:`` = stream id); a failure ends with ``error``."""
    yield ServerSentEvent(comment="run " + run_id, retry=RETRY_MS)
    try:
        async for event in service.events(run_id, after):
            yield ServerSentEvent(raw_data=event.data, event=event.type, id=event.id)
    except Exception as exc:  # headers are sent: end the stream with a generic error event
        log.error("stream.failed", error_type=type(exc).__name__, where=where_raised(exc))
        failure = ErrorEvent(message=INTERNAL_ERROR_MESSAGE)
        yield ServerSentEvent(raw_data=failure.model_dump_json(), event=failure.type)


def install_runs(
    app: FastAPI,
    service: Callable[[], RunService],
    *,
    chat: Callable[..., Awaitable[Any]],
    caller: Callable[..., Awaitable[Any]],
) -> None:
    """The three run routes and the 503 ``queue_full`` handler. ``service()`` raises while the app
    is not serving (a 503 ``unavailable``). ``chat`` is the app's checked chat request (message,
    caller, session ownership, store; it has ``query``, ``session_id`` as stored and
    ``public_session_id``); ``caller`` admits a request (API key, rate limit) for the other routes."""
    app.add_exception_handler(QueueFull, _on_queue_full)
    Chat = Annotated[Any, Depends(chat)]

    @app.post(
        "/v1/runs",
        status_code=202,
        response_model=RunCreated,
        responses=RUN_RESPONSES,
        summary="Start a run; follow it at events_url",
        tags=["runs"],
    )
    async def create_run(checked: Chat) -> RunCreated:
        run_id = await service().submit(checked.query, checked.session_id)
        return RunCreated(
            run_id=run_id,
            status_url=f"/v1/runs/{run_id}",
            events_url=f"/v1/runs/{run_id}/events",
            session_id=checked.public_session_id,
        )

    @app.get(
        "/v1/runs/{run_id}",
        response_model=RunState,
        responses={404: {"model": ErrorBody}, 503: {"model": ErrorBody}},
        summary="A run's status, and its result once done",
        tags=["runs"],
        dependencies=[Depends(caller)],
    )
    async def get_run(run_id: RunId) -> Response:
        info = await service().runs.info(run_id)
        if info is None:
            return _not_found()
        head = f'{{"run_id":"{run_id}","status":"{info.status}","attempt":{info.attempt},'
        return Response(f'{head}"result":{info.result or "null"}}}', media_type="application/json")

    _install_events(app, service, caller)


def _install_events(
    app: FastAPI, service: Callable[[], RunService], caller: Callable[..., Awaitable[Any]]
) -> None:
    """``GET /v1/runs/{run_id}/events``: the run's events as SSE, resumable with Last-Event-ID."""

    async def valid_run(
        run_id: RunId,
        last_event_id: Annotated[str | None, Header(description="resume after this id")] = None,
    ) -> tuple[str, str | None]:
        if last_event_id is not None and not _STREAM_ID.match(last_event_id.strip()):
            raise _BadLastEventId()
        runs = service()
        if await runs.runs.info(run_id) is None:
            raise _UnknownRun()
        after = last_event_id.strip() if last_event_id else None
        if after and await runs.finished(run_id) and not await runs.runs.read(run_id, after, 0):
            raise _NothingMore()  # 204: EventSource stops reconnecting to a finished run
        return run_id, after

    app.add_exception_handler(_UnknownRun, _on_unknown_run)
    app.add_exception_handler(_NothingMore, _on_nothing_more)
    app.add_exception_handler(_BadLastEventId, _on_bad_last_event_id)

    @app.get(
        "/v1/runs/{run_id}/events",
        response_class=EventSourceResponse,
        responses={
            204: {"description": "Last-Event-ID was the finished run's last event: nothing more"},
            404: {"model": ErrorBody},
            422: {"model": ErrorBody},
            503: {"model": ErrorBody},
        },
        summary="A run's events as Server-Sent Events (EventSource; resumes after Last-Event-ID)",
        tags=["runs"],
        dependencies=[Depends(caller)],
    )
    async def run_events(
        run: Annotated[tuple[str, str | None], Depends(valid_run)],
    ) -> AsyncIterator[ServerSentEvent]:
        async for item in sse_events(service(), *run):
            yield item


class _UnknownRun(Exception):
    pass


class _BadLastEventId(Exception):
    pass


class _NothingMore(Exception):
    pass


async def _on_nothing_more(request: Request, exc: Exception) -> Response:
    return Response(status_code=204)


async def _on_unknown_run(request: Request, exc: Exception) -> JSONResponse:
    return _not_found()


async def _on_bad_last_event_id(request: Request, exc: Exception) -> JSONResponse:
    body = ErrorBody(
        error="invalid_request", message="Last-Event-ID는 이 스트림이 보낸 id여야 합니다."
    )
    return JSONResponse(body.model_dump(mode="json"), status_code=422)
