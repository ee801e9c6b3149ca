"""A lone row's fee said as the fee of several pieces: a bundle no output states.

A fee table prices one piece per row (``카페트`` 3,500원, ``카페트`` 4,500원); none of its rows names a
number of pieces. An answer that says what a number of two or more pieces costs — ``2개면
4,500원이에요``, ``2장 이상이면 4,500원에 한꺼번에``, ``세 개면 8,000원``, ``for two it's 4,500 won``,
``4,500 won for both`` — states a total, and a total for N pieces is N × a row's fee (or a sum of
N rows' fees). A figure that is one row's fee as it stands, and no such total, says the pieces go
together at one piece's price: a bundle or a count rule the outputs do not have.

A count of things in English must name pieces (``pieces``, ``items``, ``of them``) or the item
itself (``two carpets``: 카페트); ``for 5 drawers or more`` is a size of the row. Read only over fee
rows whose names and specs name no count or bundle (``2개 1조``, ``세트``,
``묶음``, ``set``), for figures that are some row's fee. Not read: an amount per piece (``각``,
``씩``, ``개당``, ``each``, ``apiece``, ``per``), an amount worked on after it (``4,500원 × 2``,
``+``), a range (``~``), an amount in a bracket opened after the count (``2개면 합계 팔천원(둘 다
4,000원 적용)``: an aside on the rows), a bare count with a bound after it (``8,000 won for six or
more``: a size, unsure), a doubted, asked or negated sentence, a conditional advice (``…면 확인해
보세요``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guardrails.grounding.asserted import ADVICE
from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_objects, lowered_text, per_stage
from guardrails.grounding.numbers import EN_NUMBERS, NATIVE
from guardrails.grounding.twins_english import singular

__all__ = ["piece_total_claims"]

_COUNT_KO = r"(?P<n>\d{1,2}|두|세|네|다섯|여섯)\s?(?:개|장|대|점|벌|켤레|짝)"
# (a count in digits names what it counts: "for 2 carpets"; "for 50–100 cm" is a size)
_COUNT_EN = r"(?P<n>two|three|four|five|six|\d{1,2}(?=\s(?:pieces|items|of\sthem|[a-z]+s\b)))"
_AMOUNT = r"(?P<x>\d{1,3}(?:,\d{3})+|\d{4,6})\s?(?:원|won|KRW)"
_OF = r"(?:\s(?:of\sthem|pieces|items|(?P<o>[a-z]+s)))?"
# "2개면 4,500원", "2장 이상이면 4,500원에 한꺼번에", "카페트 2장이면 총 4,500원", "for two (of them)
# it's 4,500 won", "two carpets come to 4,500 won", "4,500 won for both", "4,500 won for the two"
_SAID: Final = tuple(
    re.compile(p, re.I)
    for p in (
        rf"(?<![\d,.]){_COUNT_KO}[ \t]?(?:이상|까지)?[ \t]?(?:이면|면|이라면|라면|일[ \t]?때는?|을[ \t]?"
        rf"(?:버리면|내놓으면|배출하면|버리시면|내놓으시면))[ \t](?:[^\s.!?,;~]+[ \t]){{0,3}}?{_AMOUNT}",
        rf"\b(?:for|with)\s(?:the\s)?{_COUNT_EN}(?:\sor\smore)?{_OF},?\s(?:it's|it\sis|that's"
        rf"|that\sis|you\spay|you'd\spay|the\s(?:fee|total|cost)\sis)\s(?:₩\s?)?{_AMOUNT}",
        rf"\b{_COUNT_EN}\s(?:pieces|items|(?P<o>[a-z]+s))\s(?:come\sto|cost|would\scost|will\scost)\s(?:₩\s?)?"
        rf"{_AMOUNT}",
        rf"{_AMOUNT}\s(?:in\stotal\s|altogether\s)?for\s(?:(?P<b>both|the\spair)|(?:all\s)?(?:the\s)?"
        rf"{_COUNT_EN}{_OF})\b",
    )
)
# cheap gates for the patterns above (each scans the whole answer): a Korean count with its
# counter for the first, an English joining word for the others
_KO_COUNT: Final = re.compile(r"[\d두세네섯]\s?[개장대점벌켤짝]")
_EN_WORDS: Final = ("for", "with", "cost", "come")
# an amount per piece, or one worked on after it: no total
_PER: Final = re.compile(r"각각?\s|개당|장당|대당|하나당|\b(?:each|apiece|per)\b", re.I)
_AFTER: Final = re.compile(
    r"\s?(?:씩|짜리|×|x\s?\d|\*|\+|~|～|[:：]|부터|에서|each|apiece|per\b)", re.I
)
_DOUBT: Final = unsure(r"라면서|다던데|\bif\b.*\?|\bwhether\b")
_UNIT: Final = re.compile(r"\s?(?:원|won|KRW)", re.I)
# an output that prices a count or a bundle: its rows may state what the answer says
_COUNTED: Final = re.compile(
    r"\d\s?(?:개|장|대|점|벌|켤레|짝)|세트|묶음|\bsets?\b|\bpairs?\b|bundle", re.I
)


@per_stage
def _fees(sources: tuple[str, ...]) -> frozenset[int] | None:
    """The fees of the outputs' fee rows, None when a row names a count or bundle (or none)."""
    fees: set[int] = set()
    for obj in json_objects(sources):
        fee = obj.get("fee")
        if type(fee) is not int or fee <= 0:
            continue
        for k in ("item_name", "name", "spec"):
            if isinstance(v := obj.get(k), str) and _COUNTED.search(v):
                return None
        fees.add(fee)
    return frozenset(fees) or None


