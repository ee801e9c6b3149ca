"""An OpenAI-compatible face on the orchestrator, for off-the-shelf chat clients and UIs.

| endpoint | does |
|---|---|
| ``GET /v1/models`` | one model, ``eco-triage`` |
| ``POST /v1/chat/completions`` | the last ``user`` message becomes one turn; ``stream: true`` sends ``chat.completion.chunk`` events ending with ``data: [DONE]`` |

The conversation lives in the server's session store, not in ``messages``: a session id comes from
the ``X-Session-Id`` header or the request's ``user`` field (header first); without one the server
issues a new one (``eco_triage.session_id`` and the ``X-Eco-Session`` header: send it back as
``user`` to continue). The same rules as ``/v1/chat`` apply: API key, rate limit, and a session id
the server issued (or, for a principal the host names, one it chose) — 401, 429, 403 otherwise.
Each completion is a run of the run service, so the queue limit (503) and workers apply too.
Earlier messages in ``messages`` are ignored, and so are sampling options
(``temperature``, ``max_tokens``, …): the configured backend and its guardrails answer. The
completion carries an ``eco_triage`` field (route, stages, blocked, error, grounding, session id);
in a stream it rides on the last chunk. A grounding trip in a stream cannot take back text already
sent, so a note marks where the re-grounded text starts (as in ``eco-triage chat``).
"""

# No `from __future__ import annotations`: FastAPI reads the endpoints' annotations at runtime.
import json
import re
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Annotated, Any, Literal, Protocol

from fastapi import APIRouter, FastAPI, Header, Request, Response
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from agents_pkg.events import Done, Event, GuardrailTripped, TextDelta
from agents_pkg.jobs import RunService
from agents_pkg.logging import get_logger
from agents_pkg.result import TurnResult
from agents_pkg.server.middleware import INTERNAL_ERROR_MESSAGE, where_raised
from agents_pkg.server.models import SESSION_ID_PATTERN
from agents_pkg.server.security import SESSION_HEADER

log = get_logger("eco_triage.server")

MODEL_ID = "eco-triage"
_SESSION_ID = re.compile(SESSION_ID_PATTERN)


class TextPart(BaseModel):
    model_config = ConfigDict(extra="allow")
    type: str
    text: str | None = None


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")  # name, tool_calls, … are accepted and ignored
    role: Literal["system", "developer", "user", "assistant", "tool", "function"]
    content: str | list[TextPart] | None = None

    def text(self) -> str:
        if isinstance(self.content, list):
            return "\n".join(p.text for p in self.content if p.type == "text" and p.text)
        return self.content or ""


class ChatCompletionRequest(BaseModel):
    model_config = ConfigDict(extra="allow")  # temperature, max_tokens, …: accepted, not used
    model: str = Field(MODEL_ID, examples=[MODEL_ID])
    messages: list[ChatMessage] = Field(min_length=1)
    stream: bool = False
    user: str | None = Field(None, description="used as the session id unless X-Session-Id is set")


class EcoTriageInfo(BaseModel):
    route: list[str]
    stages: list[dict[str, Any]]
    blocked: str | None
    error: str | None
    grounding: dict[str, Any] | None
    backend: str
    session_id: str | None


def _info(result: TurnResult, session_id: str | None) -> dict[str, Any]:
    stages = [{"specialist": s.specialist, "status": s.status} for s in result.stages]
    grounding = result.grounding.model_dump(mode="json") if result.grounding else None
    return EcoTriageInfo(
        route=result.route, stages=stages, blocked=result.blocked, error=result.error,
        grounding=grounding, backend=result.backend, session_id=session_id,
    ).model_dump(mode="json")  # fmt: skip


class OpenAIRequestError(Exception):
    """A request these routes refuse, answered in OpenAI's error shape (the client raises on it)."""

    def __init__(self, message: str, param: str, status: int = 400) -> None:
        super().__init__(message)
        self.param, self.status = param, status


async def _on_request_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, OpenAIRequestError)
    body = {"message": str(exc), "type": "invalid_request_error", "param": exc.param,
            "code": "model_not_found" if exc.status == 404 else None}  # fmt: skip
    return JSONResponse({"error": body}, status_code=exc.status)


async def _openai_error(request: Request, exc: Exception) -> JSONResponse:
    """The app's own answer to ``exc`` (401, 403, 422, 429, 503 …, headers such as
    ``Retry-After`` kept), in OpenAI's error shape so the client raises the matching error."""
    handler = None
    for cls in type(exc).__mro__:
        handler = request.app.exception_handlers.get(cls)
        if handler is not None:
            break
    if handler is None:
        raise exc
    answer = await handler(request, exc)
    body = json.loads(bytes(answer.body)) if isinstance(answer, JSONResponse) else {}
    code = body.get("error") if isinstance(body.get("error"), str) else "server_error"
    error = {"message": body.get("message") or INTERNAL_ERROR_MESSAGE, "type": code, "code": code,
             "param": None}  # fmt: skip
    headers = {
        k: v
        for k, v in answer.headers.items()
        if k.lower() not in ("content-length", "content-type")
    }
    return JSONResponse({"error": error}, status_code=answer.status_code, headers=headers)


def _query(body: ChatCompletionRequest) -> str:
    for message in reversed(body.messages):
        if message.role == "user":
            return message.text()
    raise OpenAIRequestError("messages에 user 메시지가 없습니다.", "messages")


def _session(body: ChatCompletionRequest, header: str | None) -> str | None:
    session_id = header or body.user
    if session_id is not None and not _SESSION_ID.match(session_id):
        raise OpenAIRequestError(
            "세션 id는 1~128자의 영문, 숫자, . _ : @ - 만 쓸 수 있습니다.",
            "X-Session-Id" if header else "user",
        )
    return session_id


