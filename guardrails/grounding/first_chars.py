"""Case-blind alternations written first character first: the same matches, found faster.

A pattern compiled with ``re.I`` whose alternatives open with a letter, a ``\\b`` or a Hangul
syllable gives the regex engine no character to skip to: it tries every alternative at every
position of the text, in Python's bytecode loop (round 22's largest costs were such patterns:
the hedges and the advice words, searched over each sentence and clause of every answer by five
readers). Written as one branch per character that can open a match — each case of a letter,
and the letters ``re.I`` folds to it (``K`` to the Kelvin sign) — that character as a literal
followed by the alternatives that open with it, in their order, each with its rest case-blind
(a ``\\b`` before it tested behind it), the pattern is a branch of literals: the engine skips in
C to a character some branch opens with (a charset prefix), and at a position enters only the
branch of that character — so a search finds the same match (same span, same groups).

:func:`alternation` writes a pattern so when each of its top-level alternatives opens with a
literal character, maybe after ``\\b`` (``\\bif\\b``, ``없``, ``수도\\s?있``, ``\\?``); a pattern
with any other opening (a lookaround, a class, a group, an optional first character) is
compiled as it is.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["alternation", "split_alternatives"]

# the characters besides an ASCII letter's two cases that re.I matches to it
_FOLDS: Final = {"i": "\u0130\u0131", "k": "\u212a", "s": "\u017f"}
_SPECIAL: Final = frozenset(".^$*+?{}[]\\|()")
_QUANTIFIER: Final = frozenset("*+?{")


def split_alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern`` (its ``|`` outside groups and classes)."""
    out: list[str] = []
    depth, start, i, in_class = 0, 0, 0, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            if ch == "]":
                in_class = False
        elif ch == "[":
            in_class = True
            if pattern[i + 1 : i + 2] == "^":
                i += 1
            if pattern[i + 1 : i + 2] == "]":  # a "]" first in a class is a member
                i += 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
        i += 1
    out.append(pattern[start:])
    return out


def _first_class(ch: str) -> str | None:
    """Every character ``re.I`` matches to ``ch``, or None when it cannot say."""
    if ch.isascii():
        if ch.isalpha():
            return ch.lower() + ch.upper() + _FOLDS.get(ch.lower(), "")
        return ch
    if "\uac00" <= ch <= "\ud7a3" or "\u3131" <= ch <= "\u318e":  # Hangul has no case
        return ch
    return None


def _opening(alt: str) -> tuple[bool, str, str] | None:
    """An alternative's word boundary, its first character and its rest; None when it does not
    open with a literal character."""
    bounded = alt.startswith("\\b")
    body = alt[2:] if bounded else alt
    if not body:
        return None
    if body[0] == "\\":
        if len(body) < 2 or body[1].isalnum() or body[1] == "_":
            return None  # a class escape (\s, \d, \w) or a backreference
        first, rest = body[1], body[2:]
    elif body[0] in _SPECIAL:
        return None
    else:
        first, rest = body[0], body[1:]
    if rest[:1] in _QUANTIFIER:
        return None  # the first character is optional or repeated
    return bounded, first, rest


def alternation(pattern: str) -> re.Pattern[str]:
    """``re.compile(pattern, re.I)``, written first character first where every top-level
    alternative opens with a literal character (maybe after ``\\b``). Each character ``re.I``
    matches to an alternative's first one opens a branch of its own (``c``, ``C``), which holds
    the alternatives that open with that character, in their order: at a position only those can
    match, so the first that matches is the one the pattern as written finds; a branch opening
    with a literal is skipped in C where the text holds another character."""
    groups: dict[str, list[tuple[bool, str]]] = {}  # a first character's class → its rests
    for alt in split_alternatives(pattern):
        opening = _opening(alt)
        cls = None if opening is None else _first_class(opening[1])
        if opening is None or cls is None:
            return re.compile(pattern, re.I)
        bounded, _, rest = opening
        groups.setdefault(cls, []).append((bounded, rest))
    branches = [
        f"{re.escape(ch)}(?:{'|'.join(_rest(ch, bounded, rest) for bounded, rest in rests)})"
        for cls, rests in groups.items()
        for ch in cls
    ]
    return re.compile("|".join(branches))


def _rest(ch: str, bounded: bool, rest: str) -> str:
    """An alternative after its first character ``ch``: ``\\b`` before ``ch`` tested behind it,
    the rest case-blind."""
    bound = f"(?<=\\b{re.escape(ch)})" if bounded else ""
    return f"{bound}(?i:{rest})" if rest else bound
