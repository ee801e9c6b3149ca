"""Whether a clause names a place or a good that no tool output is about.

Read by :mod:`.absences`: **the data's lack of a fee or price for a thing no output has rows of is
no invented absence** — ``이번 검색에는 식탁 세트 수수료가 안 나와서`` over a search that found
신발장 and 장식장 rows, ``the built-in data has no rates for the Gyeongnam region`` over a
nationwide output. A word of the clause names a subject when the place vocabulary knows it
(``식탁``, ``dining table``, ``Gyeongnam``, ``부산에서`` with its particle: a place, an item or a
good, not a facility word such as ``City Hall``); it is held when one of
its spellings is in a subject field of some output (``district``, ``full_name``, ``region_name``,
``query``, a row's ``item_name`` / ``name`` / ``form`` / ``category``) — a note that says the
data lacks 경남 makes no output about 경남. ``신발장 수수료가 안 나와서`` over 신발장 rows names only
held subjects: its absence stays read (and flagged). Words no vocabulary knows name nothing.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["names_unheld"]

_SUBJECT_KEYS: Final = frozenset(
    {"district", "full_name", "region_name", "query", "item_name", "name", "form", "category",
     "category_name", "station"}
)  # fmt: skip
_WORD: Final = re.compile(r"[A-Za-z][A-Za-z-]*(?:\s[A-Za-z][A-Za-z-]*)?|[가-힣]{2,}")


def _subject_texts(node: Any, out: list[str]) -> None:
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(v, str) and k in _SUBJECT_KEYS:
                out.append(v)
            elif isinstance(v, dict | list):
                _subject_texts(v, out)
    elif isinstance(node, list):
        for v in node:
            _subject_texts(v, out)


@per_stage
def subject_text(sources: tuple[str, ...]) -> str:
    """The outputs' subject fields, joined and lower-cased."""
    out: list[str] = []
    for root in parsed(sources):
        _subject_texts(root, out)
    return " ".join(out).lower()


def _canonical(word: str, places: PlaceVocabulary) -> str | None:
    """The vocabulary's name of ``word`` (an ASCII word or pair, or a Hangul word with its particle
    dropped); ``None`` when it knows none."""
    if word.isascii():
        low = word.lower()
        return next((n for k in (low, *low.split()) if (n := places.aliases.get(k))), None)
    for end in range(len(word), 1, -1):
        name = places.aliases.get(word[:end])
        if name is not None:
            return name
    return None


def _is_subject(name: str, places: PlaceVocabulary) -> bool:
    """Whether ``name`` is a place, an item a fee row is of, or a good (not a facility word)."""
    return name in places.names or name in places.items or any(g == name for g, _ in places.goods)


def names_unheld(clause: str, sources: tuple[str, ...], places: PlaceVocabulary) -> bool:
    """Whether ``clause`` names a place or good none of whose spellings is in a subject field of
    the outputs (``식탁`` over 신발장 rows: True; ``신발장`` over them: False)."""
    held = subject_text(sources)
    for m in _WORD.finditer(clause):
        name = _canonical(m.group(), places)
        if name is None or not _is_subject(name, places):
            continue  # a facility or spec word (``City Hall``, ``싱글``) is no subject of a row
        if not any(form.lower() in held for form in (name, *places.forms.get(name, ()))):
            return True
    return False
