"""Prometheus metrics of one app: turns by route and outcome, latency, guardrails, fallbacks, errors.

``GET /metrics`` serves them in the Prometheus text format. Each app has its own registry (two apps
in one process, as in tests, never share or clash). Labels are bounded: routes are specialist
names, paths are route templates (``/v1/chat``, not the raw URL), never user text or session ids.

| metric | labels | counts |
|---|---|---|
| ``eco_triage_turns_total`` | ``route``, ``outcome`` | finished turns; outcome ``answered`` / ``ask_back`` / ``blocked`` / ``error`` |
| ``eco_triage_turn_duration_seconds`` | ``route`` | histogram of a turn's wall time |
| ``eco_triage_guardrail_trips_total`` | ``guardrail`` | ``pii`` blocks and ``grounding`` trips |
| ``eco_triage_fallbacks_total`` | — | turns the function-calling fallback answered |
| ``eco_triage_stage_errors_total`` | ``specialist`` | stages that failed (model or data-source error) |
| ``eco_triage_http_requests_total`` | ``method``, ``path``, ``status`` | HTTP requests |
| ``eco_triage_http_request_duration_seconds`` | ``method``, ``path`` | histogram of request time |
"""

from __future__ import annotations

import time

from fastapi import FastAPI
from fastapi.responses import Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram
from prometheus_client.exposition import generate_latest
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agents_pkg.result import TurnResult

_TURN_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)


class Metrics:
    """The app's collectors; :meth:`observe_turn` is an :attr:`Orchestrator.observers` callback."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.turns = Counter("eco_triage_turns", "Finished turns", ["route", "outcome"], registry=r)
        self.turn_seconds = Histogram(
            "eco_triage_turn_duration_seconds", "Turn wall time", ["route"],
            buckets=_TURN_BUCKETS, registry=r,
        )  # fmt: skip
        self.guardrail_trips = Counter(
            "eco_triage_guardrail_trips", "Guardrail blocks and trips", ["guardrail"], registry=r
        )
        self.fallbacks = Counter(
            "eco_triage_fallbacks", "Turns answered by the function-calling fallback", registry=r
        )
        self.stage_errors = Counter(
            "eco_triage_stage_errors", "Failed stages", ["specialist"], registry=r
        )
        self.requests = Counter(
            "eco_triage_http_requests", "HTTP requests", ["method", "path", "status"], registry=r
        )
        self.request_seconds = Histogram(
            "eco_triage_http_request_duration_seconds", "HTTP request time", ["method", "path"],
            buckets=_TURN_BUCKETS, registry=r,
        )  # fmt: skip

    def observe_turn(self, result: TurnResult, seconds: float) -> None:
        route = "+".join(result.route) or "none"
        self.turns.labels(route=route, outcome=_outcome(result)).inc()
        self.turn_seconds.labels(route=route).observe(seconds)
        if result.blocked is not None:
            self.guardrail_trips.labels(guardrail="pii").inc()
        if result.grounding is not None:
            self.guardrail_trips.labels(guardrail="grounding").inc()
        if result.backend == "fallback":
            self.fallbacks.inc()
        for stage in result.stages:
            if stage.status == "error":
                self.stage_errors.labels(specialist=stage.specialist).inc()

    def render(self) -> Response:
        return Response(generate_latest(self.registry), media_type=CONTENT_TYPE_LATEST)


def _outcome(result: TurnResult) -> str:
    if result.blocked is not None:
        return "blocked"
    if result.error is not None or any(s.status == "error" for s in result.stages):
        return "error"
    if result.stages and all(s.status == "ask_back" for s in result.stages):
        return "ask_back"
    return "answered"


class HttpMetricsMiddleware:
    """Counts and times every HTTP request by its route template (``other`` when none matched)."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app, self.metrics = app, metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def recording(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, recording)
        finally:
            route = scope.get("route")
            path = str(getattr(route, "path", "other"))
            method = str(scope.get("method", ""))
            self.metrics.requests.labels(method=method, path=path, status=str(status)).inc()
            self.metrics.request_seconds.labels(method=method, path=path).observe(
                time.perf_counter() - started
            )


def install_metrics(app: FastAPI) -> Metrics:
    """``GET /metrics`` and the HTTP middleware on ``app``; returns the collectors."""
    metrics = Metrics()
    app.add_middleware(HttpMetricsMiddleware, metrics=metrics)

    @app.get("/metrics", include_in_schema=False)
    async def prometheus_metrics() -> Response:
        return metrics.render()

    return metrics
