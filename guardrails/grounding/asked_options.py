"""Values offered to the user as options of what the answer asks them to tell.

An answer that cannot look a fee up yet asks the user for the size, and shows the kinds of answer
it means: ``침대 크기(1인용, 2인용 등)와 매트리스도 같이 버리시는지 알려주시면``, ``TV 크기(예:
32인치, 55인치)를 말씀해 주세요``, ``let me know the fridge's capacity (e.g. 300 L, 500 L)``, or
asks which of two it is: ``1인용인지 2인용인지 알려주시면``. The values are the user's choices, not
facts of the outputs: no claim (round 50, r50e; prod_holdout42 g60h3-0080).

Read only where both hold:

- the value is one of the bare options: each item of a bracket of examples is a value alone
  of one kind (``1인용``, ``32인치``), separated by commas, ``·``, ``/``, ``또는``, ``or``, maybe after ``예:`` /
  ``e.g.`` / ``such as`` and before ``등`` / ``etc.``; or the value closes an indirect question
  (``1인용인지``, ``300L짜리인지``); a bracket that pairs a value with another (``1인용 5,000원``)
  or with a word (``1인용 침대``) states rows and is still read;
- its sentence asks the user to tell it (``알려 주시면``, ``말씀해 주세요``, ``let me know``,
  ``tell me``, ``?``; not ``알려 드릴게요``, the answer's own telling).

A value stated outside such a bracket or question (``1인용은 5,000원이에요. 크기를 알려주세요``), or a
bracket of options in a sentence that asks nothing (``크기(1인용, 2인용 등)에 따라 달라요``), is still
read as any value is.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around

__all__ = ["asked_option"]

# the user asked to tell: Korean request verbs, English ones, a question mark
_ASKS: Final = re.compile(
    r"알려\s?(?:주|줘)|말씀(?:해)?\s?(?:주|하)|골라\s?주|적어\s?주"
    r"|\blet\s(?:me|us)\sknow\b|\btell\s(?:me|us)\b|\?",
    re.I,
)
# the glue between two options, and what may open or close a bracket of examples
_SEPARATOR: Final = re.compile(r"\s?(?:[,·/、]|또는|혹은|이나|\bor\b)\s?", re.I)
_OPENING: Final = re.compile(
    r"\s?(?:예(?:를\s?들어|를\s?들면|시)?\s?[:：)]?|e\.g\.,?|for\sexample,?|such\sas|like)\s?", re.I
)
_CLOSING: Final = re.compile(r"\s?(?:,\s?)?(?:등등?|etc\.?|and\sso\son|같은\s?거|처럼)?\s?$", re.I)
# an indirect question closed right after the value: "1인용인지", "300L짜리인지", "55인치이신지"
_QUESTION: Final = re.compile(r"(?:짜리)?(?:이신|인|신)지")
_BRACKETS: Final = {"(": ")", "（": "）", "[": "]"}
_REACH: Final = 80  # how far back a bracket's opening is looked for


def asked_option(c: Claim, answer: str, claims: tuple[Claim, ...] | list[Claim]) -> bool:
    """Whether ``c`` is an option the user is asked to choose from (see the module docstring):
    a bare value of a bracket of examples or the close of an indirect question, in a sentence
    that asks the user to tell it."""
    lo, hi = sentence_around(answer, c.start)
    if _QUESTION.match(answer, c.end) is not None:
        return _ASKS.search(answer, lo, hi) is not None
    bracket = _bracket_around(answer, c, hi)
    if bracket is None:
        return False
    start, end = bracket
    if not _bare_options(answer, start, end, claims):
        return False
    # the sentence from the bracket's own (an "e.g." inside it ends no sentence of this reading)
    return _ASKS.search(answer, min(lo, sentence_around(answer, start - 1)[0]), hi) is not None


def _bracket_around(answer: str, c: Claim, hi: int) -> tuple[int, int] | None:
    """The inside of the bracket ``c`` stands in on its line (its close in ``c``'s sentence, which
    ends at ``hi``), or None."""
    for at in range(c.start - 1, max(-1, c.start - _REACH), -1):
        ch = answer[at]
        if ch in _BRACKETS:
            close = answer.find(_BRACKETS[ch], c.end, hi + 1)
            return None if close < 0 else (at + 1, close)
        if ch in ")）]\n":
            return None
    return None


def _bare_options(
    answer: str, start: int, end: int, claims: tuple[Claim, ...] | list[Claim]
) -> bool:
    """Whether ``answer[start:end]`` is two values or more and nothing else but the glue between
    them, an opening ``예:`` / ``e.g.`` and a closing ``등`` / ``etc.``."""
    inside = sorted((o for o in claims if start <= o.start and o.end <= end), key=lambda o: o.start)
    if len(inside) < 2 or len({o.kind for o in inside}) > 1:
        return False  # options are of one kind: "(1인용, 5,000원)" pairs a size with a fee
    opening = _OPENING.match(answer, start, inside[0].start)
    at = opening.end() if opening and opening.end() == inside[0].start else start
    if answer[at : inside[0].start].strip():
        return False
    for before, after in zip(inside, inside[1:], strict=False):
        glue = _SEPARATOR.fullmatch(answer, before.end, after.start)
        if glue is None:
            return False
    return _CLOSING.fullmatch(answer, inside[-1].end, end) is not None
