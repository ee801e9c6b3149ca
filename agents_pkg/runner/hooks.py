"""Run hooks: the one place tool calls are recorded (for results and grounding evidence) and logged."""

from __future__ import annotations

import json
from typing import Any

from agents import Agent, ModelResponse, RunContextWrapper, RunHooks
from agents.tool_context import ToolContext

from agents_pkg.context import PlannedStage, ToolCallRecord, TriageContext
from agents_pkg.logging import get_logger
from agents_pkg.triage import TRIAGE_NAME

HANDOFF_PREFIX = "transfer_to_"


def plan_from_output(output: list[Any]) -> list[PlannedStage]:
    """The ordered handoff calls of one triage response: the plan of stages."""
    plan: list[PlannedStage] = []
    for item in output:
        name = getattr(item, "name", None)
        if getattr(item, "type", None) != "function_call" or not str(name).startswith(
            HANDOFF_PREFIX
        ):
            continue
        specialist = str(name)[len(HANDOFF_PREFIX) :]
        if any(p.specialist == specialist for p in plan):
            continue  # one stage per specialist
        arguments = str(getattr(item, "arguments", "") or "{}")
        try:
            parsed = json.loads(arguments)
        except ValueError:
            parsed = None
        fields = parsed if isinstance(parsed, dict) else {}
        request, confidence = fields.get("request"), fields.get("confidence")
        plan.append(
            PlannedStage(
                specialist,
                str(name),
                arguments,
                request if isinstance(request, str) else None,
                float(confidence) if isinstance(confidence, int | float) else None,
            )
        )
    return plan


log = get_logger("eco_triage.run")


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

    async def on_llm_end(
        self,
        context: RunContextWrapper[TriageContext],
        agent: Agent[TriageContext],
        response: ModelResponse,
    ) -> None:
        if agent.name == TRIAGE_NAME and not context.context.plan:
            context.context.plan = plan_from_output(list(response.output))
            if context.context.plan:
                log.info("plan", route=[p.specialist for p in context.context.plan])

    async def on_handoff(
        self,
        context: RunContextWrapper[TriageContext],
        from_agent: Agent[TriageContext],
        to_agent: Agent[TriageContext],
    ) -> None:
        log.debug("handoff.done", source=from_agent.name, target=to_agent.name)
