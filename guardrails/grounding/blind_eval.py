"""Evaluate the check on a blind corpus.

Each line: ``{"id", "evidence": [json strings], "user", "answer", "label", ...}`` with label
``faithful | fabricated | misattributed | no_claim``. Prints the pass rate of faithful and
claim-free answers and the catch rate of fabricated and misattributed ones. The user's words are
passed as ``user`` evidence (quantities only). ``--variants`` also scores perturbed copies of the
faithful answers (respelled values, wrong values, swapped values: :mod:`.variants`).

This module imports nothing of the project, so the vocabulary comes from the caller:
``python -m agents_pkg.runner.blind_eval PATH.jsonl`` runs it with the gazetteer's names (what the
orchestrator uses); ``python -m guardrails.grounding.blind_eval PATH.jsonl`` runs it with none
(only place names found in the evidence are known).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guardrails.grounding import variants
from guardrails.grounding.check import check
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.vocabulary import PlaceVocabulary

LABELS = ("faithful", "fabricated", "misattributed", "no_claim")
_WANT_FLAG = {"faithful": False, "fabricated": True, "misattributed": True, "no_claim": False}


@dataclass
class Result:
    """Per label: cases and how many the check got right (passed or caught)."""

    total: dict[str, int] = field(default_factory=lambda: dict.fromkeys(LABELS, 0))
    right: dict[str, int] = field(default_factory=lambda: dict.fromkeys(LABELS, 0))
    wrong: list[tuple[str, str, list[str]]] = field(default_factory=list)

    def rate(self, label: str) -> float:
        return self.right[label] / self.total[label] if self.total[label] else 1.0


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def evaluate(cases: Iterable[dict[str, Any]], places: PlaceVocabulary | None = None) -> Result:
    result = Result()
    for case in cases:
        label = case["label"]
        ev = Evidence.from_texts(case["evidence"], places=places, user=case.get("user") or "")
        verdict = check(case["answer"], ev)
        flagged = not verdict.grounded
        result.total[label] += 1
        if flagged == _WANT_FLAG[label]:
            result.right[label] += 1
        else:
            result.wrong.append((case["id"], label, [c.text for c in verdict.unsupported]))
    return result


def report(result: Result) -> str:
    names = {
        "faithful": "faithful passed",
        "fabricated": "fabricated caught",
        "misattributed": "misattributed caught",
        "no_claim": "no_claim passed",
    }
    return "\n".join(
        f"{names[k]:22} {result.right[k]:4d}/{result.total[k]:<4d} {result.rate(k):.3f}"
        for k in LABELS
    )


def main(argv: list[str] | None = None, places: PlaceVocabulary | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m guardrails.grounding.blind_eval")
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("-v", "--verbose", action="store_true", help="list the wrong cases")
    parser.add_argument(
        "--variants", action="store_true", help="also score perturbed copies (see .variants)"
    )
    args = parser.parse_args(argv)
    cases = [c for p in args.paths for c in load(p)]
    result = evaluate(cases, places)
    print(report(result))
    if args.verbose:
        for cid, label, flagged in result.wrong:
            print(f"  {cid} {label}: {flagged}")
    if args.variants:
        for family, (right, total, wrong) in variants.score(cases, places).items():
            rate = right / total if total else 1.0
            print(f"{family + ' variants':22} {right:4d}/{total:<4d} {rate:.3f}")
            for cid, kind, answer in wrong if args.verbose else ():
                print(f"  {cid} {kind}: {answer!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
