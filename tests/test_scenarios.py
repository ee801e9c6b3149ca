"""Scenario scripts: every file passes on the offline model; the schema, runner and CLI behave."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from agents_pkg.result import TurnResult
from agents_pkg.scenarios import (
    DEFAULT_DIR,
    ScenarioFileError,
    check_turn,
    load_file,
    load_files,
    run_scenarios,
)
from agents_pkg.scenarios.cli import main
from agents_pkg.scenarios.schema import Expect

THEMES = (
    "bulk_waste",
    "weather",
    "recyclable_price",
    "location",
    "collection_point",
    "multi_intent",
    "follow_ups",
    "guardrails",
    "errors",
    "out_of_scope",
)

PASSING = """\
scenarios:
  - name: tmp-pass
    description: a passing scenario
    turns:
      - user: 강남구 소파 버리는 비용
        expect:
          route: [bulk_waste]
          answer_contains: ["10,000원"]
"""

FAILING = """\
scenarios:
  - name: tmp-pass
    description: passes
    turns:
      - user: 폐지 가격
        expect: {route: [recyclable_price]}
  - name: tmp-fail
    description: a deliberately wrong expectation on turn 2 (and a wrong payload)
    turns:
      - user: 강남구 소파 버리려면 얼마야?
        expect: {route: [bulk_waste]}
      - user: 거기 말고 마포구는?
        expect:
          route: [weather]
          answer_contains: ["99,999원"]
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


# --- the scenario files -----------------------------------------------------------------------
async def test_every_scenario_passes_on_the_offline_model() -> None:
    report = await run_scenarios([DEFAULT_DIR], progress=False)
    failures = [
        f"{row.name} ({row.file}:{row.line}):\n  " + "\n  ".join(row.reasons)
        for row in report.failed
    ]
    print("\n".join(failures))
    assert report.passed, "\n".join(failures)
    assert len(report.rows) >= 64
    assert not report.skipped


def test_files_cover_every_theme_with_unique_names() -> None:
    items = load_files([DEFAULT_DIR])
    by_file = Counter(Path(item.file).stem for item in items)
    for theme in THEMES:
        assert by_file[theme] >= 4, f"{theme}.yaml has {by_file[theme]} scenarios"
    names = [item.scenario.name for item in items]
    assert len(names) == len(set(names))
    routed = {name for item in items for t in item.scenario.turns for name in t.expect.route or []}
    assert routed == {"bulk_waste", "weather", "recyclable_price", "location", "collection_point"}
    longest = max(len(t.expect.route or []) for item in items for t in item.scenario.turns)
    assert longest == 3  # three-intent messages are covered


# --- schema errors point at file:line -----------------------------------------------------------
def test_typo_key_is_an_error_with_file_and_line(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "typo.yaml",
        """\
scenarios:
  - name: typo
    description: a typo'd key
    turns:
      - user: 부산 날씨
        expect:
          route: [weather]
          answer_contain: ["부산"]
""",
    )
    with pytest.raises(ScenarioFileError) as info:
        load_file(path)
    err = info.value
    assert err.line == 8
    assert str(err).startswith(f"{err.path}:8: ")
    assert err.path.endswith("typo.yaml")
    assert "turns[0].expect.answer_contain: unknown key 'answer_contain'" in str(err)
    assert "did you mean 'answer_contains'" in str(err)
    assert "\n" not in str(err)


def test_unknown_specialist_is_an_error_with_file_and_line(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "weather.yaml",
        """\
# a comment shifts the lines
scenarios:
  - name: unknown-specialist
    description: route names a specialist that does not exist
    turns:
      - user: 부산 날씨
        expect: {route: [weather]}
      - user: 대구는?
        expect:
          route:
            - wether
""",
    )
    with pytest.raises(ScenarioFileError) as info:
        load_file(path)
    message = str(info.value)
    assert message.endswith(
        "weather.yaml:11: turns[1].expect.route[0]: unknown specialist 'wether' "
        "(did you mean 'weather'?)"
    )


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        (
            "scenarios:\n  - name: a\n    description: b\n    script:\n      bulk_waste:\n"
            "        - {tool: search_fee}\n        - {txt: hi}\n"
            "    turns:\n      - user: x\n        expect: {}\n",
            7,
            "script.bulk_waste[1]: a step is a mapping with exactly one of",
        ),
        (
            "scenarios:\n  - name: a\n    description: b\n    script:\n      bulk_waste:\n"
            "        - {handoff: weather}\n    turns:\n      - user: x\n        expect: {}\n",
            5,
            "script: bulk_waste: a handoff step belongs in script.triage",
        ),
        (
            "scenarios:\n  - name: a\n    description: b\n    turns:\n      - user: x\n"
            "        expect:\n          grounding: maybe\n",
            7,
            "turns[0].expect.grounding: Input should be 'none', 'retried' or 'fallback'",
        ),
        (
            "scenarios:\n  - name: a\n    description: b\n    settings: {pii_policy: PHONE=blok}\n"
            "    turns:\n      - user: x\n        expect: {}\n",
            4,
            "settings.pii_policy: unknown PII action 'blok'",
        ),
        (
            "scenarios:\n  - name: a\n    description: b\n    turns:\n      - user: x\n"
            "        expect:\n          route: [weather]\n          status: {bulk_waste: answered}\n",
            8,
            "turns[0].expect.status: names 'bulk_waste', which is not in route ['weather']",
        ),
        ("scenarios:\n  - name: a\n    name: b\n", 3, "duplicate key 'name' (first at line 2)"),
        ("scenarios:\n  - name: a\n   description: [\n", 3, "invalid YAML"),
        ("scenarios:\n  - name: a\n    turns: []\n", 2, "missing required key 'description'"),
    ],
)
def test_other_schema_errors_are_located(
    tmp_path: Path, text: str, line: int, fragment: str
) -> None:
    path = _write(tmp_path, "bad.yaml", text)
    with pytest.raises(ScenarioFileError) as info:
        load_file(path)
    assert info.value.line == line, str(info.value)
    assert fragment in str(info.value)


