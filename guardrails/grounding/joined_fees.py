"""One row for two things: a fee row whose name joins two or more things (``유모차+보행기``) is one
fee, and a total for those things said together ("함께 내놓으면 합쳐서 4,000원") is that fee, not a
fee for each (a reading of :mod:`.stated_totals`, moved out of it in round 53).

Not read where the sentence counts pieces of the joined row ("두 세트면"), is hedged, names a row of
one of the things alone, or states another amount the total may add.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.hedges import ROUGH
from guardrails.grounding.nodes import json_lists, per_stage
from guardrails.grounding.piece_counts import PIECES_EN, PIECES_KO

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim
    from guardrails.grounding.subjects import Context

__all__ = ["joined_row_why", "joined_rows"]

# two things one sentence totals together
_TOGETHER: Final = re.compile(r"합쳐|합치|합하|함께|같이|둘 다|모두|together|both|combined", re.I)
_JOINT: Final = re.compile(r"\s?[+＋&/·]\s?|\s(?:및|과|와|and)\s")
_NAME_KEYS: Final = ("item_name", "name")


@per_stage
def joined_rows(sources: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], frozenset[int]], ...]:
    """Fee rows whose name joins two or more things ("유모차+보행기"): the things, the fees."""
    out: dict[tuple[str, ...], set[int]] = {}
    for node in json_lists(sources):
        for row in node:
            if not isinstance(row, dict):
                continue
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            fee = row.get("fee")
            if not name or not isinstance(fee, int) or isinstance(fee, bool) or "+" not in name:
                continue
            parts = tuple(p.strip() for p in _JOINT.split(name) if p and p.strip())
            if len(parts) >= 2 and all(len(p) >= 2 for p in parts):
                out.setdefault(parts, set()).add(fee)
    return tuple((k, frozenset(v)) for k, v in out.items())


@per_stage
def _alone(sources: tuple[str, ...]) -> frozenset[str]:
    """Names of fee rows that name one thing alone."""
    out: set[str] = set()
    for node in json_lists(sources):
        for row in node:
            if isinstance(row, dict):
                name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
                if name and "+" not in name:
                    out.add(name)
    return frozenset(out)


def joined_row_why(c: Claim, ctx: Context, sources: tuple[str, ...]) -> str | None:
    """A total for the things one row joins, said together: that row's one fee."""
    rows = joined_rows(sources)
    if not rows:
        return None
    answer = ctx.answer
    start = ctx.sentence_start(c.start)
    sentence = answer[start : c.start]
    if not _TOGETHER.search(sentence) or ROUGH.search(answer, start, c.end + 12):
        return None
    if PIECES_KO.search(sentence) or PIECES_EN.search(sentence):
        return None  # "두 세트면": a count of the joined row, read elsewhere
    alone = _alone(sources)
    if any(name.split("(")[0] in sentence for name in alone):
        return None  # another row named: the total may add it
    for parts, fees in rows:
        if not all(p in sentence for p in parts):
            continue
        if any(p in name for p in parts for name in alone):
            return None  # a row of one of the things alone: the total may add it
        if any(
            e.kind == "money" and start <= e.start and e.end <= c.start and e.value not in fees
            for e in ctx.claims
        ):
            return None  # "… 2,000원, 카시트는 3,000원이라 합치면": the total adds another amount
        if c.value in fees:
            return None
        shown = "+".join(parts)
        return f"{c.text}: '{shown}' is one row of one fee, not a fee for each"
    return None
