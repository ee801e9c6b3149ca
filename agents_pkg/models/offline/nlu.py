"""Rule-based Korean/English understanding for the offline triage model.

``analyze(text)`` finds up to three intents, each with the slots its handoff payload needs. Intents
are ordered by where the user first mentions them, so "폐지 가격이랑 마포구 고물상" plans
``recyclable_price`` before ``location``. Slots are only ever taken from the text — a missing
district stays ``None`` and the specialist asks for it.

Vocabulary lives with the specialists (items, materials, place types, item types) and the
gazetteer; this module only decides which of them the user meant.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from agents_pkg.models.offline.evidence import Reading, mentions, read
from agents_pkg.models.offline.scoring import Decision, Scored, decide
from agents_pkg.models.offline.slots import (
    Places,
    places_in,
    radius_m,
    unknown_district,
    waste_category,
)
from specialists.korean.bins import find_item_type
from specialists.korean.items import find_item
from specialists.korean.materials import find_material, normalize_region
from specialists.korean.places import find_place_type

MAX_INTENTS = 3


@dataclass(frozen=True, slots=True)
class Intent:
    specialist: str
    position: int
    confidence: float  # 0..1, from the intent's evidence score (0.5 at the routing threshold)
    slots: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Analysis:
    intents: tuple[Intent, ...]
    reply: str  # what triage says itself when no specialist applies
    kind: str = "route"  # "route" | "clarify" | "out_of_scope"
    confidence: float = 1.0  # of the decision: the weakest routed intent, or of "no service"


_REPLY_SCOPE = (
    "저는 재활용 도우미예요. 대형폐기물 수수료·신청 방법, 날씨에 맞는 배출 팁, 재활용품 시세, "
    "주변 재활용센터·고물상 등 장소, 폐건전지·형광등·의류 수거함을 안내해 드려요. "
    "예: '강남구 소파 버리는 비용', '폐지 가격', '마포구 고물상 위치'."
)


def _slots(name: str, text: str, places: Places) -> dict[str, Any]:
    """The payload slots of one specialist, read from ``text`` (places come from the caller)."""
    if name == "bulk_waste":
        # a district-like word the gazetteer does not know ("가나다구") is passed on as written, so the
        # user hears it is unknown instead of a generic question
        return {"item": find_item(text), "district": places.district or unknown_district(text)}
    if name == "weather":
        return {"place": places.area, "latitude": places.latitude, "longitude": places.longitude,
                "waste_category": waste_category(text)}  # fmt: skip
    if name == "recyclable_price":
        place = places.sido or places.district
        region = (
            normalize_region(place)
            if place
            else ("nationwide" if mentions(text, "nationwide") else None)
        )
        return {"material": find_material(text), "region": region}
    if name == "location":
        found = find_place_type(text)
        query, category = (found[1], found[0]) if found else ("재활용센터", "recycling_center")
        return {"query": query, "category": category, "area": places.area, "latitude": places.latitude,
                "longitude": places.longitude, "radius_m": radius_m(text)}  # fmt: skip
    return {"item_type": find_item_type(text), "area": places.area, "latitude": places.latitude,
            "longitude": places.longitude}  # fmt: skip


_SERVICE_NAMES = {
    "bulk_waste": "대형폐기물 배출(수수료·신청 방법)",
    "weather": "날씨",
    "recyclable_price": "재활용품 시세",
    "location": "주변 장소 찾기",
    "collection_point": "수거함 위치",
}


def _clarify(decision: Decision) -> str:
    """A short question naming the two likeliest services."""
    first, second = (_SERVICE_NAMES[s.service] for s in decision.candidates[:2])
    return f"{first}와 {second} 중 어떤 걸 도와드릴까요? 조금만 더 자세히 말씀해 주세요."


# What the PII guardrail puts in place of a masked value ("[PHONE]"): not words of the message.
_PLACEHOLDER = re.compile(r"\[[A-Z_]{2,20}\]")


def _span_of(
    reading: Reading, clauses: tuple[tuple[int, int], ...], scored: Scored, following: Scored | None
) -> str:
    """An intent's clause runs from its own clause up to the next intent's: clauses without an intent
    of their own ("…냉장고, 버리는 비용") stay with the one before."""

    def index(position: int) -> int:
        return next((i for i, (a, b) in enumerate(clauses) if a <= position < b), len(clauses) - 1)

    first = min(index(scored.position), index(scored.clause[0]))
    last = index(following.position) - 1 if following is not None else len(clauses) - 1
    last = max(first, last)
    return reading.masked()[clauses[first][0] : clauses[last][1]].strip(" ,;+")


def analyze(text: str) -> Analysis:
    """Intents (ordered by first mention) with their payload slots, or a reply for text triage answers
    itself (out of scope, or a clarifying question when the evidence is too weak to route).

    With several intents, each gets its own clause of the message as ``request`` and reads its slots
    from that clause first; a place mentioned once ("강남구 소파 비용이랑 날씨") is shared by the stages
    that need one. A price region is only taken from the price clause itself. Negated parts
    ("날씨는 됐고", "냉장고 말고") are never read for slots.
    """
    t = " ".join(text.split())
    reading = read(_PLACEHOLDER.sub(lambda m: " " * len(m.group(0)), t))
    decision = decide(reading)
    if decision.kind != "route":
        reply = _clarify(decision) if decision.kind == "clarify" else _reply(t)
        return Analysis((), reply, decision.kind, decision.confidence)
    masked = " ".join(reading.masked().split()) if reading.negated else t
    places = places_in(masked)
    routed = decision.intents
    if len(routed) == 1:
        only = routed[0]
        intent = Intent(only.service, only.position, only.confidence,
                        _slots(only.service, masked, places))  # fmt: skip
        return Analysis((intent,), _reply(t), "route", decision.confidence)
    built: list[Intent] = []
    for index, scored in enumerate(routed):
        following = routed[index + 1] if index + 1 < len(routed) else None
        clause = _span_of(reading, decision.clauses, scored, following)
        own = places_in(clause, localities=False)
        name = scored.service
        merged = own if name == "recyclable_price" else Places(
            own.district or places.district, own.area or places.area, own.sido or places.sido,
            own.latitude if own.latitude is not None else places.latitude,
            own.longitude if own.longitude is not None else places.longitude,
        )  # fmt: skip
        slots = _slots(name, clause, merged)
        for key, value in _slots(name, masked, places).items():  # a place the clause lacks
            if slots.get(key) is None and key in _PLACE_KEYS and name != "recyclable_price":
                slots[key] = value
        slots["request"] = clause
        built.append(Intent(name, scored.position, scored.confidence, slots))
    return Analysis(tuple(built), _reply(t), "route", decision.confidence)


_FOLLOW_UP_KEYS = (
    "item",
    "district",
    "place",
    "area",
    "material",
    "region",
    "item_type",
    "query",
    "category",
)
_PLACE_KEYS = ("district", "place", "area", "latitude", "longitude")


def _carry(intent: Intent, previous: tuple[Intent, ...]) -> Intent:
    """Fill a new intent's missing slots from the previous turn: all of them from the same specialist,
    and a place from any ("강남구 소파 수수료" → "날씨는?" asks about 강남구)."""
    slots = dict(intent.slots)
    for prev in previous:
        same = prev.specialist == intent.specialist
        for key, value in prev.slots.items():
            if key == "request" or value is None or slots.get(key) is not None or key not in slots:
                continue
            if same or key in _PLACE_KEYS:
                slots[key] = value
        place = prev.slots.get("district") or prev.slots.get("place") or prev.slots.get("area")
        for key in ("district", "place", "area"):
            if key in slots and slots[key] is None and place is not None:
                slots[key] = place
    return Intent(intent.specialist, intent.position, intent.confidence, slots)


def analyze_conversation(user_messages: list[str]) -> Analysis:
    """Like :func:`analyze` for the last message, but a follow-up with no intent of its own
    ("거기 말고 마포구는?", "냉장고는?") reuses the previous turn's route, with the new slots applied."""
    state: tuple[Intent, ...] = ()
    last = Analysis((), _reply(""))
    for message in user_messages:
        last = analyze(message)
        if last.intents:
            if state and len(last.intents) == 1:  # one new question in a running conversation
                carried = tuple(_carry(i, state) for i in last.intents)
                last = Analysis(carried, last.reply, last.kind, last.confidence)
            state = last.intents
            continue
        if (
            not state
            or last.kind == "clarify"
            or mentions(message, "thanks", "greeting", "other_task")
        ):
            state = ()
            continue
        t = " ".join(message.split())
        places = places_in(t)
        updated = []
        for intent in state:
            fresh = _slots(intent.specialist, t, places)
            slots = dict(intent.slots)
            slots.pop("request", None)
            changed = False
            for key in _FOLLOW_UP_KEYS:
                if key in fresh and fresh[key] is not None and key in slots:
                    if key in ("query", "category") and not find_place_type(t):
                        continue  # location's default query is not a new value
                    slots[key] = fresh[key]
                    changed = True
            if changed:
                updated.append(Intent(intent.specialist, intent.position, intent.confidence, slots))
        state = tuple(updated)
        if state:
            last = Analysis(state, last.reply, "route", min(i.confidence for i in state))
    return last


def _reply(text: str) -> str:
    if mentions(text, "thanks"):
        return "천만에요! 재활용이나 대형폐기물 배출에 대해 더 궁금한 게 있으면 물어보세요."
    if mentions(text, "greeting"):
        return "안녕하세요! " + _REPLY_SCOPE
    if mentions(text, "capability"):
        return _REPLY_SCOPE
    return "그 질문은 제가 도와드릴 수 있는 범위 밖이에요. " + _REPLY_SCOPE
