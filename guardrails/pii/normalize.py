"""``normalize``: the text the recognisers read, with a map back to the original offsets.

Users (and PDFs) obfuscate numbers in ways no recogniser pattern should have to know about. This
layer rewrites them into the few forms the patterns understand, in two passes:

1. **Characters** (only when the text has a character outside ASCII and Hangul syllables): format
   characters (Cf: zero-width space/joiner, soft hyphen, BOM, word joiner, bidi controls) are
   dropped; every Unicode decimal digit (Arabic-Indic, full-width, mathematical…) becomes ASCII;
   dash look-alikes (en/em dash, minus, small and full-width hyphen-minus, the Hangul ``ㅡ`` typed as
   a dash, ``ー``, ``─``) become ``-``; other white space becomes `` `` (line separators ``\\n``);
   ``。`` and ``．`` become ``.``; everything else goes through NFKC (``＠`` → ``@``, ``Ｏ`` → ``O``).
2. **Number-shaped runs** (digit groups joined by separators, holding at least
   ``_MIN_RUN_DIGITS`` digits): inside a run, ``O``/``o`` and ``I``/``l`` standing in for 0 and 1
   are read as digits; spaced-out single digits (``0 1 0 1 2 3 4``) are joined; a separator made of
   ``/ _ , ~ · ( ) \\ |``, dashes or dots, with spaces or line breaks around it, becomes ``-``; pure
   white space (a line break, several spaces) becomes one space. ``-``, ``.`` and a single space are
   kept, as are thousands commas (``1,234,567``) and a parenthesised area code (``(02)``).

Every character of the result knows the original span it came from, so a finding on the
normalised text maps back to the *whole* original span (``900101-\\n1234568`` is masked whole).
Plain ASCII/Hangul text without a separator-joined digit run is returned as is (no map).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

# Characters the first pass has to look at: anything but ASCII and Hangul syllables.
_SPECIAL: Final = re.compile("[^\x00-\x7f\uac00-\ud7a3]")
_DASHES: Final = frozenset(
    "\u2010\u2011\u2012\u2013\u2014\u2015\u2043\u2212\u2796\ufe58\ufe63\uff0d\u02d7"
    "\u2e3a\u2e3b\ufe31\ufe32\u3161\u1173\u30fc\uff70\u2500\u2501\u2574\u2576\u4e00"
    "\u10fb\u23af\u2013"
)
_DOTS: Final = frozenset("\u3002\uff0e\uff61\u2024\u00b7\u30fb\u2027\u2022\u2219\u22c5")
_LINE_BREAKS: Final = frozenset("\u2028\u2029\u0085")
# Invisible characters that are not format characters: variation selectors, the keycap mark,
# the combining grapheme joiner and the Hangul fillers.
_INVISIBLE: Final = frozenset(
    "\ufe00\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06\ufe07\ufe08\ufe09\ufe0a\ufe0b\ufe0c"
    "\ufe0d\ufe0e\ufe0f\u20e3\u034f\u3164\u115f\u1160\uffa0\u2800"
)
# Greek and Cyrillic letters that look like O and I (read as O/I, then as 0/1 inside numbers).
_LOOKALIKE_LETTERS: Final = {
    "\u039f": "O", "\u03bf": "o", "\u041e": "O", "\u043e": "o", "\u0399": "I", "\u0406": "I",
    "\u04c0": "I", "\u0456": "l", "\u04cf": "l",
}  # fmt: skip

# A run needs this many digits before its separators are rewritten: the shortest number worth
# de-obfuscating is a Seoul landline (9 digits); prices, times and dates stay untouched.
_MIN_RUN_DIGITS: Final = 9
_CONFUSABLE: Final = str.maketrans("OoIl", "0011")
_BRACKETS: Final = str.maketrans("[]{}", "()()")
_GROUP = r"(?<![A-Za-z0-9])[0-9OoIl]+(?![A-Za-z0-9])"
_HARD = "./_,~·()\\[\\]{}*#+=\\\\|-"  # "-" last: a literal inside a character class
_BLANK = " \t\r\n"
_SEP = rf"[{_BLANK}]{{0,3}}[{_HARD}]{{1,3}}[{_BLANK}]{{0,3}}|[{_BLANK}]{{1,4}}"
_RUN: Final = re.compile(rf"[(\[{{]?{_GROUP}(?:(?:{_SEP}){_GROUP})*[)\]}}]?")
# Fast first cut (no lookbehind, so the engine skips ahead): stretches of digits, look-alikes
# and separators; only those holding enough digits are parsed into runs.
_CANDIDATE: Final = re.compile(rf"[0-9OoIl(\[{{][0-9OoIl{_BLANK}{_HARD}]{{7,}}")
_DIGITS_AND_LOOKALIKES: Final = "0123456789OoIl"
_PLAIN_RUN: Final = re.compile(r"[0-9]{2,}(?:[-. ][0-9]{2,})+")
_GROUP_RE: Final = re.compile(r"[0-9OoIl]+")
_DASH_LIKE: Final = frozenset({"-", "--", "_"})
_DOTTED_QUAD: Final = re.compile(r"[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}")
_AREA_CODE: Final = re.compile(r"0[0-9]{0,3}")
# An old-form passport with look-alikes in its eight digits: "M3577O168".
_PASSPORT_LOOKALIKE: Final = re.compile(
    r"(?<![A-Za-z0-9])[MSRGDmsrgd]([0-9OoIl]{8})(?![A-Za-z0-9])"
)
_IP_WORD: Final = re.compile(r"(?:(?<![A-Za-z])ip|아이피|주소)[^0-9A-Za-z]{0,8}$", re.I)
_IP_ONLY_WORD: Final = re.compile(r"(?:(?<![A-Za-z])ip|아이피)[^0-9A-Za-z]{0,8}$", re.I)


@dataclass(frozen=True, slots=True)
class Normalized:
    """The normalised text and, per character, the original ``[start, end)`` it came from."""

    text: str
    starts: tuple[int, ...] | None = None  # None: identical to the original
    ends: tuple[int, ...] | None = None
    spaced: bool = False  # some digit run has blanks between its groups (a hint for chains)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span of ``text[start:end]`` (covering every character it came from)."""
        if self.starts is None or self.ends is None:
            return start, end
        return self.starts[start], self.ends[end - 1]

    def edited(self, edits: list[tuple[int, int, str]]) -> Normalized:
        """This view with further (sorted, disjoint) edits, still mapped to the original."""
        text, starts, ends = _apply(self.text, edits)
        if self.starts is not None and self.ends is not None:
            starts = [self.starts[i] for i in starts]
            ends = [self.ends[i - 1] for i in ends]
        return Normalized(text, tuple(starts), tuple(ends), self.spaced)


