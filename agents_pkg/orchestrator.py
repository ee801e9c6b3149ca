"""The orchestrator: the one entry point host services, the CLI, scenarios and tests use.

::

    async with Orchestrator() as orch:           # embedded offline model by default
        result = await orch.run("강남구 소파 버리려면?")

One instance may serve many concurrent runs: each run gets its own :class:`TriageContext`; the
agent graph, providers and model provider are shared and stateless.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Mapping, Sequence
from enum import Enum
from types import TracebackType
from typing import Any, Self

import structlog
from agents import (
    AgentsException,
    InputGuardrailTripwireTriggered,
    MaxTurnsExceeded,
    Model,
    ModelBehaviorError,
    ModelProvider,
    RunConfig,
    Runner,
)
from agents.result import RunResultBase
from agents.stream_events import RawResponsesStreamEvent, RunItemStreamEvent
from openai import OpenAIError
from openai.types.responses import ResponseTextDeltaEvent

from agents_pkg.config import Settings
from agents_pkg.context import TriageContext
from agents_pkg.errors import OrchestratorStateError, QueryError
from agents_pkg.events import (
    Done,
    ErrorEvent,
    Event,
    RouteDecided,
    StageCompleted,
    StageStarted,
    TextDelta,
    ToolCalled,
)
from agents_pkg.hooks import RecordingHooks
from agents_pkg.models.provider import make_model_provider
from agents_pkg.result import Stage, ToolCall, TurnResult
from agents_pkg.triage import TRIAGE_NAME, build_triage
from specialists import default_specialists
from specialists.base import Specialist

log = structlog.get_logger("eco_triage.orchestrator")


class State(Enum):
    NEW = "new"
    OPEN = "open"
    CLOSED = "closed"


_FAILURE_MESSAGES: dict[type[BaseException], str] = {
    MaxTurnsExceeded: "요청을 처리하는 데 단계가 너무 많이 필요해 멈췄습니다. 질문을 나눠서 다시 물어봐 주세요.",
    ModelBehaviorError: "모델의 응답을 해석하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    OpenAIError: "모델 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    AgentsException: "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
}


def _failure_message(exc: BaseException) -> str:
    for kind, message in _FAILURE_MESSAGES.items():
        if isinstance(exc, kind):
            return message
    return "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요."


class Orchestrator:
    """Triage → typed handoff → specialist → tools → grounded answer, behind one async API."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        specialists: Sequence[Specialist[Any]] | None = None,
        model_provider: ModelProvider | None = None,
        agent_models: Mapping[str, Model] | None = None,
    ) -> None:
        self.settings = settings or Settings.from_env()
        self.specialists = list(specialists) if specialists is not None else default_specialists()
        if model_provider is not None:
            self._provider, self.model_label = model_provider, type(model_provider).__name__
        else:
            self._provider, self.model_label = make_model_provider(self.settings, self.specialists)
        self._triage = build_triage(self.specialists, agent_models=agent_models)
        self._hooks = RecordingHooks()
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

    # --- runs -------------------------------------------------------------------------------
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

    def _run_config(self) -> RunConfig:
        return RunConfig(
            model=self.settings.model if self.settings.backend != "offline" else None,
            model_provider=self._provider,
            tracing_disabled=not self.settings.tracing,
            trace_include_sensitive_data=False,
            workflow_name="eco-triage",
        )

    async def run(self, query: str) -> TurnResult:
        """Answer one query. Guardrail blocks and failures come back as results, not exceptions."""
        self._check_open()
        text = self.validate_query(query)
        ctx = TriageContext()
        started = time.perf_counter()
        log.info("run.start", query_chars=len(text), backend=self.settings.backend)
        try:
            result = await Runner.run(
                self._triage,
                text,
                context=ctx,
                run_config=self._run_config(),
                hooks=self._hooks,
                max_turns=self.settings.max_turns,
            )
        except InputGuardrailTripwireTriggered as exc:
            return self._blocked(text, ctx, exc)
        except (AgentsException, OpenAIError) as exc:
            return self._failed(text, ctx, exc)
        turn = self._assemble(text, ctx, result)
        log.info("run.end", route=turn.route, ms=round((time.perf_counter() - started) * 1000, 2))
        return turn

    async def stream(self, query: str) -> AsyncIterator[Event]:
        """Typed events for one query; the last event is :class:`Done` (or :class:`ErrorEvent`)."""
        self._check_open()
        text = self.validate_query(query)
        ctx = TriageContext()
        streamed = Runner.run_streamed(
            self._triage,
            text,
            context=ctx,
            run_config=self._run_config(),
            hooks=self._hooks,
            max_turns=self.settings.max_turns,
        )
        announced = 0
        try:
            async for ev in streamed.stream_events():
                while announced < len(ctx.route):
                    if announced == 0:
                        yield RouteDecided(route=list(ctx.route))
                    payload = ctx.payloads.get(ctx.route[announced])
                    yield StageStarted(
                        index=announced,
                        specialist=ctx.route[announced],
                        payload=payload.model_dump(mode="json") if payload is not None else None,
                    )
                    announced += 1
                if isinstance(ev, RawResponsesStreamEvent) and isinstance(
                    ev.data, ResponseTextDeltaEvent
                ):
                    yield TextDelta(delta=ev.data.delta)
                elif isinstance(ev, RunItemStreamEvent) and ev.name == "tool_called":
                    raw = ev.item.raw_item
                    name = getattr(raw, "name", None) or (
                        raw.get("name") if isinstance(raw, dict) else None
                    )
                    args = getattr(raw, "arguments", None) or (
                        raw.get("arguments") if isinstance(raw, dict) else ""
                    )
                    yield ToolCalled(
                        specialist=ev.item.agent.name,
                        name=str(name),
                        arguments=_json_obj(str(args or "{}")),
                    )
        except InputGuardrailTripwireTriggered as exc:
            yield Done(result=self._blocked(text, ctx, exc))
            return
        except (AgentsException, OpenAIError) as exc:
            failed = self._failed(text, ctx, exc)
            yield ErrorEvent(message=failed.answer)
            yield Done(result=failed)
            return
        turn = self._assemble(text, ctx, streamed)
        if not turn.route:
            yield RouteDecided(route=[])
        for index, stage in enumerate(turn.stages):
            yield StageCompleted(index=index, specialist=stage.specialist, status=stage.status)
        yield Done(result=turn)

    # --- result assembly ----------------------------------------------------------------------
    def _stages(self, ctx: TriageContext, final_content: str) -> list[Stage]:
        stages: list[Stage] = []
        for index, name in enumerate(ctx.route):
            calls = [
                ToolCall(name=c.name, arguments=c.arguments, output=c.output)
                for c in ctx.tool_calls
                if c.agent == name
            ]
            content = final_content if index == len(ctx.route) - 1 else ""
            if not calls:
                status = "ask_back"
            elif all("error" in c.data for c in calls):
                status = "error"
            else:
                status = "answered"
            stages.append(
                Stage(
                    specialist=name,
                    payload=ctx.payloads.get(name),
                    payload_error=ctx.payload_errors.get(name),
                    tool_calls=calls,
                    content=content,
                    status=status,  # type: ignore[arg-type]
                )
            )
        return stages

    def _assemble(self, text: str, ctx: TriageContext, result: RunResultBase) -> TurnResult:
        final = str(result.final_output or "").strip()
        last = result.last_agent.name
        route = list(ctx.route) if last != TRIAGE_NAME else []
        return TurnResult(
            query=text,
            route=route,
            stages=self._stages(ctx, final),
            answer=final,
            model=self.model_label,
        )

    def _blocked(
        self, text: str, ctx: TriageContext, exc: InputGuardrailTripwireTriggered
    ) -> TurnResult:
        info = exc.guardrail_result.output.output_info
        message = (
            getattr(info, "message", None) or "입력에 포함된 정보 때문에 요청을 처리할 수 없습니다."
        )
        log.info("run.blocked", guardrail=exc.guardrail_result.guardrail.get_name())
        return TurnResult(query="", answer=message, blocked=message, model=self.model_label)

    def _failed(self, text: str, ctx: TriageContext, exc: BaseException) -> TurnResult:
        message = _failure_message(exc)
        log.warning("run.failed", error_type=type(exc).__name__)
        return TurnResult(
            query=text,
            route=list(ctx.route),
            stages=self._stages(ctx, ""),
            answer=message,
            error=message,
            model=self.model_label,
        )


def _json_obj(raw: str) -> dict[str, Any]:
    import json

    try:
        value = json.loads(raw)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
