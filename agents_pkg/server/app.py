"""The app factory: lifespan, routes, and the middleware and handlers wired around them."""

# No `from __future__ import annotations`: FastAPI reads the endpoints' annotations at runtime,
# and they refer to names local to create_app().
import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from typing import Annotated

from asgi_correlation_id import CorrelationIdMiddleware
from fastapi import Depends, FastAPI, Request, Response
from fastapi.middleware.cors import CORSMiddleware
from fastapi.sse import EventSourceResponse, ServerSentEvent

from agents_pkg import __version__
from agents_pkg.config import Settings
from agents_pkg.errors import OrchestratorStateError
from agents_pkg.jobs import JobSettings, RunService
from agents_pkg.logging import get_logger
from agents_pkg.orchestrator import Orchestrator, State
from agents_pkg.server.guard import Guard, build_guard, install_guard_handlers
from agents_pkg.server.metrics import Metrics, install_metrics
from agents_pkg.server.middleware import (
    ACCESS_KEY,
    AccessLogMiddleware,
    BodyLimitMiddleware,
    install_error_handlers,
)
from agents_pkg.server.models import (
    ERROR_RESPONSES,
    STREAM_ERROR_RESPONSES,
    ChatRequest,
    ChatResponse,
    ErrorBody,
    Health,
)
from agents_pkg.server.openai_compat import install_openai_compat
from agents_pkg.server.runs import finished_turn, install_runs, sse_events
from agents_pkg.server.security import SESSION_HEADER, Principal
from agents_pkg.server.sse import install_openapi
from agents_pkg.sessions import (
    SessionStoreUnavailable,
    check_session_store,
    close_session_store,
    session_store,
)
from agents_pkg.telemetry import Observer, otel_observer
from specialists.data.catalog import DataCatalog

log = get_logger("eco_triage.server")


@dataclass
class _ValidChat:
    orchestrator: Orchestrator
    query: str
    session_id: str  # as the store keeps it (principal-scoped)
    public_session_id: str  # as the caller sends it back


class _Holder:
    orchestrator: Orchestrator | None = None
    guard: Guard | None = None
    runs: RunService | None = None

    def serving(self) -> Orchestrator:
        orch = self.orchestrator
        if orch is None or orch.state is not State.OPEN:
            raise OrchestratorStateError("the orchestrator is not serving")
        return orch

    def guarding(self) -> Guard:
        if self.guard is None:
            raise OrchestratorStateError("the server is not serving")
        return self.guard

    def service(self) -> RunService:
        self.serving()
        if self.runs is None:
            raise OrchestratorStateError("the run service is not serving")
        return self.runs


async def _check_data(settings: Settings) -> None:
    """The shipped data (and an import, if any) can be read; else the server is not ready (503)."""
    catalog = DataCatalog(imported=settings.store_path)
    try:
        await asyncio.to_thread(catalog.check)
    except (OSError, sqlite3.Error) as exc:
        log.warning("server.data_unavailable", error_type=type(exc).__name__)
        raise OrchestratorStateError("the shipped data cannot be read") from None


def body_limit(settings: Settings) -> int:
    """The largest body a valid message can need: 12 bytes a character (a JSON-escaped surrogate
    pair, ``\\ud83d\\ude00``, is 12 bytes for one character) plus room for the other fields."""
    return 12 * settings.max_query_chars + 1024


