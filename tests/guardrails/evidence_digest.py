"""Digest of every ``Evidence`` built from the grounding corpora, to prove a speed change leaves
the evidence identical (facts in order with their records, keys and tokens; the cue index; the
joined text; the record roots).

    python -m tests.guardrails.evidence_digest > before.txt   # on the old code
    python -m tests.guardrails.evidence_digest > after.txt    # on the new code
    diff before.txt after.txt

Run both with the same ``PYTHONHASHSEED``: a label's spellings are gathered in a set, so the order
of same-length cue surfaces may differ between interpreter runs.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding import Evidence
from guardrails.grounding.vocabulary import PlaceVocabulary

HERE = Path(__file__).parent
CORPORA = [HERE / "grounding_cases.jsonl", *sorted((HERE / "blind").glob("*.jsonl"))]


def canonical(ev: Evidence) -> str:
    facts = [
        (k, [(f.kind, repr(f.value), f.record, f.key, sorted(f.tokens)) for f in fs])
        for k, fs in ev.facts.items()
    ]
    c = ev.cues

    def cues(t: tuple[tuple[str, str, frozenset[str]], ...]) -> list[Any]:
        return [(a, b, sorted(x)) for a, b, x in t]

    index = (
        cues(c.surfaces),
        cues(c.latin),
        sorted(c.all_tokens),
        [(v, p.pattern) for v, p in c.texts],
        c.pattern.pattern if c.pattern else None,
        c.latin_pattern.pattern if c.latin_pattern else None,
        sorted((k, t, sorted(g), q) for k, (t, g, q) in c.info.items()),
        c.months,
    )
    return repr((facts, index, ev.text, ev.text_compact, ev.roots, ev.user))


def cases() -> Iterator[tuple[str, list[Any], str]]:
    for path in CORPORA:
        for n, line in enumerate(path.read_text("utf-8").splitlines()):
            if line.strip():
                case = json.loads(line)
                yield f"{path.name}:{n}", case["evidence"], case.get("user") or ""


def main() -> None:
    vocabularies: list[PlaceVocabulary | None] = [None, grounding_vocabulary()]
    for name, evidence, user in cases():
        for v, places in enumerate(vocabularies):
            for with_user in (False, True) if user else (False,):
                ev = Evidence.from_texts(evidence, places=places, user=user if with_user else "")
                digest = hashlib.sha256(canonical(ev).encode()).hexdigest()[:16]
                print(name, v, int(with_user), digest)


if __name__ == "__main__":
    main()
