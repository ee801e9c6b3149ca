"""``eco-triage`` command line.

    eco-triage ask [--json] [--stream] QUERY
    eco-triage data import {keco-sites,bulk-waste-fees,recyclable-prices} PATH
    eco-triage data status
    eco-triage guardrails eval [--corpus-dir DIR]
    eco-triage scenarios run [PATHS...] [--backend B] [--json FILE] [--concurrency N]
    eco-triage serve [--host H] [--port P] [--workers N]
    eco-triage worker [--concurrency N]
    eco-triage chat [--session ID]
    eco-triage config [--markdown]
    eco-triage [--log-json] [--log-level LEVEL] [--version] ...

Exit codes: 0 answered (including a guardrail block, which is an answer), 1 the run failed,
2 bad input or configuration (one-line reason on stderr), 141 stdout was closed early
(``ask --json | head``: no traceback, like a shell tool killed by SIGPIPE).
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import json
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

from agents_pkg import __version__
from agents_pkg.cli.data import (
    IMPORT_EXAMPLES,
    IMPORTERS,
    STATUS_EXAMPLES,
    data_import,
    print_status,
)
from agents_pkg.cli.settings_doc import settings_table
from agents_pkg.config import Settings, env_var
from agents_pkg.errors import ConfigurationError, EcoTriageError, QueryError
from agents_pkg.events import Done, TextDelta
from agents_pkg.logging import LEVELS, configure_logging
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.result import TurnResult
from agents_pkg.scenarios.cli import EXAMPLES as SCENARIO_EXAMPLES
from agents_pkg.scenarios.cli import add_arguments as add_scenario_arguments
from guardrails.pii import PiiPolicy

EPILOG = """examples:
  eco-triage ask "강남구에서 소파 버리려면 얼마야?"
  eco-triage ask --json "폐지 가격" | jq .route
  eco-triage chat
  eco-triage serve --port 8080
  eco-triage --log-json --log-level INFO ask "부산 날씨 어때?"

Settings come from ECO_TRIAGE_* variables and .env (eco-triage config lists them).
Exit codes: 0 answered, 1 the run failed, 2 bad input or configuration.
"""
ASK_EXAMPLES = """examples:
  eco-triage ask "강남구 소파 버리는 비용"
  eco-triage ask --stream "What's the price of cardboard per kg?"
  eco-triage ask --json "폐지 가격이랑 마포구 고물상 위치 알려줘" > result.json
"""
SERVE_EXAMPLES = """examples:
  eco-triage serve                          # http://127.0.0.1:8080, docs at /docs
  eco-triage serve --host 0.0.0.0 --port 9000
  ECO_TRIAGE_REDIS_URL=redis://127.0.0.1:6379/0 eco-triage --log-json serve
  ECO_TRIAGE_QUEUE_URL=redis://127.0.0.1:6379/1 eco-triage serve --workers 2   # + eco-triage worker
"""
WORKER_EXAMPLES = """examples:
  ECO_TRIAGE_QUEUE_URL=redis://127.0.0.1:6379/1 eco-triage worker
  ECO_TRIAGE_QUEUE_URL=redis://127.0.0.1:6379/1 eco-triage worker --concurrency 32
"""
CHAT_EXAMPLES = """examples:
  eco-triage chat                  # a new conversation (its id is printed)
  eco-triage chat --session s-42   # resume one; arrow keys and history (readline) work
"""
GUARD_EXAMPLES = """examples:
  eco-triage guardrails eval
  eco-triage guardrails eval --corpus-dir my_cases/   # pii_cases.jsonl, grounding_cases.jsonl
"""
CONFIG_EXAMPLES = """examples:
  eco-triage config              # every setting, its variable and current value (keys hidden)
  eco-triage config --markdown   # the README's configuration table
