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
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.claims import Claim, amount

_KINDS: Final = frozenset({"money", "unit_price"})
_KO_AFTER: Final = re.compile(r"\s?(?:을|를|의)?\s?기준(?:으로|이에요|입니다|$|\s)")
_EN_AFTER: Final = re.compile(r"\s(?:figure|rate|price|number)\b", re.I)
_EN_BEFORE: Final = re.compile(r"(?:\bthe|go by|going by|based on|stick (?:to|with)|use)\s$", re.I)
_GATE: Final = re.compile(r"기준|figure|rate|price|number|go(?:ing)? by|based on|stick|use", re.I)


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


def restated_basis(c: Claim, answer: str, supported: Sequence[Claim]) -> bool:
    """Whether ``c`` repeats, as a basis, an amount the answer stated earlier and that was
    supported there (``supported``: the claims already found supported, in answer order)."""
    if not as_basis(c, answer):
        return False
    v = amount(c)
    if v is None:
        return False
    return any(s.kind in _KINDS and s.end <= c.start and amount(s) == v for s in supported)
