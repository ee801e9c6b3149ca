"""A service's number is no department's, office's or place's phone.

The class in one sentence: **a phone number the tool outputs write only as a service's — in prose
right after a service's words (``폐가전제품 무상방문수거 서비스(1599-0903, …)``, ``e-순환거버넌스
콜센터 1588-…``, ``the free pickup service on …``) or as the phone of a record that is a service —
and never as a department's, office's or place's own phone, is misattributed when an answer gives
it as the phone of a department, office or place (``문의: 환경관리과 1599-0903``, ``Enquiries:
Yecheon-gun Environmental Management Division, 1599-0903``, ``- 재활용센터 (1599-0903)``,
``신청은 장성군 대형폐기물 담당(1599-0903)으로``), whether or not the outputs give such a holder a
phone of its own (round 33: a fee output whose only number is the free-pickup note's).** The holder is the word right before the
number (a department ``…과``/``…팀``/``Division``/``Department``, an office ``구청``/``Office``, a
centre ``센터``/``Centre``), with nothing but punctuation and the words of a phone line between
(``전화``, ``번호는``, ``on``, ``at``).

Round 55 (r55f): a city, county or district office named right before the number (``call Sacheon
City at 1599-0903``, ``사천시청(1599-0903)``, ``Jung-gu Office, 1599-0903``) is such a holder, and
for it only the number's own clause is read for a service or a doubt (``To book the pickup or ask
questions, call Sacheon City at 1599-0903``: the pickup and the ``or`` are the purpose's, before
the comma) — a municipality is never the service's own desk, where a ``센터`` after a service's
words may be.

Unsure, never flagged: a sentence that names a service itself (``무상방문수거는 …``, ``the pickup
service``) or doubts (``아니라``, ``not``, ``or``), or the number's own clause names one after it
(``1599-0903 (무상방문수거)``; a later clause, ``…으로 하시면 되고, 무상방문수거도 있으니``, does not
count); a number the outputs also give a holder of their own.
"""

from __future__ import annotations

import re
from typing import Any, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import json_objects, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.phone_shapes import BOUNDED_PHONE

__all__ = ["service_phone_claims", "service_phones"]

