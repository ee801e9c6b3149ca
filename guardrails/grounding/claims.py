"""Checkable claims: ``ClaimKind``, ``Claim`` and the span-masking scan state shared by the
per-kind scanners (see :mod:`guardrails.grounding.extract` for the scanning order).
"""

from __future__ import annotations

import builtins
import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final, Literal

from guardrails.grounding.hints import Hints

ClaimKind = Literal[
    "money",
    "unit_price",
    "temperature",
    "percent",
    "precipitation",
    "distance",
    "phone",
    "date",
    "time",
    "url",
    "place",
    "number",
    "wind",
    "coord",
    "count",
    "free",
    "weekday",
    "sky",
    "duration",
    "hours24",
    "trend",
    "text",
    "currency",
    "discount",
    "department",
    "nearest",
    "superlative",
    "channel",
    "reward",
    "limit",
    "alert",
    "condition",
]


_set = object.__setattr__


@dataclass(frozen=True, slots=True, init=False)
class Claim:
    """A checkable statement found in a text.

    ``value`` is normalised: money → int (won), unit_price → (won, unit),
    temperature/percent/precipitation → float, distance → float metres,
    phone → digits (``+82`` → ``0``), date → (y,) / (y, m) / (y, m, d), time → (h, m),
    url → lower-case without scheme/``www.``/trailing slash (e-mail addresses included),
    place → name without spaces or particles, number → (value, unit or None), wind → m/s,
    coord → degrees, count → int, free → True, weekday → frozenset of 월…일, sky → 맑/흐림/구름/비/눈,
    duration / text / currency / department → compact text, hours24 / trend → True, reward → int points;
    a date without a year is
    (0, month, day).
    """

    text: str
    kind: ClaimKind
    value: builtins.object  # spelled out: a compiled (mypyc) dataclass cannot load a bare `object`
    start: int
    end: int
    why: str = ""

    def __init__(  # written out: twice as fast as the generated frozen __init__
        self, text: str, kind: ClaimKind, value: object, start: int, end: int, why: str = ""
    ) -> None:
        _set(self, "text", text)
        _set(self, "kind", kind)
        _set(self, "value", value)
        _set(self, "start", start)
        _set(self, "end", end)
        _set(self, "why", why)


_WS = re.compile(r"\s")


# length-preserving normalisation: full-width ASCII, hyphen look-alikes, zero-width characters
_FOLD = {i: i - 0xFEE0 for i in range(0xFF01, 0xFF5F)}
_FOLD.update(dict.fromkeys([0x2010, 0x2011, 0x2012, 0x2013, 0x2212, 0xFE63, 0xFF0D], ord("-")))
_FOLD.update(dict.fromkeys([0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00A0, 0x3000], ord(" ")))
_FOLD[0xFFE6] = ord("₩")


_NEEDS_FOLD = re.compile(
    "[\uff01-\uff5e\u2010-\u2013\u2212\ufe63\u200b-\u200d\u2060\ufeff\u00a0\u3000\uffe6]"
)


def amount(c: Claim) -> float | None:
    """The number a claim states (the first of a pair: 120 of ``(120, "kg")``); None for a
    text, a flag or a date."""
    v = c.value[0] if isinstance(c.value, tuple) else c.value
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


# the marks that end a sentence before a space (a line break ends one too): the stops
# :data:`SENTENCE_END` lists (written out there: its pattern has one home, round 24's test), which
# ``_END_MARKS`` and subjects' ``_SENTENCE_END`` are built on
STOP_MARKS: Final = ".!?。"
# where a sentence ends: a stop before a space or the text's end, or a line break (not the point
# of "1.5km", nor the stop of a number's abbreviation before its number: "(신세계약국, No. 23)").
# Two readers keep an end of their own, on purpose (one end for all would move their sentences):
# subjects' ``_SENTENCE_END`` (``sentence_bounds``) also ends a sentence at a bullet ``•``/``▶``
# and keeps "tel." and a stop after a digit at the text's end inside it, but ends one at "No. 23";
# dated's ``_SENTENCE_END`` eats a run of stops and the spaces after it (a blank line is one end:
# it counts the sentences between a phone and its date) and knows no ``。`` and no "No. 23".
SENTENCE_END = re.compile(r"(?!(?<=\b[Nn]o)\.\s\d)[.!?。](?=\s|$)|\n")
# a sentence or list line as a span, not cut at the point of "5.8" or "1.5km" nor at "No. 23"
SENTENCE_SPAN = re.compile(r"(?:[^.!?\n]|\.(?=\d)|(?<=\b[Nn]o)\.(?=\s\d))+")


