"""One stage of a turn: run from an agent until one specialist (or triage) has answered, streaming typed events.

Text is released sentence by sentence, each only after it passed the grounding check against the
stage's evidence; an ungrounded sentence cancels the run and the stage is re-grounded (one retry with
the unsupported claims as feedback, then the specialist's evidence-only summary).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from agents import (
    Agent,
    AgentsException,
    InputGuardrailTripwireTriggered,
    OutputGuardrailTripwireTriggered,
    RunConfig,
    Runner,
)
from agents.items import TResponseInputItem
from agents.stream_events import RawResponsesStreamEvent, RunItemStreamEvent
from openai import OpenAIError
from openai.types.responses import ResponseTextDeltaEvent

from agents_pkg.config import Settings
from agents_pkg.context import TriageContext
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
from agents_pkg.failures import INTERRUPTED_MESSAGE, failure_message
from agents_pkg.logging import get_logger
from agents_pkg.result import GroundingReport, ToolCall, TurnResult
from agents_pkg.runner.assemble import stage_status
from agents_pkg.runner.deadline import events_until_deadline, until_deadline
from agents_pkg.runner.guards import (
    GroundingVerdict,
    mask_answer_events,
    mask_contents,
    output_masker,
)
from agents_pkg.runner.hooks import RecordingHooks
from agents_pkg.runner.regrounding import (
    UngroundedSentence,
    checked_sentences,
    sentence_trip,
    split_sentences,
)
from agents_pkg.triage import TRIAGE_NAME
from guardrails.grounding import Evidence, check
from specialists.base import Specialist, ToolResult

log = get_logger("eco_triage.stages")


class StageRunner:
    """Runs stages for the orchestrator; holds no per-run state (that lives in the run context)."""

    def __init__(
        self,
        *,
        graph_triage: Agent[TriageContext],
        specialists: Mapping[str, Agent[TriageContext]],
        specs: Mapping[str, Specialist[Any]],
        run_config: RunConfig,
        hooks: RecordingHooks,
        settings: Settings,
        blocked: Callable[[str, InputGuardrailTripwireTriggered], TurnResult],
    ) -> None:
        self.triage, self.specialist_agents, self.specs = graph_triage, specialists, specs
        self.run_config, self.hooks, self.settings, self.blocked = (
            run_config,
            hooks,
            settings,
            blocked,
        )

    async def run(
        self,
        agent: Agent[TriageContext],
        stage_input: list[TResponseInputItem],
        ctx: TriageContext,
        outcome: StageOutcome,
        text: str,
    ) -> AsyncIterator[Event]:
        """``_run`` with PII that no tool output carried masked in the answer (text, contents)."""
        masker = output_masker(ctx)
        events = self._run(agent, stage_input, ctx, outcome, text)
        async for event in mask_answer_events(events, masker):
            yield event
        mask_contents(ctx, masker, outcome.grounding)
        outcome.text = masker.mask(outcome.text)

    async def _run(
        self,
        agent: Agent[TriageContext],
        stage_input: list[TResponseInputItem],
        ctx: TriageContext,
        outcome: StageOutcome,
        text: str,
    ) -> AsyncIterator[Event]:
        """Run from ``agent`` until one specialist (or triage itself) has answered; yield its events.

        Streamed to a caller (``outcome.gate_sentences``): SDK streaming, each sentence released after its
        grounding check. Otherwise one buffered SDK run (cheaper), with the same events afterwards.
        """
        progress = _Progress(announced=len(ctx.route), tools_announced=len(ctx.tool_calls))
        tripped: OutputGuardrailTripwireTriggered | None = None
        try:
            if outcome.gate_sentences:
                async for event in self._streamed(agent, stage_input, ctx, outcome, progress):
                    yield event
            else:
                result = await until_deadline(Runner.run(
                    agent, stage_input, context=ctx, run_config=self.run_config, hooks=self.hooks,
                    max_turns=self.settings.max_turns,
                ))  # fmt: skip
                progress.final = str(result.final_output or "").strip()
                progress.last_agent = result.last_agent.name
        except InputGuardrailTripwireTriggered as exc:
            outcome.blocked = self.blocked(text, exc)
            yield GuardrailTripped(guardrail="pii", detail=outcome.blocked.blocked or "")
            return
        except OutputGuardrailTripwireTriggered as exc:
            tripped = exc
        except UngroundedSentence as exc:
            verdict = check(exc.sentence, self.evidence(ctx, exc.agent))
            agent_obj = self.specialist_agents.get(exc.agent, self.triage)
            tripped = sentence_trip(exc.agent, agent_obj, verdict.unsupported)
        except Exception as exc:  # a stage boundary: the user gets a message, other stages go on
            for event in self._failed(ctx, outcome, progress, exc):
                yield event
            return
        for event in self._catch_up(ctx, outcome, progress, tools=not outcome.gate_sentences):
            yield event
        if tripped is not None:
            name = tripped.guardrail_result.agent.name
            yield GuardrailTripped(
                guardrail="grounding",
                detail="답변 일부가 도구 결과로 확인되지 않아 다시 작성합니다.",
            )
            answer, report = await self.reground(text, ctx, tripped)
            outcome.grounding.append(report)
            if name == TRIAGE_NAME:
                outcome.text = answer
            else:
                ctx.contents[name] = answer
            yield TextDelta(delta=answer)
        else:
            if progress.pending:
                # the last sentence has no terminator; the SDK output guardrail already passed the whole answer
                yield TextDelta(delta=progress.pending)
            if progress.last_agent == TRIAGE_NAME:
                outcome.text = progress.final
            else:
                ctx.contents[progress.last_agent] = progress.final
        for event in _completed(ctx, outcome, progress):
            yield event

    def _failed(
        self, ctx: TriageContext, outcome: StageOutcome, progress: _Progress, exc: Exception
    ) -> Iterator[Event]:
        """A stage that raised: what it announced so far, then a message for the user in its place."""
        yield from self._catch_up(ctx, outcome, progress, tools=not outcome.gate_sentences)
        current = progress.current
        # on a real backend, a failure after text reached the caller is an interrupted answer
        # (the fallback model only takes over before any text: agents_pkg.models.fallback)
        message = (
            INTERRUPTED_MESSAGE
            if outcome.real_backend and outcome.text_sent
            else failure_message(exc)
        )
        log.warning("stage.failed", specialist=current, error_type=type(exc).__name__)
        outcome.error = message
        if ctx.route and current != TRIAGE_NAME:
            ctx.contents[current] = message
            ctx.failed.add(current)
        else:
            outcome.text = message
        yield ErrorEvent(message=message)
        yield TextDelta(delta=f"\n\n{message}" if outcome.text_sent else message)

    def _catch_up(
        self, ctx: TriageContext, outcome: StageOutcome, progress: _Progress, *, tools: bool
    ) -> Iterator[Event]:
        """Announce what the run context shows and the caller has not heard yet: the plan, new stages,
        and (for buffered runs) the tool calls made."""
        if not outcome.route_announced and ctx.plan:
            outcome.route_announced = True
            yield RouteDecided(
                route=[p.specialist for p in ctx.plan],
                plan=[
                    PlannedStageInfo(
                        specialist=p.specialist, request=p.request, confidence=p.confidence
                    )
                    for p in ctx.plan
                ],
            )
        while progress.announced < len(ctx.route):
            progress.current = ctx.route[progress.announced]
            payload = ctx.payloads.get(progress.current)
            yield StageStarted(
                index=progress.announced, specialist=progress.current,
                payload=payload.model_dump(mode="json") if payload is not None else None,
            )  # fmt: skip
            progress.announced += 1
        if tools:
            for call in ctx.tool_calls[progress.tools_announced :]:
                yield ToolCalled(specialist=call.agent, name=call.name, arguments=call.arguments)
            progress.tools_announced = len(ctx.tool_calls)

    async def _streamed(
        self,
        agent: Agent[TriageContext],
        stage_input: list[TResponseInputItem],
        ctx: TriageContext,
        outcome: StageOutcome,
        progress: _Progress,
    ) -> AsyncIterator[Event]:
        streamed = Runner.run_streamed(
            agent, stage_input, context=ctx, run_config=self.run_config, hooks=self.hooks,
            max_turns=self.settings.max_turns,
        )  # fmt: skip
        async for ev in events_until_deadline(streamed.stream_events(), streamed.cancel):
            for event in self._catch_up(ctx, outcome, progress, tools=False):
                yield event
            current = progress.current
            if isinstance(ev, RawResponsesStreamEvent) and isinstance(
                ev.data, ResponseTextDeltaEvent
            ):
                progress.pending += ev.data.delta
                sentences, progress.pending = split_sentences(progress.pending)
                for sentence in sentences:  # every agent's text is checked, triage's included
                    if not check(sentence, self.evidence(ctx, current)).grounded:
                        streamed.cancel()
                        raise UngroundedSentence(current, sentence)
                    outcome.text_sent = outcome.text_sent or bool(sentence.strip())
                    yield TextDelta(delta=sentence)
            elif isinstance(ev, RunItemStreamEvent) and ev.name == "tool_called":
                raw = ev.item.raw_item
                name = getattr(raw, "name", None) or (
                    raw.get("name") if isinstance(raw, dict) else None
                )
                args = getattr(raw, "arguments", None) or (
                    raw.get("arguments") if isinstance(raw, dict) else ""
                )
                yield ToolCalled(
                    specialist=ev.item.agent.name, name=str(name), arguments=json_obj(str(args))
                )
        progress.final = str(streamed.final_output or "").strip()
        progress.last_agent = streamed.last_agent.name

    async def reground(
        self, text: str, ctx: TriageContext, exc: OutputGuardrailTripwireTriggered
    ) -> tuple[str, GroundingReport]:
        """Retry the specialist once with feedback; then fall back to its evidence-only summary."""
        verdict = exc.guardrail_result.output.output_info
        name = exc.guardrail_result.agent.name
        unsupported = (
            [c.text for c in verdict.unsupported] if isinstance(verdict, GroundingVerdict) else []
        )
        log.warning("grounding.tripped", specialist=name, claims=len(unsupported))
        report = GroundingReport(specialist=name, unsupported=unsupported)
        if name == TRIAGE_NAME:  # triage has no tools: keep only its checked sentences
            report.fallback = True
            return self.checked_sentences(ctx, str(exc.guardrail_result.agent_output)), report
        planned = ctx.planned(name)
        feedback = (
            "직전 답변에 도구 결과로 확인되지 않는 내용이 있었습니다: "
            + ", ".join(unsupported)
            + ". 도구 결과에 있는 사실만으로 다시 답하세요."
        )
        retry_input: list[TResponseInputItem] = [
            {"role": "user", "content": (planned.request if planned else None) or text},
            {"role": "developer", "content": feedback},
        ]
        try:
            retried = await until_deadline(Runner.run(
                self.specialist_agents[name], retry_input, context=ctx, run_config=self.run_config,
                hooks=self.hooks, max_turns=self.settings.max_turns,
            ))  # fmt: skip
            return str(retried.final_output or "").strip(), report
        except OutputGuardrailTripwireTriggered:
            log.warning("grounding.fallback", specialist=name)
        except (AgentsException, OpenAIError) as retry_exc:
            log.warning(
                "grounding.retry_failed", specialist=name, error_type=type(retry_exc).__name__
            )
        report.fallback = True
        return self.evidence_summary(ctx, name), report

    def evidence(self, ctx: TriageContext, name: str) -> Evidence:
        """The same evidence the grounding output guardrail uses, for sentence-by-sentence checks."""
        return ctx.grounding_evidence(name)

    def checked_sentences(self, ctx: TriageContext, text: str) -> str:
        """Triage's text minus every sentence the grounding check rejects (or a fixed reply)."""
        return checked_sentences(text, self.evidence(ctx, TRIAGE_NAME))

    def evidence_summary(self, ctx: TriageContext, name: str) -> str:
        spec = self.specs[name]
        results = [
            ToolResult(c.name, c.arguments, c.output) for c in ctx.tool_calls if c.agent == name
        ]
        return spec.compose(spec.parse_payload(ctx.payloads.get(name)), results)


