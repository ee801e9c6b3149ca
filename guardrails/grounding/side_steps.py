"""A how-to step said of the other side of a contrast the how-to draws.

A how-to often gives two ways for two sides of one contrast: ``깨지지 않게 그대로 수거함에
넣습니다. 깨진 형광등은 신문지 등에 싸서 종량제 봉투나 불연성 폐기물로 배출 …`` (unbroken / broken
lamps), ``건전지를 모아 수거함에 넣고, 보조배터리·리튬 배터리는 단자에 절연 테이프를 붙여 배출합니다``
(dry cells / lithium batteries). **An answer clause that names one side (``깨지지 않은 형광등은``,
``깨진 건``, ``ordinary dry-cell batteries (건전지)``) and gives it a step word the how-to writes
only in clauses of the other side (``신문지에 싸서 종량제 봉투로``, ``그대로``, ``insulating tape on the
terminals``) swaps the two ways: misattributed.**

Sides are a small closed table of the contrasts the datasets' how-tos draw (broken/unbroken,
lithium/dry cells), Korean and English; a how-to clause (split at ``.``, ``,``, ``고``) has the
side its words name, or none. Step words are the answer clause's Hangul words (particles off) and
English words through a small glossary (``newspaper`` → 신문지, ``tape`` → 테이프, ``terminals`` →
단자); a word with a verb's ending (``모아``, ``싸서``) is no step, nor where both sides end up
(``수거함``, ``배출``: a how-to that adds a step for one side may still send both to the bins). In an answer, ``깨지지 않게/않도록``
(pack it so it does not break) is a purpose, not the unbroken side. A step word written in a clause of the same side, in a clause of no side, or in any other
string of the outputs (the ``where`` list) is no swap. Unsure, never flagged: a clause naming both
sides or none, or one that negates or hedges (``넣지 마세요``, ``don't``, ``보통은 … 수도``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import entries, parsed, per_stage

# each contrast: (side A, side B), Korean and English forms of each
_SIDES: Final = (
    (
        r"깨진|깨졌|파손된|(?<![a-z])(?<!un)(?<!not\s)broken|cracked|shattered",
        r"깨지지\s?않|안\s?깨진|멀쩡한|unbroken|intact|not\sbroken|undamaged",
    ),
    (
        r"리튬|보조\s?배터리|lithium|power\sbanks?|rechargeable",
        r"(?<!폐)(?<!보조)(?<!리튬\s)건전지|일반\s?전지|dry[-\s]?cells?|alkaline|ordinary\sbatter",
    ),
)
_SIDE_RX: Final = tuple((re.compile(a, re.I), re.compile(b, re.I)) for a, b in _SIDES)
_ANY_SIDE: Final = re.compile("|".join(f"(?:{a})|(?:{b})" for a, b in _SIDES), re.I)
# a piece of every side's forms (a cheap test before the sides' pattern)
_GATE: Final = re.compile(
    "깨|파손|멀쩡|리튬|배터리|전지|broken|cracked|shatter|intact|undamaged|lithium|power bank"
    "|rechargeable|dry|alkaline|ordinary batter"
)  # (literals on the lower-cased answer: one scan)
# in an answer, "깨지지 않게/않도록 포장해" is a purpose (keep it whole), no unbroken side
_PURPOSE: Final = re.compile(r"깨지지\s?않(?:게|도록)")
# where both sides go in the end: no step of one side ("보조배터리도 같은 수거함에 넣고, 테이프를
# 붙이세요" over "건전지를 모아 수거함에 넣고, 리튬 배터리는 … 테이프를 붙여 배출")
_DESTINATIONS: Final = ("수거함", "수거", "배출", "센터")
# a verb's ending: no step word ("모아", "싸서", "많으니")
_VERB_END: Final = re.compile(r"[아어서고니면게며요다]$")
_HOW_KEY: Final = re.compile(r"how|method|guide|방법|안내", re.I)
_CLAUSE: Final = re.compile(r"[.,;!?\n]|(?<=[가-힣])고\s|는데\s|\band\b|\bbut\b|\bwhile\b")
_WORD: Final = re.compile(r"[가-힣]{2,}")
_PARTICLE: Final = re.compile(r"(?:에서|으로|이나|에는|은|는|이|가|을|를|에|로|나|와|과|도|등)$")
_EN: Final = (
    (re.compile(r"\bnewspapers?\b", re.I), "신문지"),
    (re.compile(r"\bwrap", re.I), "신문지"),
    (re.compile(r"\btape\b", re.I), "테이프"),
    (re.compile(r"\bterminals?\b", re.I), "단자"),
    (re.compile(r"\binsulat", re.I), "절연"),
    (re.compile(r"pay-as-you-throw|volume-based|종량제", re.I), "종량제"),
    (re.compile(r"non-?combustible", re.I), "불연성"),
    (re.compile(r"\bas\s(?:is|they\sare|it\sis)\b", re.I), "그대로"),
)
_DOUBT: Final = re.compile(
    r"않|말고|마세요|지\s?마|안\s?되|없|아니|수도\s?있|\bnot\b|n't\b|\bnever\b|\bno\b|\bmay\b|might"
    r"|\bor\b|또는|혹은",
    re.I,
)
WHY: Final = "misattributed: a step the how-to gives the other side of its contrast"

Clause = tuple[int, str]  # (the side: 0 none, +k side A of contrast k, -k side B), its text


def _side(text: str) -> int:
    """The one side ``text`` names (0: none, or sides of two contrasts, or both of one)."""
    found = 0
    for k, (a, b) in enumerate(_SIDE_RX, 1):
        sa, sb = bool(a.search(text)), bool(b.search(text))
        if sa == sb:
            continue
        if found:
            return 0
        found = k if sa else -k
    return found


@per_stage
def _clauses(sources: tuple[str, ...]) -> tuple[Clause, ...]:
    """The how-to clauses with their sides, and the outputs' other strings (side 0); none where
    no how-to draws both sides of a contrast."""
    how: list[Clause] = []
    other: list[str] = []
    for root in parsed(sources):
        for key, value in entries(root):
            if not isinstance(value, str):
                continue
            if _HOW_KEY.search(str(key)) and _ANY_SIDE.search(value):
                how += [(_side(p), p) for p in _CLAUSE.split(value) if p.strip()]
            else:
                other.append(value)
    sides = {s for s, _ in how}
    if not any(s in sides and -s in sides for s in sides if s > 0):
        return ()
    return tuple(how) + tuple((0, t) for t in other)


def _steps(clause: str) -> list[tuple[str, int, int]]:
    """The step words of an answer clause: Hangul words without their particle, English words
    through the glossary."""
    out = [(_PARTICLE.sub("", m.group(0)), m.start(), m.end()) for m in _WORD.finditer(clause)]
    out += [(ko, m.start(), m.end()) for rx, ko in _EN for m in rx.finditer(clause)]
    return [
        (w, s, e)
        for w, s, e in out
        if len(w) >= 2 and not _VERB_END.search(w) and not any(d in w for d in _DESTINATIONS)
    ]


def side_step_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Steps an answer gives one side of a contrast that the how-to gives only the other."""
    if not _GATE.search(answer.lower()) or not _ANY_SIDE.search(answer):
        return []
    clauses = _clauses(sources)
    if not clauses:
        return []
    out: list[Claim] = []
    at = 0
    for piece in [*_CLAUSE.split(answer), ""]:
        start = answer.find(piece, at) if piece else len(answer)
        at = start + len(piece)
        side = _side(_PURPOSE.sub(" ", piece))
        if not side or _DOUBT.search(_ANY_SIDE.sub(" ", piece)):
            continue
        for word, s, e in _steps(piece):
            if _ANY_SIDE.search(word):
                continue
            held = {k for k, text in clauses if word in text}
            if held == {-side}:
                m = _ANY_SIDE.search(piece)
                lo = min(s, m.start()) if m else s
                hi = max(e, m.end()) if m else e
                text = piece[lo:hi]
                out.append(Claim(text, "condition", word, start + lo, start + hi, WHY))
                break
    return out
