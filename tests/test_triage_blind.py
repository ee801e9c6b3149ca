"""Route accuracy of the offline triage on the blind corpus (messages written without sight of the
rules, tests/data/triage_blind_{train,dev,spent1,spent2,spent3}.jsonl).

These are TUNED figures: the lexicon and scoring were adjusted while looking at train and dev
misses. ``spent1`` (432 messages) and ``spent2`` (460) are the first two holdouts: each was scored
once, outside the test suite, and reported (single / multi / oos 0.933 / 0.904 / 0.926 and
0.948 / 0.896 / 0.887), then became tuning data; the grammar was tuned on their misses after that.
``spent3`` (540) is the third holdout, scored once the same way (0.943 / 0.863 / 0.940) and tuned on
since (parallel clauses, English dismissal scope, place types, weather-dependent plans, dialect
question forms, where to apply): 0.967 / 0.945 / 0.940 after.
The thresholds sit a little below the measured values (train 1.00 / 0.99 / 1.00, dev 0.99 / 1.00 /
1.00, spent1 0.987 / 0.948 / 0.968, spent2 0.996 / 0.983 / 0.974) so a regression shows. The
generalisation estimate is tests/test_triage_crossval.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from agents_pkg.models.offline.evaluate import evaluate

DATA = Path(__file__).parent / "data"


def _cases(name: str) -> list[dict[str, Any]]:
    lines = (DATA / name).read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


@pytest.mark.parametrize(
    ("name", "single", "multi", "oos"),
    [
        ("triage_blind_train.jsonl", 0.97, 0.96, 0.96),
        ("triage_blind_dev.jsonl", 0.95, 0.95, 0.94),
        ("triage_blind_spent1.jsonl", 0.96, 0.93, 0.95),
        ("triage_blind_spent2.jsonl", 0.97, 0.96, 0.95),
        ("triage_blind_spent3.jsonl", 0.95, 0.93, 0.93),
    ],
)
def test_blind_route_accuracy(name: str, single: float, multi: float, oos: float) -> None:
    cases = _cases(name)
    assert len(cases) > 150
    report = evaluate(cases)
    acc = report["accuracy"]
    misses = "\n".join(
        f"{m['kind']}: {m['q']!r} {m['expected']} -> {m['got']}" for m in report["misses"]
    )
    assert acc["single"] >= single, misses
    assert acc["multi"] >= multi, misses
    assert acc["oos"] >= oos, misses


def test_evaluate_cli_prints_per_kind_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    from agents_pkg.models.offline.evaluate import main

    path = DATA / "triage_blind_dev.jsonl"
    assert main([str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["accuracy"]) == {"single", "multi", "oos"}
    assert report["n"] == len(_cases("triage_blind_dev.jsonl"))
    assert main([str(path), "--misses", "0"]) == 0
    text = capsys.readouterr().out
    assert "single:" in text and "multi:" in text and "oos:" in text


def test_evaluate_cli_reports_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from agents_pkg.models.offline.evaluate import main

    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", "utf-8")
    assert main([str(bad)]) == 2
    assert "cannot read" in capsys.readouterr().err
