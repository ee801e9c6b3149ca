"""A felt temperature below freezing that no weather output gives.

Our weather outputs give a measured or normal temperature (``temperature_c``, ``t1h``); some give
what it feels like (``feels_like``, ``체감온도``, a wind chill). A felt temperature written as a figure
(``feels like -3°C``, ``체감온도는 영하 5도``) is a temperature claim, checked as one. Said as a side of
freezing in words — ``The sea wind usually makes it feel below zero``, ``with the wind chill it's
sub-zero``, ``체감온도는 영하권이에요``, ``체감상 영하예요``, ``바닷바람 때문에 영하처럼 느껴져요`` — it states
the same fact with no figure to check: where no output gives a felt temperature it is invented (a
normal of 5.8°C says nothing of how cold the wind makes it feel), and where outputs give felt
temperatures one of them must be below zero (round 52, r52a).

Not read: how it feels relative to the reading (``it'll feel even colder``, ``체감은 더 쌀쌀할 거예요``:
what the wind implies, no figure or side), a side written with a figure (``영하 3도``, ``below
0°C``: the temperature and freezing-point readers have those). Unsure, never flagged: a negated,
asked, hedged or conditional sentence (``can``, ``수 있어요``, ``if``, ``when``, ``바람이 불 때``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import SENTENCE_SPAN, Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import entries, number, parsed, per_stage

__all__ = ["GATE", "felt_claims"]

# the literal words a felt temperature needs (most answers hold none)
GATE: Final = ("feel", "Feel", "felt", "Felt", "chill", "Chill", "체감", "느껴")

_SIDE_EN = r"(?:(?:below|under)\s(?:zero|freezing)\b|sub-?zero\b)"
_FELT: Final = re.compile(
    # "makes it feel below zero", "it feels like it's below freezing", "feeling sub-zero"
    r"\b(?:feels?|feeling|felt)\s(?:like\s)?(?:it(?:'s|’s|\sis|\swas)\s)?(?:(?:well|even|almost|nearly"
    rf"|just|about|around|close\sto|closer\sto|more\slike)\s)?{_SIDE_EN}"
    # "the wind chill takes it below freezing", "feels-like temperature is below zero"
    rf"|\b(?:wind\s?chill|feels?-like(?:\stemperature)?)\b[^.!?\n]{{0,40}}?{_SIDE_EN}"
    # "체감온도는 영하권이에요", "체감상 영하예요", "체감으로는 거의 영하" (a figure after 영하 is a temperature)
    r"|체감\s?(?:온도|기온)?\s?(?:은|는|이|가|상|상으로는|상으론|으로는|으론|적으로는|적으론)?\s?(?:\S+\s){0,2}?"
    r"영하(?!\s?[\d.])"
    # "영하처럼 느껴져요", "영하로 느껴질 만큼", "영하인 것처럼 느껴요"
    r"|영하(?:권)?\s?(?:처럼|같이|인\s?것\s?(?:처럼|같이)|인\s?듯|로)\s?느껴",
    re.I,
)
_DOUBT: Final = unsure(
    r"\bif\b|\bwhen\b|\bcan\b|\bwhether\b|\bperhaps\b|\bmaybe\b|수\s?있|면\s|경우|때(?!문)|확인|check|아마|지도\s?몰"
)
_FELT_KEYS: Final = re.compile(r"feel|체감|chill|apparent|sensible|heat_?index", re.I)
_TEMPERATURE_KEYS: Final = re.compile(r"temp|기온|t1h|tmp|celsius", re.I)


@per_stage
def _felt_facts(sources: tuple[str, ...]) -> tuple[bool, tuple[float, ...]]:
    """Whether some output gives a temperature, and the felt temperatures the outputs give."""
    weather = False
    felt: list[float] = []
    for root in parsed(sources):
        for key, value in entries(root):
            if not key or (v := number(value)) is None:
                continue
            if _FELT_KEYS.search(key):
                felt.append(v)
            elif _TEMPERATURE_KEYS.search(key):
                weather = True
    return weather or bool(felt), tuple(felt)


def felt_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The felt temperatures below freezing ``answer`` states in words where no output's felt
    temperature is below zero."""
    weather, felt = _felt_facts(sources)
    if not weather or any(v < 0 for v in felt):
        return []
    out: list[Claim] = []
    for sentence in SENTENCE_SPAN.finditer(answer):
        text = sentence.group(0)
        m = _FELT.search(text)
        if m is None or _DOUBT.search(text):
            continue
        at = sentence.start() + m.start()
        why = (
            "no tool output gives a felt temperature below zero"
            if felt
            else "no tool output gives a felt temperature (feels-like, wind chill)"
        )
        out.append(Claim(m.group(0), "condition", "felt", at, at + len(m.group(0)), why))
    return out
