"""A sum written out in words must add up: "8,000 won plus 10,000 won for the large one, which
makes 16,000 won in total" is 18,000 won, and so is "8,000원에 10,000원을 더하면 16,000원".

:mod:`.bare_sums` and :mod:`.arithmetic` read sums written with ``+`` and ``=``; in words the
terms are joined by ``plus`` (``더하기``, ``에 … 더하면``) and the result follows a word that
says what they make (``which makes``, ``comes to``, ``for a total of``, ``이면``, ``은``). Read as
a plain total, the figure passed as some other working of the answer's amounts (16,000 as two
times 8,000, round 51). Here the run of amounts joined that way, each written as an amount
(a short ``for the large one`` after it is its label), is the total's terms: the figure must be
their sum (after ``about``/``약``, within the rounding it shows).

Unsure, never flagged: a term with a multiplier or a per-piece word beside it (``4,000 won each
plus …``, ``2 × 4,000원``), a run of one amount, a hedged or asked sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.approx import rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount

GATE: Final = ("plus", "더하")
_LABEL: Final = r"(?:\s(?:for|on)\s[^.,;:!?\d\n]{1,30}?)?"
# the joint between two terms ("… won plus …", "… won for the small one plus …")
_JOINT_EN: Final = re.compile(_LABEL + r",?\s(?:plus|and\s(?:another|then))\s(?:another\s)?", re.I)
_JOINT_KO: Final = re.compile(r"\s?(?:에|에다|에다가|더하기)\s(?:[가-힣A-Za-z()]{1,10}\s){0,2}")
# the words between the last term and the figure: what the terms make
_RESULT_EN: Final = re.compile(
    _LABEL + r",?\s(?:(?:which|that|this|it)\s(?:makes|comes\sto|gives\syou|adds\sup\sto|is|totals)"
    r"|makes|making|comes\sto|coming\sto|for\sa\stotal\sof|totall?ing|to\sgive)"
    r"\s(?:a\stotal\sof\s|about\s|around\s|roughly\s)?(?:₩\s?)?",
    re.I,
)
_RESULT_KO: Final = re.compile(
    r"\s?(?:을|를)\s?더하면\s(?:총\s?|모두\s?|합계\s?)?(?:약\s?)?|\s?(?:은|는|이면|하면)\s(?:총\s?|약\s?)*"
)
# a multiplier or a per-piece word beside a term: the amount is no plain term
_TIMES_BEFORE: Final = re.compile(r"(?:[×xX*]\s?|\d\s?(?:개|대|장)\s?(?:에|×)?\s?|\bat\s)$")
_EACH_AFTER: Final = re.compile(r"\s?(?:씩|짜리|each\b|apiece\b|per\b|×|x\s?\d)", re.I)
_DOUBT: Final = re.compile(r"\?|아마|probably|maybe|might", re.I)


def worded_sum_why(c: Claim, answer: str, claims: Sequence[Claim]) -> str | None:
    """Why money figure ``c``, the result of a sum written in words, is not the sum of its terms:
    "" when it is, None when ``c`` is no such result (module docstring)."""
    if c.kind != "money" or (v := amount(c)) is None:
        return None
    if not any(w in answer for w in GATE):
        return None
    # the claims ending before c, nearest first (read lazily: most stop at the first)
    before = (e for e in reversed(claims) if e.end <= c.start)
    last = next(before, None)
    if last is None or last.kind != "money":
        return None
    gap = answer[last.end : c.start]
    korean = _RESULT_KO.fullmatch(gap) is not None
    if not korean and _RESULT_EN.fullmatch(gap) is None:
        return None
    joint = _JOINT_KO if korean else _JOINT_EN
    terms = [last]
    for e in before:
        if e.kind != "money" or joint.fullmatch(answer, e.end, terms[-1].start) is None:
            break
        terms.append(e)
    if len(terms) < 2 or (korean and "더하" not in answer[terms[-1].start : c.start]):
        return None
    if any(_EACH_AFTER.match(answer, t.end) for t in terms) or any(
        _TIMES_BEFORE.search(answer, max(0, t.start - 6), t.start) for t in terms
    ):
        return None
    lo = max((m.end() for m in SENTENCE_END.finditer(answer, 0, terms[-1].start)), default=0)
    if _DOUBT.search(answer, lo, c.end + 8):
        return None
    values = [amount(t) for t in terms]
    if any(x is None for x in values):
        return None
    total = sum(x for x in values if x is not None)
    tol = max(rounding_tolerance(c), 1.0) if _about(answer, c) else 1e-6
    if abs(total - v) <= tol:
        return ""
    return f"{c.text} is not the sum of the amounts it adds ({total:,.0f})"


_ABOUT: Final = re.compile(r"(?:약|about|around|roughly)\s?$", re.I)


def _about(answer: str, c: Claim) -> bool:
    return _ABOUT.search(answer, max(0, c.start - 8), c.start) is not None
