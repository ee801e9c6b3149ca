"""The blind corpora's train and dev splits (tuned on: see tests/data/pii_blind/README.md):
detection by variant family, and no false alarm on realistic Korean negatives."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from guardrails.pii.blind_eval import evaluate_cases, load, main

DATA = Path(__file__).parents[1] / "data" / "pii_blind"
SPLITS = [DATA / "train.jsonl", DATA / "dev.jsonl"]
OWN_CORPUS = Path(__file__).with_name("pii_cases.jsonl")


def _cases() -> list[dict[str, Any]]:
    return [c for path in SPLITS for c in load(path)]


def test_obfuscated_variants_are_detected_by_family() -> None:
    report = evaluate_cases(_cases())
    detail = "\n".join(report.lines(show_misses=True))
    assert report.non_adversarial.cases >= 150 and report.adversarial.cases >= 80, detail
    assert report.non_adversarial.rate >= 0.95, detail
    assert report.adversarial.rate >= 0.90, detail
    for family, counts in report.families.items():
        assert counts.rate >= 0.85, f"{family}\n{detail}"


def test_no_false_alarm_on_350_negatives() -> None:
    negatives = [c for c in _cases() if not c["expected"]]
    with OWN_CORPUS.open(encoding="utf-8") as fh:
        own = [json.loads(line) for line in fh if line.strip()]
    negatives += [
        {**c, "family": "negative", "adversarial": False} for c in own if not c["expected"]
    ]
    hard = (DATA / "hard_negatives.txt").read_text(encoding="utf-8").splitlines()
    negatives += [
        {"id": f"hard-{i}", "text": line, "expected": [], "family": "negative"}
        for i, line in enumerate(hard)
        if line and not line.startswith("#")
    ]
    report = evaluate_cases(negatives)
    assert report.negatives >= 350
    assert report.false_alarms == [], "\n".join(report.lines())


def test_cli_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(SPLITS[1])]) == 0
    out = capsys.readouterr().out
    assert "non-adversarial" in out and "false alarms: 0" in out
