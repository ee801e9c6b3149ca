"""A bracket that cites two datasets, each with its own date: each date is its own part's.

A source line can cite two datasets in one bracket — ``[출처: 한국환경공단 가격조사 2025-01 /
전국재활용센터표준데이터, 데이터기준일자 2024-03-20]``, ``(기준일: fees 2024-08-22, rules
2024-07-31)``, ``(2025-01 price survey; 2024-03-20 centre data)``. **Where a bracket holds two or
more dates, each date is said of the dataset its own part names: the words since the separator
(``/``, ``;``, ``,``, ``·``, ``|``) that follows the previous date — else, where those name no
dataset, the words after it up to the next separator or date.** The whole bracket names two
classes and would leave each date unread (or read by the one class a label names); its parts name
one class each. :mod:`.cited_dates` reads the part for support and :mod:`.cited_misdates` for the
other dataset's date given to it.

A part naming two classes or none is unsure: no class of the bracket's other parts is given to its
date (``(기준일: fees 2024-08-22, 2024-07-31)``: the second date is not read as the fee data's). A
bracket with one date is read whole, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

__all__ = ["own_part"]

# the dates a citation bracket writes: "2025-01", "2024.03.20", "2025년 1월", "12 Nov 2025", "Nov 2025"
_MONTH: Final = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
_DATE: Final = re.compile(
    r"(?<![\d.])(?:19|20)\d{2}\s?[-./]\s?\d{1,2}(?:\s?[-./]\s?\d{1,2})?(?![\d])"
    r"|(?<!\d)(?:19|20)\d{2}\s?년\s?\d{1,2}\s?월(?:\s?\d{1,2}\s?일)?"
    rf"|\b(?:\d{{1,2}}\s)?{_MONTH}\s(?:\d{{1,2}},?\s)?(?:19|20)\d{{2}}\b",
    re.I,
)
_SEP: Final = re.compile(r"[/;,·|]")


def own_part(
    answer: str,
    open_at: int,
    close_at: int,
    start: int,
    end: int,
    names: Callable[[str], list[str]],
) -> str | None:
    """The words of the bracket ``answer[open_at + 1 : close_at]`` that are the date at
    ``start``–``end``'s own, where the bracket holds two or more dates (``names``: the classes a
    text names; the words before the date where they name any, else those after it); else
    ``None`` (one date: the whole bracket is the date's)."""
    dates = list(_DATE.finditer(answer, open_at + 1, close_at))
    if len(dates) < 2:
        return None
    at = next(
        (i for i, m in enumerate(dates) if m.start() <= start < m.end() or m.start() == start), None
    )
    if at is None:
        return None
    lo = open_at + 1
    if at > 0:
        sep = _SEP.search(answer, dates[at - 1].end(), start)
        if sep is None:
            return None  # "2025-01 2024-03-20": no part of its own
        lo = sep.end()
    before = answer[lo:start]
    if names(before):
        return before
    hi = dates[at + 1].start() if at + 1 < len(dates) else close_at
    sep = _SEP.search(answer, end, hi)
    return answer[end : sep.start() if sep else hi]
