"""Score the offline triage on a labelled JSONL file.

    python -m agents_pkg.models.offline.evaluate PATH.jsonl [--json] [--misses N]

Each line: ``{"id", "q", "kind": "single"|"multi"|"oos", "route": [...], "slots": {...}}``.
Figures per kind:

* **single**: the route equals the one labelled service;
* **multi**: the set of routed services equals the labelled set (order reported separately);
* **oos**: triage declared the message out of scope (a clarifying question does not count);
* **district**: among messages with a ``district`` label and a correct route, how often the first
  stage's district/area slot names that district (a secondary, slot-level figure).

The analyser is loaded before timing; ``median_ms`` is triage time per message after that.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agents_pkg.models.offline.nlu import analyze_conversation
from specialists.korean.morph import load

KINDS = ("single", "multi", "oos")


def _district_ok(expected: str, slots: dict[str, Any]) -> bool:
    got = slots.get("district") or slots.get("area") or slots.get("place") or ""
    return bool(got) and (got == expected or expected.startswith(got) or got.endswith(expected))


def evaluate(cases: Sequence[dict[str, Any]]) -> dict[str, Any]:
    load()
    totals = dict.fromkeys(KINDS, 0)
    correct = dict.fromkeys(KINDS, 0)
    order_ok = clarified = district_total = district_ok = 0
    misses: list[dict[str, Any]] = []
    times: list[float] = []
    for case in cases:
        kind = case.get("kind")
        if kind not in KINDS:  # other corpora label e.g. "missing_slot": judge by the route
            kind = "single" if len(case["route"]) == 1 else "multi"
        if not case["route"]:
            kind = "oos"
        started = time.perf_counter()
        analysis = analyze_conversation([case["q"]])
        times.append((time.perf_counter() - started) * 1000)
        route = [i.specialist for i in analysis.intents]
        if kind == "single":
            good = route == case["route"]
        elif kind == "multi":
            good = set(route) == set(case["route"])
            order_ok += route == case["route"]
        else:
            good = analysis.kind == "out_of_scope"
        clarified += analysis.kind == "clarify"
        totals[kind] += 1
        correct[kind] += good
        if good and route and "district" in case.get("slots", {}):
            district_total += 1
            district_ok += _district_ok(case["slots"]["district"], dict(analysis.intents[0].slots))
        if not good:
            misses.append({"id": case.get("id"), "kind": kind, "q": case["q"],
                           "expected": case["route"], "got": route, "decision": analysis.kind,
                           "confidence": analysis.confidence})  # fmt: skip
    return {
        "n": len(cases),
        "accuracy": {k: round(correct[k] / totals[k], 3) if totals[k] else None for k in KINDS},
        "counts": {k: f"{correct[k]}/{totals[k]}" for k in KINDS},
        "multi_exact_order": round(order_ok / totals["multi"], 3) if totals["multi"] else None,
        "clarifying_questions": clarified,
        "district_slot": round(district_ok / district_total, 3) if district_total else None,
        "median_ms": round(statistics.median(times), 3) if times else None,
        "misses": misses,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--json", action="store_true", help="print the full report as JSON")
    parser.add_argument("--misses", type=int, default=10, help="misses to list (text output)")
    args = parser.parse_args(argv)
    try:
        lines = args.path.read_text("utf-8").splitlines()
        cases = [json.loads(line) for line in lines if line.strip()]
    except (OSError, ValueError) as exc:
        print(f"cannot read {args.path}: {exc}", file=sys.stderr)
        return 2
    report = evaluate(cases)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    for kind in KINDS:
        print(f"{kind:>7}: {report['accuracy'][kind]}  ({report['counts'][kind]})")
    print(f"multi exact order: {report['multi_exact_order']}; clarifying questions: "
          f"{report['clarifying_questions']}; district slot: {report['district_slot']}; "
          f"median {report['median_ms']} ms/message")  # fmt: skip
    print_misses(report, args.misses)
    return 0


def print_misses(report: dict[str, Any], limit: int) -> None:
    """The first ``limit`` misses of ``report``, one line each (route expected, got, why)."""
    for miss in report["misses"][:limit]:
        print(f"  [{miss['kind']}] {miss['q']!r}: expected {miss['expected']}, got {miss['got']} "
              f"({miss['decision']}, {miss['confidence']})")  # fmt: skip


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
