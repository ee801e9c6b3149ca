"""Another dataset's date in a bracket that cites a dataset (round 51, r51c).

A fee output can cite two datasets: its own (``citation``: the fee data's 데이터기준일자) and, in its
``contact`` string, the rules dataset the phone comes from (``… (출처: … 생활쓰레기배출정보,
데이터기준일자 2024-07-19)``). **A date in a bracket that cites one class of dataset — by the bracket's
own words (``(수수료 자료 기준 2024-07-19)``) or by the dataset noun right before it (``수수료
data(데이터기준일자 2024-07-19)``, ``the fee data (as of 2024-07-19)``) — is said of that dataset:
where the outputs date that class with other dates only and the date is another class's, the other
dataset's date is given to it (misattributed).** The value check finds the date in the output and
passes it; :func:`.cited_dates.cited_date` reads the same bracket for support.

Unsure, never flagged: a bracket naming two classes or none (:func:`.cited_dates.bracket_class`), a
label-only bracket whose label the outputs write before one date alone, a class the outputs give
no date, a date of that class or of no other class (the value check reads it).
"""

from __future__ import annotations

from typing import Final

from guardrails.grounding.cited_dates import bracket_class
from guardrails.grounding.claims import Claim
from guardrails.grounding.holdings import holders
from guardrails.grounding.nodes import per_stage

__all__ = ["cited_misdate_claims"]

_OPEN: Final = ("(", "（", "[", "［")


@per_stage
def _class_dates(sources: tuple[str, ...]) -> dict[str, frozenset[tuple[int, ...]]]:
    """dataset class → the dates the outputs give it (classes with none left out)."""
    out: dict[str, frozenset[tuple[int, ...]]] = {}
    for h in holders(sources):
        if h.kind != "dataset":
            continue
        dates = frozenset(tuple(v) for k, v in h.values if k == "date" and isinstance(v, tuple))
        if dates:
            out[h.name] = dates
    return out


def _dated(said: tuple[int, ...], held: tuple[int, ...]) -> bool:
    n = min(len(said), len(held))
    return n >= 2 and said[:n] == held[:n]


def cited_misdate_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """Dates in a bracket citing one class of dataset that are another class's date only."""
    if not any(ch in answer for ch in _OPEN):
        return []
    dated = [c for c in claims if c.kind == "date" and isinstance(c.value, tuple)]
    if not dated:
        return []
    classes = _class_dates(sources)
    if len(classes) < 2:
        return []
    out: list[Claim] = []
    for c in dated:
        if not isinstance(c.value, tuple):
            continue
        said: tuple[int, ...] = c.value
        named = bracket_class(c, answer, sources)
        if named is None or named not in classes:
            continue
        if any(_dated(said, d) for d in classes[named]):
            continue
        others = sorted(
            n for n, ds in classes.items() if n != named and any(_dated(said, d) for d in ds)
        )
        if not others:
            continue
        why = f"{c.text} is the {'/'.join(others)} data's date in tool outputs, not the {named} data's"
        out.append(Claim(c.text, "date", c.value, c.start, c.end, why))
    return out
