"""Turn a finished run's context into typed stages — one place, used by run and stream alike."""

from __future__ import annotations

from agents import InputGuardrailTripwireTriggered

from agents_pkg.context import TriageContext
from agents_pkg.logging import get_logger
from agents_pkg.result import GroundingReport, Stage, StageStatus, ToolCall, TurnResult
from agents_pkg.runner.guards import PiiVerdict

log = get_logger("eco_triage.orchestrator")


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


def turn_result(
    ctx: TriageContext, grounding: list[GroundingReport], *, query: str, model: str
) -> TurnResult:
    """The finished turn: its stages, the answer (their contents) and ``error`` when no stage
    could answer (a data source down, a model error). ``query`` is the PII-masked query."""
    stages = build_stages(ctx, ctx.contents)
    answer = "\n\n".join(s.content for s in stages if s.content)
    errors = [s.content for s in stages if s.status == "error"]
    return TurnResult(
        query=query,
        route=list(ctx.route),
        stages=stages,
        answer=answer,
        error=errors[0] if errors and len(errors) == len(stages) else None,
        grounding=grounding[0] if grounding else None,
        model=model,
    )


def blocked_result(exc: InputGuardrailTripwireTriggered, *, query: str, model: str) -> TurnResult:
    """The turn an input guardrail stopped: the user is told what was found (masked)."""
    info = exc.guardrail_result.output.output_info
    message = (
        info.message
        if isinstance(info, PiiVerdict) and info.message
        else "입력에 포함된 정보 때문에 처리할 수 없습니다."
    )
    kinds = list(info.blocked_kinds) if isinstance(info, PiiVerdict) else []
    log.info("run.blocked", guardrail=exc.guardrail_result.guardrail.get_name(), kinds=kinds)
    return TurnResult(query=query, answer=message, blocked=message, model=model)
