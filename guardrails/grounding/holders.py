"""Phones a tool output's prose writes right after a holder's name, and an answer that writes
one holder's phone after another holder's name.

A tool output's text often names a holder and its phone in one breath: a note
(``폐가전제품 무상방문수거 서비스(1599-0903, …)``), a contact line (``수수료는 … 목포시
자원순환과(061-270-8503)에 문의하세요``, ``문의: 경기도 수원시 청소자원과 031-228-3249``). Such
pairs are no records of their own (the record of the note holds both phones or none), so the
binding of :mod:`.siblings` cannot tell them apart. Here each pair is the holder's words (up to
three, before the bracket or space that opens the phone) and the phone's digits.

An answer's phone is said of the holder its label names: on a list line ``- label: phone`` the
label, else the words of its clause before it (back to the previous phone, bracket close or
clause end). The label names a holder by a word of that holder alone (a word two holders of
different phones share, a city's name, names neither). When the label names holders of one phone
only and the answer's phone is another holder's, it is flagged.

Unsure readings never flag: a label naming no holder or holders of different phones, a phone no
pair holds, an answer's label in another script than the tool's prose.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes, per_stage

_PHONE: Final = r"(?:0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})"
# up to three words, then the bracket, colon or space that opens the phone
# (a company's mark is part of its name word: "제일환경㈜:031-…", "㈜우림:031-…")
_PAIR = re.compile(
    r"(?P<holder>(?:[가-힣A-Za-z0-9·㈜]{2,}\s){0,2}[가-힣A-Za-z0-9·㈜]{2,})\s?[(（:]?\s?"
    rf"(?P<phone>{_PHONE})(?!\d)"
)
_PARTICLE_WORD = re.compile(r".+(?:는|은|을|를|에서|에게)$")
_LIST_LABEL = re.compile(r"^\s*(?:[-•*·]|\d{1,2}[.)])?\s*(?P<label>[^:\n]{2,60}?)\s?:\s?$")
_CLAUSE_END = re.compile(r"[.,;!?\n)）]")


@per_stage
def holder_phones(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], str], ...]:
    """(the holder's words, the phone's digits) for every holder a tool output's text writes
    right before a phone."""
    out: list[tuple[frozenset[str], str]] = []
    for node in json_nodes(sources):
        if not isinstance(node, str) or "-" not in node:
            continue
        for m in _PAIR.finditer(node.replace("(주)", "㈜")):
            words = frozenset(
                w.strip("㈜")
                for w in m.group("holder").split()
                if not _PARTICLE_WORD.match(w) and len(w.strip("㈜")) > 1 and not w.isdigit()
            )
            if words:
                out.append((words, re.sub(r"\D", "", m.group("phone"))))
    return tuple(out)


def _label(answer: str, c: Claim) -> str:
    """The words an answer's phone is said of: a list line's label, else its clause before it."""
    line_start = answer.rfind("\n", 0, c.start) + 1
    listed = _LIST_LABEL.match(answer[line_start : c.start])
    if listed:
        return listed.group("label")
    before = answer[max(line_start, c.start - 40) : c.start]
    ends = list(_CLAUSE_END.finditer(before))
    return before[ends[-1].end() :] if ends else before


def _distinctive(pairs: tuple[tuple[frozenset[str], str], ...]) -> dict[str, str]:
    """word → the one phone every holder named by that word has (words of holders of different
    phones left out)."""
    phones: dict[str, set[str]] = {}
    for words, phone in pairs:
        for w in words:
            phones.setdefault(w, set()).add(phone)
    return {w: next(iter(p)) for w, p in phones.items() if len(p) == 1}


def holder_phone_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """The phones ``answer`` writes after a holder whose phone in the tool outputs' prose is
    another, when that phone is another holder's."""
    pairs = holder_phones(sources)
    if len({p for _, p in pairs}) < 2:
        return []
    words = _distinctive(pairs)
    held = {p for _, p in pairs}
    out: list[Claim] = []
    for c in claims:
        if c.kind != "phone" or c.value not in held:
            continue
        label = _label(answer, c)
        named = {p for w, p in words.items() if w in label}
        if len(named) == 1 and c.value not in named:
            (theirs,) = named
            why = f"{c.text} is another holder's phone in tool outputs ({label.strip()}: {theirs})"
            out.append(Claim(c.text, "phone", c.value, c.start, c.end, why))
    return out
