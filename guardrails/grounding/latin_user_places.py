"""A place the user named in Latin letters, written back in Hangul (found on prod_holdout6
g20h3-0025).

The class: **an English user names their city or district in the Revised Romanization
("Is there a recycling centre in Naju?"); the answer glosses it in Hangul ("central Naju (나주시)",
"Naju-si (나주시)"). The Hangul place is the user's, just as a place the user wrote in Hangul is
(the user's words support places, see ``USER_KINDS``), though no tool output names it.** The place
must be a 시, 군 or 구 whose stem romanizes (:func:`.romanized.latin_stems`) to a whole word of the
user's message, alone or with its suffix (``Naju``, ``Naju-si``, ``Naju si``). A place the user
never named, or whose romanization is only part of a user's word, stays a place claim.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.romanized import SUFFIX, latin_stems

if TYPE_CHECKING:
    from guardrails.grounding.evidence import Evidence

__all__ = ["user_latin_place"]

_AREA_SUFFIXES: Final = frozenset("시군구")
_LATIN: Final = re.compile(r"[A-Za-z]")


def user_latin_place(c: Claim, ev: Evidence) -> bool:
    """Whether place claim ``c`` is a 시/군/구 the user named in Latin letters."""
    value = c.value
    if c.kind != "place" or not isinstance(value, str) or len(value) < 2:
        return False
    if value[-1] not in _AREA_SUFFIXES or not ev.user or not _LATIN.search(ev.user):
        return False
    stem, suffix = value[:-1], SUFFIX[value[-1]]
    if not all("가" <= ch <= "힣" for ch in stem):
        return False
    return any(
        re.search(rf"(?<![A-Za-z-]){re.escape(latin)}(?:[-\s]{suffix})?(?![A-Za-z])", ev.user, re.I)
        for latin in latin_stems(stem)
    )
