"""Precision / recall / F1 of the guardrails on their regression corpora (``tests/guardrails``).

Used by ``eco-triage guardrails eval`` and by the tests that hold the thresholds.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from guardrails import grounding, pii

# the checkout's tests/guardrails/; an installed wheel carries a copy in the package (setup.py)
_CHECKOUT_DIR = Path(__file__).resolve().parents[1] / "tests" / "guardrails"
DEFAULT_CORPUS_DIR = _CHECKOUT_DIR if _CHECKOUT_DIR.is_dir() else Path(__file__).parent / "corpora"


@dataclass(frozen=True, slots=True)
class Row:
    name: str
    support: int
    precision: float
    recall: float
    f1: float


def _load(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        raise FileNotFoundError(f"corpus not found: {path} (pass --corpus-dir)")
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def pii_rows(corpus_dir: Path = DEFAULT_CORPUS_DIR) -> list[Row]:
    cases = [
        (c["text"], [(e["kind"], e["text"]) for e in c["expected"]])
        for c in _load(corpus_dir / "pii_cases.jsonl")
    ]
    counts = pii.score(cases)
    return [Row(kind, c.tp + c.fn, c.precision, c.recall, c.f1) for kind, c in counts.items()]


def grounding_row(
    corpus_dir: Path = DEFAULT_CORPUS_DIR, places: grounding.PlaceVocabulary | None = None
) -> Row:
    """``places``: the caller's place vocabulary (the CLI passes the gazetteer's)."""
    cases = [
        (c["evidence"], c["answer"], c["grounded"])
        for c in _load(corpus_dir / "grounding_cases.jsonl")
    ]
    c = grounding.score(cases, places)
    return Row("grounding (ungrounded detected)", c.tp + c.fn, c.precision, c.recall, c.f1)


def report(
    corpus_dir: Path = DEFAULT_CORPUS_DIR, places: grounding.PlaceVocabulary | None = None
) -> str:
    rows = [*pii_rows(corpus_dir), grounding_row(corpus_dir, places)]
    lines = [f"{'guardrail / kind':34} {'support':>7} {'precision':>9} {'recall':>7} {'F1':>6}"]
    lines += [
        f"{r.name:34} {r.support:7d} {r.precision:9.3f} {r.recall:7.3f} {r.f1:6.3f}" for r in rows
    ]
    return "\n".join(lines)
