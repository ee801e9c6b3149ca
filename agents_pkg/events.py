"""Typed stream events of :meth:`Orchestrator.stream` — one discriminated union, mapped in one place."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from agents_pkg.result import StageStatus, TurnResult

GuardrailName = Literal["pii", "grounding"]


class PlannedStageInfo(BaseModel):
    """One stage of triage's plan: who answers, and which part of the message (when it was split)."""

    specialist: str
    request: str | None = None
    confidence: float | None = None  # triage's confidence in this stage (offline model only)


class RouteDecided(BaseModel):
    type: Literal["route_decided"] = "route_decided"
    route: list[str]
    plan: list[PlannedStageInfo] = []


class StageStarted(BaseModel):
    type: Literal["stage_started"] = "stage_started"
    index: int
    specialist: str
    payload: dict[str, Any] | None = None


class ToolCalled(BaseModel):
    type: Literal["tool_called"] = "tool_called"
    specialist: str
    name: str
    arguments: dict[str, Any]


class TextDelta(BaseModel):
    type: Literal["text_delta"] = "text_delta"
    delta: str


class StageCompleted(BaseModel):
    type: Literal["stage_completed"] = "stage_completed"
    index: int
    specialist: str
    status: StageStatus


class GuardrailTripped(BaseModel):
    type: Literal["guardrail_tripped"] = "guardrail_tripped"
    guardrail: GuardrailName
    detail: str


class Done(BaseModel):
    type: Literal["done"] = "done"
    result: TurnResult


class ErrorEvent(BaseModel):
    type: Literal["error"] = "error"
    message: str


Event = Annotated[
    RouteDecided
    | StageStarted
    | ToolCalled
    | TextDelta
    | StageCompleted
    | GuardrailTripped
    | Done
    | ErrorEvent,
    Field(discriminator="type"),
]
