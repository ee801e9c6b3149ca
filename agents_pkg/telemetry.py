"""Optional OpenTelemetry: one span per finished turn, when ``opentelemetry-api`` is installed.

``pip install 'eco-triage[otel]'`` brings the API; the host sets up the SDK and an exporter as usual.
``create_app()`` registers :func:`otel_observer` by itself; with the Python API::

    observe = otel_observer()
    if observe is not None:
        orch.observers.append(observe)

The span ``eco_triage.turn`` covers the turn's wall time and carries its route, outcome, backend
and stage count — never the user's text or the answer. Without the package nothing is imported and
:func:`otel_observer` returns ``None``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from agents_pkg.result import TurnResult

Observer = Callable[[TurnResult, float], None]


def otel_observer() -> Observer | None:
    """An :attr:`Orchestrator.observers` callback that records a span, or ``None`` without OTel."""
    try:
        from opentelemetry import trace
        from opentelemetry.trace import Status, StatusCode
    except ImportError:
        return None
    from agents_pkg import __version__

    tracer = trace.get_tracer("eco_triage", __version__)

    def observe(result: TurnResult, seconds: float) -> None:
        end = time.time_ns()
        span = tracer.start_span(
            "eco_triage.turn",
            start_time=end - int(seconds * 1e9),
            attributes={
                "eco_triage.route": list(result.route),
                "eco_triage.backend": result.backend,
                "eco_triage.blocked": result.blocked is not None,
                "eco_triage.grounding_tripped": result.grounding is not None,
                "eco_triage.stages": len(result.stages),
            },
        )
        if result.error is not None:
            span.set_status(Status(StatusCode.ERROR, "the turn failed"))
        span.end(end_time=end)

    return observe
