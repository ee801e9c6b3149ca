"""A fee per area must be per the area its row states.

Fee rows of rugs, carpets, mats and flooring are often per an area: ``카펫, 돗자리 (3.3㎡당)``
(spec ``3.3㎡당``), ``장판 1㎡당``, ``평당``. An answer that gives the fee per another area —
``2,000 won per square meter`` or ``㎡당 2,000원`` where the row is per 3.3㎡ — has changed the
unit, and the figure is off by the ratio; the fee itself matches a row, so the value check passes it.

Read: an amount said per an area (``N won per [q] square meter(s)``, ``N원/㎡``, ``per m²``, ``[q]㎡당
N원``, ``평당 N원``, a bare per-area with no quantity being one unit: 1㎡ or 1평 = 3.3㎡). Held
against the rows that hold that fee and state a per-area in their spec or name: supported when one
of them is per the same area (within 5 %); flagged when every such row is per another. Unsure,
never flagged: no row of that fee states a per-area (the fee is not such a row's), a negated or
asked sentence.

Round 53 (r53a): over outputs that write no area at all (no ``㎡``, ``평``, ``면적``, ``area`` in any
of them), a per-area given to the fee of a row (``카페트: 1,000원 (1㎡당)``, ``1,000 won per square
meter``) is a unit no output states: the row's fee is per the item. A per-area in a bracket after the
fee (``1,000원 (1㎡당)``, ``1,000 won (per m²)``) is read as one after it.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_objects, lowered_text, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.units import sentences

__all__ = ["per_area_claims"]

_GATE = re.compile(r"㎡|m²|m2\b|제곱미터|평당|square\s?met|sq\.?\s?m\b|pyeong", re.I)
_GATE = gated(_GATE)  # :mod:`.opening_gate`: the same matches, skipped to
_AREA: Final = r"(?:㎡|m²|m2\b|제곱\s?미터|sq\.?\s?m\b|square\s?met(?:er|re)s?)"
_FEE: Final = r"(?P<fee>\d{1,3}(?:,\d{3})+|\d+)\s?(?:원|won|KRW)"
_QTY: Final = r"(?P<q>\d+(?:\.\d+)?)"
# "2,000 won per square meter", "2,000원/㎡", "2,000 won per 3.3 m²", "2,000 won per pyeong"
_AFTER: Final = re.compile(
    rf"{_FEE}\s?(?:/\s?|\s?per\s(?:one\s|a\s|each\s)?|\s?당\s?)(?:{_QTY}\s?)?(?P<u>{_AREA}|평|pyeong)",
    re.I,
)
# "㎡당 2,000원", "3.3㎡당 2,000원", "평당 2,000원"
_BEFORE: Final = re.compile(
    rf"(?:{_QTY}\s?)?(?P<u>{_AREA}|평)\s?(?:당|마다)\s?(?:[가-힣]{{1,4}}\s)?{_FEE}", re.I
)
# round 53 (r53a): "1,000원 (1㎡당)", "1,000 won (per m²)": the per-area in a bracket after the fee
_BRACKET: Final = re.compile(
    rf"{_FEE}\s?[(（]\s?(?:per\s(?:one\s|a\s|each\s)?)?(?:{_QTY}\s?)?(?P<u>{_AREA}|평|pyeong)"
    r"\s?(?:당|마다)?\s?[)）]",
    re.I,
)
# an area any output writes (a per-area said over outputs that write none is the writer's own)
_WRITTEN: Final = re.compile(r"㎡|m²|m2\b|제곱|평당|평\)|square|sq\.?\s?m\b|pyeong|면적|\barea\b")
# a row's per-area: "3.3㎡당", "1㎡당", "평당", "(3.3㎡당)"
_ROW_AREA: Final = re.compile(rf"(?:{_QTY}\s?)?(?P<u>{_AREA}|평)\s?(?:당|마다|per)", re.I)
_DOUBT: Final = unsure(r"약\s?\d|about|roughly")
_PYEONG: Final = 3.3


def _area(q: str | None, unit: str) -> float:
    """The area in ㎡ of a quantity and its unit (none: one unit)."""
    n = float(q) if q else 1.0
    return n * _PYEONG if unit in ("평", "pyeong", "Pyeong") else n


@per_stage
def _row_areas(sources: tuple[str, ...]) -> dict[int, frozenset[float]]:
    """Each fee of a row that states a per-area, and the areas (㎡) its rows are per."""
    out: dict[int, set[float]] = {}
    for obj in json_objects(sources):
        fee = obj.get("fee")
        if not isinstance(fee, int) or isinstance(fee, bool):
            continue
        label = " ".join(str(obj.get(k) or "") for k in ("spec", "item_name", "name"))
        for m in _ROW_AREA.finditer(label):
            out.setdefault(fee, set()).add(_area(m.group("q"), m.group("u")))
    return {k: frozenset(v) for k, v in out.items()}


@per_stage
def _fees(sources: tuple[str, ...]) -> frozenset[int]:
    """The fees of the outputs' rows."""
    return frozenset(
        fee
        for obj in json_objects(sources)
        if isinstance(fee := obj.get("fee"), int) and not isinstance(fee, bool)
    )


def per_area_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Amounts said per an area their rows are not per."""
    areas = _row_areas(sources)  # (the stage's rows first: most outputs price no area)
    if _GATE.search(answer) is None:
        return []
    # round 53 (r53a): no output writes an area at all — every per-area the answer gives a fee of
    # a row is its own unit ("카페트: 1,000원 (1㎡당)" over a row of a carpet at 1,000원)
    unpriced = not areas and _WRITTEN.search(lowered_text(sources)) is None
    if not areas and not unpriced:
        return []
    fees = _fees(sources) if unpriced else frozenset()
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        if _DOUBT.search(sentence):
            continue
        for rx in (_AFTER, _BEFORE, _BRACKET):
            for m in rx.finditer(sentence):
                fee = int(m.group("fee").replace(",", ""))
                if unpriced:
                    if fee in fees:
                        why = f"no tool output prices the {fee:,}원 row by area"
                        text = m.group(0)
                        out.append(
                            Claim(text, "condition", text, lo + m.start(), lo + m.end(), why)
                        )
                    continue
                rows = areas.get(fee)
                if not rows:
                    continue
                said = _area(m.group("q"), m.group("u"))
                if any(abs(said - a) <= 0.05 * a for a in rows):
                    continue
                per = " or ".join(f"{a:g}㎡" for a in sorted(rows))
                why = f"the {fee:,}원 row is per {per}, not per {said:g}㎡"
                text = m.group(0)
                out.append(Claim(text, "condition", text, lo + m.start(), lo + m.end(), why))
    return out