@dataclass
class _Progress:
    """Where one stage run is: what has been announced to the caller, and its final text."""

    announced: int  # route entries announced (StageStarted)
    tools_announced: int  # tool calls announced (buffered runs)
    current: str = TRIAGE_NAME  # the agent answering now
    pending: str = ""  # streamed text not yet a complete sentence
    final: str = ""
    last_agent: str = TRIAGE_NAME


@dataclass
class StageOutcome:
    """What one stage run produced, beyond the context: triage's own text, a block, an error."""

    text: str = ""
    error: str | None = None
    gate_sentences: bool = True  # check each sentence before releasing it (streaming to a caller)
    blocked: TurnResult | None = None
    route_announced: bool = False
    completed: set[str] = field(default_factory=set)
    grounding: list[GroundingReport] = field(default_factory=list)
    real_backend: bool = False  # an interrupted stream is reported as such (no replay)
    text_sent: bool = False  # some answer text already reached the caller


def json_obj(raw: str) -> dict[str, Any]:
    try:
        value = json.loads(raw or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _completed(ctx: TriageContext, outcome: StageOutcome, progress: _Progress) -> Iterator[Event]:
    """``stage_completed`` for every routed stage this run finished and nobody announced yet."""
    for index, name in enumerate(ctx.route):
        if index >= progress.announced - 1 and name not in outcome.completed:
            outcome.completed.add(name)
            calls = [
                ToolCall(name=c.name, arguments=c.arguments, output=c.output)
                for c in ctx.tool_calls
                if c.agent == name
            ]
            status = "error" if name in ctx.failed else stage_status(calls)
            yield StageCompleted(index=index, specialist=name, status=status)
