"""A weight in words with a bound: ``lots of one tonne or more``, ``at least a ton``, ``한 톤 이상``.

A weight written in digits is a quantity claim wherever it stands (``1톤 이상``, ``1 tonne or more``):
the user's words or an output must give it. Written in words it was read only where a product is
worked for it (:mod:`.spelled_weights`, two and more: ``one tonne`` alone is the scale of a price
per tonne, :mod:`.conversions`). With a bound — ``or more``, ``and up``, ``at least``, ``more
than``, ``up to``, ``이상``, ``넘게``, ``미만``, ``까지`` — the weight is no scale but a condition on a
quantity (``The survey price applies to lots of one tonne or more.``, ``이 시세는 한 톤 이상 거래할
때 기준이에요``), the same claim as its digits: it is read as a number in the unit extraction gives a
weight in digits (``t``, ``kg``), and checked like one (round 52, r52a).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import _Scan
from guardrails.grounding.numbers import EN_FACTORS, EN_NUMBERS, NATIVE

__all__ = ["scan_bounded_weights"]

_EN: Final = {
    **EN_NUMBERS,
    **EN_FACTORS,
    "a": 1,
    "an": 1,
    "fifty": 50,
    "hundred": 100,
    "half a": 0.5,
}
_KO: Final = {**NATIVE, "반": 0.5}  # the words the pattern below reads, and half
_UNIT: Final = {
    "tonne": "t",
    "ton": "t",
    "kilo": "kg",
    "kilogram": "kg",
    "톤": "t",
    "킬로그램": "kg",
}

_EN_WORD = r"(?P<n>" + "|".join(sorted(_EN, key=len, reverse=True)).replace(" ", r"\s") + r")"
_EN_UNIT = r"(?:metric\s)?(?P<u>(?:tonne|ton|kilogram|kilo)s?)"
_BOUNDED: Final = re.compile(
    # the bound after: "one tonne or more", "a ton and up", "two tonnes or above"
    rf"\b{_EN_WORD}\s{_EN_UNIT}\b(?=\s(?:or\s(?:more|above|over|greater|heavier|less|under|below)"
    r"|and\s(?:up|over|above)|plus\b|minimum\b|or\sso\sminimum))"
    # the bound before: "at least one tonne", "more than a ton", "up to two tonnes"
    r"|\b(?:at\sleast|more\sthan|less\sthan|fewer\sthan|upwards\sof|minimum\sof|no\sless\sthan|up\sto"
    r"|over|under)\s"
    rf"{_EN_WORD.replace('?P<n>', '?P<n2>')}\s{_EN_UNIT.replace('?P<u>', '?P<u2>')}\b"
    # Korean: "한 톤 이상", "두 톤 넘게", "반 톤 미만", "열 킬로그램까지"
    r"|(?<![가-힣])(?P<k>한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|반)\s?(?P<ku>톤|킬로그램)"
    r"(?=\s?(?:이상|넘게|넘는|넘으면|넘어야|초과|미만|이하|이내|부터|까지))",
    re.I,
)
_GATE: Final = re.compile(r"ton|kilo|톤|킬로그램", re.I)


def scan_bounded_weights(s: _Scan) -> None:
    """Add a ``(n, unit)`` number for each weight in words that a bound makes a quantity."""
    if _GATE.search(s.text) is None:
        return
    for m in _BOUNDED.finditer(s.text):
        number, unit = next(
            (g, u) for g, u in (("n", "u"), ("n2", "u2"), ("k", "ku")) if m.group(g)
        )
        start, end = m.start(number), m.end(unit)
        if not s.free(start, end):
            continue
        word = " ".join(m.group(number).lower().split())
        n = float(_KO[word] if number == "k" else _EN[word])
        s.add("number", (n, _UNIT[m.group(unit).lower().removesuffix("s")]), start, end)
        s.take(start, end)
