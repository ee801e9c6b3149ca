"""A listed place's phone given to a public office: ``진천군청 043-539-3464로 문의하시면 됩니다``
where the outputs give 043-539-3464 only to a bin at an apartment block (its ``points`` record:
name, address, detail, phone) and name no office as its holder.

:mod:`.holders` reads the kind of holder an answer gives a phone to (an office, a hauler, a site,
the take-back service) against the kinds the outputs give it to, and a listed place's phone is of
unknown kind there, so it never flags. The mirror of :mod:`.centre_phones` (a department's phone
given to a community centre): a place record whose own words name no kind of holder at all (a bin
at ``교성주공 아파트``, a pharmacy, a shop — not a ``…구청``, ``…행정복지센터``, a centre or a
company) holds its phone as that place's, so an answer that writes a public office right before it
(``진천군청``, ``구청 자원순환과``, ``행정복지센터``, ``the county office``) says the office answers
that line, which no output says.

Unsure, never flagged: a phone any output also gives to a department, an office or a holder in its
prose (a contact line, a note), or to a record with no name; a place record any of whose words name
a kind of holder (:func:`.holders.kind_of`: ``진천군청 민원실``, ``OO동 행정복지센터``, ``재활용센터``,
``업체``); an office that does not stand right before the phone (``진천군청에 문의하시거나 수거함
관리처(043-…)``: the phone's label is the 관리처); a health centre (보건소), which often does manage a
medicine bin's line.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holders import holder_phones, kind_of, label
from guardrails.grounding.nodes import json_objects, per_stage, strings_under

__all__ = ["place_phone_claims"]

# a public office of the district right before the phone: its name, a desk or line word, a particle
# or bracket at most between ("진천군청 043-…", "구청 자원순환과(02-…)", "the county office at …")
_OFFICE_BEFORE: Final = re.compile(
    r"(?:(?<![가-힣])[가-힣]{0,6}[시구군]청|주민\s?센터|행정\s?복지\s?센터|[동읍면]\s?사무소"
    r"|(?:자원|순환|청소|환경|위생|생활)[가-힣]{0,6}[과팀](?![가-힣]))"
    r"(?:\s?(?:민원실|대표\s?번호|대표\s?전화|전화\s?번호|전화|번호))?(?:은|는|이|가|의|로)?\s?[(（:]?\s?$"
    r"|\b(?:city|county|district|gu|gun|ward)\s(?:hall|office)(?:'s)?(?:\s(?:phone|line|number))?"
    r"(?:\s(?:at|on))?\s?[(:]?\s?$",
    re.I,
)
_GATE: Final = ("청", "센터", "사무소", "과", "팀", "hall", "office", "Hall", "Office")
_PHONE_KEY: Final = re.compile(r"(?:^|_)(?:phone|tel|contact)(?:$|_)")


@per_stage
def _place_phones(sources: tuple[str, ...]) -> frozenset[str]:
    """The digits of every phone the outputs give only to listed places whose words name no kind
    of holder (no department, office, site, company or service)."""
    place: set[str] = set()
    other: set[str] = {phone for _, phone in holder_phones(sources)}
    for obj in json_objects(sources):
        for key, value in obj.items():
            if not (isinstance(value, str) and _PHONE_KEY.search(key) and value[:1].isdigit()):
                continue
            digits = re.sub(r"\D", "", value)
            named = isinstance(obj.get("name"), str) and not obj.get("department")
            if named and kind_of(" ".join(strings_under(obj))) is None:
                place.add(digits)
            else:
                other.add(digits)
    return frozenset(place - other)


def place_phone_claims(answer: str, claims: list[Claim], sources: tuple[str, ...]) -> list[Claim]:
    """Phones an answer gives to a public office that only a listed place of no office holds."""
    if not any(w in answer for w in _GATE):
        return []
    out: list[Claim] = []
    for c in claims:
        if c.kind != "phone" or str(c.value) not in _place_phones(sources):
            continue
        said = _OFFICE_BEFORE.search(label(answer, c))
        if said is None:
            continue
        why = f"{c.text} is a listed place's phone in tool outputs, not {said.group(0).strip()}'s"
        out.append(Claim(c.text, "phone", c.value, c.start, c.end, why))
    return out
