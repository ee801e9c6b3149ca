"""A street address given to a place whose own record has none.

A place search may list a site whose address the data leaves out (``"address": "없음"``, empty or
null). An answer that writes a road address right after that site's name — ``the Ojeong-dong
neighbourhood recycling platform at 12 Ojeong-ro``, ``Ojeong-dong platform (12 Ojeong-ro)`` — has
invented it, however the road is spelled: there is no address of that site in any output to spell.
(:mod:`.latin_roads` reads a Latin road the outputs hold with another number, and leaves a road no
output names alone, as a spelling it cannot tell apart from another romanization; the Hangul form,
``오정로 12``, is a place no output holds for :mod:`.places`.)

Read: a Latin road address (``12 Ojeong-ro``, ``Ojeong-ro 12``) whose nearest place named before it
in its sentence (its name or the name's own first word, in Hangul or Latin letters:
:func:`.holder_forms.forms`) is joined to it by ``at``/``on`` (a few words of the name between),
a bracket or a comma. Flagged when that place's record says it has no address. Unsure, never
flagged: a name several places share, a place named further away, a place with an address.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.holder_forms import forms, mentions
from guardrails.grounding.latin_roads import LATIN_ADDRESS
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["no_address_claims"]

# what a record writes for an address it does not have
_NONE: Final = frozenset({"", "없음", "미상", "주소없음", "주소 없음", "-", "null", "none", "n/a"})
# between a place's name and its address: the rest of its name, then at/on, a bracket or a comma
_JOIN: Final = re.compile(
    r"(?:\s[A-Za-z'’-]+){0,5}?(?:,?\s(?:is\s|sits\s|located\s|is\slocated\s)?(?:at|on)\s"
    r"|\s?[(（]\s?|,\s)",
)


@per_stage
def _places(sources: tuple[str, ...]) -> tuple[tuple[frozenset[str], bool], ...]:
    """Each listed place's name forms and whether its record says it has no address."""
    out: list[tuple[frozenset[str], bool]] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for key in ("places", "points"):
            listed = root.get(key)
            if not isinstance(listed, list):
                continue
            for p in listed:
                if not isinstance(p, dict) or not isinstance(name := p.get("name"), str):
                    continue
                if "address" not in p:
                    continue
                a = p["address"]
                none = a is None or (isinstance(a, str) and a.strip().lower() in _NONE)
                out.append((frozenset(forms(name)), none))
    return tuple(out)


def no_address_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """Latin road addresses ``answer`` gives a place whose record has no address."""
    if "-ro" not in answer and "-gil" not in answer:
        return []
    found = list(LATIN_ADDRESS.finditer(answer))
    if not found:
        return []
    places = _places(sources)
    if not any(none for _, none in places):
        return []
    named = mentions(answer, [(keys, i) for i, (keys, _) in enumerate(places)])
    bounds = sentence_bounds(answer)
    out: list[Claim] = []
    for m in found:
        lo = next((a for a, b in bounds if a <= m.start() < b), 0)
        before = [x for x in named if lo <= x[0] and x[1] <= m.start()]
        if not before or before[-1][2] < 0 or not places[before[-1][2]][1]:
            continue  # no place named before it, one several share, or one with an address
        if not _JOIN.fullmatch(answer, before[-1][1], m.start()):
            continue  # named further away: the address may be another's
        why = "fabricated: the place's own record has no address"
        out.append(Claim(m.group(0), "place", m.group(0), m.start(), m.end(), why))
    return out