_Edit = tuple[int, int, str]  # original [start, end) replaced by a string


@lru_cache(maxsize=4096)
def _char(c: str) -> str:
    """The first-pass replacement of one non-ASCII, non-Hangul-syllable character."""
    if c in _DASHES:
        return "-"
    if c in _DOTS:
        return "."
    if c in _LINE_BREAKS:
        return "\n"
    if c in _INVISIBLE or unicodedata.category(c) == "Cf":
        return ""
    if c in _LOOKALIKE_LETTERS:
        return _LOOKALIKE_LETTERS[c]
    digit = unicodedata.decimal(c, None)
    if digit is not None:
        return str(digit)
    if c.isspace():
        return " "
    if "\u3131" <= c <= "\u318e":  # Hangul compatibility jamo: NFKC would decompose them
        return c
    out = unicodedata.normalize("NFKC", c)
    if out == c:
        return c
    return "".join(x if x.isascii() or x == c else _char(x) for x in out)


def _char_edits(text: str) -> list[_Edit]:
    edits: list[_Edit] = []
    for m in _SPECIAL.finditer(text):
        c = m.group()
        out = _char(c)
        if out != c:
            edits.append((m.start(), m.end(), out))
    return edits


def _sep_out(sep: str, thousands: bool) -> str:
    """The rewrite of one separator between two digit groups."""
    if sep in ("-", ".", " "):
        return sep
    if sep == "," and thousands:
        return sep
    core = sep.strip(_BLANK)
    if core == "" or (core not in _DASH_LIKE and core != sep):
        return " "  # blanks, or "/", "," or "~" with blanks around: a list or a wrapped line
    return "-"


