"""Weather advisories: an answer that says an advisory or warning is in effect ("강풍주의보 발효 중",
"a strong-wind advisory is in effect") makes an *alert* claim, supported only when a tool output
states an advisory, and of the same hazard when both name one (건조주의보 is no 강풍주의보).

A negated mention ("특보는 없어요", "no advisories") is not a claim that one is in effect, and is
not read.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, contains_any

_ALERT = re.compile(
    r"(?P<ko>(?:[가-힣]{1,3})?(?:주의보|경보|특보))"
    r"|(?P<en>(?:[a-z]+[- ]){0,2}(?:advisory|advisories|warning|alert)s?)(?![a-z])",
    re.I,
)
_GATE: Final = ("주의보", "경보", "특보", "dvisor", "arning", "lert")  # Advisory, advisory
_NEGATED = re.compile(r"[^.!?\n]{0,12}?(?:없|아니|않|해제|no\b|not\b|lifted)", re.I)
_NEGATED_BEFORE = re.compile(r"(?:\bno|\bnot an?|\bwithout)\s(?:[a-z-]+\s)?$", re.I)
# hazard → the words naming it, in Korean and English
_HAZARDS: Final[dict[str, tuple[str, ...]]] = {
    "wind": ("강풍", "풍랑", "wind", "gale"),
    "dry": ("건조", "dry"),
    "cold": ("한파", "cold"),
    "heat": ("폭염", "heat"),
    "rain": ("호우", "heavy rain", "rain", "flood"),
    "snow": ("대설", "snow"),
    "typhoon": ("태풍", "typhoon"),
    "dust": ("미세먼지", "황사", "dust"),
}


def _hazards(text: str) -> set[str]:
    lower = text.lower()
    return {h for h, words in _HAZARDS.items() if any(w in lower for w in words)}


def alert_claims(answer: str) -> list[Claim]:
    """Advisories said to be in effect (value: the hazards named, possibly none)."""
    if not contains_any(answer, _GATE):
        return []
    out: list[Claim] = []
    for m in _ALERT.finditer(answer):
        if _NEGATED.match(answer, m.end()) or _NEGATED_BEFORE.search(answer, 0, m.start()):
            continue
        out.append(Claim(m.group(0), "alert", frozenset(_hazards(m.group(0))), *m.span()))
    return out


def alert_why(c: Claim, evidence_text: str) -> str | None:
    """None when the tool outputs state an advisory of the hazard ``c`` names (any, if none)."""
    stated = [m.group(0) for m in _ALERT.finditer(evidence_text)]
    if not stated:
        return f"'{c.text}': the tool outputs state no advisory or warning"
    named = c.value if isinstance(c.value, frozenset) else frozenset()
    given = set().union(*(_hazards(s) for s in stated))
    if named and given and not named & given:
        return f"'{c.text}': the tool outputs state {', '.join(stated)}"
    return None
