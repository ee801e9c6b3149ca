"""One test for an amount the answer works out for one material from the weight the user gave it:
that weight times the price per kilogram the tool outputs give that material.

"신문지 30키로하고 갈색 유리병 20키로 팔면 얼마?" → "신문지 kg당 120원, 갈색 유리 kg당 40원이라 신문지
3,600원에 유리 800원, 합쳐서 4,400원": each term names its material right before it and states no
weight of its own; the weight is the user's. The user's weights are paired with the material named
nearest them in the user's message (as :mod:`.material_sums` pairs them), by its record's name or a
spelling the vocabulary gives it, so "갈색 유리병 20키로" is 갈색 유리's 20 kg at 40원/kg. The amount's
clause (from the previous amount or sentence start) names the material by a word of that name
("유리 800원" for 갈색 유리, "the newspaper comes to 3,600 won"). Exact, or after 약/about within the
rounding the figure shows.

This reading only supports: a term priced at another material's rate ("유리 900원" at 백색 유리's
45원/kg) or worked from another material's weight ("신문지 2,400원") is left flagged, and so is a
product :mod:`.products` holds to another material's price than its clause names (or any figure
it holds: round 57, a total of several materials that is one material's product).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.approx import ABOUT, rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.material_sums import (
    _NEAR,
    _WEIGHT,
    _named,
    _prices,
    _quantities,
    _surfaces,
)
from guardrails.grounding.products import HELD

if TYPE_CHECKING:
    from guardrails.grounding.vocabulary import PlaceVocabulary

_WORD: Final = re.compile(r"[가-힣]{2,}|[a-z]{3,}")
_CLAUSE: Final = 24  # characters of the amount's clause read before it


def _user_weights(
    user: str, sources: tuple[str, ...], places: PlaceVocabulary | None
) -> list[tuple[str, float, float]]:
    """(material name, kilograms, price per kg) for each weight the user pairs with a material of
    one price, nearest first (as :mod:`.material_sums` pairs an answer's)."""
    text = user.lower()
    qty = _quantities(text)
    prices = _prices(sources) if qty else {}
    if not prices:
        return []
    names = _named(text, _surfaces(prices, places))
    out: list[tuple[str, float, float]] = []
    for qs, qe, kg in qty:
        near = [(qs - e, s, e, ps) for s, e, ps in names if 0 <= qs - e <= _NEAR] + [
            (s - qe, s, e, ps) for s, e, ps in names if 0 <= s - qe <= _NEAR
        ]
        if near:
            _d, s, e, ps = min(near, key=lambda t: t[0])
            if len(ps) == 1:
                out.append((text[s:e], kg, next(iter(ps))))
    return out


def worked_user_products(
    unsupported: Sequence[Claim],
    answer: str,
    sources: tuple[str, ...],
    places: PlaceVocabulary | None,
    user: str,
) -> set[int]:
    """Starts of flagged amounts that are a user's weight times its material's price."""
    if not user or not any(c.kind == "money" for c in unsupported) or not _WEIGHT.search(user):
        return set()
    weights = _user_weights(user, sources, places)
    if not weights:
        return set()
    return {
        c.start
        for c in unsupported
        if not any(h in (c.why or "") for h in HELD) and _user_product(c, answer, weights, places)
    }


def _user_product(
    c: Claim,
    answer: str,
    weights: Sequence[tuple[str, float, float]],
    places: PlaceVocabulary | None,
) -> bool:
    """Whether ``c`` is a user's weight times its material's price, its clause naming that
    material and stating no weight of its own (module docstring)."""
    v = amount(c)
    if c.kind != "money" or v is None or v <= 0 or not weights:
        return False
    lo = max(0, c.start - _CLAUSE)
    for m in SENTENCE_END.finditer(answer, lo, c.start):
        lo = m.end()
    clause = answer[lo : c.start].lower()
    cut = max((m.end() for m in re.finditer(r"\d\s?(?:원|won)\b|\d원", clause)), default=0)
    clause = clause[cut:]  # from the previous amount on
    if not clause.strip() or _WEIGHT.search(clause):
        return False
    said = set(_WORD.findall(clause))
    about = ABOUT.search(answer, max(0, c.start - 8), c.start) or ABOUT.search(
        answer, c.end, c.end + 8
    )
    tol = max(rounding_tolerance(c), 0.5) if about else 0.5
    for name, kg, price in weights:
        words = set(_WORD.findall(name))
        if places is not None:
            canon = places.canonical(name)
            words |= {
                w for f in (canon, *places.forms.get(canon, ())) for w in _WORD.findall(f.lower())
            }
        if not any(w.startswith(n) for w in said for n in words):  # "신문지가", "유리병이"
            continue
        t = kg * price
        if math.isfinite(t) and abs(t - v) <= tol:
            return True
    return False
