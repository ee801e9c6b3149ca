"""A date in a bracket that cites a dataset is that dataset's date.

The class: **a date written inside a bracket that names one class of dataset — ``[전국재활용센터
표준데이터, 2025-06-30]``, ``(한국환경공단 가격조사, 2025-01)``, ``(2025년 1월 survey)`` — is said of
that dataset, not of the row or item named before the bracket**: it is supported when a tool
output of that class holds it (its ``as_of`` / ``survey_date``, or a citation's 데이터기준일자;
:func:`.holdings.holders`), whatever the words before the bracket name.

A bracket that holds nothing but a label and the date (``(데이터기준일자 2024-05-03)``) names no
dataset but by its label: the date is supported when the tool outputs write that label before that
one date and no other (a citation's ``데이터기준일자 2024-05-03``), whichever row the words before
the bracket name — the label, not the row, says whose date it is. Where two outputs date
themselves under the label, the bracket is read as the row's before it (the binding decides).

Still flagged: another dataset's date in the bracket (the price survey's month cited as the
recycling-centre data's); a bracket that names two classes or none (then the binding decides);
a date outside a bracket.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.bracket_parts import own_part
from guardrails.grounding.claims import Claim
from guardrails.grounding.holdings import DATASET_TOPICS, date_value, holders

_OPEN: Final = "([（［"
_CLOSE = re.compile(r"[)\]）］]")
_REACH: Final = 60  # a citation bracket is short


def _dated(said: tuple[int, ...], held: Any) -> bool:
    n = min(len(said), len(held))
    return n >= 2 and said[:n] == tuple(held)[:n]


def _span(answer: str, c: Claim) -> tuple[int, int] | None:
    """Where the bracket ``c`` stands in opens and closes (``None`` if it stands in none)."""
    start = max(answer.rfind(ch, max(0, c.start - _REACH), c.start) for ch in _OPEN)
    if start < 0 or _CLOSE.search(answer, start, c.start) or "\n" in answer[start : c.start]:
        return None
    close = _CLOSE.search(answer, c.end, c.end + _REACH)
    if close is None or "\n" in answer[c.end : close.start()]:
        return None
    return start, close.start()


def _bracket(answer: str, c: Claim) -> tuple[str, str | None] | None:
    """The text of the bracket ``c`` stands in, the date left out, and the class the date's own
    part of it names (:func:`_part_class`); ``None`` if ``c`` stands in no bracket."""
    span = _span(answer, c)
    if span is None:
        return None
    inner = answer[span[0] + 1 : c.start] + " " + answer[c.end : span[1]]
    return inner, _part_class(answer, c, span)


def _names(text: str) -> list[str]:
    return [name for name, words in DATASET_TOPICS.items() if words.search(text)]


def _part_class(answer: str, c: Claim, span: tuple[int, int]) -> str | None:
    """The one class the date's own part of the bracket at ``span`` names when it holds two or
    more dates (:func:`.bracket_parts.own_part`); ``""`` where it names two or none (unsure),
    ``None`` where the bracket holds one date (read whole)."""
    part = own_part(answer, span[0], span[1], c.start, c.end, _names)
    if part is None:
        return None
    named = _names(part)
    return named[0] if len(named) == 1 else ""


def cited_date(c: Claim, answer: str, sources: tuple[str, ...]) -> bool:
    """Whether date ``c`` stands in a bracket citing one class of dataset that holds it."""
    if c.kind != "date" or not isinstance(c.value, tuple):
        return False
    bracket = _bracket(answer, c)
    if bracket is None:
        return False
    inner, part = bracket  # part: "[가격조사 2025-01 / 재활용센터표준데이터, 2024-03-20]"
    if part == "":
        return False
    named = [part] if part else _names(inner)
    if not named and (label := _LABEL.fullmatch(inner)) is not None:
        return _labelled(label.group(1), c.value, sources)
    if not named:  # "전국재활용센터표준데이터(2024-11-26)", "price survey (nationwide, Jan 2025)"
        named = _named_before(answer, c)
    if len(named) != 1:
        return False
    said = c.value
    return any(
        h.kind == "dataset" and h.name == named[0] and any(
            k == "date" and _dated(said, v) for k, v in h.values
        )
        for h in holders(sources)
    )  # fmt: skip


def bracket_class(c: Claim, answer: str, sources: tuple[str, ...]) -> str | None:
    """The one class of dataset the bracket date ``c`` stands in cites — by the bracket's words,
    else by the dataset noun right before it (``수수료 data(데이터기준일자 …)``, ``fee data (as of
    …)``) — or ``None``: no bracket, two classes or none, or a label-only bracket whose label the
    outputs write before one date alone (the label says whose date it is)."""
    bracket = _bracket(answer, c)
    if bracket is None:
        return None
    inner, part = bracket  # part: "(기준일: fees 2024-08-22, rules 2024-07-31)"
    if part is not None:
        return part or None
    named = _names(inner)
    if not named:
        label = _LABEL.fullmatch(inner)
        if label is not None and len(_label_dates(label.group(1), sources)) == 1:
            return None
        named = _named_before(answer, c)
    return named[0] if len(named) == 1 else None


# a dataset named right before the bracket: the words since the clause's start, ending in a
# dataset noun ("전국재활용센터표준데이터", "the recyclables price survey"); a row's name before a
# bracket ("광장재활용센터 (2025-11-13)") ends in no such noun and is left to the binding
# round 51: an average is the survey's figure ("시세는 … 플라스틱류 전국 평균(2025-01)")
_DATASET_NOUN = re.compile(
    r"(?:데이터|자료|조사|통계|평균|data|dataset|survey|statistics|average)\s?$", re.I
)
_CLAUSE_BREAK = re.compile(r"[,;:.\n—–·)）\]］]")


def _named_before(answer: str, c: Claim) -> list[str]:
    """The one dataset class the words right before ``c``'s bracket name, if they end in a
    dataset noun (else none): the words since the clause's start."""
    start = max(answer.rfind(ch, max(0, c.start - _REACH), c.start) for ch in _OPEN)
    head = answer[max(0, start - 80) : start]
    if not _DATASET_NOUN.search(head):
        return []
    cut = max((m.end() for m in _CLAUSE_BREAK.finditer(head)), default=0)
    return [name for name, words in DATASET_TOPICS.items() if words.search(head, cut)]


# a bracket of a label and the date only: "(데이터기준일자 2024-05-03)", "(기준일: 2025-01)"
_LABEL = re.compile(r"\s*([가-힣A-Za-z_]{3,}(?:\s[가-힣A-Za-z_]{2,})?)\s?[:：]?\s*")


def _label_dates(label: str, sources: tuple[str, ...]) -> set[Any]:
    """The dates the tool outputs write right after ``label``."""
    rx = re.compile(
        re.escape(label).replace("\\ ", r"[\s_]?") + r'"?\s?[:：]?\s?"?(\d{4}-\d{1,2}(?:-\d{1,2})?)'
    )
    return {
        d for text in sources if isinstance(text, str) for m in rx.finditer(text)
        if (d := date_value(m.group(1))) is not None
    }  # fmt: skip


def _labelled(label: str, said: tuple[int, ...], sources: tuple[str, ...]) -> bool:
    """Whether the tool outputs write ``label`` before one date only, and it is ``said``."""
    dates = _label_dates(label, sources)
    return len(dates) == 1 and _dated(said, dates.pop())
