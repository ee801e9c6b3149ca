"""Typed results of one turn: what was routed where, what each stage did, what the user sees."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field, SerializeAsAny, computed_field

StageStatus = Literal["answered", "ask_back", "error"]


class ToolCall(BaseModel):
    """One tool call of a stage, with its JSON output as the model saw it."""

    name: str
    arguments: dict[str, Any]
    output: str = Field(description="the tool's JSON envelope, as the model saw it")

    @property
    def data(self) -> dict[str, Any]:
        try:
            value = json.loads(self.output)
        except ValueError:
            return {"error": self.output}
        return value if isinstance(value, dict) else {"value": value}


class Stage(BaseModel):
    """One specialist's part of the answer."""

    specialist: str
    payload: SerializeAsAny[BaseModel] | None = Field(
        default=None, description="the typed handoff payload (the specialist's pydantic model)"
    )
    payload_error: str | None = Field(
        default=None, description="why the handoff payload was rejected (the specialist asked back)"
    )
    tool_calls: list[ToolCall] = Field(default_factory=list)
    content: str = ""
    status: StageStatus = "answered"
    input_chars: int = Field(
        0, description="characters of the specialist's first model input (instructions + items)"
    )
    input_tokens: int = Field(0, description="estimated tokens of that input")
    confidence: float | None = Field(
        None, description="triage's confidence in routing here, 0-1 (offline model; None otherwise)"
    )

    @property
    def sources(self) -> list[str]:
        """Distinct data sources the stage's tool outputs name (``embedded-sample``, ``kma``, ...)."""
        seen: list[str] = []
        for call in self.tool_calls:
            src = call.data.get("source")
            if isinstance(src, str) and src not in seen:
                seen.append(src)
        return seen


class GroundingReport(BaseModel):
    """What the grounding guardrail did in this turn (absent when every answer passed first time)."""

    specialist: str
    unsupported: list[str] = Field(
        description="claims the first answer made that no tool output backs"
    )
    retried: bool = True
    fallback: bool = False  # the retry was ungrounded too: the answer is the evidence-only summary


class TurnResult(BaseModel):
    """The outcome of :meth:`Orchestrator.run`. A blocked or failed turn is still a result."""

    query: str = Field(description="the query as the models saw it (PII masked)")
    route: list[str] = Field(
        default_factory=list, description="specialists in order; [] when triage answered itself"
    )
    stages: list[Stage] = Field(default_factory=list)
    answer: str = Field(default="", description="the text shown to the user")
    blocked: str | None = Field(default=None, description="why a guardrail stopped the run")
    error: str | None = Field(default=None, description="a user-facing message when the run failed")
    grounding: GroundingReport | None = None
    model: str = ""
    backend: Literal["sdk", "fallback"] = Field(
        default="sdk",
        description='"fallback" when a model call of this run was answered by the fallback model',
    )
    fallback_reason: str | None = Field(
        default=None,
        description="why the primary model was abandoned (exception type), when backend is fallback",
    )

    @computed_field  # type: ignore[prop-decorator]
    @property
    def total_input_chars(self) -> int:
        return sum(s.input_chars for s in self.stages)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def total_input_tokens(self) -> int:
        return sum(s.input_tokens for s in self.stages)

    def to_json_dict(self) -> dict[str, Any]:
        """The JSON shape of ``ask --json``, ``POST /v1/chat`` and the ``done`` event."""
        return self.model_dump(mode="json")
