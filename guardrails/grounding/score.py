"""Scoring the grounding check on labelled ``(evidence_texts, answer, expected_grounded)`` cases."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from guardrails.grounding.check import check
from guardrails.grounding.evidence import Evidence


@dataclass(frozen=True, slots=True)
class Counts:
    """Confusion counts; the positive class is "ungrounded answer detected"."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0
    mistakes: tuple[int, ...] = ()  # indices (input order) of misclassified cases

    @property
    def total(self) -> int:
        return self.tp + self.fp + self.fn + self.tn

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def _iter_verdicts(
    cases: Iterable[tuple[list[str], str, bool]],
) -> Iterator[tuple[bool, bool]]:
    for texts, answer, grounded in cases:
        yield grounded, check(answer, Evidence.from_texts(texts)).grounded


def score(cases: Iterable[tuple[list[str], str, bool]]) -> Counts:
    """Score ``(evidence_texts, answer, expected_grounded)`` cases."""
    tp = fp = fn = tn = 0
    mistakes: list[int] = []
    for i, (expected, predicted) in enumerate(_iter_verdicts(cases)):
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
