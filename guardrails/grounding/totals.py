"""A total worked out for a named subject uses that subject's amount: in "식탁의자는 2천원,
사무용 바퀴의자는 3천원이에요. 식탁의자 4개면 총 1만 2천원" the working must be 4 × 2천원, not
4 × 3천원 (the arithmetic alone comes out; the subject does not)."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Final

from guardrails.grounding.approx import said_about
from guardrails.grounding.arithmetic import equation_result
from guardrails.grounding.backward import PLACE_LABELS
from guardrails.grounding.claims import Claim
from guardrails.grounding.headings import heading_above
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.records import Fact
    from guardrails.grounding.subjects import Context

# a subject's quantity right after its name ("식탁의자 4개면", "chairs x 4")
_QUANTITY = re.compile(
    r"\s?(?:[xX×*]\s?)?(\d{1,3}|다섯|여섯|일곱|여덟|아홉|한|두|세|네|열)\s?"
    r"(?:개|대|장|점|세트|짝|벌)(?![가-힣]{0,1}당)"
)
_STATED = re.compile(
    r"\s?(?:은|는|이|가|도|의|:)?\s?(?:개당|대당|each\s)?\s?"
)  # "식탁의자는 2천원"
_AMOUNTS: Final = ("money",)
# an amount said of one piece, not of the supposed quantity ("30,000원짜리", "5,000원씩", "… won each")
_PER_PIECE: Final = re.compile(r"\s?(?:짜리|씩|each\b|apiece\b|a piece\b|ones?\b)", re.I)


def _stated_amounts(ctx: Context, token: str, figure: Claim) -> set[float]:
    """The amounts the answer states right after a name of ``token`` ("식탁의자는 2천원")."""
    out: set[float] = set()
    for e in ctx.claims:
        if e is figure or e.kind not in _AMOUNTS or not isinstance(e.value, int | float):
            continue
        named = [q for q in ctx.cues_in(max(0, e.start - 16), e.start) if q.token == token]
        if named and _STATED.fullmatch(ctx.answer, named[-1].end, e.start):
            out.add(float(e.value))
    return out


def misbound_total(figure: Claim, ctx: Context) -> bool:
    """Whether ``figure`` totals a quantity of a named subject ("식탁의자 4개면 총 …") whose
    amount the answer states, and does not come out with that amount. Unsure (False) when the
    sentence names other subjects or amounts, or the subject has no single stated amount."""
    if figure.kind not in _AMOUNTS or not isinstance(figure.value, int | float):
        return False
    s_start = ctx.sentence_start(figure.start)
    if any(e.kind in _AMOUNTS and s_start <= e.start < figure.start for e in ctx.claims):
        return False  # other amounts in the working's sentence: a sum, read elsewhere
    named: list[tuple[Cue, int]] = []
    others = 0
    for q in ctx.cues_in(s_start, figure.start):
        if q.qualifier or q.groups <= PLACE_LABELS:
            continue  # 수성구, 대구: the frame of every row, not a term
        m = _QUANTITY.match(ctx.answer, q.end)
        if m:
            n = m.group(1)
            named.append((q, int(n) if n.isdigit() else NATIVE[n]))
        else:
            others += 1
    if len(named) != 1 or others:
        return False
    cue, n = named[0]
    stated = _stated_amounts(ctx, cue.token, figure)
    if len(stated) != 1:
        return False
    expected = next(iter(stated)) * n
    about = said_about(ctx.answer, figure.start, figure.end)
    tol = max(0.05 * expected, 1.0) if about else 1e-6
    return abs(expected - float(figure.value)) > tol


# "의자 4개(개당 2천원 → 8천원)": a price per unit in the bracket a named item's quantity opens
_QTY_BRACKET = re.compile(
    r"\s?(?:\d{1,3}|한|두|세|네|다섯)\s?(?:개|대|장|점|세트|짝|벌)\s?[(（]\s?"
    r"(?:개당|대당|장당|점당|each\s|per\s(?:item|piece)\s)?\s?"
)


def per_unit_of_item(c: Claim, matches: Sequence[Fact], ctx: Context) -> bool:
    """Whether amount ``c`` is a price per unit written in the bracket after a named item's
    quantity, and a record of that item gives it (the item the bracket opens after is the
    subject, not the sentence's first item: "식탁 1개(9천원)에 의자 4개(개당 2천원 → 8천원)")."""
    if c.kind not in ("unit_price", "money"):
        return False
    for q in reversed(list(ctx.cues_in(max(0, c.start - 30), c.start))):
        if _QTY_BRACKET.fullmatch(ctx.answer, q.end, c.start):
            return any(q.token in f.tokens for f in matches)
    return False


# from a named item's quantity to its amount ("신발장 2개 6,000원", "의자 4개면 8천원")
_THEN_AMOUNT = re.compile(r"\s?(?:이면|면|에|에는|은|는|:|=|→|[(（])?\s?(?:약\s?|총\s?)?")


def named_quantity_amount(figure: Claim, ctx: Context) -> bool:
    """Whether ``figure`` follows a named item's quantity ("신발장 2개 6,000원") and is that
    quantity times an amount the answer states for the item ("신발장은 3,000원 또는 5,000원"):
    the item's working, whatever other row also holds the figure. "신발장 2개 8,000원" is no
    such working and stays bound to the row that holds it."""
    if figure.kind not in _AMOUNTS or not isinstance(figure.value, int | float):
        return False
    for q in reversed(list(ctx.cues_in(max(0, figure.start - 24), figure.start))):
        m = _QUANTITY.match(ctx.answer, q.end)
        if m is None or not _THEN_AMOUNT.fullmatch(ctx.answer, m.end(), figure.start):
            continue
        n = int(m.group(1)) if m.group(1).isdigit() else NATIVE[m.group(1)]
        return n > 1 and any(
            abs(n * t - float(figure.value)) < 1e-6 for t in _stated_tiers(ctx, q.token, figure)
        )
    return False


def _stated_tiers(ctx: Context, token: str, figure: Claim) -> set[float]:
    """The amounts the answer states right after a name of ``token``, with the alternatives
    that follow them ("신발장은 3,000원 또는 5,000원": both)."""
    amounts = [e for e in ctx.claims if e.kind in _AMOUNTS and isinstance(e.value, int | float)]
    out: set[float] = set()
    for k, e in enumerate(amounts):
        if e is figure:
            continue
        named = [q for q in ctx.cues_in(max(0, e.start - 16), e.start) if q.token == token]
        if not named or not _STATED.fullmatch(ctx.answer, named[-1].end, e.start):
            continue
        out.add(float(e.value))  # type: ignore[arg-type]
        for prev, nxt in zip(amounts[k:], amounts[k + 1 :], strict=False):
            if nxt is figure or not ALTERNATIVE.fullmatch(ctx.answer, prev.end, nxt.start):
                break
            out.add(float(nxt.value))  # type: ignore[arg-type]
    return out


# a total said to be the least or the most ("합계 최소 4,000원", "at least 4,000 won", "최대 8천원")
_LEAST_BEFORE = re.compile(r"(?:최소|최저|적어도|적게는|at\sleast|a\sminimum\sof|minimum\sof|no\sless\sthan)"
                           r"\s?(?:한\s?)?$", re.I)  # fmt: skip
_MOST_BEFORE = re.compile(r"(?:최대|많게는|at\smost|a\smaximum\sof|maximum\sof|up\sto|no\smore\sthan)"
                          r"\s?(?:한\s?)?$", re.I)  # fmt: skip
_LEAST_AFTER = re.compile(r"\s?(?:이상|부터|or\smore|minimum)")
_MOST_AFTER = re.compile(r"\s?(?:이하|까지|or\sless|maximum|max\b)")
_BOUND_WORD = re.compile(
    r"최|적어도|적게는|많게는|이상|부터|이하|까지|least|minimum|most|maximum|up\sto|more|less|max"
)
# the quantity a sentence supposes ("2개면", "두 개 버리면", "for two", "x 2")
_SUPPOSED = re.compile(
    r"(?<![\d,.])(\d{1,2}|두|세|네|다섯)\s?(?:개|대|장|점|세트|짝|벌)(?:를|을|면|이면|\s?다|\s?버리|\s?모두|\s?합)"
    r"|\b(?:for|x|×)\s?(\d{1,2}|two|three|four|five)\b"
    r"|\b(two|three|four|five)\s(?:[a-z]+\s)?(?:sections|pieces|items|units|sets|chairs|beds)\b",
    re.I,
)
# a rate the whole sentence is worked at ("At the lowest rate, two sections come to …", "가장 싼
# 요금으로 두 개면 …"): its total is the least (the most)
_LEAST_RATE = re.compile(
    r"\b(?:lowest|cheapest)\s(?:rate|tier|fee|price)|(?:최저|가장\s?(?:싼|낮은|저렴한))\s?(?:요금|금액|구간)",
    re.I,
)
_MOST_RATE = re.compile(
    r"\b(?:highest|top)\s(?:rate|tier|fee|price)|(?:최고|가장\s?(?:비싼|높은))\s?(?:요금|금액|구간)",
    re.I,
)


@functools.lru_cache(maxsize=64)
def _bounds_said(answer: str) -> bool:
    return _BOUND_WORD.search(answer) is not None


def _supposed_quantity(answer: str, start: int, end: int) -> tuple[int, int] | None:
    """The one quantity supposed between ``start`` and ``end``, and where it is written."""
    found = list(_SUPPOSED.finditer(answer, start, end))
    if len({next(g for g in m.groups() if g).lower() for m in found}) != 1:
        return None  # none, or several quantities: unsure
    n = next(g for g in found[0].groups() if g).lower()
    value = int(n) if n.isdigit() else NATIVE.get(n) or EN_NUMBERS.get(n)
    return (value, found[0].start()) if value else None


# what joins the amounts of one item's tiers ("10,000원 또는 15,000원", "3,000, 4,000 or 5,000 won",
# "7,000원이나 9,000원", "4,000 / 6,000"); the listed amounts a count counts are joined the same way
ALTERNATIVE = re.compile(
    r"\s?(?:,|·|/|또는|혹은|이나|이랑|and|or|~|∼|〜|–|-)\s?(?:or\s|and\s|또는\s)?", re.I
)
# the ends of a range of totals ("10,000원~18,000원", "8,000원에서 12,000원", "between 8,000 and
# 10,000 won"): the near end is the least, the far end the most
_RANGE_JOINT = re.compile(r"\s?(?:[~∼〜–-]|에서|부터|to|and)\s?", re.I)
_BETWEEN = re.compile(r"between\s(?:about\s)?$", re.I)


@functools.lru_cache(maxsize=64)
def _supposes(answer: str) -> bool:
    return _SUPPOSED.search(answer) is not None


def range_side(figure: Claim, ctx: Context) -> tuple[str, Claim] | None:
    """Whether ``figure`` opens a range of amounts ("least") or closes one ("most"), and the
    range's other end."""
    amounts = [e for e in ctx.claims if e.kind in _AMOUNTS]
    i = next((k for k, e in enumerate(amounts) if e is figure), None)
    if i is None:
        return None
    answer = ctx.answer

    def joined(a: Claim, b: Claim) -> bool:
        m = _RANGE_JOINT.fullmatch(answer, a.end, b.start)
        if m is None:
            return False
        return "and" not in m.group(0).lower() or bool(
            _BETWEEN.search(answer, max(0, a.start - 16), a.start)
        )

    if i > 0 and joined(amounts[i - 1], figure):
        return "most", amounts[i - 1]
    if i + 1 < len(amounts) and joined(figure, amounts[i + 1]):
        return "least", amounts[i + 1]
    return None


def _runs(answer: str, claims: Sequence[Claim]) -> list[list[float]]:
    """The amounts in ``claims`` (in order) as runs of one item's alternatives: consecutive
    amounts joined only by a comma, 또는, or, a slash or a range sign."""
    runs: list[list[float]] = []
    prev: Claim | None = None
    for e in claims:
        if prev is not None and ALTERNATIVE.fullmatch(answer, prev.end, e.start):
            runs[-1].append(float(e.value))  # type: ignore[arg-type]
        else:
            runs.append([float(e.value)])  # type: ignore[arg-type]
        prev = e
    return runs


def extreme_total_why(figure: Claim, ctx: Context) -> str | None:
    """Why a total said to be the least (or the most) of a quantity the sentence supposes is not
    a total of the amounts the answer states before the quantity (in its sentence, else up to
    three sentences back): that quantity times the lowest (highest) of them or of one item's
    tiers, or the sum of the lowest (highest) tiers of as many items ("침대가 10,000원 또는
    15,000원, 돌침대가 15,000원 또는 20,000원 … 두 개 합치면 최소 25,000원"); "2,000원 또는
    4,000원 … 2개면 합계 최소 6,000원" (the least is 4,000원) fails. The ends of a range after a
    supposed quantity ("두 개 합치면 10,000원~18,000원") are the least and the most: an end that
    does not come out fails only when the other end is the other extreme of one such total (a
    range may be of anything else). A sentence that supposes no quantity is worked for the one its
    block's heading supposes (``**2개 합계**`` over ``최소 6,000원 ~ 최대 10,000원``: :mod:`.headings`).
    Round 37: a term of a written working under a bound word ("많게는 3,000원 + 8,000원 = 11,000원",
    "최소 1,000원 × 2 = 2,000원") is read through its working's result, over the amounts stated
    anywhere before the quantity ("많게는 3,000원 + 7,000원 = 10,000원" fails when 11,000원 is the most).
    Empty when it comes out; None when unsure (no bound word or
    range, no single quantity, fewer than two amounts): the other rules read it."""
    if figure.kind not in _AMOUNTS or not isinstance(figure.value, int | float):
        return None
    if not _supposes(ctx.answer):
        return None  # (one search per answer: most answers suppose no quantity)
    if _PER_PIECE.match(ctx.answer, figure.end):
        return None  # "최대 30,000원짜리도 있으니", "up to 30,000 won ones": one piece, no total
    least = most = False
    if _bounds_said(ctx.answer) and _BOUND_WORD.search(
        ctx.answer, max(0, figure.start - 12), figure.end + 12
    ):
        head = ctx.answer[max(0, figure.start - 12) : figure.start]
        least = bool(_LEAST_BEFORE.search(head) or _LEAST_AFTER.match(ctx.answer, figure.end))
        most = bool(_MOST_BEFORE.search(head) or _MOST_AFTER.match(ctx.answer, figure.end))
    if least == most:  # no bound beside the figure: a rate its sentence is worked at
        before = ctx.answer[ctx.sentence_start(figure.start) : figure.start]
        least = _LEAST_RATE.search(before) is not None
        most = _MOST_RATE.search(before) is not None
    partner: Claim | None = None
    result = equation_result(figure, ctx.answer, ctx.claims)  # "최대 3,000원 × 2 = 6,000원"
    if least == most and result is not None:
        return None  # a term of a working no bound word is said of: the arithmetic's
    if least == most:
        side = range_side(figure, ctx)
        if side is None:
            return None
        least, partner = side[0] == "least", side[1]
    s_start = ctx.sentence_start(figure.start)
    supposed = _supposed_quantity(ctx.answer, s_start, figure.start)
    lo = ctx.sentence_start(max(0, s_start - 1))
    if supposed is None and (heading := heading_above(ctx.answer, figure.start)) is not None:
        supposed = _supposed_quantity(ctx.answer, *heading)  # "**2개 합계**" / "최소 6,000원 ~ …"
        lo = ctx.sentence_start(max(0, heading[0] - 1))
    if supposed is None or supposed[0] < 2:
        return None
    n, at = supposed
    totals = _extreme_totals(ctx, n, 0 if result else lo, at)  # a working's terms: any item stated
    if not totals:
        return None
    v, k = float((result or figure).value), 0 if least else 1  # type: ignore[arg-type]
    if any(abs(t[k] - v) < 1e-6 for t in totals):
        return ""  # it comes out: supported
    bound = "least" if least else "most"
    if result is not None:  # the bound is said of the working's result
        return (
            f"{figure.text} works out {result.text}, not the {bound} of {n} ({totals[0][k]:,.0f})"
        )
    if partner is not None:  # a range: its other end must be the other extreme of one total
        w = float(partner.value)  # type: ignore[arg-type]
        other = [t for t in totals if abs(t[1 - k] - w) < 1e-6]
        if not other:
            return None
        return f"{figure.text} is not the {bound} of {n} (that is {other[0][k]:,.0f})"
    return f"{figure.text} is not the {bound} of {n} (that is {totals[0][k]:,.0f})"


def _extreme_totals(ctx: Context, n: int, lo: int, at: int) -> list[tuple[float, float]]:
    """(least, most) of each total of ``n`` items over the amounts stated from the sentence at
    ``lo`` (or up to two sentences further back when it states fewer than two) to ``at``: ``n``
    times the lowest (highest) of them all or of one item's tiers, and the sum of the lowest
    (highest) tiers of ``n`` items; [] when fewer than two amounts are stated."""
    stated = _amounts_between(ctx, lo, at)
    for _ in range(2 if len(stated) < 2 else 0):
        lo = ctx.sentence_start(max(0, lo - 1))
        stated = _amounts_between(ctx, lo, at)
        if len(stated) >= 2 or lo == 0:
            break
    if len(stated) < 2:
        return []
    amounts = [float(e.value) for e in stated]  # type: ignore[arg-type]
    runs = _runs(ctx.answer, stated)
    out = [(n * min(amounts), n * max(amounts)), *((n * min(r), n * max(r)) for r in runs)]
    if len(runs) <= 6:
        out += [
            (sum(min(r) for r in combo), sum(max(r) for r in combo))
            for combo in combinations(runs, n)
        ]
    return out


def _amounts_between(ctx: Context, lo: int, at: int) -> list[Claim]:
    """The amounts stated from ``lo`` to ``at`` (not a range's other end after the quantity)."""
    return [
        e
        for e in ctx.claims
        if e.kind in _AMOUNTS and isinstance(e.value, int | float) and lo <= e.start < at
    ]
