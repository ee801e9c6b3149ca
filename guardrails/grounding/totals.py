"""A total worked out for a named subject uses that subject's amount: in "식탁의자는 2천원,
사무용 바퀴의자는 3천원이에요. 식탁의자 4개면 총 1만 2천원" the working must be 4 × 2천원, not
4 × 3천원 (the arithmetic alone comes out; the subject does not)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.subjects import Context

_NATIVE: Final = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8,
                  "아홉": 9, "열": 10, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                  "seven": 7, "eight": 8, "nine": 9, "ten": 10}  # fmt: skip
# a subject's quantity right after its name ("식탁의자 4개면", "chairs x 4")
_QUANTITY = re.compile(
    r"\s?(?:[xX×*]\s?)?(\d{1,3}|다섯|여섯|일곱|여덟|아홉|한|두|세|네|열)\s?"
    r"(?:개|대|장|점|세트|짝|벌)(?![가-힣]{0,1}당)"
)
_STATED = re.compile(
    r"\s?(?:은|는|이|가|도|의|:)?\s?(?:개당|대당|each\s)?\s?"
)  # "식탁의자는 2천원"
_ABOUT = re.compile(r"약|대략|쯤|정도|가량|about|around|roughly|approx", re.I)
_AMOUNTS: Final = ("money",)
_FRAME: Final = frozenset({"district", "sido", "region", "region_name"})


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
    s_start = ctx.sentences[ctx.sentence_of(figure.start)][0]
    if any(e.kind in _AMOUNTS and s_start <= e.start < figure.start for e in ctx.claims):
        return False  # other amounts in the working's sentence: a sum, read elsewhere
    named: list[tuple[Cue, int]] = []
    others = 0
    for q in ctx.cues_in(s_start, figure.start):
        if q.qualifier or q.groups <= _FRAME:
            continue  # 수성구, 대구: the frame of every row, not a term
        m = _QUANTITY.match(ctx.answer, q.end)
        if m:
            n = m.group(1)
            named.append((q, int(n) if n.isdigit() else _NATIVE[n]))
        else:
            others += 1
    if len(named) != 1 or others:
        return False
    cue, n = named[0]
    stated = _stated_amounts(ctx, cue.token, figure)
    if len(stated) != 1:
        return False
    expected = next(iter(stated)) * n
    about = _ABOUT.search(ctx.answer, max(0, figure.start - 8), figure.end + 8) is not None
    tol = max(0.05 * expected, 1.0) if about else 1e-6
    return abs(expected - float(figure.value)) > tol
