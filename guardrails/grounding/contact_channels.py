"""A way of getting in touch that no tool output gives.

Our tools give a department's phone (``contact``, ``phone_note``), a service's phone and web site
(the free appliance pickup's note) and, for that pickup, sometimes its KakaoTalk channel. An answer
that adds another channel of contact — ``They also accept fee enquiries by e-mail``, ``팩스로도
문의할 수 있어요``, ``카카오톡으로 상담돼요``, ``문자로 접수해요`` — states a fact of the office that
no output carries: the channel is the writer's own. An e-mail written out as an address is a value
(:mod:`.contacts`); this reads the channel said in words, with or without one.

A channel word (e-mail, fax, KakaoTalk, a chat, a text message) is read in a sentence that states a
way of reaching someone (an act of asking, contacting, applying or sending: 문의, 상담, 연락, 접수,
신청, 보내, enquir, contact, reach, accept, send, book); it is supported when any tool output names
the same channel (its word or, for e-mail, an address). Unsure, never flagged: a negated, asked or
hedged sentence (``no e-mail is listed``, ``may``), advice to check; a sentence closed by a question
mark (``전화번호를 문자로 보내 드릴까요?``: the assistant's offer, round 56).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text

__all__ = ["GATE", "contact_channel_claims"]

# channel → (how an answer says it, what in a tool output's lower-cased text carries it)
_CHANNELS: Final[dict[str, tuple[re.Pattern[str], re.Pattern[str]]]] = {
    "e-mail": (
        re.compile(r"\be-?mail(?:s|ed|ing)?\b|이메일|전자\s?우편|메일로", re.I),
        re.compile(r"@|mail|메일|전자\s?우편"),
    ),
    "fax": (re.compile(r"\bfax(?:es|ed)?\b|팩스", re.I), re.compile(r"fax|팩스")),
    "KakaoTalk": (
        re.compile(r"kakao\s?talk|\bkakao\b|카카오\s?톡|카톡", re.I),
        re.compile(r"kakao|카카오|카톡"),
    ),
    "chat": (
        re.compile(r"\b(?:live\s|online\s)?chat\b|채팅|챗봇|\bchatbot\b", re.I),
        re.compile(r"chat|채팅|챗봇"),
    ),
    "text message": (
        re.compile(r"\btext\s?message|\bby\stext\b|\bsms\b|문자\s?(?:메시지|메세지)?(?:로|를)", re.I),
        re.compile(r"sms|문자|text\smessage"),
    ),
}  # fmt: skip

# the literal words one of the channels needs (most answers hold none)
GATE: Final = ("mail", "메일", "우편", "fax", "팩스", "kakao", "카카오", "카톡", "chat", "채팅", "챗봇",
               "text m", "by text", "sms", "문자")  # fmt: skip

_GATE: Final = alternation("|".join(map(re.escape, GATE)))

# a way of reaching someone stated in the sentence
_REACH: Final = re.compile(
    r"문의|상담|연락|접수|신청|신고|예약|보내|받아|받습|가능|돼요|됩니다|할\s?수\s?있"
    r"|\benquir|\binquir|\bcontact|\breach\b|\baccept|\bsend\b|\bsent\b|\bbook|\bapply"
    r"|\bquestions?\b|\bask\b|\bwrite\b",
    re.I,
)
# not a statement: negated, asked, hedged, advice to check
_DOUBT: Final = unsure(r"확인해|알아보|\bcheck|\bconfirm|\bperhaps\b|\bprobably\b|\bif\b")


def contact_channel_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The sentences of ``answer`` that give a channel of contact no tool output names."""
    if not sources:
        return []
    if _GATE.search(answer) is None:
        return []
    lower: str | None = None
    out: list[Claim] = []
    for name, (spoken, carried) in _CHANNELS.items():
        for m in spoken.finditer(answer):
            start, end = _sentence(answer, m.start())
            sentence = answer[start:end]
            if _REACH.search(sentence) is None or _DOUBT.search(sentence):
                continue
            if answer.startswith("?", end):  # "문자로 보내 드릴까요?": an offer, asked
                continue
            if lower is None:
                lower = lowered_text(sources)
            if carried.search(lower):
                break  # the channel is an output's: every mention of it passes
            text = sentence.strip()
            lead = len(sentence) - len(sentence.lstrip())
            why = f"no tool output gives {name} as a way of contact"
            out.append(Claim(text, "condition", name, start + lead, start + lead + len(text), why))
    return out


def _sentence(answer: str, at: int) -> tuple[int, int]:
    """The bounds of the sentence (or list line) around ``answer[at]``, without a list marker."""
    start, end = sentence_around(answer, at)
    marker = re.match(r"\s*(?:[-*•]|\d+[.)])\s", answer[start:end])
    return (start + marker.end() if marker else start), end
