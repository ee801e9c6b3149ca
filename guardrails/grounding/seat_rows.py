"""A fee said of one build and seat count of a sofa table that is another row's.

Fee tables list a sofa (and other seating) by build and seat count, the spec a build joined to a
count (``"spec": "리클라이너-3인용"``, ``"일반(카우치)-3인용"``). The row words of :mod:`.row_names` do not
name these rows fully in English (``recliner``, ``couch``, ``3-seat`` are no vocabulary forms of the
spec's parts), so a fee moved between the builds passed. The class: **a clause that names one build
(``recliner``/``리클라이너``; ``regular``, ``ordinary``, ``couch``/``일반``, ``카우치``) and one seat count
(``3-seat``, ``two-seater``, ``3인용``) and gives a fee — in a sentence (``a 2-seat recliner is 7,000
won``) or a table row (``| Sofa (couch), 3-seat | 15,000 won |``) — where the table's row of that
build and count has another fee and another of its rows has the one said, gives one row's fee to
another: misattributed.**

The clause is the text since the previous fee in its line (or the line's start). Unsure, never
flagged: a clause that names both builds or two counts, or none; a count of ``N인용이상`` (``4 or
more``) said as a bare count; a fee no row of the table holds (invented, for the other checks); a
doubt (``or``, ``whether``, ``depending``, ``if``, ``?``, ``not``).

Round 33 (r33f, prod_holdout21 g36h1-0042, g36h2-0095).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_objects
from guardrails.grounding.numbers import EN_NUMBERS

# each build of a seating row and the words (both languages) that name it
_BUILDS: Final = {
    "recliner": r"리클라이너|recliner|reclining",
    "regular": r"일반|카우치|regular|ordinary|standard|normal|couch|non-reclining",
}
_BUILD: Final = re.compile("|".join(f"(?P<{k}>{v})" for k, v in _BUILDS.items()), re.I)
_SPEC: Final = re.compile(r"^(?P<build>.+?)-(?P<n>\d)인용(?P<more>이상)?$")
_SEATS: Final = re.compile(
    r"(?<![\d,])(?P<n>\d|one|two|three|four|single)[- ]?(?:seat(?:er)?s?|person|인용)(?!이상)", re.I
)
_FEE: Final = re.compile(r"(?<![\d,])(\d{1,3}(?:,\d{3})+|\d{4,6})\s?(?:won\b|원)", re.I)
_DOUBT: Final = re.compile(
    r"\bor\b|\bwhether\b|depend|\bif\b|\?|\bnot\b|n't\b|또는|이나|인지|따라|아니|않|없", re.I
)


def _build_of(text: str) -> set[str]:
    return {m.lastgroup for m in _BUILD.finditer(text) if m.lastgroup}


@lru_cache(maxsize=16)
def seat_table(sources: tuple[str, ...]) -> dict[tuple[str, int], int]:
    """(build, seats) → fee of each seating row whose spec joins one build to a seat count."""
    out: dict[tuple[str, int], int] = {}
    for o in json_objects(sources):
        spec, fee = o.get("spec"), o.get("fee")
        if not isinstance(spec, str) or not isinstance(fee, int) or "인용" not in spec:
            continue
        m = _SPEC.match(spec.strip())
        builds = _build_of(m.group("build")) if m else set()
        if m is None or m.group("more") or len(builds) != 1:
            continue
        out[(builds.pop(), int(m.group("n")))] = fee
    return out if len({b for b, _ in out}) > 1 else {}


def seat_row_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A fee given to a build and seat count whose row holds another fee of the same table."""
    if not any("인용" in s for s in sources) or not _SEATS.search(answer):
        return []
    table = seat_table(sources)
    if not table:
        return []
    held = set(table.values())
    out: list[Claim] = []
    for line in re.finditer(r"[^\n]+", answer):
        last = line.start()
        for fee in _FEE.finditer(answer, line.start(), line.end()):
            clause = answer[last : fee.start()]
            start, last = last, fee.end()
            value = int(fee.group(1).replace(",", ""))
            builds = _build_of(clause)
            seats = {s.group("n").lower() for s in _SEATS.finditer(clause)}
            if len(builds) != 1 or len(seats) != 1 or _DOUBT.search(clause):
                continue
            n = next(iter(seats))
            key = (
                next(iter(builds)),
                int(n) if n.isdigit() else 1 if n == "single" else EN_NUMBERS[n],
            )
            own = table.get(key)
            if own is None or own == value or value not in held:
                continue
            first = min(m.start() for rx in (_BUILD, _SEATS) if (m := rx.search(clause)))
            if (cell := clause.rfind("|", 0, first)) >= 0:  # a table row: its item cell whole
                first = len(clause) - len(clause[cell + 1 :].lstrip())
            text = answer[start + first : fee.end()]
            why = f"the {key[0]} {key[1]}-seat row's fee is {own:,} won in tool outputs, not {value:,}"
            out.append(Claim(text, "money", value, start + first, fee.end(), why))
    return out
