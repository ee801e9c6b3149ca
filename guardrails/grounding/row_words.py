"""How an answer span names fee-table rows: its unspaced text and the English forms read in it.

Read by :mod:`.row_names` (the row a fee's words name) and :mod:`.qualified_rows`. A Latin piece
is a word of its own, Hangul is found anywhere; English names come through the item vocabulary
(``shoe cabinet`` → 신발장), a compound of two vocabulary words by both halves (대리석식탁 as
"marble dining table"), and a Latin name glossed by a bracketed row name (``Shoe cabinet
(신발장)``) is that name.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final, NamedTuple

from guardrails.grounding.compound_names import english_names
from guardrails.grounding.spacing import unspaced

if TYPE_CHECKING:
    from guardrails.grounding.vocabulary import PlaceVocabulary

_LATIN_GLUE: Final = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")  # a word goes on


class Words(NamedTuple):
    """An answer span as the row names read it: unspaced Hangul/Latin text, its Latin words."""

    flat: str  # lower-cased, spaces removed
    latin: frozenset[str]  # English vocabulary forms read there, longest first (not parts)
    lower: str


def _pattern(forms: tuple[str, ...]) -> re.Pattern[str] | None:
    """Every form (longest first) as a word of its own; overlapping forms are found by lookahead
    (kept by the tuple's id, held so the id is not reused: hashing a long tuple per read cost
    more than the read)."""
    if not forms:
        return None
    held = _PATTERNS.get(id(forms))
    if held is None or held[0] is not forms:
        if len(_PATTERNS) > 256:
            _PATTERNS.clear()
        held = _PATTERNS[id(forms)] = (forms, _compiled(forms))
    return held[1]


@lru_cache(maxsize=256)
def _compiled(forms: tuple[str, ...]) -> re.Pattern[str]:
    alts = "|".join(re.escape(f) for f in forms)
    return re.compile(rf"(?<![a-z0-9-])(?=({alts})(?![a-z0-9-]))")


_PATTERNS: dict[int, tuple[tuple[str, ...], re.Pattern[str]]] = {}


def read(text: str, forms: tuple[str, ...], names: frozenset[str]) -> Words:
    lower = _glossed(text.lower(), names)
    rx = _pattern(forms)
    if rx is None:  # no English form to read (a list of Hangul names): nothing found
        return Words(unspaced(lower), frozenset(), lower)
    found: list[tuple[int, int, str]] = []
    for m in rx.finditer(lower):
        at = m.start()
        found += [(at, at + len(f), f) for f in forms if lower.startswith(f, at)
                  and lower[at + len(f) : at + len(f) + 1] not in _LATIN_GLUE]  # fmt: skip
    kept = {
        f
        for s, e, f in found
        if not any(s2 <= s and e <= e2 and (s2, e2) != (s, e) for s2, e2, _ in found)
    }
    return Words(unspaced(lower), frozenset(kept), lower)


_GLOSS: Final = re.compile(r"(?:[a-z]+[ -]){0,2}[a-z]+\s\((?=([가-힣\s]+)\))")
_GLOSS_HINT: Final = re.compile(r"[a-z]\s\(")  # in every gloss (it opens with a repeat)


def _glossed(lower: str, names: frozenset[str]) -> str:
    """Without a Latin name glossed by a bracketed row name ("shoe cabinet (신발장)"): the
    Hangul is the name, the Latin its spelling (not "Single bed (매트리스 포함)", a qualifier)."""
    if "(" not in lower or _GLOSS_HINT.search(lower) is None:
        return lower
    return _GLOSS.sub(lambda m: "(" if unspaced(m.group(1)) in names else m.group(0), lower)


# per vocabulary (held, so its id is not reused): word lookups, worked out once per word
_CACHE: dict[int, tuple[PlaceVocabulary, dict[tuple[str, str, bool], tuple[str, ...]]]] = {}


def _memo(places: PlaceVocabulary) -> dict[tuple[str, str, bool], tuple[str, ...]]:
    held = _CACHE.get(id(places))
    if held is None or held[0] is not places:
        if len(_CACHE) > 8:
            _CACHE.clear()
        held = _CACHE[id(places)] = (places, {})
    return held[1]


def english(word: str, places: PlaceVocabulary, group: bool) -> tuple[str, ...]:
    """The English forms of a Hangul ``word``: its own, and with ``group`` its vocabulary group's."""
    memo = _memo(places)
    key = ("en", word, group)
    if (hit := memo.get(key)) is None:
        hit = memo[key] = _english_of(word, places, group)
    return hit


