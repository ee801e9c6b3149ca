"""A building's own handover point said to get the waste collected, where no output names one.

Our outputs say how a district's waste goes out: a fee table, a how-to, a bin list. None of them
arranges a pickup through a building's staff unless it says so (a bin ``경비실 앞`` of a bin list,
a how-to's ``관리사무소``). An answer that has the user leave the waste with such a point and says
it then gets collected — ``아파트 경비실에 맡기면 같이 수거해 줘요``, ``관리사무소에 갖다 두면
알아서 처리해 줘요``, ``Leave it with your building's security office and they'll have it picked
up``, ``hand it to the management office and they collect it with the rest`` — states an
arrangement of the service: who takes it and how. **A sentence that names a handover point of a
building (경비실, 관리사무소, 관리실, 경비원, 관리인; ``security office``, ``management office``,
``building manager``, ``concierge``, ``caretaker``, ``janitor``), a verb of leaving the waste there
(맡기, 두, 놓, 내놓, 갖다, 전달; ``leave``, ``hand``, ``drop off``, ``give``) and a verb of its being
collected or handled (수거, 가져가, 처리해, 치워, 모아; ``collect``, ``pick up``, ``take care of``,
``dispose``, ``haul``), over outputs that name no such point, is flagged.**

Unsure, never flagged: advice to ask or check (``관리사무소에 물어보세요``, ``ask your building
manager``), a hedged, negated or asked sentence (``수도 있``, ``보통``, ``may``, ``usually``,
``not``), what differs between buildings (``아파트마다``, ``depends``), or any output that names a
handover point (then :mod:`.housing_rules` and the bin readers speak to it).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, sentence_around
from guardrails.grounding.first_chars import alternation
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text

__all__ = ["GATE", "handover_claims"]

# the literal words a point needs (most answers hold none)
GATE: Final = ("경비", "관리사무소", "관리실", "관리인", "security", "management office",
               "building manager", "concierge", "caretaker", "janitor", "superintendent")  # fmt: skip
_POINT: Final = alternation(
    r"경비\s?실|경비\s?(?:원|아저씨|분)|관리\s?사무소|관리실|관리인"
    r"|\bsecurity\s(?:office|desk|guards?|booth)\b|\bmanagement\soffice\b|\bbuilding\smanager\b"
    r"|\bconcierge\b|\bcaretaker\b|\bjanitor\b|\bsuperintendent\b|\bguard\s?house\b"
)
# leaving the waste with the point
_LEAVE: Final = alternation(
    r"맡기|맡겨|맡기|두면|두시면|둬|놓으면|놔두|내놓|갖다\s?(?:주|드리|두|놓)|전달"
    r"|\bleave\b|\bleaving\b|\bhand\b|\bhanding\b|\bdrop\b|\bdropping\b|\bgive\b|\bgiving\b"
)
# its being collected or handled by someone
_COLLECTED: Final = alternation(
    r"수거|가져가|가져\s?가|처리해|치워|모아서?\s?(?:내|버리|처리)|버려\s?(?:줘|주|드)"
    r"|\bcollect|\bpick(?:s|ed)?\s(?:it\s|them\s)?up\b|\bpicked\sup\b|\btake\scare\b|\btakes\scare\b"
    r"|\bdispos|\bhaul|\bget\srid\b"
)
_DOUBT: Final = unsure(
    r"물어|여쭤|문의|확인|알려|보통|대개|대부분|아마|마다|다를|달라|다릅|일부|경우에\s?따라"
    r"|\bask\b|\bcheck|\bcontact\b|\bconfirm|\btell\syou\b|\busually\b|\bgenerally\b|\btypically\b"
    r"|\bsome\b|\bdepends?\b|\bvar(?:y|ies)\b|\bprobably\b|\bperhaps\b|\bif\sallowed\b"
)
# a handover point in an output's lower-cased text
_HELD: Final = re.compile(
    r"경비|관리사무소|관리실|관리인|security|management\soffice|manager|concierge|caretaker|janitor"
)


def handover_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The sentences of ``answer`` that have a building's point collect the waste left with it,
    where no output names such a point."""
    out: list[Claim] = []
    read = -1
    for m in _POINT.finditer(answer):
        start, end = sentence_around(answer, m.start())
        if start == read:
            continue
        read = start
        leave = _LEAVE.search(answer, start, end)  # (in English it may come first: "leave it
        if leave is None:  # with the security office and they'll have it collected")
            continue
        if _COLLECTED.search(answer, max(leave.end(), m.end()), end) is None:
            continue
        if _DOUBT.search(answer, start, end) or answer.startswith("?", end):
            continue
        if _HELD.search(lowered_text(sources)):
            return []
        text = answer[start:end].strip(" -•*·\t")
        at = answer.find(text, start)
        why = "no tool output has a building's staff take the waste for collection"
        out.append(Claim(text, "condition", "handover", at, at + len(text), why))
    return out
