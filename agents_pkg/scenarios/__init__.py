"""End-to-end scenario scripts: a validated YAML format, a concurrent runner and a CLI.

::

    from agents_pkg.scenarios import run_scenarios
    report = await run_scenarios(["scenarios/"])        # offline model by default
    assert report.passed, report.to_json()

``eco-triage scenarios run [PATHS...]`` is :func:`agents_pkg.scenarios.cli.main`.
"""

from agents_pkg.scenarios.runner import (
    DEFAULT_DIR,
    Report,
    ScenarioRow,
    check_turn,
    run_loaded,
    run_scenario,
    run_scenarios,
    summary_table,
)
from agents_pkg.scenarios.schema import (
    LoadedScenario,
    Scenario,
    ScenarioFile,
    ScenarioFileError,
    load_file,
    load_files,
)

__all__ = [
    "DEFAULT_DIR",
    "LoadedScenario",
    "Report",
    "Scenario",
    "ScenarioFile",
    "ScenarioFileError",
    "ScenarioRow",
    "check_turn",
    "load_file",
    "load_files",
    "run_loaded",
    "run_scenario",
    "run_scenarios",
    "summary_table",
]
