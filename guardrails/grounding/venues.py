"""Where a fee is paid or a thing is bought or handed out, said in English word order ("you can
pay at any convenience store", "bags are handed out at community centers and post offices"), and
how it is paid.

:mod:`.channels` reads a channel followed by its act ("편의점에서 살 수 있어요"); English puts the
act first. A channel named after an act of paying, buying or handing out (``pay``, ``buy``,
``purchase``, ``sold``, ``handed out``, ``available``, ``get``, ``pick up``) and a preposition is a
claim about where that is done:

- when a tool output gives a how-to that names channels (:func:`.channels.evidence_channels`),
  the channel must be of a class it names;
- when no tool output says anything of paying, buying or handing out (a fee table alone), a
  place to *pay* or *buy* is invented: the tools give no such place.

Korean puts the channel first, with its case ending (에서, 에; 으로/로 of a way, an app, to pay)
and then the act: ``편의점에서도 살 수 있어요``, ``수수료는 동네 편의점에서 내면 돼요``, ``수수료는 모바일
앱으로만 결제할 수 있어요`` (round 40: paying is 결제, 납부 or 내다, ``내면``, ``내세요``, ``낼 수``). Over
a fee table that says nothing of paying, each is a place or way to pay the tools do not give;
where an output says where or how to pay (``payment``: ``편의점 스티커 구입``), it is not read here;
an asked one (``편의점에서도 낼 수 있는지는 확인해 보세요``) is unsure, as a negated one is.

Where a tool output says to buy a thing and names no place at all ("불연성 마대 구입하여
배출"), a Korean sentence that says, unhedged, where that thing is sold ("마대는 편의점이랑 마트에서
팔아") claims what the how-to leaves out; hedged as general advice ("보통 편의점에서 팔아요") it is not
read. A means of paying (``현금``, ``카드``, ``계좌이체``, ``cash or card``) said of paying where no
tool output names any means is invented (:func:`means_claims`), read in its own clause (a doubt
before "but" or "지만" is not the means' own, nor a negation after a Korean reason clause's end:
"수수료는 농협 계좌이체로도 낼 수 있어서 군청까지 안 가셔도 돼요", round 56).

Round 58: a Korean purchase said plainly (``Sticker는 읍사무소에서 사요``, ``편의점에서 삽니다``), and an
English channel after ``or`` with no comma, ``in person`` before its place (``pay the fee by bank
transfer or in person at your local community centre``), are read as the rest are.

Unsure readings never flag: a negated or asked sentence, an act of reporting or applying over
tool outputs with no how-to (general advice), a channel with no act before it.
"""

from __future__ import annotations

import functools
import re

from guardrails.grounding.channels import channel_class, channel_words, evidence_channels
from guardrails.grounding.claims import Claim, any_word
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_nodes
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.pay_ways import DEPOSIT
from guardrails.grounding.units import Unit, subject_units


def strings_of(sources: tuple[str, ...]) -> tuple[str, ...]:
    """Every string value of the tool outputs."""
    return tuple(n for n in json_nodes(sources) if isinstance(n, str))