"""


def _sub(
    sub: argparse._SubParsersAction,  # type: ignore[type-arg]
    name: str,
    help: str,
    examples: str,
) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = sub.add_parser(
        name, help=help, description=help[0].upper() + help[1:] + ".", epilog=examples,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    return parser


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eco-triage",
        description="Korean recycling assistant (multi-agent triage)",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"eco-triage {__version__}")
    parser.add_argument(
        "--log-json", action="store_true", default=None, help="JSON log lines on stderr"
    )
    parser.add_argument(
        "--log-level",
        type=str.upper,
        choices=LEVELS,
        default=None,
        help="log level (default: ECO_TRIAGE_LOG_LEVEL or WARNING)",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    ask = _sub(sub, "ask", "answer one question", ASK_EXAMPLES)
    ask.add_argument("query", help="the question, in Korean or English")
    ask.add_argument("--json", action="store_true", help="print the full result as JSON")
    ask.add_argument("--stream", action="store_true", help="print the answer as it is generated")
    data = _sub(
        sub, "data", "import official data files, show what each provider uses",
        IMPORT_EXAMPLES + STATUS_EXAMPLES.removeprefix("examples:\n"),
    )  # fmt: skip
    data_sub = data.add_subparsers(dest="data_command", required=True)
    imp = _sub(
        data_sub, "import", "load an official data file into the local store", IMPORT_EXAMPLES
    )
    imp.add_argument("kind", choices=sorted(IMPORTERS), help="which dataset the file is")
    imp.add_argument("path", type=Path, help="the file to import")
    status = _sub(
        data_sub, "status", "list the local datasets and what each provider will use",
        STATUS_EXAMPLES,
    )  # fmt: skip
    status.add_argument("--json", action="store_true", help="print it as JSON")
    serve = _sub(sub, "serve", "run the HTTP + SSE server for host services", SERVE_EXAMPLES)
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    serve.add_argument("--port", type=int, default=8080, help="port to listen on (8080)")
    serve.add_argument(
        "--workers", type=int, default=1, help="HTTP processes (> 1 needs ECO_TRIAGE_QUEUE_URL)"
    )
    work = _sub(sub, "worker", "execute queued runs (needs ECO_TRIAGE_QUEUE_URL)", WORKER_EXAMPLES)
    work.add_argument("--concurrency", type=int, default=None, help="runs at once (default 16)")
    chat = _sub(sub, "chat", "an interactive conversation with streaming output", CHAT_EXAMPLES)
    chat.add_argument("--session", default=None, help="session id (default: a new one)")
    scen = _sub(sub, "scenarios", "run scenario scripts (see scenarios/README.md)",
                SCENARIO_EXAMPLES)  # fmt: skip
    add_scenario_arguments(scen)
    guard = _sub(sub, "guardrails", "guardrail regression reports", GUARD_EXAMPLES)
    guard_sub = guard.add_subparsers(dest="guard_command", required=True)
    ev = _sub(guard_sub, "eval", "precision / recall / F1 per PII kind and for grounding",
              GUARD_EXAMPLES)  # fmt: skip
    ev.add_argument(
        "--corpus-dir",
        type=Path,
        default=None,
        help="folder with pii_cases.jsonl, grounding_cases.jsonl (default: the shipped corpora)",
    )
    config = _sub(sub, "config", "show the settings and where each comes from", CONFIG_EXAMPLES)
    config.add_argument("--markdown", action="store_true", help="the README's settings table")
    return parser


def _human(result: TurnResult) -> str:
    lines = [f"경로(route): {' → '.join(result.route) if result.route else '(없음)'}"]
    if result.blocked:
        lines.append("차단됨(blocked)")
    lines += ["", result.answer, ""]
    sources = [src for stage in result.stages for src in stage.sources]
    if sources:
        lines.append(f"데이터 출처: {', '.join(dict.fromkeys(sources))}")
    lines.append(f"모델: {result.model}")
    return "\n".join(lines)


async def _ask(settings: Settings, query: str, *, as_json: bool, stream: bool) -> int:
    async with Orchestrator(settings) as orch:
        if stream and not as_json:
            result: TurnResult | None = None
            async for event in orch.stream(query):
                if isinstance(event, TextDelta):
                    sys.stdout.write(event.delta)
                    sys.stdout.flush()
                elif isinstance(event, Done):
                    result = event.result
            assert result is not None
            sys.stdout.write("\n\n" + _human(result).split("\n\n", 1)[0] + "\n")
        else:
            result = await orch.run(query)
            print(
                json.dumps(result.to_json_dict(), ensure_ascii=False, indent=2)
                if as_json
                else _human(result)
            )
    return 1 if result.error else 0


def _config(settings: Settings, *, markdown: bool) -> int:
    if markdown:
        print(settings_table())
        return 0
    for name, info in Settings.model_fields.items():
        value = getattr(settings, name)
        if value is None or value == ():
            shown = ""
        elif not info.repr:  # keys, and a Redis URL that may carry a password
            shown = "(set, hidden)"
        elif isinstance(value, PiiPolicy):
            shown = ",".join(f"{kind}={action}" for kind, action in value.actions.items())
        elif isinstance(value, tuple):
            shown = ",".join(value)
        else:
            shown = str(value)
        print(f"{env_var(name)}={shown}")
    return 0


def _port_taken(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on, or ``None`` when it can."""
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((host, port))
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            return f"{host}:{port} is already in use; stop the other server or pass --port"
        return f"cannot listen on {host}:{port}: {exc.strerror or exc}"
    return None


