"""The guardrail regression report and its thresholds (issue: recall/precision ≥ 0.98, grounding F1 ≥ 0.95)."""

from __future__ import annotations

import pytest

from agents_pkg.cli import main
from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.evaluate import grounding_row, pii_rows

VALIDATED = {"KR_RRN", "KR_FRN", "KR_BRN", "CREDIT_CARD", "PHONE", "EMAIL", "IP_ADDRESS"}


def test_pii_thresholds_per_validated_kind() -> None:
    rows = {r.name: r for r in pii_rows()}
    assert VALIDATED <= set(rows)
    for kind in VALIDATED:
        assert rows[kind].support >= 10, kind
        assert rows[kind].recall >= 0.98 and rows[kind].precision >= 0.98, rows[kind]


def test_grounding_f1_threshold() -> None:
    row = grounding_row(places=grounding_vocabulary())
    assert row.support >= 60
    assert row.f1 >= 0.95, row


def test_eval_command_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["guardrails", "eval"]) == 0
    out = capsys.readouterr().out
    assert "KR_RRN" in out and "grounding" in out and "precision" in out
