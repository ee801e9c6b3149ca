"""The dearest or cheapest fee of an item, so stated (``가장 비싼 경우도 20,000원``, ``최대
20,000원``, ``the most expensive is 20,000 won``, ``at least 2,000 won``): the amount must be the
highest (lowest) fee of the rows it is a fee of.

A fee table may list one item at several fees (``침대류`` 2,000원 … 25,000원). An answer that
calls one of them the most (the least) while a row of the same labels has a higher (lower) fee
states a false bound: the user is told the dearest case costs less than the tools say it can. The
rows are those of the same texts (label, spec, category) as a row of that amount, so a bound said
of one size (``1인용은 최대 8,000원`` beside 2인용 rows) is held against its own rows only; an
amount of no fee row, or of rows of several labels where it bounds any, is not read. An amount
said to be a difference (``가장 비싼 경우와 싼 경우 차이는 6,000원``) bounds nothing: it is held to
the rows its bound words pick (:func:`.alternatives.difference_why`); nor does a total its
sentence says adds items ("together you would pay at least 7,000 won"): it is held to the sums of
the rows its words select (:mod:`.row_totals`).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding import alternatives
from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_lists, per_stage, row_texts
from guardrails.grounding.sum_words import SUM_VERBS

GATE: Final = ("가장", "제일", "최고", "최대", "최저", "최소", "expensive", "cheapest", "most",
               "least", "highest", "lowest", "up to", "at least", "at most")  # fmt: skip
# a bound word, then a few words and the amount: "가장 비싼 경우도 20,000원", "up to 20,000 won"
_MOST = re.compile(
    r"(?:가장|제일)\s?비싼|최고|최대|비싸도|\b(?:most\sexpensive|priciest|highest|up\sto|at\smost)\b",
    re.I,
)
_LEAST = re.compile(
    r"(?:가장|제일)\s?(?:싼|저렴한)|최저|최소|\b(?:cheapest|lowest|at\sleast|least\sexpensive)\b",
    re.I,
)
# between the bound word and the amount: a few words, no other figure, no clause break
_GAP = re.compile(r"^[^\d,.;:\n()]{0,14}$")
_DOUBT = unsure(r"\bif\b|면\s|경우에\s?따라")
# a sentence that says its figure adds items: a total, no one item's fee
_ADDS = re.compile(
    SUM_VERBS + r"|합쳐|합치|합하|총\s?(?:액|비용|금액|합)|둘 다|\bboth\b",
    re.I,
)


@per_stage
def fee_groups(sources: tuple[str, ...]) -> tuple[frozenset[int], ...]:
    """The fees of each group of rows of one list with the same texts (two rows or more)."""
    out: list[frozenset[int]] = []
    for node in json_lists(sources):
        groups: dict[tuple[tuple[str, str], ...], set[int]] = {}
        for x in node:
            if isinstance(x, dict) and type(x.get("fee")) is int:
                groups.setdefault(row_texts(x), set()).add(x["fee"])
        out.extend(frozenset(fees) for fees in groups.values() if len(fees) > 1)
    return tuple(out)


def bound_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """The amounts ``answer`` calls an item's dearest (cheapest) fee where a row of the same
    labels holds a higher (lower) one."""
    money = [c for c in claims if c.kind == "money" and type(c.value) is int]
    groups = fee_groups(sources) if money else ()  # (before the answer's words: most have none)
    if not groups:
        return []
    if not contains_any(answer, GATE) and not contains_any(answer.lower(), GATE):
        return []
    out: list[Claim] = []
    for c in money:
        before = answer[max(0, c.start - 24) : c.start]
        most = _last(_MOST, before)
        least = _last(_LEAST, before)
        word = max((m for m in (most, least) if m is not None), key=lambda m: m.end(), default=None)
        if word is None or not _GAP.match(before[word.end() :]):
            continue
        clause_lo = max(answer.rfind(ch, 0, c.start) for ch in ".,\n") + 1
        if _DOUBT.search(answer[clause_lo : c.end]):
            continue
        sentence_lo = max(answer.rfind(ch, 0, c.start) for ch in ".!?\n") + 1
        if _ADDS.search(answer, sentence_lo, c.start):
            continue  # "together you would pay at least 7,000 won": a total (row_totals)
        if alternatives.is_difference(answer, c):  # "가장 비싼 경우와 싼 경우 차이는 6,000원"
            why_diff = alternatives.difference_why(c, answer, claims, sources)
            if why_diff:
                out.append(Claim(c.text, "condition", c.value, c.start, c.end, why_diff))
            continue
        value = c.value if type(c.value) is int else 0
        mine = [g for g in groups if value in g]
        if not mine:
            continue
        if word is most and all(value < max(g) for g in mine):
            other = min(max(g) for g in mine)
            why = f"the tool outputs list a higher fee ({other:,}) of the same rows"
        elif word is least and all(value > min(g) for g in mine):
            other = max(min(g) for g in mine)
            why = f"the tool outputs list a lower fee ({other:,}) of the same rows"
        else:
            continue
        out.append(Claim(c.text, "condition", c.value, c.start, c.end, why))
    return out


def _last(rx: re.Pattern[str], text: str) -> re.Match[str] | None:
    found = None
    for found in rx.finditer(text):  # noqa: B007 - the last one is kept
        pass
    return found
