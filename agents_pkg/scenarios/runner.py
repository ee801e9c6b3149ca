"""Run scenario files end to end and check every expectation of every turn.

Each scenario gets its own :class:`~agents_pkg.orchestrator.Orchestrator`, built from the scenario's
settings overrides, scripted models and failing providers; scenarios run concurrently (bounded by a
semaphore). A scenario's failures are all collected, each with the turn and a precise reason, e.g.
``turn 2: route ['weather'] != expected ['bulk_waste']``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from agents.testing import ScriptedModel, assistant_message, function_call
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from agents_pkg.backend_settings import Backend
from agents_pkg.config import Settings
from agents_pkg.errors import ConfigurationError
from agents_pkg.orchestrator import Orchestrator
from agents_pkg.scenarios.checks import check_turn
from agents_pkg.scenarios.schema import (
    HandoffStep,
    LoadedScenario,
    Scenario,
    Step,
    TextStep,
    load_files,
)
from guardrails.pii import PiiPolicy
from specialists import default_specialists
from specialists.base import Specialist
from specialists.tooling import ProviderError

__all__ = [
    "BACKENDS",
    "DEFAULT_DIR",
    "SOURCE_LABELS",
    "Report",
    "ScenarioRow",
    "base_settings",
    "check_turn",
    "run_loaded",
    "run_scenario",
    "run_scenarios",
    "summary_table",
]

BACKENDS: tuple[Backend, ...] = ("offline", "openai", "openai-compatible")
# the checkout's scenarios/ folder; an installed wheel carries a copy in the package (setup.py)
_CHECKOUT_DIR = Path(__file__).resolve().parents[2] / "scenarios"
DEFAULT_DIR = _CHECKOUT_DIR if _CHECKOUT_DIR.is_dir() else Path(__file__).parent / "bundled"

# what each specialist's data source is called in the "server down" message
SOURCE_LABELS = {
    "bulk_waste": "대형폐기물 수수료 데이터",
    "weather": "날씨 데이터",
    "recyclable_price": "재활용품 시세 데이터",
    "location": "장소 검색",
    "collection_point": "수거함 데이터",
}


# --- report -------------------------------------------------------------------------------------
@dataclass
class ScenarioRow:
    """The outcome of one scenario."""

    name: str
    file: str
    line: int
    turns: int
    passed: bool
    reasons: list[str] = field(default_factory=list)
    seconds: float = 0.0
    skipped: str | None = None  # why it did not run (then ``passed`` is True and reasons empty)


@dataclass
class Report:
    """Every scenario's row, in file order."""

    rows: list[ScenarioRow]
    backend: str
    seconds: float

    @property
    def passed(self) -> bool:
        return all(row.passed for row in self.rows)

    @property
    def failed(self) -> list[ScenarioRow]:
        return [row for row in self.rows if not row.passed]

    @property
    def skipped(self) -> list[ScenarioRow]:
        return [row for row in self.rows if row.skipped is not None]

    def summary(self) -> str:
        ran = len(self.rows) - len(self.skipped)
        return (
            f"{ran - len(self.failed)} passed, {len(self.failed)} failed, "
            f"{len(self.skipped)} skipped ({self.backend}, {self.seconds:.2f}s)"
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "backend": self.backend,
            "passed": self.passed,
            "seconds": round(self.seconds, 3),
            "counts": {
                "total": len(self.rows),
                "failed": len(self.failed),
                "skipped": len(self.skipped),
            },
            "scenarios": [
                {**dataclasses.asdict(row), "seconds": round(row.seconds, 3)} for row in self.rows
            ],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)


# --- building an orchestrator for a scenario ------------------------------------------------------
class _DownProvider:
    """A data provider whose every method raises :class:`ProviderError` (the source is down)."""

    def __init__(self, source: str) -> None:
        self._source = source

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("_"):
            raise AttributeError(name)

        async def down(*args: Any, **kwargs: Any) -> dict[str, Any]:
            raise ProviderError(f"{self._source} 서버에 연결할 수 없습니다")

        return down


def _with_down_provider(spec: Specialist[Any]) -> Specialist[Any]:
    """The same specialist class, built on a provider that always fails."""
    factory = cast(Callable[..., Specialist[Any]], type(spec))
    return factory(provider=_DownProvider(SOURCE_LABELS.get(spec.name, spec.name)))


def base_settings(backend: Backend) -> Settings:
    """Defaults for ``backend``; a real backend's connection details come from the environment."""
    if backend == "offline":
        return Settings.from_env({})
    env = Settings()
    names = ("model", "base_url", "api_key", "model_retries", "model_timeout_s")
    return Settings.from_env({}).model_copy(
        update={"backend": backend, **{name: getattr(env, name) for name in names}}
    )


def _settings(scenario: Scenario, backend: Backend) -> Settings:
    base = base_settings(backend)
    overrides: dict[str, Any] = {}
    if scenario.settings is not None:
        s = scenario.settings
        if s.pii_policy is not None:
            overrides["pii_policy"] = PiiPolicy.from_env(s.pii_policy)
        for key in ("stage_budget_chars", "max_turns", "max_query_chars"):
            value = getattr(s, key)
            if value is not None:
                overrides[key] = value
    return base.model_copy(update=overrides)


