"""Cross-validation of the offline triage: how it does on messages nobody wrote rules for.

    python -m agents_pkg.models.offline.crossval TRAIN.jsonl DEV.jsonl [--folds 5] [--json]

A rule-based triage has no weights to refit, and its lexicon was written while reading every
message of train and dev, so scoring either split measures fit, not generalisation. This estimate
takes the lexicon back instead: the labelled messages are cut into ``k`` folds, and each fold is
scored with every lexicon entry *withheld* that fires only on that fold's messages — the words that
were (or could have been) added for exactly those messages. What still routes them is what the
other folds also use: grammar (endings, question form, clauses, negation scope), shared cue words
and the scoring. A change that only adds a phrase for one message leaves this figure where it was;
a change that generalises moves it.

Not withheld: the grammar-level lists in :mod:`scoring` and :mod:`evidence` (interrogative and
connective endings, host-place patterns) and the item/material/place vocabularies' use in slots.
So the estimate is still optimistic, but far less than the in-sample figure.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agents_pkg.models.offline.evaluate import KINDS, evaluate, print_misses
from agents_pkg.models.offline.evidence import Entry, entries_of, read, withholding

__all__ = ["cross_validate"]


def _fired(cases: Sequence[dict[str, Any]]) -> list[set[Entry]]:
    return [entries_of(read(" ".join(case["q"].split()))) for case in cases]


def cross_validate(cases: Sequence[dict[str, Any]], folds: int = 5) -> dict[str, Any]:
    """Per-kind accuracy with fold-specific lexicon entries withheld (see the module docstring).

    Fold of a case: its index modulo ``folds`` (deterministic; the files are already shuffled)."""
    if folds < 2:
        raise ValueError(f"folds must be at least 2, got {folds}")
    fired = _fired(cases)
    used_by: dict[Entry, set[int]] = {}
    for index, entries in enumerate(fired):
        for entry in entries:
            used_by.setdefault(entry, set()).add(index % folds)
    totals = dict.fromkeys(KINDS, 0)
    correct = dict.fromkeys(KINDS, 0)
    misses: list[dict[str, Any]] = []
    withheld_count = 0
    for fold in range(folds):
        part = [case for i, case in enumerate(cases) if i % folds == fold]
        own = {entry for entry, where in used_by.items() if where == {fold}}
        withheld_count += len(own)
        with withholding(own):
            report = evaluate(part)
        for kind in KINDS:
            got, of = (int(x) for x in report["counts"][kind].split("/"))
            totals[kind] += of
            correct[kind] += got
        misses += report["misses"]
    return {
        "n": len(cases),
        "folds": folds,
        "withheld_entries": withheld_count,
        "accuracy": {k: round(correct[k] / totals[k], 3) if totals[k] else None for k in KINDS},
        "counts": {k: f"{correct[k]}/{totals[k]}" for k in KINDS},
        "misses": misses,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", type=Path, nargs="+")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the full report as JSON")
    parser.add_argument("--misses", type=int, default=10, help="misses to list (text output)")
    args = parser.parse_args(argv)
    cases: list[dict[str, Any]] = []
    try:
        for path in args.paths:
            lines = path.read_text("utf-8").splitlines()
            cases += [json.loads(line) for line in lines if line.strip()]
    except (OSError, ValueError) as exc:
        print(f"cannot read labelled messages: {exc}", file=sys.stderr)
        return 2
    if args.folds < 2:
        print(f"--folds must be at least 2, got {args.folds}", file=sys.stderr)
        return 2
    report = cross_validate(cases, args.folds)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    print(f"{report['n']} messages, {report['folds']} folds, "
          f"{report['withheld_entries']} fold-specific lexicon entries withheld")  # fmt: skip
    for kind in KINDS:
        print(f"{kind:>7}: {report['accuracy'][kind]}  ({report['counts'][kind]})")
    print_misses(report, args.misses)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
