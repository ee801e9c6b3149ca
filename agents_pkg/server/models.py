"""Request and response models of the HTTP service: they are its OpenAPI schema."""

from typing import Any, Literal

from pydantic import BaseModel, Field

from agents_pkg.result import Stage, ToolCall, TurnResult


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


# The response of POST /v1/chat is the turn result itself: one schema for the CLI, HTTP and SSE.
ChatResponse = TurnResult
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
        "not_found | method_not_allowed | unavailable | internal_error"
    )
    message: str = Field(description="human-readable reason (Korean, user-facing)")
    details: list[ErrorDetail] | None = None


# --- the documented error responses of the routes ------------------------------------------------
_ERROR_DESCRIPTIONS = {
    413: "The request body is larger than the limit (checked before parsing).",
    422: "Bad JSON, a missing or non-string message, an empty or over-long message.",
    500: "Unexpected server error (generic message, no details).",
    503: "The orchestrator is not serving (starting or shutting down).",
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