class Admitted(Protocol):
    """A checked chat request (see the app's admission): the query, the session id as the store
    keeps it, and as the caller sends it back."""

    query: str
    session_id: str
    public_session_id: str


#: the app's admission: (request, response, principal, message, session id) → a checked request
Admit = Callable[[Request, Response, Any, str, str | None], Awaitable[Admitted]]
_EVENT: TypeAdapter[Event] = TypeAdapter(Event)


def _sse(data: Any) -> str:
    return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"


def _chunk(cid: str, created: int, delta: dict[str, Any], **extra: Any) -> str:
    choice = {"index": 0, "delta": delta, "finish_reason": extra.pop("finish_reason", None)}
    return _sse({"id": cid, "object": "chat.completion.chunk", "created": created,
                 "model": MODEL_ID, "choices": [choice], **extra})  # fmt: skip


async def _chunks(service: RunService, run_id: str, session_id: str | None) -> AsyncIterator[str]:
    cid, created, sent = f"chatcmpl-{uuid.uuid4().hex}", int(time.time()), False
    yield _chunk(cid, created, {"role": "assistant", "content": ""})
    try:
        async for logged in service.events(run_id):
            if logged.type == "reset":  # the run restarted elsewhere; text sent cannot be unsent
                if sent:
                    yield _chunk(cid, created, {"content": "\n(답변을 처음부터 다시 보냅니다)\n"})
                continue
            event = _EVENT.validate_json(logged.data)
            if isinstance(event, TextDelta):
                delta = event.delta if sent else event.delta.lstrip("\n")
                if delta:
                    sent = True
                    yield _chunk(cid, created, {"content": delta})
            elif isinstance(event, GuardrailTripped) and event.guardrail == "grounding" and sent:
                yield _chunk(cid, created, {"content": f"\n({event.detail})\n"})
            elif isinstance(event, Done):
                if not sent and event.result.answer:  # a block carries its text only here
                    yield _chunk(cid, created, {"content": event.result.answer})
                yield _chunk(cid, created, {}, finish_reason="stop",
                             eco_triage=_info(event.result, session_id))  # fmt: skip
    except Exception as exc:  # headers are sent: an error object the openai client raises on
        log.error("stream.failed", error_type=type(exc).__name__, where=where_raised(exc))
        yield _sse({"error": {"message": INTERNAL_ERROR_MESSAGE, "type": "server_error"}})
    yield "data: [DONE]\n\n"


def install_openai_compat(
    app: FastAPI,
    service: Callable[[], RunService],
    *,
    admit: Admit,
    caller: Callable[..., Awaitable[Any]],
) -> None:
    """The two routes on ``app``: runs of ``service()``, admitted by ``admit`` (the same checks
    as ``/v1/chat``); ``caller`` authenticates and rate-limits a request."""
    app.include_router(_router(service, admit, caller))
    app.add_exception_handler(OpenAIRequestError, _on_request_error)


def _router(
    service: Callable[[], RunService], admit: Admit, caller: Callable[..., Awaitable[Any]]
) -> APIRouter:
    router = APIRouter(tags=["openai-compatible"])
    created = int(time.time())

    @router.get("/v1/models", summary="The one model (OpenAI-compatible)", response_model=None)
    async def models(request: Request) -> dict[str, Any] | JSONResponse:
        try:
            await caller(request)
            service()
        except Exception as exc:  # the app's error, in OpenAI's shape
            return await _openai_error(request, exc)
        return {"object": "list", "data": [
            {"id": MODEL_ID, "object": "model", "created": created, "owned_by": "eco-triage"}
        ]}  # fmt: skip

    @router.post(
        "/v1/chat/completions",
        summary="Chat completion (OpenAI-compatible, streaming or not)",
        response_model=None,
    )
    async def chat_completions(
        body: ChatCompletionRequest,
        request: Request,
        response: Response,
        x_session_id: Annotated[str | None, Header()] = None,
    ) -> JSONResponse | StreamingResponse:
        try:
            return await _complete(body, request, response, x_session_id)
        except OpenAIRequestError:
            raise
        except Exception as exc:  # the app's error (401, 403, 422, 429, 503), in OpenAI's shape
            return await _openai_error(request, exc)

    async def _complete(
        body: ChatCompletionRequest,
        request: Request,
        response: Response,
        x_session_id: str | None,
    ) -> JSONResponse | StreamingResponse:
        principal = await caller(request)
        if body.model != MODEL_ID:
            raise OpenAIRequestError(
                f"모델 {body.model!r}은 없습니다. {MODEL_ID!r}를 쓰세요.", "model", 404
            )
        session_id = _session(body, x_session_id)
        checked = await admit(request, response, principal, _query(body), session_id)
        public = checked.public_session_id
        headers = {SESSION_HEADER: public}
        runs = service()
        if body.stream:
            run_id = await runs.submit(checked.query, checked.session_id)
            return StreamingResponse(
                _chunks(runs, run_id, public),
                media_type="text/event-stream",
                headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no", **headers},
            )
        run_id = await runs.submit(checked.query, checked.session_id, stream=False)
        info = await runs.outcome(run_id)
        if info is None or info.status != "done" or info.result is None:
            log.error("run.unfinished", run_id=run_id, status=info.status if info else "expired")
            error = {"message": INTERNAL_ERROR_MESSAGE, "type": "server_error"}
            return JSONResponse({"error": error}, status_code=500, headers=headers)
        result = TurnResult.model_validate_json(info.result)
        return JSONResponse({
            "id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion",
            "created": int(time.time()), "model": MODEL_ID,
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": result.answer}}],
            "eco_triage": _info(result, public),
        }, headers=headers)  # fmt: skip

    return router