# an act, then a preposition and a few words ("pay at any", "handed out at your local")
_ACT_BEFORE = re.compile(
    r"\b(?P<act>pay|paid|paying|buy|buying|bought|purchased?|purchasing|sold|sells?|selling"
    r"|handed out|given out|distributed"
    r"|available|get|pick(?:ed)? up|obtain|report|apply|book)\b[^.!?\n]{0,24}?"
    r"\b(?:at|from|in|through|via|on|by)\s(?:(?:any|a|an|the|your|nearby|local|all|most|some"
    r"|participating|designated)\s)?(?:[\w-]+\s)?$",
    re.I,
)
_ACT_BEFORE = gated(_ACT_BEFORE)  # :mod:`.opening_gate`: the same matches, skipped to
# the next channel of the same list ("…, post offices or convenience stores")
_MORE = re.compile(
    r"(?:ers|res|er|re|es|s)?\s?(?:,\s?(?:or\s|and\s)?|\sor\s|\sand\s|/)\s?(?:[\w-]+\s)?"
)
# the last item of the act's list, its preposition again ("buy a sticker at a welfare center,
# through the system, or at any convenience store")
_ACT_LISTED = re.compile(
    r"\b(?P<act>pay|paid|buy|bought|purchased?|sold|handed out|given out|available|get)\b"
    # (round 58: with or without the comma, and "in person" before the place: "pay the fee by bank
    # transfer or in person at your local community centre")
    r"[^.!?\n;]{0,160}?(?:,\s?|\s)(?:or|and)\s(?:in\sperson\s)?(?:at|from|through|via|in)\s"
    r"(?:(?:any|a|an|the|your|nearby|local|all|most|some)\s)?(?:[\w-]+\s)?$",
    re.I,
)
_PREPOSITION = re.compile(r"(?:by|in|over|at|on)\s", re.I)
_TRANSACTION = re.compile(r"pay|paid|buy|bought|purchas|sold|sell", re.I)
# anything a tool output says of paying, buying or handing out
_SPEAKS_OF_IT = any_word(
    ("결제", "납부", "구입", "구매", "판매", "배부", "배포", "수령", "발급", "스티커", "필증", "신고",
     "신청", "payment", "pay", "sticker", "sold", "available")
)  # fmt: skip
_AT_KEY = re.compile(r"_at\b", re.I)  # the one form of the gate that is no literal word ("sold_at")
# a Korean channel, its case ending, then buying or paying close after ("편의점에서도 살 수")
_KO_BOUGHT = re.compile(
    # (a way taken with 으로/로, "앱으로만 결제", only before paying: "온라인으로 구매" is :mod:`.service_classes`')
    r"(?:(?:에서|에)|(?=(?:으로|로)(?:도|는|만)?\s?(?:결제|납부|내|낼))(?:으로|로))"
    # (round 58: said plainly, "Sticker는 읍사무소에서 사요", "스티커는 편의점에서 삽니다")
    r"(?:도|는|만)?\s?(?P<act>살\s?수|사세요|사시면|사면|사서|사다가|사요|삽니다|구매|구입|결제|납부"
    r"|내(?:면|세요|시면|요|고|야|셔야|실\s?수)|낼\s?수"  # paying there ("편의점에서 내면 돼요")
    r"|팔아|팔고|팔아요|팝니다|판매)"  # selling there: buying there, said from the shop's side
)
# paying the fee: a payment, or buying the sticker that is the fee paid (a bag bought at a shop is
# general advice, not a claim about the fee)
_PAYS = re.compile(r"결제|납부|내|낼|pay|paid", re.I)
_STICKER = re.compile(r"스티커|필증|sticker|label", re.I)
_LATIN_WORD = re.compile(r"[A-Za-z]{3}")
_NEGATED_KO = re.compile(r"않|안\s|못|없|\?|는지|인지")  # negated, or asked ("낼 수 있는지는")
_NEGATED = re.compile(r"\bnot\b|n't|\bno\b|\bnever\b|\?", re.I)
_SENTENCE_START = re.compile(r"[.!?\n][^.!?\n]*$")


# a Korean channel right before its act ("인터넷 신고", "방문 접수만", "전화 예약"), and "only"
_ACT_NOUN = re.compile(r"\s?(?:신고|신청|접수|예약|결제|납부|발급)(?P<only>만)?")
_ONLY_KO = re.compile(r"(?:으로|로|에서)만")
_ONLY_BEFORE = re.compile(r"\bonly\b[^.!?\n,;]{0,20}$", re.I)
_ONLY_AFTER = re.compile(r"s?\sonly\b", re.I)
# ways that are one way in person: a visit to the centre or the office
_IN_PERSON = frozenset({"centre", "office", "visit"})
_HOWTO = any_word(("신고", "신청", "접수", "예약", "apply", "book", "report"))


@functools.lru_cache(maxsize=64)
def _howto_channels(sources: tuple[str, ...]) -> frozenset[str]:
    """The channel classes named in the tool-output strings that say how to report or apply."""
    return frozenset(
        channel_class(m.group(0))
        for text in strings_of(sources)
        if _HOWTO.search(text)
        for m in channel_words(text)
    )


def _fee_paid(act: str, sentence: str) -> bool:
    bought = _TRANSACTION.match(act) or not act.isascii()  # 살 수, 구입: buying
    return bool(_PAYS.match(act) or (bought and _STICKER.search(sentence)))


def _sentence_of(answer: str, at: int) -> str:
    start = _SENTENCE_START.search(answer, 0, at)
    end = re.compile(r"[.!?\n]").search(answer, at)
    return answer[start.start() + 1 if start else 0 : end.start() if end else len(answer)]


def _subject_howto(answer: str, at: int, sources: tuple[str, ...]) -> frozenset[str]:
    """The ways the how-to of the subject named around ``at`` gives ("덕양구는 …": 덕양구's
    method); empty when no subject is named or its text gives no how-to."""
    named = subject_units(answer, at, sources)
    return frozenset(
        channel_class(m.group(0))
        for u in named
        for text in _plain_strings(u)
        if _HOWTO.search(text)
        for m in channel_words(text)
    )


