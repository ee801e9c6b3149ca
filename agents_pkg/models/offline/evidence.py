"""What a message says, as evidence: lexicon cues found on morpheme boundaries, negated spans and
clauses.

:func:`read` runs the Korean analyser (:mod:`specialists.korean.morph`) once, then finds every cue of
the semantic lexicon (:mod:`specialists.korean.lexicon` and the item, material, place and bin
vocabularies). A short Korean cue must start and end on a morpheme boundary, so 비 is not found in
비용 and 카페 not in 카페라떼; inflected predicates are found by lemma (멎었어요 → 멎다).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from specialists.korean import bins, items, materials, places
from specialists.korean.lexicon import MEANINGS, NEGATORS
from specialists.korean.morph import Token, tokenize

__all__ = ["Cue", "Reading", "is_conjunction", "mentions", "read"]


@dataclass(frozen=True, slots=True)
class Cue:
    meaning: str  # a key of MEANINGS, or item / material / place / bin_item
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Reading:
    text: str
    tokens: tuple[Token, ...]
    cues: tuple[Cue, ...]  # outside negated spans, ordered by position
    negated: tuple[tuple[int, int], ...]  # spans the user said they do not want
    clauses: tuple[tuple[int, int], ...]  # request-sized pieces of the message

    def masked(self) -> str:
        """The text with negated spans blanked (offsets kept), for slot extraction."""
        chars = list(self.text)
        for a, b in self.negated:
            chars[a:b] = " " * (b - a)
        return "".join(chars)


def _vocabulary() -> dict[str, tuple[str, ...]]:
    vocab = {name: m.words for name, m in MEANINGS.items()}
    vocab["item"] = tuple(s for spellings in items.SYNONYMS.values() for s in spellings)
    vocab["material"] = tuple(materials.all_spellings())
    vocab["place"] = tuple(places.PLACE_WORDS)
    vocab["bin_item"] = (*bins.ITEM_TYPE_WORDS, *bins.OTHER_BIN_ITEMS)
    return vocab


@functools.cache
def _patterns() -> dict[str, re.Pattern[str]]:
    return {
        name: re.compile(
            "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)), re.I
        )
        for name, words in _vocabulary().items()
        if words
    }


@functools.cache
def _long_cue() -> re.Pattern[str]:
    words = {w for ws in _vocabulary().values() for w in ws if len(w) >= 3 and not w.isascii()}
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


@functools.cache
def _lemma_meanings() -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for name, meaning in MEANINGS.items():
        for lemma in meaning.lemmas:
            found.setdefault(lemma, []).append(name)
    return {lemma: tuple(names) for lemma, names in found.items()}


_NEGATOR = re.compile("|".join(re.escape(w) for w in sorted(NEGATORS, key=len, reverse=True)), re.I)
# Cues that lower a service's evidence; inside a longer topic word they do not count (분리수거장 is
# a place, not a sorting-rule question).
_PENALTY_MEANINGS = frozenset({"chitchat", "other_task", "sorting_rule", "definition"})
_NON_TOPICS = _PENALTY_MEANINGS | {"question_word", "request", "where", "next_request"}
_TOPICS = frozenset({
    "place", "item", "material", "bin", "bin_item", "bulky_topic", "weather_topic", "weather_phenomenon",
    "weather_gear",
})  # fmt: skip
_HANGUL = re.compile(r"[가-힣ㄱ-ㅎㅏ-ㅣ]")
_ALNUM = re.compile(r"[A-Za-z0-9]")
# Where a request may end: sentence ends, list markers, separators (never a decimal point).
_HARD_BREAK = re.compile(r"[?!;\n]+|(?<!\d)[.。]+(?!\d)|[,+/·]|(?:^|\s)(?:\d[.)]|\(\w\)|\w\))\s")
# What may follow a two-syllable noun cue inside one word: particles and the copula (시세요, 비가).
_PARTICLE_START = frozenset("요은는이가도만를을랑좀야인에의와과로하해했한")
# Connective endings that close a clause when a space follows ("버리려는데 …", "비 오면 …", "알려주고 …").
_CLAUSE_ENDINGS = frozenset(
    "고 구 고요 구요 는데 ᆫ데 은데 인데 는데요 려고 으려고 지만 니까 으니까".split()
)


_CONJUNCTIONS = frozenset({"랑", "이랑", "하고", "와", "과"})


def is_conjunction(tok: Token) -> bool:
    """``이랑``/``하고``/``와`` joining two nouns ("방법이랑 …"), whatever tag the analyser chose."""
    return tok.tag == "JC" or (tok.tag == "JKB" and tok.form in _CONJUNCTIONS)


def _boundaries(tokens: Iterable[Token]) -> tuple[frozenset[int], frozenset[int]]:
    starts, ends = set(), set()
    for tok in tokens:
        starts.add(tok.start)
        ends.add(tok.end)
    return frozenset(starts), frozenset(ends)


def _on_boundary(
    text: str, start: int, end: int, starts: frozenset[int], ends: frozenset[int]
) -> bool:
    word = text[start:end]
    if word.isascii():
        before, after = text[start - 1 : start], text[end : end + 1]
        if not word[-1:].isalnum():
            return not (before and _ALNUM.match(before) and word[:1].isalnum())
        plural = after.lower() == "s" and not _ALNUM.match(text[end + 1 : end + 2] or " ")
        return not (before and _ALNUM.match(before)) and not (
            after and _ALNUM.match(after) and not plural
        )
    compact = word.replace(" ", "")
    if len(compact) >= 3:
        return True  # a long cue is never a part of an unrelated word
    start_ok = start == 0 or not _HANGUL.match(text[start - 1]) or start in starts
    if not start_ok:
        return False
    if len(compact) >= 3:
        return True
    if end >= len(text) or not _HANGUL.match(text[end]) or end in ends:
        return True
    return len(compact) == 2 and text[end] in _PARTICLE_START


def _negated(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for match in _NEGATOR.finditer(text):
        if match.group(0).isascii() and not _on_boundary(
            text, match.start(), match.end(), frozenset(), frozenset()
        ):
            continue
        start = 0
        for brk in _HARD_BREAK.finditer(text, 0, match.start()):
            start = brk.end()
        if spans and spans[-1][1] > start:
            start = spans[-1][1]
        spans.append((start, match.end()))
    return spans


def _clauses(text: str, cue_list: list[Cue], tokens: tuple[Token, ...]) -> list[tuple[int, int]]:
    cuts = {0, len(text)}
    for brk in _HARD_BREAK.finditer(text):
        cuts.add(brk.end())
    for i, tok in enumerate(tokens):  # "알려주고 …", "버리려는데 …", "방법이랑 …" before a space
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.tag == "VX":
            continue  # "버리고 싶은데", "알고 있어": an auxiliary verb, not a new clause
        if text[tok.end : tok.end + 1] != " ":
            continue
        if (tok.tag == "EC" and tok.form in _CLAUSE_ENDINGS) or is_conjunction(tok):
            cuts.add(tok.end)
    for cue in cue_list:
        if cue.meaning == "next_request":
            cuts.add(cue.start)
    ordered = sorted(cuts)
    return [(a, b) for a, b in zip(ordered, ordered[1:], strict=False) if text[a:b].strip()] or [
        (0, len(text))
    ]


def read(text: str) -> Reading:
    """Tokens, cues, negated spans and clauses of one message (whitespace-normalised by the caller)."""
    tokens = tokenize(text)
    starts, ends = _boundaries(tokens)
    negated = _negated(text)

    def live(a: int, b: int) -> bool:
        return not any(x <= a and b <= y for x, y in negated)

    found: list[Cue] = []
    for name, pattern in _patterns().items():
        for match in pattern.finditer(text):
            a, b = match.start(), match.end()
            if live(a, b) and _on_boundary(text, a, b, starts, ends):
                found.append(Cue(name, a, b))
    lemma_meanings = _lemma_meanings()
    for tok in tokens:
        for name in lemma_meanings.get(tok.lemma, ()) if tok.is_predicate else ():
            if live(tok.start, tok.end):
                found.append(Cue(name, tok.start, tok.end))
    topical = [c for c in found if c.meaning in _TOPICS]
    found = [
        c
        for c in found
        if c.meaning not in _TOPICS
        or not any(
            t.start <= c.start
            and c.end <= t.end
            and (t.end - t.start) > (c.end - c.start)
            and t.meaning != c.meaning
            for t in topical
        )
    ]  # fmt: skip  (a topic word inside a longer one belongs to it: 헌옷 in 헌옷 매입, 폐가전 in 폐가전 무상수거)
    topical = [c for c in found if c.meaning not in _NON_TOPICS]
    found = [c for c in found if c.meaning not in _PENALTY_MEANINGS or not any(
        t.start <= c.start and c.end <= t.end and (t.end - t.start) > (c.end - c.start) for t in topical
    )]  # fmt: skip
    found.sort(key=lambda c: (c.start, -c.end))
    return Reading(text, tokens, tuple(found), tuple(negated), tuple(_clauses(text, found, tokens)))


def mentions(text: str, *meanings: str) -> bool:
    """Whether ``text`` names any of ``meanings`` (surface words only; no analyser needed)."""
    patterns = _patterns()
    for name in meanings:
        for match in patterns[name].finditer(text):
            if not match.group(0).isascii() or _on_boundary(
                text, match.start(), match.end(), frozenset(), frozenset()
            ):
                return True
    return False
