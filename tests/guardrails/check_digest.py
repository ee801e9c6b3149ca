"""Digest of every grounding ``check`` over the corpora, to prove a speed change leaves the
verdicts identical: each answer's claims (kind, span, value) and its unsupported claims (kind,
span, why), for every case of the repository's grounding corpora and every ``--variants``
perturbation of them (respelled, wrong value, swapped).

    python -m tests.guardrails.check_digest [EXTRA.jsonl …] > before.txt   # on the old code
    python -m tests.guardrails.check_digest [EXTRA.jsonl …] > after.txt    # on the new code
    diff before.txt after.txt

``tests/guardrails/check_digest.json`` holds one digest per corpus file, written by
``python -m tests.guardrails.check_digest --write``; ``test_grounding_equivalence.py`` recomputes
them, so a change to the check's results fails the suite until it is meant and rewritten.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding import Evidence, check
from guardrails.grounding.variants import variants
from guardrails.grounding.vocabulary import PlaceVocabulary

HERE = Path(__file__).parent
CORPORA = [HERE / "grounding_cases.jsonl", *sorted((HERE / "blind").glob("*.jsonl"))]
GOLDEN = HERE / "check_digest.json"


def _value(v: object) -> str:
    """``repr`` with sets in sorted order (a frozenset's repr follows the string hash seed)."""
    return repr(sorted(v)) if isinstance(v, frozenset | set) else repr(v)


def _line(name: str, answer: str, ev: Evidence) -> str:
    v = check(answer, ev)
    claims = [(c.kind, c.start, c.end, _value(c.value)) for c in v.claims]
    unsupported = [(c.kind, c.start, c.end, c.why) for c in v.unsupported]
    body = repr((v.grounded, claims, unsupported))
    return f"{name} {int(v.grounded)} {hashlib.sha256(body.encode()).hexdigest()[:16]}"


def lines(path: Path, places: PlaceVocabulary) -> Iterator[str]:
    """One line per check: every case of ``path``, then every variant of its faithful cases."""
    cases: list[dict[str, Any]] = [
        json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()
    ]
    for n, case in enumerate(cases):
        ev = Evidence.from_texts(case["evidence"], places=places, user=case.get("user") or "")
        yield _line(f"{path.name}:{n}", case["answer"], ev)
    labelled = [c for c in cases if "label" in c]  # grounding_cases.jsonl has expectations instead
    for family, items in variants(labelled, places).items():
        for k, ((cid, kind, answer), ev) in enumerate(items):
            yield _line(f"{path.name}:{family}:{k}:{cid}:{kind}", answer, ev)


def digest(path: Path, places: PlaceVocabulary) -> str:
    h = hashlib.sha256()
    for line in lines(path, places):
        h.update(line.encode() + b"\n")
    return h.hexdigest()


def main(argv: list[str]) -> None:
    places = grounding_vocabulary()
    if argv[:1] == ["--write"]:
        golden = {p.name: digest(p, places) for p in CORPORA}
        GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n", "utf-8")
        return
    for path in [*CORPORA, *map(Path, argv)]:
        for line in lines(path, places):
            print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