def create_app(
    orchestrator: Orchestrator | None = None,
    *,
    max_body_bytes: int | None = None,
    jobs: JobSettings | None = None,
) -> FastAPI:
    """The FastAPI app. One :class:`Orchestrator` serves every request.

    Besides the chat and run routes: ``/v1/chat/completions`` and ``/v1/models``
    (OpenAI-compatible), ``/metrics`` (Prometheus), an ``X-Request-ID`` on every response and log
    line, and CORS for ``settings.cors_origins``. Without ``orchestrator``, the lifespan builds one
    from ``Settings()`` (environment and ``.env``) and its :func:`~agents_pkg.sessions.session_store`,
    opens it, and closes it and its session store at shutdown; such an app is rate-limited unless
    the settings say otherwise (``eco-triage serve``). A given orchestrator that is still new is opened and closed by the
    app as well; one that is already open stays the caller's to close (and its store too).

    Every chat request is a run of a :class:`~agents_pkg.jobs.RunService`: embedded (in this
    process) or on the Redis job queue, as ``jobs`` (default: from the settings) says.
    """
    holder = _Holder()
    # read once, here: CORS is wired now; the lifespan builds the orchestrator from the same object
    settings = orchestrator.settings if orchestrator is not None else Settings()
    observers: list[Observer] = []
    app = FastAPI(
        title="eco-triage",
        summary="Korean recycling assistant: triage → typed handoff → specialist → grounded answer",
        version=__version__,
        lifespan=_lifespan(holder, settings, orchestrator, jobs, observers),
    )
    metrics = _install_middleware(app, settings, max_body_bytes)
    observers += [metrics.observe_turn, *filter(None, [otel_observer()])]  # /metrics, spans
    admission = _Admission(holder)
    _install_chat(app, holder, admission)
    _install_ops(app, holder)
    install_runs(app, holder.service, chat=admission.valid_chat, caller=admission.caller)
    install_openai_compat(app, holder.service, admit=admission.admit, caller=admission.caller)
    install_openapi(app)
    return app


