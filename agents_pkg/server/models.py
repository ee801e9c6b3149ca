"""Request and response models of the HTTP service: they are its OpenAPI schema."""

from typing import Any, Literal

from pydantic import BaseModel, Field

from agents_pkg.result import GroundingReport, StageStatus


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
        "not_found | method_not_allowed | unavailable | queue_full | internal_error"
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
