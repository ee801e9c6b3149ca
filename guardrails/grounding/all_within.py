"""All the places found said to lie in a district none of their addresses names.

A place or bin search lists points with their addresses (``경상북도 포항시 남구 상공로 153``). An
answer that sums the list up as lying in one district — ``5곳 나오는데, 모두 북구 안에 있어요``,
``all five are in Buk-gu``, ``전부 북구에 있어요`` — states where every point lies. When each point's
address names a district of the same level (a 구 for a 구, a 군 or 시 for those) and none of them is
the one said, the sum-up is invented: typically the user's own district given to points a search
around their coordinates found across the border. (A district said of one named point or of a
searched place is :mod:`.whereabouts`'; this reads the universal over the whole list, and needs no
searched place in the output: a search by coordinates names none.)

Flagged only when no point lies in the district said (a universal over a part of the list is not
told apart from one over all of it) and every point's address names its district at that level.
Unsure, never flagged: a negated, asked or hedged sentence, a district the gazetteer does not know.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary

__all__ = ["all_within_claims"]

# "모두 북구 안에 있어요", "다섯 곳 모두 북구에 있습니다", "전부 북구 관내에 위치해요"
_KO: Final = re.compile(
    r"(?:모두|전부|다|모든\s?곳(?:이|은)?|둘\s?다)\s?([가-힣]{2,8}?)\s?(?:안에|내에|관내에?|에)\s?"
    r"(?:있|위치|자리)"
)
# "all five are in Buk-gu", "all of them lie within Nam-gu", "they're all in Buk-gu"
_EN: Final = re.compile(
    r"\b(?:all|both)\b(?:\s(?:of\s(?:them|these|those)|[a-z]+))?\s(?:are\s|is\s|lie\s|sit\s)?"
    r"(?:(?:located|situated)\s)?(?:with)?in\s(?:the\s)?([A-Z][a-z]+(?:-[a-z]+)?)"
)
_LEVEL: Final = ("구", "군", "시")
_DOUBT: Final = unsure(r"\bif\b|아마|\bprobably\b")


@per_stage
def _addresses(sources: tuple[str, ...]) -> tuple[str, ...]:
    """The address of every point or place the stage's searches list."""
    out: list[str] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        for key in ("points", "places"):
            listed = root.get(key)
            if isinstance(listed, list):
                out += [
                    a for p in listed if isinstance(p, dict) and isinstance(a := p.get("address"), str)
                ]  # fmt: skip
    return tuple(out)


def all_within_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """The sum-ups of ``answer`` that put every point found in a district none of them lies in."""
    if not any(w in answer for w in ("모두", "전부", "다", "모든", "all", "All", "both", "Both")):
        return []
    addresses = _addresses(sources)
    if not addresses or (_KO.search(answer) is None and _EN.search(answer) is None):
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        for m in (*_KO.finditer(sentence), *_EN.finditer(sentence)):
            name = place_of(m.group(1), places)
            if name is None or not name.endswith(_LEVEL) or _DOUBT.search(sentence):
                continue
            level = name[-1]
            tokens = [[t for t in a.split() if t.endswith(level)] for a in addresses]
            if not all(tokens) or any(name in ts for ts in tokens):
                continue  # an address too coarse to tell, or some point lies there
            said = {t for ts in tokens for t in ts}
            why = f"the points found lie in {'/'.join(sorted(said))}, not {name}"
            out.append(
                Claim(m.group(0), "condition", name, start + m.start(), start + m.end(), why)
            )
    return out
