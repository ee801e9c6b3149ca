"""Issue 17, "the accept loop then logs a traceback in a tight loop": reproduced on loopback.

The server runs in a subprocess whose open-file limit is lowered to 128 and whose connection cap is
set far above it (5,000); the test then opens 200 idle sockets, so ``accept()`` runs out of
descriptors. With the standard-library event loop, CPython's accept loop logs one traceback per
pending connection on every wake-up: measured without the log cap, 37,826 tracebacks (226,964
lines) in 6 s. uvloop (installed with ``uvicorn[standard]``, which ``serve`` picks when present)
accepts and drops instead, logging nothing.

Now: the cap is lowered to fit the open-file limit (connections beyond it are closed at once, so
``accept()`` rarely meets the limit), the connection-level error log is capped (20 records per
10 s), and the server answers again as soon as the sockets close.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.processes import stop

SERVER = """
import resource, sys
resource.setrlimit(resource.RLIMIT_NOFILE, (128, 128))
import uvicorn
from agents_pkg.server import create_app
from agents_pkg.server.connections import install_log_rate_cap, server_config
install_log_rate_cap()  # what `eco-triage serve` runs, on the event loop named in argv[2]
config = server_config(create_app(), "127.0.0.1", int(sys.argv[1]))
config.loop = sys.argv[2]
uvicorn.Server(config).run()
"""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _healthy(url: str, within_s: float) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return True
        except httpx.TransportError:
            time.sleep(0.1)
    return False


@pytest.fixture(params=["asyncio", "uvloop"])
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    loop = str(request.param)
    if loop == "uvloop":
        pytest.importorskip("uvloop")
    port = _free_port()
    env = {
        **os.environ,
        "ECO_TRIAGE_MAX_CONNECTIONS": "5000",
        "ECO_TRIAGE_READ_TIMEOUT_S": "60",  # the idle sockets stay until the test closes them
        "ECO_TRIAGE_DATA_DIR": str(tmp_path),
        "ECO_TRIAGE_RATE_LIMIT_PER_MIN": "0",
    }
    log = tmp_path / "server.log"
    with log.open("wb") as err:
        process = subprocess.Popen(
            [sys.executable, "-c", SERVER, str(port), loop],
            env=env, stdout=subprocess.DEVNULL, stderr=err,
        )  # fmt: skip
        url = f"http://127.0.0.1:{port}"
        try:
            if not _healthy(url, 30):
                pytest.fail(f"server did not start: {log.read_text(errors='replace')[-500:]}")
            yield url, log
        finally:
            stop(process)


def test_running_out_of_descriptors_does_not_flood_the_log(server: tuple[str, Path]) -> None:
    url, log = server
    port = int(url.rsplit(":", 1)[1])
    socks = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(200)]
    time.sleep(2.0)  # the window in which the unpatched accept loop wrote ~15,000 tracebacks
    for sock in socks:
        sock.close()
    assert _healthy(url, 15)  # answering again once the sockets are gone
    text = log.read_text(errors="replace")
    assert "serving at most" in text and "raise ulimit -n" in text  # the cap was lowered, said once
    failures = text.count("socket.accept() out of system resource")
    assert failures <= 21, failures  # capped: 20 per 10 s, then one "N similar records dropped"
    assert len(text.splitlines()) < 200
