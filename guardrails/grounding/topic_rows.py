"""A fee said of a size alone is the size of the row the sentence before it named.

An answer may name the row it is about in one sentence and give its sizes' fees in the next ones,
with no item of their own (``1. 대리석이 아닌 일반 식탁은 '탁자(식탁 포함)' 항목이에요.`` / ``2. 6인용
이상이라 18,000원이에요.``, ``An ordinary table falls under 탁자(식탁 포함).`` / ``For 6 or more
people, it's 5,000 won.``). A spec several items share (``6인용 이상`` of both 대리석식탁 and 탁자)
names no one row, so a fee of another item's row of that spec passed. The class: **a sentence that
gives one fee and says one spec of a fee list (as the row writes it, or a seat or measure bound in
English, :func:`.marked_rows._english_bound`) with no subject of its own — nothing but the spec (a
list marker, ``if``/``for``/``it is`` and the like in English) before it, no row's name in it —
after a sentence that names exactly one row name of that list, gives that row's fee for that spec:
where the named item's rows of that spec do not hold the fee and another item's row of that spec
does, misattributed.**

Unsure, never flagged: a sentence with two fees or none, a doubt (``아니``, ``not``, ``or``, ``?``),
a previous sentence naming two row names or none, a named item with no row of that spec.

Round 54 (r54c, prod_holdout50 g68h3-0045).
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.marked_rows import _english_bound
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["topic_row_claims"]

Spec = tuple[str, str, float]  # (the row's name unspaced, its spec unspaced, its fee)

_FEE: Final = re.compile(r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d+)\s?(?:원|won\b)", re.I)
_DOUBT: Final = re.compile(
    r"아니|않|말고|또는|혹은|\?|\b(?:not|whether|unless|except)\b|n't"
    r"|\bor\b(?!\s(?:more|over|above|larger|bigger|less|fewer|under)\b)",  # "6 or more": a bound
    re.I,
)
_MARKER: Final = re.compile(r"\s*(?:\d{1,2}[.)]\s+|[-*•]\s*)?")
_DIGIT: Final = re.compile(r"\d")
# what may stand before the spec in a sentence with no subject of its own: a list marker, and in
# English a conjunction, a pronoun and its verb ("2. If it seats 6 or more, …", "For 6 or more")
_LEAD: Final = re.compile(
    r"\s*(?:\d{1,2}[.)]\s*|[-*•]\s*)?(?:(?:if|when|since|for|as|and)\s)?"
    r"(?:(?:it|yours|the\sone)\s(?:seats|is|has|holds|takes)\s)?(?:for\s)?",
    re.I,
)
_WORD: Final = re.compile(r"[가-힣A-Za-z]")


@per_stage
def _specs(sources: tuple[str, ...]) -> tuple[tuple[Spec, ...], ...]:
    """Per fee list, its rows that have a name, a spec and a fee."""
    out: list[tuple[Spec, ...]] = []
    for root in parsed(sources):
        items: Any = root.get("items") if isinstance(root, dict) else None
        if not isinstance(items, list):
            continue
        rows = tuple(
            (i["name"].replace(" ", ""), i["spec"].replace(" ", ""), float(i["fee"]))
            for i in items
            if isinstance(i, dict) and isinstance(i.get("name"), str)
            and isinstance(i.get("spec"), str) and i["spec"].strip()
            and isinstance(i.get("fee"), (int, float))
        )  # fmt: skip
        if len({n for n, _s, _f in rows}) > 1:
            out.append(rows)
    return tuple(out)


def _spec_at(sentence: str, flat: str, spec: str) -> int:
    """Where ``sentence`` says ``spec`` (its start as written, 0 for an English bound), or -1."""
    at = flat.find(spec)
    if at >= 0:
        return len(sentence) - len(sentence.lstrip()) if not flat[:at] else _start(sentence, at)
    if not _english_bound(sentence.lower().replace(" ", ""), spec):
        return -1
    digit = _DIGIT.search(sentence, _MARKER.match(sentence).end())  # type: ignore[union-attr]
    return -1 if digit is None else digit.start()  # "For 6 or more people": before its count


def _start(sentence: str, unspaced: int) -> int:
    """The index in ``sentence`` of its ``unspaced``-th non-space character."""
    seen = 0
    for i, ch in enumerate(sentence):
        if ch != " ":
            if seen == unspaced:
                return i
            seen += 1
    return len(sentence)


def topic_row_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Fees said of a spec alone that are not the spec's row of the item named just before."""
    lists = _specs(sources)
    if not lists:
        return []
    out: list[Claim] = []
    previous = ""
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        if len(_WORD.findall(sentence)) < 2:
            continue  # a list marker ("1.") is a sentence of its own
        before, previous = previous, sentence.replace(" ", "")
        fees = _FEE.findall(sentence)
        if len(fees) != 1 or not before or _DOUBT.search(sentence):
            continue
        value = float(fees[0].replace(",", ""))
        flat = sentence.replace(" ", "")
        for rows in lists:
            names = {n for n, _s, _f in rows}
            named = {n for n in names if n in before}
            if len(named) != 1 or any(n in flat for n in names):
                continue
            (topic,) = named
            said = {s for _n, s, _f in rows if (at := _spec_at(sentence, flat, s)) >= 0
                    and _LEAD.fullmatch(sentence, 0, at) is not None}  # fmt: skip
            if len(said) != 1:
                continue
            (spec,) = said
            own = [f for n, s, f in rows if n == topic and s == spec]
            if own and value not in own and any(f == value for _n, s, f in rows if s == spec):
                m = next(_FEE.finditer(sentence))
                why = f"{m.group(0)} is another item's {spec} fee, not {topic}'s"
                out.append(
                    Claim(m.group(0), "condition", value, start + m.start(), start + m.end(), why)
                )
    return out
