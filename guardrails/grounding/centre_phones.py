"""A department's phone given to a community centre: ``부산 중구는 주민센터(051-600-4432)에
신고한 뒤`` where the outputs give 051-600-4432 to 자원순환과 (``문의: 부산광역시 중구 자원순환과
051-600-4432``) and name the 주민센터 only as where the report is made.

:mod:`.holders` reads the kind of holder an answer gives a phone to, and a 주민센터 and a 구's
department are one kind there (an office of the district: ``구청(…)`` for the department's phone
is the office it sits in). A community centre (``주민센터``, ``행정복지센터``, ``동사무소``,
``읍사무소``, ``면사무소``, ``community centre``) is a different office, of a 동, 읍 or 면, with
its own phone: the label of an answer's phone (:func:`.holders.label`) that ends with one right
before the phone (``주민센터(051-…)``, ``community centre (051-…)``), over a phone every holder of
which in the outputs is a department or office (a contact line's holder, a record's
``department``) none of whose words name a community centre, gives the centre a phone it does not
have. A department that is the 읍면's own desk (``생활쓰레기(읍면)``) is a centre's too.

Unsure, never flagged: a phone some output gives to a community centre (``연평면사무소(032-…)``,
a record whose department is ``…동 행정복지센터``) or to a holder of unknown kind (a listed place's
phone); a centre the phone does not follow right after (``읍·면사무소에 신고한 후 배출해요(…)``:
the clause's act, not the phone's holder).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holders import holder_phones, label, phone_kinds
from guardrails.grounding.nodes import json_objects, per_stage

__all__ = ["centre_phone_claims"]

_CENTRE: Final = re.compile(
    r"주민\s?센터|행정\s?복지\s?센터|동\s?사무소|[읍면]\s?사무소|community\s(?:service\s)?cent(?:er|re)s?",
    re.I,
)
_GATE: Final = ("센터", "사무소", "ommunity")
# the centre right before its phone: a bracket, a colon or a space between
_RIGHT_BEFORE: Final = re.compile(r"\s?[(（:]?\s?")
# a department that is the 읍면's own desk (``생활쓰레기(읍면)``): a centre's phone too
_LOCAL_DESK: Final = re.compile(r"읍\s?[·/]?\s?면|[읍면동]별")


@per_stage
def _centre_phones(sources: tuple[str, ...]) -> frozenset[str]:
    """The digits of every phone an output gives to a community centre: a prose pair's holder, or
    a record's department or name."""
    held = {phone for words, phone in holder_phones(sources) if _CENTRE.search(" ".join(words))}
    for obj in json_objects(sources):
        phone = obj.get("phone")
        if isinstance(phone, str) and any(
            isinstance(v, str) and (_CENTRE.search(v) or _LOCAL_DESK.search(v))
            for v in (obj.get("department"), obj.get("name"))
        ):
            held.add(re.sub(r"\D", "", phone))
    return frozenset(held)


def centre_phone_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """Phones an answer gives to a community centre that only a department or office holds."""
    if not any(w in answer for w in _GATE):
        return []
    out: list[Claim] = []
    for c in claims:
        if c.kind != "phone":
            continue
        said = label(answer, c)
        last = list(_CENTRE.finditer(said))
        if not last or not _RIGHT_BEFORE.fullmatch(said, last[-1].end()):
            continue  # no centre right before the phone (``읍·면사무소에 신고한 후 배출해요(…)``)
        kinds = phone_kinds(sources).get(str(c.value))
        if not kinds or kinds != {"office"} or str(c.value) in _centre_phones(sources):
            continue
        why = f"{c.text} is a department's phone in tool outputs, not {last[-1].group(0)}'s"
        out.append(Claim(c.text, "phone", c.value, c.start, c.end, why))
    return out