def _plain_strings(u: Unit) -> list[str]:
    return [v for _, v in u.fields if isinstance(v, str)]


def method_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A channel said to be the way (or the only way) to report or apply, against the channels
    the tools' how-to strings name ("인터넷 신고만 받아요" where the text says 방문 신고만)."""
    every = _howto_channels(sources)
    if not every:
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
        howto = _subject_howto(answer, m.start(), sources) or every
        if cls not in howto:
            why = f"'{word}' is not a way the how-to names"
        elif only and howto - _said_with(answer, m.start(), words):
            why = f"the how-to names other ways than '{word}'"
        else:
            continue
        out.append(Claim(word, "condition", cls, m.start(), m.end(), why))
    return out


def _said_with(answer: str, at: int, words: tuple[re.Match[str], ...]) -> set[str]:
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


@functools.lru_cache(maxsize=64)
def _evidence_side(evidence_text: str) -> tuple[bool, frozenset[str]]:
    """Whether the tool outputs say nothing of paying, buying or handing out, and the channel
    classes they name when they do (cached per evidence)."""
    silent = _SPEAKS_OF_IT.search(evidence_text) is None and _AT_KEY.search(evidence_text) is None
    values = _KEY.sub(" ", evidence_text)  # a key ("application_methods") names no channel
    named = evidence_channels(values) or (
        frozenset(channel_class(m.group(0)) for m in channel_words(values))
        if not silent
        else frozenset()
    )
    return silent, named


_BASE = {"buying": "buy", "paying": "pay", "purchasing": "purchase", "selling": "sell",
         "bought": "buy", "paid": "pay", "purchased": "purchase", "sold": "sell"}  # fmt: skip
_KEY = re.compile(r'"[A-Za-z_]+"\s?:')


# a thing a tool output says to buy ("불연성 마대 구입하여 배출"): where it is sold is then a
# claim about what the tools' how-to says, not general advice
_BUY_WHAT = re.compile(r"([가-힣]{2,})\s?(?:을|를)?\s?(?:구입|구매)")
# general advice, hedged as such ("보통 편의점에서 팔아요", "usually sold at")
_GENERAL = re.compile(
    r"보통|대개|대부분|일반적으로|흔히|\b(?:usually|generally|typically|often)\b", re.I
)


@functools.lru_cache(maxsize=64)
def _bought_things(evidence_text: str) -> frozenset[str]:
    """The things the tool outputs say to buy, when they name no place at all to buy them."""
    return frozenset(m.group(1) for m in _BUY_WHAT.finditer(evidence_text))


def _sold_here(answer: str, m: re.Match[str], act: re.Match[str], things: frozenset[str]) -> bool:
    """Whether a Korean channel is said, unhedged, to sell a thing the tools say to buy."""
    sentence = _sentence_of(answer, m.start())
    return any(t in sentence for t in things) and _GENERAL.search(sentence) is None


def venue_claims(answer: str, evidence_text: str) -> list[Claim]:
    """Channels an English-order sentence names for an act the tool outputs do not support."""
    silent, named = _evidence_side(evidence_text)
    things = _bought_things(evidence_text) if not silent and not named else frozenset()
    if not silent and not things and not _LATIN_WORD.search(answer):
        return []  # Korean order is :mod:`.channels`' where the tools speak of it
    if not named and not silent and not things:
        return []  # the tools speak of it and name no channel: unsure
    out: list[Claim] = []
    act: re.Match[str] | None = None
    last = -1
    for m in channel_words(answer):
        if not m.group(0).isascii():
            bought = _KO_BOUGHT.match(answer, m.end()) if silent or things else None
            if (
                bought is not None
                and (
                    _fee_paid(bought.group("act"), _sentence_of(answer, m.start()))
                    if silent
                    else _sold_here(answer, m, bought, things)
                )
                and not _NEGATED_KO.search(answer, m.end(), bought.end() + 10)
            ):
                why = "no tool output says where to buy or pay"  # "편의점에서도 살 수 있어요"
                cls = channel_class(m.group(0))
                out.append(Claim(m.group(0), "condition", cls, m.start(), m.end(), why))
            continue
        if act is None or not _MORE.fullmatch(answer, last, m.start()):
            start = _SENTENCE_START.search(answer, 0, m.start())
            before = answer[start.start() + 1 if start else 0 : m.start()]
            if _PREPOSITION.match(m.group(0)):  # "by phone", "in person": the form has it
                before += m.group(0).split()[0] + " "
            act = _ACT_BEFORE.search(before) or _ACT_LISTED.search(before)
            if act is None or _NEGATED.search(before):
                continue
        last = m.end()  # "at community centers, post offices or convenience stores": one act
        if _NEGATED.search(answer, m.end(), m.end() + 30):
            continue
        cls = channel_class(m.group(0))
        if named and cls not in named:
            why = f"'{m.group(0)}' is not a channel the how-to names"
        elif silent and _fee_paid(act.group("act"), _sentence_of(answer, m.start())):
            verb = act.group("act").lower()
            why = f"no tool output says where to {_BASE.get(verb, verb)}"  # the fee
        else:
            continue
        out.append(Claim(m.group(0), "condition", cls, m.start(), m.end(), why))
    return out


