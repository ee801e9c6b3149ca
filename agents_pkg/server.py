"""HTTP + Server-Sent Events service around one shared :class:`Orchestrator` (FastAPI).

::

    uvicorn --factory agents_pkg.server:create_app      # or: eco-triage serve --port 8080

| endpoint | answers |
|---|---|
| ``POST /v1/chat`` | ``{"message": str, "session_id": str | null}`` → the turn result (``TurnResult.to_json_dict()``) |
| ``POST /v1/chat/stream`` | same body → ``text/event-stream``: one SSE event per orchestrator event (``id:`` 1, 2, …; ``event:`` its type; ``data:`` its JSON), ending with ``done`` carrying the result |
| ``GET /healthz`` | ``{"status": "ok", "backend": …, "model": …}`` (503 while not serving) |
| ``GET /openapi.json`` | the OpenAPI schema (``/docs`` renders it) |

Errors are JSON ``{"error": code, "message": text, "details": […] | null}``: 413 ``request_too_large``
(checked on the raw body, before any parsing), 422 ``invalid_json`` / ``invalid_request`` /
``invalid_query`` (empty or over-long message: the ``QueryError`` text), 503 ``unavailable``, 500
``internal_error`` (generic: never a traceback or the user's text). A PII block is a normal 200
result with ``blocked`` set. A failure in the middle of a stream ends it with an ``error`` event.

Access logs (structlog ``eco_triage.access``, event ``http.request``): method, path, status,
duration_ms and whether a session id was sent — never the message or the session id itself.
"""

# No `from __future__ import annotations`: FastAPI reads the endpoints' annotations at runtime,
# and they refer to names local to create_app().
import os
import time
import traceback
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import structlog
from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.sse import EventSourceResponse, ServerSentEvent
from pydantic import BaseModel, Field, TypeAdapter
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agents_pkg.config import Settings
from agents_pkg.errors import OrchestratorStateError, QueryError
from agents_pkg.events import ErrorEvent, Event
from agents_pkg.orchestrator import Orchestrator, State
from agents_pkg.result import GroundingReport, StageStatus
from agents_pkg.sessions_redis import close_session_store, session_store_from_env

access_log = structlog.get_logger("eco_triage.access")
log = structlog.get_logger("eco_triage.server")

DEFAULT_MAX_BODY_BYTES = 16384
INTERNAL_ERROR_MESSAGE = "서버 내부 오류로 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요."
UNAVAILABLE_MESSAGE = "서비스가 준비되지 않았거나 종료 중입니다. 잠시 후 다시 시도해 주세요."
_ACCESS_KEY = "eco_triage.access"  # per-request scratch dict the endpoints fill for the access log


# --- request / response models (they are the OpenAPI schema) ---------------------------------
class ChatRequest(BaseModel):
    message: str = Field(
        description="The user's question, Korean or English. Must not be empty or whitespace, and at "
        "most ECO_TRIAGE_MAX_QUERY_CHARS (default 4,000) characters after trimming.",
        examples=["강남구에서 소파 버리려면 얼마야?"],
    )
    session_id: str | None = Field(
        None,
        min_length=1,
        max_length=128,
        pattern=r"^[A-Za-z0-9._:@-]+$",
        description="Conversation id chosen by the client: follow-ups with the same id see the earlier "
        "turns (user messages and answers only). Omit for a one-off question.",
        examples=["3f0c9a6e-0d1b-4a57-9d0e-1f7a2b3c4d5e"],
    )


class ToolCallOut(BaseModel):
    name: str
    arguments: dict[str, Any]
    output: str = Field(description="the tool's JSON envelope, as the model saw it")


class StageOut(BaseModel):
    specialist: str
    payload: dict[str, Any] | None = Field(description="the typed handoff payload")
    status: StageStatus
    tool_calls: list[ToolCallOut]
    content: str
    input_chars: int
    input_tokens: int


class ChatResponse(BaseModel):
    """``TurnResult.to_json_dict()``: the same shape as ``eco-triage ask --json``."""

    query: str = Field(description="the query as the models saw it (PII masked)")
    route: list[str] = Field(description="specialists in order; [] when triage answered itself")
    stages: list[StageOut]
    answer: str = Field(description="the text shown to the user")
    blocked: str | None = Field(description="why a guardrail stopped the run (still a 200)")
    error: str | None = Field(description="a user-facing message when the run failed")
    grounding: GroundingReport | None
    total_input_chars: int
    total_input_tokens: int
    model: str
    backend: str = Field(
        "sdk", description='"sdk" (Agents SDK Runner) or "fallback" (plain function-calling loop)'
    )
    fallback_reason: str | None = Field(
        None, description="why the SDK path was abandoned, when backend is fallback"
    )


class Health(BaseModel):
    status: Literal["ok"]
    backend: str
    model: str


class ErrorDetail(BaseModel):
    loc: list[str | int]
    msg: str


