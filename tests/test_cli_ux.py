"""The CLI as a new user meets it: --version, --help everywhere, pipes, ports, colours, settings."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

import agents_pkg
from agents_pkg.cli import main
from agents_pkg.cli.settings_doc import settings_table
from tests.processes import stop
from tests.test_scenarios import PASSING, _write


def test_version_is_the_installed_distributions(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"eco-triage {version('eco-triage')}"
    assert agents_pkg.__version__ == version("eco-triage")


@pytest.mark.parametrize(
    "command",
    [
        [], ["ask"], ["data"], ["data", "import"], ["data", "status"], ["serve"], ["chat"],
        ["scenarios"], ["scenarios", "run"], ["guardrails"], ["guardrails", "eval"], ["config"],
    ],
    ids=lambda c: " ".join(c) or "top",
)  # fmt: skip
def test_every_command_has_help_with_examples(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*command, "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "examples:\n  eco-triage" in out and "usage: eco-triage" in out


def test_serve_options_are_explained(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    out = capsys.readouterr().out
    assert "address to listen on" in out and "port to listen on" in out


def test_unknown_log_level_is_a_usage_error_listing_the_choices(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--log-level", "LOUD", "ask", "폐지 가격"])
    assert exit_.value.code == 2
    assert "invalid choice: 'LOUD'" in capsys.readouterr().err


def test_bad_log_level_in_the_environment_names_the_variable(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ECO_TRIAGE_LOG_LEVEL", "chatty")
    assert main(["ask", "폐지 가격"]) == 2
    assert "ECO_TRIAGE_LOG_LEVEL" in capsys.readouterr().err


def test_ask_into_a_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "agents_pkg.cli", "ask", "--json", "폐지 가격"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "ECO_TRIAGE_DATA_DIR": str(tmp_path)},
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # like `| head` exiting before the answer is printed
    with process.stderr:
        err = process.stderr.read().decode()
    try:
        code = process.wait(timeout=120)
    finally:
        stop(process)
    assert code == 141
    assert "Traceback" not in err and "BrokenPipeError" not in err


def test_data_status_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["data", "status", "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert Path(status["data_dir"]).name == "data"
    fees = next(d for d in status["datasets"] if d["name"] == "bulk-waste-fees")
    assert fees["origin"] == "shipped" and fees["rows"] > 20_000 and fees["as_of"]
    assert {d["name"] for d in status["datasets"]} >= {"waste-rules", "medicine-bins"}
    assert set(status["providers"]) == {
        "bulk_waste", "weather", "recyclable_price", "location", "collection_point",
    }  # fmt: skip
    assert status["providers"]["weather"].startswith("embedded")


def test_serve_on_a_busy_port_exits_2_with_a_reason(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert f"127.0.0.1:{port} is already in use" in err and "Traceback" not in err


def test_no_color_means_no_escape_codes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "pass.yaml", PASSING)
    monkeypatch.setenv("FORCE_COLOR", "1")  # as on a terminal
    assert main(["scenarios", "run", str(path), "--no-progress"]) == 0
    assert "\x1b[" in capsys.readouterr().out
    monkeypatch.setenv("NO_COLOR", "1")
    assert main(["scenarios", "run", str(path), "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "\x1b[" not in out and "1 passed, 0 failed" in out


def test_config_lists_settings_and_hides_keys(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-do-not-print")
    monkeypatch.setenv("ECO_TRIAGE_MAX_TURNS", "5")
    assert main(["config"]) == 0
    out = capsys.readouterr().out
    assert "ECO_TRIAGE_MAX_TURNS=5\n" in out and "ECO_TRIAGE_BACKEND=openai\n" in out
    assert "OPENAI_API_KEY=(set, hidden)" in out and "sk-do-not-print" not in out
    assert main(["config", "--markdown"]) == 0
    assert capsys.readouterr().out.strip() == settings_table()


def test_chat_history_is_saved_without_pii(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    readline = pytest.importorskip("readline")
    from agents_pkg.cli.chat import _line_editing

    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    readline.clear_history()
    save = _line_editing(tmp_path / "data" / "chat_history")
    assert save is not None
    readline.add_history("제 번호 010-2345-6789 로 연락 주세요")
    readline.add_history("강남구 소파")
    save()
    saved = (tmp_path / "data" / "chat_history").read_text("utf-8")
    assert "강남구 소파" in saved and "010-2345-6789" not in saved and "[PHONE]" in saved
    readline.clear_history()
