"""A rule for one kind of housing that no how-to output tells apart.

A district's how-to record (:func:`.howto.howto_objects`) says how its waste goes out
(``"places": ["문전배출"]``). When none of the turn's outputs names a kind of housing (아파트,
공동주택, 단독주택, 빌라, apartment, house), an answer that gives apartments a rule of their own —
``아파트는 관리사무소 앞 지정 장소에 두시면 돼요``, ``In apartment complexes, leave it at the spot
your management office designates``, ``Apartment residents put it out in the complex's bin area`` —
states a way of putting out the outputs do not give: the rule's housing type is the answer's own.

Read: a sentence whose topic is a kind of housing (Korean ``아파트는``, ``아파트 단지에서는``,
``공동주택의 경우``; English ``in/for/at (an) apartment(s) (complex)``, ``apartment residents``, a list
line ``Apartment complexes:``) with a verb of putting, leaving or taking the waste (두, 놓, 내놓,
배출, 버리, 넣; put, leave, place, take, drop, use). Unsure, never flagged: a negated, asked or
hedged sentence, advice to ask or check (``아파트는 단지마다 요일이 따로 정해져 있으니 관리사무소에
확인해 보세요``), what is usual (``보통``, ``usually``, ``generally``), a rule said to differ between
complexes (``단지마다``, ``varies``), or any output that names a kind of housing (a how-to's
``공동주택, 단독주택 …`` places, a bin search's ``아파트 단지 내 수거함`` guidance).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.howto_texts import howto_objects
from guardrails.grounding.nodes import lowered_text

__all__ = ["GATE", "housing_rule_claims"]

GATE: Final = ("아파트", "공동주택", "빌라", "partment")
_TOPIC: Final = re.compile(
    r"(?:아파트|공동주택|빌라|다세대\s?주택)(?:\s?단지)?(?:는|은|에서는|에선|의\s?경우|(?:에\s)?사시면|라면)\s"
    r"|\b(?:in|for|at)\s(?:an?\s|the\s|your\s)?apartments?(?:\s(?:complex(?:es)?|buildings?|blocks?))?\b"
    r"|\bapartment\s(?:residents|dwellers)\b"
    r"|^\s*(?:[-•*]\s*)?apartments?(?:\s(?:complex(?:es)?|buildings?))?\s?:",
    re.I | re.M,
)
_ACT: Final = re.compile(
    r"두시|두세요|두면|두고|둡니|놓으|놔|내놓|배출|버리|버려|넣"
    r"|\b(?:put|leave|place|take|drop|use|bring)\b",
    re.I,
)
_DOUBT: Final = unsure(
    r"확인|문의|물어|여쭤|보통|대개|일반적으로|마다|다를|달라|다릅"
    r"|\bcheck|\bask\b|\bcontact\b|\bcall\b|\busually\b|\bgenerally\b|\btypically\b|\bvar(?:y|ies)\b"
    r"|\bdepends?\b|\bif\b"
)
# a kind of housing in an output's lower-cased text
_NAMED: Final = re.compile(
    r"아파트|공동주택|단독주택|다세대|다세태|빌라|주택|apartment|house|villa"
)
_SENTENCE: Final = re.compile(r"[^.!?\n]+")


def housing_rule_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The rules ``answer`` gives a kind of housing where a how-to output is present and no
    output names any kind of housing."""
    if not howto_objects(sources) or _NAMED.search(lowered_text(sources)):
        return []
    out: list[Claim] = []
    for s in _SENTENCE.finditer(answer):
        sentence = s.group(0)
        topic = _TOPIC.search(answer, s.start(), s.end())
        if topic is None or _ACT.search(sentence, topic.end() - s.start()) is None:
            continue
        if _DOUBT.search(sentence):
            continue
        text = sentence[topic.start() - s.start() :].strip()
        start = answer.find(text, topic.start())
        why = "no tool output gives a kind of housing a rule of its own"
        out.append(Claim(text, "condition", "housing", start, start + len(text), why))
    return out
