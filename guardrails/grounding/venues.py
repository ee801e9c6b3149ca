"""Where a fee is paid or a thing is bought or handed out, said in English word order ("you can
pay at any convenience store", "bags are handed out at community centers and post offices").

:mod:`.channels` reads a channel followed by its act ("편의점에서 살 수 있어요"); English puts the
act first. A channel named after an act of paying, buying or handing out (``pay``, ``buy``,
``purchase``, ``sold``, ``handed out``, ``available``, ``get``, ``pick up``) and a preposition is a
claim about where that is done:

- when a tool output gives a how-to that names channels (:func:`.channels.evidence_channels`),
  the channel must be of a class it names;
- when no tool output says anything of paying, buying or handing out (a fee table alone), a
  place to *pay* or *buy* is invented: the tools give no such place.

Unsure readings never flag: a negated or asked sentence, an act of reporting or applying over
tool outputs with no how-to (general advice), a channel with no act before it.
"""

from __future__ import annotations

import re

from guardrails.grounding.channels import channel_class, channel_words, evidence_channels
from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_nodes


def strings_of(sources: tuple[str, ...]) -> tuple[str, ...]:
    """Every string value of the tool outputs."""
    return tuple(n for n in json_nodes(sources) if isinstance(n, str))


# an act, then a preposition and a few words ("pay at any", "handed out at your local")
_ACT_BEFORE = re.compile(
    r"\b(?P<act>pay|paid|buy|bought|purchased?|sold|sells?|handed out|given out|distributed"
    r"|available|get|pick(?:ed)? up|obtain|report|apply|book)\b[^.!?\n]{0,24}?"
    r"\b(?:at|from|in|through|via|on|by)\s(?:(?:any|a|an|the|your|nearby|local|all|most|some"
    r"|participating|designated)\s)?(?:[\w-]+\s)?$",
    re.I,
)
# the next channel of the same list ("…, post offices or convenience stores")
_MORE = re.compile(
    r"(?:ers|res|er|re|es|s)?\s?(?:,\s?(?:or\s|and\s)?|\sor\s|\sand\s|/)\s?(?:[\w-]+\s)?"
)
_PREPOSITION = re.compile(r"(?:by|in|over|at|on)\s", re.I)
_TRANSACTION = re.compile(r"pay|paid|buy|bought|purchas|sold|sell", re.I)
# anything a tool output says of paying, buying or handing out
_SPEAKS_OF_IT = re.compile(
    r"결제|납부|구입|구매|판매|배부|배포|수령|발급|스티커|필증|신고|신청|payment|pay|sticker|sold"
    r"|available|_at\b",
    re.I,
)
_NEGATED = re.compile(r"\bnot\b|n't|\bno\b|\bnever\b|\?", re.I)
_SENTENCE_START = re.compile(r"[.!?\n][^.!?\n]*$")


# a Korean channel right before its act ("인터넷 신고", "방문 접수만", "전화 예약"), and "only"
_ACT_NOUN = re.compile(r"\s?(?:신고|신청|접수|예약|결제|납부|발급)(?P<only>만)?")
_ONLY_KO = re.compile(r"(?:으로|로|에서)만")
_ONLY_BEFORE = re.compile(r"\bonly\b[^.!?\n,;]{0,20}$", re.I)
_ONLY_AFTER = re.compile(r"s?\sonly\b", re.I)
# ways that are one way in person: a visit to the centre or the office
_IN_PERSON = frozenset({"centre", "office", "visit"})
_HOWTO = re.compile(r"신고|신청|접수|예약|apply|book|report", re.I)


def _howto_channels(sources: tuple[str, ...]) -> frozenset[str]:
    """The channel classes named in the tool-output strings that say how to report or apply."""
    return frozenset(
        channel_class(m.group(0))
        for text in strings_of(sources)
        if _HOWTO.search(text)
        for m in channel_words(text)
    )


def method_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A channel said to be the way (or the only way) to report or apply, against the channels
    the tools' how-to strings name ("인터넷 신고만 받아요" where the text says 방문 신고만)."""
    howto = _howto_channels(sources)
    if not howto:
        return []
    out: list[Claim] = []
    words = channel_words(answer)
    for m in words:
        word = m.group(0)
        latin = word.isascii()
        act = None if latin else _ACT_NOUN.match(answer, m.end())
        only = (act is not None and act.group("only") is not None) or (
            _ONLY_KO.match(answer, m.end()) if not latin else _only_en(answer, m.start(), m.end())
        )
        if act is None and not only:
            continue
        clause = answer[m.start() : m.end() + 30]
        if _NEGATED.search(clause) or "않" in clause or "안 " in clause:
            continue
        cls = channel_class(word)
        if cls not in howto:
            why = f"'{word}' is not a way the how-to names"
        elif only and howto - _said_with(answer, m.start(), words):
            why = f"the how-to names other ways than '{word}'"
        else:
            continue
        out.append(Claim(word, "condition", cls, m.start(), m.end(), why))
    return out


def _said_with(answer: str, at: int, words: list[re.Match[str]]) -> set[str]:
    """The ways named in the sentence around ``at`` ("online or in person": both), a visit to the
    centre or the office being one way in person."""
    lo = answer.rfind(".", 0, at) + 1
    hi = answer.find(".", at)
    said = {
        channel_class(w.group(0)) for w in words if lo <= w.start() < (hi if hi >= 0 else 10**9)
    }
    return said | _IN_PERSON if said & _IN_PERSON else said


def _only_en(answer: str, start: int, end: int) -> bool:
    return bool(
        _ONLY_BEFORE.search(answer, max(0, start - 24), start) or _ONLY_AFTER.match(answer, end)
    )


def venue_claims(answer: str, evidence_text: str) -> list[Claim]:
    """Channels an English-order sentence names for an act the tool outputs do not support."""
    if not answer.isascii() and not re.search(r"[A-Za-z]{3}", answer):
        return []
    silent = _SPEAKS_OF_IT.search(evidence_text) is None
    named = evidence_channels(evidence_text) or (
        frozenset(channel_class(m.group(0)) for m in channel_words(evidence_text))
        if not silent
        else frozenset()
    )
    if not named and not silent:
        return []  # the tools speak of it and name no channel: unsure
    out: list[Claim] = []
    act: re.Match[str] | None = None
    last = -1
    for m in channel_words(answer):
        if not m.group(0).isascii():
            continue
        if act is None or not _MORE.fullmatch(answer, last, m.start()):
            start = _SENTENCE_START.search(answer, 0, m.start())
            before = answer[start.end() if start else 0 : m.start()]
            if _PREPOSITION.match(m.group(0)):  # "by phone", "in person": the form has it
                before += m.group(0).split()[0] + " "
            act = _ACT_BEFORE.search(before)
            if act is None or _NEGATED.search(before):
                continue
        last = m.end()  # "at community centers, post offices or convenience stores": one act
        if _NEGATED.search(answer, m.end(), m.end() + 30):
            continue
        cls = channel_class(m.group(0))
        if named and cls not in named:
            why = f"'{m.group(0)}' is not a channel the how-to names"
        elif silent and _TRANSACTION.match(act.group("act")):
            why = f"no tool output says where to {act.group('act').lower()}"
        else:
            continue
        out.append(Claim(m.group(0), "condition", cls, m.start(), m.end(), why))
    return out
