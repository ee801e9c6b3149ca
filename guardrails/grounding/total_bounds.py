"""Whether a worked-out total is said as its least or its greatest: the bound of a figure.

A figure is the *least* when it is the near end of a range of amounts (``46,000원~66,000원``,
``20,000원(2 × 10,000)에서 30,000원``, ``between 20,000 and 40,000 won``, ``20,000원과 40,000원
사이``) and the *greatest* when it is the far end; otherwise the bound word nearest before it in
its clause (after the previous amount) decides (:data:`.alternatives.LEAST` / ``MOST``: ``적게는``,
``최대``), else the one its sentence is worked at (``제일 낮은 금액 기준으로 …``). Neither when
no such word stands there. :mod:`.row_choices` reads it for its sums.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.alternatives import LEAST, MOST

# what joins the ends of a range of totals, a bracketed working allowed after the near end:
# "46,000원~66,000원", "20,000원(2 × 10,000)에서 30,000원", "적게는 2,000원, 많게는 6,000원"
_RANGE_JOINT: Final = re.compile(
    r"\s?(?:원|won)?\s?(?:[(（][^()（）\n]{0,40}[)）])?\s?(?:[~∼〜–-]|에서|부터|\bto\b)\s?", re.I
)
# the ends of a range said with "between … and" / "… 사이": "between 20,000 and 40,000 won",
# "20,000원과 40,000원 사이"
_BETWEEN: Final = re.compile(r"\bbetween\s(?:about\s)?$", re.I)
_AND_JOINT: Final = re.compile(r"\s?(?:원|won)?\s?(?:and\s|과\s|와\s)", re.I)
_AMONG: Final = re.compile(r"\s?(?:원|won)?\s?사이")


def _between(answer: str, near: tuple[int, int], far: tuple[int, int]) -> bool:
    """Whether two amounts are the ends of a range said with "between … and" or "… 사이"."""
    if not _AND_JOINT.fullmatch(answer, near[1], far[0]):
        return False
    if _BETWEEN.search(answer, max(0, near[0] - 16), near[0]):
        return True
    return _AMONG.match(answer, far[1]) is not None


def figure_bound(
    answer: str,
    money: tuple[tuple[int, int, float], ...],
    figure: tuple[int, int, float],
    s_lo: int,
) -> tuple[bool, bool]:
    """(least, most) of ``figure``: the near or far end of a range of amounts, else the bound
    word nearest before it in its clause (after the previous amount)."""
    start, end, _ = figure
    amounts = [m for m in money if m[2] >= 1000]
    k = next((i for i, m in enumerate(amounts) if m[0] == start), None)
    if k is not None:
        if k + 1 < len(amounts) and (
            _RANGE_JOINT.fullmatch(answer, end, amounts[k + 1][0])
            or _between(answer, (start, end), amounts[k + 1][:2])
        ):
            return True, False
        if k > 0 and (
            _RANGE_JOINT.fullmatch(answer, amounts[k - 1][1], start)
            or _between(answer, amounts[k - 1][:2], (start, end))
        ):
            return False, True
    prev = max((e for s, e, _ in amounts if e <= start), default=-1)
    clause = answer[max(s_lo, prev) : start]
    lo = max((m.end() for m in LEAST.finditer(clause)), default=-1)
    hi = max((m.end() for m in MOST.finditer(clause)), default=-1)
    if (
        lo == hi
    ):  # none in its clause: the one its sentence is worked at ("제일 낮은 금액 기준으로 …")
        sentence = answer[s_lo:start]
        lo = max((m.end() for m in LEAST.finditer(sentence)), default=-1)
        hi = max((m.end() for m in MOST.finditer(sentence)), default=-1)
    return lo > hi, hi > lo
