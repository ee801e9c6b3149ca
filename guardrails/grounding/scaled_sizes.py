"""A fee for a size no row gives, worked out from a row's basis size.

A fee row may be priced at a basis size (``책꽂이 … (폭50cm×높이50cm 기준)``: ``"spec": "폭50cm×
높이50cm 기준"``, 1,000원) and say nothing of other sizes. An answer that prices another size by
scaling the row (``폭50cm×높이50cm 기준 1,000원이라, 높이 1m짜리는 2,000원으로 계산됩니다``, ``the
50 cm size is 1,000 won, so a 1 m one comes to 2,000 won``) states a rule no output gives: each
amount is some row's, yet none is the fee of that size.

The reading: in a sentence that states the fee of a row whose spec writes a measure (cm, m, mm), a
size said after that fee (``높이 1m짜리는``, ``a 1 m one``) that no row's spec writes (in cm: 1m is
100cm), followed in its clause by an amount that is not the basis row's fee — the amount, from the
size on, is flagged. A size a row's spec does write is that row's (``높이 1m 초과 5,000원``), and
its fee is read by the rows' own rules; a row priced per unit of size (``폭 1m당``) gives its own
rule for scaling, so it is no basis here.

Unsure readings never flag: a negated, asked or hedged clause (``1m짜리는 자료에 없어요``, ``may
be``), a size with no amount after it in its clause, outputs with no row priced at a measured spec.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_lists, per_stage
from guardrails.grounding.subjects import sentence_bounds

_SIZE: Final = re.compile(
    r"(?<![\d.,])(\d{1,4}(?:\.\d+)?)\s?(cm|㎝|센티미터|센티|mm|㎜|m|미터)(?![A-Za-z²])"
    r"(?!\s?(?:[x×*]|이하|이상|미만|초과|까지|넘))"
)
# a size at all: a cheap test before the rest
_GATE: Final = re.compile(r"\d\s?(?:[cm]?m|㎝|㎜|미터|센티)")
# centimetres per unit of length (read by :mod:`.per_length` too)
TO_CM: Final = {"cm": 1.0, "㎝": 1.0, "센티미터": 1.0, "센티": 1.0, "mm": 0.1, "㎜": 0.1,
                 "m": 100.0, "미터": 100.0}  # fmt: skip
_CLAUSE_END: Final = re.compile(r"[,;](?=\s)|(?<=[가-힣])(?:고|며|지만|는데)\s")
_DOUBT: Final = unsure(r"확인|문의|자료에|데이터에|따로|별도|listed|\bask|\bcheck|\bif\b")


def _cm(m: re.Match[str]) -> float:
    return round(float(m.group(1)) * TO_CM[m.group(2)], 3)


@per_stage
def _basis(sources: tuple[str, ...]) -> tuple[frozenset[int], frozenset[float]]:
    """The fees of rows priced at a measured spec, and every size (in cm) any row's spec or name
    writes."""
    fees: set[int] = set()
    sizes: set[float] = set()
    for node in json_lists(sources):
        for row in node:
            if not isinstance(row, dict):
                continue
            texts = [v for k in ("spec", "item_name", "name") if isinstance(v := row.get(k), str)]
            found = {_cm(m) for t in texts for m in _SIZE_IN_ROW.finditer(t)}
            sizes |= found
            fee = row.get("fee")
            spec = row.get("spec")
            if found and isinstance(spec, str) and type(fee) is int and fee > 0:
                if not _PER_UNIT.search(spec):  # "폭 1m당 8,000원": the row's own rate scales
                    fees.add(fee)
    return frozenset(fees), frozenset(sizes)


# a spec that prices per unit of size ("폭 1m당", "per 50 cm"): the row's own rule scales the fee
_PER_UNIT: Final = re.compile(r"당|마다|\bper\b|\beach\b", re.I)
# in a row's own words a size may be followed by anything ("50cm 이하", "50cmx높이")
_SIZE_IN_ROW: Final = re.compile(
    r"(?<![\d.,])(\d{1,4}(?:\.\d+)?)\s?(cm|㎝|센티미터|센티|mm|㎜|m|미터)(?![A-Za-z])"
)


def scaled_size_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """Amounts given to a size no row's spec writes, after a measured row's fee in the sentence."""
    fees, sizes = _basis(sources)  # once per stage
    if not fees or not _GATE.search(answer):
        return []
    money = [c for c in claims if c.kind == "money" and isinstance(c.value, int)]
    out: list[Claim] = []
    for lo, hi in sentence_bounds(answer):
        basis = [c for c in money if lo <= c.start < hi and c.value in fees]
        if not basis:
            continue
        for m in _SIZE.finditer(answer, basis[0].end, hi):
            if _cm(m) in sizes:
                continue
            close = _CLAUSE_END.search(answer, m.end(), hi)
            end = close.start() if close else hi
            fee = next((c for c in money if m.end() <= c.start < end), None)
            if fee is None or fee.value in {c.value for c in basis}:
                continue
            if _DOUBT.search(answer, m.start(), end):
                continue
            text = answer[m.start() : fee.end]
            why = f"no row gives a fee for {m.group(0)}: the rows are priced at their own size"
            out.append(Claim(text, "condition", fee.value, m.start(), fee.end, why))
    return out
