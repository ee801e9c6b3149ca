"""A place the user named in Latin letters is the user's place in Hangul too: the user writes
"I run a small office in Suji-gu, Yongin", the answer glosses it "(not Suji-gu [수지구]
separately)"; no tool output names 수지구, but the user's words support a place they state
(:data:`.evidence.USER_KINDS`), in any spelling of it.

The place's Latin forms are those :func:`.romanized.latin_forms` gives (``수지구`` → ``suji-gu``,
``suji gu``, ``sujigu``), matched as whole words of the user's message, case aside. Only for a
user message with Latin letters and a place with an administrative suffix the romanisation
reads; a place the user did not name stays unsupported.
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim
from guardrails.grounding.romanized import latin_forms


def named_by_user_in_latin(c: Claim, user: str) -> bool:
    """Whether place ``c`` is a place the user's message names in Latin letters."""
    if c.kind != "place" or not isinstance(c.value, str) or not re.search("[A-Za-z]", user):
        return False
    lower = user.lower()
    return any(
        re.search(rf"(?<![a-z]){re.escape(form)}(?![a-z])", lower) is not None
        for form, _whole in latin_forms(c.value)
    )
