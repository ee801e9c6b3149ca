"""A good said to be refused where the outputs' own guidance says to bring it.

The class (round 57): **a tool output's guidance text tells the user how to hand a good in — the
good named in a clause that gives the way to bring or put it (``물약은 한 병에 모아 새지 않게 밀봉해
가져갑니다``, ``bring liquid medicine in a sealed bottle``) — and the answer says the places refuse that
good (``이 약국들은 물약은 받지 않으니 알약만 …``, ``물약은 안 받아요``, ``they don't take liquid
medicine``, ``syrups are not accepted``). The refusal contradicts the guidance: an invented
exclusion.** :mod:`.excluded` reads the other way round (a good an output excludes, called fine).

Read: a good of the vocabulary's goods (:mod:`.goods`; an unknown word is never a good) as the topic
of a refusal in its own clause (Korean: the good, a topic particle, at most a few words, then ``안
받``/``받지 않``/``수거하지 않``/``안 가져가``; English: ``don't/doesn't/won't take/accept/collect``
before the good, or the good before ``is/are not accepted``). Held against the outputs' strings:
flagged only where some string names the good itself (not only the good it is a kind of) in a
clause with a verb of handing in (``가져가``, ``넣``, ``모아``, ``배출``, ``bring``, ``put``) and no
string names it (or its parent) beside an exclusion word (``제외``, ``불가``, ``받지 않``, ``not
accepted`` …) or a way elsewhere (``종량제``, ``대형폐기물``), nor in an exclusion list (``not_accepted``).

Unsure, never flagged: a sentence that asks, hedges (``수도``, ``보통``, ``대개``, ``may``,
``usually``), sends the user to check or ask, or speaks of some places only (``일부``, ``곳도``,
``some``); a good no output names as handed in.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.excluded import excluding_text
from guardrails.grounding.goods import goods_of
from guardrails.grounding.nodes import json_nodes, per_stage
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["GATE", "refused_good_claims"]

# the words a refusal needs (a cheap test before any reading)
GATE: Final = ("받지", "안 받", "안받", "수거하지", "가져가지", "안 가져", "n't", "not", "won’t")

_REFUSE_KO: Final = re.compile(
    r"(?:은|는|도|이나|나)\s(?:[가-힣]{1,8}\s){0,2}?"
    r"(?:안\s?받|받지\s?않|받아\s?주지\s?않|수거하지\s?않|안\s?가져가|가져가지\s?않)"
)
_REFUSE_EN_BEFORE: Final = re.compile(
    r"(?:don't|doesn't|won't|do\snot|does\snot|will\snot|don’t|doesn’t|won’t|can't|cannot)\s"
    r"(?:take|accept|collect|receive)\s(?:any\s)?$",
    re.I,
)
_REFUSE_EN_AFTER: Final = re.compile(
    r"\s(?:is|are)\s(?:not|n't)\s(?:accepted|taken|collected)|\s(?:isn't|aren't|isn’t|aren’t)\s"
    r"(?:accepted|taken|collected)",
    re.I,
)
_UNSURE: Final = re.compile(
    r"\?|수도\s?있|있을\s?수|보통|대개|일부|곳도|곳이\s?있|혹시|아마|확인|문의|물어|여부|는지"
    r"|\bmay\b|\bmight\b|\busually\b|\bsome\b|\bcheck|\bask\b|\bwhether\b|\bif\b|\bprobably\b",
    re.I,
)
# a clause of an output's text that hands a good in, and one that shuts it out
_CLAUSE_END: Final = re.compile(r"[.;!?\n]|,\s|(?:고|며),?\s")
_HANDED_IN: Final = re.compile(
    r"가져가|가져오|가지고\s?가|넣|모아|모으|배출|담아|제출|\bbring|\bput\b|\bdrop\b|\btake\s(?:it|them)",
    re.I,
)
# (or sends it elsewhere: "깨진 형광등은 신문지에 싸서 종량제봉투에 배출")
_SHUT_OUT: Final = re.compile(
    r"제외|불가|금지|받지\s?않|안\s?받|안\s?됨|안\s?돼|넣지\s?마|수거하지\s?않|not\saccepted|excluded"
    r"|not\sallowed|do\snot\sput|don't\sput|종량제|일반\s?쓰레기|대형\s?폐기물|general\swaste|trash",
    re.I,
)


@per_stage
def _clauses(sources: tuple[str, ...]) -> tuple[str, ...]:
    """The clauses of every string of the outputs."""
    out: list[str] = []
    for v in json_nodes(sources):
        if isinstance(v, str) and len(v) > 4:
            start = 0
            for m in _CLAUSE_END.finditer(v):
                out.append(v[start : m.end()])
                start = m.end()
            out.append(v[start:])
    return tuple(c for c in out if c.strip())


def refused_good_claims(
    answer: str, sources: tuple[str, ...], goods: tuple[tuple[str, tuple[str, ...]], ...]
) -> list[Claim]:
    """Goods the answer says are refused where an output's guidance says how to hand them in."""
    if not goods or not sources:
        return []
    known = goods_of(goods)
    out: list[Claim] = []
    clauses: tuple[str, ...] | None = None
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        if _UNSURE.search(sentence):
            continue
        for good, (g0, g1) in known.goods_in(sentence).items():
            refusal = _REFUSE_KO.match(sentence, g1) or _REFUSE_EN_AFTER.match(sentence, g1)
            said_end = refusal.end() if refusal else g1
            if refusal is None and not _REFUSE_EN_BEFORE.search(sentence, max(0, g0 - 30), g0):
                continue
            clauses = _clauses(sources) if clauses is None else clauses
            naming = [c for c in clauses if known.names_good(c, good)]
            if any(_SHUT_OUT.search(c) for c in naming) or known.names_good(
                excluding_text(sources), good
            ):
                continue  # some output shuts the good out: the refusal may be its
            if not any(_HANDED_IN.search(c) and good in known.goods_in(c) for c in naming):
                continue  # no output says how to hand in the good itself (a parent is unsure)
            why = f"no output refuses '{good}'; the guidance says how to hand it in"
            out.append(
                Claim(sentence[g0:said_end], "condition", good, start + g0, start + said_end, why)
            )
    return out
