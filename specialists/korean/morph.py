"""Korean morphology with kiwipiepy: tokens, lemmas and morpheme boundaries of a message.

The analyser (kiwipiepy + the kiwipiepy-model package) loads lazily, once per process, on the first
call; after that a message takes a fraction of a millisecond. Measured (2026-12-01, kiwipiepy
0.24.1, a shared 2-core VM; ``tests/bench/bench_startup.py`` has the current figures) the load is about
0.8 s of CPU and adds about 250 MB of resident memory — two thirds of an ``ask`` process — nearly
all of it Kiwi's own C++ allocations for the CoNg language model (quantised embeddings and n-gram
trie) and the morpheme dictionary. Construction options, weighed on those numbers:

* **Kiwi's multi-word and Wikipedia proper-noun dictionaries are not loaded**: they more than double
  the load time and memory (~510 MB instead of ~250 MB) and changed no route on the blind
  train/dev corpora; places come from the gazetteer and the locality index, not from Kiwi's dictionaries.
* The built-in typo dictionary stays: it costs ~5 MB and ~45 ms, changed no token of the 1,272
  labelled messages, and is what reads 괜찬아요 / 귀찬아서 as predicates (괜찬/VA, not a noun).
* Rule-only handling of unknown words (without ``nounchr.mdl``) would save ~20 MB but changed the
  tokens of 74 of those messages, splitting unknown 동 names (가경동 → 가/경/동) the locality index
  needs.
* kiwipiepy 0.21 with its KnLM model takes more memory (~290 MB), not less; more worker threads
  do not load faster.
* Loading in a background thread while the rest of the program imports does not help: Kiwi's
  constructor holds the GIL for its whole duration (measured: the main thread made no progress
  for 0.5 s at a time), so the two cannot overlap inside one process.
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
