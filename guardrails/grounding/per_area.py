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
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_objects, per_stage
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


def per_area_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Amounts said per an area their rows are not per."""
    areas = _row_areas(sources)  # (the stage's rows first: most outputs price no area)
    if not areas or _GATE.search(answer) is None:
        return []
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        if _DOUBT.search(sentence):
            continue
        for rx in (_AFTER, _BEFORE):
            for m in rx.finditer(sentence):
                fee = int(m.group("fee").replace(",", ""))
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
