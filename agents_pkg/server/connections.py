"""Connection hygiene for ``eco-triage serve``: uvicorn's options, a request-read deadline, a
connection cap, and a cap on the error-log rate.

Settings: ``ECO_TRIAGE_READ_TIMEOUT_S``, ``_KEEPALIVE_S``, ``_MAX_CONNECTIONS``,
``_FORWARDED_ALLOW_IPS`` (:class:`~agents_pkg.config.Settings`).

uvicorn closes idle keep-alive connections but puts no deadline on a request that is still
arriving (partial headers, a promised body that never comes, or nothing at all), so each such
socket stays open forever. :class:`DeadlineH11Protocol` closes it when the deadline passes.
"""

from __future__ import annotations

import asyncio
import logging
import os
import resource
import time
from typing import Any

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from agents_pkg.config import Settings

__all__ = ["DeadlineH11Protocol", "LogRateCap", "server_config"]


class DeadlineH11Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, plus: each request must be read whole (headers and body)
    within ``read_timeout_s`` of its first byte (of the connection, for the first one), and
    connections beyond ``max_connections`` are closed as soon as they are accepted."""

    read_timeout_s = 10.0
    max_connections = 512

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._read_deadline: asyncio.TimerHandle | None = None
        if len(self.connections) > self.max_connections:
            transport.close()
            return
        self._arm()

    def _arm(self) -> None:
        if self._read_deadline is None:
            self._read_deadline = self.loop.call_later(self.read_timeout_s, self._read_timed_out)

    def _disarm(self) -> None:
        if self._read_deadline is not None:
            self._read_deadline.cancel()
            self._read_deadline = None

    def data_received(self, data: bytes) -> None:
        if self.conn.their_state is h11.IDLE or self.conn.their_state is h11.DONE:
            self._arm()  # the next request on a kept-alive connection starts its own deadline
        super().data_received(data)

    def handle_events(self) -> None:
        super().handle_events()
        if self.conn.their_state is h11.DONE:
            self._disarm()  # the request is read; the answer may take as long as the run takes

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _read_timed_out(self) -> None:
        self._read_deadline = None
        if not self.transport.is_closing():
            self.transport.close()  # the app sees http.disconnect if it was waiting for a body


class LogRateCap(logging.Filter):
    """At most ``limit`` records per ``window_s`` seconds pass; the next one that passes says how
    many were dropped. Keeps a tight failure loop (e.g. accept() out of file descriptors) from
    writing hundreds of thousands of tracebacks."""

    def __init__(self, limit: int = 20, window_s: float = 10.0) -> None:
        super().__init__()
        self.limit, self.window_s = limit, window_s
        self._start, self._count, self.dropped = time.monotonic(), 0, 0

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        if now - self._start >= self.window_s:
            self._start, self._count = now, 0
        self._count += 1
        if self._count > self.limit:
            self.dropped += 1
            return False
        if self.dropped:
            record.msg = f"{record.msg} ({self.dropped} similar records dropped)"
            self.dropped = 0
        return True


def install_log_rate_cap(limit: int = 20, window_s: float = 10.0) -> LogRateCap:
    """One shared cap on the loggers that report connection-level failures."""
    cap = LogRateCap(limit, window_s)
    for name in ("asyncio", "uvicorn.error"):
        logging.getLogger(name).addFilter(cap)
    return cap


FD_RESERVE = 64  # descriptors kept free for what the app opens (SQLite, Redis, the data files)


def connection_budget(wanted: int) -> int:
    """``wanted``, or fewer if the open-file limit (``ulimit -n``) leaves less room: then every
    client socket is accepted and, beyond the cap, closed at once, so ``accept()`` does not run out
    of descriptors and fail in a loop (the issue's log flood)."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    try:
        open_now = len(os.listdir("/proc/self/fd"))
    except OSError:  # not Linux: count only the reserve
        open_now = 0
    room = max(1, soft - open_now - FD_RESERVE)
    if room < wanted:
        logging.getLogger("uvicorn.error").warning(
            "ECO_TRIAGE_MAX_CONNECTIONS=%d is above what the open-file limit %d allows;"
            " serving at most %d connections (raise ulimit -n)",
            wanted, soft, room,
        )  # fmt: skip
    return min(wanted, room)


def server_config(
    app: Any, host: str, port: int, settings: Settings | None = None
) -> uvicorn.Config:
    """uvicorn's configuration for ``eco-triage serve`` (see the module docstring)."""
    settings = settings or Settings()
    wanted = settings.max_connections
    protocol = type(
        "ConfiguredDeadlineH11Protocol",
        (DeadlineH11Protocol,),
        {
            "read_timeout_s": settings.read_timeout_s,
            "max_connections": connection_budget(wanted),
        },
    )
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        http=protocol,
        ws="none",
        access_log=False,  # the app's structured http.request events replace it
        log_config=None,  # uvicorn's lines go to the root logger configure_logging set up (JSON too)
        timeout_keep_alive=settings.keepalive_s,
        h11_max_incomplete_event_size=16 * 1024,  # request line + headers
        proxy_headers=True,
        forwarded_allow_ips=settings.forwarded_allow_ips,
        timeout_graceful_shutdown=10,
        backlog=512,
    )
