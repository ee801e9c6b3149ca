"""A compound label word (``유아용침대``, ``비키니옷장``) written apart or in English names the
compound, not the shorter label word it ends in.

A compound label written with a space before the head it ends in ("유아용 침대" for 유아용침대,
when 침대 is a label too) names the compound. The head may also be a Korean form the vocabulary
gives a label (옷장 for 장롱: "비키니 옷장" is 비키니옷장 beside the 장롱 rows, round 35).

In English the compound is its qualifier's spelling before the head's (``baby bed``, ``infant
bed frame`` for 유아용침대 beside 침대 rows; ``bikini wardrobe`` for 비키니옷장 beside 장롱 rows),
and the qualifier's spelling alone (``crib``, ``bikini``) when the qualifier is no label of its
own. A qualifier the vocabulary has no English for is a loanword written as it sounds (its
Revised Romanization: 비키니 → ``bikini``). Without this the English name is read as the head's
and the fee of a 장롱 row passes for the bikini wardrobe's.

The qualifier alone, set off by quotes or a hyphen, right before the head's English word
(``a fabric 'bikini' wardrobe``, ``"crib" bed``) is one name: :func:`joined` drops the head's
cue there. A head word after any other word (``a large wardrobe``) stays the head's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from guardrails.grounding.romanized import latin_stem
from guardrails.grounding.vocabulary import PlaceVocabulary

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue
    from guardrails.grounding.records import RecordBuilder

Found = dict[str, tuple[str, frozenset[str]]]
# what may stand between a qualifier and its head in one English name: quotes, a hyphen, a space
_HANGUL = re.compile(r"[가-힣]+")
_JOINT = re.compile(r"['‘’\"“”]?[\s-]?['‘’\"“”]?\s?")


def spaced_compounds(
    found: Found, b: RecordBuilder, places: PlaceVocabulary
) -> set[tuple[str, str]]:
    """Add to ``found`` the spaced and English forms of every compound label word (module
    docstring); the (compound, head) token pairs whose qualifier alone is a surface."""
    heads = {s: s for s in b.surfaces if len(s) >= 2 and not s.isascii()}
    for head in list(heads):  # a head's Korean synonym ends a compound too (옷장 of 장롱)
        for form in places.forms.get(head, ()):
            if len(form) >= 2 and not form.isascii():
                heads.setdefault(form, head)
    pairs: set[tuple[str, str]] = set()
    for surface, token in list(b.surfaces.items()):
        if len(surface) < 4 or surface.isascii() or not surface.isalpha():
            continue
        for k in range(2, len(surface) - 1):
            if surface[k:] in heads:
                spaced = f"{surface[:k]} {surface[k:]}"
                found.setdefault(spaced, (token, found[surface][1]))
                head = heads[surface[k:]]
                if _english_compound(found, surface[:k], head, token, places):
                    pairs.add((token, b.surfaces.get(head, head)))
                break
    return pairs


def _english_compound(
    found: Found, qualifier: str, head: str, token: str, places: PlaceVocabulary
) -> bool:
    """Add ``qualifier head`` in English; whether the qualifier alone was added too."""
    nouns = [f for f in places.forms.get(head, ()) if f.isascii()]
    if not nouns:
        return False
    names, quals = _spelled(qualifier, nouns, places)
    groups = found[token if token in found else head][1]
    for name in names:
        found.setdefault(name, (token, groups))
    alone = bool(quals) and qualifier not in found
    for q in quals if alone else ():
        found.setdefault(q, (token, groups))
    return alone


def _spelled(
    qualifier: str, nouns: list[str], places: PlaceVocabulary
) -> tuple[list[str], list[str]]:
    """The English names of a compound whose head is spelled ``nouns``: each spelling of its
    qualifier (:func:`qualifier_spellings`) before each of the head's (``bikini wardrobe``,
    ``bikini closet``); and those qualifier spellings, the names it has alone when its caller
    takes them (:func:`_english_compound`, :func:`english_names`)."""
    quals = qualifier_spellings(qualifier, places)
    return [f"{q} {n}" for q in quals for n in nouns], quals


def qualifier_spellings(qualifier: str, places: PlaceVocabulary) -> list[str]:
    """The English spellings of a compound's qualifier: the vocabulary's, else (a Hangul word it
    does not know) the loanword as it sounds, 비키니 → ``bikini``."""
    quals = [f for f in places.forms.get(qualifier, ()) if f.isascii()]
    if not quals and qualifier not in places.aliases and _HANGUL.fullmatch(qualifier):
        quals = [latin_stem(qualifier)]
    return quals


def english_names(word: str, places: PlaceVocabulary) -> tuple[str, ...]:
    """The English names of a Hangul compound ending in a vocabulary word (비키니옷장: ``bikini
    wardrobe``, ``bikini closet``, and ``bikini`` alone, the qualifier being no vocabulary word);
    () for a word that ends in none (책꽂이) or is shorter than four syllables."""
    if len(word) < 4 or not _HANGUL.fullmatch(word):
        return ()
    for k in range(2, len(word) - 1):
        qualifier, tail = word[:k], word[k:]
        head = places.aliases.get(tail, tail)
        nouns = [
            f for f in (*places.forms.get(tail, ()), *places.forms.get(head, ())) if f.isascii()
        ]
        if nouns:
            names, quals = _spelled(qualifier, nouns, places)
            alone = () if qualifier in places.forms or qualifier in places.aliases else quals
            return tuple(dict.fromkeys((*names, *alone)))
    return ()


def joined(answer: str, cues: list[Cue], pairs: frozenset[tuple[str, str]]) -> list[Cue]:
    """``cues`` without the head word right after its compound's qualifier (``'bikini'
    wardrobe``: one name, the compound's); ``cues`` itself when no such pair stands."""
    out: list[Cue] = []
    for q in cues:
        prev = out[-1] if out else None
        if (
            prev is not None
            and (prev.token, q.token) in pairs
            and _JOINT.fullmatch(answer, prev.end, q.start)
        ):
            continue
        out.append(q)
    return out
