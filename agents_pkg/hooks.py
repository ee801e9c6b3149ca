"""Run hooks: the one place tool calls are recorded (for results and grounding evidence) and logged."""

from __future__ import annotations

import json
from typing import Any

import structlog
from agents import Agent, RunContextWrapper, RunHooks
from agents.tool_context import ToolContext

from agents_pkg.context import ToolCallRecord, TriageContext

log = structlog.get_logger("eco_triage.run")


class RecordingHooks(RunHooks[TriageContext]):
    """Appends every finished tool call to the run context; logs names and sizes, never values."""

    async def on_tool_end(
        self,
        context: RunContextWrapper[TriageContext],
        agent: Agent[TriageContext],
        tool: Any,
        result: object,
    ) -> None:
        call_id, arguments = "", {}
        if isinstance(context, ToolContext):
            call_id = context.tool_call_id
            try:
                parsed = json.loads(context.tool_arguments or "{}")
                arguments = parsed if isinstance(parsed, dict) else {}
            except ValueError:
                arguments = {}
        output = (
            result
            if isinstance(result, str)
            else json.dumps(result, ensure_ascii=False, default=str)
        )
        context.context.tool_calls.append(
            ToolCallRecord(agent.name, call_id, tool.name, arguments, output)
        )
        log.debug("tool.end", agent=agent.name, tool=tool.name, output_chars=len(output))

    async def on_handoff(
        self,
        context: RunContextWrapper[TriageContext],
        from_agent: Agent[TriageContext],
        to_agent: Agent[TriageContext],
    ) -> None:
        log.debug("handoff.done", source=from_agent.name, target=to_agent.name)
