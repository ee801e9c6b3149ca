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
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from agents_pkg.models.offline.boundaries import HANGUL, HARD_BREAK, on_boundary, token_boundaries
from agents_pkg.models.offline.negation import negated as negated_spans
from agents_pkg.models.offline.phrases import Cue, heads
from specialists.korean import bins, items, materials, places
from specialists.korean.lexicon import MEANINGS
from specialists.korean.mentions import find_mentions
from specialists.korean.morph import Token, tokenize

__all__ = [
    "Cue",
    "Entry",
    "Reading",
    "entries_of",
    "is_conjunction",
    "mentions",
    "read",
    "withholding",
]


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


# A lexicon entry: (meaning, surface word lower-cased) or (meaning, "lemma:" + predicate lemma).
Entry = tuple[str, str]


@dataclass(frozen=True, slots=True)
class _Lexicon:
    """The compiled cue vocabulary: one pattern per meaning, and predicate lemmas by meaning."""

    patterns: dict[str, re.Pattern[str]]
    lemmas: dict[str, tuple[str, ...]]

    @classmethod
    def build(cls, withheld: frozenset[Entry] = frozenset()) -> _Lexicon:
        patterns = {}
        for name, words in _vocabulary().items():
            kept = {w for w in words if (name, w.lower()) not in withheld}
            if kept:
                alternatives = (re.escape(w) for w in sorted(kept, key=len, reverse=True))
                patterns[name] = re.compile("|".join(alternatives), re.I)
        found: dict[str, list[str]] = {}
        for name, meaning in MEANINGS.items():
            for lemma in meaning.lemmas:
                if (name, "lemma:" + lemma) not in withheld:
                    found.setdefault(lemma, []).append(name)
        return cls(patterns, {lemma: tuple(names) for lemma, names in found.items()})


@functools.cache
def _default_lexicon() -> _Lexicon:
    return _Lexicon.build()


_WITHHELD: ContextVar[_Lexicon | None] = ContextVar("withheld_lexicon", default=None)


def _lexicon() -> _Lexicon:
    return _WITHHELD.get() or _default_lexicon()


@contextmanager
def withholding(entries: Iterable[Entry]) -> Iterator[None]:
    """Read messages as if ``entries`` had never been written into the lexicon (cross-validation:
    :mod:`agents_pkg.models.offline.crossval`). Scoped to the current context."""
    token = _WITHHELD.set(_Lexicon.build(frozenset(entries)))
    try:
        yield
    finally:
        _WITHHELD.reset(token)


def entries_of(reading: Reading) -> set[Entry]:
    """The lexicon entries that fired in ``reading`` (what a message owes to the lexicon)."""
    lemmas = _lexicon().lemmas
    out: set[Entry] = set()
    for cue in reading.cues:
        span = reading.text[cue.start : cue.end]
        out.add((cue.meaning, span.lower()))
        out.update(
            (cue.meaning, "lemma:" + t.lemma)
            for t in reading.tokens
            if t.start == cue.start and t.is_predicate and cue.meaning in lemmas.get(t.lemma, ())
        )
    return out


# Cues that lower a service's evidence; inside a longer topic word they do not count (분리수거장 is
# a place, not a sorting-rule question).
_PENALTY_MEANINGS = frozenset({"chitchat", "other_task", "sorting_rule", "definition", "use"})
_NON_TOPICS = _PENALTY_MEANINGS | {"question_word", "request", "where", "next_request"}
_TOPICS = frozenset({
    "place", "item", "material", "bin", "bin_item", "bulky_topic", "weather_topic", "weather_phenomenon",
    "weather_gear",
})  # fmt: skip
# Act words a user glues to the word before without a space ("고물상어디냐", "폐지얼마"): found
# right after a known cue even where the analyser left the whole run as one noun.
_GLUED_ACTS = frozenset({"where", "question_word", "price_ask", "fee"})
_EXIST_ASKS = frozenset({"where", "question_word"})
# Connective endings that close a clause when a space follows ("버리려는데 …", "비 오면 …", "알려주고 …").
_CLAUSE_ENDINGS = frozenset(
    "고 구 고요 구요 는데 ᆫ데 은데 인데 는데요 려고 으려고 지만 니까 으니까".split()
)


_CONJUNCTIONS = frozenset({"랑", "이랑", "하고", "와", "과"})


