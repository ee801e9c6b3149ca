"""``eco-triage`` command line.

    eco-triage ask [--json] [--stream] QUERY
    eco-triage data import KIND PATH   (KIND: see specialists.data.admin.IMPORTERS)
    eco-triage data status
    eco-triage guardrails eval [--corpus-dir DIR]
    eco-triage scenarios run [PATHS...] [--backend B] [--json FILE] [--concurrency N]
    eco-triage serve [--host H] [--port P] [--workers N]
    eco-triage worker [--concurrency N]
    eco-triage chat [--session ID]
    eco-triage [--log-json] [--log-level LEVEL] ...

Exit codes: 0 answered (including a guardrail block, which is an answer), 1 the run failed,
2 bad input or configuration (one-line reason on stderr).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from agents_pkg.config import Settings
from agents_pkg.errors import ConfigurationError, EcoTriageError, QueryError
from agents_pkg.events import Done, TextDelta
from agents_pkg.logging import configure_logging
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.result import TurnResult
from specialists.data.admin import IMPORTERS, import_file, status_lines
from specialists.data.catalog import DataCatalog
from specialists.data.fee_store import default_store_path
from specialists.data.store import default_data_dir
from specialists.live.select import describe


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="eco-triage", description="Korean recycling assistant (multi-agent triage)"
    )
    parser.add_argument(
        "--log-json", action="store_true", help="machine-readable JSON logs on stderr"
    )
    parser.add_argument(
        "--log-level", default="WARNING", help="DEBUG, INFO, WARNING (default), ERROR"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    ask = sub.add_parser("ask", help="answer one question")
    ask.add_argument("query", help="the question, in Korean or English")
    ask.add_argument("--json", action="store_true", help="print the full result as JSON")
    ask.add_argument("--stream", action="store_true", help="print the answer as it is generated")
    data = sub.add_parser("data", help="import official data files, show what each provider uses")
    data_sub = data.add_subparsers(dest="data_command", required=True)
    imp = data_sub.add_parser("import", help="load an official data file into the local store")
    imp.add_argument("kind", choices=sorted(IMPORTERS), help="which dataset the file is")
    imp.add_argument("path", type=Path, help="the file to import")
    data_sub.add_parser(
        "status", help="list the local store's datasets and what each provider will use"
    )
    serve = sub.add_parser(
        "serve", help="run the HTTP + SSE server (POST /v1/chat, /v1/chat/stream)"
    )
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8080)
    serve.add_argument(
        "--workers", type=int, default=1, help="HTTP processes (> 1 needs ECO_TRIAGE_QUEUE_URL)"
    )
    work = sub.add_parser("worker", help="execute queued runs (needs ECO_TRIAGE_QUEUE_URL)")
    work.add_argument("--concurrency", type=int, default=None, help="runs at once (default 16)")
    chat = sub.add_parser("chat", help="an interactive conversation with streaming output")
    chat.add_argument("--session", default=None, help="session id (default: a new one)")
    scen = sub.add_parser(
        "scenarios", help="run scenario scripts (see scenarios/README.md)", add_help=False
    )
    scen.add_argument("rest", nargs=argparse.REMAINDER)
    guard = sub.add_parser("guardrails", help="guardrail regression reports")
    guard_sub = guard.add_subparsers(dest="guard_command", required=True)
    ev = guard_sub.add_parser("eval", help="precision / recall / F1 per PII kind and for grounding")
    ev.add_argument(
        "--corpus-dir",
        type=Path,
        default=None,
        help="folder with pii_cases.jsonl, grounding_cases.jsonl",
    )
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


async def _ask(query: str, *, as_json: bool, stream: bool) -> int:
    async with Orchestrator() as orch:
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


def _data(args: argparse.Namespace) -> int:
    if args.data_command == "import":
        print("\n".join(import_file(args.kind, args.path, default_store_path())))
        return 0
    print("\n".join(status_lines(DataCatalog())))
    print("providers (from the environment):")
    for name, source in describe(os.environ).items():
        print(f"- {name}: {source}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        configure_logging(json=args.log_json, level=args.log_level)
        Settings.from_env()  # fail fast on bad configuration, before any work
        if args.command == "ask":
            return asyncio.run(_ask(args.query, as_json=args.json, stream=args.stream))
        if args.command == "data":
            return _data(args)
        if args.command == "serve":
            from agents_pkg.cli.chat import serve as run_server

            if not 0 < args.port < 65536:
                raise ConfigurationError(f"--port must be 1-65535, got {args.port}")
            asyncio.run(_check_sessions())  # exit 2 on bad configuration, 1 if unreachable
            if args.workers != 1:
                from agents_pkg.cli.worker import serve_processes

                serve_processes(args.host, args.port, args.workers,
                                log_json=args.log_json, log_level=args.log_level)  # fmt: skip
                return 0
            return run_server(args.host, args.port)
        if args.command == "worker":
            from agents_pkg.cli.worker import worker

            return worker(args.concurrency)
        if args.command == "chat":
            from agents_pkg.cli.chat import run_chat

            return run_chat(args.session)
        if args.command == "scenarios":
            from agents_pkg.scenarios.cli import main as scenarios_main

            return scenarios_main(args.rest)
        if args.command == "guardrails":
            from agents_pkg.runner.guards import grounding_vocabulary
            from guardrails.evaluate import DEFAULT_CORPUS_DIR, report

            print(report(args.corpus_dir or DEFAULT_CORPUS_DIR, grounding_vocabulary()))
            return 0
    except (QueryError, ConfigurationError) as exc:
        print(f"eco-triage: {exc}", file=sys.stderr)
        return 2
    except (
        ValueError,
        FileNotFoundError,
    ) as exc:  # a malformed or missing file: the message names it
        print(f"eco-triage: {exc}", file=sys.stderr)
        return 2
    except KeyError as exc:
        print(f"eco-triage: unknown log level {exc}", file=sys.stderr)
        return 2
    except (EcoTriageError, OSError) as exc:  # a runtime failure at start-up: one line, exit 1
        print(f"eco-triage: {exc}", file=sys.stderr)
        return 1
    return 2


async def _check_sessions() -> None:
    """The session-id secret can be read (else exit 2), and the session store the server would
    use answers a write check (Redis reachable, SQLite file writable; else exit 1)."""
    from agents_pkg.server.security import load_session_secret
    from agents_pkg.sessions import (
        SessionStoreUnavailable,
        check_session_store,
        close_session_store,
        session_store_from_env,
    )

    load_session_secret(Settings.from_env(), default_data_dir())
    store = session_store_from_env()
    try:
        await check_session_store(store)
    except SessionStoreUnavailable as exc:
        raise SessionStoreUnavailable(f"the session store is unavailable: {exc}") from None
    finally:
        await close_session_store(store)


if __name__ == "__main__":
    sys.exit(main())
