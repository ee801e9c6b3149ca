"""A ratio between two things the answer has priced on lines of their own.

An answer often lists its rows first, one amount a line (``- Yongin-si, grand piano: 30,000 won``,
``- Yongin-si, upright piano (어프라이트): 20,000 won``), then compares two of them in words no
tool output holds (``the grand piano costs twice as much as the upright``, ``그랜드는 업라이트의
두 배예요``): the records cannot be named, but the answer's own lines can. Each side of the ratio
names the line that is the only one to hold one of its words (``grand``, ``upright``; a word held
by several lines, ``piano``, ``won``, names none); the ratio is that of the two lines' amounts
(each amount is checked against the records by the readers of amounts). Unsure (None) when a side
names no line, names two, or both name the same, or a line states no amount or more than one
(``2,000 won or 4,000 won``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.subjects import Context

__all__ = ["listed_ratio"]

# a word of a side: Latin (three letters at least) or Hangul (two), a Korean particle after it off
_WORD: Final = re.compile(r"[A-Za-z]{3,}|[가-힣]{2,}")
_PARTICLE: Final = re.compile(r"(?:보다|에서|은|는|이|가|의|을|를|과|와|도)$")


def _priced_lines(ctx: Context, end: int) -> list[tuple[str, float]]:
    """The lines before ``end`` that state one amount of money: (lower-case text, amount)."""
    out: list[tuple[str, float]] = []
    text = ctx.answer
    lo = 0
    while lo < end:
        hi = text.find("\n", lo, end)
        hi = end if hi < 0 else hi
        money = [
            c.value
            for c in ctx.claims
            if c.kind == "money" and lo <= c.start < hi and isinstance(c.value, int | float)
        ]
        if len(money) == 1:
            out.append((text[lo:hi].lower(), float(money[0])))
        lo = hi + 1
    return out


def _line_of(text: str, lines: list[tuple[str, float]]) -> int | None:
    """The one line that the words of ``text`` name (see the module docstring), else None."""
    found: set[int] = set()
    for m in _WORD.finditer(text.lower()):
        word = m.group(0)
        if not word.isascii():
            word = _PARTICLE.sub("", word)
            if len(word) < 2:
                continue
        held = [i for i, (line, _) in enumerate(lines) if word in line]
        if len(held) == 1:
            found.add(held[0])
    return found.pop() if len(found) == 1 else None


def listed_ratio(
    ctx: Context, s_span: tuple[int, int], t_span: tuple[int, int]
) -> list[float] | None:
    """The ratio of the amounts of the lines the two sides name (S over T), None when unsure."""
    start = ctx.sentence_start(min(s_span[0], t_span[0]))
    lines = _priced_lines(ctx, start)
    if len(lines) < 2:
        return None
    s = _line_of(ctx.answer[s_span[0] : s_span[1]], lines)
    t = _line_of(ctx.answer[t_span[0] : t_span[1]], lines)
    if s is None or t is None or s == t or lines[t][1] <= 0:
        return None
    return [lines[s][1] / lines[t][1]]
