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

from specialists.bulk_waste.items import PATTERN as ITEM_PATTERN
from specialists.bulk_waste.items import find_item
from specialists.collection_point.payload import PATTERN as ITEM_TYPE_PATTERN
from specialists.collection_point.payload import find_item_type
from specialists.common.gazetteer import PlaceMention, find_mentions, lookup_district
from specialists.location.payload import PATTERN as PLACE_PATTERN
from specialists.location.payload import find_place_type
from specialists.recyclable_price.materials import PATTERN as MATERIAL_PATTERN
from specialists.recyclable_price.materials import find_material, normalize_region
from specialists.weather.payload import WASTE_CATEGORY_WORDS

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


def _rx(*words: str) -> re.Pattern[str]:
    return re.compile("|".join(words), re.IGNORECASE)


# --- markers ------------------------------------------------------------------------------------
# Each marker set is one regex alternation, written as a whitespace-separated list of patterns.
def _words(spec: str) -> re.Pattern[str]:
    return _rx(*spec.split())


_BULK = _words(r"""대형\s?폐기물 대형\s?쓰레기 큰\s?쓰레기 폐가구 bulky bulk\s+(?:waste|item|trash)
    large\s+(?:waste|item|furniture) 배출\s?스티커 폐기물\s?스티커 수거\s?신청 방문\s?수거""")
_DISPOSE = _words(r"""버리 버릴 버려 버린 처분 처리 배출 수거 내놓 폐기 수수료 비용 스티커 신청 얼마 dispose disposal
    throw\s+(?:away|out) get\s+rid discard fee pick\s?-?up how\s+much dump""")
_SELL = _words(r"""시세 가격 단가 매입 시가 팔면 팔아 팔\s수 팔수 팔려 kg\s?당 1\s?kg 한\s?kg 킬로당 prices?\b per\s?kg
    worth sell rates?\b 얼마 how\s+much \bpay\b \bget\s+for\b going\s+rate""")
_PRICE_STRONG = _words(
    r"시세 가격 단가 매입 kg\s?당 per\s?kg prices?\b \bsell 팔(?:면|아|려|고|까|\s?수)"
)
_WEATHER = _words(r"""날씨 기온 온도 습도 우산 비\s?(?:와|오|올|가|온|내리|소식|많이) 눈\s?(?:와|오|올|온|이\s?와|이\s?온|내리) 바람
    소나기 장마 더워 덥 추워 춥 weather \brain snow temperature forecast humid umbrella \bwind \bhot\b \bcold\b
    freezing""")
_NEAR = _words(
    r"근처 주변 가까운 가까이 인근 어디 위치 찾아 nearby near\b closest nearest where around find"
)
_CENTER = _words(r"센터 center centre")
_SEP_COLLECTION = _words(r"분리\s?수거\s?(?:장|함)")  # apartment/street recycling spots → location
_COLLECTION = _words(
    r"수거함 수거\s?박스 collection\s+(?:bin|box|point)s? drop[- ]?off \bbins?\b 무인\s?회수기 회수기"
)
_OUT_OF_SCOPE = _words(r"""캐릭터 그려 그림 이미지 인포그래픽 뉴스 주가 레벨 경험치 포인트 평점 월드컵 파이썬 python 주문 반품
    환율 stock news draw exchange\s+rate""")
_GREETING = _rx(r"^\s*(?:안녕|하이|hello|hi\b|hey)", r"이코야?\s*안녕", r"에코야?\s*안녕")
_THANKS = _words(r"고마워 감사 thank")
_CAPABILITY = _words(
    r"뭘\s?할\s?수 무엇을\s?할\s?수 뭐\s?할\s?수 뭘\s?도와 what\s+can\s+you \bhelp\b 사용법 기능"
)
_NATIONWIDE = _words(r"전국 nationwide \bnational")
_COORDS = re.compile(r"(-?\d{1,2}\.\d{2,})\s*[,/ ]\s*(-?\d{2,3}\.\d{2,})")
_RADIUS = re.compile(r"(\d+(?:\.\d+)?)\s*(km|킬로미터|킬로|㎞|m|미터|ｍ)(?![a-z])", re.IGNORECASE)
_STATION = re.compile(
    r"(?<![가-힣])(?!지하철역|전철역|기차역)([가-힣]{1,8}역)(?=\s|$|[은는이가에을를의도,.?!]|근처|주변|앞)"
)
# English station names users type → the Korean station name used as the area
_STATIONS_EN: dict[str, str] = {
    "seoul": "서울역", "gangnam": "강남역", "jamsil": "잠실역", "hongik university": "홍대입구역",
    "hongdae": "홍대입구역", "sinchon": "신촌역", "myeongdong": "명동역", "yeouido": "여의도역",
    "city hall": "시청역", "gwanghwamun": "광화문역", "itaewon": "이태원역", "sadang": "사당역",
    "yongsan": "용산역", "konkuk university": "건대입구역", "seolleung": "선릉역", "yeoksam": "역삼역",
    "busan": "부산역", "seomyeon": "서면역", "haeundae": "해운대역", "pangyo": "판교역", "suwon": "수원역",
}  # fmt: skip
_STATION_EN = re.compile(
    r"\b(" + "|".join(sorted(_STATIONS_EN, key=len, reverse=True)) + r")\s+station\b", re.I
)
_LANDMARK = re.compile(r"(홍대|신촌|명동|이태원|여의도|잠실|판교|해운대|광화문|종로)")
_GLUED = re.compile(r"[가-힣]{2,8}")

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


