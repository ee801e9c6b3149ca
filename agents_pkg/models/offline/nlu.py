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

from agents_pkg.models.offline import markers as m
from agents_pkg.models.offline.slots import (
    Places,
    places_in,
    radius_m,
    unknown_district,
    waste_category,
)
from specialists.collection_point.payload import PATTERN as ITEM_TYPE_PATTERN
from specialists.collection_point.payload import find_item_type
from specialists.korean.items import PATTERN as ITEM_PATTERN
from specialists.korean.items import find_item
from specialists.korean.materials import PATTERN as MATERIAL_PATTERN
from specialists.korean.materials import find_material, normalize_region
from specialists.location.payload import PATTERN as PLACE_PATTERN
from specialists.location.payload import find_place_type

MAX_INTENTS = 3


@dataclass(frozen=True, slots=True)
class Intent:
    specialist: str
    position: int
    score: int
    slots: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Analysis:
    intents: tuple[Intent, ...]
    reply: str  # what triage says itself when no specialist applies


_REPLY_SCOPE = (
    "저는 재활용 도우미예요. 대형폐기물 수수료·신청 방법, 날씨에 맞는 배출 팁, 재활용품 시세, "
    "주변 재활용센터·고물상 등 장소, 폐건전지·형광등·의류 수거함을 안내해 드려요. "
    "예: '강남구 소파 버리는 비용', '폐지 가격', '마포구 고물상 위치'."
)


def _first(pattern: re.Pattern[str], text: str) -> int | None:
    match = pattern.search(text)
    return match.start() if match else None


def _earliest(*positions: int | None) -> int | None:
    found = [p for p in positions if p is not None]
    return min(found) if found else None


# --- intents ----------------------------------------------------------------------------------
def _pos(pattern_text: str | None, text: str) -> int | None:
    return _first(re.compile(re.escape(pattern_text), re.I), text) if pattern_text else None


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
            else ("nationwide" if m.NATIONWIDE.search(text) else None)
        )
        return {"material": find_material(text), "region": region}
    if name == "location":
        found = find_place_type(text)
        query, category = (found[1], found[0]) if found else ("재활용센터", "recycling_center")
        return {"query": query, "category": category, "area": places.area, "latitude": places.latitude,
                "longitude": places.longitude, "radius_m": radius_m(text)}  # fmt: skip
    return {"item_type": find_item_type(text), "area": places.area, "latitude": places.latitude,
            "longitude": places.longitude}  # fmt: skip


def _detect(t: str, places: Places) -> list[tuple[str, int, bool]]:
    """(specialist, position, strong) for every intent the text shows.

    *strong*: an explicit marker (수거함, 대형폐기물, 시세, 날씨, a place type); *weak*: only an item plus a
    disposal word. When a strong intent exists, weak ones are dropped — "헌옷 내놓으려는데 비 오나?" is a
    weather question, not a clothes-bin question.
    """
    item, item_type, material = find_item(t), find_item_type(t), find_material(t)
    place_type = find_place_type(t)
    sep_spot = m.SEP_COLLECTION.search(t)
    dispose, near = m.DISPOSE.search(t) is not None, m.NEAR.search(t) is not None
    found: list[tuple[str, int, bool]] = []

    # collection_point: a bin, or a bin-type item (battery, lamp, medicine, ...) with a where/dispose word
    bin_pos = None if sep_spot else _first(m.COLLECTION, t)
    if bin_pos is not None or (
        item_type is not None and (dispose or near or m.BIN_CONTEXT.search(t))
    ):
        strong = (
            bin_pos is not None
            or near
            or item_type == "pet_compensation"
            or bool(m.BIN_CONTEXT.search(t))
        )
        found.append(
            ("collection_point", _earliest(bin_pos, _first(ITEM_TYPE_PATTERN, t)) or 0, strong)
        )

    # location: a place type, or a (recycling) centre / recycling spot asked for with a where-word
    center_pos = _first(m.CENTER, t) if near or m.CENTER_ALONE.search(t) else None
    place_match = PLACE_PATTERN.search(t) if place_type else None
    if (
        place_type
        and place_match
        and bin_pos is not None
        and place_type[0] not in m.RECYCLING_PLACES
    ):
        if 0 <= bin_pos - place_match.end() <= 2:
            place_type = (
                None  # "이마트 수거함": the bin is the question, the shop is where it stands
            )
    if place_type and not near and m.DEFINITION.search(t):
        place_type = None  # "제로웨이스트가 뭐야?" asks what it is, not where
    drop_spot = item is None and item_type is None and m.WHERE_TO_DROP.search(t) is not None
    if (
        place_type
        or sep_spot
        or center_pos is not None
        or drop_spot
        or (
            near
            and item is None
            and item_type is None
            and not m.BULK.search(t)
            and m.WHERE_DISPOSE.search(t)
        )
    ):
        position = (
            (place_match.start() if place_type and place_match else None)
            or _earliest(sep_spot.start() if sep_spot else None, center_pos)
            or _first(m.NEAR, t)
        )
        found.append(("location", position or 0, True))

    # recyclable_price: a price/sell word with a material (or 재활용품/고물), or "sell" with a bulky item
    price_pos = _first(m.PRICE_STRONG, t)
    priced_material = material is not None and m.SELL.search(t) is not None
    priced_recyclables = price_pos is not None and m.RECYCLABLES.search(t) is not None
    sold_item = item is not None and material is None and m.SELL_VERB.search(t) is not None
    if (priced_material or priced_recyclables or sold_item) and not (
        item is not None and material is None and m.BULK_FEE.search(t)
    ):
        found.append(
            ("recyclable_price", _earliest(_first(MATERIAL_PATTERN, t), price_pos) or 0, True)
        )

    # bulk_waste: 대형폐기물 words, or a bulky item with a dispose/fee word
    weather_pos = _first(m.WEATHER, t)
    bulk_pos = _first(m.BULK, t)
    priced = sold_item  # the bulky item itself is being sold ("냉장고 팔 수 있어?")
    alone = (
        item is not None and not found and weather_pos is None
    )  # "3인용 소파": a bulky item on its own
    if bulk_pos is not None or (
        item is not None and not priced and (dispose or places.district or alone)
    ):
        strong = (
            bulk_pos is not None or m.BULK_FEE.search(t) is not None or places.district is not None
        )
        found.append(("bulk_waste", _earliest(bulk_pos, _first(ITEM_PATTERN, t)) or 0, strong))

    if weather_pos is not None:
        found.append(("weather", weather_pos, True))

    intents = [f for f in found if f[2]] or found
    explicit = (
        place_type
        or bin_pos is not None
        or price_pos is not None
        or weather_pos is not None
        or bulk_pos
    )
    if intents and m.OUT_OF_SCOPE.search(t) and not explicit:
        return []
    return sorted(intents, key=lambda f: f[1])[:MAX_INTENTS]


