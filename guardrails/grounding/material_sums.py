"""One test for a figure worked out over the materials an answer's words select: it is the sum,
over each quantity stated for a material, of that quantity times the price per kilogram the tool
outputs give that material.

"신문지 10kg, 골판지 10kg 합치면 약 2,000원", "5 kg of newspaper and 5 kg of cardboard come to about
1,000 won", "각각 5kg씩이면 1,000원": a quantity is the material's named right before it ("신문지
10kg", "newspaper 5 kg") or right after it ("5 kg of cardboard", "10kg 신문지"), the nearest one;
one quantity said of each ("각각", "of each", "씩", "both") is a quantity of every material its
sentence names. The quantities are the figure's sentence's, else the ones the user stated (the
user's quantities are evidence for quantities, never for prices): "how much for 5 kg newspaper and
5 kg cardboard?" → "… that's about 1,000 won in total". A material is named by its record's name
or a spelling the vocabulary gives it (``cardboard`` for 골판지); a name several rows of different
prices answer to is unsure. Exact, or after 약/about within the rounding the figure shows.

This reading only supports: a figure it does not give is left to the other readings (an invented
total stays "not in tool outputs"), and it leaves a product :mod:`.products` holds to another
material's price than its clause names as flagged. It is gated by a sum or product word of the figure's sentence
and a weight stated there or by the user.

Round 57 (g73h3-0021): a figure whose clause adds the weights of two or more materials it names
("For 10 kg of EPS plus 10 kg of aluminium cans, that would come to about 12,000 won in total",
"EPS 10kg과 알루미늄캔 10kg을 합치면 총 …") is that total or wrong — not one material's product
(12,000 is the aluminium's alone; the total is 14,000): :func:`misadded_why`. Read only where its
clause states no amount of its own, says it adds (a sum word, ``plus``, ``합치``/``총``, or
``in total`` right after the figure) and every weight is bound to one sure material.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.approx import ABOUT, rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount
from guardrails.grounding.conversions import IN_KG
from guardrails.grounding.nodes import json_objects
from guardrails.grounding.products import HELD, MISADDED, misbound_product_why
from guardrails.grounding.shares import split_worth
from guardrails.grounding.sourced import KEYS
from guardrails.grounding.sum_words import SUM_VERBS

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence
    from guardrails.grounding.subjects import Context
    from guardrails.grounding.vocabulary import PlaceVocabulary

_WEIGHT: Final = re.compile(
    r"(?<![\d.,])(\d{1,4}(?:\.\d{1,2})?)\s?(kg|㎏|킬로그램|킬로|키로|톤|그램|t\b|ton(?:ne)?s?\b|g\b)",
    re.I,
)
_KG: Final = {"kg": 1.0, "㎏": 1.0, "킬로그램": 1.0, "킬로": 1.0, "키로": 1.0, **IN_KG}
# the figure's sentence says it is worked out (a sum or a product)
_WORKS: Final = re.compile(
    SUM_VERBS + r"|합치|합쳐|합하|더하|총|모두|전부|이면|(?<=[가-힣])면\s|받을|벌|"
    r"\b(?:would|fetch\w*|get|bring|worth|makes?|so|that'?s|for)\b|=",
    re.I,
)
_EACH: Final = re.compile(r"각각|(?<![가-힣])각\s?\d|씩|둘\s?다|\b(?:each|apiece|both)\b", re.I)
_NAME_KEYS: Final = ("item_name", "name", "item", "material")
_NEAR: Final = 14  # characters between a material's name and its quantity


@functools.lru_cache(maxsize=32)
def _prices(sources: tuple[str, ...]) -> dict[str, frozenset[float]]:
    """Each material name the outputs price per kilogram → its prices."""
    rx = KEYS["unit_price"]
    out: dict[str, set[float]] = {}
    for o in json_objects(sources):
        name = next((o[k] for k in _NAME_KEYS if isinstance(o.get(k), str)), None)
        if not name:
            continue
        for k, x in o.items():
            if rx.search(str(k)) and isinstance(x, int | float) and not isinstance(x, bool):
                out.setdefault(name, set()).add(float(x))
    return {k: frozenset(v) for k, v in out.items()}


def _surfaces(
    prices: dict[str, frozenset[float]], places: PlaceVocabulary | None
) -> list[tuple[str, frozenset[float]]]:
    """Every surface that names a priced material (its name, the vocabulary's spellings of it),
    longest first; a surface several materials of different prices share names neither."""
    found: dict[str, set[float]] = {}
    for name, ps in prices.items():
        forms = {name}
        if places is not None:
            canon = places.canonical(name)
            forms |= {canon, *places.forms.get(canon, ())}
        for f in forms:
            if len(f) >= 2:
                found.setdefault(f.lower(), set()).update(ps)
    return sorted(((s, frozenset(p)) for s, p in found.items()), key=lambda t: -len(t[0]))


def _named(
    text: str, surfaces: list[tuple[str, frozenset[float]]]
) -> list[tuple[int, int, frozenset[float]]]:
    """The materials named in ``text`` (lower-case): (start, end, prices), longest name first."""
    out: list[tuple[int, int, frozenset[float]]] = []
    for s, ps in surfaces:
        latin = s.isascii()
        for m in re.finditer(re.escape(s), text):
            a, b = m.start(), m.end()
            if latin and (
                text[a - 1 : a].isalnum() or (text[b : b + 1].isalpha() and text[b : b + 2] != "s ")
            ):
                continue  # "pet" in "petrol"; "newspapers" is newspaper
            if any(a < e and s0 < b for s0, e, _ in out):
                continue  # inside a longer name ("PET" of "PET(플레이크)")
            out.append((a, b, ps))
    return out


def _quantities(text: str) -> list[tuple[int, int, float]]:
    return [
        (m.start(), m.end(), float(m.group(1)) * _KG[m.group(2).lower()])
        for m in _WEIGHT.finditer(text)
        if m.group(2).lower() in _KG
    ]


def _totals(text: str, surfaces: list[tuple[str, frozenset[float]]]) -> list[float] | None:
    """The totals the quantities of ``text`` come to for the materials named beside them; None
    when a quantity names no material or a material is unsure."""
    qty = _quantities(text)
    names = _named(text, surfaces)
    if not qty or not names or any(len(ps) != 1 for *_, ps in names):
        return None
    if len(qty) == 1 and len(names) >= 2:  # "200 kg, half newspaper and half cardboard"
        per_kg = sorted({next(iter(ps)) for *_, ps in names})
        if (split := split_worth(text, qty[0][2], per_kg)) is not None:
            return [split]
    if len(qty) == 1 and len(names) >= 2 and _EACH.search(text):
        return [qty[0][2] * sum(next(iter(ps)) for *_, ps in names)]
    total = 0.0
    for qs, qe, kg in qty:
        near = [(qs - e, ps) for s, e, ps in names if 0 <= qs - e <= _NEAR] + [
            (s - qe, ps) for s, e, ps in names if 0 <= s - qe <= _NEAR
        ]
        if not near:
            return None
        total += kg * next(iter(min(near, key=lambda t: t[0])[1]))
    return [total]


def _said_before(c: Claim, answer: str) -> tuple[float, int, str] | None:
    """A positive money figure's amount, where its sentence starts (at most 240 characters back)
    and the sentence's words before it, lower-cased; None for any other claim."""
    v = amount(c)
    if c.kind != "money" or v is None or v <= 0:
        return None
    lo = max(0, c.start - 240)
    for m in SENTENCE_END.finditer(answer, lo, c.start):
        lo = m.end()
    return v, lo, answer[lo : c.start].lower()


def material_sum(
    c: Claim,
    answer: str,
    sources: tuple[str, ...],
    places: PlaceVocabulary | None,
    user: str = "",
) -> tuple[int, ...] | None:
    """The starts of the quantities (in the answer) of the sum ``c`` is (module docstring), () when
    they are the user's; None when ``c`` is no such sum."""
    if (before := _said_before(c, answer)) is None:
        return None
    v, lo, sentence = before
    if not _WORKS.search(sentence):
        return None
    mine = _quantities(sentence)
    if not mine and not _WEIGHT.search(user):
        return None
    prices = _prices(sources)
    if not prices:
        return None
    surfaces = _surfaces(prices, places)
    totals = _totals(sentence, surfaces) if mine else _totals(user.lower(), surfaces)
    if not totals:
        return None
    about = ABOUT.search(answer, max(0, c.start - 8), c.start) or ABOUT.search(
        answer, c.end, c.end + 8
    )
    tol = max(rounding_tolerance(c), 0.5) if about else 0.5
    if not any(math.isfinite(t) and abs(t - v) <= tol for t in totals):
        return None
    return tuple(lo + s for s, _e, _kg in mine)


def worked_materials(
    unsupported: Sequence[Claim],
    answer: str,
    sources: tuple[str, ...],
    places: PlaceVocabulary | None,
    user: str,
) -> set[int]:
    """Starts of flagged amounts that are such sums, and of the quantities they are worked from."""
    out: set[int] = set()
    for c in unsupported:
        if any(h in (c.why or "") for h in HELD):
            continue  # the product for another material's price than its clause names, or not
            # its quantity's equal shares
        if (
            c.kind == "money"
            and (used := material_sum(c, answer, sources, places, user)) is not None
        ):
            out |= {c.start, *used}
    return out


# the clause says it adds (a bare "and" lists; "plus", a sum word, 총 add)
_ADDS: Final = re.compile(SUM_VERBS + r"|\bplus\b|합치|합쳐|합하|더하|총", re.I)
_ADDS_AFTER: Final = re.compile(r"\s?(?:in\s+total|in\s+all|altogether|combined|total)\b", re.I)
_AMOUNT: Final = re.compile(r"\d\s?(?:원|won\b|krw\b)", re.I)


def misadded_why(
    c: Claim, answer: str, sources: tuple[str, ...], places: PlaceVocabulary | None
) -> str | None:
    """Why ``c``, said as the total of the weights of two or more materials its clause names, is
    not that total: "" when it is, None when ``c`` is no such total (module docstring, round 57)."""
    if (before := _said_before(c, answer)) is None:
        return None
    v, _lo, clause = before
    if not (_ADDS.search(clause) or _ADDS_AFTER.match(answer, c.end)) or _AMOUNT.search(clause):
        return None
    if len(_quantities(clause)) < 2:
        return None
    prices = _prices(sources)
    if not prices:
        return None
    total = _strict_total(clause, _surfaces(prices, places))
    if total is None or not math.isfinite(total):
        return None
    about = ABOUT.search(answer, max(0, c.start - 8), c.start) or ABOUT.search(
        answer, c.end, c.end + 8
    )
    tol = max(rounding_tolerance(c), 0.5) if about else 0.5
    if abs(total - v) <= tol:
        return ""
    return f"{c.text} {MISADDED} ({total:,.0f})"


# a quantity's own material: "10 kg of (baled) PET" after it, "EPS 10kg" right before it
_OF_AFTER: Final = re.compile(r"\s?(?:of\s(?:[a-z]+\s){0,2})?")
_BEFORE: Final = re.compile(r"\s?")


def _strict_total(text: str, surfaces: list[tuple[str, frozenset[float]]]) -> float | None:
    """The total of the quantities of ``text`` (two or more) each at the one price of the material
    written right against it ("10 kg of PET", "EPS 10kg"), two materials at least; None when a
    quantity has no such material, or one on each side (unsure: the sum is then not read)."""
    names = _named(text, surfaces)
    if len(names) < 2 or any(len(ps) != 1 for *_, ps in names):
        return None
    total, used = 0.0, set()
    for qs, qe, kg in _quantities(text):
        after = [n for n in names if _OF_AFTER.fullmatch(text, qe, n[0])]
        before = [n for n in names if _BEFORE.fullmatch(text, n[1], qs)]
        if len(after) + len(before) != 1:
            return None
        s, _e, ps = (after or before)[0]
        used.add(s)
        total += kg * next(iter(ps))
    return total if len(used) >= 2 else None


def misworked_why(c: Claim, ctx: Context, ev: Evidence) -> str | None:
    """Why money figure ``c`` is not worked for the materials its clause names: not the total of
    the weights it adds (:func:`misadded_why`), or the product for another material's price
    (:func:`.products.misbound_product_why`); None (or "") when neither reading flags it."""
    added = _weights_before(ctx, c.start) >= 2 and misadded_why(
        c, ctx.answer, ev.sources, ev.places
    )
    return added or misbound_product_why(c, ctx.answer, ctx.claims, ev.places)


def _weights_before(ctx: Context, start: int) -> int:
    """How many weights end in the 240 characters before ``start`` — the most the clause
    :func:`misadded_why` reads there can hold. The answer's weights are found once per check
    (``ctx.memo``), not once per money claim: the weight pattern opens with a lookbehind, tried
    at every position (~100 µs per check of the bench answer when run per claim)."""
    ends = ctx.memo.get(_MEMO)
    if ends is None:
        ends = ctx.memo[_MEMO] = [m.end() for m in _WEIGHT.finditer(ctx.answer)]
    assert isinstance(ends, list)
    return sum(1 for e in ends if start - 240 < e <= start)


_MEMO: Final = "material_sums.weights"