def _run_edits(text: str, offset: int, run: str) -> list[_Edit]:
    """Edits inside one number-shaped run starting at ``offset``."""
    groups = list(_GROUP_RE.finditer(run))
    values = [g.group().translate(_CONFUSABLE) for g in groups]
    seps = [(groups[i].end(), groups[i + 1].start()) for i in range(len(groups) - 1)]
    digits = sum(1 for ch in run if "0" <= ch <= "9")
    lookalikes = sum(map(len, values)) - digits
    if _dotted_quad(run, values, seps, text, offset):
        return [
            (offset + a, offset + b, ".") for a, b in seps if run[a:b] != "."
        ] + _lookalike_edits(offset, groups, values)
    if digits < 6 or digits + lookalikes < _MIN_RUN_DIGITS or lookalikes > digits:
        return []
    if run.count(".") >= 3 and _DOTTED_QUAD.search(run):
        return []  # an IPv4 address (maybe with a "/24" prefix) or a version number
    edits = _lookalike_edits(offset, groups, values)
    # thousands grouping: 1-3 digits, then ",ddd" groups only
    thousands = len(values[0]) <= 3 and all(
        len(v) == 3 for v, (a, b) in zip(values[1:], seps, strict=True) if run[a:b] == ","
    )
    joined = _spaced_digits(run, values, seps)
    for k, (a, b) in enumerate(seps):
        sep = run[a:b]
        if k in joined:
            out = ""
        elif any(p in sep for p in "()[]{}"):
            out = _paren_sep(run, groups, k, sep)
        else:
            out = _sep_out(sep, thousands)
        if out != sep:
            edits.append((offset + a, offset + b, out))
    # outer brackets: "(02)" and "[02]" stay (as parentheses); others go: "(900101)-(1234568)"
    if run[0] in "([{":
        kept = _kept_area(run, groups, 0)
        if not kept or run[0] != "(":
            edits.insert(0, (offset, offset + 1, "(" if kept else ""))
    if run[-1] in ")]}" and not _kept_area(run, groups, len(groups) - 1):
        edits.append((offset + len(run) - 1, offset + len(run), ""))
    return edits


def _lookalike_edits(offset: int, groups: list[re.Match[str]], values: list[str]) -> list[_Edit]:
    return [
        (offset + g.start(), offset + g.end(), v)
        for g, v in zip(groups, values, strict=True)
        if v != g.group()
    ]


def _dotted_quad(
    run: str, values: list[str], seps: list[tuple[int, int]], text: str, offset: int
) -> bool:
    """An IPv4 address with blanks or line breaks around its dots ("10. 0. 12. 7"), or typed
    with look-alikes after an IP word ("IP lO.lO.lOO.l")."""
    if len(values) != 4 or any(len(v) > 3 for v in values):
        return False
    cores = {run[a:b].strip(_BLANK) for a, b in seps}
    if cores != {"."} and not (
        len(cores) == 1
        and cores <= {",", "-", "_", "/", " ", ""}
        and _IP_ONLY_WORD.search(text, max(0, offset - 16), offset)
    ):
        return False  # other separators only right after an IP word: "IP 192,168,0,1"
    if any(not v.isdigit() or int(v) > 255 for v in values):
        return False
    if all(ch.isdigit() or ch in "." for ch in run):
        return False  # already a plain dotted quad
    if any(ch in "OoIl" for ch in run):
        return _IP_WORD.search(text, max(0, offset - 16), offset) is not None
    return True


def _spaced_digits(run: str, values: list[str], seps: list[tuple[int, int]]) -> set[int]:
    """Separators inside spaced-out single digits ("0 1 0 1 2 3 4"): 4+ one-digit groups."""
    joined: set[int] = set()
    i = 0
    while i < len(values):
        j = i
        while (
            j + 1 < len(values)
            and len(values[j]) == 1
            and len(values[j + 1]) == 1
            and run[seps[j][0] : seps[j][1]].strip(" \t") == ""
            and seps[j][1] - seps[j][0] <= 2
        ):
            j += 1
        if j - i >= 3:
            joined.update(range(i, j))
        i = j + 1
    return joined


