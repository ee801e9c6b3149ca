"""A gap said between two values the answer itself states: the difference of those two.

"PET flakes are the highest at 650 won/kg, which is 300 won/kg more than compressed PET (350
won/kg)": the gap follows the subject's value, joined to it by a linker (``which is``, ``that's``,
``i.e.``), and is said against a standard whose value is written beside it (in brackets, or after
``at``). Both terms are then the answer's own, so the gap must be their difference: 350 won/kg
there is flagged though 350 is a price of the outputs (compressed PET's own), and so is 320
(some other pair of the outputs' prices, 520 − 200, makes it). The Korean frame is the standard's
value in brackets right before ``보다`` and the gap right after it, in a sentence that states just
the two values before the gap ("PET 플레이크가 650원으로 가장 비싸고, 압축 PET(350원)보다 kg당 300원
더 비싸요").

Round 57 (g73h3-0050). Read only where each term is sure: one value of the gap's kind between the
linker and the sentence start on the subject's side, the standard's value in its bracket; an
approximate gap (about, 약) within the rounding the figure shows. Anything else is no such gap
(None): the other readings decide.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guardrails.grounding.approx import ABOUT, rounding_tolerance
from guardrails.grounding.claims import SENTENCE_END, Claim, amount

_KINDS: Final = ("money", "unit_price")
# the gap's comparison right after it: "… more than ", "… cheaper than "
_EN_THAN: Final = re.compile(
    r"\s?(?:/\s?kg\s|per\s(?:kg|kilo(?:gram)?)\s)?(?P<dir>more|higher|pricier|dearer|less|lower|cheaper)"
    r"\s(?:(?:per\s(?:kg|kilo(?:gram)?)|a\s(?:kg|kilo(?:gram)?))\s)?than\s"
    r"(?P<std>[^().,;!?\n\d]{1,40}?)\s?(?:\(\s?|\bat\s|@\s?)(?=\d)",
    re.I,
)
# the linker between the subject's value and the gap: "650 won/kg, which is ", "650 won — that's "
_EN_LINK: Final = re.compile(
    r"\s?(?:,|—|–|-)?\s?(?:which\s(?:is|are|makes\sit)|that'?s|that\sis|i\.e\.,?)\s"
    r"(?:(?:about|around|roughly|approximately|some|just)\s)?",
    re.I,
)
_LESS: Final = ("less", "lower", "cheaper")
# Korean: the standard's value in brackets right before 보다, then the gap ("압축 PET(350원)보다
# kg당 300원 더 비싸요", "… 300원 더 받아요", "… 300원 싸요")
_KO_STD: Final = re.compile(r"\(\s?[^()]{0,12}?$")
_KO_THAN: Final = re.compile(r"\s?\)\s?보다(?:도)?\s(?:kg당\s|킬로당\s|약\s|대략\s)?$")
_KO_GAP: Final = re.compile(
    r"\s?(?:이|가)?\s?(?:더\s?(?:비싸|비쌉|높|많|받|쳐|벌)|(?P<less>(?:더\s?)?(?:싸|쌉|저렴|낮|적)))"
)


def _cue(answer: str) -> bool:
    return "than" in answer or "보다" in answer


def stated_gap_why(c: Claim, answer: str, claims: Sequence[Claim]) -> str | None:
    """Why gap ``c`` is not the difference of the two values its sentence states for it (module
    docstring): "" when it is, a reason when it is not, None when ``c`` is no such gap."""
    if c.kind not in _KINDS or not _cue(answer) or (v := amount(c)) is None:
        return None
    terms = _english_terms(c, answer, claims) or _korean_terms(c, answer, claims)
    if terms is None:
        return None
    s, t, less = terms
    gap = t - s if less else s - t
    about = ABOUT.search(answer, max(0, c.start - 8), c.start)
    tol = max(rounding_tolerance(c), 1e-6) if about else 1e-6
    if abs(gap - v) <= tol:
        return ""
    return f"{c.text} is not the gap of the two values its sentence states ({s:,.0f} vs {t:,.0f})"


def _sentence_claims(c: Claim, answer: str, claims: Sequence[Claim]) -> list[Claim]:
    """The claims of ``c``'s kinds in its sentence (from its start to the sentence's end)."""
    lo = 0
    for m in SENTENCE_END.finditer(answer, 0, c.start):
        lo = m.end()
    end = SENTENCE_END.search(answer, c.end)
    hi = end.start() if end else len(answer)
    return [o for o in claims if lo <= o.start and o.end <= hi and o.kind in _KINDS]


def _english_terms(
    c: Claim, answer: str, claims: Sequence[Claim]
) -> tuple[float, float, bool] | None:
    than = _EN_THAN.match(answer, c.end)
    if than is None:
        return None
    own = _sentence_claims(c, answer, claims)
    i = next((k for k, o in enumerate(own) if o is c), None)
    if i is None or i == 0 or i + 1 >= len(own):
        return None
    before, after = own[i - 1], own[i + 1]
    if after.start != than.end() or not _EN_LINK.fullmatch(answer, before.end, c.start):
        return None
    s, t = amount(before), amount(after)
    if s is None or t is None:
        return None
    return s, t, than.group("dir").lower() in _LESS


def _korean_terms(
    c: Claim, answer: str, claims: Sequence[Claim]
) -> tuple[float, float, bool] | None:
    gap = _KO_GAP.match(answer, c.end)
    if gap is None:
        return None
    own = _sentence_claims(c, answer, claims)
    i = next((k for k, o in enumerate(own) if o is c), None)
    if i != 2:  # just the subject's value and the standard's before the gap
        return None
    first, std = own[0], own[1]
    if not _KO_THAN.match(answer, std.end, c.start) or not _KO_STD.search(
        answer, max(0, std.start - 14), std.start
    ):
        return None
    s, t = amount(first), amount(std)
    if s is None or t is None:
        return None
    return s, t, gap.group("less") is not None