class ErrorBody(BaseModel):
    error: str = Field(
        description="request_too_large | invalid_json | invalid_request | invalid_query | "
        "not_found | method_not_allowed | unavailable | internal_error"
    )
    message: str = Field(description="human-readable reason (Korean, user-facing)")
    details: list[ErrorDetail] | None = None


_ERROR_DESCRIPTIONS = {
    413: "The request body is larger than the limit (checked before parsing).",
    422: "Bad JSON, a missing or non-string message, an empty or over-long message.",
    500: "Unexpected server error (generic message, no details).",
    503: "The orchestrator is not serving (starting or shutting down).",
}
_ERRORS: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": text}
    for status, text in _ERROR_DESCRIPTIONS.items()
}
# the stream's errors are JSON too (they happen before the stream starts), not text/event-stream
_STREAM_ERRORS: dict[int | str, dict[str, Any]] = {
    status: {
        "description": text,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}},
    }
    for status, text in _ERROR_DESCRIPTIONS.items()
}
_EVENT_TYPES = [
    "route_decided", "stage_started", "tool_called", "text_delta", "stage_completed",
    "guardrail_tripped", "error", "done",
]  # fmt: skip


def _error(
    status: int, code: str, message: str, details: list[ErrorDetail] | None = None
) -> JSONResponse:
    body = ErrorBody(error=code, message=message, details=details)
    return JSONResponse(body.model_dump(mode="json"), status_code=status)


