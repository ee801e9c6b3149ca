"""``eco-triage scenarios run [PATHS...] [--backend B] [--json FILE] [--concurrency N]``.

Exit codes: 0 every scenario passed (skipped ones included), 1 a scenario failed,
2 an invalid scenario file or bad arguments (one line on stderr, with ``file:line``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import cast

from rich.console import Console

from agents_pkg.backend_settings import Backend
from agents_pkg.errors import ConfigurationError
from agents_pkg.logging import configure_logging
from agents_pkg.scenarios.runner import BACKENDS, DEFAULT_DIR, run_loaded, summary_table
from agents_pkg.scenarios.schema import ScenarioFileError, display_path, load_files

EXAMPLES = """examples:
  eco-triage scenarios run                          # every shipped scenario, embedded model
  eco-triage scenarios run scenarios/bulk_waste.yaml --failures-only
  eco-triage scenarios run --backend openai --json report.json   # a real model (OPENAI_API_KEY)
"""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``run`` subcommand and its options, on ``parser`` (this CLI's or ``eco-triage``'s)."""
    sub = parser.add_subparsers(dest="scenarios_command", required=True, metavar="{run}")
    run = sub.add_parser(
        "run",
        help="run scenario files and check their expectations",
        description="Run scenario files concurrently and check every turn's expectations. "
        "Exit 0 when all pass, 1 when one fails, 2 for an invalid file (file:line on stderr).",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    run.add_argument(
        "paths",
        nargs="*",
        type=Path,
        help=f"scenario files or folders (default: {display_path(DEFAULT_DIR)})",
    )
    run.add_argument("--backend", choices=BACKENDS, default="offline", help="model backend")
    run.add_argument("--json", type=Path, default=None, metavar="FILE", help="write the report")
    run.add_argument("--concurrency", type=int, default=8, metavar="N", help="scenarios at once")
    run.add_argument(
        "--failures-only", action="store_true", help="list only failing scenarios in the table"
    )
    run.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")


def _console(*, stderr: bool = False) -> Console:
    # NO_COLOR (no-color.org): no escape codes at all; rich alone would still emit bold and dim
    plain = bool(os.environ.get("NO_COLOR"))
    return Console(stderr=stderr, soft_wrap=False, color_system=None if plain else "auto")


def main(argv: list[str] | None = None) -> int:
    """Entry point for ``eco-triage scenarios ...``; ``argv`` excludes the ``scenarios`` word."""
    parser = _Parser(
        prog="eco-triage scenarios",
        description="end-to-end scenario scripts",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_arguments(parser)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse: --help (0) or a usage error (2)
        return exc.code if isinstance(exc.code, int) else 2
    return run(args)


def run(args: argparse.Namespace) -> int:
    """``scenarios run`` with parsed arguments (see :func:`add_arguments`)."""
    err = _console(stderr=True)
    if args.concurrency < 1:
        err.print(f"error: --concurrency must be at least 1, got {args.concurrency}", markup=False)
        return 2
    try:
        items = load_files(args.paths or [DEFAULT_DIR])
    except ScenarioFileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    configure_logging(level="ERROR")
    try:
        report = asyncio.run(
            run_loaded(
                items,
                backend=cast(Backend, args.backend),
                concurrency=args.concurrency,
                progress=not args.no_progress,
                console=err,
            )
        )
    except ConfigurationError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out = _console()
    if report.failed or report.skipped or not args.failures_only:
        out.print(summary_table(report, failures_only=args.failures_only))
    out.print(report.summary(), markup=False)
    if args.json is not None:
        try:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(report.to_json() + "\n", "utf-8")
        except OSError as exc:
            print(f"error: cannot write {args.json}: {exc}", file=sys.stderr)
            return 2
    return 0 if report.passed else 1


if __name__ == "__main__":
    raise SystemExit(main())
