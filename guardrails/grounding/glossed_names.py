"""An English phrase the answer itself defines as the gloss of a Hangul name names that name.

English answers translate a row's Hangul name once, in brackets (``비키니옷장 (fabric wardrobe)``),
and then use the translation on its own (``a fabric 'bikini' wardrobe costs 5,000 won``). The
vocabulary reads the gloss's head word as a broader row (``wardrobe`` → 장롱), but the answer has
said which row its phrase means: the head word qualified by the gloss's other words is the Hangul
name's cue, here and wherever else the answer writes it.

A place's name translated whole (``북부재활용센터 (Bukbu Recycling Center)``, round 28): every cue
inside the bracket names the place (not the search whose query words ``Recycling``, ``Center``
are), so a distance or phone after it binds to the place.

Read only where a Latin cue closes a bracket that opens right after a Hangul cue of another token
and holds at least one other word (the qualifier: ``fabric``); another cue of that head word is
renamed when every qualifier stands among the (up to) three words before it in its clause
(``a fabric 'bikini' wardrobe``, ``the fabric wardrobe``). A bare head word (``a wardrobe (장롱)``)
and a gloss of the head word alone (``비키니옷장 (wardrobe)``: no qualifier) are left as the
vocabulary reads them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from guardrails.grounding.cues import Cue

_WORD: Final = re.compile(r"[a-z]+")
_STOP: Final = frozenset({"a", "an", "the", "of", "for", "and", "or", "with", "one", "type"})
_BEFORE: Final = 3  # words before a head word that may qualify it
_CLAUSE_END: Final = re.compile(r"[.,;:!?()\n]")


def renamed(answer: str, cues: list[Cue]) -> list[Cue]:
    """``cues`` with each head word a gloss qualifies renamed to its Hangul name (module
    docstring); the list itself when the answer defines no gloss."""
    glosses: dict[str, tuple[frozenset[str], Cue]] = {}
    for name, q in zip(cues, cues[1:], strict=False):
        opened = answer.find("(", name.end, q.start)
        if (
            opened < 0
            or answer[name.end : opened].strip()
            or name.token == q.token
            or not answer[q.start : q.end].isascii()
            or answer[name.start : name.end].isascii()
            or not answer[opened + 1 : q.start].isascii()
            or not answer[q.end : q.end + 3].lstrip().startswith(")")
        ):
            continue
        words = frozenset(_WORD.findall(answer[opened + 1 : q.start].lower())) - _STOP
        if words and q.token not in glosses:
            glosses[q.token] = (words, name)
        elif words and glosses[q.token][1].token != name.token:
            glosses[q.token] = (frozenset(), name)  # one head word glossing two names: unsure
    cues = _translated_names(answer, cues)
    if not glosses:
        return cues
    out: list[Cue] = []
    for q in cues:
        gloss = glosses.get(q.token)
        if gloss and gloss[0] and gloss[0] <= _words_before(answer, q.start):
            name = gloss[1]
            q = q._replace(token=name.token, groups=name.groups)
        out.append(q)
    return out


def _words_before(answer: str, at: int) -> frozenset[str]:
    lo = max(0, at - 48)
    for m in _CLAUSE_END.finditer(answer, lo, at):
        lo = m.end()
    words = _WORD.findall(answer[lo:at].lower())
    return frozenset(words[-_BEFORE:])


# a place's Hangul name translated in brackets right after it, one phrase of Latin words
# ("북부재활용센터 (Bukbu Recycling Center)"): the words of the translation ("Recycling", "Center":
# the search's query words) name that place, not the search
_TRANSLATION: Final = re.compile(r"\s?\(\s?[A-Za-z][A-Za-z' -]{2,60}\)")


def _translated_names(answer: str, cues: list[Cue]) -> list[Cue]:
    """``cues`` with every cue inside a one-phrase Latin translation of a place's Hangul name
    (a cue of the group ``name`` closed right before the bracket) renamed to that name."""
    out: list[Cue] = []
    gloss: tuple[int, Cue] | None = None  # (the bracket's end, the name it translates)
    for q in cues:
        if gloss is not None and q.start < gloss[0] and answer[q.start : q.end].isascii():
            q = q._replace(token=gloss[1].token, groups=gloss[1].groups)
        elif "name" in q.groups and not answer[q.start : q.end].isascii():
            m = _TRANSLATION.match(answer, q.end)
            gloss = (m.end(), q) if m else None
        out.append(q)
    return out
