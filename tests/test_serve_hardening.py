"""Issue 17: ``eco-triage serve`` start-up failures and connection hygiene.

Before: ``serve --port 99999`` → traceback, exit 1; Redis unreachable at start → traceback, exit 3;
sockets with partial headers, a promised body that never comes, or nothing at all stayed open
(300/300 after 60 s); the accept loop then logged tracebacks in a tight loop.
"""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from agents_pkg.cli import main
from agents_pkg.server.connections import LogRateCap
from tests.processes import stop


def one_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize("port", ["99999", "0", "-1"])
def test_a_bad_port_is_one_line_and_exit_2(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--port", port]) == 2
    assert "--port must be 1-65535" in one_line(capsys.readouterr().err)


def test_unreachable_redis_at_start_is_one_line_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ECO_TRIAGE_REDIS_URL", f"redis://127.0.0.1:{_closed_port()}/0")
    started = time.monotonic()
    assert main(["serve", "--port", "8080"]) == 1
    assert time.monotonic() - started < 5.0
    line = one_line(capsys.readouterr().err)
    assert "session store is unavailable" in line and "127.0.0.1" not in line


def test_an_unwritable_session_file_at_start_is_exit_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "sessions.sqlite3").write_bytes(b"not a database" * 100)
    monkeypatch.setenv("ECO_TRIAGE_SESSION_DB", str(tmp_path / "sessions.sqlite3"))
    assert main(["serve", "--port", "8080"]) == 1
    assert "session file is not writable" in one_line(capsys.readouterr().err)


def test_a_broken_session_secret_file_is_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = Path(os.environ["ECO_TRIAGE_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    (data / "session-secret").write_text("short")
    assert main(["serve", "--port", "8080"]) == 2
    assert "too short to be a session secret" in one_line(capsys.readouterr().err)


def test_a_port_in_use_is_exit_2_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert main(["serve", "--port", str(taken.getsockname()[1])]) == 2
    assert "already in use" in one_line(capsys.readouterr().err)


# --- a real `eco-triage serve` with idle and slow sockets -----------------------------------------
@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    port = _closed_port()
    env = {
        **os.environ,
        "ECO_TRIAGE_READ_TIMEOUT_S": "1",
        "ECO_TRIAGE_DATA_DIR": str(tmp_path),
        "ECO_TRIAGE_RATE_LIMIT_PER_MIN": "0",
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "agents_pkg.cli.main", "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                break
        except httpx.TransportError:
            time.sleep(0.05)
    else:
        stop(process)
        pytest.fail("eco-triage serve did not start")
    try:
        yield url, process
    finally:
        stop(process)


def _is_closed(sock: socket.socket) -> bool:
    try:
        return sock.recv(4096) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def test_idle_and_slow_sockets_are_closed_within_the_read_timeout(
    served: tuple[str, subprocess.Popen[bytes]],
) -> None:
    url, _ = served
    port = int(url.rsplit(":", 1)[1])
    openers = [
        b"",  # nothing at all
        b"POST /v1/chat HTTP/1.1\r\nHost: x\r\n",  # partial headers
        b"POST /v1/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b'Content-Length: 500\r\n\r\n{"message": ',  # a promised body that never comes
    ]
    socks = []
    for i in range(100):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        if openers[i % 3]:
            sock.sendall(openers[i % 3])
        socks.append(sock)
    opened = time.monotonic()
    with httpx.Client(base_url=url, timeout=10) as http:  # normal requests keep answering
        answers = [http.post("/v1/chat", json={"message": "폐지 가격"}) for _ in range(5)]
    assert [r.status_code for r in answers] == [200] * 5
    for sock in socks:  # wait for the server to close each one (never, without the deadline)
        sock.settimeout(max(0.1, opened + 5.0 - time.monotonic()))
    closed = sum(_is_closed(sock) for sock in socks)
    for sock in socks:
        sock.close()
    assert closed == 100  # read timeout 1 s (was: 300/300 still open after 60 s)


def test_the_error_log_rate_is_capped() -> None:
    cap = LogRateCap(limit=3, window_s=60)
    records = [
        logging.LogRecord("asyncio", logging.ERROR, __file__, 1, "accept failed", None, None)
        for _ in range(1000)
    ]
    passed = [r for r in records if cap.filter(r)]
    assert len(passed) == 3 and cap.dropped == 997
