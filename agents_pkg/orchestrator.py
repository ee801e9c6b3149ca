"""The orchestrator: the one entry point host services, the CLI, scenarios and tests use.

::

    async with Orchestrator() as orch:           # embedded offline model by default
        result = await orch.run("강남구 소파 버리려면?")

One instance may serve many concurrent runs: each run gets its own :class:`TriageContext`; the
agent graph, providers and model provider are shared and stateless.

Guardrails are registered once, in ``RunConfig`` (:mod:`agents_pkg.guards`): a blocking PII input
guardrail, a PII-masking model-input filter, and a grounding output guardrail. When the grounding
guardrail trips, the specialist is retried once with the unsupported claims as feedback; if it trips
again, the answer is the specialist's evidence-only summary — the ungrounded text is never shown.
"""

from __future__ import annotations

import os
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from enum import Enum
from types import TracebackType
from typing import Any, Self

import httpx
import structlog
from agents import (
    InputGuardrailTripwireTriggered,
    Model,
    ModelProvider,
    RunConfig,
)
from agents.items import TResponseInputItem

from agents_pkg.assemble import build_stages
from agents_pkg.config import Settings, model_settings
from agents_pkg.context import TriageContext
from agents_pkg.errors import OrchestratorStateError, QueryError
from agents_pkg.events import (
    Done,
    Event,
    RouteDecided,
    StageStarted,
    TextDelta,
)
from agents_pkg.failures import failure_message
from agents_pkg.guards import (
    PiiVerdict,
    grounding_output_guardrail,
    mask_answer_events,
    mask_contents,
    output_masker,
    pii_input_guardrail,
    pii_model_input_filter,
)
from agents_pkg.hooks import RecordingHooks
from agents_pkg.models.fallback import (
    FallbackOutcome,
    FunctionCallingFallback,
    describe_failure,
)
from agents_pkg.models.planned import PlannedHandoffModel
from agents_pkg.models.provider import fallback_model_name, make_model_provider, make_openai_client
from agents_pkg.result import GroundingReport, TurnResult
from agents_pkg.sessions import MemorySessionStore, SessionStore
from agents_pkg.stages import StageOutcome, StageRunner
from agents_pkg.triage import TRIAGE_NAME, build_graph
from guardrails.pii import evaluate
from specialists.base import Specialist
from specialists.live.select import build_specialists, live_configured

log = structlog.get_logger("eco_triage.orchestrator")


class State(Enum):
    NEW = "new"
    OPEN = "open"
    CLOSED = "closed"