# (the digit first: a leading lookbehind would be tried at every position)
# the words of a service (a programme, a call centre, a pickup), Korean and English
_SERVICE: Final = re.compile(
    r"서비스|방문\s?수거|무상\s?수거|무료\s?수거|수거\s?신청|콜\s?센터|상담\s?센터|예약|배출\s?시스템|거버넌스"
    r"|\b(?:service|pick-?ups?|collection scheme|call cent(?:er|re)|hotline|helpline|booking)\b",
    re.I,
)
_REACH: Final = 40  # characters of prose before a number that may name its service
_PHONE_KEY: Final = re.compile(r"^(?:phone|tel|telephone|contact|전화|전화번호|연락처)$", re.I)
# a holder's word right before the number: a department, an office, a centre
_HOLDER: Final = re.compile(
    r"(?:[가-힣]{2,}(?:과|팀|계)|구청|군청|시청|주민센터|행정복지센터|사무소|센터|담당(?:자|부서)?)"
    r"|\b(?:division|department|dept\.?|section|team|office|cent(?:er|re)|council)"
    r"|\b(?:city|county)\b",
    re.I,
)
# a municipality's office or the municipality itself, right before the number (round 55)
_MUNICIPAL: Final = re.compile(
    r"(?:[가-힣]{1,4}(?:시청|구청|군청))$"
    r"|\b(?:city|county|(?:[a-z]+-)?(?:gu|gun|si)(?:\s+(?:office|council))?)(?:\s+(?:hall|office))?$",
    re.I,
)
# the clause a number stands in: from the last comma or sentence break before it
_CLAUSE_START: Final = re.compile(r".*(?:,\s|[.!?]\s|\n)", re.S)
_GAP: Final = re.compile(
    r"[\s,:()\-–—]*(?:(?:전화\s?번호|전화|연락처|대표\s?번호|번호|tel\.?|phone(?:\s+number)?|number"
    r"|is|on|at|은|는|이|가)[\s,:()\-–—]*)*"
)
_DOUBT = re.compile(
    r"아니|않|없|대신|말고|또는|이나|거나|수도|\bnot\b|n't|\bno\b|\bor\b|instead|may\b|might", re.I
)
_DOUBT = gated(_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to
_SENTENCE: Final = re.compile(r"[.!?](?:\s|$)|\n")

WHY: Final = "misattributed: a service's number given as a holder's own phone"


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


@per_stage
def service_phones(sources: tuple[str, ...]) -> tuple[frozenset[str], bool]:
    """The numbers the outputs write only as a service's, and whether any holder has a phone of
    its own."""
    service: set[str] = set()
    own: set[str] = set()
    for obj in json_objects(sources):
        is_service = any(
            "service" in str(k).lower() or (k == "name" and _SERVICE.search(str(v)))
            for k, v in obj.items()
        )
        for k, v in obj.items():
            if not isinstance(v, str):
                continue
            if _PHONE_KEY.match(str(k)):
                for m in BOUNDED_PHONE.finditer(v):
                    (service if is_service else own).add(_digits(m.group(0)))
                continue
            for m in BOUNDED_PHONE.finditer(v):
                said = _SERVICE.search(v, max(0, m.start() - _REACH), m.start())
                (service if said else own).add(_digits(m.group(0)))
    return frozenset(service - own), bool(own)


def service_phone_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """A service's number an answer gives as a department's, office's or place's phone."""
    if "-" not in answer:
        return []
    numbers, _owned = service_phones(sources)
    if not numbers:
        return []
    out: list[Claim] = []
    for m in BOUNDED_PHONE.finditer(answer):
        digits = _digits(m.group(0))
        if digits not in numbers:
            continue
        start = max((s.end() for s in _SENTENCE.finditer(answer, 0, m.start())), default=0)
        before = answer[start : m.start()]
        if (h := _holder_before(before)) is not None and _municipal(before[: h.end()]):
            opened = _CLAUSE_START.match(before)
            before = before[opened.end() :] if opened else before  # "To book …, call X City at"
        if _SERVICE.search(before) or _DOUBT.search(before) or BOUNDED_PHONE.search(before):
            continue  # the sentence names a service, doubts, or gives another number first
        if _SERVICE.search(answer, m.end(), _clause_end(answer, m.end())):
            continue  # "1599-0903 (무상방문수거)": the service named after it, in its clause
        if _holder_before(before) is None:
            continue
        out.append(Claim(m.group(0), "phone", digits, m.start(), m.end(), WHY))
    return out


# a clause's end after the number: a sentence's, or a verb's joining ending and a comma ("…으로
# 하시면 되고, 대형 가전이면 무상방문수거도": the next clause names the service, not this number's)
_CLAUSE_END: Final = re.compile(
    r"[.!?;\n]|[가-힣](?:고|며|는데|지만|면|니까?|서),?\s|,\s(?:and|but|while)\b"
)


def _clause_end(answer: str, at: int) -> int:
    """Where the clause the number at ``at`` stands in ends, within 30 characters."""
    stop = _CLAUSE_END.search(answer, at, at + 30)
    return stop.start() + 1 if stop else min(len(answer), at + 30)


def _municipal(text: str) -> bool:
    """Whether ``text`` ends with a city, county or district office (``Sacheon City``, ``사천시청``)."""
    return _MUNICIPAL.search(text) is not None


def _holder_before(before: str) -> Any:
    """The holder word ``before`` ends with (but for the words of a phone line), or None."""
    for h in reversed(list(_HOLDER.finditer(before))):
        if _GAP.fullmatch(before, h.end()):
            return h
    return None