def _stdout_closed() -> int:
    """The reader of stdout went away (``| head``): no traceback, and no second error at exit."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 141


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = Settings()  # fail fast on bad configuration, before any work
        configure_logging(
            json=settings.log_json if args.log_json is None else args.log_json,
            level=args.log_level or settings.log_level,
        )
        return _dispatch(args, settings)
    except BrokenPipeError:
        return _stdout_closed()
    except (QueryError, ConfigurationError) as exc:
        print(f"eco-triage: {exc}", file=sys.stderr)
        return 2
    except (
        ValueError,
        FileNotFoundError,
    ) as exc:  # a malformed or missing file: the message names it
        print(f"eco-triage: {exc}", file=sys.stderr)
        return 2
    except (EcoTriageError, OSError) as exc:  # a runtime failure at start-up: one line, exit 1
        print(f"eco-triage: {exc}", file=sys.stderr)
        return 1


def _dispatch(args: argparse.Namespace, settings: Settings) -> int:
    if args.command == "ask":
        return asyncio.run(_ask(settings, args.query, as_json=args.json, stream=args.stream))
    if args.command == "data":
        if args.data_command == "import":
            return data_import(settings, args.kind, args.path)
        return print_status(settings, as_json=args.json)
    if args.command == "serve":
        return _serve(args, settings)
    if args.command == "worker":
        from agents_pkg.cli.worker import worker

        return worker(args.concurrency)
    if args.command == "chat":
        from agents_pkg.cli.chat import run_chat

        return run_chat(args.session)
    if args.command == "scenarios":
        from agents_pkg.scenarios.cli import run as run_scenarios

        return run_scenarios(args)
    if args.command == "guardrails":
        from agents_pkg.runner.guards import grounding_vocabulary
        from guardrails.evaluate import DEFAULT_CORPUS_DIR, report

        print(report(args.corpus_dir or DEFAULT_CORPUS_DIR, grounding_vocabulary()))
        return 0
    if args.command == "config":
        return _config(settings, markdown=args.markdown)
    return 2


def _serve(args: argparse.Namespace, settings: Settings) -> int:
    from agents_pkg.cli.chat import serve as run_server

    if not 0 < args.port < 65536:
        raise ConfigurationError(f"--port must be 1-65535, got {args.port}")
    asyncio.run(_check_sessions(settings))  # exit 2 on bad configuration, 1 if unreachable
    taken = _port_taken(args.host, args.port)
    if taken:
        print(f"eco-triage: {taken}", file=sys.stderr)
        return 2
    if args.workers != 1:
        from agents_pkg.cli.worker import serve_processes

        log_json = settings.log_json if args.log_json is None else args.log_json
        serve_processes(args.host, args.port, args.workers,
                        log_json=log_json, log_level=args.log_level or settings.log_level)  # fmt: skip
        return 0
    return run_server(args.host, args.port)


async def _check_sessions(settings: Settings) -> None:
    """The session-id secret can be read (else exit 2), and the session store the server would
    use answers a write check (Redis reachable, SQLite file writable; else exit 1)."""
    from agents_pkg.server.security import load_session_secret
    from agents_pkg.sessions import (
        SessionStoreUnavailable,
        check_session_store,
        close_session_store,
        session_store,
    )

    load_session_secret(settings, settings.data_dir)
    store = session_store(settings)
    try:
        await check_session_store(store)
    except SessionStoreUnavailable as exc:
        raise SessionStoreUnavailable(f"the session store is unavailable: {exc}") from None
    finally:
        await close_session_store(store)


if __name__ == "__main__":
    sys.exit(main())
