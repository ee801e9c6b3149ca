"""A row's amount in a fee table the answer writes with a quantity column: the row's fee times its
quantity.

Real answers set a bill out as a Markdown table (``| 품목 | 단가 | 수량 | 금액 |``, ``| Item | Fee |
Qty | Total |``): a row ``| 쇼파 일반 2인용 | 7,000원 | 2 | 14,000원 |`` states its amount as the
fee of its own row times its quantity, and a row whose fee cell gives two rows of the tool output
(``| 캐비넷 | 4,000 / 6,000원 | 4 | 24,000원 |``) one of them times it — the greatest under a
column headed ``최대``/``max``, the least under ``최소``/``min``. The fees themselves are claims
checked as any other; this reads only the product.

Read when the figure stands in a table row whose header (the first line of its block of ``|``
lines) has a quantity column (수량, 개수, qty, quantity, count) holding a whole number in that row,
and the figure's own column is not it. A figure no fee of its row times that quantity gives stays
unsupported (a wrong total). No quantity column, or a row with no other amount: not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim, amount
from guardrails.grounding.table_columns import header_span, line_bounds

_QTY_HEAD: Final = re.compile(r"수량|개수|갯수|\bqty\b|quantity|\bcount\b|\bunits\b|\bno\.", re.I)
_MOST: Final = re.compile(r"최대|최고|\bmax|\bmost\b|highest", re.I)
_LEAST: Final = re.compile(r"최소|최저|\bmin|\bleast\b|lowest", re.I)
_WHOLE: Final = re.compile(r"\s*(\d{1,4})\s*(?:개|대|점|세트|장|ea|pcs?)?\s*", re.I)


def _cells(line: str) -> list[tuple[int, int]]:
    """The (start, end) of each cell of a ``|`` line, offsets within the line."""
    bars = [i for i, ch in enumerate(line) if ch == "|"]
    return [(a + 1, b) for a, b in zip(bars, bars[1:], strict=False)]


def table_product(c: Claim, answer: str, claims: Sequence[Claim]) -> bool:
    """Whether amount ``c`` is its table row's fee times the row's quantity (see above)."""
    v = amount(c)
    if v is None or v <= 0:
        return False
    lo, hi = line_bounds(answer, c.start)
    line = answer[lo:hi]
    if not line.lstrip().startswith("|") or line.count("|") < 4:
        return False
    span = header_span(answer, lo)
    if span is None:
        return False
    head = answer[span[0] : span[1]]
    heads, cells = _cells(head), _cells(line)
    if len(heads) != len(cells):
        return False
    names = [head[a:b] for a, b in heads]
    own = next((i for i, (a, b) in enumerate(cells) if lo + a <= c.start < lo + b), None)
    qty_col = next((i for i, n in enumerate(names) if _QTY_HEAD.search(n)), None)
    if own is None or qty_col is None or own == qty_col:
        return False
    qa, qb = cells[qty_col]
    m = _WHOLE.fullmatch(line, qa, qb)
    if m is None or int(m.group(1)) == 0:
        return False
    q = int(m.group(1))
    fees = [
        a
        for e in claims
        if e is not c and lo <= e.start < hi and e.kind in ("money", "unit_price", "number")
        and not (lo + qa <= e.start < lo + qb)
        and not any(lo + a <= e.start < lo + b for a, b in cells[own : own + 1])
        and (a := amount(e) if e.kind != "number" else _plain(e)) is not None and a > 0
    ]  # fmt: skip
    if not fees:
        return False
    if _MOST.search(names[own]):
        return abs(max(fees) * q - v) < 1e-6
    if _LEAST.search(names[own]):
        return abs(min(fees) * q - v) < 1e-6
    return any(abs(f * q - v) < 1e-6 for f in fees)


def _plain(e: Claim) -> float | None:
    """A bare number of a fee cell (``4,000 / 6,000원``: its first value), not a label's."""
    value = e.value
    if isinstance(value, tuple) and len(value) == 2 and value[1] is None:
        return float(value[0])
    return None
