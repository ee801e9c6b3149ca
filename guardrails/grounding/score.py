"""Scoring the grounding check on labelled ``(evidence_texts, answer, expected_grounded)`` cases."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from guardrails.grounding.check import check
from guardrails.grounding.evidence import Evidence
from guardrails.grounding.vocabulary import PlaceVocabulary
from guardrails.metrics import Counts


def _iter_verdicts(
    cases: Iterable[tuple[list[str], str, bool]], places: PlaceVocabulary | None
) -> Iterator[tuple[bool, bool]]:
    for texts, answer, grounded in cases:
        yield grounded, check(answer, Evidence.from_texts(texts, places=places)).grounded


def score(
    cases: Iterable[tuple[list[str], str, bool]], places: PlaceVocabulary | None = None
) -> Counts:
    """Score ``(evidence_texts, answer, expected_grounded)`` cases."""
    tp = fp = fn = tn = 0
    mistakes: list[int] = []
    for i, (expected, predicted) in enumerate(_iter_verdicts(cases, places)):
        if not expected and not predicted:
            tp += 1
        elif expected and not predicted:
            fp += 1
            mistakes.append(i)
        elif not expected and predicted:
            fn += 1
            mistakes.append(i)
        else:
            tn += 1
    return Counts(tp, fp, fn, tn, tuple(mistakes))