# Where one request ends and the next begins: punctuation and connectives (…이랑, …하고, …고, and, also).
_CLAUSE_BREAK = re.compile(
    r"[,;?!]\s*|\s+(?:그리고|또|그리고요|and|also|plus)\s+"
    r"|(?<=[가-힣])(이랑|랑|하고|(?<=[주있없되마보이])고|며|면서)\s+",
    re.I,
)


def _segments(text: str) -> list[tuple[int, int]]:
    bounds, start = [], 0
    for match in _CLAUSE_BREAK.finditer(text):
        end = (
            match.end(1) if match.group(1) else match.start()
        )  # a connective stays with its clause
        if end > start:
            bounds.append((start, end))
        start = match.end()
    if start < len(text):
        bounds.append((start, len(text)))
    return bounds or [(0, len(text))]


def analyze(text: str) -> Analysis:
    """Intents (ordered by first mention) with their payload slots, or a reply for out-of-scope text.

    With several intents, each gets its own clause of the message as ``request`` and reads its slots
    from that clause first; a place mentioned once ("강남구 소파 비용이랑 날씨") is shared by the stages
    that need one. A price region is only taken from the price clause itself.
    """
    t = " ".join(text.split())
    places = places_in(t)
    detected = _detect(t, places)
    if len(detected) <= 1:
        intents = tuple(Intent(name, pos, 3, _slots(name, t, places)) for name, pos, _ in detected)
        return Analysis(intents, _reply(t))
    segments = _segments(t)

    def segment_of(position: int) -> int:
        return next(
            (i for i, (a, b) in enumerate(segments) if a <= position < b), len(segments) - 1
        )

    built: list[Intent] = []
    for index, (name, pos, _) in enumerate(detected):
        # an intent's clause runs from its segment up to the next intent's segment: clauses without an
        # intent of their own ("…냉장고, 버리는 비용") stay with the one before
        first = segment_of(pos)
        following = (
            segment_of(detected[index + 1][1]) if index + 1 < len(detected) else len(segments)
        )
        last = max(first, following - 1)
        clause = t[segments[first][0] : segments[last][1]].strip(" ,;")
        own = places_in(clause)
        merged = own if name == "recyclable_price" else Places(
            own.district or places.district, own.area or places.area, own.sido or places.sido,
            own.latitude if own.latitude is not None else places.latitude,
            own.longitude if own.longitude is not None else places.longitude,
        )  # fmt: skip
        slots = _slots(name, clause, merged)
        for key, value in _slots(
            name, t, places
        ).items():  # a place the clause lacks, e.g. 강남구 for 날씨
            if slots.get(key) is None and key in _PLACE_KEYS and name != "recyclable_price":
                slots[key] = value
        slots["request"] = clause
        built.append(Intent(name, pos, 3, slots))
    return Analysis(tuple(built), _reply(t))


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
    return Intent(intent.specialist, intent.position, intent.score, slots)


def analyze_conversation(user_messages: list[str]) -> Analysis:
    """Like :func:`analyze` for the last message, but a follow-up with no intent of its own
    ("거기 말고 마포구는?", "냉장고는?") reuses the previous turn's route, with the new slots applied."""
    state: tuple[Intent, ...] = ()
    last = Analysis((), _reply(""))
    for message in user_messages:
        last = analyze(message)
        if last.intents:
            if state and len(last.intents) == 1:  # one new question in a running conversation
                last = Analysis(tuple(_carry(i, state) for i in last.intents), last.reply)
            state = last.intents
            continue
        if (
            not state
            or m.OUT_OF_SCOPE.search(message)
            or m.THANKS.search(message)
            or m.GREETING.search(message)
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
                updated.append(Intent(intent.specialist, intent.position, intent.score, slots))
        state = tuple(updated)
        last = Analysis(state, last.reply)
    return last


def _reply(text: str) -> str:
    if m.THANKS.search(text):
        return "천만에요! 재활용이나 대형폐기물 배출에 대해 더 궁금한 게 있으면 물어보세요."
    if m.GREETING.search(text):
        return "안녕하세요! " + _REPLY_SCOPE
    if m.CAPABILITY.search(text):
        return _REPLY_SCOPE
    return "그 질문은 제가 도와드릴 수 있는 범위 밖이에요. " + _REPLY_SCOPE
