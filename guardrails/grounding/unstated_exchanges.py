"""An exchange scheme, or an exchange's rate, that no tool output states.

Some sites give something back for what is brought: a roll of tissue for milk cartons, a new
battery for used ones (``"items": ["우유팩 화장지 교환 등"]``, ``"폐건전지 10개당 새 건전지 2개"``).
:mod:`.ratios` holds a rate an answer states to the rates the outputs state; it is unsure where they
state none. Two facts of the same class are then the writer's own (round 49, r49a):

* **a scheme where no output speaks of exchanging anything** — ``Gwanak-gu also runs an exchange
  scheme: bring 10 used batteries and get 1 new one``, ``폐건전지 10개를 모아 가면 새 건전지로
  바꿔 줘요``, ``trade in your old batteries for new ones`` — over outputs of bins, fees or ways of
  applying that carry no word of exchanging, rewarding or giving (교환, 보상, 지급, 증정, 포인트,
  exchange, reward, swap …);
* **a rate where the outputs name the exchange but give it no rate** — ``우유팩 1kg당 화장지 1롤로
  바꿔 줘요``, ``10 cartons get you 2 rolls`` over ``우유팩 화장지 교환``: two quantities of one
  exchange clause (:func:`.ratios.quantities`) where no output states a rate (:func:`.ratios.stated_ratios`)
  nor any quantity in the unit of the side given back.

Unsure, never flagged: an asked, negated or hedged clause (``usually``, ``보통``, ``기도 해요``), what
some places or districts do (``일부``, ``some``, ``many``: said anywhere in the sentence), advice to
ask or check. Round 52 (r52b, g63h0-0030): a hedge or negation in an earlier joined clause is that
clause's (:func:`.joined_clauses.clause_start`) — ``보통 주민센터 수거함에 넣으면 되고, 10개 모아
가면 새 건전지 1개로 바꿔 줘요`` states the exchange.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any, sentence_around
from guardrails.grounding.hedges import unsure
from guardrails.grounding.joined_clauses import clause_start
from guardrails.grounding.nodes import lowered_text
from guardrails.grounding.ratios import CLAUSE, JOINED, quantities, stated_ratios

__all__ = ["GATE", "unstated_exchange_claims"]

GATE: Final = ("교환", "바꿔", "바꾸", "맞바꿔", "가져가", "가지고 가", "모아 가", "모아가", "갖다",
               "exchange", "Exchange", "swap", "trade", " get ", "receive")  # fmt: skip

_NUMBER_EN = r"(?:\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a\shundred)"
# an exchange scheme, said in Korean or English
_SCHEME: Final = re.compile(
    # "bring 10 used batteries and get 1 new one", "hand in five cartons to receive a roll"
    rf"\b(?:bring|brings|hand\sin|hands\sin|turn\sin|drop\soff|return|collect|save\sup)\s(?:in\s)?"
    rf"{_NUMBER_EN}\s[^.!?\n]{{0,50}}?\b(?:and|to)\s(?:you(?:'ll)?\s)?(?:get|gets|receive|earn)\b"
    r"|\bexchange\s(?:scheme|program(?:me)?|service|event)\b"
    r"|\b(?:swap|swaps|trade|trades|exchange|exchanges)\s(?:in\s)?(?:them|it|your\s(?:\w+\s){0,2}?\w+)?\s?"
    r"(?:for\s)(?:a\s|an\s)?(?:new|fresh|free)\b"
    r"|\bin\sexchange\sfor\b"
    # "새 건전지로 바꿔 줘요", "화장지로 교환해 드려요", "모아 가면 종량제봉투를 줘요"
    r"|새\s?(?:건전지|것|제품|배터리)(?:으)?로\s?(?:바꿔|교환)"
    r"|(?:가져가|가지고\s?가|모아\s?가|갖다\s?주)(?:시면|면)\s[^.!?\n]{0,30}?(?:새\s?건전지|화장지|휴지"
    r"|종량제\s?봉투|교환권|상품권)\S*\s?(?:\S+\s)?(?:줘|주|드려|드립|받을|받아|증정|지급|교환|바꿔)"
    r"|교환(?:해|을\s?해)\s?(?:줘|주|드려|드립)",
    re.I,
)
# an output that speaks of exchanging, rewarding or giving something back
_CARRIED: Final = re.compile(
    r"교환|보상|지급|증정|포인트|바꿔|맞바꿈|환급|exchange|compensat|reward|swap|\btrade|_point|point_"
)
# a clause stating a rate: an exchange word (:mod:`.ratios`' cue, "당" left out: "kg당 280원")
_RATE_CUE: Final = re.compile(
    r"가져가|가지고 가|모아|모으|갖다|→|->|교환|바꿔|바꾸|바꿀|맞바꿔"
    r"|\b(?:for every|for each|in exchange|exchange|swap|trade|get|gets|receive)\b",
    re.I,
)
_DOUBT: Final = unsure(
    r"기도\s?(?:해|합|하)|보통|대개|일반적|흔히|확인|문의|알아보"
    r"|여쭤|물어|\busually\b|\boften\b|\btypically\b|\bgenerally\b"
    r"|\bcheck|\bask\b|\bconfirm|\bwhether\b"
)
# what some places or districts do: the sentence's subject, so its whole sentence (round 52: the
# other doubts are read from the exchange's own clause on — "보통 주민센터 수거함에 넣으면 되고, 10개
# 모아 가면 새 건전지 1개로 바꿔 줘요": the habit word is the first clause's, the exchange is stated)
_SOME: Final = re.compile(
    r"일부|어떤\s?곳|곳(?:에\s?)?따라|지역마다|곳마다|\bsome\b|\bmany\b|\bmost\b", re.I
)


def unstated_exchange_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The exchange schemes and rates ``answer`` states that no tool output gives."""
    if not sources or not contains_any(answer, GATE):
        return []
    tools = lowered_text(sources)
    if _CARRIED.search(tools) is None:
        return _schemes(answer)
    if any(map(str.isdigit, answer)) and not stated_ratios(sources):
        return _rates(answer, tools)
    return []


