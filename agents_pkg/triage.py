"""The agent graph: a triage agent with one typed handoff per specialist.

* Each handoff is the SDK's ``handoff(agent, input_type=..., on_handoff=..., input_filter=...)``;
  the payload is validated, normalised and stored in :class:`TriageContext` by ``on_handoff``, and
  the specialist's dynamic instructions render it.
* A payload the SDK rejects (strict validation) does not abort the run: it is re-read leniently and,
  if still invalid, the specialist runs with no payload and asks the user for what is missing.
* The handoff input filter hands the specialist only the user's request — never triage's tool calls
  or earlier raw tool output — so context stays small.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from agents import (
    Agent,
    Handoff,
    ModelBehaviorError,
    ModelSettings,
    RunContextWrapper,
    handoff,
)
from agents.handoffs import HandoffInputData
from pydantic import BaseModel, TypeAdapter, ValidationError

from agents_pkg.context import TriageContext
from agents_pkg.logging import get_logger
from specialists.base import Specialist

log = get_logger("eco_triage.triage")

TRIAGE_NAME = "triage"

TRIAGE_INSTRUCTIONS = """당신은 한국어/영어 재활용 도우미의 분류(triage) 담당이다.
사용자 요청을 보고 알맞은 전문가에게 transfer_to_<전문가> 도구로 넘긴다. 직접 사실을 답하지 않는다.
- 인자는 사용자가 말한 정보만 채운다. 말하지 않은 값은 null (지역을 추측하지 말 것).
- 여러 가지를 물으면 언급된 순서대로 각 전문가에게 넘긴다.
- 다섯 전문가 어디에도 해당하지 않으면 도구를 부르지 말고, 할 수 있는 일을 한두 문장으로 안내한다."""


def _role(item: Any) -> str | None:
    return item.get("role") if isinstance(item, dict) else getattr(item, "role", None)


def _text(item: Any) -> str:
    content = item.get("content") if isinstance(item, dict) else getattr(item, "content", None)
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            str(p.get("text", "")) if isinstance(p, dict) else str(getattr(p, "text", ""))
            for p in content
        )
    return ""


def stage_input_filter(specialist: str) -> Any:
    """The specialist's model input: its own request, plus earlier stages' final content only.

    Never triage's tool calls, never earlier tool output, never earlier turns of the conversation
    (the payload carries what a follow-up needs).
    """

    def only_this_request(data: HandoffInputData) -> HandoffInputData:
        history = data.input_history
        users = (
            [history]
            if isinstance(history, str)
            else [_text(i) for i in history if _role(i) == "user"]
        )
        ctx = data.run_context.context if data.run_context is not None else None
        planned = ctx.planned(specialist) if isinstance(ctx, TriageContext) else None
        request = (planned.request if planned is not None else None) or (users[-1] if users else "")
        items: list[Any] = []
        if isinstance(ctx, TriageContext) and (previous := ctx.previous_content(specialist)):
            items.append({"role": "assistant", "content": f"(앞서 드린 답변)\n{previous}"})
        items.append({"role": "user", "content": request})
        return data.clone(input_history=tuple(items), pre_handoff_items=(), input_items=())

    return only_this_request


def _validation_summary(exc: ValidationError) -> str:
    """Field names and error kinds only — never the values, which may hold user text."""
    return "; ".join(
        f"{'.'.join(str(p) for p in e['loc']) or 'payload'}: {e['type']}" for e in exc.errors()
    )


def lenient_parse(
    payload_type: type[BaseModel], args_json: str
) -> tuple[BaseModel | None, str | None]:
    """Lax re-validation of a payload the strict handoff rejected: ``(payload, None)`` or ``(None, why)``."""
    try:
        return TypeAdapter(payload_type).validate_json(args_json or "{}"), None
    except ValidationError as exc:
        return None, _validation_summary(exc)


def typed_handoff(
    agent: Agent[TriageContext], spec: Specialist[Any]
) -> Handoff[TriageContext, Any]:
    async def remember(ctx: RunContextWrapper[TriageContext], payload: BaseModel) -> None:
        ctx.context.record_handoff(spec.name, payload, None)
        log.info("handoff", specialist=spec.name, payload_valid=True)

    strict = handoff(
        agent,
        input_type=spec.payload_type,
        on_handoff=remember,
        input_filter=stage_input_filter(spec.name),
        tool_description_override=f"{spec.description} ({spec.name} 전문가에게 넘긴다)",
    )
    validate = strict.on_invoke_handoff

    async def invoke(ctx: RunContextWrapper[TriageContext], args_json: str) -> Agent[TriageContext]:
        try:
            return await validate(ctx, args_json)
        except ModelBehaviorError:
            payload, error = lenient_parse(spec.payload_type, args_json)
            ctx.context.record_handoff(spec.name, payload, error)
            log.warning(
                "handoff.payload_invalid",
                specialist=spec.name,
                recovered=payload is not None,
                error=error,
            )
            return agent

    return dataclasses.replace(strict, on_invoke_handoff=invoke)


def build_specialist_agent(
    spec: Specialist[Any], model_settings: ModelSettings
) -> Agent[TriageContext]:
    def instructions(ctx: RunContextWrapper[TriageContext], agent: Agent[TriageContext]) -> str:
        return spec.instructions(
            ctx.context.payload_for(spec.name), ctx.context.payload_error(spec.name)
        )

    return Agent[TriageContext](
        name=spec.name,
        handoff_description=spec.description,
        instructions=instructions,
        tools=list(spec.tools()),
        model_settings=model_settings,
    )


@dataclass(frozen=True, slots=True)
class AgentGraph:
    """The triage agent and, by name, the specialist agents it hands off to."""

    triage: Agent[TriageContext]
    specialists: Mapping[str, Agent[TriageContext]]


def build_graph(specialists: Sequence[Specialist[Any]]) -> AgentGraph:
    """Triage agent wired to every specialist.

    Agents carry no model: the run's model provider picks it (``Orchestrator.override`` pins one
    per agent in tests). Retries and timeouts of real backends are the fallback model's, not the
    agents' ``ModelSettings``.
    """
    settings = ModelSettings()
    agents = {s.name: build_specialist_agent(s, settings) for s in specialists}
    triage = Agent[TriageContext](
        name=TRIAGE_NAME,
        instructions=TRIAGE_INSTRUCTIONS,
        handoffs=[typed_handoff(agents[s.name], s) for s in specialists],
        model_settings=settings,
    )
    return AgentGraph(triage, agents)
