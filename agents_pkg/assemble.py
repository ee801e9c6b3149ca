"""Turn a finished run's context into typed stages — one place, used by run and stream alike."""

from __future__ import annotations

from agents_pkg.context import TriageContext
from agents_pkg.result import Stage, StageStatus, ToolCall


def stage_status(calls: list[ToolCall]) -> StageStatus:
    if not calls:
        return "ask_back"  # a specialist that answers without any tool only asks for missing information
    if all("error" in c.data for c in calls):
        return "error"
    return "answered"


def build_stages(ctx: TriageContext, contents: dict[str, str]) -> list[Stage]:
    """One stage per routed specialist, with its payload, tool calls and final content."""
    stages: list[Stage] = []
    for name in ctx.route:
        calls = [
            ToolCall(name=c.name, arguments=c.arguments, output=c.output)
            for c in ctx.tool_calls
            if c.agent == name
        ]
        stages.append(
            Stage(
                specialist=name,
                payload=ctx.payloads.get(name),
                payload_error=ctx.payload_errors.get(name),
                tool_calls=calls,
                content=contents.get(name, ""),
                status=stage_status(calls),
            )
        )
    return stages