def _schemes(answer: str) -> list[Claim]:
    out: list[Claim] = []
    for m in _SCHEME.finditer(answer):
        if _doubted(answer, m.start()):
            continue
        why = "no tool output speaks of exchanging anything"
        out.append(Claim(m.group(0), "condition", "an exchange", m.start(), m.end(), why))
    return out


def _rates(answer: str, tools: str) -> list[Claim]:
    given_units = {q[1] for q, _m in quantities(tools)}
    out: list[Claim] = []
    for clause in CLAUSE.finditer(answer):
        text = clause.group(0)
        found = quantities(text)
        if len(found) < 2 or _RATE_CUE.search(text) is None:
            continue
        (_a, ma), (b, mb) = found[0], found[1]
        if b[1] in given_units or JOINED.search(text[ma.end() : mb.start()]):
            continue  # "페트병 10개와 캔 10개를 가져가면": two things given, no rate
        if _doubted(answer, clause.start()):
            continue
        at, stop = clause.start() + ma.start(), clause.start() + mb.end()
        why = "the tool outputs name the exchange but state no rate for it"
        out.append(Claim(answer[at:stop], "condition", "an exchange rate", at, stop, why))
    return out


def _doubted(answer: str, at: int) -> bool:
    """Whether the exchange at ``at`` is said of some places only (in its sentence) or doubted from
    its own clause on (:func:`.joined_clauses.clause_start`: an earlier joined clause's hedge or
    negation is that clause's)."""
    start, end = sentence_around(answer, at)
    if _SOME.search(answer, start, end):
        return True
    return _DOUBT.search(answer, clause_start(answer, start, at), end) is not None
