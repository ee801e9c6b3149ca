"""An English facility named by a bare place name must be of a class some output names.

:mod:`.facilities` reads a Latin facility only where its area carries a suffix (``Seo-gu
Office``, ``Muan-gun Public Health Center``). English answers also name a city's own office by the
city's bare name: ``There is also a bin at Gimpo City Hall lobby``, ``drop it at the Suwon Public
Health Center``. Such a facility, said in an asserted sentence (a bin there, a place to bring a
thing), is unsupported when no tool output names any facility of its class (city hall, office,
community or health centre, library, post office: :data:`.facility_words.CLASSES`), as round 22
reads the suffixed form; the user's own words naming it (``Gimpo City Hall``) support it.

Unsure, never flagged: a sentence of advice (ask, check, call: :data:`.asserted.ADVICE`), a
negated, asked, conditional or hedged clause, the facility as the owner of a contact (``Gimpo City
Hall's website``, ``call Suwon City Hall on …``: its phone or page follows), a capitalised word that
is no place (``The City Hall``, ``Your local community center``), nor a facility word of its own
(``Community`` of ``Dong-gu Community Welfare Center``, whose area is Dong-gu: :mod:`.facilities`
reads it).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.asserted import ADVICE, CLAUSE_DOUBT
from guardrails.grounding.claims import Claim
from guardrails.grounding.facilities import named_classes
from guardrails.grounding.facility_words import CLASSES, english_pattern
from guardrails.grounding.units import sentences

__all__ = ["bare_facility_claims"]

_KINDS: Final = "|".join(f"(?P<{c}>{english_pattern(c)})" for c in CLASSES)
_BARE: Final = re.compile(
    r"\b([A-Z][a-z]{2,12})\s(?=(?:City|County|District|Public|Health|Community|Administrative"
    r"|Welfare|Post|Library)\b)(" + _KINDS + r")\b",
    re.I,
)
_GATE: Final = re.compile(r"City\sHall|Office|Cent(?:er|re)|Library")
_NOT_PLACES: Final = frozenset(
    "the this that your our their its local nearest nearby main each every any a an same new old "
    "city county district public community administrative welfare health post library".split()
)
_OWNER: Final = re.compile(
    r"(?:'s)?\s*(?:website|homepage|web\s?page|page|site|app|phone|tel|line|on\s\d|at\s\d|\(\d|\d{2,3}-)",
    re.I,
)
_NEGATED: Final = re.compile(r"\bnot\b|n't|\bno\b|\?|\bif\b", re.I)


def bare_facility_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """The facilities ``answer`` names by a bare place name whose class no tool output names."""
    if not _GATE.search(answer):
        return []
    named = named_classes(sources)
    if named is None:
        return []
    out: list[Claim] = []
    lowered_user = user.lower()
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        if ADVICE.search(sentence):
            continue
        for m in _BARE.finditer(sentence):
            area = m.group(1)
            if not area[0].isupper() or area.lower() in _NOT_PLACES:
                continue
            cls = next(c for c in CLASSES if m.group(c))
            if cls in named or m.group(0).lower() in lowered_user:
                continue
            if _OWNER.match(sentence, m.end()):
                continue
            end = sentence.find(",", m.end())
            clause = sentence[
                sentence.rfind(",", 0, m.start()) + 1 : end if end >= 0 else len(sentence)
            ]
            if CLAUSE_DOUBT.search(clause) or _NEGATED.search(clause):
                continue
            why = f"no tool output names a facility of its kind ({cls})"
            text = m.group(0)
            out.append(
                Claim(text, "condition", text.replace(" ", ""), lo + m.start(), lo + m.end(), why)
            )
    return out
