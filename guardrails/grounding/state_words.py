"""Whether an English rule of a price can be the outputs' Korean rule translated.

:mod:`.rule_terms` leaves an English term unsure over outputs that state a rule of the same frame
in Korean (``플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 비쌉니다``): ``once they're washed
and shredded you get the flake price`` may be that rule in English. That holds only when the English
rule speaks of a state the Korean text speaks of. The states a good is brought or priced in — its
labels and caps, washed, shredded, compressed, processed, dried, sorted, soiled — are a closed
class, each with its English and Korean words; an English clause that names one of them which no
output writes in either language adds a state to whatever rule the outputs state, and is no
translation of it (``if you strip the labels you get the flake price``: no output speaks of labels).
A clause that names no such state stays as unsure as before.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["left_unpressed", "unpressed_spans", "untranslated", "unwritten_state"]

# a state's English words → its Korean words (and its English stem, as an output may write it)
_STATES: Final = tuple(
    (re.compile(en, re.I), re.compile(ko, re.I))
    for en, ko in (
        (r"\blabels?\b|\bwrappers?\b|\bsleeves?\b", r"라벨|상표|비닐|\blabels?\b|\bwrappers?\b"),
        (r"\bcaps?\b|\blids?\b", r"뚜껑|캡|\bcaps?\b|\blids?\b"),
        # round 51 (r51b): tape, stickers and staples stuck on the good
        (
            r"\btapes?\b|\bstickers?\b|\bstaples?\b",
            r"테이프|스티커|스테이플|\btapes?\b|\bstickers?\b|\bstaples?\b",
        ),
        (r"\b(?:wash|rins|clean)\w*", r"세척|씻|헹|세정|깨끗|\bwash|\brins|\bclean"),
        (r"\b(?:shred|grind)\w*", r"분쇄|파쇄|\bshred|\bgrind"),
        # (round 58, r58e: crushed, 찌그러뜨린, 구긴 — a can or bottle pressed flat is compressed)
        (
            r"\b(?:compress|bale|baling|compact|flatten|press|crush|squash)\w*",
            r"압축|납작|찌그러|찌부|구겨|구긴|\bcompress|\bbale|\bpress|\bcrush",
        ),
        (r"\bprocess\w*", r"가공|\bprocess"),
        (r"\bdr(?:y|ied|ying)\b", r"건조|말려|말린|\bdry|dried"),
        (r"\b(?:sort|separat)\w*", r"선별|분리|\bsort|\bseparat"),
        # round 58 (r58e): rust on metal ("whether it's rusty or not", "녹슬었든 아니든")
        (r"\brust\w*", r"녹\s?(?:이\s?)?(?:슨|슬|쓴|쓸)|\brust"),
        (
            r"\b(?:contamin|soil|dirt|foreign)\w*",
            r"이물질|오염|흙|\bcontamin|\bsoil|\bdirt|\bforeign",
        ),
    )
)


def untranslated(clause: str, text: str) -> bool:
    """Whether the English ``clause`` names a state of a good that no output (``text``) writes in
    either language — then its rule is no translation of theirs."""
    return any(en.search(clause) and not ko.search(text) for en, ko in _STATES)


def unwritten_state(clause: str, text: str) -> str | None:
    """The first word of ``clause`` (English or Korean) naming a state of a good that no output
    (``text``) writes in either language; ``None`` when every state it names is written."""
    for en, ko in _STATES:
        if ko.search(text) or en.search(text):
            continue
        said = en.search(clause) or ko.search(clause)
        if said is not None:
            return said.group(0)
    return None


# round 58 (r58e): a good said to be left out of the compressed state the price rows are of: "찌그러뜨리지
# 않고", "압축하지 말고", "안 찌그러뜨린", "uncrushed", "not crushed", "without crushing", "don't crush"
_UNPRESSED: Final = re.compile(
    r"(?:찌그러(?:뜨리|트리)?|찌부|구기|압축(?:하)?|납작하게\s?(?:하|누르))(?:지\s?(?:않|말)|\S{0,2}\s?않)"
    r"|안\s?(?:찌그러|찌부|구기|구긴|압축)"
    r"|\bun(?:crushed|compressed|flattened|squashed|baled|pressed)\b"
    r"|\b(?:not|never)\s(?:be\s)?(?:crushed|compressed|flattened|squashed|baled)\b"
    r"|\bwithout\s(?:crushing|compressing|flattening|squashing|baling)\b"
    r"|\b(?:don't|do\snot|don’t)\s(?:crush|compress|flatten|squash)\b",
    re.I,
)
# the outputs' price rows of a compressed form ('"form":"압축"', '"form":"압축(스티로폼)"')
_PRESSED_FORM: Final = re.compile(r'"form"\s?:\s?"[^"]*(?:압축|compress)')


def left_unpressed(clause: str, text: str) -> re.Match[str] | None:
    """Where ``clause`` says a good is left uncompressed (uncrushed, 찌그러뜨리지 않고) while the
    outputs (``text``, lowered) price it in a compressed form; None otherwise."""
    said = _UNPRESSED.search(clause)
    return said if said is not None and _PRESSED_FORM.search(text) else None


def unpressed_spans(sentence: str) -> list[tuple[int, int]]:
    """The spans of ``sentence`` saying a good is left uncompressed: their negation is the
    state's, no doubt of the sentence."""
    return [m.span() for m in _UNPRESSED.finditer(sentence)]