@per_stage
def _specs(sources: tuple[str, ...]) -> str:
    """The specs of the outputs' fee rows."""
    return " ".join(v for o in json_objects(sources) if isinstance(v := o.get("spec"), str))


# a bound after the counted noun ("for 5 drawers or more"): a size, as a row's spec says it
_BOUND_AFTER: Final = re.compile(
    r"\s?(?:or\s(?:more|over|above|fewer|less|under)|and\s(?:up|over|above))", re.I
)


def _pieces_of(
    noun: str, n: int, after: str, sources: tuple[str, ...], canonical: Callable[[str], str]
) -> bool:
    """Whether an English count's ``noun`` counts pieces of the priced item: the item's own name
    in the outputs (``two carpets``: 카펫), not a size a row's spec gives in its own number."""
    if _BOUND_AFTER.match(after) or str(n) in _specs(sources):
        return False
    return canonical(singular(noun.lower())) in lowered_text(sources)


def _count(word: str) -> int:
    w = word.lower()
    if w.isdigit():
        return int(w)
    return NATIVE.get(w) or EN_NUMBERS.get(w) or 0


def _worked(value: int, n: int, fees: frozenset[int]) -> bool:
    """Whether ``value`` is a total of ``n`` pieces at the rows' fees."""
    if n > 6:
        return any(value == n * f for f in fees)
    sums = {0}
    for _ in range(n):
        sums = {s + f for s in sums for f in fees if s + f <= value}
    return value in sums


def piece_total_claims(
    answer: str, sources: tuple[str, ...], canonical: Callable[[str], str] = str
) -> list[Claim]:
    """The amounts ``answer`` says for two or more pieces that are one row's fee and no total."""
    if "원" not in answer and "won" not in answer.lower() and "KRW" not in answer:
        return []
    fees = _fees(sources)
    if fees is None:
        return []
    lower = answer.lower()
    said: tuple[re.Pattern[str], ...] = (_SAID[0],) if _KO_COUNT.search(answer) else ()
    if any(w in lower for w in _EN_WORDS):
        said += _SAID[1:]
    out: list[Claim] = []
    for m in (m for p in said for m in p.finditer(answer)):
        n = 2 if m.groupdict().get("b") else _count(m["n"] or "")
        value = int(m["x"].replace(",", ""))
        if n < 2 or value not in fees or _worked(value, n, fees):
            continue
        noun = m.groupdict().get("o")
        if noun and not _pieces_of(noun, n, answer[m.end() : m.end() + 12], sources, canonical):
            continue  # "4,000 won for 5 drawers or more": a size of the row, no pieces of it
        if not noun and _BOUND_AFTER.match(answer, m.end()):
            continue  # "₩5,000 up to five shelves, 8,000 won for six or more": unsure, a size
        if "(" in answer[m.start() : m.start("x")]:
            continue  # "2개면 합계 팔천원(둘 다 4,000원 적용)": an aside on the rows, no total
        unit = _UNIT.match(answer, m.end("x"))
        if _PER.search(m.group()) or _AFTER.match(answer, unit.end() if unit else m.end("x")):
            continue
        lo = max(answer.rfind(ch, 0, m.start()) for ch in ".!?\n") + 1
        ends = [i for i in (answer.find(ch, m.end()) for ch in ".!?\n") if i != -1]
        sentence = answer[lo : min(ends, default=len(answer))]
        if _DOUBT.search(sentence) or ADVICE.search(sentence):
            continue
        s, e = m.span("x")
        why = f"no tool output prices {n} pieces together at one row's fee"
        out.append(Claim(answer[s:e], "condition", value, s, e, why))
    return out
