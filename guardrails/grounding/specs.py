"""Size specs an answer states for a fee: the measures a fee table tells rows apart by (인용,
kg, 리터, cm, 단, 인치: :mod:`.measures`), a furniture length in 자 (``3자 이하``, ``4자짜리``) and seats
in English words (``seating six or more``, ``a two-seater``, ``for four people``).

Each spec is a span of the text with the figure it writes (``3자``, ``six``), so a reader can ask
whether the tool outputs write that figure themselves.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from guardrails.grounding.measures import measures

_SPEC_UNITS: Final = frozenset({"seat", "kg", "L", "cm", "tier", "in"})
_NUM_EN: Final = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|ten|twelve)"
# specs measures does not read: 자 (a furniture length), seats in English words
_EXTRA: Final = re.compile(
    r"(?P<ja>\d{1,2}\s?자)(?:\s?(?:이하|이상|미만|초과|짜리|까지|넘는))?(?=[\s,:)(]|$|[은는이가면용형])"
    rf"|\bseat(?:s|ing)\s(?:up\sto\s)?(?P<seats>{_NUM_EN})(?:\s(?:or\s(?:more|fewer|less)|people"
    rf"|persons))?|\b(?P<seater>{_NUM_EN})[- ]seaters?\b"
    rf"|\bfor\s(?P<people>{_NUM_EN})\s(?:or\s(?:more|fewer)\s)?(?:people|persons)\b",
    re.I,
)
GATE: Final = re.compile(
    r"인용|인승|kg|㎏|킬로|리터|ℓ|\dL|cm|㎝|mm|\d\s?자|\d\s?단|인치|seat|inch|liter|litre|people"
    r"|persons",
    re.I,
)
_FIGURE: Final = re.compile(r"[\d.,]+\s?\S+")


class Spec(NamedTuple):
    start: int
    end: int
    figure: str  # what the tool outputs would write for it ("1인용", "3자", "six")


def size_specs(text: str) -> list[Spec]:
    """The size specs stated in ``text``, in order."""
    if not GATE.search(text):
        return []
    out: list[Spec] = []
    for m in measures(text):
        if m.bracket.unit in _SPEC_UNITS:
            said = text[m.start : m.end]
            number = _FIGURE.search(said)
            out.append(Spec(m.start, m.end, number.group() if number else said))
    for x in _EXTRA.finditer(text):
        if any(s.start <= x.start() < s.end for s in out):
            continue
        figure = next(g for g in x.groups() if g)
        out.append(Spec(x.start(), x.end(), figure))
    out.sort()
    return out
