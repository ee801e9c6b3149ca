"""The public surface of ``agents_pkg`` is exactly what ``__all__`` says (httpx's test is the model):
every exported name exists, is public, and is defined in the package; the list is pinned here, so
adding or removing a public name is a deliberate change to this file."""

from __future__ import annotations

import inspect
import typing

import agents_pkg
from agents_pkg import EcoTriageError, Event, Orchestrator

EXPECTED = {
    "ConfigurationError", "Done", "EcoTriageError", "ErrorEvent", "Event", "GroundingReport",
    "GuardrailName", "GuardrailTripped", "MemorySessionStore", "Orchestrator",
    "OrchestratorStateError", "PlannedStageInfo", "ProviderError", "QueryError",
    "RedisSessionStore", "RouteDecided", "SQLiteSessionStore", "ScenarioFileError", "SessionStore",
    "Settings", "Stage", "StageCompleted", "StageStarted", "StageStatus", "TextDelta", "ToolCall",
    "ToolCalled", "TurnResult", "session_store_from_env",
}  # fmt: skip


def test_all_is_pinned_and_sorted() -> None:
    assert set(agents_pkg.__all__) == EXPECTED
    assert agents_pkg.__all__ == sorted(agents_pkg.__all__, key=str)


def test_every_exported_member_exists_and_is_the_projects_own() -> None:
    for name in agents_pkg.__all__:
        member = getattr(agents_pkg, name)
        assert not name.startswith("_")
        module = getattr(member, "__module__", None) or ""
        if inspect.isclass(member) or inspect.isfunction(member):
            assert module.split(".")[0] in ("agents_pkg", "specialists"), (name, module)


def test_every_exception_descends_from_the_root() -> None:
    for name in agents_pkg.__all__:
        member = getattr(agents_pkg, name)
        if inspect.isclass(member) and issubclass(member, BaseException):
            assert issubclass(member, EcoTriageError), name


def test_every_stream_event_type_is_exported() -> None:
    union = typing.get_args(typing.get_args(Event)[0])
    exported = {getattr(agents_pkg, n) for n in agents_pkg.__all__}
    assert union and all(cls in exported for cls in union)
    hints = typing.get_type_hints(Orchestrator.stream)
    assert "Event" in str(hints["return"])
