"""A figure the answer has already given, repeated as the basis to go by.

After giving two prices (``PET(압축) 350원/kg``, ``PET(플레이크) 650원/kg``), an answer advises which
one to use: ``flake는 … 가공된 원료라서, 그냥 모은 페트병이면 350원 기준으로 생각하세요``, ``Flakes are
washed and shredded …, so for bottles you've just collected, the 350 won/kg figure is the realistic
one``. The repeated figure states no new fact: it points back at a value the answer stated and
bound to its row. Binding reads it afresh, and the nearest name before it is the row the
sentence sets aside (flake), so it was flagged as flake's price.

A value said as a basis — ``V 기준으로``/``V을 기준으로`` (보세요, 생각하세요, 잡으세요, 계산하면),
``the V figure``/``rate``/``price``, ``go by V``, ``based on V`` — is supported when the same
amount (a price per kg and a bare amount of the same number alike) was stated earlier in the
answer and supported there. A basis figure the answer never stated before is read as any value.

A figure picked from those given (round 54): ``병째 모아 파시믄 350원 쪽입니더`` ("it's the 350 side"),
``you'd be on the 350 won/kg side``, ``the 350 won/kg one``. It too points back at a figure stated
and supported above, and the subject an earlier line names is not its own; but a row its own sentence
names still binds it (``플레이크로 파시면 350원 쪽``, ``As flake, you'd be on the 350 won/kg side``:
flake's row, whose price is 650원), so a pick is read so only when its sentence names nothing
before it — within its own clause (round 56): a row named before a contrast or a reason
(``플레이크는 650원인데 그건 가공된 원료 가격이라 우리가 모은 병은 350원 쪽``) is the one set aside.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim, amount

if TYPE_CHECKING:
    from guardrails.grounding.subjects import Context

_KINDS: Final = frozenset({"money", "unit_price"})
_KO_AFTER: Final = re.compile(r"\s?(?:을|를|의)?\s?기준(?:으로|이에요|입니다|$|\s)")
_EN_AFTER: Final = re.compile(r"\s(?:figure|rate|price|number)\b", re.I)
_EN_BEFORE: Final = re.compile(r"(?:\bthe|go by|going by|based on|stick (?:to|with)|use)\s$", re.I)
_GATE: Final = re.compile(r"기준|figure|rate|price|number|go(?:ing)? by|based on|stick|use", re.I)
# a figure picked from those given: "350원 쪽입니다", "the 350 won/kg one", "on the 350 won/kg side"
_PICK_KO: Final = re.compile(r"\s?쪽(?:이|입|으로|을|에|$|\s)")
_PICK_EN: Final = re.compile(r"\s(?:one|side)\b", re.I)
_THE: Final = re.compile(r"\bthe\s$", re.I)
# round 56: a contrast or a reason ends the clause before a pick ("플레이크는 650원인데 그건 가공된
# 원료 가격이라 우리가 모은 병은 350원 쪽"): the row named there is the one set aside
_REASON: Final = re.compile(
    r"인데\s|는데\s|지만\s|(?:이)?라서?\s|니까\s|므로\s|\bbut\s|\bso\s|\bwhereas\s", re.I
)


def as_basis(c: Claim, answer: str) -> bool:
    """Whether ``c`` is said as the basis to go by (see the module docstring)."""
    if c.kind not in _KINDS:
        return False
    if _KO_AFTER.match(answer, c.end):
        return True
    if not _GATE.search(answer, max(0, c.start - 12), min(len(answer), c.end + 10)):
        return False
    if _EN_AFTER.match(answer, c.end) and _EN_BEFORE.search(answer, max(0, c.start - 14), c.start):
        return True
    return _EN_BEFORE.search(answer, max(0, c.start - 14), c.start) is not None and not (
        answer[max(0, c.start - 4) : c.start].lower().endswith("the ")
    )


def picked(c: Claim, ctx: Context) -> bool:
    """Whether ``c`` is said as a figure picked from those given, in a sentence naming no row."""
    answer = ctx.answer
    if _PICK_KO.match(answer, c.end) is None and not (
        _PICK_EN.match(answer, c.end) and _THE.search(answer, max(0, c.start - 5), c.start)
    ):
        return False
    start = ctx.sentence_start(c.start) if ctx.cues else 0
    start = max((m.end() for m in _REASON.finditer(answer, start, c.start)), default=start)
    return not any(not q.qualifier for q in ctx.cues_in(start, c.start))


def restated_basis(c: Claim, ctx: Context, supported: Sequence[Claim]) -> bool:
    """Whether ``c`` repeats, as a basis or a pick, an amount the answer stated earlier and that was
    supported there (``supported``: the claims already found supported, in answer order)."""
    if c.kind not in _KINDS or not (as_basis(c, ctx.answer) or picked(c, ctx)):
        return False
    v = amount(c)
    if v is None:
        return False
    return any(s.kind in _KINDS and s.end <= c.start and amount(s) == v for s in supported)
