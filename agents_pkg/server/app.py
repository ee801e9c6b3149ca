"""The app factory: lifespan, routes, and the middleware and handlers wired around them."""

# No `from __future__ import annotations`: FastAPI reads the endpoints' annotations at runtime,
# and they refer to names local to create_app().
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Annotated

from asgi_correlation_id import CorrelationIdMiddleware
from fastapi import Depends, FastAPI, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse
from fastapi.sse import EventSourceResponse, ServerSentEvent

from agents_pkg import __version__
from agents_pkg.config import Settings
from agents_pkg.errors import OrchestratorStateError
from agents_pkg.logging import get_logger
from agents_pkg.orchestrator import Orchestrator, State
from agents_pkg.server.metrics import install_metrics
from agents_pkg.server.middleware import (
    ACCESS_KEY,
    DEFAULT_MAX_BODY_BYTES,
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
from agents_pkg.server.sse import install_openapi, sse_stream
from agents_pkg.sessions import close_session_store, session_store
from agents_pkg.telemetry import otel_observer

log = get_logger("eco_triage.server")


@dataclass
class _ValidChat:
    orchestrator: Orchestrator
    query: str
    session_id: str | None


class _Holder:
    orchestrator: Orchestrator | None = None

    def serving(self) -> Orchestrator:
        orch = self.orchestrator
        if orch is None or orch.state is not State.OPEN:
            raise OrchestratorStateError("the orchestrator is not serving")
        return orch


def create_app(
    orchestrator: Orchestrator | None = None, *, max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
) -> FastAPI:
    """The FastAPI app. One :class:`Orchestrator` serves every request.

    Besides the chat routes: ``/v1/chat/completions`` and ``/v1/models`` (OpenAI-compatible),
    ``/metrics`` (Prometheus), an ``X-Request-ID`` on every response and log line, and CORS for
    ``settings.cors_origins``. Without ``orchestrator``, the lifespan builds one from ``Settings()`` (environment and
    ``.env``) and its :func:`~agents_pkg.sessions.session_store`, opens it, and closes it and its
    session store at shutdown. A given orchestrator that is still new is opened and closed by the
    app as well; one that is already open stays the caller's to close (and its store too).
    """
    holder = _Holder()
    # read once, here: CORS is wired now; the lifespan builds the orchestrator from the same object
    settings = orchestrator.settings if orchestrator is not None else Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        orch = orchestrator
        owned_store = None
        if orch is None:
            store = session_store(settings)
            orch = Orchestrator(settings, sessions=store)
            owned_store = store
        owns_lifecycle = orch.state is State.NEW
        observers = [metrics.observe_turn, *filter(None, [otel_observer()])]  # /metrics, spans
        try:
            if owned_store is not None and hasattr(owned_store, "ping"):
                await owned_store.ping()  # fail fast on an unreachable ECO_TRIAGE_REDIS_URL
            if owns_lifecycle:
                await orch.open()
            holder.orchestrator = orch
            orch.observers.extend(observers)
            log.info("server.start", backend=orch.settings.backend, model=orch.model_label,
                     sessions=type(orch.sessions).__name__)  # fmt: skip
            yield
        finally:
            holder.orchestrator = None
            for observer in observers:
                if observer in orch.observers:
                    orch.observers.remove(observer)
            if owns_lifecycle and orch.state is State.OPEN:
                await orch.close()
            if owned_store is not None:
                await close_session_store(owned_store)

    app = FastAPI(
        title="eco-triage",
        summary="Korean recycling assistant: triage → typed handoff → specialist → grounded answer",
        version=__version__,
        lifespan=lifespan,
    )
    # add_middleware puts the last one outermost: access log (and last-resort 500) wraps the body limit
    app.add_middleware(BodyLimitMiddleware, max_bytes=max_body_bytes)
    app.add_middleware(AccessLogMiddleware)
    install_error_handlers(app)
    metrics = install_metrics(app)  # GET /metrics; its middleware counts what the access log sees
    app.add_middleware(CorrelationIdMiddleware, header_name="X-Request-ID")  # request_id in logs
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST", "OPTIONS"],
            allow_headers=["Authorization", "Content-Type", "X-Request-ID", "X-Session-Id"],
            expose_headers=["X-Request-ID"],
        )
    install_openai_compat(app, holder.serving)

    async def valid_chat(body: ChatRequest, request: Request) -> _ValidChat:
        """Parse and check the request before any response starts (streams can't 422 later)."""
        notes = request.scope.get(ACCESS_KEY)
        if isinstance(notes, dict):
            notes["session_id"] = body.session_id is not None
        orch = holder.serving()
        return _ValidChat(orch, orch.validate_query(body.message), body.session_id)

    Chat = Annotated[_ValidChat, Depends(valid_chat)]

    @app.post(
        "/v1/chat",
        response_model=ChatResponse,
        responses=ERROR_RESPONSES,
        summary="Answer one message",
        tags=["chat"],
    )
    async def chat(chat: Chat) -> JSONResponse:
        result = await chat.orchestrator.run(chat.query, session_id=chat.session_id)
        return JSONResponse(result.to_json_dict())

    @app.post(
        "/v1/chat/stream",
        response_class=EventSourceResponse,
        responses=STREAM_ERROR_RESPONSES,
        summary="Answer one message as Server-Sent Events",
        description="One SSE event per orchestrator event: `id:` 1, 2, … (per stream), `event:` its "
        "type (route_decided, stage_started, tool_called, text_delta, stage_completed, "
        "guardrail_tripped, error, done), `data:` the event JSON (schema `StreamEvent`). The last "
        "event is `done`; its `result` is the turn's `TurnResult` (same route, stages and answer as "
        "`POST /v1/chat`). If the server fails mid-stream, an `error` event ends the stream "
        "instead. On `guardrail_tripped` with "
        '`guardrail: "grounding"`, drop the text streamed so far for that stage. '
        "Idle streams get `: ping` comments.",
        tags=["chat"],
    )
    async def chat_stream(chat: Chat) -> AsyncIterator[ServerSentEvent]:
        events = chat.orchestrator.stream(chat.query, session_id=chat.session_id)
        async for item in sse_stream(events):
            yield item

    @app.get(
        "/healthz",
        response_model=Health,
        responses={503: {"model": ErrorBody}},
        summary="Liveness and what the service runs on",
        tags=["ops"],
    )
    async def healthz() -> Health:
        orch = holder.serving()
        return Health(status="ok", backend=orch.settings.backend, model=orch.model_label)

    install_openapi(app)
    return app
