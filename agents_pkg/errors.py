"""Exceptions of eco-triage, split by audience.

::

    EcoTriageError                 root; catch this to catch everything we raise
    ├── ConfigurationError         developer misuse: bad env var, unknown backend, wiring (a ValueError)
    ├── OrchestratorStateError     lifecycle misuse: run before open / after close, double open
    ├── QueryError                 the user's input cannot be processed (empty, too long); message is user-facing
    ├── ProviderError              a data source failed or refused (raised by providers; tools turn it into
    │                              an error envelope, so a run never raises it)
    └── ScenarioFileError          a scenario file cannot be read or is invalid; the message names file:line

A PII block, an ungrounded answer or a failing data source is **not** an exception: it is a
normal :class:`~agents_pkg.result.TurnResult` (``blocked`` set, or a stage with ``status="error"``).
SDK exceptions are translated only at the orchestrator boundary.
"""

from __future__ import annotations

from specialists.errors import EcoTriageError, ProviderError

__all__ = [
    "ConfigurationError",
    "EcoTriageError",
    "OrchestratorStateError",
    "ProviderError",
    "QueryError",
]


class ConfigurationError(EcoTriageError, ValueError):
    """The configuration or wiring is wrong; the message names the fix."""


class OrchestratorStateError(EcoTriageError):
    """The orchestrator was used outside its lifecycle (not opened, or already closed)."""


class QueryError(EcoTriageError, ValueError):
    """The query cannot be answered as given (empty or too long); the message is shown to the user."""
