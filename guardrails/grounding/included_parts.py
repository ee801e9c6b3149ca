"""What a fee includes, said in English: ``the fee includes the glass top`` where the tool outputs'
labels say ``유리 별도``.

:mod:`.inclusions` reads the labels' own words (``책상(유리별도)``, ``화장대(거울 포함, 의자 별도)``)
and a Korean answer's ``포함``/``별도``. An English answer says the same with other words: a part
said to be covered by the fee (``The fee includes the glass top``, ``the mirror is included``,
``including the chair``, ``covers the glass``, ``no separate sticker for the glass``) where every
label that names the part charges it apart contradicts the labels. The reverse (a part said to be
paid apart where a label includes it) is not read: ``paying separately would be …`` and ``register
the mirror as a separate item`` are ways of counting, not what a label leaves out.

Round 35 (after scoring prod_holdout23), as :mod:`.inclusions` reads ``매트리스까지 포함돼요``: a
thing of its own (a mattress, a chair, a mirror, a bookcase — not a part of the item such as its
frame or top, which a label may call otherwise) said to be covered by a fee where no tool output
names it at all (``The mattress is included in that fee, so you only need one sticker`` over bed
rows that name no mattress) binds a real fee to an invented inclusion. Round 53 (r53a): a computer's
monitor or keyboard and an air conditioner's outdoor unit are such things too (``Monitors are
included in the fee at no extra charge`` over computer rows that name no monitor). A clause with no fee word
(``the bed comes with a mattress``) is not read.

The part is read by a small table of the parts labels name (유리 glass, 거울 mirror, 의자 chair,
…) in the English words of the clause of the inclusion. Unsure, never flagged: a part the labels
state both ways, or not at all unless it is a thing of its own no output names, a negated, asked or hedged clause (``not included``, ``check
whether``, ``if``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.inclusions import FEE, stated

GATE: Final = ("includ", "Includ", "separate", "extra", "cover")
# the parts fee labels name, with their English words
_PARTS: Final[dict[str, tuple[str, ...]]] = {
    "유리": ("glass",),
    "거울": ("mirror",),
    "의자": ("chair", "chairs", "stool"),
    "서랍": ("drawer", "drawers"),
    "책장": ("bookshelf", "bookcase"),
    "매트리스": ("mattress",),
    "프레임": ("frame",),
    "받침대": ("stand", "base"),
    "다리": ("legs",),
    "문": ("door", "doors"),
    "상판": ("top", "tabletop"),
    # round 53 (r53a): the things of their own a computer's or an appliance's row may be said to cover
    "모니터": ("monitor", "monitors"),
    "키보드": ("keyboard", "keyboards"),
    "실외기": ("outdoor unit", "outdoor units", "condenser", "condensers"),
    "리모컨": ("remote", "remotes", "remote control", "remote controls"),
}
# the English words of a part or thing (:mod:`.taken_along` reads the things a service takes along
# by them too)
ENGLISH_WORDS: Final = _PARTS
_WORDS: Final = {part: re.compile(rf"\b(?:{'|'.join(words)})\b") for part, words in _PARTS.items()}
# the things of their own a fee may be said to cover: the item's parts (프레임, 상판) a label may
# call by other names (침대틀), so no output naming them says nothing
_THINGS: Final = frozenset({"거울", "의자", "책장", "매트리스", "모니터", "키보드", "실외기"})
# a part said to be covered by the fee, and a part said to be charged apart
_IN: Final = re.compile(
    r"\b(?:includ(?:es?|ing|ed)|covers?|covered)\b|\bno\s(?:separate|extra|additional)\b"
    r"|\bwithout\s(?:a\s)?(?:separate|extra|additional)\b|\bdon'?t\sneed\sa\sseparate\b",
    re.I,
)
_DOUBT: Final = re.compile(
    r"\bnot\b|n't\b(?!\sneed)|\bif\b|\bwhether\b|\bmay\b|\bmight\b|\bcheck\b|\?", re.I
)
_CLAUSE: Final = re.compile(r"[^.!?\n;]+[.!?;]?")


def _parts_in(clause: str) -> list[str]:
    low = clause.lower()
    return [part for part, words in _WORDS.items() if words.search(low)]


def _unnamed(part: str, named: str) -> bool:
    """Whether no tool output names thing ``part`` (its Korean word or an English one)."""
    return part in _THINGS and part not in named and not _WORDS[part].search(named)


def included_part_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """English clauses saying a fee includes a part every label charges apart, or a thing no
    tool output names."""
    if not any(g in answer for g in GATE):
        return []
    given = stated(sources)
    named: str | None = None  # the tool outputs' text, lower-case: read once, when asked
    out: list[Claim] = []
    for m in _CLAUSE.finditer(answer):
        clause = m.group(0)
        if _IN.search(clause) is None or _DOUBT.search(clause):
            continue
        for part in _parts_in(clause):
            if given.get(part) == frozenset({"별도"}):
                why = f"'{part}' is charged apart in tool outputs"
            elif part in given or part not in _THINGS or not FEE.search(clause):
                continue  # stated both ways or included; a part of the item; no fee: unsure
            else:
                if named is None:
                    named = " ".join(s for s in sources if isinstance(s, str)).lower()
                if not _unnamed(part, named):
                    continue
                why = f"no tool output names '{part}', let alone what a fee includes"
            start = m.start() + len(clause) - len(clause.lstrip())
            end = m.end() - (len(clause) - len(clause.rstrip(" .!?;")))
            out.append(Claim(answer[start:end], "condition", part, start, end, why))
            break
    return out
