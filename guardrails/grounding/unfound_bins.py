"""A bin placed where a search found none (round 19): when every bin search of the stage found no
point (``"points": []``, ``"found": 0``) and no tool output lists places, a sentence that puts the
nearest bin at a facility (``The nearest small-appliance bin I know of is in the lobby of the
Cheoin-gu Office``, ``가장 가까운 수거함은 처인구청 1층 로비에 있어요``) names a bin no output holds.
A district alone (``the nearest listed bins are in Chungju``: a note's district with data) is no
facility; a hedged, general, negated or asked sentence is not read. (Split from
:mod:`.whereabouts` in round 59.)
"""

from __future__ import annotations

import re

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.subjects import sentence_bounds

# the nearest bin, then where it is: a facility word (not a district alone)
_FACILITY_EN = (
    r"(?:office|hall|cent(?:er|re)|lobby|station|mart|store|apartment|complex|library|school"
    r"|pharmacy|entrance|building|market|park)s?"
)
_NEAREST_EN = re.compile(
    r"\b(?:nearest|closest)\b[^.!?\n]{0,40}?\b(?:bins?|box(?:es)?|collection\spoints?|drop-?offs?)\b"
    rf"[^.!?\n]{{0,30}}?\b(?:is|are|sits?)\s(?:in|at|inside|by|next\sto|outside)\b[^.!?\n]{{0,60}}?"
    rf"\b{_FACILITY_EN}\b",
    re.I,
)
_NEAREST_KO = re.compile(
    r"가장\s?가까운\s?(?:[가-힣]{1,8}\s?)?(?:수거함|수거\s?장소|거점)(?:은|는|이)\s?[^.!?\n]{0,30}?"
    r"(?:청|센터|로비|역|마트|아파트|도서관|약국|입구|건물|시장|공원)(?:\s?\d층)?\s?(?:[가-힣]{1,4}\s?)?"
    r"(?:에\s?있|앞에|안에|입니다|이에요|예요)"
)
_UNSURE_BIN = re.compile(
    r"없|않|아니|못|\?|\bno\b|\bnot\b|n't\b|\bif\b|\bmay\b|\bmight\b|\bprobably|usually|generally"
    r"|typically|보통|대개|일반적|아마|수도\s?있",
    re.I,
)
_UNSURE_BIN = gated(_UNSURE_BIN)  # :mod:`.opening_gate`: the same matches, skipped to


@per_stage
def nothing_found(sources: tuple[str, ...]) -> bool:
    """Whether some bin search ran and every one found no point, and no output lists places."""
    searched = False
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        points, listed = root.get("points"), root.get("places")
        if isinstance(listed, list) and any(isinstance(p, dict) for p in listed):
            return False
        if isinstance(points, list):
            if points:
                return False
            searched = True
    return searched


def unfound_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The nearest bin put at a facility where every bin search found none."""
    if not nothing_found(sources):
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        m = _NEAREST_EN.search(sentence) or _NEAREST_KO.search(sentence)
        if m is None or _UNSURE_BIN.search(sentence):
            continue
        why = "the bin searches found no point: no tool output holds this bin"
        out.append(Claim(m.group(0), "condition", "bin", start + m.start(), start + m.end(), why))
    return out