def hangul(word: str, places: PlaceVocabulary) -> tuple[str, ...]:
    """The Hangul spellings the vocabulary gives a Latin ``word`` (``PET``: 페트병, 페트), or ()."""
    memo = _memo(places)
    key = ("ko", word, False)
    if (hit := memo.get(key)) is None:
        forms = places.forms.get(word, ()) if word.isascii() else ()
        hit = memo[key] = tuple(f for f in forms if not f.isascii())
    return hit


def _english_of(word: str, places: PlaceVocabulary, group: bool) -> tuple[str, ...]:
    own = [f for f in places.forms.get(word, ()) if f.isascii()]
    if not own and word not in places.aliases:  # 비키니옷장: "bikini wardrobe", "bikini"
        own += english_names(word, places)
    if group:
        canonical = places.aliases.get(word, word)
        own += [f for f in places.forms.get(canonical, ()) if f.isascii()]
    return tuple(dict.fromkeys(own))


def has(words: Words, piece: str, places: PlaceVocabulary, group: bool) -> bool:
    """Whether ``words`` name ``piece`` (a Latin piece as a word or in a Hangul spelling the
    vocabulary gives it: ``PET`` in 페트병은; Hangul anywhere, an English form of it the vocabulary
    gives, or of both halves of a compound: 대리석식탁 as "marble
    dining table"; with ``group``, either half touches it)."""
    low = piece.lower()
    if low.isascii():
        if _as_word(low).search(words.lower):
            return True
        if any(h in words.flat for h in hangul(piece, places)):
            return True  # a Latin name in its Hangul spelling (PET as 페트병)
    elif low in words.flat:
        return True
    if any(f in words.latin for f in english(piece, places, group)):
        return True
    if group:  # a vocabulary word the compound begins or ends with touches it (슈퍼싱글: 싱글)
        return any(has(words, h, places, True) for h in halves(piece, places, either=True))
    both = halves(piece, places)
    return bool(both) and all(has(words, h, places, False) for h in both)


@lru_cache(maxsize=1024)
def _as_word(low: str) -> re.Pattern[str]:
    """``low`` as a Latin word of its own (compiled once per piece)."""
    return re.compile(rf"(?<![a-z]){re.escape(low)}(?![a-z])")


def halves(word: str, places: PlaceVocabulary, either: bool = False) -> tuple[str, ...]:
    """A Hangul compound of two vocabulary words (대리석식탁: 대리석, 식탁), or (); with
    ``either``, the vocabulary words it begins or ends with."""
    memo = _memo(places)
    key = ("halves", word, either)
    if (hit := memo.get(key)) is None:
        hit = memo[key] = _halves_of(word, places, either)
    return hit


def _halves_of(word: str, places: PlaceVocabulary, either: bool) -> tuple[str, ...]:
    if word.isascii() or len(word) < 4:
        return ()
    out: list[str] = []
    for i in range(2, len(word) - 1):
        head, tail = word[:i], word[i:]
        known = [_known(head, places), _known(tail, places)]
        if all(known):
            return (head, tail)
        if either:
            out += [h for h, k in zip((head, tail), known, strict=True) if k]
    return tuple(out)


def _known(word: str, places: PlaceVocabulary) -> bool:
    return word in places.forms or word in places.aliases


def outside(words: Words, longer: tuple[str, ...]) -> Words:
    """``words`` with each Hangul name of ``longer`` blanked out of its unspaced text: what the
    words name outside those longer names (``침대틀`` written names no ``침대`` row; round 56)."""
    flat = words.flat
    for name in sorted(longer, key=len, reverse=True):
        flat = flat.replace(name, "\x00")
    return words if flat == words.flat else Words(flat, words.latin, words.lower)
