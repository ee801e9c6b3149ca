"""A subject that gathers the places named before it says the goods of each of them.

Round 48: after naming places one by one, an answer often says what they take together — ``3. 두
곳 다 플라스틱, 캔, 종이 받아요`` after two list lines of places, ``둘 다 폐건전지를 받아요``, ``Both
take batteries``, ``All three accept clothes``. :mod:`.taking_sites` binds no one place there (a
subject of its own, several places named); the subject is every place it counts: the last places
named before the sentence, as many as its number says (``두 곳``, ``둘``, ``both``: two; ``세
곳``, ``all three``: three), back to a blank line. :mod:`.taken` holds the goods to each one's own
record, as if said of each.

Unsure, never read: fewer places named before it than it counts, a name of several places among
them, a gathering word with no number (``모두``, ``all of them``: how many is not said).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["gathered_places"]

_COUNT: Final = {"두": 2, "둘": 2, "2": 2, "세": 3, "셋": 3, "3": 3, "네": 4, "넷": 4, "4": 4,
                 "both": 2, "three": 3, "four": 4}  # fmt: skip
# the gathering subject at the head of the clause: "두 곳 다", "두 곳 모두", "이 두 곳은", "둘 다",
# "세 군데 전부"; "Both (places|of them) take", "All three accept"
_LEAD: Final = r"^\s*(?:\d{1,2}[.)]\s*|[-•*·]\s*)?"  # the clause's start, past a list marker
_KO: Final = re.compile(
    _LEAD + r"(?:(?:이|그|위|이들)\s?)?(?:(?P<n>[두세네234])\s?(?:곳|군데|센터|장소)\s?"
    r"(?:다|모두|전부|은|는|도|에서|에서는)|(?P<m>둘|셋|넷)\s?(?:다|모두|전부))\s"
)
_EN: Final = re.compile(
    _LEAD + r"(?:(?P<b>both)(?:\s(?:of\sthem|places|sites|cent(?:er|re)s|locations|spots))?"
    r"|all\s(?P<n>three|four)(?:\s(?:places|sites|cent(?:er|re)s|locations|spots))?)"
    r"\s(?:also\s|will\s|can\s)?(?:take|accept|collect|handle|buy)",
    re.I,
)
_BLANK: Final = re.compile(r"\n\s*\n")


def gathered_places(
    answer: str, lo: int, at: int, mentions: list[tuple[int, int, frozenset[int]]]
) -> tuple[int, ...]:
    """The places a gathering subject in ``answer[lo:at]`` (the good's sentence up to the good)
    counts, from the names before ``lo``; ``()`` when it names none or is unsure."""
    head = answer[lo:at]
    m = _KO.match(head) or _EN.match(head)
    if m is None:
        return ()
    word = next(g for g in m.groups() if g is not None).lower()
    n = _COUNT.get(word, 0)
    if not n:
        return ()
    blank = [b.end() for b in _BLANK.finditer(answer, 0, lo)]
    start = blank[-1] if blank else 0
    named: list[int] = []
    for _s, _e, places in reversed([x for x in mentions if start <= x[0] < lo]):
        if len(places) != 1:
            return ()  # a name of several places among them: unsure
        (i,) = places
        if i not in named:
            named.append(i)
        if len(named) == n:
            return tuple(named)
    return ()
