"""A negation inside a noun's modifier describes the thing; it negates no clause.

``깨지지 않은 형광등을 … 넣으시면 됩니다`` says where unbroken lamps go: the ``않`` belongs to the
state of the lamps (a ``-지 않은`` form before a noun), not to the clause that names the place. The
same in English: ``lamps that aren't broken``, ``bottles that are not rinsed`` (a relative clause
on a noun). A reader that takes a negation as doubt about its clause (:mod:`.facilities`) reads the
clause with these modifiers blanked. A predicate's negation stays one: ``-지 않는`` (``받지 않는
곳``: a place that does not take), ``-지 않습니다``, ``없``, a main clause's ``not``.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["without_described_states"]

# "깨지지 않은 형광등", "사용하지 않은 약" (the -지 않은 form, then a noun); "lamps that aren't
# broken", "ones which are not rinsed"
_DESCRIBED: Final = re.compile(
    r"(?<=[가-힣])지\s?않은(?=\s[가-힣A-Za-z])"
    r"|\b(?:that|which)\s(?:are|is)(?:n't|\snot)\b(?=\s[a-z])",
    re.I,
)


def without_described_states(clause: str) -> str:
    """``clause`` with each negation that only describes a noun's state blanked (same length)."""
    if "않은" not in clause and "that" not in clause and "which" not in clause:
        return clause
    return _DESCRIBED.sub(lambda m: " " * len(m.group(0)), clause)
