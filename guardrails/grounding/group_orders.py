"""Two groups of rows compared as wholes, and whether they stand the other way round.

``종이류가 플라스틱보다 대체로 비싸요``, ``paper generally pays more than plastic``: each side names two
rows or more, so no single pair decides the order; the groups stand the other way round when the
mean and the median of one side both lie on the wrong side of the other's (round 56, read by
:mod:`.orders` where its all-pairs test found some pair the right way).
"""

from __future__ import annotations

from guardrails.grounding.records import Fact

__all__ = ["groups_reversed"]


def _typical(facts: list[Fact], keys: set[str]) -> tuple[float, float] | None:
    """The mean and the median of the rows ``facts`` hold (one value per record, of ``keys``);
    ``None`` for fewer than two rows."""
    by_record: dict[int, float] = {}
    for f in facts:
        if f.key in keys:
            by_record.setdefault(f.record, float(f.value))  # type: ignore[arg-type]
    values = sorted(by_record.values())
    n = len(values)
    if n < 2:
        return None
    median = values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2
    return sum(values) / n, median


def groups_reversed(s_named: list[Fact], t_named: list[Fact], keys: set[str], sign: int) -> bool:
    """Whether two groups of rows compared as wholes (``종이류가 플라스틱보다 대체로 비싸요``, ``paper
    generally pays more than plastic``: several rows on each side) stand the other way round: the
    mean and the median of S both on the wrong side of T's (round 56). A pair of rows the other
    way among them (paper 120 over PVC 80) does not make the groups' order true."""
    s, t = _typical(s_named, keys), _typical(t_named, keys)
    return (
        s is not None
        and t is not None
        and all(sign * (a - b) < 0 for a, b in zip(s, t, strict=True))
    )
