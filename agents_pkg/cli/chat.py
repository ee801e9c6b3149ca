"""Interactive chat in the terminal, and the HTTP server entry point.

Intended CLI wiring (``agents_pkg/cli.py``)::

    eco-triage chat [--session ID]                 → run_chat(session_id)  (or chat_loop with your own orchestrator)
    eco-triage serve [--host 127.0.0.1] [--port 8080] → serve(host, port)
"""

from __future__ import annotations

import asyncio
import signal
import sys
import threading
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from agents_pkg.config import Settings
from agents_pkg.errors import QueryError
from agents_pkg.events import Done, GuardrailTripped, TextDelta
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.result import TurnResult
from agents_pkg.sessions import close_session_store, session_store
from guardrails.pii import redact

PROMPT = "질문> "
QUIT_COMMANDS = frozenset({"/quit", "/exit"})


def _route_line(result: TurnResult) -> str:
    route = " → ".join(result.route) if result.route else "(없음)"
    return f"[경로(route): {route}{' · 차단됨(blocked)' if result.blocked else ''}]"


async def chat_loop(
    orchestrator: Orchestrator,
    session_id: str | None,
    *,
    input_fn: Callable[[str], str] = input,
    output: TextIO = sys.stdout,
) -> int:
    """Read questions until ``/quit`` (or ``/exit``) or end of input; stream each answer as it comes.

    CLI: ``eco-triage chat [--session ID]``. Every turn uses ``session_id``, so follow-ups
    ("거기 말고 마포구는?") see the earlier turns; ``None`` makes each question stand alone.
    After each answer the route is printed. Blank lines are ignored; an empty or over-long
    question prints the reason and the loop goes on. ``orchestrator`` must be open.

    Returns 0 on ``/quit`` or end of input, 130 on Ctrl-C.
    """
    while True:
        try:
            line = input_fn(PROMPT)
        except EOFError:
            output.write("\n")
            return 0
        except KeyboardInterrupt:
            output.write("\n")
            return 130
        text = line.strip()
        if not text:
            continue
        if text.lower() in QUIT_COMMANDS:
            return 0
        try:
            await _turn(orchestrator, text, session_id, output)
        except QueryError as exc:
            output.write(f"{exc}\n")
        except KeyboardInterrupt:
            output.write("\n")
            return 130
        except Exception as exc:  # e.g. the session store is down: say so, keep the loop alive
            output.write(
                f"\n요청을 처리하지 못했습니다({type(exc).__name__}). 다시 시도해 주세요.\n"
            )
        output.flush()


async def _turn(orchestrator: Orchestrator, text: str, session_id: str | None, out: TextIO) -> None:
    streamed = False
    async for event in orchestrator.stream(text, session_id=session_id):
        if isinstance(event, TextDelta):
            delta = event.delta if streamed else event.delta.lstrip("\n")
            if delta:
                out.write(delta)
                out.flush()
                streamed = True
        elif isinstance(event, GuardrailTripped) and event.guardrail == "grounding":
            # the terminal cannot take back what it printed: mark where the rewritten text starts
            out.write(f"\n({event.detail})\n")
            out.flush()
        elif isinstance(event, Done):
            if not streamed:  # a guardrail block carries its message only in the result
                out.write(event.result.answer)
            out.write(f"\n{_route_line(event.result)}\n\n")
            out.flush()


def run_chat(session_id: str | None = None) -> int:
    """``eco-triage chat [--session ID]``: chat with an orchestrator built from the environment.

    Sessions are stored per :func:`~agents_pkg.sessions.session_store` (SQLite file
    by default, Redis with ``ECO_TRIAGE_REDIS_URL``), so ``--session ID`` resumes a conversation.
    Without an id a fresh one is generated and printed.
    """
    try:
        return asyncio.run(_run_chat(session_id))
    except KeyboardInterrupt:  # Ctrl-C while an answer was being generated
        print()
        return 130


async def _run_chat(session_id: str | None) -> int:
    if threading.current_thread() is threading.main_thread():
        # asyncio.run's SIGINT handler only cancels the task, which a blocking input() never sees:
        # restore Python's default so Ctrl-C at the prompt raises KeyboardInterrupt right away.
        signal.signal(signal.SIGINT, signal.default_int_handler)
    settings = Settings()
    history = _line_editing(settings.data_dir / "chat_history")
    sid = session_id or uuid.uuid4().hex
    store = session_store(settings)
    try:
        async with Orchestrator(settings, sessions=store) as orch:
            print(f"eco-triage chat · 세션 {sid} · 모델 {orch.model_label} · /quit 로 종료")
            return await chat_loop(orch, sid)
    finally:
        await close_session_store(store)
        if history is not None:
            history()


def _line_editing(path: Path) -> Callable[[], None] | None:
    """Arrow keys, Ctrl-R and a history file for ``input()`` (readline), when stdin is a terminal.

    Returns the function that saves the history, or ``None`` without a terminal or readline
    (Windows). The history file (``<data dir>/chat_history``) keeps the last 500 lines, PII masked.
    """
    if not sys.stdin.isatty():
        return None
    try:
        import readline
    except ImportError:  # pragma: no cover - platforms without GNU readline / libedit
        return None
    try:
        readline.read_history_file(path)
    except OSError:
        pass  # first run: no history yet
    readline.set_history_length(500)

    def save() -> None:
        for index in range(readline.get_current_history_length()):  # no raw PII on disk either
            item = readline.get_history_item(index + 1)
            if item:
                readline.replace_history_item(index, redact(item))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            readline.write_history_file(path)
        except OSError:
            pass  # a read-only home: history is a convenience, never a failure

    return save


def serve(host: str = "127.0.0.1", port: int = 8080) -> int:
    """``eco-triage serve [--host 127.0.0.1] [--port 8080]``: run the HTTP/SSE API with uvicorn.

    The app is :func:`agents_pkg.server.create_app` with an orchestrator and session store from
    the environment, served with :func:`agents_pkg.server.connections.server_config` (request-read
    deadline, keep-alive timeout, connection cap, capped error-log rate). Request logs are the
    app's structured ``http.request`` events (uvicorn's access log is off). Blocks until
    SIGINT/SIGTERM; returns 0, or 1 when the server could not start (the log says why).
    """
    import uvicorn

    from agents_pkg.server import create_app
    from agents_pkg.server.connections import install_log_rate_cap, server_config

    install_log_rate_cap()
    server = uvicorn.Server(server_config(create_app(), host, port, Settings()))
    try:
        server.run()
    except SystemExit as exc:  # uvicorn exits on a port it cannot bind (after logging why)
        return 1 if exc.code else 0
    return 0 if server.started else 1