def _kept_area(run: str, groups: list[re.Match[str]], k: int) -> bool:
    """Whether group ``k`` is a parenthesised area code, ``(02)`` leading the run or the ``(0)``
    after a country code, kept as written."""
    g = groups[k]
    return (
        (k == 0 or g.group() == "0")
        and g.start() > 0
        and run[g.start() - 1] in "([{"
        and g.end() < len(run)
        and run[g.end()] in ")]}"
        and _AREA_CODE.fullmatch(g.group()) is not None
    )


def _paren_sep(run: str, groups: list[re.Match[str]], k: int, sep: str) -> str:
    if sep.rstrip(" ")[-1:] in ("(", "[", "{") and _kept_area(run, groups, k + 1):
        return sep.translate(_BRACKETS)  # " (0)" after +82
    if sep[0] in ")]}" and _kept_area(run, groups, k):
        return ")" + (" " if " " in sep else "")  # "(010)(1234)": the area code, then the rest
    return "-"


def _passport_edits(text: str) -> list[_Edit]:
    edits: list[_Edit] = []
    for m in _PASSPORT_LOOKALIKE.finditer(text):
        tail = m.group(1)
        fixed = tail.translate(_CONFUSABLE)
        if fixed != tail and sum(ch.isdigit() for ch in tail) >= 5:
            edits.append((m.start(1), m.end(1), fixed))
    return edits


def _apply(text: str, edits: list[_Edit]) -> tuple[str, list[int], list[int]]:
    """Apply sorted, disjoint edits; per output character its original [start, end)."""
    parts: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    carry = -1  # start of a deleted span that belongs to the next character
    for a, b, out in edits:
        if a > pos:
            parts.append(text[pos:a])
            starts.extend(range(pos, a))
            ends.extend(range(pos + 1, a + 1))
            if carry >= 0:
                starts[len(starts) - (a - pos)] = carry
                carry = -1
        if out:
            parts.append(out)
            starts.extend([a if carry < 0 else carry] * len(out))
            ends.extend([b] * len(out))
            carry = -1
        elif ends and not (b < len(text) and text[b].isalnum()):
            ends[-1] = b  # a deleted span belongs to the character before it...
        elif carry < 0:
            carry = a  # ...or, before a digit or letter (a leading "("), to the one after it
        pos = b
    if pos < len(text):
        parts.append(text[pos:])
        starts.extend(range(pos, len(text)))
        ends.extend(range(pos + 1, len(text) + 1))
        if carry >= 0:
            starts[len(starts) - (len(text) - pos)] = carry
    return "".join(parts), starts, ends


def normalize(text: str) -> Normalized:
    """The recogniser view of ``text`` (see the module docstring)."""
    current = text
    starts: list[int] | None = None
    ends: list[int] | None = None
    if not text.isascii() and _SPECIAL.search(text):
        edits = _char_edits(text)
        if edits:
            current, starts, ends = _apply(text, edits)
    edits = []
    spaced = False
    for cand in _CANDIDATE.finditer(current):
        stretch = cand.group().rstrip(_BLANK)
        spaced = spaced or " " in stretch or "\n" in stretch
        if stretch.isdigit() or _PLAIN_RUN.fullmatch(stretch):
            continue  # one group, or already in a form the patterns read
        if sum(map(stretch.count, _DIGITS_AND_LOOKALIKES)) < 4:
            continue
        for m in _RUN.finditer(current, cand.start(), cand.end() + 1):  # +1: see what follows
            edits += _run_edits(current, m.start(), m.group())
    if "O" in current or "o" in current or "I" in current or "l" in current:
        taken = [(a, b) for a, b, _ in edits]
        edits += [
            e for e in _passport_edits(current) if not any(a < e[1] and e[0] < b for a, b in taken)
        ]
    first = (
        Normalized(current, spaced=spaced)
        if starts is None or ends is None
        else Normalized(current, tuple(starts), tuple(ends), spaced)
    )
    return first.edited(sorted(edits)) if edits else first