def claim_sentence(answer: str, c: Claim) -> tuple[int, int]:
    """The bounds of the sentence a claim stands in, its closing mark included: from the last
    :data:`SENTENCE_END` before the claim to the first one after it (the counts of
    :mod:`.enumerated` and :mod:`.day_counts` read their scope here)."""
    start = 0
    for m in SENTENCE_END.finditer(answer, 0, c.start):
        start = m.end()
    end = SENTENCE_END.search(answer, c.end)
    return start, end.end() if end else len(answer)


def sentence_around(answer: str, at: int) -> tuple[int, int]:
    """The bounds of the sentence (or list line) around ``answer[at]``, cut at :data:`SENTENCE_END`.

    The same bounds as ``max(m.end() for m in SENTENCE_END.finditer(answer, 0, at))`` and
    ``SENTENCE_END.search(answer, at)``, read from the answer's sentence ends (found once per
    answer) by bisection: many readers ask it per claim. A mark right before ``at`` ends a
    sentence there (the search stopped at ``at`` sees the text's end after it)."""
    ends = _sentence_ends(answer)
    a = min(at, len(answer))
    if a > 0 and answer[a - 1] in _END_MARKS:
        start = a
    else:
        k = bisect_right(ends, a - 1)
        start = ends[k - 1] if k else 0
    k = bisect_right(ends, max(at, 0))  # the first end after a mark at ``at`` or later
    return start, ends[k] - 1 if k < len(ends) else len(answer)


_END_MARKS: Final = frozenset(STOP_MARKS + "\n")  # what SENTENCE_END's matches are (one character)
_ENDS: dict[str, list[int]] = {}  # per answer text (a few kept: readers ask of one at a time)


def _sentence_ends(answer: str) -> list[int]:
    """Where each :data:`SENTENCE_END` match of ``answer`` ends, in order."""
    ends = _ENDS.get(answer)
    if ends is None:
        if len(_ENDS) > 32:
            _ENDS.clear()
        ends = _ENDS[answer] = [m.end() for m in SENTENCE_END.finditer(answer)]
    return ends


def overlaps(c: Claim, others: Iterable[Claim]) -> bool:
    """Whether ``c``'s span shares a character with any of ``others``."""
    return any(o.start < c.end and c.start < o.end for o in others)


def fold(text: str) -> str:
    """``text`` with look-alike characters folded, one character for one (spans stay valid)."""
    return text.translate(_FOLD) if _NEEDS_FOLD.search(text) else text


class _Scan:
    __slots__ = ("claims", "evidence", "hints", "lower", "places", "raw", "taken", "text")

    def __init__(self, text: str, places: object = None, *, evidence: bool = False) -> None:
        self.evidence = evidence  # reading a tool output: no context conditions on claims
        self.raw = text  # claims quote the text as written
        self.text = fold(text)
        self.lower = self.text.lower()  # for substring gates only (its length may differ)
        self.hints = Hints(self.lower)  # which families of words the scanners can find at all
        self.places = places
        self.taken = bytearray(len(text))
        self.claims: list[Claim] = []

    def free(self, start: int, end: int) -> bool:
        return self.taken.find(1, start, end) < 0

    def add(self, kind: ClaimKind, value: object, start: int, end: int) -> None:
        self.claims.append(Claim(self.raw[start:end], kind, value, start, end))

    def take(self, start: int, end: int) -> None:
        self.taken[start:end] = b"\x01" * (end - start)


