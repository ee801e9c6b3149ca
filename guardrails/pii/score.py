"""Scoring ``scan`` on labelled ``(text, [(kind, text), ...])`` cases: per-kind counts."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from guardrails.metrics import Counts
from guardrails.pii.detect import scan
from guardrails.pii.finding import Finding
from guardrails.pii.kinds import KINDS


def match_findings(
    text: str, expected: Iterable[tuple[str, str]], findings: Iterable[Finding]
) -> tuple[list[tuple[str, str]], list[Finding], list[tuple[str, str]]]:
    """Pair findings with expected ``(kind, text)`` items.

    A finding matches an expected item when the kinds are equal and the texts are
    equal or the spans overlap (expected spans are located with ``str.find``, one
    occurrence per item, left to right). Returns (matched, false positives, misses).
    """
    located: list[tuple[str, str, int, int]] = []
    used: dict[str, int] = {}
    for kind, value in expected:
        at = text.find(value, used.get(value, 0)) if value else -1
        used[value] = at + 1 if at >= 0 else used.get(value, 0)
        located.append((kind, value, at, at + len(value) if at >= 0 else -1))
    open_items = list(range(len(located)))
    matched: list[tuple[str, str]] = []
    false_pos: list[Finding] = []
    for f in findings:
        hit = next(
            (
                i
                for i in open_items
                if located[i][0] == f.kind
                and (
                    located[i][1] == f.text
                    or (located[i][2] >= 0 and f.start < located[i][3] and located[i][2] < f.end)
                )
            ),
            None,
        )
        if hit is None:
            false_pos.append(f)
        else:
            open_items.remove(hit)
            matched.append(located[hit][:2])
    missed = [located[i][:2] for i in open_items]
    return matched, false_pos, missed


def score(
    cases: Iterable[tuple[str, list[tuple[str, str]]]],
    scanner: Callable[[str], list[Finding]] = scan,
) -> dict[str, Counts]:
    """Per-kind true/false positives and misses over ``(text, [(kind, text), ...])`` cases.

    Keys: every ``PiiKind`` plus ``"overall"`` (the sum).
    """
    counts: dict[str, Counts] = {kind: Counts() for kind in KINDS}
    for text, expected in cases:
        matched, false_pos, missed = match_findings(text, expected, scanner(text))
        for kind, _ in matched:
            counts.setdefault(kind, Counts()).tp += 1
        for f in false_pos:
            counts[f.kind].fp += 1
        for kind, _ in missed:
            counts.setdefault(kind, Counts()).fn += 1
    overall = Counts()
    for c in counts.values():
        overall.tp += c.tp
        overall.fp += c.fp
        overall.fn += c.fn
    counts["overall"] = overall
    return counts
