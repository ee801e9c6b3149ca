"""The hint pass: one look at an answer, once per check, that tells the readers whether a family of
their words can occur in it at all, so a reader with nothing to read returns before its own test.

Each reader keeps its own words and its own gate; a hint is only a *necessary* condition of that
gate, so a reader behind a hint reads exactly what it read without one. Today's hint:

- ``latin``: the lower-case answer holds an ASCII letter. Every English word a reader looks for
  (weekdays, months, durations, prepositions, romanized names) needs one; a Korean answer
  without ``kg`` or ``PET`` skips all of those tests (each a search over the whole answer) for
  this one search.

A hint is computed on the text its readers search: the extraction's folded text (full-width
letters folded to ASCII) or the answer as written.
"""

from __future__ import annotations

import re

_LATIN = re.compile("[a-z]")  # on lower-case text (an upper-case ASCII letter lower-cases to one)


class Hints:
    """What the hint pass found in one lower-case text."""

    __slots__ = ("latin",)

    def __init__(self, lower: str) -> None:
        self.latin = _LATIN.search(lower) is not None


ALL = Hints("a")  # no hint known: every reader reads
