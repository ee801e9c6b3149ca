"""Optional OpenTelemetry: a span per turn with route and outcome (never text); absent without OTel."""

from __future__ import annotations

import sys

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from agents_pkg import Orchestrator, Settings
from agents_pkg.telemetry import otel_observer


async def test_each_turn_is_one_span_without_user_text(monkeypatch: pytest.MonkeyPatch) -> None:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    monkeypatch.setattr("opentelemetry.trace.get_tracer", provider.get_tracer)
    observe = otel_observer()
    assert observe is not None
    async with Orchestrator(Settings()) as orch:
        orch.observers.append(observe)
        await orch.run("강남구 소파 버리려면 얼마야?")
        await orch.run("주민번호 900101-1234568 확인해줘")
    first, blocked = exporter.get_finished_spans()
    assert first.name == "eco_triage.turn" and first.attributes is not None
    assert list(first.attributes["eco_triage.route"]) == ["bulk_waste"]  # type: ignore[arg-type]
    assert first.attributes["eco_triage.blocked"] is False
    assert first.end_time is not None and first.start_time is not None
    assert first.end_time > first.start_time
    assert blocked.attributes is not None and blocked.attributes["eco_triage.blocked"] is True
    assert first.status.status_code is not StatusCode.ERROR
    text = repr([dict(s.attributes or {}) for s in (first, blocked)])
    assert "소파" not in text and "900101" not in text


def test_without_opentelemetry_there_is_no_observer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "opentelemetry", None)  # as if not installed
    assert otel_observer() is None
