"""A way of applying said of another district: one district's how-to given to another.

A rules output says how its district takes bulky waste (``"application_methods": ["대형폐기물
스티커 부착 후 수거"]``, ``"places": ["업체처리"]``, or an empty list); a fee output of a district
says nothing of how to apply. Where the stage holds outputs of two districts or more, a sentence
that names one of them (the place named last before the step, in its sentence: ``Wonju: attach a
bulky-waste sticker``, ``In Uljin, you just attach a sticker``, ``대구 북구는 … '처리업체와
협의'로 안내돼 있습니다``) and states

* a sticker step (``스티커를 붙여``, ``attach a sticker``) — where that district's how-to names
  no sticker or certificate and another district's does, or
* a quoted how-to (``'처리업체와 협의'``) — most (three fifths) of one of another district's
  how-to strings, none of its own (spaces aside),

gives the district another district's way. Unsure, never flagged: no district named before the
step in its sentence; a place no district output is of; a negated, asked or hedged sentence, or
one giving alternatives (``또는``, ``or``). Only the how-to keys are read: a sticker another key
names (the free appliance pickup's note) is no district's way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.districts import named_before
from guardrails.grounding.hedges import unsure
from guardrails.grounding.howto import METHOD_KEY, STICKER_STEP, STICKER_TEXT
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.scopes import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary


@dataclass(frozen=True, slots=True)
class Way:
    """One district output: its district's last word and the strings of its how-to keys."""

    district: str
    text: str  # "" for an output that says nothing of applying (a fee output)


@per_stage
def ways(sources: tuple[str, ...]) -> tuple[Way, ...]:
    """Each district output's how-to strings (none unless two districts' outputs and a how-to)."""
    out: list[Way] = []
    for root in parsed(sources):
        if not isinstance(root, dict) or not isinstance(d := root.get("district"), str):
            continue
        if "station" in root or not d.split():
            continue  # a weather output: no way of applying
        text = "\n".join(
            s
            for k, v in root.items()
            if (METHOD_KEY.search(k) or k == "places") and isinstance(v, list | str)
            for s in strings_under(v)
        )
        out.append(Way(d.split()[-1], text))
    if len({w.district for w in out}) < 2 or not any(w.text for w in out):
        return ()
    return tuple(out)


_QUOTED: Final = re.compile(r"['‘“\"「『]([^'’”\"」』\n]{3,40})['’”\"」』]")
_UNSURE: Final = unsure(r"일부|보통|대개|\bsome\b|usually|typically|generally|\bif\b|\bor\b|또는")
_SPACE: Final = re.compile(r"\s+")


def _quotes(quoted: str, text: str) -> bool:
    """Whether ``quoted`` is most of one how-to string of ``text`` (``'처리업체와 협의'``), not a
    word many could share (``'대형폐기물'`` of ``대형폐기물 스티커 부착 후 수거``)."""
    return any(
        quoted in (line := _SPACE.sub("", entry)) and len(quoted) * 5 >= len(line) * 3
        for entry in text.split("\n")
    )


def _way_of(place: str, found: tuple[Way, ...], places: PlaceVocabulary) -> Way | None:
    for w in found:
        if (place_of(w.district, places) or w.district) == place:
            return w
    return None


def howto_swap_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """Sticker steps and quoted ways of applying said of a district whose output does not
    state them, when another district's does."""
    found = ways(sources)
    if not found:
        return []
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        steps = [(m, "sticker") for m in STICKER_STEP.finditer(sentence)]
        steps += [(m, "quote") for m in _QUOTED.finditer(sentence)]
        if not steps or _UNSURE.search(sentence):
            continue
        for m, kind in steps:
            place = named_before(answer, start, start + m.start(), places)
            own = _way_of(place, found, places) if place else None
            if own is None:
                continue
            others = [w for w in found if w is not own and w.text]
            if kind == "sticker":
                if STICKER_TEXT.search(own.text) or not any(
                    STICKER_TEXT.search(w.text) for w in others
                ):
                    continue
            else:
                quoted = _SPACE.sub("", m.group(1))
                if quoted in _SPACE.sub("", own.text) or not any(
                    _quotes(quoted, w.text) for w in others
                ):
                    continue
            span = m.group(0)
            why = f"'{span}' is another district's way of applying, not {place}'s"
            out.append(Claim(span, "condition", kind, start + m.start(), start + m.end(), why))
    return out