def _lifespan(
    holder: _Holder,
    settings: Settings,
    orchestrator: Orchestrator | None,
    jobs: JobSettings | None,
    observers: list[Observer],
) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """Open (or adopt) the orchestrator, then the guard and the run service; close what it opened."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        orch = orchestrator
        owned_store = None
        if orch is None:
            owned_store = session_store(settings)
            orch = Orchestrator(settings, sessions=owned_store)
        owns_lifecycle = orch.state is State.NEW
        try:
            if owned_store is not None and hasattr(owned_store, "ping"):
                await owned_store.ping()  # fail fast on an unreachable ECO_TRIAGE_REDIS_URL
            if owns_lifecycle:
                await orch.open()
            holder.guard = build_guard(orch.settings, orch.sessions, served=orchestrator is None)
            job_settings = jobs or JobSettings.from_settings(orch.settings)
            holder.runs = await RunService(orch, job_settings).open()
            holder.orchestrator = orch
            orch.observers.extend(observers)
            try:  # check the store once before traffic; a failure is reported per request (503)
                await check_session_store(orch.sessions)
            except SessionStoreUnavailable as exc:
                log.warning("server.session_store_unavailable", reason=str(exc))
            log.info("server.start", backend=orch.settings.backend, model=orch.model_label,
                     sessions=type(orch.sessions).__name__, runs=holder.runs.mode)  # fmt: skip
            yield
        finally:
            holder.orchestrator = holder.guard = None
            if holder.runs is not None:
                await holder.runs.close()
                holder.runs = None
            for observer in observers:
                if observer in orch.observers:
                    orch.observers.remove(observer)
            if owns_lifecycle and orch.state is State.OPEN:
                await orch.close()
            if owned_store is not None:
                await close_session_store(owned_store)

    return lifespan


def _install_middleware(app: FastAPI, settings: Settings, max_body_bytes: int | None) -> Metrics:
    """Body limit, access log, error handlers, metrics, request ids and CORS."""
    # add_middleware puts the last one outermost: access log (and last-resort 500) wraps the body limit
    app.add_middleware(
        BodyLimitMiddleware,
        max_bytes=body_limit(settings) if max_body_bytes is None else max_body_bytes,
    )
    app.add_middleware(AccessLogMiddleware)
    install_error_handlers(app)
    install_guard_handlers(app)
    metrics = install_metrics(app)  # GET /metrics; its middleware counts what the access log sees
    app.add_middleware(CorrelationIdMiddleware, header_name="X-Request-ID")  # request_id in logs
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST", "OPTIONS"],
            allow_headers=["Authorization", "Content-Type", "X-Request-ID", "X-Session-Id",
                           "X-API-Key", SESSION_HEADER],
            expose_headers=["X-Request-ID", SESSION_HEADER],
        )  # fmt: skip
    return metrics


class _Admission:
    """The checks every chat request passes before any response starts (streams can't 422 or
    503 later): the caller (401, 429), the message (422), the session's owner (403) and that the
    session store can be written (503). Its methods are FastAPI dependencies."""

    def __init__(self, holder: _Holder) -> None:
        self._holder = holder

        async def valid_chat(
            body: ChatRequest,
            request: Request,
            response: Response,
            principal: Annotated[Principal, Depends(self.caller)],
        ) -> _ValidChat:
            return await self.admit(request, response, principal, body.message, body.session_id)

        self.valid_chat = valid_chat

    async def caller(self, request: Request) -> Principal:
        """Who is calling (401 without a valid key when keys are set), within the rate limit (429)."""
        return await self._holder.guarding().admit(request)

    async def admit(
        self,
        request: Request,
        response: Response,
        principal: Principal,
        message: str,
        session_id: str | None,
    ) -> _ValidChat:
        notes = request.scope.get(ACCESS_KEY)
        if isinstance(notes, dict):
            notes["session_id"] = session_id is not None
        orch = self._holder.serving()
        query = orch.validate_query(message)
        guard = self._holder.guarding()
        public = session_id or guard.policy.new_session(principal)
        stored = guard.policy.storage_id(principal, public)
        await check_session_store(orch.sessions)
        response.headers[SESSION_HEADER] = public
        return _ValidChat(orch, query, stored, public)


_STREAM_DESCRIPTION = (
    "A run (see `/v1/runs`) streamed on this connection: a comment `: run <run_id>` and `retry:` "
    "first, then one SSE event per orchestrator event: `id:` its stream id (resume at "
    "`GET /v1/runs/{run_id}/events` with `Last-Event-ID`), `event:` its type (route_decided, "
    "stage_started, tool_called, text_delta, stage_completed, guardrail_tripped, error, done; "
    "`reset` if the run restarted on another worker with a different answer: drop what it sent), "
    "`data:` the event JSON (schema `StreamEvent`). The last event is `done`; its `result` is the "
    "turn's `TurnResult` (same route, stages and answer as `POST /v1/chat`). If the server fails "
    "mid-stream, an `error` event ends the stream instead. On `guardrail_tripped` with "
    '`guardrail: "grounding"`, drop the text streamed so far for that stage. '
    "Idle streams get `: ping` comments."
)


def _install_chat(app: FastAPI, holder: _Holder, admission: _Admission) -> None:
    """``POST /v1/chat`` and ``POST /v1/chat/stream``."""
    Chat = Annotated[_ValidChat, Depends(admission.valid_chat)]

    async def started_run(chat: Chat) -> str:
        """Admit and start the run before the stream's headers go out (a full queue is a 503)."""
        return await holder.service().submit(chat.query, chat.session_id)

    StartedRun = Annotated[str, Depends(started_run)]

    @app.post("/v1/chat", response_model=ChatResponse, responses=ERROR_RESPONSES,
              summary="Answer one message", tags=["chat"])  # fmt: skip
    async def chat(chat: Chat) -> Response:
        runs = holder.service()
        run_id = await runs.submit(chat.query, chat.session_id, stream=False)
        response = await finished_turn(runs, run_id, session_id=chat.public_session_id)
        response.headers[SESSION_HEADER] = chat.public_session_id
        return response

    @app.post("/v1/chat/stream", response_class=EventSourceResponse,
              responses=STREAM_ERROR_RESPONSES, summary="Answer one message as Server-Sent Events",
              description=_STREAM_DESCRIPTION, tags=["chat"])  # fmt: skip
    async def chat_stream(run_id: StartedRun) -> AsyncIterator[ServerSentEvent]:
        async for item in sse_events(holder.service(), run_id):
            yield item


def _install_ops(app: FastAPI, holder: _Holder) -> None:
    """``GET /healthz`` (liveness) and ``GET /readyz`` (session store and data can be used)."""

    @app.get("/healthz", response_model=Health, responses={503: {"model": ErrorBody}},
             summary="Liveness and what the service runs on", tags=["ops"])  # fmt: skip
    async def healthz() -> Health:
        orch = holder.serving()
        return Health(status="ok", backend=orch.settings.backend, model=orch.model_label)

    @app.get("/readyz", response_model=Health, responses={503: {"model": ErrorBody}},
             summary="Ready to answer: the orchestrator is open, the session store can be written "
             "and the shipped data can be read", tags=["ops"])  # fmt: skip
    async def readyz() -> Health:
        orch = holder.serving()
        await check_session_store(orch.sessions)
        await _check_data(orch.settings)
        return Health(status="ok", backend=orch.settings.backend, model=orch.model_label)
