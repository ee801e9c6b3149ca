"""The typed run context: one per turn, never shared between runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from guardrails.grounding import Evidence, PlaceVocabulary


@dataclass(slots=True)
class ToolCallRecord:
    """One tool call made during a run, with the agent that made it."""

    agent: str
    call_id: str
    name: str
    arguments: dict[str, Any]
    output: str


@dataclass(frozen=True, slots=True)
class PlannedStage:
    """One stage of the plan triage made in its single turn: a handoff call to run."""

    specialist: str
    tool_name: str
    arguments: str  # the handoff call's JSON arguments, exactly as the model wrote them
    request: str | None  # this stage's part of the user's message, if triage split it
    confidence: float | None = None  # triage's confidence in this stage (offline model only)


@dataclass(slots=True)
class TriageContext:
    """What a run learns as it goes: the route, the validated payloads and every tool output.

    ``route`` and ``payloads`` are written by ``on_handoff``; ``tool_calls`` by the run hooks.
    Tool outputs double as the grounding evidence for the output guardrail.
    """

    query: str = ""  # the user's text as the run received it (never logged)
    route: list[str] = field(default_factory=list)
    payloads: dict[str, BaseModel | None] = field(default_factory=dict)
    payload_errors: dict[str, str] = field(default_factory=dict)
    tool_calls: list[ToolCallRecord] = field(default_factory=list)
    plan: list[PlannedStage] = field(default_factory=list)
    contents: dict[str, str] = field(default_factory=dict)  # each finished stage's final content
    model_inputs: dict[str, list[int]] = field(
        default_factory=dict
    )  # agent -> chars of each model input
    budget_chars: int = 2000  # max characters of previous stages' content passed to a later stage
    failed: set[str] = field(
        default_factory=set
    )  # stages whose run failed (data source down, model error)
    # the place names the grounding check knows (from specialists.korean, set by the orchestrator)
    places: PlaceVocabulary | None = None
    # normalised grounding evidence per (agent, tool calls); built once per stage state
    evidence_cache: dict[tuple[str, int], Evidence] = field(default_factory=dict)

    def payload_for(self, specialist: str) -> BaseModel | None:
        return self.payloads.get(specialist)

    def payload_error(self, specialist: str) -> str | None:
        return self.payload_errors.get(specialist)

    def record_handoff(self, specialist: str, payload: BaseModel | None, error: str | None) -> None:
        self.route.append(specialist)
        self.payloads[specialist] = payload
        if error is not None:
            self.payload_errors[specialist] = error

    @property
    def evidence(self) -> list[str]:
        return [call.output for call in self.tool_calls]

    def evidence_for(self, agent: str) -> list[str]:
        """What one agent's answer may state: what tools returned — its own tool outputs first,
        then earlier stages' (their answers were checked against them). Never instructions,
        handoff payloads, the system prompt or any model-written text."""
        own = [call.output for call in self.tool_calls if call.agent == agent]
        return own + [call.output for call in self.tool_calls if call.agent != agent]

    def grounding_evidence(self, agent: str) -> Evidence:
        """Normalised evidence for checking ``agent``'s text (triage's included): the run's tool
        outputs, plus the user's words for the quantities they stated (never fees or contact
        points; see ``guardrails.grounding.USER_KINDS``). Built once per stage state, shared by the
        streamed sentence checks and the output guardrail."""
        key = (agent, len(self.tool_calls))
        cached = self.evidence_cache.get(key)
        if cached is None:
            cached = self.evidence_cache[key] = Evidence.from_texts(
                self.evidence_for(agent), places=self.places, user=self.query
            )
        return cached

    def planned(self, specialist: str) -> PlannedStage | None:
        return next((p for p in self.plan if p.specialist == specialist), None)

    def previous_content(self, specialist: str) -> str:
        """Earlier stages' final content (never their tool output), cut to the budget with a marker."""
        parts = [text for name, text in self.contents.items() if name != specialist and text]
        joined = "\n\n".join(parts)
        if len(joined) <= self.budget_chars:
            return joined
        marker = "…(이전 답변 일부 생략)"
        return joined[: max(0, self.budget_chars - len(marker))] + marker
