"""Korean morphology with kiwipiepy: tokens, lemmas and morpheme boundaries of a message.

The analyser (kiwipiepy + the kiwipiepy-model package) loads lazily, once per process, on the first
call — about a second; after that a message takes a fraction of a millisecond. Kiwi's
multi-word and Wikipedia proper-noun dictionaries are not loaded: they more than double the load
time (a cold ``ask``) and changed no route on the blind train/dev corpora; places come from the
gazetteer and the locality index, not from Kiwi's dictionaries.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from kiwipiepy import Kiwi

__all__ = ["Token", "analyser_loaded", "load", "tokenize"]

_lock = threading.Lock()
_kiwi: Kiwi | None = None

# Kiwi tags whose lemma is a predicate (the lemma then ends in 다: 멎었어요 → 멎다).
_PREDICATE_TAGS = frozenset(
    {"VV", "VA", "VX", "VCN", "VV-R", "VA-R", "VV-I", "VA-I", "VX-R", "VX-I"}
)


@dataclass(frozen=True, slots=True)
class Token:
    """One morpheme: its surface form, Kiwi tag, lemma (``멎다`` for a verb stem) and span."""

    form: str
    tag: str
    lemma: str
    start: int
    end: int

    @property
    def is_predicate(self) -> bool:
        return self.tag in _PREDICATE_TAGS


def load() -> Kiwi:
    """The process-wide analyser, built on first use (thread-safe)."""
    global _kiwi
    if _kiwi is None:
        with _lock:
            if _kiwi is None:
                from kiwipiepy import Kiwi

                kiwi = Kiwi(num_workers=1, load_multi_dict=False, load_default_dict=False)
                kiwi.tokenize(
                    ""
                )  # finish Kiwi's own lazy initialisation now, not on a user's message
                _kiwi = kiwi
    return _kiwi


def analyser_loaded() -> bool:
    return _kiwi is not None


@functools.lru_cache(maxsize=256)
def tokenize(text: str) -> tuple[Token, ...]:
    """Morphemes of ``text`` with spans into ``text`` (spacing errors are split: 마포구장롱버리는값).

    Results are cached per text (triage and slot extraction read the same message)."""
    if not text.strip():
        return ()
    tokens = []
    for tok in load().tokenize(text):
        tag = str(tok.tag)
        lemma = f"{tok.form}다" if tag in _PREDICATE_TAGS else tok.form
        tokens.append(Token(tok.form, tag, lemma, tok.start, tok.start + tok.len))
    return tuple(tokens)
