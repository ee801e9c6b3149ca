"""The typed run context: one per turn, never shared between runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel


@dataclass(slots=True)
class ToolCallRecord:
    """One tool call made during a run, with the agent that made it."""

    agent: str
    call_id: str
    name: str
    arguments: dict[str, Any]
    output: str


@dataclass(slots=True)
class TriageContext:
    """What a run learns as it goes: the route, the validated payloads and every tool output.

    ``route`` and ``payloads`` are written by ``on_handoff``; ``tool_calls`` by the run hooks.
    Tool outputs double as the grounding evidence for the output guardrail.
    """

    query: str = ""  # the user's text as the run received it (never logged)
    route: list[str] = field(default_factory=list)
    payloads: dict[str, BaseModel | None] = field(default_factory=dict)
    payload_errors: dict[str, str] = field(default_factory=dict)
    tool_calls: list[ToolCallRecord] = field(default_factory=list)

    def payload_for(self, specialist: str) -> BaseModel | None:
        return self.payloads.get(specialist)

    def payload_error(self, specialist: str) -> str | None:
        return self.payload_errors.get(specialist)

    def record_handoff(self, specialist: str, payload: BaseModel | None, error: str | None) -> None:
        self.route.append(specialist)
        self.payloads[specialist] = payload
        if error is not None:
            self.payload_errors[specialist] = error

    @property
    def evidence(self) -> list[str]:
        return [call.output for call in self.tool_calls]

    def evidence_for(self, agent: str) -> list[str]:
        """What one agent's answer may state: its tool outputs, and what the user said."""
        return [call.output for call in self.tool_calls if call.agent == agent] + [self.query]
