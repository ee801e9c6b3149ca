"""Every place of a kind said to have what an output gives only to some of them.

A guidance text qualifies where a bin may be: ``일부 대형마트·편의점의 수거함`` (some supermarkets and
convenience stores), ``일부 지자체의 우체통``. An answer that turns the some into all — ``함안군
편의점은 전부 수거함이 있어요``, ``모든 대형마트에 수거함이 있어요``, ``편의점엔 다 있어요`` — states
what no output says: the universal is the writer's own.

Read: the nouns an output puts right after ``일부`` (a run joined by ``·`` or ``,``: ``대형마트``,
``편의점``); in the answer, such a noun followed by a universal (``전부``, ``모두``, ``다``, ``어디나``,
``어디든``, ``빠짐없이``, with a topic particle between) or after ``모든``. Unsure, never
flagged: a negated, asked or hedged sentence (``전부 있는 건 아니에요``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.subjects import sentence_bounds

__all__ = ["some_all_claims"]

_SOME: Final = re.compile(r"일부\s?((?:[가-힣]{2,10}\s?[·,]\s?)*[가-힣]{2,10})")
_PARTICLE: Final = re.compile(r"(?:의|에서|에|은|는|이|가|도|과|와)$")
_ALL_AFTER: Final = (
    r"(?:은|는|엔|에는|에|도|이|가)?\s?(?:전부|모두|다|어디나|어디든|빠짐없이|하나같이)(?![가-힣])"
)
_DOUBT: Final = unsure(rf"아니|대부분|많|\bif\b|{INDIRECT_QUESTION}")


@per_stage
def _some_nouns(sources: tuple[str, ...]) -> frozenset[str]:
    """The nouns an output qualifies with 일부 (``일부 대형마트·편의점의`` → 대형마트, 편의점)."""
    out: set[str] = set()
    for root in parsed(sources):
        for text in strings_under(root):
            for m in _SOME.finditer(text):
                for word in re.split(r"\s?[·,]\s?", m.group(1)):
                    noun = _PARTICLE.sub("", word)
                    if len(noun) >= 2:
                        out.add(noun)
    return frozenset(out)


def some_all_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The universals of ``answer`` over a kind of place an output qualifies with 일부."""
    nouns = _some_nouns(sources)
    if not nouns or not any(n in answer for n in nouns):
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        if _DOUBT.search(sentence):
            continue
        for noun in nouns:
            if noun not in sentence:
                continue
            n = re.escape(noun)
            pattern = rf"{n}{_ALL_AFTER}|모든\s?{n}"
            for m in re.finditer(pattern, sentence):
                why = f"the outputs give this to some {noun} only (일부)"
                out.append(
                    Claim(m.group(0), "condition", noun, start + m.start(), start + m.end(), why)
                )
    return out
