"""An OpenAI-compatible face on the orchestrator, for off-the-shelf chat clients and UIs.

| endpoint | does |
|---|---|
| ``GET /v1/models`` | one model, ``eco-triage`` |
| ``POST /v1/chat/completions`` | the last ``user`` message becomes one turn; ``stream: true`` sends ``chat.completion.chunk`` events ending with ``data: [DONE]`` |

The conversation lives in the server's session store, not in ``messages``: a session id comes from
the ``X-Session-Id`` header or the request's ``user`` field (header first); without one each request
stands alone. Earlier messages in ``messages`` are ignored, and so are sampling options
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
from collections.abc import AsyncIterator, Callable
from typing import Annotated, Any, Literal

from fastapi import APIRouter, FastAPI, Header, Request
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from agents_pkg.events import Done, Event, GuardrailTripped, TextDelta
from agents_pkg.logging import get_logger
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.result import TurnResult
from agents_pkg.server.middleware import INTERNAL_ERROR_MESSAGE, where_raised

log = get_logger("eco_triage.server")

MODEL_ID = "eco-triage"
_SESSION_ID = re.compile(r"^[A-Za-z0-9._:@-]{1,128}$")


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


def _sse(data: Any) -> str:
    return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"


def _chunk(cid: str, created: int, delta: dict[str, Any], **extra: Any) -> str:
    choice = {"index": 0, "delta": delta, "finish_reason": extra.pop("finish_reason", None)}
    return _sse({"id": cid, "object": "chat.completion.chunk", "created": created,
                 "model": MODEL_ID, "choices": [choice], **extra})  # fmt: skip


async def _chunks(events: AsyncIterator[Event], session_id: str | None) -> AsyncIterator[str]:
    cid, created, sent = f"chatcmpl-{uuid.uuid4().hex}", int(time.time()), False
    yield _chunk(cid, created, {"role": "assistant", "content": ""})
    try:
        async for event in events:
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


def install_openai_compat(app: FastAPI, serving: Callable[[], Orchestrator]) -> None:
    """The two routes on ``app``, answering with the orchestrator ``serving()`` returns."""
    app.include_router(_router(serving))
    app.add_exception_handler(OpenAIRequestError, _on_request_error)


def _router(serving: Callable[[], Orchestrator]) -> APIRouter:
    router = APIRouter(tags=["openai-compatible"])
    created = int(time.time())

    @router.get("/v1/models", summary="The one model (OpenAI-compatible)")
    async def models() -> dict[str, Any]:
        serving()
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
        x_session_id: Annotated[str | None, Header()] = None,
    ) -> JSONResponse | StreamingResponse:
        orch = serving()
        if body.model != MODEL_ID:
            raise OpenAIRequestError(
                f"모델 {body.model!r}은 없습니다. {MODEL_ID!r}를 쓰세요.", "model", 404
            )
        session_id = _session(body, x_session_id)
        query = orch.validate_query(_query(body))
        if body.stream:
            events = orch.stream(query, session_id=session_id)
            return StreamingResponse(
                _chunks(events, session_id),
                media_type="text/event-stream",
                headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
            )
        result = await orch.run(query, session_id=session_id)
        return JSONResponse({
            "id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion",
            "created": int(time.time()), "model": MODEL_ID,
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": result.answer}}],
            "eco_triage": _info(result, session_id),
        })  # fmt: skip

    return router
