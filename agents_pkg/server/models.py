"""Request and response models of the HTTP service: they are its OpenAPI schema."""

from typing import Any, Literal

from pydantic import BaseModel, Field

from agents_pkg.result import Stage, ToolCall, TurnResult

#: what a session id may look like wherever a caller sends one (body, header, OpenAI ``user``)
SESSION_ID_PATTERN = r"^[A-Za-z0-9._:@-]{1,128}$"


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
        pattern=SESSION_ID_PATTERN,
        description="Conversation id: omit it on the first turn and send back the `session_id` (or "
        "`X-Eco-Session` header) of the answer; follow-ups then see the earlier turns (user "
        "messages and answers only). A host with an API key or principal header may use its own "
        "ids, kept per principal. Another caller's id is refused with 403.",
        examples=["s1.3f0c9a6e0d1b4a579d0e1f7a2b3c4d5e.9b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e"],
    )


class ChatResponse(TurnResult):
    """The turn result (the same JSON as ``eco-triage ask --json``), plus the conversation's id."""

    session_id: str | None = Field(
        default=None,
        description="the conversation's id: send it back as `session_id` for a follow-up",
    )


# one schema for the CLI, HTTP and SSE: the stages and tool calls are the result's own
StageOut = Stage
ToolCallOut = ToolCall


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
        "unauthorized | forbidden_session | rate_limited | session_store_unavailable | "
        "not_found | method_not_allowed | unavailable | queue_full | internal_error"
    )
    message: str = Field(description="human-readable reason (Korean, user-facing)")
    details: list[ErrorDetail] | None = None


# --- the documented error responses of the routes ------------------------------------------------
_ERROR_DESCRIPTIONS = {
    413: "The request body is larger than the limit (checked before parsing).",
    401: "An API key is required (ECO_TRIAGE_API_KEYS is set) and none or a wrong one was sent.",
    403: "The session_id belongs to another caller, or was not issued by this service.",
    422: "Bad JSON, a missing or non-string message, an empty or over-long message, invalid text.",
    429: "Too many requests from this caller or IP; `Retry-After` says when to try again.",
    500: "Unexpected server error (generic message, no details).",
    503: "Not serving (starting, shutting down) or the session store cannot be written.",
}
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": text}
    for status, text in _ERROR_DESCRIPTIONS.items()
}
# the stream's errors are JSON too (they happen before the stream starts), not text/event-stream
STREAM_ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {
        "description": text,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}},
    }
    for status, text in _ERROR_DESCRIPTIONS.items()
}
