"""Where a literal word stands in a text, found by ``str.find``, not by a pattern compiled per word.

Some readers look for a word taken from the tool outputs or the place vocabulary (a district's
name, its stem, an item's word) with ``re.finditer(rf"(?<![가-힣]){re.escape(word)}…", text)``:
one pattern per word. Python keeps 512 compiled patterns for every module at once and drops the
oldest first, so over a stream of answers those patterns are compiled again and again (round 34:
~0.34 compiles per check over 1,500 production cases, 0.1–4 ms each, most of them these three
readers'). :func:`word_spans` gives the very spans that ``finditer`` gave — the word where it
stands, not glued to a Hangul syllable before it when asked, followed by what a fixed pattern
matches there — with the word found in C and the fixed pattern compiled once.
"""

from __future__ import annotations

import re


def word_spans(
    text: str, word: str, after: re.Pattern[str] | None = None, *, bounded: bool = True
) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each match of ``(?<![가-힣])`` (when ``bounded``), ``word`` and
    ``after`` in ``text``, as ``re.finditer`` scans (left to right, a match's end
    the next start): ``after`` is matched at the word's end (a lookahead or a particle)."""
    if not word:  # (an empty word matches everywhere: the pattern's own reading)
        tail = after.pattern if after is not None else ""
        lead = "(?<![가-힣])" if bounded else ""
        return [m.span() for m in re.finditer(lead + tail, text)]
    out: list[tuple[int, int]] = []
    n = len(word)
    at = text.find(word)
    while at >= 0:
        end: int | None = at + n
        if bounded and at and "가" <= text[at - 1] <= "힣":
            end = None
        elif after is not None:
            m = after.match(text, at + n)
            end = m.end() if m is not None else None
        if end is None:
            at = text.find(word, at + 1)
        else:
            out.append((at, end))
            at = text.find(word, end)
    return out