# --- raw ASGI middleware: body limit and access log --------------------------------------------
class BodyLimitMiddleware:
    """413 when the raw body exceeds ``max_bytes``: by ``Content-Length`` without reading it, or
    while reading a chunked body. Below the limit the body is buffered and replayed to the app."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await self._too_large(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return  # the client left before sending its body
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await self._too_large(scope, receive, send)
                return
            chunks.append(chunk)
            more = bool(message.get("more_body", False))
        body = b"".join(chunks)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # then the real channel: http.disconnect for streams

        await self.app(scope, replay, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = _error(
            413,
            "request_too_large",
            f"요청 본문이 너무 큽니다. {self.max_bytes:,}바이트 이내로 보내 주세요.",
        )
        await response(scope, receive, send)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class AccessLogMiddleware:
    """Outermost layer: one structured access log line per request, and the last-resort 500."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        notes: dict[str, bool] = {"session_id": False}
        scope[_ACCESS_KEY] = notes
        status = 499  # logged when the client left before any response (nginx's convention)
        response_started = False

        async def send_and_record(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                status, response_started = int(message["status"]), True
            await send(message)

        try:
            await self.app(scope, receive, send_and_record)
        except Exception as exc:  # never a traceback or user text in the response, nor in the log
            log.error("http.unhandled", error_type=type(exc).__name__, where=_where(exc))
            if not response_started:
                await _error(500, "internal_error", INTERNAL_ERROR_MESSAGE)(
                    scope, receive, send_and_record
                )
        finally:
            access_log.info(
                "http.request",
                method=scope.get("method", ""),
                path=str(scope.get("path", ""))[:200],
                status=status,
                duration_ms=round((time.perf_counter() - started) * 1000, 2),
                session_id_present=notes["session_id"],
            )


def _where(exc: BaseException) -> str:
    """``file:line:function`` of the innermost frame: enough to find a bug, with no values in it."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f"{os.path.basename(last.filename)}:{last.lineno}:{last.name}"


# --- the app --------------------------------------------------------------------------------------
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

    Without ``orchestrator``, the lifespan builds one from the environment (``Settings.from_env()``
    and :func:`~agents_pkg.sessions_redis.session_store_from_env`), opens it, and closes it and its
    session store at shutdown. A given orchestrator that is still new is opened and closed by the
    app as well; one that is already open stays the caller's to close (and its store too).
    """
    holder = _Holder()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        orch = orchestrator
        owned_store = None
        if orch is None:
            store = session_store_from_env()
            orch = Orchestrator(Settings.from_env(), sessions=store)
            owned_store = store
        owns_lifecycle = orch.state is State.NEW
        try:
            if owned_store is not None and hasattr(owned_store, "ping"):
                await owned_store.ping()  # fail fast on an unreachable ECO_TRIAGE_REDIS_URL
            if owns_lifecycle:
                await orch.open()
            holder.orchestrator = orch
            log.info("server.start", backend=orch.settings.backend, model=orch.model_label,
                     sessions=type(orch.sessions).__name__)  # fmt: skip
            yield
        finally:
            holder.orchestrator = None
            if owns_lifecycle and orch.state is State.OPEN:
                await orch.close()
            if owned_store is not None:
                await close_session_store(owned_store)

    app = FastAPI(
        title="eco-triage",
        summary="Korean recycling assistant: triage → typed handoff → specialist → grounded answer",
        version="0.1.0",
        lifespan=lifespan,
    )
    # add_middleware puts the last one outermost: access log (and last-resort 500) wraps the body limit
    app.add_middleware(BodyLimitMiddleware, max_bytes=max_body_bytes)
    app.add_middleware(AccessLogMiddleware)

    async def on_query_error(request: Request, exc: Exception) -> JSONResponse:
        return _error(422, "invalid_query", str(exc))

    async def on_validation_error(request: Request, exc: Exception) -> JSONResponse:
        errors = exc.errors() if isinstance(exc, RequestValidationError) else []
        details = [
            ErrorDetail(loc=[p for p in e.get("loc", ()) if isinstance(p, str | int)],
                        msg=str(e.get("msg", "")))
            for e in errors
        ]  # fmt: skip  # no "input" / "ctx": they can echo the user's text
        if any(e.get("type") == "json_invalid" for e in errors):
            return _error(422, "invalid_json", "요청 본문이 올바른 JSON이 아닙니다.", details)
        fields = ", ".join(
            ".".join(str(p) for p in d.loc if p != "body") or "body" for d in details
        )
        return _error(
            422,
            "invalid_request",
            f"요청 형식이 올바르지 않습니다({fields}). "
            '{"message": "질문", "session_id": "선택"} 형식의 JSON을 보내 주세요.',
            details,
        )

    async def on_unavailable(request: Request, exc: Exception) -> JSONResponse:
        return _error(503, "unavailable", UNAVAILABLE_MESSAGE)

    async def on_http_error(request: Request, exc: Exception) -> JSONResponse:
        status = exc.status_code if isinstance(exc, StarletteHTTPException) else 500
        code = {404: "not_found", 405: "method_not_allowed"}.get(status, f"http_{status}")
        detail = exc.detail if isinstance(exc, StarletteHTTPException) else ""
        return _error(status, code, str(detail))

    app.add_exception_handler(QueryError, on_query_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    app.add_exception_handler(OrchestratorStateError, on_unavailable)
    app.add_exception_handler(StarletteHTTPException, on_http_error)

    async def valid_chat(body: ChatRequest, request: Request) -> _ValidChat:
        """Parse and check the request before any response starts (streams can't 422 later)."""
        notes = request.scope.get(_ACCESS_KEY)
        if isinstance(notes, dict):
            notes["session_id"] = body.session_id is not None
        orch = holder.serving()
        return _ValidChat(orch, orch.validate_query(body.message), body.session_id)

    Chat = Annotated[_ValidChat, Depends(valid_chat)]

    @app.post(
        "/v1/chat",
        response_model=ChatResponse,
        responses=_ERRORS,
        summary="Answer one message",
        tags=["chat"],
    )
    async def chat(chat: Chat) -> JSONResponse:
        result = await chat.orchestrator.run(chat.query, session_id=chat.session_id)
        return JSONResponse(result.to_json_dict())

    @app.post(
        "/v1/chat/stream",
        response_class=EventSourceResponse,
        responses=_STREAM_ERRORS,
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
        event_id = 0
        try:
            async for event in chat.orchestrator.stream(chat.query, session_id=chat.session_id):
                event_id += 1
                yield ServerSentEvent(
                    raw_data=event.model_dump_json(), event=event.type, id=str(event_id)
                )
        except Exception as exc:  # headers are sent: end the stream with a generic error event
            log.error("stream.failed", error_type=type(exc).__name__, where=_where(exc))
            event_id += 1
            failure = ErrorEvent(message=INTERNAL_ERROR_MESSAGE)
            yield ServerSentEvent(
                raw_data=failure.model_dump_json(), event=failure.type, id=str(event_id)
            )

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

    _install_openapi(app)
    return app


def _install_openapi(app: FastAPI) -> None:
    """FastAPI's schema, plus the stream's event union (``StreamEvent``) as the SSE item schema."""
    base = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        schema = base()
        events = TypeAdapter(Event).json_schema(
            mode="serialization", ref_template="#/components/schemas/{model}"
        )
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        for name, definition in events.pop("$defs", {}).items():
            components.setdefault(name, definition)
        components["StreamEvent"] = events
        item = {
            "type": "object",
            "required": ["id", "event", "data"],
            "properties": {
                "id": {"type": "string", "description": "1, 2, 3, … within one stream"},
                "event": {"type": "string", "enum": _EVENT_TYPES},
                "data": {
                    "type": "string",
                    "contentMediaType": "application/json",
                    "contentSchema": {"$ref": "#/components/schemas/StreamEvent"},
                },
            },
        }
        ok = schema["paths"]["/v1/chat/stream"]["post"]["responses"]["200"]
        ok["description"] = "Server-Sent Events, one per orchestrator event, ending with `done`."
        ok["content"] = {"text/event-stream": {"itemSchema": item}}
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]  # FastAPI's documented extension point
