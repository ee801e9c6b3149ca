"""The pattern of a cue index's literal surfaces, and its matches that start a word.

The surfaces are compiled as one prefix tree (``품목(?:1(?:0\\(…``): at each position the engine
follows one branch per character instead of trying every surface in turn, and the match is the
longest surface there, as in a flat alternation sorted longest first. A Latin pattern also
reads an English plural (``strollers`` is ``stroller``) and no longer word (``super-single`` is
not ``single``). A match counts only where it starts a word (the character before is no letter,
digit or glue: ``bed`` is not found in ``sofabed``); compiled patterns are kept per surface tuple
(stages whose tool outputs give the same surfaces share one).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any


def alternation(surfaces: list[str], *, latin: bool) -> re.Pattern[str] | None:
    return _compiled(tuple(surfaces), latin) if surfaces else None


@lru_cache(maxsize=256)
def _compiled(surfaces: tuple[str, ...], latin: bool) -> re.Pattern[str]:
    """The surfaces' pattern (kept for stages whose tool outputs give the same surfaces)."""
    body = _trie(surfaces)
    if latin:  # "super-single" is not "single"; "strollers" is "stroller"
        return re.compile(rf"(?:{body})(?:e?s)?(?![a-z\-])")
    return re.compile(rf"(?:{body})")  # literal first: found in C; word starts checked by at_words


def _trie(surfaces: Iterable[str]) -> str:
    """One pattern for the literal ``surfaces`` shaped as a prefix tree (``품목(?:1(?:0\\(…``): at
    each position the engine follows one branch per character instead of trying every surface
    in turn. A longer continuation is tried before the surface ending there, so the match is the
    longest surface at that position, as in a flat alternation sorted longest first."""
    root: dict[str, dict[str, Any]] = {}
    for surface in surfaces:
        node = root
        for ch in surface:
            node = node.setdefault(ch, {})
        node[""] = {}  # a surface ends here
    return _branches(root)


def _branches(node: dict[str, dict[str, Any]]) -> str:
    alts = [re.escape(ch) + _branches(child) for ch, child in sorted(node.items()) if ch]
    if "" in node:
        alts.append("")  # the surface ending here, after every longer one
    if len(alts) == 1:
        return alts[0]
    return "(?:" + "|".join(alts) + ")"


def at_words(rx: re.Pattern[str], text: str, glue: str) -> Iterator[re.Match[str]]:
    """``rx``'s matches that start a word (the character before is not a letter, digit or one
    of ``glue``): a lookbehind in the pattern would make the engine try every position."""
    pos = 0
    while True:  # matches come from one finditer, restarted only after a match inside a word
        for m in rx.finditer(text, pos):
            start = m.start()
            if start and wordish(text[start - 1], glue):
                pos = start + 1  # a shorter surface may start inside this one
                break
            yield m
        else:
            return


def wordish(ch: str, glue: str) -> bool:
    return ch.isascii() and ch.isalnum() or "가" <= ch <= "힣" or ch in glue