def test_duplicate_names_across_files(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", PASSING)
    _write(tmp_path, "b.yaml", "# second file\n" + PASSING)
    with pytest.raises(ScenarioFileError) as info:
        load_files([tmp_path])
    assert str(info.value).endswith(
        "b.yaml:3: name: duplicate scenario name 'tmp-pass' "
        f"(first defined at {info.value.path.replace('b.yaml', 'a.yaml')}:2)"
    )


# --- runner -------------------------------------------------------------------------------------
def test_check_turn_reasons_are_precise() -> None:
    result = TurnResult(query="q", route=["weather"], answer="부산 관측소 평년값")
    reasons = check_turn(
        "q",
        Expect(
            route=["bulk_waste"],
            answer_contains=["15,000원"],
            answer_not_contains=["평년값"],
            blocked=True,
            grounding="fallback",
        ),
        result,
    )
    assert reasons[0] == "route ['weather'] != expected ['bulk_waste']"
    assert any(r.startswith("answer does not contain '15,000원'") for r in reasons)
    assert any(r.startswith("answer contains '평년값'") for r in reasons)
    assert "blocked is False, expected True" in reasons
    assert "grounding 'none' != expected 'fallback'" in reasons


def test_masked_check_catches_a_raw_value_in_the_query() -> None:
    phone = "010-2345-6789"
    leaked = TurnResult(query=f"연락처 {phone} [PHONE]")
    reasons = check_turn(f"연락처 {phone}", Expect(masked=True), leaked)
    assert reasons == ["query still carries 1 raw value(s) the scan found"]
    clean = TurnResult(query="연락처 [PHONE]")
    assert check_turn(f"연락처 {phone}", Expect(masked=True), clean) == []


async def test_scripted_scenarios_are_skipped_on_other_backends(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "scripted.yaml",
        """\
scenarios:
  - name: scripted-only
    description: needs the scripted model
    script:
      triage:
        - {handoff: weather, args: {place: 부산}}
    turns:
      - user: 부산 날씨
        expect: {route: [weather]}
""",
    )
    report = await run_scenarios([path], backend="openai", progress=False)
    (row,) = report.rows
    assert row.passed and row.skipped is not None and "offline" in row.skipped
    assert report.passed and json.loads(report.to_json())["counts"]["skipped"] == 1


async def test_unused_script_steps_fail_the_scenario(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "extra.yaml",
        """\
scenarios:
  - name: extra-steps
    description: the model answers before using the last step
    script:
      bulk_waste:
        - {text: "강남구가 맞나요?"}
        - {text: "never used"}
    turns:
      - user: 강남구 소파 버리는 비용
        expect: {route: [bulk_waste]}
""",
    )
    report = await run_scenarios([path], progress=False)
    assert report.rows[0].reasons == ["script.bulk_waste: 1 step(s) were never used by the model"]


# --- CLI ----------------------------------------------------------------------------------------
def test_cli_passing_file_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "pass.yaml", PASSING)
    assert main(["run", str(path), "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "tmp-pass" in out and "1 passed, 0 failed" in out


def test_cli_failing_expectation_exits_1_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "fail.yaml", FAILING)
    report_path = tmp_path / "out" / "report.json"
    assert main(["run", str(path), "--json", str(report_path), "--concurrency", "2"]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "1 passed, 1 failed" in out
    report = json.loads(report_path.read_text("utf-8"))
    assert report["passed"] is False and report["backend"] == "offline"
    rows = {row["name"]: row for row in report["scenarios"]}
    assert rows["tmp-pass"]["passed"] is True and rows["tmp-pass"]["reasons"] == []
    failing = rows["tmp-fail"]
    assert failing["passed"] is False and failing["turns"] == 2 and failing["line"] == 7
    assert failing["reasons"][0] == "turn 2: route ['bulk_waste'] != expected ['weather']"
    assert failing["reasons"][1].startswith("turn 2: answer does not contain '99,999원'")
    assert len(failing["reasons"]) == 2  # turn 1 passed
    assert set(failing) >= {"name", "file", "turns", "passed", "reasons", "seconds"}


def test_cli_invalid_file_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "bad.yaml", PASSING.replace("description:", "descripton:"))
    assert main(["run", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert err.endswith(
        "bad.yaml:3: descripton: unknown key 'descripton' (did you mean 'description'?)"
    )


def test_cli_bad_arguments_exit_2(tmp_path: Path) -> None:
    assert main(["run", str(tmp_path / "missing.yaml")]) == 2
    assert main(["run", "--backend", "nope"]) == 2
    assert main(["run", "--concurrency", "0", str(_write(tmp_path, "p.yaml", PASSING))]) == 2
