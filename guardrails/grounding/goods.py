"""The goods a prose condition names, read by the names the caller passes in.

A good named ``parent/kind`` (``의약품/물약``) is a kind of the good ``parent``: a text naming
the parent names it too (a program for 폐의약품 speaks for 물약 unless it excludes it). So is a
good whose name is another good's with a qualifier before it (``소형가전`` of ``가전``: a text on
폐가전제품 speaks for small appliances).

A prose condition names goods ("takes batteries and used cooking oil", "폐형광등 5개 가져가면
종량제봉투도 줘요"); the check asks whether the tool output for that subject names the same good in
any of its forms. The names come from the caller with the place vocabulary
(``PlaceVocabulary.goods``; the orchestrator's are ``specialists.korean.goods``): a word not among
them is no good, and an unknown item is never flagged. Without names no good is read.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable


def _pattern(forms: Iterable[str]) -> re.Pattern[str]:
    """Matches the forms in lower-case text (English forms as whole Latin words: ``투명PET``
    names PET, ``carpet`` does not)."""
    parts = [
        # the lookbehind after the first letter (the same test): every alternative then starts
        # with a literal, so the engine skips in C to the places a form can start
        rf"{re.escape(f[0].lower())}(?<![a-z].){re.escape(f[1:].lower())}(?![a-z])"
        if f.isascii()
        else re.escape(f)
        for f in sorted(forms, key=len, reverse=True)
    ]
    return re.compile("|".join(parts))


class Goods:
    """The goods of one vocabulary: ``(good, its forms)`` entries, compiled once."""

    def __init__(self, entries: tuple[tuple[str, tuple[str, ...]], ...]) -> None:
        self._forms = {good: _pattern(forms) for good, forms in entries}
        # a compound good's head good ("소형가전" → "가전"), as if named "가전/소형"
        self._head = {
            g: p
            for g in self._forms
            for p in self._forms
            if g != p and "/" not in g and g.endswith(p)
        }
        every = [f for _, forms in entries for f in forms]
        self._any = _pattern(every) if every else None
        self.goods_in = functools.lru_cache(maxsize=1024)(self._goods_in)

    def _goods_in(self, text: str) -> dict[str, tuple[int, int]]:
        """Each good ``text`` names, with the span of its first mention (cached: the texts that
        speak for a subject are read once per evidence)."""
        lower = text.lower()  # Hangul and ASCII keep their length: spans stay those of ``text``
        if self._any is None or self._any.search(lower) is None:
            return {}
        out: dict[str, tuple[int, int]] = {}
        for good, rx in self._forms.items():
            m = rx.search(lower)
            if m is not None:
                out[good] = m.span()
        return out

    def names_good(self, text: str, good: str) -> bool:
        """Whether ``text`` names ``good`` in any of its forms, or the good it is a kind of
        (``의약품/물약`` is named by a text naming 의약품) when it names no kind of that good."""
        named = self.goods_in(text)
        if good in named:
            return True
        parent = self._head.get(good) or good.rpartition("/")[0]
        # a text naming some kinds of the parent names only those ("직관형 형광등": not 원형)
        return parent in named and not any(
            g.startswith(parent + "/") or self._head.get(g) == parent for g in named
        )


@functools.lru_cache(maxsize=8)
def goods_of(entries: tuple[tuple[str, tuple[str, ...]], ...]) -> Goods:
    """The compiled goods of ``entries`` (one per vocabulary)."""
    return Goods(entries)
