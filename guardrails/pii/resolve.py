"""Overlapping candidates resolved: by kind priority, then the longer span, then the earlier one."""

from __future__ import annotations

from bisect import bisect_right
from typing import Final

from guardrails.pii.kinds import PiiKind

# Overlap priority: lower wins; ties go to the longer span, then the earlier one.
PRIORITY: Final[dict[PiiKind, int]] = {
    "KR_RRN": 0,
    "KR_FRN": 0,
    "CREDIT_CARD": 1,
    "KR_BRN": 2,
    "KR_DRIVER_LICENSE": 3,
    "KR_PASSPORT": 4,
    "BANK_ACCOUNT": 5,
    "PHONE": 6,
    "IP_ADDRESS": 7,
    "EMAIL": 8,
}

# priority, -length, start, kind, validated, normalised text
Found = tuple[int, int, int, PiiKind, bool, str]


def resolve(found: set[Found]) -> list[tuple[PiiKind, int, int, bool, str]]:
    """Greedy by (priority, longer span, earlier start); the accepted spans are kept sorted and
    disjoint, so only the two neighbours of a candidate can overlap it."""
    if not found:
        return []
    starts: list[int] = []
    ends: list[int] = []
    out: list[tuple[PiiKind, int, int, bool, str]] = []
    for _, neg_len, start, kind, validated, value in sorted(found):
        end = start - neg_len
        i = bisect_right(starts, start)
        if (i and ends[i - 1] > start) or (i < len(starts) and starts[i] < end):
            continue
        starts.insert(i, start)
        ends.insert(i, end)
        out.append((kind, start, end, validated, value))
    out.sort(key=lambda c: c[1])
    return out
