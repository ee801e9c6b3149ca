"""The column head of a cell in a Markdown table an answer writes.

Real answers compare two holders side by side as a table whose header names one holder per
column (``| | Ongjin-gun | Gwangju Buk-gu |``, ``| 항목 | 옹진군 | 광주 북구 |``) and whose rows
give one attribute each (``| Contact | 연평면사무소 032-899-3492 | 청소행정과 062-410-6508 |``). A
value in such a row is said of the holder its column's head names, not of the last holder named
on the lines above (the header's last column). :func:`head_cell` gives the span of that head, so
a reader that binds a value to a holder can look there instead of carrying a subject down.

Read only on a body row of a block of ``|`` lines (not the header, not a ``---`` rule) whose
header has as many cells as the row; anything else gives ``None`` (the caller's own reading).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["head_cell", "header_span", "line_bounds"]

# a header's rule line (``|---|:---:|``)
_RULE: Final = re.compile(r"\s*\|?\s*:?-{3,}")


def _cells(answer: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """The absolute (start, end) of each cell of the ``|`` line ``answer[lo:hi]``."""
    bars = [i for i in range(lo, hi) if answer[i] == "|"]
    return list(zip([b + 1 for b in bars], bars[1:], strict=False))


def line_bounds(answer: str, pos: int) -> tuple[int, int]:
    """The start and end of the line of ``answer`` holding ``pos``."""
    lo = answer.rfind("\n", 0, pos) + 1
    hi = answer.find("\n", pos)
    return lo, len(answer) if hi == -1 else hi


def header_span(answer: str, start: int) -> tuple[int, int] | None:
    """The span of the first non-rule line of the block of ``|`` lines ending at the line that
    starts at ``start`` (the table's header); ``None`` when no such line is above it."""
    head: tuple[int, int] | None = None
    while start > 0:
        prev = answer.rfind("\n", 0, start - 1) + 1
        if not answer[prev : start - 1].lstrip().startswith("|"):
            break
        if not _RULE.match(answer, prev):
            head = (prev, start - 1)
        start = prev
    return head


def head_cell(answer: str, pos: int) -> tuple[int, int] | None:
    """The span of the header cell over the column holding ``pos``, when ``pos`` is in a body row
    of a Markdown table; ``None`` otherwise."""
    lo, hi = line_bounds(answer, pos)
    if not answer.startswith("|", lo) or answer.count("|", lo, hi) < 3:
        return None
    head = header_span(answer, lo)
    if head is None:
        return None
    row, heads = _cells(answer, lo, hi), _cells(answer, *head)
    if len(row) != len(heads) or len(row) < 2:
        return None
    for (a, b), h in zip(row, heads, strict=True):
        if a <= pos < b:
            return h
    return None