def _model_step(agent: str, index: int, step: Step) -> list[Any]:
    call_id = f"scenario-{agent}-{index}"
    if isinstance(step, TextStep):
        return [assistant_message(step.text)]
    if isinstance(step, HandoffStep):
        return [function_call(f"transfer_to_{step.handoff}", step.args, call_id=call_id)]
    return [function_call(step.tool, step.args, call_id=call_id)]


def _scripted(scenario: Scenario) -> dict[str, ScriptedModel]:
    return {
        agent: ScriptedModel([_model_step(agent, i, s) for i, s in enumerate(steps)])
        for agent, steps in (scenario.script or {}).items()
    }


# --- running ------------------------------------------------------------------------------------
async def run_scenario(item: LoadedScenario, backend: Backend = "offline") -> ScenarioRow:
    """Run one scenario on a fresh orchestrator; never raises."""
    scenario = item.scenario
    row = ScenarioRow(scenario.name, item.file, item.line, len(scenario.turns), passed=True)
    if scenario.script and backend != "offline":
        row.skipped = f"scripted model steps run on the offline backend only (not {backend})"
        return row
    started = time.perf_counter()
    models = _scripted(scenario)
    try:
        specialists = [
            _with_down_provider(s) if s.name in scenario.fail_providers else s
            for s in default_specialists()
        ]
        session_id = f"scenario:{scenario.name}" if scenario.uses_session else None
        async with Orchestrator(_settings(scenario, backend), specialists=specialists) as orch:
            with orch.override(models=dict(models)):
                for number, turn in enumerate(scenario.turns, start=1):
                    try:
                        result = await orch.run(turn.user, session_id=session_id)
                    except Exception as exc:  # a crash is a failure of this turn, with its type
                        row.reasons.append(f"turn {number}: raised {type(exc).__name__}: {exc}")
                        continue
                    row.reasons += [
                        f"turn {number}: {reason}"
                        for reason in check_turn(turn.user, turn.expect, result)
                    ]
    except Exception as exc:
        row.reasons.append(f"could not run: {type(exc).__name__}: {exc}")
    for agent, model in models.items():
        if model.remaining_steps:
            row.reasons.append(
                f"script.{agent}: {model.remaining_steps} step(s) were never used by the model"
            )
    row.passed = not row.reasons
    row.seconds = time.perf_counter() - started
    return row


async def run_loaded(
    items: Sequence[LoadedScenario],
    *,
    backend: Backend = "offline",
    concurrency: int = 8,
    progress: bool = True,
    console: Console | None = None,
) -> Report:
    """Run already-loaded scenarios, at most ``concurrency`` at a time.

    Raises :class:`~agents_pkg.errors.ConfigurationError` up front when a real backend is not
    configured (e.g. ``openai`` without ``OPENAI_API_KEY``).
    """
    if backend not in BACKENDS:
        raise ConfigurationError(
            f"unknown backend {backend!r}; expected one of: {', '.join(BACKENDS)}"
        )
    if concurrency < 1:
        raise ConfigurationError(f"concurrency must be at least 1, got {concurrency}")
    if backend != "offline" and any(not item.scenario.script for item in items):
        Orchestrator(base_settings(backend))  # ConfigurationError now, not once per scenario
    started = time.perf_counter()
    gate = asyncio.Semaphore(concurrency)
    console = console or Console(stderr=True)
    bar = Progress(
        TextColumn("[bold]scenarios"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.description}"),
        console=console,
        transient=True,
        disable=not progress or not console.is_terminal,
    )

    with bar:
        task = bar.add_task("", total=len(items))

        async def one(item: LoadedScenario) -> ScenarioRow:
            async with gate:
                row = await run_scenario(item, backend)
            bar.update(task, advance=1, description=item.scenario.name)
            return row

        rows = await asyncio.gather(*(one(item) for item in items))
    return Report(list(rows), backend, time.perf_counter() - started)


async def run_scenarios(
    paths: Iterable[Path | str] | None = None,
    *,
    backend: str = "offline",
    concurrency: int = 8,
    progress: bool = True,
) -> Report:
    """Load (``ScenarioFileError`` on an invalid file) and run every scenario of ``paths``.

    ``paths`` are files or folders; the default is the repository's ``scenarios/`` folder.
    """
    if backend not in BACKENDS:
        raise ConfigurationError(
            f"unknown backend {backend!r}; expected one of: {', '.join(BACKENDS)}"
        )
    items = load_files(list(paths) if paths is not None else [DEFAULT_DIR])
    return await run_loaded(items, backend=backend, concurrency=concurrency, progress=progress)


def summary_table(report: Report, *, failures_only: bool = False) -> Table:
    """Scenario, turns, pass/fail, reason — one row per scenario (or per failing one)."""
    table = Table()
    table.add_column("scenario", overflow="fold")
    table.add_column("turns", justify="right")
    table.add_column("result")
    table.add_column("reason", overflow="fold")
    for row in report.rows:
        if failures_only and row.passed and row.skipped is None:
            continue
        if row.skipped is not None:
            result, reason = "[yellow]skip[/]", row.skipped
        elif row.passed:
            result, reason = "[green]pass[/]", ""
        else:
            result, reason = "[red]FAIL[/]", "\n".join(row.reasons)
        table.add_row(row.name, str(row.turns), result, reason)
    return table
