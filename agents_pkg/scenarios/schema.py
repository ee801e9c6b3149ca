"""The scenario file format: pydantic models (``extra="forbid"`` everywhere) and loading files.

A scenario file holds ``scenarios: [Scenario]``; see ``scenarios/README.md`` for the reference.
:func:`load_files` validates every file and raises :class:`ScenarioFileError` with ``file:line`` on
the first problem, e.g. ``scenarios/weather.yaml:42: turns[1].expect.route[0]: unknown specialist
'wether'``. Lines come from the YAML node marks of the same parse that produced the data (see
:mod:`agents_pkg.scenarios.loader`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from agents_pkg.scenarios.loader import (
    ScenarioFileError,
    display_path,
    error_from_validation,
    node_at,
    read_yaml,
    scenario_files,
)
from guardrails.pii import PiiPolicy
from specialists import SPECIALIST_NAMES

__all__ = [
    "AGENT_NAMES",
    "TRIAGE",
    "AgentName",
    "AnyOf",
    "Expect",
    "GroundingOutcome",
    "HandoffStep",
    "LoadedScenario",
    "NonEmpty",
    "Scenario",
    "ScenarioFile",
    "ScenarioFileError",
    "ScenarioSettings",
    "SpecialistName",
    "StageStatus",
    "Step",
    "TextStep",
    "ToolStep",
    "ToolsExpectation",
    "Turn",
    "display_path",
    "load_file",
    "load_files",
    "scenario_files",
]

TRIAGE = "triage"
AGENT_NAMES = (TRIAGE, *SPECIALIST_NAMES)
StageStatus = Literal["answered", "ask_back", "error"]
GroundingOutcome = Literal["none", "retried", "fallback"]


# --- field types ------------------------------------------------------------------------------
def _one_of(kind: str, names: Sequence[str], value: str) -> str:
    if value not in names:
        hint = difflib.get_close_matches(value, names, n=1)
        suffix = (
            f" (did you mean {hint[0]!r}?)" if hint else f"; expected one of: {', '.join(names)}"
        )
        raise ValueError(f"unknown {kind} {value!r}{suffix}")
    return value


def _specialist(value: str) -> str:
    return _one_of("specialist", SPECIALIST_NAMES, value)


def _agent(value: str) -> str:
    return _one_of("agent", AGENT_NAMES, value)


def _pii_policy(value: str) -> str:
    PiiPolicy.from_env(value)  # raises ValueError with a precise message
    return value


SpecialistName = Annotated[str, AfterValidator(_specialist)]
AgentName = Annotated[str, AfterValidator(_agent)]
NonEmpty = Annotated[str, Field(min_length=1)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- scripted model steps -----------------------------------------------------------------------
class ToolStep(_Strict):
    """The scripted model calls a function tool."""

    tool: NonEmpty
    args: dict[str, Any] | str = Field(default_factory=dict)


class TextStep(_Strict):
    """The scripted model answers with a final message."""

    text: str


class HandoffStep(_Strict):
    """The scripted triage hands off: ``transfer_to_<handoff>`` with ``args`` (a dict, or raw JSON text)."""

    handoff: SpecialistName
    args: dict[str, Any] | str = Field(default_factory=dict)


# Tags never collide with YAML keys, so a tag in an error location is skipped when finding the line.
_STEP_TAGS = {"tool": "<tool step>", "text": "<text step>", "handoff": "<handoff step>"}


def _step_kind(value: Any) -> str | None:
    if isinstance(value, BaseModel):
        value = value.model_dump()
    if isinstance(value, dict):
        kinds = [tag for key, tag in _STEP_TAGS.items() if key in value]
        return kinds[0] if len(kinds) == 1 else None
    return None


Step = Annotated[
    Annotated[ToolStep, Tag(_STEP_TAGS["tool"])]
    | Annotated[TextStep, Tag(_STEP_TAGS["text"])]
    | Annotated[HandoffStep, Tag(_STEP_TAGS["handoff"])],
    Discriminator(
        _step_kind,
        custom_error_type="invalid_step",
        custom_error_message="a step is a mapping with exactly one of 'tool', 'text' or 'handoff'",
    ),
]


# --- expectations -------------------------------------------------------------------------------
class AnyOf(_Strict):
    """Any one of these tool-name sequences (each compared exactly, in order)."""

    any_of: Annotated[list[list[str]], Field(min_length=1)]


def _tools_kind(value: Any) -> str | None:
    if isinstance(value, list):
        return "<sequence>"
    if isinstance(value, dict | AnyOf):
        return "<any_of>"
    return None


ToolsExpectation = Annotated[
    Annotated[list[str], Tag("<sequence>")] | Annotated[AnyOf, Tag("<any_of>")],
    Discriminator(
        _tools_kind,
        custom_error_type="invalid_tools",
        custom_error_message="expected a list of tool names or {any_of: [[names...], ...]}",
    ),
]


class Expect(_Strict):
    """What one turn must produce. Only the keys given are checked."""

    route: list[SpecialistName] | None = None
    payload: dict[SpecialistName, dict[str, Any] | None] | None = None
    tools: dict[SpecialistName, ToolsExpectation] | None = None
    answer_contains: list[str] = Field(default_factory=list)
    answer_not_contains: list[str] = Field(default_factory=list)
    status: dict[SpecialistName, StageStatus] | None = None
    blocked: bool | None = None
    masked: bool | None = None
    grounding: GroundingOutcome | None = None
    max_stage_input_chars: Annotated[int, Field(gt=0)] | None = None
    error: bool | None = None

    @field_validator("payload", "tools", "status")
    @classmethod
    def _stages_are_routed(cls, value: dict[str, Any] | None, info: ValidationInfo) -> Any:
        route = info.data.get("route")
        for name in value or {}:
            if route is not None and name not in route:
                raise ValueError(
                    f"names {name!r}, which is not in route {route}; "
                    "a specialist outside the route has no stage"
                )
        return value


class Turn(_Strict):
    user: NonEmpty
    expect: Expect


class ScenarioSettings(_Strict):
    """Overrides of :class:`agents_pkg.config.Settings` for one scenario."""

    pii_policy: Annotated[str, AfterValidator(_pii_policy)] | None = None
    stage_budget_chars: Annotated[int, Field(gt=0)] | None = None
    max_turns: Annotated[int, Field(gt=0)] | None = None
    max_query_chars: Annotated[int, Field(gt=0)] | None = None


class Scenario(_Strict):
    name: Annotated[str, Field(min_length=1, pattern=r"^[A-Za-z0-9_.-]+$")]
    description: NonEmpty
    settings: ScenarioSettings | None = None
    script: dict[AgentName, list[Step]] | None = None
    fail_providers: list[SpecialistName] = Field(default_factory=list)
    session: bool | None = None
    turns: Annotated[list[Turn], Field(min_length=1)]

    @field_validator("script")
    @classmethod
    def _handoffs_only_in_triage(
        cls, value: dict[str, list[Step]] | None
    ) -> dict[str, list[Step]] | None:
        for agent, steps in (value or {}).items():
            if agent != TRIAGE and any(isinstance(s, HandoffStep) for s in steps):
                raise ValueError(
                    f"{agent}: a handoff step belongs in script.triage, not in a specialist's script"
                )
        return value

    @property
    def uses_session(self) -> bool:
        return self.session if self.session is not None else len(self.turns) > 1


class ScenarioFile(_Strict):
    scenarios: Annotated[list[Scenario], Field(min_length=1)]


@dataclass(frozen=True, slots=True)
class LoadedScenario:
    """A validated scenario and where it came from."""

    scenario: Scenario
    file: str
    line: int


# --- loading -------------------------------------------------------------------------------------
_FIELD_NAMES = sorted(
    {
        name
        for model in (
            ToolStep,
            TextStep,
            HandoffStep,
            AnyOf,
            Expect,
            Turn,
            ScenarioSettings,
            Scenario,
            ScenarioFile,
        )
        for name in model.model_fields
    }
)


def load_file(path: Path) -> list[LoadedScenario]:
    """Validate one scenario file; :class:`ScenarioFileError` (with ``file:line``) when it is invalid."""
    shown = display_path(path)
    data, root = read_yaml(path, shown)
    try:
        parsed = ScenarioFile.model_validate(data)
    except ValidationError as exc:
        raise error_from_validation(shown, root, exc, _FIELD_NAMES) from None
    out: list[LoadedScenario] = []
    for index, scenario in enumerate(parsed.scenarios):
        node = node_at(root, ("scenarios", index, "name"))
        out.append(LoadedScenario(scenario, shown, node.start_mark.line + 1))
    return out


def load_files(paths: Iterable[Path | str]) -> list[LoadedScenario]:
    """Every scenario of every file; names must be unique across all of them."""
    loaded: list[LoadedScenario] = []
    seen: dict[str, LoadedScenario] = {}
    for path in scenario_files(paths):
        for item in load_file(path):
            first = seen.get(item.scenario.name)
            if first is not None:
                raise ScenarioFileError(
                    item.file,
                    item.line,
                    f"name: duplicate scenario name {item.scenario.name!r} "
                    f"(first defined at {first.file}:{first.line})",
                )
            seen[item.scenario.name] = item
            loaded.append(item)
    return loaded