# --- slots ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Places:
    district: str | None  # resolved district key, or an ambiguous name as written (e.g. "중구")
    area: (
        str | None
    )  # the most specific place expression: district key, landmark or 시도 short name
    sido: str | None
    latitude: float | None
    longitude: float | None


def _glued_mentions(text: str) -> list[PlaceMention]:
    """``강남구소파`` — a district name glued to the next word, which the gazetteer scan skips."""
    for word in _GLUED.finditer(text):
        w = word.group(0)
        for end in range(len(w) - 1, 1, -1):
            if w[end - 1] in "구군시" and len(candidates := lookup_district(w[:end])) >= 1:
                return [
                    PlaceMention(word.start(), word.start() + end, w[:end], tuple(candidates), None)
                ]
    return []


def _places(text: str) -> _Places:
    mentions: list[PlaceMention] = find_mentions(text) or _glued_mentions(text)
    district: str | None = None
    sido: str | None = None
    for m in mentions:
        if m.districts and district is None:
            district = m.districts[0].key if len(m.districts) == 1 else m.text.split()[-1]
        if m.sido is not None and sido is None:
            sido = m.sido.short
    station_en = _STATION_EN.search(text)
    station = _STATIONS_EN[station_en.group(1).lower()] if station_en else None
    if station is None and (found := _STATION.search(text)) is not None:
        station = found.group(1)
    landmark = _LANDMARK.search(text)
    area = station or district or (landmark.group(0) if landmark else None) or sido
    lat = lon = None
    coords = _COORDS.search(text)
    if coords:
        a, b = float(coords.group(1)), float(coords.group(2))
        if 33 <= a <= 39 and 124 <= b <= 132:
            lat, lon = a, b
    return _Places(district, area, sido, lat, lon)


def _radius_m(text: str) -> int | None:
    match = _RADIUS.search(text)
    if match is None:
        return None
    value, unit = float(match.group(1)), match.group(2).lower()
    metres = value * 1000 if unit in ("km", "킬로미터", "킬로", "㎞") else value
    return int(metres) if 1 <= metres <= 20_000 else None


def _waste_category(text: str) -> str | None:
    low = text.lower()
    hits = [
        (low.find(w.lower()), cat) for w, cat in WASTE_CATEGORY_WORDS.items() if w.lower() in low
    ]
    return min(hits)[1] if hits else None


# --- intents ----------------------------------------------------------------------------------
_ITEM_TYPE_POS = _rx(
    r"폐건전지",
    r"건전지",
    r"배터리",
    r"형광등",
    r"의류",
    r"헌\s?옷",
    r"의약품",
    r"약",
    r"폐가전",
    r"전자제품",
    r"휴대폰",
    r"핸드폰",
    r"페트병",
    r"battery",
    r"batteries",
    r"bulb",
    r"clothes",
    r"medicine",
    r"phone",
    r"bottle",
)
_BIN_CONTEXT = _rx(r"곳", r"보상", r"drop\s?off", r"bring", r"recycl", r"reward")
_BULK_FEE = _rx(r"수수료", r"비용", r"\bfee")
_SELL_VERB = _rx(r"팔(?:면|아|려|고|까|\s?수)", r"매입", r"\bsell")
_RECYCLABLES = _rx(r"재활용품", r"고물", r"scrap", r"recyclable")
_WHERE_DISPOSE = re.compile(r"(?:어디서|where).*(?:버릴|버려|팔|sell|dispose)", re.I)
_CENTER_ALONE = re.compile(r"센터\s*(?:는|은)?\s*\??$")
_WHERE_TO_DROP = re.compile(r"(?:버릴|버리는|버려도\s?되는|팔)\s?(?:수\s?있는\s?)?곳")
_DEFINITION = _words(r"(?:가|이)\s?뭐(?:야|예요|에요)? 란\s?뭐 이란 what\s+is what's\s+a")
_RECYCLING_PLACES = ("recycling_center", "scrap_yard", "zero_waste_shop")


def _pos(pattern_text: str | None, text: str) -> int | None:
    return _first(re.compile(re.escape(pattern_text), re.I), text) if pattern_text else None


def _slots(name: str, text: str, places: _Places) -> dict[str, Any]:
    """The payload slots of one specialist, read from ``text`` (places come from the caller)."""
    if name == "bulk_waste":
        return {"item": find_item(text), "district": places.district}
    if name == "weather":
        return {"place": places.area, "latitude": places.latitude, "longitude": places.longitude,
                "waste_category": _waste_category(text)}  # fmt: skip
    if name == "recyclable_price":
        place = places.sido or places.district
        region = (
            normalize_region(place)
            if place
            else ("nationwide" if _NATIONWIDE.search(text) else None)
        )
        return {"material": find_material(text), "region": region}
    if name == "location":
        found = find_place_type(text)
        query, category = (found[1], found[0]) if found else ("재활용센터", "recycling_center")
        return {"query": query, "category": category, "area": places.area, "latitude": places.latitude,
                "longitude": places.longitude, "radius_m": _radius_m(text)}  # fmt: skip
    return {"item_type": find_item_type(text), "area": places.area, "latitude": places.latitude,
            "longitude": places.longitude}  # fmt: skip


