"""External check of triage: the earlier system's 271 labelled user messages (../shared/data/eco2_queries.jsonl).

Not training data — the rules were not fitted to it case by case; labels that disagree with this
project's design (e.g. "대형폐기물 어디서 버려?" labelled location, where this system asks for the
시군구 in bulk_waste) are counted as misses, not relabelled."""

from __future__ import annotations

import json

import pytest

from agents_pkg import Orchestrator
from tests.conftest import SHARED_DATA

ECO2 = SHARED_DATA / "eco2_queries.jsonl"


async def test_eco2_route_accuracy() -> None:
    if not ECO2.exists():
        pytest.skip(f"external corpus not found at {ECO2}")
    cases = [json.loads(line) for line in ECO2.read_text("utf-8").splitlines() if line.strip()]
    misses: list[str] = []
    async with Orchestrator() as orch:
        for case in cases:
            result = await orch.run(case["q"])
            if result.route != case["route"]:
                misses.append(f"{case['q']!r}: expected {case['route']}, got {result.route}")
    accuracy = 1 - len(misses) / len(cases)
    assert accuracy >= 0.97, f"eco2 route accuracy {accuracy:.3f}:\n" + "\n".join(misses)
