"""Turn a finished run's context into typed stages — one place, used by run and stream alike."""

from __future__ import annotations

from agents_pkg.context import TriageContext
from agents_pkg.result import Stage, StageStatus, ToolCall


def estimate_tokens(chars: int) -> int:
    """A rough token estimate for mixed Korean/English text (≈ 2 characters per token)."""
    return (chars + 1) // 2


LOOKUP_TOOLS = frozenset({"geocode"})  # helpers whose success alone answers nothing


def stage_status(calls: list[ToolCall]) -> StageStatus:
    """``ask_back`` without tools or when only user-fixable input errors came back (unknown or ambiguous
    place); ``error`` when every data call failed (a data source down); else ``answered``."""
    if not calls:
        return "ask_back"  # a specialist that answers without any tool only asks for missing information
    data_calls = [c for c in calls if c.name not in LOOKUP_TOOLS] or calls
    failed = [c for c in calls if "error" in c.data]
    if (
        failed
        and all(c.data.get("needs_input") for c in failed)
        and all("error" in c.data for c in data_calls)
    ):
        return "ask_back"
    if all("error" in c.data for c in data_calls):
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
                status="error" if name in ctx.failed else stage_status(calls),
                input_chars=(sizes := ctx.model_inputs.get(name, [0]))[0],
                input_tokens=estimate_tokens(sizes[0]),
                confidence=planned.confidence if (planned := ctx.planned(name)) else None,
            )
        )
    return stages
