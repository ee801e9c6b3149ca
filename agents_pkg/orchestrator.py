"""The orchestrator: the one entry point host services, the CLI, scenarios and tests use.

::

    async with Orchestrator() as orch:           # embedded offline model by default
        result = await orch.run("강남구 소파 버리려면?")

One instance may serve many concurrent runs: each run gets its own :class:`TriageContext`; the
agent graph, providers and model provider are shared and stateless.

Guardrails are registered once, in ``RunConfig`` (:mod:`agents_pkg.runner.guards`): a blocking PII input
guardrail, a PII-masking model-input filter, and a grounding output guardrail on every agent's text
(triage's own answers included). When the grounding guardrail trips, the specialist is retried once
with the unsupported claims as feedback; if it trips again, the answer is the specialist's
evidence-only summary (for triage: its checked sentences only) — the ungrounded text is never shown.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from contextlib import AsyncExitStack, contextmanager
from enum import Enum
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self

from agents import (
    Model,
    ModelProvider,
    RunConfig,
)
from agents.items import TResponseInputItem
from openai import AsyncOpenAI

from agents_pkg.config import Settings
from agents_pkg.context import TriageContext
from agents_pkg.errors import ConfigurationError, OrchestratorStateError
from agents_pkg.events import Done, Event, RouteDecided, TextDelta
from agents_pkg.logging import get_logger
from agents_pkg.models.fallback import FallbackLog, FallbackProvider, recording, start_stage
from agents_pkg.models.planned import PlannedHandoffModel
from agents_pkg.models.provider import make_model_provider, make_openai_client, model_label
from agents_pkg.result import TurnResult
from agents_pkg.runner.assemble import blocked_result, turn_result
from agents_pkg.runner.guards import (
    grounding_output_guardrail,
    grounding_vocabulary,
    pii_input_guardrail,
    pii_model_input_filter,
)
from agents_pkg.runner.hooks import RecordingHooks
from agents_pkg.runner.query import check_query
from agents_pkg.runner.stage import StageOutcome, StageRunner
from agents_pkg.sessions import MemorySessionStore, SessionStore
from agents_pkg.triage import TRIAGE_NAME, AgentGraph, build_graph
from guardrails.pii import evaluate
from specialists.base import Specialist
from specialists.korean.morph import load as load_analyser
from specialists.live.select import build_specialists, live_configured

if TYPE_CHECKING:  # pragma: no cover
    import httpx  # imported in open() only when a live source is configured

log = get_logger("eco_triage.orchestrator")


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
        sessions: SessionStore | None = None,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        """Configure only: nothing is opened, connected or read here (see :meth:`open`).

        ``settings`` defaults to ``Settings()`` (environment and ``.env``); the orchestrator reads
        nothing else from the environment. ``specialists`` (with their data providers), ``model_provider``, ``sessions`` and the
        ``http_client`` of the live adapters may be injected; what is not injected is created by
        :meth:`open` and closed by :meth:`close`.
        """
        self.settings = settings if settings is not None else Settings()
        self.sessions: SessionStore = sessions or MemorySessionStore()
        self._given_specialists = list(specialists) if specialists is not None else None
        self._given_provider = model_provider
        self._given_http = http_client
        self.model_label = (
            type(model_provider).__name__
            if model_provider is not None
            else model_label(self.settings)
        )
        self._state = State.NEW
        self._resources = AsyncExitStack()
        self._pinned: dict[str, Model] = {}  # override(): agent name → model
        #: called with every finished turn and its duration in seconds (metrics, tracing); an
        #: observer that raises is logged and skipped, never the run's failure
        self.observers: list[Callable[[TurnResult, float], None]] = []

    # --- lifecycle --------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    async def open(self) -> Self:
        """Create what the runs share: data providers (and their HTTP client), the model client,
        the agent graph and the run configuration."""
        if self._state is State.OPEN:
            raise OrchestratorStateError(
                "Orchestrator is already open; use one `async with` block per instance."
            )
        if self._state is State.CLOSED:
            raise OrchestratorStateError(
                "Orchestrator is closed and cannot be reopened; create a new instance."
            )
        specialists = self._given_specialists
        self._http: httpx.AsyncClient | None = None  # the live adapters' client, owned here
        if specialists is None:
            client = self._given_http
            if client is None and live_configured(self.settings.data_sources):
                from specialists.live.cache import live_client

                client = self._http = live_client(
                    cache=self.settings.live_cache,
                    per_minute=self.settings.live_requests_per_minute,
                )
                self._resources.push_async_callback(client.aclose)
            specialists = build_specialists(
                self.settings.data_sources, client, data_dir=self.settings.data_dir
            )
        self.specialists = list(specialists)
        self._specs = {s.name: s for s in self.specialists}
        self._client: AsyncOpenAI | None = None  # the real backends' client, owned here
        if self._given_provider is not None:
            self._provider: ModelProvider = self._given_provider
        else:
            self._client = make_openai_client(self.settings)
            if self._client is not None:
                self._resources.push_async_callback(self._client.close)
            self._provider, _ = make_model_provider(
                self.settings, self.specialists, client=self._client
            )
            if self.settings.backend == "offline":
                # the embedded model's Korean analyser (~0.8 s; its load holds the GIL): loaded
                # here, before traffic, not on a first message where it stalls every other task
                await asyncio.to_thread(load_analyser)
        self._graph: AgentGraph = build_graph(self.specialists)
        # the grounding check's place vocabulary: the gazetteer is its one source
        self._places = grounding_vocabulary()
        self._hooks = RecordingHooks()
        self._run_config = RunConfig(
            model_provider=self._provider,
            input_guardrails=[pii_input_guardrail(self.settings.pii_policy)],
            output_guardrails=[grounding_output_guardrail()],
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
            blocked=lambda text, exc: blocked_result(
                exc, query=self._safe(text), model=self.model_label
            ),
        )
        self._apply_pins()
        self._state = State.OPEN
        return self

    async def close(self) -> None:
        """Close what :meth:`open` created (HTTP and model clients); injected resources stay open."""
        self._state = State.CLOSED
        await self._resources.aclose()

    @contextmanager
    def override(self, *, models: Mapping[str, Model]) -> Iterator[None]:
        """Pin a model on agents by name (``"triage"``, ``"bulk_waste"``, …) inside the block.

        For tests and scenario scripts (a ``ScriptedModel`` per agent). Usable before :meth:`open`
        (the pins apply when it opens, e.g. inside a server's lifespan) or while open. On a real
        backend the pinned model is still wrapped in the fallback. Affects every run of this
        instance while the block is active.
        """
        if self._state is State.CLOSED:
            raise OrchestratorStateError("Orchestrator is closed; create a new instance.")
        saved = dict(self._pinned)
        self._pinned.update(models)
        if self._state is State.OPEN:
            self._apply_pins()
        try:
            yield
        finally:
            self._pinned = saved
            if self._state is State.OPEN:
                self._apply_pins()

    def _apply_pins(self) -> None:
        """Set every agent's model to its pin (or back to the provider's choice)."""
        agents = {TRIAGE_NAME: self._graph.triage, **self._graph.specialists}
        unknown = sorted(set(self._pinned) - set(agents))
        if unknown:
            raise ConfigurationError(
                f"override(models=...) names unknown agents {unknown}; known: {sorted(agents)}"
            )
        for name, agent in agents.items():
            model = self._pinned.get(name)
            if model is not None and isinstance(self._provider, FallbackProvider):
                model = self._provider.wrap(model)
            agent.model = model

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
        """The query, trimmed; :class:`QueryError` for empty, invalid or over-long input."""
        return check_query(query, self.settings.max_query_chars)

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
        ctx = TriageContext(
            query=text, budget_chars=self.settings.stage_budget_chars, places=self._places
        )
        history: list[TResponseInputItem] = (
            await self.sessions.history(session_id) if session_id else []  # type: ignore[assignment]
        )
        log.info(
            "run.start",
            query_chars=len(text),
            backend=self.settings.backend,
            turns=len(history) // 2,
        )
        fallbacks = FallbackLog(  # also the run's deadline and per-stage model-call budget
            deadline=time.monotonic() + self.settings.request_timeout_s,
            max_calls_per_stage=self.settings.max_model_calls_per_stage,
        )
        with recording(fallbacks):
            async for event in self._turn(text, history, ctx, gate_sentences):
                if isinstance(event, Done):
                    turn = event.result
                    if fallbacks.used:
                        turn = turn.model_copy(
                            update={"backend": "fallback", "fallback_reason": fallbacks.reason}
                        )
                        log.warning("run.fallback", cause=fallbacks.reason, route=turn.route,
                                    ok=turn.error is None, calls=fallbacks.fallback_calls)  # fmt: skip
                    if turn.blocked is None and (turn.route or turn.error is None):
                        await self._remember(session_id, text, turn.answer)
                    seconds = time.perf_counter() - started
                    log.info("run.end", route=turn.route, ms=round(seconds * 1000, 2))
                    self._observe(turn, seconds)
                    event = Done(result=turn)
                yield event

    async def _turn(
        self,
        text: str,
        history: list[TResponseInputItem],
        ctx: TriageContext,
        gate_sentences: bool,
    ) -> AsyncIterator[Event]:
        """Triage and the stages it planned; the last event is :class:`Done`."""
        outcome = StageOutcome(
            real_backend=self.settings.backend != "offline", gate_sentences=gate_sentences
        )
        first_input: list[TResponseInputItem] = [*history, {"role": "user", "content": text}]
        start_stage()
        async for event in self._stages.run(self._graph.triage, first_input, ctx, outcome, text):
            yield event
        if outcome.blocked is not None:
            yield Done(result=outcome.blocked)
            return
        if not ctx.route:  # triage answered itself (out of scope), or failed before any handoff
            yield RouteDecided(route=[])
            yield Done(
                result=TurnResult(
                    query=self._safe(text),
                    answer=outcome.text,
                    error=outcome.error,
                    grounding=outcome.grounding[0] if outcome.grounding else None,
                    model=self.model_label,
                )
            )
            return
        for planned in ctx.plan:
            if planned.specialist in ctx.route or planned.specialist not in self._graph.specialists:
                continue
            yield TextDelta(delta="\n\n")
            starter = self._graph.triage.clone(model=PlannedHandoffModel(planned))
            stage_input: list[TResponseInputItem] = [{"role": "user", "content": text}]
            start_stage()
            async for event in self._stages.run(
                starter,
                stage_input,
                ctx,
                StageOutcome(real_backend=outcome.real_backend, gate_sentences=gate_sentences),
                text,
            ):
                yield event
        yield Done(
            result=turn_result(
                ctx, outcome.grounding, query=self._safe(text), model=self.model_label
            )
        )

    def _observe(self, turn: TurnResult, seconds: float) -> None:
        for observe in self.observers:
            try:
                observe(turn, seconds)
            except Exception as exc:
                log.warning("observer.failed", error_type=type(exc).__name__)

    async def _remember(self, session_id: str | None, text: str, answer: str) -> None:
        if session_id:
            await self.sessions.append(session_id, self._safe(text), answer)
