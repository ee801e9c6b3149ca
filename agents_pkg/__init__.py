"""eco-triage: a triage agent that hands off to five typed recycling specialists.

Public API for host services::

    from agents_pkg import Orchestrator
    async with Orchestrator() as orch:
        result = await orch.run("강남구 소파 버리려면?")

Everything a host needs is importable from here (pinned by ``tests/test_exported_members.py``):
the orchestrator and its settings, the results, the stream events :meth:`Orchestrator.stream`
yields, the session stores, and the exception tree (:mod:`agents_pkg.errors`).
``RedisSessionStore`` and ``ScenarioFileError`` are imported on first access (PEP 562): an
embedded ``ask`` does not load redis-py or the scenario runner (YAML) at start-up.
"""

from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING

from agents_pkg.config import Settings
from agents_pkg.errors import (
    ConfigurationError,
    EcoTriageError,
    OrchestratorStateError,
    ProviderError,
    QueryError,
)
from agents_pkg.events import (
    Done,
    ErrorEvent,
    Event,
    GuardrailName,
    GuardrailTripped,
    PlannedStageInfo,
    RouteDecided,
    StageCompleted,
    StageStarted,
    TextDelta,
    ToolCalled,
)
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.result import GroundingReport, Stage, StageStatus, ToolCall, TurnResult
from agents_pkg.sessions import (
    MemorySessionStore,
    SessionStore,
    SQLiteSessionStore,
    session_store_from_env,
)

try:
    __version__ = version("eco-triage")  # the one source is pyproject.toml
except PackageNotFoundError:  # pragma: no cover - imported from a checkout that was never installed
    __version__ = "0+unknown"
if TYPE_CHECKING:  # pragma: no cover
    from agents_pkg.scenarios.loader import ScenarioFileError
    from agents_pkg.sessions.redis import RedisSessionStore

_LAZY = {
    "RedisSessionStore": "agents_pkg.sessions.redis",
    "ScenarioFileError": "agents_pkg.scenarios.loader",
}

__all__ = [
    "ConfigurationError",
    "Done",
    "EcoTriageError",
    "ErrorEvent",
    "Event",
    "GroundingReport",
    "GuardrailName",
    "GuardrailTripped",
    "MemorySessionStore",
    "Orchestrator",
    "OrchestratorStateError",
    "PlannedStageInfo",
    "ProviderError",
    "QueryError",
    "RedisSessionStore",
    "RouteDecided",
    "SQLiteSessionStore",
    "ScenarioFileError",
    "SessionStore",
    "Settings",
    "Stage",
    "StageCompleted",
    "StageStarted",
    "StageStatus",
    "TextDelta",
    "ToolCall",
    "ToolCalled",
    "TurnResult",
    "session_store_from_env",
]


def __getattr__(name: str) -> object:
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(_LAZY[name]), name)
