"""Typed results of one turn: what was routed where, what each stage did, what the user sees."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field, SerializeAsAny

StageStatus = Literal["answered", "ask_back", "error"]


class ToolCall(BaseModel):
    """One tool call of a stage, with its JSON output as the model saw it."""

    name: str
    arguments: dict[str, Any]
    output: str

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
    payload: SerializeAsAny[BaseModel] | None = None
    payload_error: str | None = None
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
    route: list[str] = Field(default_factory=list)
    stages: list[Stage] = Field(default_factory=list)
    answer: str = ""
    blocked: str | None = None
    error: str | None = None
    grounding: GroundingReport | None = None
    model: str = ""
    # --- which path produced the result (see agents_pkg.models.fallback) ---
    backend: str = Field(
        default="sdk",
        description='"sdk" (Agents SDK Runner) or "fallback" (plain function-calling loop)',
    )
    fallback_reason: str | None = Field(
        default=None,
        description="why the SDK path was abandoned (exception type), when backend is fallback",
    )

    @property
    def total_input_chars(self) -> int:
        return sum(s.input_chars for s in self.stages)

    @property
    def total_input_tokens(self) -> int:
        return sum(s.input_tokens for s in self.stages)

    def to_json_dict(self) -> dict[str, Any]:
        """The CLI's ``--json`` shape."""
        return {
            "query": self.query,
            "route": self.route,
            "stages": [
                {
                    "specialist": s.specialist,
                    "payload": s.payload.model_dump(mode="json") if s.payload is not None else None,
                    "status": s.status,
                    "tool_calls": [c.model_dump(mode="json") for c in s.tool_calls],
                    "content": s.content,
                    "input_chars": s.input_chars,
                    "input_tokens": s.input_tokens,
                    "confidence": s.confidence,
                }
                for s in self.stages
            ],
            "answer": self.answer,
            "blocked": self.blocked,
            "error": self.error,
            "grounding": self.grounding.model_dump() if self.grounding else None,
            "total_input_chars": self.total_input_chars,
            "total_input_tokens": self.total_input_tokens,
            "model": self.model,
            "backend": self.backend,
            "fallback_reason": self.fallback_reason,
        }
