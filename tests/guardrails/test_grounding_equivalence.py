"""The grounding check's results on every repository corpus and its ``--variants`` perturbations
are exactly those recorded in ``check_digest.json`` (claims, spans, values, verdicts, reasons): a
speed change must not move one. Rewrite the digests (``python -m tests.guardrails.check_digest
--write``) only for a change of results that is meant, and say so in its commit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agents_pkg.runner.guards import grounding_vocabulary
from tests.guardrails.check_digest import CORPORA, GOLDEN, digest


@pytest.mark.parametrize("path", CORPORA, ids=lambda p: p.name)
def test_check_results_unchanged(path: Path) -> None:
    golden = json.loads(GOLDEN.read_text("utf-8"))
    assert digest(path, grounding_vocabulary()) == golden[path.name], (
        f"the check's results on {path.name} changed: diff `python -m "
        "tests.guardrails.check_digest` before and after the change to see which cases"
    )
