"""A length the answer works a per-length fee out for.

Some fee rows charge by length: ``카펫(카페트) (긴 면 기준 100cm 당)`` 2,000원. An answer that works
the fee out names a length — the user's, or its own example (``카펫이 200cm라면 4,000원이고``) —
and charges the fee for that many units. The example is no output's number (they write 100cm), so
it was flagged, though it is only the quantity of the working, as a count of items is.

A length said as an example (``…라면``/``…이면``, ``if``/``say``; a length said as a fact must be
the user's, round 32) — a number with cm, m or mm, or a distance in metres — is supported here
when some row's spec or name charges per a length (``N cm 당``/``마다``, ``per N cm``) and its
sentence, after it, states an amount that is that row's fee times the length in those units
(no rounding up of a part unit: no output states one). A length whose amount does not come out
(``3 m … 8,000 won``), or said with no amount, stays as the pool reads it. The amount of such a
working is supported by the same arithmetic: a per-length fee for a length its sentence states
before it (:func:`length_amount`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.claims import SENTENCE_END, Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.scaled_sizes import TO_CM

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

_PER: Final = re.compile(
    r"(\d+(?:\.\d+)?)\s?(mm|cm|m|센티미터|센티|미터)\s?(?:당|마다)"
    r"|\bper\s(\d+(?:\.\d+)?)\s?(mm|cm|m)\b",
    re.I,
)
_GATE: Final = re.compile(r"당|마다|per", re.I)
# a length said as an example, not as the user's thing's: "카펫이 200cm라면", "150cm 러그라면", "If
# it is 400 cm long", "say a 2 m rug" (a length said as a fact is the user's, or invented)
_IF_AFTER: Final = re.compile(r"[^.!?\n\d]{0,8}?(?:라면|이면|(?<=[가-힣])면\b|일\s?(?:경우|때))")
_IF_BEFORE: Final = re.compile(
    r"\b(?:if|say|suppose|supposing|assuming|for example|e\.g\.)\b[^.!?\n\d]{0,24}$|예를\s?들어\s?$",
    re.I,
)


@per_stage
def _rates(sources: tuple[str, ...]) -> tuple[tuple[float, float], ...]:
    """(length in cm, fee) of each fee row that charges per a length."""
    out: set[tuple[float, float]] = set()
    for root in parsed(sources):
        rows = root.get("items") if isinstance(root, dict) else None
        for r in rows if isinstance(rows, list) else ():
            fee = r.get("fee") if isinstance(r, dict) else None
            if not isinstance(fee, int | float) or not fee:
                continue
            words = " ".join(t for k in ("spec", "item_name") if isinstance(t := r.get(k), str))
            if not _GATE.search(words):
                continue
            for m in _PER.finditer(words):
                n, unit = (m[1], m[2]) if m[1] else (m[3], m[4])
                out.add((float(n) * TO_CM[unit.lower()], float(fee)))
    return tuple(sorted(out))


def _in_cm(c: Claim) -> float | None:
    v: Any = c.value
    if c.kind == "distance" and isinstance(v, float) and re.search(r"\dm\b|\d\sm\b|미터", c.text):
        return v * 100.0  # "a 3 m carpet": a distance in metres
    if isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], int | float):
        scale = TO_CM.get(str(v[1]).lower())
        return None if scale is None else float(v[0]) * scale
    return None


def _fits(length: float, amount: float, rates: tuple[tuple[float, float], ...]) -> bool:
    """Whether ``amount`` is some rate's fee for ``length`` cm: no rounding of a part unit, which
    no output states (``180cm면 4단위로 올림해서 6,000원`` over 50cm 당 1,500원 is invented)."""
    return any(abs(amount - fee * length / unit) < 1e-6 for unit, fee in rates)


def length_example(
    c: Claim, answer: str, claims: tuple[Claim, ...], sources: tuple[str, ...]
) -> bool:
    """Whether length ``c`` is the quantity its sentence then charges a per-length fee for."""
    length = _in_cm(c)
    if not length or not (rates := _rates(sources)):
        return False
    if not _IF_AFTER.match(answer, c.end) and not _IF_BEFORE.search(
        answer, max(0, c.start - 40), c.start
    ):
        return False
    end = m.start() if (m := SENTENCE_END.search(answer, c.end)) else len(answer)
    return any(
        _fits(length, float(e.value), rates)
        for e in claims
        if e.kind == "money" and c.end <= e.start and e.end <= end
        if isinstance(e.value, int | float)
    )


def length_amount(c: Claim, ctx: Context, sources: tuple[str, ...]) -> bool:
    """Whether amount ``c`` is a per-length fee for a length its sentence states before it
    (``150cm 러그라면 4,500원``, ``so a 1.5 m rug is 4,500 won``)."""
    if c.kind != "money" or not isinstance(c.value, int | float) or not (rates := _rates(sources)):
        return False
    start = max((m.end() for m in SENTENCE_END.finditer(ctx.answer, 0, c.start)), default=0)
    return any(
        _fits(length, float(c.value), rates)
        for e in ctx.claims
        if start <= e.start and e.end <= c.start and (length := _in_cm(e))
    )