def _windows(text: str, marker: re.Pattern[str], before: int, after: int) -> list[tuple[int, int]]:
    """Merged ``[start, end)`` windows around each ``marker`` hit; regexes then run only there.

    Most of an answer is prose, so scanning small windows around 원/년/시/: is several times
    faster than running every pattern over the whole text.  Window ends are pushed to the next
    whitespace so that a lookahead never sees a number cut in half.
    """
    n = len(text)
    spans: list[tuple[int, int]] = []
    for m in marker.finditer(text):
        start, end = max(0, m.start() - before), min(n, m.end() + after)
        ws = _WS.search(text, end, min(n, end + 24))
        end = ws.start() if ws else min(n, end + 24)
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], end))
        else:
            spans.append((start, end))
    return spans


def _finditer(
    rx: re.Pattern[str], text: str, windows: list[tuple[int, int]]
) -> Iterator[re.Match[str]]:
    for start, end in windows:
        yield from rx.finditer(text, start, end)


def _add(s: _Scan, kind: str, value: object, start: int, end: int) -> None:
    if s.free(start, end):
        s.add(kind, value, start, end)  # type: ignore[arg-type]
        s.take(start, end)


# the characters besides an ASCII letter's two cases that re.I matches to it
_FOLDS = {"i": "\u0130\u0131", "k": "\u212a", "s": "\u017f"}


def any_word(words: Iterable[str]) -> re.Pattern[str]:
    """``re.compile("|".join(words), re.I)`` for literal ``words``, written first character first:
    a case-blind alternation whose words start with letters is tried at every position of the
    text, while a character class first is skipped to in C. Each word's first character is
    tested again behind it, its rest case-blind, so a search finds the same match (same words
    in the same order). A first character with case outside ASCII is refused."""
    firsts: list[str] = []
    alts: list[str] = []
    for w in words:
        c = w[0]
        if c.isascii() and c.isalpha():
            cls = c.lower() + c.upper() + _FOLDS.get(c.lower(), "")
        elif c.lower() == c == c.upper():
            cls = c
        else:
            raise ValueError(f"no case-blind class for {w!r}")
        firsts.append(cls)
        alts.append(f"(?<=[{re.escape(cls)}])(?i:{re.escape(w[1:])})")
    return re.compile(f"[{re.escape(''.join(firsts))}](?:{'|'.join(alts)})")


_GATES: dict[tuple[str, ...], re.Pattern[str]] = {}
# the same patterns by the word list's id (held, so the id is not reused): hashing a gate of a
# hundred words per test cost more than most of its searches
_GATES_BY_ID: dict[int, tuple[tuple[str, ...], re.Pattern[str]]] = {}


def contains_any(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` contains one of ``words`` (one compiled pattern per word list)."""
    held = _GATES_BY_ID.get(id(words))
    if held is None or held[0] is not words:
        rx = _GATES.get(words)
        if rx is None:
            rx = _GATES[words] = re.compile(_prefix_tree(words))
        if len(_GATES_BY_ID) > 1024:
            _GATES_BY_ID.clear()
        held = _GATES_BY_ID[id(words)] = (words, rx)
    return held[1].search(text) is not None


def _prefix_tree(words: Iterable[str]) -> str:
    """A pattern that matches where one of ``words`` starts, written as their prefix tree: a plain
    alternation tries every word at each position whose character opens one (``"|".join`` of a
    gate's 135 words took ~25 µs per answer); the tree tries one branch per character. Only
    *whether* it matches is read (the word found at a position may be another that starts
    there), so a word that another extends ends its branch."""
    tree: dict[str, dict] = {}  # type: ignore[type-arg]
    for w in words:
        node = tree
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}  # a word ends here

    def written(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        if "" in node:
            return ""
        alts = [re.escape(ch) + written(child) for ch, child in node.items()]
        return alts[0] if len(alts) == 1 else f"(?:{'|'.join(alts)})"

    return written(tree)
