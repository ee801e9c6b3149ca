"""An amenity said to be at a place must be named by a tool output.

The class: **a sentence that states an amenity exists at a place — parking, an elevator, a
restroom, wheelchair access (``주차장도 있어요``, ``주차 가능해요``, ``it has parking``, ``there's
an elevator``; round 59: a list line's nominal ending, ``트럭 댈 수 있는 주차장 있음``, ``화장실 있음``,
and ``있다`` but not ``있다면``) — states a fact of that place; it is flagged when no tool output names that kind of
amenity at all.** Our place tools give no amenities unless a field says so (a station's elevator
exits, a store's parking), so an amenity no output names is the writer's own.

Not read: a clause that is negated, asked, conditional or hedged (``엘리베이터 없는 3층이면``,
``주차 가능 여부는 자료에 없어요``, ``if``, ``may``), an offer to look it up (``찾아볼게요``), an
amenity that names a place (``공영주차장 입구``, ``the parking lot``: a location, not an amenity
said to exist), and any amenity over evidence that names its kind.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim, any_word
from guardrails.grounding.hedges import unsure

# kind → (the tool's words for it, an answer's statement that it exists)
_KINDS: Final = {
    "parking": (
        re.compile(r"주차|parking", re.I),
        re.compile(
            r"주차(?:장|\s?공간|\s?시설)?(?:도|이|가|은|는)?\s?(?:있어|있습|있고|있으|있는\s?곳|있음|있다(?!면)|가능|돼요|되고|됩니|완비)"
            r"|\b(?:has|have|with|offers?|there(?:'s| is| are))\s(?:free\s|a\s|its own\s)?(?:parking|car park)\b"
            r"|\bparking\s(?:is\s)?(?:available|on site|provided)\b",
            re.I,
        ),
    ),
    "elevator": (
        re.compile(r"엘리베이터|승강기|elevator|lift", re.I),
        re.compile(
            r"(?:엘리베이터|승강기)(?:도|가|는)?\s?(?:있어|있습|있고|있으|있음|있다(?!면)|완비)"
            r"|\b(?:has|have|with|there(?:'s| is))\s(?:an?\s)?(?:elevator|lift)s?\b",
            re.I,
        ),
    ),
    "restroom": (
        re.compile(r"화장실|restroom|toilet", re.I),
        re.compile(
            r"화장실(?:도|이|은)?\s?(?:있어|있습|있고|있으|있음|있다(?!면)|완비)"
            r"|\b(?:has|have|with|there(?:'s| is))\s(?:an?\s)?(?:accessible\s)?(?:restroom|toilet)s?\b",
            re.I,
        ),
    ),
}
# its words case-blind, written first character first (:func:`any_word`: skipped to in C)
GATE: Final = any_word(
    ("주차", "엘리베이터", "승강기", "화장실", "parking", "car park", "elevator", "lift", "restroom",
     "toilet")
)  # fmt: skip
_CLAUSE = re.compile(r"[^,;.!?\n]+")
_DOUBT = unsure(r"찾아\s?볼|알아\s?볼|여부|자료에\s?없|없는|없으|\bno\b|without|\bif\b|whether")


def amenity_claims(answer: str, evidence_text: str) -> list[Claim]:
    """Each amenity the answer says a place has, where no tool output names that kind."""
    if not GATE.search(answer):
        return []
    out: list[Claim] = []
    for kind, (named, said) in _KINDS.items():
        if named.search(evidence_text):
            continue
        for m in said.finditer(answer):
            clause = next(
                (c for c in _CLAUSE.finditer(answer) if c.start() <= m.start() < c.end()), None
            )
            if clause is None or _DOUBT.search(clause.group(0)):
                continue
            why = f"no tool output names {kind} at a place"
            out.append(Claim(m.group(0), "condition", kind, m.start(), m.end(), why))
    return out
