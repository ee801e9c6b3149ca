"""A thing a service is said to take along that no tool output names.

The free appliance pickup's note names the class it takes (``대형 가전(냉장고·세탁기·에어컨·TV 등)은
… 무료 배출할 수 있습니다``), a fee row its item. An answer that says the service takes some other
thing along with the item — ``사업장 에어컨도 실외기까지 함께 수거해 가니``, ``모니터까지 같이
가져가요``, ``they'll take the outdoor unit too``, ``the monitor is collected along with it`` —
states what the service covers; no output can support a thing it never names.

Read: in Korean, a noun with ``까지``/``까지도`` right before a verb of taking (``수거``, ``가져가``,
``회수``; ``함께``/``같이``/``다`` between); in English, a thing of a small closed table (a computer's
monitor or keyboard, an air conditioner's outdoor unit, a remote) in a clause with a verb of taking
and ``too``/``as well``/``along with``/``together with``. Carried when an output names the thing
(its Korean word, or the last letter short; an English word of the table). Unsure, never flagged: a
negation, question or hedge, advice to check or a condition (``…면``, ``if``) in the sentence up to a
few letters after the verb (``실외기까지 수거 안 해요``; a later clause's ``필요는 없습니다`` is its own).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.included_parts import ENGLISH_WORDS
from guardrails.grounding.nodes import lowered_text, names_word
from guardrails.grounding.units import sentences

__all__ = ["GATE", "taken_along_claims"]

GATE: Final = (
    "까지 함께", "까지 같이", "까지 다", "까지 전부", "까지 모두", "까지 한꺼번에", "까지 수거", "까지 가져",
    "까지 회수", "까지도", "까지함께", "까지같이", "까지수거", "too", "as well", "along with", "together with",
)  # fmt: skip
# "실외기까지 함께 수거해 가니", "모니터까지도 같이 가져가요": the verb after 까지 (searched from its
# literal), then the noun right before it
_KO: Final = re.compile(
    r"까지도?\s?(?:함께|같이|다|전부|모두|한꺼번에)?\s?(?:수거|가져\s?가|회수|걷어\s?가|실어\s?가)"
)
_NOUN: Final = re.compile(r"[가-힣]{2,8}$")
# the English things a service may be said to take along, by their Korean words (their English
# words are :data:`.included_parts.ENGLISH_WORDS`')
_THINGS_EN: Final = tuple(
    (re.compile(rf"\b(?:{'|'.join(ENGLISH_WORDS[ko])})\b", re.I), ko)
    for ko in ("실외기", "모니터", "키보드", "리모컨")
)
_TAKE_EN: Final = re.compile(
    r"\b(?:take|takes|taken|took|taking|collect|collects|collected|collecting|pick(?:s|ed)?\sup"
    r"|haul|hauls|hauled|remove|removes|removed)\b",
    re.I,
)
_ALONG_EN: Final = re.compile(r"\btoo\b|\bas\swell\b|\balong\swith\b|\btogether\swith\b", re.I)
# not a thing: a count, a time, a place to carry it to
_NO_THING: Final = re.compile(r"(?:개|대|단|일|주|월|시|층|앞|밖|문앞|입구|집|곳|거기|여기|저기)$")
_DOUBT: Final = unsure(
    r"확인|문의|여쭤|알아보|아마|보통|대개|일부|는지|인지|면\s|경우|\bif\b|\bwhen\b|\bunless\b"
    r"|\bcheck\b|\bask\b|\bconfirm\b|\bwhether\b|\busually\b|\bsome\b"
)


def taken_along_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The things ``answer`` says a service takes along that no tool output names."""
    if not sources:
        return []
    lower: str | None = None
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        sentence = answer[lo:hi]
        found: list[tuple[int, int, str]] = []
        for m in _KO.finditer(sentence):
            noun = _NOUN.search(sentence, 0, m.start())
            if noun is not None and not _NO_THING.search(noun.group(0)):
                found.append((noun.start(), m.end(), noun.group(0)))
        if _TAKE_EN.search(sentence) and _ALONG_EN.search(sentence):
            for rx, ko in _THINGS_EN:
                if (hit := rx.search(sentence)) is not None:
                    found.append((hit.start(), hit.end(), ko))
        if not found:
            continue
        if lower is None:
            lower = lowered_text(sources)
        for start, end, thing in found:
            if _DOUBT.search(sentence, 0, end + 5):  # its clause up to the verb and its negation
                continue
            if names_word(lower, thing):
                continue
            if any(rx.search(lower) for rx, ko in _THINGS_EN if ko == thing):
                continue
            why = f"no tool output names '{thing}', let alone that a service takes it"
            out.append(Claim(sentence[start:end], "condition", thing, lo + start, lo + end, why))
            break
    return out
