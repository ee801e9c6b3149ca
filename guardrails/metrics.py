"""Confusion counts and the scores derived from them — one type for every guardrail evaluation."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Counts:
    """True/false positives and negatives of a detector; ``mistakes`` lists misclassified case indices."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0
    mistakes: tuple[int, ...] = ()

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

    @property
    def f2(self) -> float:
        """Recall-weighted F-score (Presidio's evaluation recommends F2)."""
        p, r = self.precision, self.recall
        return 5 * p * r / (4 * p + r) if p + r else 0.0
