"""Disposal rules no tool output gives: a rule reported as a district's own where the tools hold
no data of that district, and a waste class a thing is said to go to where no tool output names
that class.

A bin search outside the districts with data answers with general guidance
(``"district_has_data": false``, ``"guidance_label": "일반 배출 안내(특정 수거함 위치 아님)"``):
what it says is advice for anywhere, not the district's rule. A sentence that reports a rule as
the district's own ("화성시는 깨진 형광등도 그대로 넣어도 된다고 안내하고 있어요") states a rule no
tool output gives for that district.

Round 19: an option the guidance gives only for some places (``일부 지자체의 우체통(폐의약품 전용
봉투)``, ``some districts``) said, unhedged, to be the district's own way (``서대문구는 우체통에
일반 봉투로 넣어도 돼요``) is such a rule too: the guidance says some districts offer it, not this one.

Read only where some tool output says it has no data for its district and no tool output is the
district's own (a record whose ``district`` / ``full_name`` names it). Unsure readings never flag:
a sentence that speaks of the data itself (``자료``, ``없``), a negated or asked one.

A waste class (``불연성``, ``non-combustible``, ``특수 마대``, ``a special bag``) said, unhedged, to be
where a thing goes ("so it is treated as non-combustible waste and goes in a special bag") is a
disposal rule; it is read only where no tool output names any such class (most fee tables do
not), and never in a hedged, negated or asked clause (``보통``, ``usually``, ``may``) or one that
sends the user to ask.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_nodes, json_objects, per_stage
from guardrails.grounding.vocabulary import PlaceVocabulary

REPORTED_GATE: Final = ("다고", "라고", "돼요", "됩니다", "돼", "가능", "할 수 있")
CLASS_GATE: Final = ("불연", "마대", "ombustible", "special bag", "special sack")
# a waste class a thing is said to go to, and words of any such class in a tool output
_CLASS: Final = re.compile(
    r"불연성|불연물|특수\s?마대|(?:non|in)-?combustible|special\s(?:bag|sack)", re.I
)
_CLASS_TEXT: Final = re.compile(r"불연|마대|가연성|combustible|sack", re.I)
# a Korean clause's end ("없으니 ", "없어서 "): its doubt is not the next clause's
_KO_EDGE: Final = re.compile(r"(?:니까?|어서|아서|해서|지만|는데)\s")
_HEDGED: Final = unsure(
    r"보통|대개|대부분|일반적으로|흔히|usually|generally|typically|often|문의|확인|ask|check"
)
# "<district>는 … 다고 안내하고 있어요": a rule reported as the district's own
_REPORTED: Final = re.compile(
    r"(?P<place>[가-힣]{1,5}(?:시|군|구))(?:는|에서는|에선|도|의 경우)\s[^.!?\n]{0,80}?"
    r"(?:다고|라고)\s?(?:안내|공지|정해|하(?:고|며)?\s?있|해요|합니다|하네요|나와|돼|되어)"
)
_UNSURE: Final = unsure(r"자료|데이터|data")
# an option the guidance gives only for some places: the noun right after "일부 지자체의"
_SOME_ONLY: Final = re.compile(
    r"일부\s?(?:지자체|지역|시군구|자치구)(?:의|에서는|는)?\s([가-힣]{2,8}?)(?=[(\s,·]|$|에|을|를)"
)
# the district's own, said as allowed ("서대문구는 우체통에 … 넣어도 돼요")
_ALLOWED: Final = re.compile(
    r"(?P<place>[가-힣]{1,5}(?:시|군|구))(?:는|에서는|에선|도)\s(?P<body>[^.!?\n]{0,60}?)"
    r"(?:어도|아도|해도|도)\s?(?:돼|됩니다|괜찮)"
    r"|(?P<place2>[가-힣]{1,5}(?:시|군|구))(?:는|에서는|에선|도)\s(?P<body2>[^.!?\n]{0,60}?)"
    r"(?:가능해|가능합니다|할\s?수\s?있어)"
)
_SOME_HEDGE: Final = unsure(r"일부|지자체마다|지역마다|보통|대개|확인|문의|some|usually")


@per_stage
def _without_data(sources: tuple[str, ...]) -> tuple[bool, str]:
    """Whether a tool output says it has no data for its district, and the names of the
    districts some tool output is about."""
    none = False
    own: list[str] = []
    for obj in json_objects(sources):
        if obj.get("district_has_data") is False:
            none = True
        for key in ("district", "full_name"):
            if isinstance(obj.get(key), str):
                own.append(obj[key])
    return none, " ".join(own)


def attributed_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Sentences that report a rule as a district's own where the tools have no data of it
    (``places``: a word is a district only when the gazetteer names it: not 가구 or 친구)."""
    none, own = _without_data(sources)
    if not none:
        return []
    out: list[Claim] = []
    for m in _REPORTED.finditer(answer):
        place = m.group("place")
        if place not in places.names or place in own or _UNSURE.search(m.group(0)):
            continue
        why = f"no tool output gives {place}'s own rule (its data is general guidance)"
        out.append(Claim(m.group(0), "condition", place, m.start(), m.end(), why))
    return out + _some_only_claims(answer, sources, places, own)


@per_stage
def _some_only(sources: tuple[str, ...]) -> tuple[str, ...]:
    """The options a guidance string gives only for some places (its noun after "일부 지자체의")."""
    return tuple(
        dict.fromkeys(
            m.group(1)
            for n in json_nodes(sources)
            if isinstance(n, str)
            for m in _SOME_ONLY.finditer(n)
        )
    )


def _some_only_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary, own: str
) -> list[Claim]:
    """A some-places option said, unhedged, to be allowed in a district the tools hold no data of."""
    options = _some_only(sources)
    if not options:
        return []
    out: list[Claim] = []
    for m in _ALLOWED.finditer(answer):
        place = m.group("place") or m.group("place2")
        body = m.group("body") if m.group("place") else m.group("body2")
        if place not in places.names or place in own or _SOME_HEDGE.search(m.group(0)):
            continue
        option = next((o for o in options if o in body), None)
        if option is None:
            continue
        why = f"the guidance gives '{option}' only for some districts, not as {place}'s own"
        out.append(Claim(m.group(0), "condition", place, m.start(), m.end(), why))
    return out


@per_stage
def _names_class(sources: tuple[str, ...]) -> bool:
    return any(isinstance(n, str) and _CLASS_TEXT.search(n) for n in json_nodes(sources))


def class_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Waste classes a thing is said to go to where no tool output names any."""
    if _names_class(sources):
        return []
    out: list[Claim] = []
    for m in _CLASS.finditer(answer):
        lo = max(answer.rfind(c, 0, m.start()) for c in ".!?\n;,")
        lo = max([lo] + [e.end() - 1 for e in _KO_EDGE.finditer(answer, lo + 1, m.start())])
        hi = min((i for i in (answer.find(c, m.end()) for c in ".!?\n;") if i != -1), default=None)
        clause = answer[lo + 1 : hi]
        if _HEDGED.search(clause):
            continue
        why = f"no tool output names '{m.group(0)}' as where anything goes"
        out.append(Claim(m.group(0), "condition", m.group(0).lower(), m.start(), m.end(), why))
    return out
