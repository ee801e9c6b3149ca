"""The scenario file format: pydantic models (``extra="forbid"`` everywhere) and a line-tracking loader.

A scenario file holds ``scenarios: [Scenario]``; see ``scenarios/README.md`` for the reference.
:func:`load_files` validates every file and raises :class:`ScenarioFileError` with ``file:line`` on
the first problem, e.g. ``scenarios/weather.yaml:42: turns[1].expect.route[0]: unknown specialist
'wether'``. Lines come from the YAML node marks of the same parse that produced the data.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
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
from pydantic_core import ErrorDetails

from guardrails.pii import PiiPolicy
from specialists import SPECIALIST_NAMES

TRIAGE = "triage"
AGENT_NAMES = (TRIAGE, *SPECIALIST_NAMES)
StageStatus = Literal["answered", "ask_back", "error"]
GroundingOutcome = Literal["none", "retried", "fallback"]


class ScenarioFileError(ValueError):
    """A scenario file is invalid; ``str()`` is one line: ``path:line: where: what``."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path, self.line, self.message = path, line, message
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {message}")


# --- field types ------------------------------------------------------------------------------
def _specialist(value: str) -> str:
    if value not in SPECIALIST_NAMES:
        hint = difflib.get_close_matches(value, SPECIALIST_NAMES, n=1)
        suffix = (
            f" (did you mean {hint[0]!r}?)"
            if hint
            else f"; expected one of: {', '.join(SPECIALIST_NAMES)}"
        )
        raise ValueError(f"unknown specialist {value!r}{suffix}")
    return value


def _agent(value: str) -> str:
    if value not in AGENT_NAMES:
        hint = difflib.get_close_matches(value, AGENT_NAMES, n=1)
        suffix = (
            f" (did you mean {hint[0]!r}?)"
            if hint
            else f"; expected one of: {', '.join(AGENT_NAMES)}"
        )
        raise ValueError(f"unknown agent {value!r}{suffix}")
    return value


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


# --- loading with line numbers ------------------------------------------------------------------
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


def display_path(path: Path) -> str:
    """The path relative to the working directory when it is below it, else as given."""
    try:
        rel = os.path.relpath(path.resolve(), Path.cwd())
    except ValueError:  # another drive (Windows)
        return str(path)
    return str(path) if rel.startswith("..") else rel


