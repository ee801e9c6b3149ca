"""A searched pattern behind a look-ahead of the characters its matches can open with: the same
matches, found faster.

A pattern whose first element is a group of named alternatives, a case-blind alternation of
words or a lookbehind gives the regex engine no literal or character class to skip to: at every
position of the text it enters the pattern and tries each alternative (``holdings.WAYS``, twelve
named groups of case-blind words, took ~64 µs per search of a 300-character Korean answer, the
largest single pattern cost of the check; the gates of the prose readers were next). Every match
opens with one of a known set of characters — the first characters its alternatives can consume,
read from the parsed pattern — so ``(?=[that set])`` in front of it changes no match (same span,
same groups, same ``lastgroup``): a position whose character is not in the set fails at one class
test in C instead of a walk through every alternative.

:func:`gated` writes a compiled pattern so when that set can be read: each path through the
pattern opens with a literal, a class (not negated), a category (``\\d``, ``\\s``) or a repeat of
one at least once, maybe after zero-width assertions (``\\b``, a lookbehind, a lookahead: they
consume nothing, so the first character consumed is still in the set) and optional elements (their
own set and the next element's); the pattern cannot match the empty string; no group changes the
flags. Any other pattern — and one the engine already skips to by its literal prefix or first
character class — is returned as it is.
"""

from __future__ import annotations

import re
from typing import Any, Final

__all__ = ["gated"]

try:  # the standard library's parser and prefix readers (3.11+: re._parser, re._compiler)
    from re import _compiler as _sre_compile  # type: ignore[attr-defined]
    from re import _parser as _sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - an older Python: patterns are left as they are
    _sre_compile = _sre_parse = None

_ZERO_WIDTH: Final = ("AT", "ASSERT", "ASSERT_NOT")
_REPEATS: Final = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
_CATEGORIES: Final = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_NOT_DIGIT": r"\D",
    "CATEGORY_SPACE": r"\s",
    "CATEGORY_NOT_SPACE": r"\S",
    "CATEGORY_WORD": r"\w",
    "CATEGORY_NOT_WORD": r"\W",
}


class _Unreadable(Exception):
    """A pattern whose opening characters cannot be written as one class."""


def _member(op: Any, av: Any) -> str:
    """One class member as pattern text."""
    name = str(op)
    if name == "LITERAL":
        return re.escape(chr(av))
    if name == "RANGE":
        return f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}"
    if name == "CATEGORY" and str(av) in _CATEGORIES:
        return _CATEGORIES[str(av)]
    raise _Unreadable(name)


def _first(items: Any) -> tuple[list[str], bool]:
    """The class members a sequence of parsed elements can open a match with, and whether it can
    match the empty string."""
    members: list[str] = []
    for op, av in items:
        name = str(op)
        if name in _ZERO_WIDTH:
            continue
        if name == "LITERAL":
            return [*members, _member(op, av)], False
        if name == "IN":
            if any(str(o) == "NEGATE" for o, _ in av):
                raise _Unreadable("NEGATE")
            return [*members, *(_member(o, a) for o, a in av)], False
        if name == "SUBPATTERN":
            _group, add_flags, del_flags, sub = av
            if add_flags or del_flags:
                raise _Unreadable("flags")
            inner, nullable = _first(sub)
        elif name == "ATOMIC_GROUP":
            inner, nullable = _first(av)
        elif name == "BRANCH":
            inner, nullable = [], False
            for alt in av[1]:
                alt_members, alt_nullable = _first(alt)
                inner += alt_members
                nullable = nullable or alt_nullable
        elif name in _REPEATS:
            low, high, sub = av
            if high == 0:
                raise _Unreadable("empty repeat")
            inner, nullable = _first(sub)
            nullable = nullable or low == 0
        else:
            raise _Unreadable(name)
        members += inner
        if not nullable:
            return members, False
    return members, True


def _skipped_to(parsed: Any, flags: int) -> bool:
    """Whether the engine already skips to a match's start (a literal prefix or a first class)."""
    if flags & re.IGNORECASE and flags & re.LOCALE:
        return False
    prefix, _skip, _all = _sre_compile._get_literal_prefix(parsed, flags)
    return bool(prefix) or bool(_sre_compile._get_charset_prefix(parsed, flags))


def gated(rx: re.Pattern[str]) -> re.Pattern[str]:
    """``rx`` behind a look-ahead of the characters its matches open with (same matches, same
    groups), or ``rx`` itself when that set cannot be read or the engine already skips to a
    match's start."""
    if _sre_parse is None or not isinstance(rx.pattern, str):
        return rx
    flags = rx.flags & ~re.UNICODE
    try:
        parsed = _sre_parse.parse(rx.pattern, rx.flags)
        if _skipped_to(parsed, parsed.state.flags):
            return rx
        members, nullable = _first(parsed.data)
        if nullable or not members:
            return rx
        end = "\n" if flags & re.VERBOSE else ""
        body = _GLOBAL_FLAGS.sub("", rx.pattern, count=1)
        out = re.compile(f"(?=[{''.join(dict.fromkeys(members))}])(?:{body}{end})", flags)
    except (_Unreadable, re.error, AttributeError, TypeError, ValueError):
        return rx
    return out if out.groupindex == rx.groupindex and out.groups == rx.groups else rx


_GLOBAL_FLAGS: Final = re.compile(r"\A\(\?[aiLmsux]+\)")
