"""Logging is safe wherever the package runs: embedded, under a host's logging or structlog setup,
and under the CLI's JSON mode (uvicorn's lines included)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
import structlog

from agents_pkg.logging import configure_logging, get_logger

PHONE = "010-2345-6789"


def test_embedded_use_prints_nothing_and_leaks_nothing(tmp_path: Path) -> None:
    """Python API, no logging configured: stdout stays clean, stderr gets no PII (the old bug:
    structlog's default printed every INFO event to stdout, unmasked)."""
    script = textwrap.dedent(f"""
        import asyncio
        from agents_pkg import Orchestrator
        from agents_pkg.logging import get_logger

        async def main():
            get_logger("eco_triage.host").warning("oops", text="연락처 {PHONE}")
            async with Orchestrator() as orch:
                await orch.run("연락처 {PHONE} 로 폐지 가격 알려줘")

        asyncio.run(main())
    """)
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "ECO_TRIAGE_DATA_DIR": str(tmp_path)},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    assert "oops" in done.stderr and PHONE not in done.stderr  # WARNING+ via Python's default


def test_a_hosts_own_setup_receives_masked_records(caplog: pytest.LogCaptureFixture) -> None:
    # the host configured structlog its own way (no masking processor of ours in it)
    structlog.configure(processors=[structlog.processors.JSONRenderer()])
    with caplog.at_level(logging.INFO, logger="eco_triage"):
        get_logger("eco_triage.run").info(
            "run.start", query=f"제 번호 {PHONE}", name="shadows a LogRecord field"
        )
    record = caplog.records[-1]
    extra: Any = record
    assert record.name == "eco_triage.run" and record.getMessage() == "run.start"
    assert record.funcName == "test_a_hosts_own_setup_receives_masked_records"  # the call site
    assert extra.query == "제 번호 [PHONE]" and extra.name_ == "shadows a LogRecord field"
    assert PHONE not in caplog.text


def test_json_mode_covers_uvicorn_lines_and_masks_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    configure_logging(json=True, level="INFO")
    logging.getLogger("uvicorn.error").info(
        "Started server process [%d]", 42, extra={"color_message": "Started \x1b[36m%d\x1b[0m"}
    )
    logging.getLogger("uvicorn.error").warning("odd input %s", PHONE)
    get_logger("eco_triage.server").info("server.start", backend="offline")
    lines = [json.loads(x) for x in capsys.readouterr().err.splitlines()]
    assert [(x["logger"], x["event"]) for x in lines] == [
        ("uvicorn.error", "Started server process [42]"),
        ("uvicorn.error", "odd input [PHONE]"),
        ("eco_triage.server", "server.start"),
    ]
    assert lines[2]["backend"] == "offline" and all("timestamp" in x for x in lines)
    assert all("color_message" not in x for x in lines)


def test_urls_with_keys_from_http_clients_stay_out_at_info(
    capsys: pytest.CaptureFixture[str],
) -> None:
    configure_logging(json=True, level="INFO")
    logging.getLogger("httpx").info("HTTP Request: GET https://x/?serviceKey=SECRET-KEY")
    assert "SECRET-KEY" not in capsys.readouterr().err


def test_configure_logging_replaces_itself_and_rejects_unknown_levels(
    capsys: pytest.CaptureFixture[str],
) -> None:
    configure_logging(json=True, level="INFO")
    configure_logging(json=True, level="INFO")
    get_logger("eco_triage.server").info("once")
    assert len(capsys.readouterr().err.splitlines()) == 1
    with pytest.raises(ValueError, match="DEBUG, INFO, WARNING, ERROR"):
        configure_logging(level="LOUD")


def test_serve_hands_uvicorns_logging_to_the_root_logger() -> None:
    from agents_pkg.config import Settings
    from agents_pkg.server.connections import server_config

    config = server_config(None, "127.0.0.1", 8099, Settings.from_env({}))
    assert config.log_config is None and config.access_log is False


def test_exceptions_are_logged_by_where_not_by_their_text(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def failing() -> None:
        raise ValueError(f"bad input 강남구 {PHONE}")

    with caplog.at_level(logging.ERROR, logger="eco_triage"):
        try:
            failing()
        except ValueError:
            get_logger("eco_triage.tools").exception("tool.failed", error_type="ValueError")
    record: Any = caplog.records[-1]
    assert record.where.endswith(":failing") and record.exc_info is None
    assert "강남구" not in caplog.text and PHONE not in caplog.text