class _UniqueKeyLoader(yaml.SafeLoader):
    """SafeLoader that rejects duplicate mapping keys (PyYAML silently keeps the last one)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[Any, int] = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.MarkedYAMLError(
                    problem=f"duplicate key {key!r} (first at line {seen[key]})",
                    problem_mark=key_node.start_mark,
                )
            try:
                seen[key] = key_node.start_mark.line + 1
            except TypeError:  # an unhashable key: let the base class report it
                break
        return super().construct_mapping(node, deep=deep)


def _parse(text: str) -> tuple[Any, yaml.Node | None]:
    """The document's data and its node tree, from one parse."""
    loader = _UniqueKeyLoader(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    finally:
        loader.dispose()
    return data, node


def _node_at(root: yaml.Node, loc: Sequence[int | str]) -> yaml.Node:
    """The deepest node along a pydantic error location (tags and missing keys are skipped)."""
    node = root
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            match = next(
                (
                    (k, v)
                    for k, v in node.value
                    if isinstance(k, yaml.ScalarNode) and k.value == part
                ),
                None,
            )
            if match is None:
                continue
            node = match[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if 0 <= part < len(node.value):
                node = node.value[part]
        elif isinstance(node, yaml.ScalarNode):
            break
    return node


def _key_node(root: yaml.Node, loc: Sequence[int | str]) -> yaml.Node | None:
    """For an unknown key: the key node itself (its value may start on a later line)."""
    if not loc:
        return None
    parent = _node_at(root, loc[:-1])
    if isinstance(parent, yaml.MappingNode):
        for key, _ in parent.value:
            if isinstance(key, yaml.ScalarNode) and key.value == loc[-1]:
                return key
    return None


def _where(loc: Sequence[int | str]) -> str:
    """``turns[1].expect.route[0]`` — the location inside one scenario, tags dropped."""
    parts = [p for p in loc if not (isinstance(p, str) and p.startswith("<"))]
    if len(parts) >= 2 and parts[0] == "scenarios" and isinstance(parts[1], int):
        parts = parts[2:]
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part == "[key]":
            continue
        else:
            out += f".{part}" if out else str(part)
    return out


def _message(error: ErrorDetails) -> str:
    kind, msg = error["type"], error["msg"]
    loc = error["loc"]
    if kind == "extra_forbidden":
        key = str(loc[-1]) if loc else "?"
        hint = difflib.get_close_matches(key, _FIELD_NAMES, n=1)
        return f"unknown key {key!r}" + (f" (did you mean {hint[0]!r}?)" if hint else "")
    if kind == "missing":
        return f"missing required key {str(loc[-1])!r}" if loc else "missing required key"
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    if kind not in ("value_error", "invalid_step", "invalid_tools") and "input" in error:
        shown = repr(error["input"])
        if len(shown) <= 60:
            msg += f" (got {shown})"
    return msg


def _explained_by_typo(
    loc: tuple[int | str, ...], typos: set[tuple[tuple[int | str, ...], str]]
) -> bool:
    parent, name = tuple(loc[:-1]), str(loc[-1]) if loc else ""
    strip = {"<tool step>", "<text step>", "<handoff step>", "<any_of>"}
    parent = tuple(p for p in parent if p not in strip)
    return any(
        tuple(p for p in where if p not in strip) == parent
        and difflib.get_close_matches(key, [name], n=1)
        for where, key in typos
    )


def _error_from_validation(path: str, root: yaml.Node, exc: ValidationError) -> ScenarioFileError:
    errors = exc.errors(include_url=False)
    typos = {
        (tuple(e["loc"][:-1]), str(e["loc"][-1])) for e in errors if e["type"] == "extra_forbidden"
    }
    located: list[tuple[int, int, str]] = []
    for error in errors:
        if error["type"] == "missing" and _explained_by_typo(error["loc"], typos):
            continue  # "unknown key 'descripton' (did you mean 'description'?)" says it all
        loc = error["loc"]
        node = (_key_node(root, loc) if error["type"] == "extra_forbidden" else None) or _node_at(
            root, loc
        )
        where = _where(loc)
        text = f"{where}: {_message(error)}" if where else _message(error)
        # on one line, an unknown key (a typo) explains more than the "missing" error it causes
        rank = 0 if error["type"] == "extra_forbidden" else 1
        located.append((node.start_mark.line + 1, rank, text))
    located.sort(key=lambda item: item[:2])
    line, _, text = located[0]
    if len(located) > 1:
        text += f" (+{len(located) - 1} more error{'s' if len(located) > 2 else ''} in this file)"
    return ScenarioFileError(path, line, text)


def load_file(path: Path) -> list[LoadedScenario]:
    """Validate one scenario file; :class:`ScenarioFileError` (with ``file:line``) when it is invalid."""
    shown = display_path(path)
    try:
        text = path.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioFileError(shown, None, f"cannot read: {exc}") from None
    try:
        data, root = _parse(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        raise ScenarioFileError(shown, line, f"invalid YAML: {problem}") from None
    except yaml.YAMLError as exc:
        raise ScenarioFileError(shown, None, f"invalid YAML: {exc}") from None
    if root is None:
        raise ScenarioFileError(shown, 1, "empty file; expected 'scenarios: [...]'")
    try:
        parsed = ScenarioFile.model_validate(data)
    except ValidationError as exc:
        raise _error_from_validation(shown, root, exc) from None
    out: list[LoadedScenario] = []
    for index, scenario in enumerate(parsed.scenarios):
        node = _node_at(root, ("scenarios", index, "name"))
        out.append(LoadedScenario(scenario, shown, node.start_mark.line + 1))
    return out


def scenario_files(paths: Iterable[Path | str]) -> list[Path]:
    """Files to load: each path as given, or a folder's ``*.yaml`` / ``*.yml`` files, sorted."""
    files: list[Path] = []
    seen: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix in (".yaml", ".yml"))
            if not found:
                raise ScenarioFileError(display_path(path), None, "no *.yaml scenario files here")
        elif path.exists():
            found = [path]
        else:
            raise ScenarioFileError(display_path(path), None, "no such file or directory")
        for file in found:
            if file.resolve() not in seen:
                seen.add(file.resolve())
                files.append(file)
    return files


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