# a means of paying, and the act of paying it is said of
_MEANS = re.compile(
    r"현금|신용\s?카드|체크\s?카드|카드|계좌\s?이체|가상\s?계좌|무통장|간편\s?결제"
    r"|\b(?:cash|credit card|debit card|card|bank transfer|virtual account|kakaopay)\b",
    re.I,
)
# where _MEANS can match at all (charset first: the engine skips to candidates, ~2 µs on the
# bench answer against ~14 for the alternation)
_MEANS_HINT = re.compile(
    r"[현카이계무간CcTtaKk](?:(?<=현)금|(?<=카)드|(?<=이)체|(?<=계)좌|(?<=무)통장|(?<=간)편"
    r"|(?<=[Cc])(?:ash|ard)|(?<=[Tt])ransfer|(?<=a)ccount|(?<=[Kk])akao[Pp]ay)"
)
_STOP = re.compile(r"[.!?\n]")
_MEANS_UNSURE = unsure(r"는지|인지|여부|whether|\bif\b|물어|문의|\bask\b|check")
# (round 19: "payable by card" is paying too)
_PAYING = re.compile(
    r"결제|납부|수수료[^.!?\n]{0,15}(?:내|낼|냅)|\bpa(?:ys?|id|ying|yment|yable)\b", re.I
)  # (round 56: "수수료는 … 계좌이체로도 낼 수 있어서")


# a means as a tool output names it: also a deposit, which is a transfer (``수수료 입금 후 배출``)
_OUTPUT_MEANS = re.compile(rf"{_MEANS.pattern}|{DEPOSIT}", re.I)


@functools.lru_cache(maxsize=64)
def _names_means(evidence_text: str) -> bool:
    """Whether a tool output names a means of paying (cached per evidence): ``수수료 입금 후
    배출`` names one (a transfer: which one, :mod:`.pay_ways` reads), a bare fee list none."""
    return _OUTPUT_MEANS.search(_KEY.sub(" ", evidence_text)) is not None


def means_claims(answer: str, evidence_text: str) -> list[Claim]:
    """A means of paying (cash, card, transfer) said where no tool output names any."""
    if _MEANS_HINT.search(answer) is None or _MEANS.search(answer) is None:
        return []  # (the hint first: the pattern is slow on answers with none)
    if _names_means(evidence_text):
        return []
    out: list[Claim] = []
    for m in _MEANS.finditer(answer):
        sentence = _clause_of(_sentence_of(answer, m.start()), m.group(0))
        if _PAYING.search(sentence) is None or _GENERAL.search(sentence):
            continue
        stop = _STOP.search(answer, m.end())
        if _MEANS_UNSURE.search(sentence) or (stop is not None and stop.group(0) == "?"):
            continue
        why = f"no tool output says the fee is paid by {m.group(0).lower()}"
        out.append(Claim(m.group(0), "condition", m.group(0).lower(), m.start(), m.end(), why))
    return out


# a clause's edge: a semicolon, or a contrast ("…doesn't list it, but you can pay by card"; a
# doubt of the first clause is not the second's); round 56: a Korean reason clause's end ("계좌이체로도
# 낼 수 있어서 군청까지 안 가셔도 돼요": the negation is the consequence's, not the means')
_CLAUSE_EDGE = re.compile(
    r";|,\s(?:but|though|however)\s|지만[,\s]|는데[,\s]|(?<=[어아여해있])서[,\s]|니까[,\s]", re.I
)


def _clause_of(sentence: str, word: str) -> str:
    """The part of ``sentence`` between semicolons or a contrast that holds ``word``."""
    return next((part for part in _CLAUSE_EDGE.split(sentence) if word in part), sentence)
