"""A bound said of a group of places: every place it names lies on the bound's side.

``수영구 쪽 두 곳(수영구재활용센터, 수영종합재활용센터)은 12km 넘게 떨어져 있어요`` over 12,435 m and
13,001 m; ``A와 B는 둘 다 1km 이내예요``; ``Both A and B are over 5 km away``. A bound written
beside a distance is read as the distance it rounds (:func:`.approx.bounded`: "12km 넘게" is
12,000–13,000 m) and bound to the place named nearest before it — the last of the group, whose
13,001 m is over 12 km but not "12 km and a bit". Said of the group, the bound holds of each place
and is tight for the nearest of them (the farthest, for a bound from above): supported when every
place the sentence names before the figure lies on the bound's side and the extreme of them
rounds to it. Round 49 (prod_holdout40 g58h3-0048).

Read only where the sentence names two places or more before the figure, each one place of a list
of places with a distance; a place of the group on the wrong side of the bound (``A와 B는 12km
넘게`` where A is 8 km away) or a bound no place of the group rounds to is still flagged as before.
"""

from __future__ import annotations

from guardrails.grounding.approx import bound_side, bounded
from guardrails.grounding.claims import Claim
from guardrails.grounding.goods_records import place_mentions, records
from guardrails.grounding.records import Fact
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["group_bound"]


def group_bound(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether distance claim ``c``, a bound, holds of the group of places its sentence names
    before it (see the module docstring)."""
    if c.kind != "distance" or not isinstance(c.value, int | float):
        return False
    side = bound_side(c, answer)
    if not side:
        return False
    lo = next((s for s, e in sentence_bounds(answer) if s <= c.start < e), 0)
    recs = records(sources)
    named: set[int] = set()
    for s, _e, which in place_mentions(answer[: c.start], recs):
        if s >= lo:
            if len(which) != 1:
                return False  # a name of several places: unsure
            named |= which
    metres = [recs[i].distance for i in named]
    if len(named) < 2 or any(m is None for m in metres):
        return False
    values = [float(m) for m in metres if m is not None]
    x = float(c.value)
    if any(side * (v - x) <= 0 for v in values):
        return False  # a place of the group on the wrong side of the bound
    extreme = min(values) if side > 0 else max(values)
    return bool(bounded(c, answer, [Fact("distance", extreme, -1, "")]))
