"""A district said to refuse a thing where the outputs hold no data of the district.

A fee or bin search outside the districts with data says so (``"covered": false``, ``"district_has_data":
false``, a note that it cannot give the fee and a department to ask). What the district takes or
refuses is then in no output: an answer that has the district refuse the thing — ``피아노는 군에서
대형폐기물로 안 받고 전문 업체에 맡겨야 해요``, ``순창군은 피아노를 수거하지 않아요``, ``the county
doesn't collect pianos``, ``pianos aren't accepted by the city`` — states a rule of the district
the outputs do not give (round 50; :mod:`.invented_rules` reads a rule reported as the district's
own over general guidance, this the district's refusal).

Read: the district as the actor (its name, or a bare ``군에서``, ``구청``, ``the county``) and, in its
clause, a refusal of taking (``안 받``, ``받지 않``, ``수거하지 않``, ``수거 불가``, ``doesn't take``,
``won't collect``, ``isn't accepted by``). Only where some output says it has no data of its
district and no output text states a refusal of its own. Unsure, never flagged: a sentence that
speaks of the data (``자료``, ``data``), asks, hedges (``수도 있``, ``may``, ``보통``) or sends the
user to ask or check.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.nodes import json_nodes, json_objects, per_stage
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["uncovered_refusal_claims"]

_REFUSE_KO = (
    r"안\s?받|받지\s?않|안\s?가져가|가져가지\s?않"
    r"|(?:수거|처리|취급|반입)(?:를|은|는|가|이|을)?\s?(?:안\s?(?:해|하|돼|되)|하지\s?않|불가|되지\s?않)"
)
_KO: Final = re.compile(
    r"(?:(?<![가-힣])(?P<n>[가-힣]{1,5}(?:시|군|구))|(?<![가-힣])(?:시|군|구|지자체|시청|군청|구청))"
    rf"(?:에서는|에서|에선|은|는|도|청은)\s(?:[^.!?\n,]{{0,30}}?)(?:{_REFUSE_KO})"
)
_EN: Final = re.compile(
    r"\b(?:the\s)?(?:county|city|district|gu\soffice|local\s(?:office|government|council)|council)"
    r"\s(?:\w+\s)?(?:does\snot|doesn't|doesn’t|won't|won’t|will\snot|cannot|can't|can’t)\s"
    r"(?:take|accept|collect|pick\sup|handle)\b"
    r"|\b(?:isn't|aren't|is\snot|are\snot|isn’t|aren’t)\s(?:taken|accepted|collected|picked\sup)\s"
    r"by\s(?:the\s)?(?:county|city|district|gu\soffice|council)\b",
    re.I,
)
_GATE: Final = alternation(
    r"안\s?받|않|불가|안\s?해|안\s?하|안\s?돼|안\s?되|n't|n’t|\bnot\b|cannot"
)
_UNSURE: Final = alternation(
    r"\?|자료|데이터|수도\s?있|있을\s?수|혹시|아마|보통|대개|확인|문의|물어|알아보|여부|는지|인지"
    r"|\bdata|\bmay\b|\bmight\b|\bprobably\b|\busually\b|\bcheck|\bconfirm|\bask|\bwhether\b|\bif\b"
)
_REFUSED_TEXT: Final = re.compile(
    r"받지\s?않|수거하지\s?않|가져가지\s?않|(?:수거|반입|배출|처리)\s?불가|제외"
    r"|not\s(?:accepted|collected)|(?:does\snot|doesn't|won't)\s(?:accept|collect|take)",
    re.I,
)


@per_stage
def _uncovered(sources: tuple[str, ...]) -> bool:
    """Whether some output says it has no data of its district and no output text refuses."""
    if not any(
        obj.get("covered") is False or obj.get("district_has_data") is False
        for obj in json_objects(sources)
    ):
        return False
    return not any(isinstance(n, str) and _REFUSED_TEXT.search(n) for n in json_nodes(sources))


def uncovered_refusal_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """The refusals ``answer`` gives a district the outputs hold no data of."""
    if not _GATE.search(answer) or not _uncovered(sources):
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for m in (*_KO.finditer(sentence), *_EN.finditer(sentence)):
            name = m.groupdict().get("n")
            if name is not None and name not in places.names:
                continue  # "가구는" is no district
            if _UNSURE.search(sentence):
                break
            s, e = start + m.start(), start + m.end()
            why = "no tool output says the district refuses it (the outputs hold no data of it)"
            out.append(Claim(answer[s:e], "condition", "refused", s, e, why))
    return out
