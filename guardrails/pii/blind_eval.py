"""Detection rates by variant family on a labelled JSONL corpus, and false alarms on negatives.

Each line: ``{"id", "text", "expected": [{"kind", "value"}], "family", "adversarial", "note"}``,
``value`` being the canonical value (digits, ``local@domain``, the compressed IP address). A
positive case counts as detected when every expected value is found with its kind; a negative
case (``expected == []``) is a false alarm when anything at all is found.

    python -m guardrails.pii.blind_eval tests/data/pii_blind/dev.jsonl [--show-misses]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guardrails.pii.detect import scan
from guardrails.pii.finding import Finding, canonical_value
from guardrails.pii.kinds import KINDS


@dataclass
class FamilyCounts:
    cases: int = 0
    detected: int = 0  # every expected value found, with its kind
    masked: int = 0  # every expected value found, whatever kind it was given

    @property
    def rate(self) -> float:
        return self.detected / self.cases if self.cases else 1.0


@dataclass
class BlindReport:
    families: dict[str, FamilyCounts] = field(default_factory=dict)
    adversarial: FamilyCounts = field(default_factory=FamilyCounts)
    non_adversarial: FamilyCounts = field(default_factory=FamilyCounts)
    negatives: int = 0
    false_alarms: list[tuple[str, str, list[tuple[str, str]]]] = field(default_factory=list)
    misses: list[tuple[str, str, list[tuple[str, str]], list[tuple[str, str]]]] = field(
        default_factory=list
    )

    def lines(self, show_misses: bool = False) -> list[str]:
        out = [f"{'family':<16} {'cases':>5} {'found':>5} {'rate':>7}  (any kind)"]
        for name, c in sorted(self.families.items()):
            out.append(f"{name:<16} {c.cases:>5} {c.detected:>5} {c.rate:>7.1%}  ({c.masked})")
        for name, c in (
            ("non-adversarial", self.non_adversarial),
            ("adversarial", self.adversarial),
        ):
            out.append(f"{name:<16} {c.cases:>5} {c.detected:>5} {c.rate:>7.1%}  ({c.masked})")
        out.append(f"negatives: {self.negatives}, false alarms: {len(self.false_alarms)}")
        for case_id, text, found in self.false_alarms:
            out.append(f"  FP {case_id}: {text!r} -> {found}")
        if show_misses:
            for case_id, text, want, got in self.misses:
                out.append(f"  MISS {case_id}: {text!r} want={want} got={got}")
        return out


def _expected_value(kind: str, value: str) -> str:
    known = next((k for k in KINDS if k == kind), None)
    return canonical_value(known, value) if known is not None else value


def evaluate_cases(
    cases: Iterable[dict[str, Any]], scanner: Callable[[str], list[Finding]] = scan
) -> BlindReport:
    report = BlindReport()
    for case in cases:
        findings = scanner(case["text"])
        got: list[tuple[str, str]] = [(f.kind, f.value) for f in findings]
        if not case["expected"]:
            report.negatives += 1
            if got:
                report.false_alarms.append((case["id"], case["text"], got))
            continue
        want = [(e["kind"], _expected_value(e["kind"], e["value"])) for e in case["expected"]]
        strict = all(w in got for w in want)
        values = {v for _, v in got}
        loose = all(v in values for _, v in want)
        for counts in (
            report.families.setdefault(case["family"], FamilyCounts()),
            report.adversarial if case.get("adversarial") else report.non_adversarial,
        ):
            counts.cases += 1
            counts.detected += strict
            counts.masked += loose
        if not strict:
            report.misses.append((case["id"], case["text"], want, got))
    return report


def load(path: Path | str) -> list[dict[str, Any]]:
    with Path(path).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args(argv)
    cases = [c for f in args.files for c in load(f)]
    print("\n".join(evaluate_cases(cases).lines(args.show_misses)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