def is_conjunction(tok: Token) -> bool:
    """``이랑``/``하고``/``와`` joining two nouns ("방법이랑 …"), whatever tag the analyser chose."""
    return tok.tag == "JC" or (tok.tag == "JKB" and tok.form in _CONJUNCTIONS)


def _clauses(text: str, cue_list: list[Cue], tokens: tuple[Token, ...]) -> list[tuple[int, int]]:
    cuts = {0, len(text)}
    for brk in HARD_BREAK.finditer(text):
        cuts.add(brk.end())
    for i, tok in enumerate(tokens):  # "알려주고 …", "버리려는데 …", "방법이랑 …" before a space
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.tag == "VX":
            continue  # "버리고 싶은데", "알고 있어": an auxiliary verb, not a new clause
        if text[tok.end : tok.end + 1] != " ":
            continue
        after = tokens[i + 2] if i + 2 < len(tokens) else None  # "가까운 …" modifies a noun
        comitative = (
            tok.tag == "JKB"
            and following is not None
            and following.tag[0] not in "NSM"
            and not (after is not None and after.tag == "ETM")
        )
        if (tok.tag == "EC" and tok.form in _CLAUSE_ENDINGS) or (
            is_conjunction(tok) and not comitative  # "이웃이랑 싸웠어요": with, not and
        ):
            cuts.add(tok.end)
        elif tok.tag == "EF" or (tok.tag == "JX" and tok.form == "요"):
            # a finished sentence without a full stop ("…얼마고 오늘 비 오는지도", "돈 얼마요 …")
            cuts.add(tok.end)
        if tok.tag == "MAJ" and tok.start > 0:  # a conjunctive adverb opens one: 그리고, 그라고
            cuts.add(tok.start)
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
    starts, ends = token_boundaries(tokens)
    negated = negated_spans(text, tokens)

    def live(a: int, b: int) -> bool:
        return not any(x <= a and b <= y for x, y in negated)

    lexicon = _lexicon()
    noun_ends = {t.end for t in tokens if t.tag in ("NNG", "NNP") and not t.form.isascii()}
    found: list[Cue] = []
    stuck: list[Cue] = []
    for name, pattern in lexicon.patterns.items():
        for match in pattern.finditer(text):
            a, b = match.start(), match.end()
            ok = on_boundary(text, a, b, starts, ends)
            if not ok and name in _GLUED_ACTS and live(a, b):
                stuck.append(Cue(name, a, b))
            if name == "place" and b - a <= 2 and not text[a:b].isascii():
                # a short place word ends a noun: the head of a compound (행정복지|센터, 굿윌|스토어),
                # never a verb ending (이사를 가게 되었다)
                ok = b in noun_ends
            elif name == "place" and b in noun_ends:
                ok = True
            if live(a, b) and ok:
                found.append(Cue(name, a, b))
    known_ends = {c.end for c in found if c.end - c.start >= 2 and c.meaning not in _GLUED_ACTS}
    found.extend(c for c in stuck if c.start in known_ends)
    for tok in tokens:
        for name in lexicon.lemmas.get(tok.lemma, ()) if tok.is_predicate else ():
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
    glued = any(c.end < len(text) and HANGUL.match(text[c.end]) for c in found)
    names = [(m.start, m.end) for m in find_mentions(text)] if glued else []
    found = [
        c
        for c in found
        if not any(a <= c.start and c.end <= b and b - a > c.end - c.start for a, b in names)
    ]  # fmt: skip  (a word inside a place name is not a cue: 양산 in 양산시)
    modal = {t.end for t in tokens if t.form == "수" and t.tag == "NNB"}
    found = [
        c
        for c in found
        if not (
            c.meaning in _EXIST_ASKS
            and text[c.start] == "있"
            and (c.start in modal or c.start - 1 in modal)
        )
    ]  # fmt: skip  (받을 수 있나: can, not where)
    found.sort(key=lambda c: (c.start, -c.end))
    found = heads(text, tokens, found)
    found.sort(key=lambda c: (c.start, -c.end))
    return Reading(text, tokens, tuple(found), tuple(negated), tuple(_clauses(text, found, tokens)))


def mentions(text: str, *meanings: str) -> bool:
    """Whether ``text`` names any of ``meanings`` (surface words only; no analyser needed)."""
    patterns = _lexicon().patterns
    for name in meanings:
        for match in patterns[name].finditer(text) if name in patterns else ():
            if not match.group(0).isascii() or on_boundary(
                text, match.start(), match.end(), frozenset(), frozenset()
            ):
                return True
    return False
