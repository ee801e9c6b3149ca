"""eco-triage: a triage agent that hands off to five typed recycling specialists.

Public API for host services::

    from agents_pkg import Orchestrator
    async with Orchestrator() as orch:
        result = await orch.run("강남구 소파 버리려면?")
"""

from agents_pkg.config import Settings
from agents_pkg.errors import ConfigurationError, EcoTriageError, OrchestratorStateError, QueryError
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.result import Stage, ToolCall, TurnResult

__all__ = [
    "ConfigurationError",
    "EcoTriageError",
    "Orchestrator",
    "OrchestratorStateError",
    "QueryError",
    "Settings",
    "Stage",
    "ToolCall",
    "TurnResult",
]
