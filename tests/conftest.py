"""Test-wide guards: no network beyond loopback, no real model call, no ambient configuration."""

from __future__ import annotations

import logging
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import structlog
from agents import OpenAIChatCompletionsModel, OpenAIResponsesModel

from agents_pkg.config import Settings
from agents_pkg.logging import reset_logging

SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
KECO_SITES = SHARED_DATA / "keco_recycle_compensation_sites.csv"

_real_connect = socket.socket.connect


def _guarded_connect(self: socket.socket, address: Any) -> Any:
    if self.family == socket.AF_UNIX:
        return _real_connect(self, address)
    host = address[0] if isinstance(address, tuple) else str(address)
    if host not in ("127.0.0.1", "::1", "localhost") and not str(host).startswith("127."):
        raise RuntimeError(f"network access to {host!r} is not allowed in tests (loopback only)")
    return _real_connect(self, address)


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(socket.socket, "connect", _guarded_connect)


@pytest.fixture(autouse=True)
def no_real_models(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Any call to a real OpenAI model class fails the test, unless marked ``real_model_http``."""
    if request.node.get_closest_marker("real_model_http"):
        return

    def refuse(*args: Any, **kwargs: Any) -> Any:
        pytest.fail(
            "a real OpenAI model was called in a test; use the offline model or ScriptedModel"
        )

    for cls in (OpenAIResponsesModel, OpenAIChatCompletionsModel):
        monkeypatch.setattr(cls, "get_response", refuse)
        monkeypatch.setattr(cls, "stream_response", refuse)


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in (
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "ECO_TRIAGE_BACKEND",
        "ECO_TRIAGE_MODEL",
        "KAKAO_REST_API_KEY",
        "DATA_GO_KR_SERVICE_KEY",
        "ECO_TRIAGE_PII_POLICY",
        "ODCLOUD_SERVICE_KEY",
        "ECO_TRIAGE_WEATHER",
        "ECO_TRIAGE_REDIS_URL",
        "ECO_TRIAGE_QUEUE_URL",
        "ECO_TRIAGE_SESSION_DB",
        "ECO_TRIAGE_SESSION_TTL_S",
        "ECO_TRIAGE_SESSION_MAX_TURNS",
        "ECO_TRIAGE_LOG_LEVEL",
        "ECO_TRIAGE_LOG_JSON",
        "ECO_TRIAGE_CORS_ORIGINS",
        "NO_COLOR",
    ):
        monkeypatch.delenv(name, raising=False)
    # a developer's .env must not change what the tests see
    monkeypatch.setitem(Settings.model_config, "env_file", None)
    monkeypatch.setenv("ECO_TRIAGE_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture(autouse=True)
def quiet_logs() -> Iterator[None]:
    """Each test starts with quiet logs; a test that configures logging (the CLI) does not leak it."""
    root = logging.getLogger()
    level = root.level
    structlog.reset_defaults()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))
    yield
    structlog.reset_defaults()
    reset_logging()  # the handler configure_logging installed (the CLI tests run it)
    root.setLevel(level)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "real_model_http: the test talks to a loopback OpenAI-compatible server"
    )
