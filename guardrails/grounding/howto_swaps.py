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

gives the district another district's way; round 37 (r37e): a step of hauling it oneself
(``처리장에 직접 가져가요``, ``소각장으로 반입해요``) read as the sticker step is,
where that district's how-to speaks of no hauling (:data:`.howto.HAUL_TEXT`) and another's does, and
a numbered or bulleted step that names no district takes the one its list's lead line names
(``부산 사상구 방법이에요.`` / ``1. 대형폐기물 스티커를 사요.``: :func:`.headings.list_lead`); the
faithful twin (the sticker or haul under the lead of the district whose how-to holds it) passes;
and round 26 (r26e), a sentence that says the data
lists no way for a district (``Ulsan Buk-gu — the household waste data does not describe how to put
out bulky waste``, ``울산 북구는 자료에 배출 방법이 없어요``) whose own how-to names one, where
another district's how-to names none (:data:`.holdings.WAYS`), gives it the other's absence. Unsure, never flagged: no district named before the
step in its sentence; a place no district output is of; a negated, asked or hedged sentence, or
one giving alternatives (``또는``, ``or``). Round 50: hauling it oneself said in English (``then load
it onto the city-provided truck yourself``) is the haul step, and a Hangul gloss in brackets after an
English way (``handled by contracted collection (위탁처리)``) is read as a quote. Only the how-to keys are read: a sticker another key
names (the free appliance pickup's note) is no district's way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.districts import named_before
from guardrails.grounding.headings import list_lead
from guardrails.grounding.hedges import unsure
from guardrails.grounding.holdings import WAYS
from guardrails.grounding.howto import HAUL_STEP, HAUL_TEXT, STICKER_STEP, STICKER_TEXT
from guardrails.grounding.howto_texts import METHOD_KEY
from guardrails.grounding.likened import places_named, subject_before
from guardrails.grounding.nodes import parsed, per_stage, strings_under
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.place_words import place_of
from guardrails.grounding.spacing import unspaced
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


# round 37: a Hangul word, and the fewest of a how-to string's word stems a retelling holds
_HANGUL: Final = re.compile(r"[가-힣]{2,}")
_RETOLD: Final = 4
# the step kinds read by whether a how-to names them at all
_TEXTS: Final = {"sticker": STICKER_TEXT, "haul": HAUL_TEXT}
_QUOTED: Final = re.compile(r"['‘“\"「『]([^'’”\"」』\n]{3,40})['’”\"」』]")
# round 50: a Hangul gloss in brackets after an English way (``handled by contracted collection
# (위탁처리)``) quotes the how-to string it glosses, as a quote does
_GLOSSED: Final = re.compile(r"(?<=[A-Za-z,] )[(（]([가-힣][가-힣 ·]{2,39})[)）]")
# round 50: hauling it oneself said in English (``then load it onto the city-provided truck
# yourself``): the Korean haul step's twin; a facility it is hauled to (``take it to the
# incineration plant yourself``) is :mod:`.holdings`' reading of the facility, not this one
_HAUL_EN: Final = re.compile(
    r"\b(?:load|haul|take|bring|carry|drive|deliver|transport)\b"
    r"(?:(?!plant|incinerat|facilit|cent(?:er|re)|landfill|station|site)[^.!?;\n]){0,50}?\byourself\b",
    re.I,
)
# a way hedged, partial or given as alternatives: no district's way stated
WAY_DOUBT: Final = unsure(r"일부|보통|대개|\bsome\b|usually|typically|generally|\bif\b|\bor\b|또는")
# a statement that the data lists no way of applying or putting out
_NONE: Final = re.compile(
    r"\b(?:does\s?not|doesn't|do\s?not|don't|did\s?not|didn't)\s(?:\w+\s){0,2}?(?:describe|list|say"
    r"|give|include|mention|show|specify|have)\b[^.\n]{0,40}?\b(?:methods?|how\sto|ways?)\b"
    r"|\bno\s(?:\w+\s)?(?:method|instructions|disposal\s(?:info|method))"
    r"|방법(?:이|은|는|도)?\s(?:\S+\s)?(?:없|적혀\s?있지\s?않|안\s?(?:나와|적혀)|나와\s?있지\s?않)",
    re.I,
)
# an absence asked, hedged or given as another's (its own negation is what it states)
_NONE_DOUBT = re.compile(
    r"\?|혹시|수도\s?있|\bmay\b|\bmight\b|\bif\b|\bwhether\b|아니라|대신|instead|rather|\bbut\b|지만"
    r"|다른|\bother\b|\bvs\b|보다|than|각각|respectively",
    re.I,
)
_NONE_DOUBT = gated(_NONE_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to


def _quotes(quoted: str, text: str) -> bool:
    """Whether ``quoted`` is most of one how-to string of ``text`` (``'처리업체와 협의'``), not a
    word many could share (``'대형폐기물'`` of ``대형폐기물 스티커 부착 후 수거``)."""
    return any(
        quoted in (line := unspaced(entry)) and len(quoted) * 5 >= len(line) * 3
        for entry in text.split("\n")
    )


def way_of(place: str | None, found: tuple[Way, ...], places: PlaceVocabulary) -> Way | None:
    """The how-to of ``found`` that is the district ``place``'s (``None`` when none is, or no place)."""
    if place is None:
        return None
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
        out += _absences(answer, start, end, found, places)
        out += _retold(answer, start, end, found, places)
        steps = [(m, "sticker") for m in STICKER_STEP.finditer(sentence)]
        steps += [(m, "haul") for m in HAUL_STEP.finditer(sentence)]
        steps += [(m, "quote") for m in _QUOTED.finditer(sentence)]
        steps += [(m, "haul") for m in _HAUL_EN.finditer(sentence)]
        steps += [(m, "quote") for m in _GLOSSED.finditer(sentence)]
        if not steps or WAY_DOUBT.search(sentence):
            continue
        for m, kind in steps:
            place = subject_before(answer, start, start + m.start(), places)
            if place is None and (lead := list_lead(answer, start)) is not None:
                place = subject_before(answer, *lead, places)  # the list's lead names it
            own = way_of(place, found, places)
            if own is None:
                continue
            others = [w for w in found if w is not own and w.text]
            if kind in _TEXTS:
                said = _TEXTS[kind]
                if said.search(own.text) or not any(said.search(w.text) for w in others):
                    continue
            else:
                quoted = unspaced(m.group(1))
                if quoted in unspaced(own.text) or not any(_quotes(quoted, w.text) for w in others):
                    continue
            span = m.group(0)
            why = f"'{span}' is another district's way of applying, not {place}'s"
            out.append(Claim(span, "condition", kind, start + m.start(), start + m.end(), why))
    return out


def _keys(text: str) -> frozenset[str]:
    """The first two syllables of each Hangul word of ``text`` (``구역별`` → ``구역``): a word's
    stem with its ending or particle dropped (``지정된``/``지정``, ``넣어``/``넣어서``)."""
    return frozenset(m.group(0)[:2] for m in _HANGUL.finditer(text))


def _retold(
    answer: str, start: int, end: int, found: tuple[Way, ...], places: PlaceVocabulary
) -> list[Claim]:
    """A sentence that retells, unquoted, one how-to string of another district's output as the
    way of the district it names (``포천은 규격봉투에 넣어서 구역별 지정 요일에 버려요`` over 남양주시's
    ``규격봉투에 넣어 구역별 지정된 요일에 배출``): most (three fifths) of the string's word stems,
    at least :data:`_RETOLD` of them not in the named district's own how-to, and fewer of the
    sentence's stems in its own how-to than in that string. Rejects (passes) the district's own
    string retold, a sentence naming two districts' places (``중구는 …, 계양구는 …``) or likening
    one to another (``창원시도 달서구처럼 …``: :mod:`.likened`'s reading), a district no output is of,
    and a hedged sentence."""
    sentence = answer[start:end]
    if WAY_DOUBT.search(sentence):
        return []
    named = places_named(answer, start, end, places, likening=True)
    owns = {id(w): w for n in named if (w := way_of(n, found, places)) is not None}
    if len(owns) != 1:
        return []  # no district output's place, or two (each may retell its own)
    (own,) = owns.values()
    place = next(n for n in named if way_of(n, found, places) is own)
    said = _keys(sentence)
    if len(said) < _RETOLD:
        return []
    own_keys = _keys(own.text)
    for w in found:
        if w is own or not w.text:
            continue
        for entry in w.text.split("\n"):
            keys = _keys(entry)
            common = keys & said
            if len(common) * 5 >= len(keys) * 3 and len(common - own_keys) >= _RETOLD:
                if len(said & own_keys) < len(common):
                    span = sentence.strip().rstrip(".!。")
                    at = answer.find(span, start)
                    why = f"'{span}' retells another district's way of applying, not {place}'s"
                    return [Claim(span, "condition", "retold", at, at + len(span), why)]
    return []


def _absences(
    answer: str, start: int, end: int, found: tuple[Way, ...], places: PlaceVocabulary
) -> list[Claim]:
    """A statement that the data lists no way for the district named before it in its sentence,
    where that district's how-to names one and another district's is empty."""
    m = _NONE.search(answer, start, end)
    if (
        m is None
        or _NONE_DOUBT.search(answer, start, end)
        or not any(not WAYS.search(w.text) for w in found)
    ):
        return []
    place = named_before(answer, start, m.start(), places)
    own = way_of(place, found, places) if place else None
    if own is None or not WAYS.search(own.text):
        return []  # (a how-to string that names no way, "앖음", is no way named)
    why = f"{place}'s how-to names a way; another district's output is the one that lists none"
    return [Claim(m.group(0), "condition", "none", m.start(), m.end(), why)]
