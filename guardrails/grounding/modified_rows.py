"""A row whose name is another row's name with a word more is not named by the shorter name.

A fee table lists an item beside a kind of it: ``거울`` beside ``화장대 거울`` (a vanity's
mirror), ``소파`` beside ``소파 스툴``. **A clause that names the plain row whole (``a mirror``,
``거울은``) and gives a value only the longer row holds gives that row's value to the plain one:
misattributed — unless the clause (or the words around the value) also says a word the longer
name adds (``vanity``/``화장대``, ``stool``/``스툴``).** The words shared with the plain row's
name touch the longer row only through that row; they do not name it.

Read by :func:`.row_names.misnamed_row_why` as a row the words do not touch. Unsure as before
(never flagged): a longer row one of whose added words, qualifiers or spec words is said; a
plain row that holds the value too; names of the same words (``PET`` and ``PET(플레이크)``: the
qualifier is the bracket rule's); in English, a plain name with any other word right before it
(``indoor (exercise) bike``: a modifier the vocabulary may not read).

Round 49 (r49b, prod_holdout40 g58h0-0084).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.row_words import Words, english, has

if TYPE_CHECKING:
    from guardrails.grounding.row_names import Row
    from guardrails.grounding.vocabulary import PlaceVocabulary


# what may stand right before an English plain name ("a mirror", "the regular mirror"): any other
# word may be a modifier the vocabulary does not read ("indoor (exercise) bike" for 실내 자전거)
_PLAIN_BEFORE: Final = frozenset(
    {"a", "an", "the", "one", "each", "per", "your", "my", "our", "this", "that", "for", "of",
     "in", "and", "or", "is", "are", "regular", "plain", "ordinary", "standard", "normal"}
)  # fmt: skip
_BEFORE: Final = re.compile(r"([a-z]+)\s+(?:\([^)]{0,30}\)\s+)?$")


def unsaid_kind(r: Row, named: list[Row], words: Words, places: PlaceVocabulary) -> bool:
    """Whether row ``r`` is a named row's name with words added (``화장대 거울`` beside ``거울``)
    and ``words`` say none of the added words, nor any of ``r``'s qualifiers or spec words; in
    English, with nothing but an article or a word of plainness right before the plain name."""
    own = set(r.words)
    for n in named:
        plain = set(n.words)
        if plain and plain < own:
            added = own - plain
            said = (*added, *r.qualifiers, *r.spec_parts)
            if any(has(words, w, places, True) for w in said):
                return False
            return not words.latin or _plainly(n, words, places)
    return False


def _plainly(n: Row, words: Words, places: PlaceVocabulary) -> bool:
    """Whether every English form of plain row ``n`` written in ``words`` has only an article or
    a word of plainness (or nothing) right before it."""
    low = words.lower
    seen = False
    for a in n.alternatives:
        for form in english(a, places, False):
            for m in re.finditer(rf"(?<![a-z]){re.escape(form)}(?![a-z])", low):
                seen = True
                before = _BEFORE.search(low, 0, m.start())
                if before is not None and before.group(1) not in _PLAIN_BEFORE:
                    return False
    return seen
