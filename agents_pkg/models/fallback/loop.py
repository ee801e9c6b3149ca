"""The function-calling loop: triage → specialist → tools → grounded answer on Chat Completions.

:class:`FunctionCallingFallback` runs one request through the same agent graph as the SDK path,
without the Runner; :class:`FallbackOutcome` holds what the run produced beyond the context. The
package docstring (:mod:`agents_pkg.models.fallback`) describes what "the same" covers.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import structlog
from agents import Agent, FunctionTool, Handoff, MaxTurnsExceeded
from agents.tool_context import ToolContext
from openai import AsyncOpenAI, omit
from openai.types.chat import (
    ChatCompletion,
    ChatCompletionFunctionToolParam,
    ChatCompletionMessageParam,
)

from agents_pkg.assemble import stage_status
from agents_pkg.config import Settings, retry_delay
from agents_pkg.context import PlannedStage, TriageContext
from agents_pkg.events import (
    ErrorEvent,
    Event,
    GuardrailTripped,
    PlannedStageInfo,
    RouteDecided,
    StageCompleted,
    StageStarted,
    TextDelta,
    ToolCalled,
)
from agents_pkg.hooks import RecordingHooks
from agents_pkg.models.fallback.classify import describe_failure, retry_after, retryable
from agents_pkg.models.fallback.wire import (
    assistant_with_calls,
    function_tool,
    handoff_tool,
    json_obj,
)
from agents_pkg.result import GroundingReport, ToolCall
from agents_pkg.triage import TRIAGE_INSTRUCTIONS, TRIAGE_NAME, lenient_parse
from guardrails.grounding import check
from guardrails.pii import PiiKind, PiiPolicy, evaluate, redact
from specialists.base import Specialist, ToolResult

log = structlog.get_logger("eco_triage.fallback")


@dataclass
class FallbackOutcome:
    """What the fallback run produced beyond the context."""

    reason: str  # the SDK-path failure that started it (exception type)
    triage_text: str = ""  # triage answered itself (out of scope)
    error: str | None = None  # a user-facing message when the fallback failed too
    blocked: str | None = None  # the PII block message
    grounding: list[GroundingReport] = field(default_factory=list)
    model_calls: int = 0  # counted against max_turns
    attempts: int = 0  # HTTP attempts, retries included


class FunctionCallingFallback:
    """Triage → specialist → tools → grounded answer, as a plain Chat Completions tool loop."""

    def __init__(
        self,
        *,
        client: AsyncOpenAI,
        model: str,
        settings: Settings,
        triage: Agent[TriageContext],
        specialists: Mapping[str, Agent[TriageContext]],
        specs: Mapping[str, Specialist[Any]],
        hooks: RecordingHooks,
        failure_message: Callable[[BaseException], str],
    ) -> None:
        self._client, self._model, self._settings = client, model, settings
        self._handoffs = {h.tool_name: h for h in triage.handoffs if isinstance(h, Handoff)}
        self._specialists, self._specs, self._hooks = specialists, specs, hooks
        self._failure_message = failure_message
        policy: PiiPolicy = settings.pii_policy
        self._policy = policy
        self._mask_kinds: tuple[PiiKind, ...] = tuple(
            k for k, a in policy.actions.items() if a != "allow"
        )

    def _mask(self, text: str) -> str:
        return redact(text, kinds=self._mask_kinds)

    # --- the run ------------------------------------------------------------------------------
    async def stream(
        self,
        text: str,
        history: Sequence[Any],
        ctx: TriageContext,
        out: FallbackOutcome,
    ) -> AsyncIterator[Event]:
        """Events of the fallback run; the context and ``out`` hold what the result needs."""
        log.warning("fallback.start", cause=out.reason, model=self._model)
        decision = evaluate(text, self._policy)
        if decision.should_block:  # nothing is sent to any model
            out.blocked = decision.block_message()
            log.info("fallback.blocked", kinds=sorted({f.kind for f in decision.blocked}))
            yield GuardrailTripped(guardrail="pii", detail=out.blocked)
            return
        masked = decision.masked_text
        try:
            plan = await self._triage(masked, history, ctx, out)
        except Exception as exc:
            message = self._failure_message(exc)
            out.error = message
            log.warning("fallback.failed", stage=TRIAGE_NAME, error_type=describe_failure(exc))
            yield ErrorEvent(message=message)
            yield TextDelta(delta=message)
            return
        if not plan:
            yield TextDelta(delta=out.triage_text)
            return
        ctx.plan = plan
        yield RouteDecided(
            route=[p.specialist for p in plan],
            plan=[PlannedStageInfo(specialist=p.specialist, request=p.request) for p in plan],
        )
        for index, planned in enumerate(plan):
            if index:
                yield TextDelta(delta="\n\n")
            async for event in self._stage(index, planned, masked, ctx, out):
                yield event
        log.info(
            "fallback.end",
            route=list(ctx.route),
            model_calls=out.model_calls,
            attempts=out.attempts,
            failed=sorted(ctx.failed),
        )

    async def _triage(
        self, masked: str, history: Sequence[Any], ctx: TriageContext, out: FallbackOutcome
    ) -> list[PlannedStage]:
        """Triage's turn: the planned handoffs, in order (one per specialist), or its own text."""
        tools = [handoff_tool(h) for h in self._handoffs.values()]
        messages: list[ChatCompletionMessageParam] = [
            {"role": "system", "content": self._mask(TRIAGE_INSTRUCTIONS)}
        ]
        for item in history:
            role = item.get("role") if isinstance(item, dict) else None
            content = item.get("content") if isinstance(item, dict) else None
            if role in ("user", "assistant") and isinstance(content, str):
                messages.append(
                    cast(ChatCompletionMessageParam, {"role": role, "content": self._mask(content)})
                )
        messages.append({"role": "user", "content": masked})
        while True:
            self._count_input(ctx, TRIAGE_NAME, messages)
            message = (await self._complete(messages, tools, out)).choices[0].message
            calls = [c for c in message.tool_calls or [] if c.type == "function"]
            plan: list[PlannedStage] = []
            for call in calls:
                h = self._handoffs.get(call.function.name)
                if h is None or any(p.specialist == h.agent_name for p in plan):
                    continue
                request = json_obj(call.function.arguments).get("request")
                plan.append(
                    PlannedStage(
                        h.agent_name,
                        h.tool_name,
                        call.function.arguments or "{}",
                        request if isinstance(request, str) else None,
                    )
                )
            if plan:
                log.info("fallback.plan", route=[p.specialist for p in plan])
                return plan
            if not calls:
                out.triage_text = (message.content or "").strip()
                return []
            # only unknown tools were called: tell the model, as the SDK path does, and go on
            messages.append(assistant_with_calls(message.content, calls))
            for call in calls:
                messages.append(
                    {
                        "role": "tool",
                        "tool_call_id": call.id,
                        "content": f"Tool '{call.function.name}' not found.",
                    }
                )

    async def _stage(
        self,
        index: int,
        planned: PlannedStage,
        masked: str,
        ctx: TriageContext,
        out: FallbackOutcome,
    ) -> AsyncIterator[Event]:
        name = planned.specialist
        spec = self._specs[name]
        payload, error = lenient_parse(spec.payload_type, planned.arguments)
        ctx.record_handoff(name, payload, error)
        log.info(
            "fallback.handoff", specialist=name, payload_valid=payload is not None, error=error
        )
        yield StageStarted(
            index=index,
            specialist=name,
            payload=payload.model_dump(mode="json") if payload is not None else None,
        )
        try:
            answer = ""
            async for event in self._specialist(planned, masked, ctx, out):
                if isinstance(event, TextDelta):
                    answer = event.delta  # the final, checked answer (not streamed in pieces)
                else:
                    yield event
        except Exception as exc:  # a stage boundary, as on the SDK path
            message = self._failure_message(exc)
            log.warning("fallback.failed", stage=name, error_type=describe_failure(exc))
            ctx.contents[name] = message
            ctx.failed.add(name)
            if out.error is None:
                out.error = message
            yield ErrorEvent(message=message)
            yield TextDelta(delta=message)
            yield StageCompleted(index=index, specialist=name, status="error")
            return
        ctx.contents[name] = answer
        yield TextDelta(delta=answer)
        calls = [
            ToolCall(name=c.name, arguments=c.arguments, output=c.output)
            for c in ctx.tool_calls
            if c.agent == name
        ]
        yield StageCompleted(index=index, specialist=name, status=stage_status(calls))

    async def _specialist(
        self, planned: PlannedStage, masked: str, ctx: TriageContext, out: FallbackOutcome
    ) -> AsyncIterator[Event]:
        """The specialist's tool loop; the last event is a TextDelta with the grounded answer."""
        name = planned.specialist
        spec, agent = self._specs[name], self._specialists[name]
        instructions = spec.instructions(ctx.payload_for(name), ctx.payload_error(name))
        tools = {t.name: t for t in agent.tools if isinstance(t, FunctionTool)}
        schemas = [function_tool(t) for t in tools.values()]
        messages: list[ChatCompletionMessageParam] = [
            {"role": "system", "content": self._mask(instructions)}
        ]
        if previous := ctx.previous_content(name):
            messages.append({"role": "assistant", "content": f"(앞서 드린 답변)\n{previous}"})
        messages.append({"role": "user", "content": self._mask(planned.request or masked)})
        while True:
            self._count_input(ctx, name, messages)
            message = (await self._complete(messages, schemas, out)).choices[0].message
            calls = [c for c in message.tool_calls or [] if c.type == "function"]
            if not calls:
                answer = (message.content or "").strip()
                break
            messages.append(assistant_with_calls(message.content, calls))
            for call in calls:
                tool = tools.get(call.function.name)
                if tool is not None:
                    yield ToolCalled(
                        specialist=name,
                        name=tool.name,
                        arguments=json_obj(call.function.arguments),
                    )
                output = await self._invoke(tool, call.function.name, call.id, call.function.arguments, ctx, agent)  # fmt: skip
                messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
        verdict = check(answer, [*ctx.evidence_for(name), instructions])
        if not verdict.grounded:
            unsupported = [c.text for c in verdict.unsupported]
            log.warning("fallback.grounding", specialist=name, claims=len(unsupported))
            out.grounding.append(
                GroundingReport(
                    specialist=name, unsupported=unsupported, retried=False, fallback=True
                )
            )
            results = [
                ToolResult(c.name, c.arguments, c.output) for c in ctx.tool_calls if c.agent == name
            ]
            answer = spec.compose(spec.parse_payload(ctx.payloads.get(name)), results)
        yield TextDelta(delta=answer)

    async def _invoke(
        self,
        tool: FunctionTool | None,
        name: str,
        call_id: str,
        arguments: str,
        ctx: TriageContext,
        agent: Agent[TriageContext],
    ) -> str:
        if tool is None:
            log.warning("fallback.tool_not_found", agent=agent.name)
            return f"Tool '{name}' not found."
        tool_ctx: ToolContext[TriageContext] = ToolContext(
            ctx,
            tool_name=tool.name,
            tool_call_id=call_id,
            tool_arguments=arguments,
            agent=agent,
        )
        result = await tool.on_invoke_tool(tool_ctx, arguments)
        output = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)
        await self._hooks.on_tool_end(tool_ctx, agent, tool, output)  # records into ctx
        return output

    # --- one model call, with the shared retry policy -------------------------------------------
    async def _complete(
        self,
        messages: list[ChatCompletionMessageParam],
        tools: list[ChatCompletionFunctionToolParam],
        out: FallbackOutcome,
    ) -> ChatCompletion:
        settings = self._settings
        if out.model_calls >= settings.max_turns:
            raise MaxTurnsExceeded(f"Max turns ({settings.max_turns}) exceeded")
        out.model_calls += 1
        attempt = 0
        while True:
            attempt += 1
            out.attempts += 1
            try:
                async with asyncio.timeout(settings.model_timeout_s):
                    return await self._client.chat.completions.create(
                        model=self._model,
                        messages=messages,
                        tools=tools if tools else omit,
                        tool_choice="auto" if tools else omit,
                    )
            except Exception as exc:
                if attempt > settings.model_retries or not retryable(exc):
                    raise
                delay = retry_after(exc, settings.model_retry_max_delay_s)
                if delay is None:
                    delay = retry_delay(settings, attempt)
                log.info(
                    "fallback.retry",
                    attempt=attempt,
                    error_type=describe_failure(exc),
                    delay_s=round(delay, 3),
                )
                await asyncio.sleep(delay)

    @staticmethod
    def _count_input(
        ctx: TriageContext, agent: str, messages: list[ChatCompletionMessageParam]
    ) -> None:
        """Model input size per agent, as the SDK path's input filter records it."""
        size = sum(len(c) for m in messages if isinstance(c := m.get("content"), str)) + sum(
            len(str(m.get("tool_calls") or "")) for m in messages
        )
        ctx.model_inputs.setdefault(agent, []).append(size)