def _detect(t: str, places: _Places) -> list[tuple[str, int, bool]]:
    """(specialist, position, strong) for every intent the text shows.

    *strong*: an explicit marker (수거함, 대형폐기물, 시세, 날씨, a place type); *weak*: only an item plus a
    disposal word. When a strong intent exists, weak ones are dropped — "헌옷 내놓으려는데 비 오나?" is a
    weather question, not a clothes-bin question.
    """
    item, item_type, material = find_item(t), find_item_type(t), find_material(t)
    place_type = find_place_type(t)
    sep_spot = _SEP_COLLECTION.search(t)
    dispose, near = _DISPOSE.search(t) is not None, _NEAR.search(t) is not None
    found: list[tuple[str, int, bool]] = []

    # collection_point: a bin, or a bin-type item (battery, lamp, medicine, ...) with a where/dispose word
    bin_pos = None if sep_spot else _first(_COLLECTION, t)
    if bin_pos is not None or (
        item_type is not None and (dispose or near or _BIN_CONTEXT.search(t))
    ):
        strong = (
            bin_pos is not None
            or near
            or item_type == "pet_compensation"
            or bool(_BIN_CONTEXT.search(t))
        )
        found.append(
            ("collection_point", _earliest(bin_pos, _first(ITEM_TYPE_PATTERN, t)) or 0, strong)
        )

    # location: a place type, or a (recycling) centre / recycling spot asked for with a where-word
    center_pos = _first(_CENTER, t) if near or _CENTER_ALONE.search(t) else None
    place_match = PLACE_PATTERN.search(t) if place_type else None
    if (
        place_type
        and place_match
        and bin_pos is not None
        and place_type[0] not in _RECYCLING_PLACES
    ):
        if 0 <= bin_pos - place_match.end() <= 2:
            place_type = (
                None  # "이마트 수거함": the bin is the question, the shop is where it stands
            )
    if place_type and not near and _DEFINITION.search(t):
        place_type = None  # "제로웨이스트가 뭐야?" asks what it is, not where
    drop_spot = item is None and item_type is None and _WHERE_TO_DROP.search(t) is not None
    if (
        place_type
        or sep_spot
        or center_pos is not None
        or drop_spot
        or (
            near
            and item is None
            and item_type is None
            and not _BULK.search(t)
            and _WHERE_DISPOSE.search(t)
        )
    ):
        position = (
            (place_match.start() if place_type and place_match else None)
            or _earliest(sep_spot.start() if sep_spot else None, center_pos)
            or _first(_NEAR, t)
        )
        found.append(("location", position or 0, True))

    # recyclable_price: a price/sell word with a material (or 재활용품/고물), or "sell" with a bulky item
    price_pos = _first(_PRICE_STRONG, t)
    priced_material = material is not None and _SELL.search(t) is not None
    priced_recyclables = price_pos is not None and _RECYCLABLES.search(t) is not None
    sold_item = item is not None and material is None and _SELL_VERB.search(t) is not None
    if (priced_material or priced_recyclables or sold_item) and not (
        item is not None and material is None and _BULK_FEE.search(t)
    ):
        found.append(
            ("recyclable_price", _earliest(_first(MATERIAL_PATTERN, t), price_pos) or 0, True)
        )

    # bulk_waste: 대형폐기물 words, or a bulky item with a dispose/fee word
    weather_pos = _first(_WEATHER, t)
    bulk_pos = _first(_BULK, t)
    priced = sold_item  # the bulky item itself is being sold ("냉장고 팔 수 있어?")
    alone = (
        item is not None and not found and weather_pos is None
    )  # "3인용 소파": a bulky item on its own
    if bulk_pos is not None or (
        item is not None and not priced and (dispose or places.district or alone)
    ):
        strong = (
            bulk_pos is not None or _BULK_FEE.search(t) is not None or places.district is not None
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
    if intents and _OUT_OF_SCOPE.search(t) and not explicit:
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
    places = _places(t)
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
        own = _places(clause)
        merged = own if name == "recyclable_price" else _Places(
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
            or _OUT_OF_SCOPE.search(message)
            or _THANKS.search(message)
            or _GREETING.search(message)
        ):
            state = ()
            continue
        t = " ".join(message.split())
        places = _places(t)
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
    if _THANKS.search(text):
        return "천만에요! 재활용이나 대형폐기물 배출에 대해 더 궁금한 게 있으면 물어보세요."
    if _GREETING.search(text):
        return "안녕하세요! " + _REPLY_SCOPE
    if _CAPABILITY.search(text):
        return _REPLY_SCOPE
    return "그 질문은 제가 도와드릴 수 있는 범위 밖이에요. " + _REPLY_SCOPE
