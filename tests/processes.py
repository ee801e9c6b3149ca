"""Stopping a child process the tests started, whatever state it is in.

``terminate(); wait(10)`` raised ``TimeoutExpired`` on a loaded machine and left the child running;
its ``Popen`` was then collected while still running, and under ``filterwarnings = error`` the
``ResourceWarning`` from ``Popen.__del__`` failed whichever test happened to run next (seen once
with two cores at load ~11). :func:`stop` always reaps the child.
"""

from __future__ import annotations

import contextlib
import subprocess


def stop(process: subprocess.Popen[bytes], timeout: float = 10) -> None:
    """Terminate ``process`` (if it still runs), wait ``timeout`` s, then kill it and reap it."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        process.wait(timeout=timeout)
