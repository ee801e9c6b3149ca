"""Route and slot accuracy of the offline triage on the labelled corpus (tests/data/triage_corpus.jsonl)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agents_pkg import Orchestrator

CORPUS = Path(__file__).parent / "data" / "triage_corpus.jsonl"


def load() -> list[dict[str, Any]]:
    return [json.loads(line) for line in CORPUS.read_text("utf-8").splitlines() if line.strip()]


async def test_route_and_slot_accuracy() -> None:
    cases = load()
    assert len(cases) >= 200
    route_fail: list[str] = []
    slot_total = slot_ok = 0
    slot_fail: list[str] = []
    ask_back_fail: list[str] = []
    async with Orchestrator() as orch:
        for case in cases:
            result = await orch.run(case["q"])
            # the offline model answers only from tool outputs: its answers must never trip grounding
            assert result.grounding is None, (
                f"{case['id']}: grounding tripped on {result.grounding}"
            )
            if result.route != case["route"]:
                route_fail.append(
                    f"{case['id']} {case['q']!r}: expected {case['route']}, got {result.route}"
                )
                continue
            if not case["route"]:
                continue
            stage = result.stages[0]
            payload = stage.payload.model_dump() if stage.payload is not None else {}
            for key, expected in case["slots"].items():
                slot_total += 1
                if payload.get(key) == expected:
                    slot_ok += 1
                else:
                    slot_fail.append(
                        f"{case['id']} {case['q']!r}: {key}={payload.get(key)!r}, expected {expected!r}"
                    )
            if case["kind"] == "missing_slot" and stage.status != "ask_back":
                ask_back_fail.append(f"{case['id']} {case['q']!r}: status {stage.status}")
    route_acc = 1 - len(route_fail) / len(cases)
    slot_acc = slot_ok / slot_total
    assert route_acc >= 0.95, f"route accuracy {route_acc:.3f}; failures:\n" + "\n".join(route_fail)
    assert slot_acc >= 0.90, f"slot accuracy {slot_acc:.3f}; failures:\n" + "\n".join(slot_fail)
    assert not ask_back_fail, "missing-slot cases must ask back:\n" + "\n".join(ask_back_fail)
