"""What a fee includes: ``X 포함`` said where the tool outputs' labels say ``X 별도`` (and the
reverse).

A fee row's label may say what its fee covers and what it leaves out (``화장대(거울 포함, 의자
별도)``, ``피아노(의자 별도)``). An answer that says the thing the label leaves out is included
(``의자까지 포함한 금액이에요``, ``둘 다 의자 포함 가격``), or that the thing it includes is charged
apart (``거울은 별도``), contradicts the label's own words. Read only for a thing the
tool outputs state one way and never the other (a thing one row includes and another leaves out is
unsure); not in a negated or asked sentence, nor where the answer asks the user to check it
(``포함 여부``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.units import sentences

GATE: Final = ("포함", "별도")
_IN: Final = "포함"
_OUT: Final = "별도"
# a thing and what is said of it: "의자 별도", "의자까지 포함"
_SAID = re.compile(r"(?P<x>[가-힣]{1,8})\s?(?P<w>포함|별도)")
_PARTICLE = re.compile(r"(?:까지|까지도|도|는|은|이|가|를|을|만|값|비)$")
# a sentence that negates, asks or leaves it to the user
_UNSURE = re.compile(r"않|안\s|아니|아닌|없|여부|인지|되는지|확인|\?|not\b|n't", re.I)


def _thing(word: str) -> str:
    return _PARTICLE.sub("", word) or word


@per_stage
def stated(sources: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each thing the tool outputs say is included or charged apart, and how (포함 / 별도)."""
    said: dict[str, set[str]] = {}
    for text in sources:
        if not isinstance(text, str) or not contains_any(text, GATE):
            continue
        for m in _SAID.finditer(text):
            how = _IN if m.group("w") == _IN else _OUT
            said.setdefault(_thing(m.group("x")), set()).add(how)
    return {k: frozenset(v) for k, v in said.items()}


def inclusion_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The things ``answer`` says a fee includes (or leaves out) where the labels say the
    opposite."""
    if not contains_any(answer, GATE):
        return []
    given = stated(sources)
    if not given:
        return []
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        if not contains_any(sentence, GATE) or _UNSURE.search(sentence):
            continue
        for m in _SAID.finditer(sentence):
            how = _IN if m.group("w") == _IN else _OUT
            thing = _thing(m.group("x"))
            if given.get(thing, frozenset({how})) != frozenset({_IN, _OUT} - {how}):
                continue
            start, end = lo + m.start(), lo + m.end()
            why = f"'{thing}' is {'charged apart' if how == _IN else 'included'} in tool outputs"
            out.append(Claim(answer[start:end], "condition", answer[start:end], start, end, why))
    return out