class Orchestrator:
    """Triage → typed handoff → specialist → tools → grounded answer, behind one async API."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        specialists: Sequence[Specialist[Any]] | None = None,
        model_provider: ModelProvider | None = None,
        agent_models: Mapping[str, Model] | None = None,
        sessions: SessionStore | None = None,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        self.settings = settings or Settings.from_env()
        self.sessions: SessionStore = sessions or MemorySessionStore()
        # Data providers: injected, or chosen from the environment (live APIs when keyed, embedded otherwise).
        # The HTTP client for live adapters belongs to this orchestrator and is closed with it.
        self._http: httpx.AsyncClient | None = (
            None  # owned (closed by close()) only when created here
        )
        if specialists is None:
            client = http_client
            if client is None and live_configured(os.environ):
                client = self._http = httpx.AsyncClient(
                    timeout=httpx.Timeout(10.0), follow_redirects=True
                )
            specialists = build_specialists(os.environ, client)
        self.specialists = list(specialists)
        self._specs = {s.name: s for s in self.specialists}
        # --- real-model client: explicit, shared by the SDK provider and the fallback ---
        self._client = make_openai_client(self.settings) if model_provider is None else None
        # --- end real-model client ---
        if model_provider is not None:
            self._provider, self.model_label = model_provider, type(model_provider).__name__
        else:
            self._provider, self.model_label = make_model_provider(
                self.settings, self.specialists, client=self._client
            )
        self._graph = build_graph(
            self.specialists, model_settings(self.settings), agent_models=agent_models
        )
        self._hooks = RecordingHooks()
        # --- fallback (agents_pkg.models.fallback): real backends only; offline failures are bugs ---
        self._fallback: FunctionCallingFallback | None = None
        if self._client is not None:
            self._fallback = FunctionCallingFallback(
                client=self._client,
                model=fallback_model_name(self.settings),
                settings=self.settings,
                triage=self._graph.triage,
                specialists=self._graph.specialists,
                specs=self._specs,
                hooks=self._hooks,
                failure_message=failure_message,
            )
        # --- end fallback ---
        self._run_config = RunConfig(
            model_provider=self._provider,
            input_guardrails=[pii_input_guardrail(self.settings.pii_policy)],
            output_guardrails=[grounding_output_guardrail(frozenset({TRIAGE_NAME}))],
            call_model_input_filter=pii_model_input_filter(self.settings.pii_policy),
            tracing_disabled=not self.settings.tracing,
            trace_include_sensitive_data=False,
            workflow_name="eco-triage",
            # an unknown tool name goes back to the model as "Tool 'X' not found." (it can recover)
            tool_not_found_behavior="return_error_to_model",
        )
        self._stages = StageRunner(
            graph_triage=self._graph.triage,
            specialists=self._graph.specialists,
            specs=self._specs,
            run_config=self._run_config,
            hooks=self._hooks,
            settings=self.settings,
            blocked=self._blocked,
        )
        self._state = State.NEW

    # --- lifecycle --------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    async def open(self) -> Self:
        if self._state is State.OPEN:
            raise OrchestratorStateError(
                "Orchestrator is already open; use one `async with` block per instance."
            )
        if self._state is State.CLOSED:
            raise OrchestratorStateError(
                "Orchestrator is closed and cannot be reopened; create a new instance."
            )
        self._state = State.OPEN
        return self

    async def close(self) -> None:
        self._state = State.CLOSED
        if self._http is not None:
            await self._http.aclose()
        if self._client is not None:  # --- real-model client ---
            await self._client.close()

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    def _check_open(self) -> None:
        if self._state is State.NEW:
            raise OrchestratorStateError(
                "Orchestrator is not open; use `async with Orchestrator() as orch:`."
            )
        if self._state is State.CLOSED:
            raise OrchestratorStateError("Orchestrator is closed; create a new instance.")

    # --- input --------------------------------------------------------------------------------
    def validate_query(self, query: str) -> str:
        """The query, trimmed; :class:`QueryError` for empty or over-long input."""
        if not isinstance(query, str):
            raise QueryError("질문은 문자열이어야 합니다.")
        text = query.strip()
        if not text:
            raise QueryError("질문이 비어 있습니다. 무엇을 도와드릴까요?")
        if len(text) > self.settings.max_query_chars:
            raise QueryError(
                f"질문이 너무 깁니다({len(text):,}자). {self.settings.max_query_chars:,}자 이내로 줄여 주세요."
            )
        return text

    def _safe(self, text: str) -> str:
        """The query as results may carry it: PII replaced by placeholders."""
        return evaluate(text, self.settings.pii_policy).masked_text

    # --- run and stream: one path ---------------------------------------------------------------
    async def run(self, query: str, *, session_id: str | None = None) -> TurnResult:
        """Answer one query. Guardrail blocks and failures come back as results, not exceptions."""
        result: TurnResult | None = None
        # nothing is released before the end, so the output guardrail alone checks grounding
        async for event in self._events(query, session_id, gate_sentences=False):
            if isinstance(event, Done):
                result = event.result
        assert result is not None  # the event stream always ends with Done
        return result

    async def stream(self, query: str, *, session_id: str | None = None) -> AsyncIterator[Event]:
        """Typed events for one query; the last event is :class:`Done` carrying the full result.

        Triage plans one to three stages in its single turn; each stage runs through a real handoff.
        Text is released sentence by sentence, each only after it passed the grounding check against
        the stage's tool outputs. If one fails, a ``guardrail_tripped`` event tells the client to drop
        that stage's partial text, and the re-grounded text follows.
        """
        async for event in self._events(query, session_id, gate_sentences=True):
            yield event

    async def _events(
        self, query: str, session_id: str | None, *, gate_sentences: bool
    ) -> AsyncIterator[Event]:
        self._check_open()
        text = self.validate_query(query)
        started = time.perf_counter()
        ctx = TriageContext(query=text, budget_chars=self.settings.stage_budget_chars)
        history = await self.sessions.history(session_id) if session_id else []
        log.info(
            "run.start",
            query_chars=len(text),
            backend=self.settings.backend,
            turns=len(history) // 2,
        )

        outcome = StageOutcome(
            may_fall_back=self._fallback is not None, gate_sentences=gate_sentences
        )
        first_input: list[TResponseInputItem] = [*history, {"role": "user", "content": text}]  # type: ignore[list-item]
        async for event in self._stages.run(self._graph.triage, first_input, ctx, outcome, text):
            yield event
        # --- fallback hook: the SDK path failed before any text reached the caller ---
        if outcome.failure is not None:
            async for event in self._run_fallback(text, history, ctx, outcome, session_id):
                yield event
            return
        # --- end fallback hook ---
        if outcome.blocked is not None:
            yield Done(result=outcome.blocked)
            return
        if not ctx.route:  # triage answered itself (out of scope), or failed before any handoff
            turn = TurnResult(
                query=self._safe(text),
                answer=outcome.text,
                error=outcome.error,
                model=self.model_label,
            )
            if outcome.error is None:
                await self._remember(session_id, text, turn.answer)
            yield RouteDecided(route=[])
            yield Done(result=turn)
            return
        for planned in ctx.plan:
            if planned.specialist in ctx.route or planned.specialist not in self._graph.specialists:
                continue
            yield TextDelta(delta="\n\n")
            starter = self._graph.triage.clone(model=PlannedHandoffModel(planned))
            stage_input: list[TResponseInputItem] = [{"role": "user", "content": text}]
            async for event in self._stages.run(
                starter, stage_input, ctx, StageOutcome(gate_sentences=gate_sentences), text
            ):
                yield event
        turn = self._result(text, ctx, outcome.grounding)
        await self._remember(session_id, text, turn.answer)
        log.info("run.end", route=turn.route, ms=round((time.perf_counter() - started) * 1000, 2))
        yield Done(result=turn)

    # --- fallback (agents_pkg.models.fallback) --------------------------------------------------
    async def _run_fallback(
        self,
        text: str,
        history: list[Any],
        sdk_ctx: TriageContext,
        sdk_outcome: StageOutcome,
        session_id: str | None,
    ) -> AsyncIterator[Event]:
        """Run the request again on the function-calling loop; never silently (logged, in the result)."""
        assert self._fallback is not None and sdk_outcome.failure is not None
        started = time.perf_counter()
        reason = describe_failure(sdk_outcome.failure)
        ctx = TriageContext(query=text, budget_chars=self.settings.stage_budget_chars)
        out = FallbackOutcome(reason=reason)
        announced_route = (
            [p.specialist for p in sdk_ctx.plan] if sdk_outcome.route_announced else None
        )
        masker = output_masker(ctx)
        async for event in mask_answer_events(
            self._fallback.stream(text, history, ctx, out), masker
        ):
            # what the SDK path already announced is not announced twice
            if isinstance(event, RouteDecided) and event.route == announced_route:
                continue
            if (
                isinstance(event, StageStarted)
                and event.index < len(sdk_ctx.route)
                and sdk_ctx.route[event.index] == event.specialist
            ):
                continue
            yield event
        mask_contents(ctx, masker, out.grounding)
        out.triage_text = masker.mask(out.triage_text)
        fields: dict[str, Any] = {"backend": "fallback", "fallback_reason": reason}
        if out.blocked is not None:
            turn = TurnResult(query=self._safe(text), answer=out.blocked, blocked=out.blocked,
                              model=self.model_label, **fields)  # fmt: skip
        elif not ctx.route:
            answer = out.error or out.triage_text
            turn = TurnResult(query=self._safe(text), answer=answer, error=out.error,
                              model=self.model_label, **fields)  # fmt: skip
            if out.error is None:
                await self._remember(session_id, text, answer)
        else:
            turn = self._result(text, ctx, out.grounding).model_copy(update=fields)
            if turn.error is None:
                await self._remember(session_id, text, turn.answer)
        log.warning(
            "run.fallback",
            cause=reason,
            route=turn.route,
            ok=turn.error is None,
            model_calls=out.model_calls,
            attempts=out.attempts,
            ms=round((time.perf_counter() - started) * 1000, 2),
        )
        yield Done(result=turn)

    # --- end fallback ---

    async def _remember(self, session_id: str | None, text: str, answer: str) -> None:
        if session_id:
            await self.sessions.append(session_id, self._safe(text), answer)

    # --- result assembly ----------------------------------------------------------------------
    def _result(
        self, text: str, ctx: TriageContext, grounding: list[GroundingReport]
    ) -> TurnResult:
        stages = build_stages(ctx, ctx.contents)
        answer = "\n\n".join(s.content for s in stages if s.content)
        # the turn failed when no stage could answer (a data source down, a model error): say so in .error
        errors = [s.content for s in stages if s.status == "error"]
        return TurnResult(
            query=self._safe(text),
            route=list(ctx.route),
            stages=stages,
            answer=answer,
            error=errors[0] if errors and len(errors) == len(stages) else None,
            grounding=grounding[0] if grounding else None,
            model=self.model_label,
        )

    def _blocked(self, text: str, exc: InputGuardrailTripwireTriggered) -> TurnResult:
        info = exc.guardrail_result.output.output_info
        message = (
            info.message
            if isinstance(info, PiiVerdict) and info.message
            else "입력에 포함된 정보 때문에 처리할 수 없습니다."
        )
        kinds = list(info.blocked_kinds) if isinstance(info, PiiVerdict) else []
        log.info("run.blocked", guardrail=exc.guardrail_result.guardrail.get_name(), kinds=kinds)
        return TurnResult(
            query=self._safe(text), answer=message, blocked=message, model=self.model_label
        )
