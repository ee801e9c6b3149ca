"""An office's phone given as the number of the free pickup service.

The other side of :mod:`.service_phones`: the outputs write the free appliance pickup with its own
number (``폐가전제품 무상방문수거 서비스(1599-0903, …)``) and a district's office or department with
another (``환경과(063-539-5724)에 문의하세요``). An answer that sends the reader to the service at the
office's number (``the free appliance pickup service — book it at 063-539-5724``, ``무상방문수거는
063-539-5724로 신청하세요``) gives the service a number it does not have.

Read where some output number is a service's (:func:`.service_phones.service_phones`): a phone of
the outputs that is no service's, after the words of the pickup service in its clause with only
the words of booking or calling between (``book it at``, ``call``, ``신청은``, ``예약``, ``전화``,
brackets and dashes).

Unsure, never flagged: a holder's word between the service and the number (``…, 수수료는
환경과 063-…``: a department, an office, a city), another number first, a fee or a second subject
between (``수수료``, ``fees``, ``other items``, ``그 외``), a clause join (``…하거나``, ``, or``, ``;``,
``…고``), a negated or asked clause.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_END, Claim, any_word
from guardrails.grounding.phone_shapes import BOUNDED_PHONE
from guardrails.grounding.service_phones import service_phones

__all__ = ["office_number_claims"]

# the words of the free pickup service, Korean and English
_PICKUP: Final = re.compile(
    r"무상\s?방문\s?수거|무상\s?수거|무료\s?(?:방문\s?)?수거|방문\s?수거\s?서비스"
    r"|\b(?:free|appliance|door-to-door|home)\s(?:[a-z-]+\s)?pick-?ups?\b|\bpick-?up\sservice\b",
    re.I,
)
# a cue every match of ``_PICKUP`` holds (each Korean branch says 수거, each English one pick,
# case-blind): a set test before the alternation, which is tried at every position (~75 µs on
# the bench answer, round 54)
_PICKUP_CUE: Final = any_word(("pick",))
_REACH: Final = 40  # characters from the service's words to the number
# words between that hand the number to another holder or subject, or doubt
_OTHER: Final = re.compile(
    r"[가-힣](?:과|팀|계)\b|구청|군청|시청|주민센터|행정복지센터|사무소|센터|담당|부서|수수료|요금|비용"
    r"|그\s?외|나머지|다른|아니|않|없|거나|또는|이나|[가-힣]고\s|[가-힣]며\s|지만|[;?]"
    r"|\b(?:division|department|dept|section|team|office|city|county|district|council|fees?|cost"
    r"|price|other|else|or|not|no|but|otherwise)\b|n't",
    re.I,
)

WHY: Final = "misattributed: an office's phone given as the pickup service's number"


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def office_number_claims(answer: str, sources: tuple[str, ...], text: str) -> list[Claim]:
    """Phones of the outputs that are no service's, given to the free pickup service
    (``text``: the outputs' text, whose digits hold every number they give)."""
    if "-" not in answer or ("수거" not in answer and not _PICKUP_CUE.search(answer)):
        return []
    if not _PICKUP.search(answer):
        return []
    numbers, _owned = service_phones(sources)
    if not numbers:
        return []
    digits_of = _digits(text) if text else ""
    out: list[Claim] = []
    for m in BOUNDED_PHONE.finditer(answer):
        digits = _digits(m.group(0))
        if digits in numbers or digits not in digits_of:
            continue
        start = max((s.end() for s in SENTENCE_END.finditer(answer, 0, m.start())), default=0)
        near = max(start, m.start() - _REACH)
        service = None
        for s in _PICKUP.finditer(answer, start, m.start()):
            service = s
        if service is None or service.end() < near:
            continue
        between = answer[service.end() : m.start()]
        if _OTHER.search(between) or BOUNDED_PHONE.search(between):
            continue
        out.append(Claim(m.group(0), "phone", digits, m.start(), m.end(), WHY))
    return out
