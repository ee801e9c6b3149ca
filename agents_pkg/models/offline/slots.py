"""Slot extraction for the offline triage: places (gazetteer, stations, coordinates), radius, waste category."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agents_pkg.models.offline.markers import (
    COORDS,
    GLUED,
    LANDMARK,
    RADIUS,
    STATION,
    STATION_EN,
    STATIONS_EN,
)
from specialists.korean.gazetteer import PlaceMention, find_mentions, lookup_district
from specialists.weather.payload import WASTE_CATEGORY_WORDS

# A whole word ending in 동/읍/면 (then a space, a particle or the end), and words that only look so.
DONG = re.compile(r"(?<![가-힣])([가-힣]{1,5}[0-9]?(?:동|읍|면))(?=$|\s|에서|에|의|근처|주변|쪽)")
DONG_STOPWORDS = frozenset(
    {
        "자동",
        "이동",
        "활동",
        "행동",
        "운동",
        "공동",
        "작동",
        "수동",
        "전동",
        "대면",
        "비대면",
        "측면",
        "표면",
        "이면",
        "방면",
    }
)


# --- places ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Places:
    district: str | None  # resolved district key, or an ambiguous name as written (e.g. "중구")
    area: (
        str | None
    )  # the most specific place expression: district key, landmark or 시도 short name
    sido: str | None
    latitude: float | None
    longitude: float | None


def glued_mentions(text: str) -> list[PlaceMention]:
    """``강남구소파`` — a district name glued to the next word, which the gazetteer scan skips."""
    for word in GLUED.finditer(text):
        w = word.group(0)
        for end in range(len(w) - 1, 1, -1):
            if w[end - 1] in "구군시" and len(candidates := lookup_district(w[:end])) >= 1:
                return [
                    PlaceMention(word.start(), word.start() + end, w[:end], tuple(candidates), None)
                ]
    return []


def places_in(text: str) -> Places:
    mentions: list[PlaceMention] = find_mentions(text) or glued_mentions(text)
    district: str | None = None
    sido: str | None = None
    for m in mentions:
        if m.districts and district is None:
            district = m.districts[0].key if len(m.districts) == 1 else m.text.split()[-1]
        if m.sido is not None and sido is None:
            sido = m.sido.short
    station_en = STATION_EN.search(text)
    station = STATIONS_EN[station_en.group(1).lower()] if station_en else None
    if station is None and (found := STATION.search(text)) is not None:
        station = found.group(1)
    landmark = LANDMARK.search(text)
    dong = DONG.search(
        text
    )  # "망원동 폐의약품": a 동 the geocoder finds in the public data's addresses
    area = station or district or (landmark.group(0) if landmark else None) or sido
    if dong is not None and dong.group(1) not in DONG_STOPWORDS:
        area = (
            f"{district} {dong.group(1)}"
            if area == district and district
            else area or dong.group(1)
        )
    lat = lon = None
    coords = COORDS.search(text)
    if coords:
        a, b = float(coords.group(1)), float(coords.group(2))
        if 33 <= a <= 39 and 124 <= b <= 132:
            lat, lon = a, b
    return Places(district, area, sido, lat, lon)


def radius_m(text: str) -> int | None:
    match = RADIUS.search(text)
    if match is None:
        return None
    value, unit = float(match.group(1)), match.group(2).lower()
    metres = value * 1000 if unit in ("km", "킬로미터", "킬로", "㎞") else value
    return int(metres) if 1 <= metres <= 20_000 else None


def waste_category(text: str) -> str | None:
    low = text.lower()
    hits = [
        (low.find(w.lower()), cat) for w, cat in WASTE_CATEGORY_WORDS.items() if w.lower() in low
    ]
    return min(hits)[1] if hits else None


# Words ending in 구/군 that are not places (furniture, tools, exits, electoral districts, ...).
_NOT_PLACES = frozenset(
    "자치구 지역구 선거구 비상구 출입구 문방구 필기구 운동기구 놀이기구 주방기구 조명기구 가전기구 "
    "배수구 하수구 환풍구 배출구 투입구 수거구 장난감구 사무용가구 원목가구 중고가구 대형가구 전통가구".split()
)
_DISTRICT_LIKE = re.compile(r"(?<![가-힣])([가-힣]{2,4}[구군])(?=\s|$|[은는이가에을를의도서]|에서)")


def unknown_district(text: str) -> str | None:
    """A word shaped like a 구/군 name that no gazetteer entry matches, as written (else ``None``)."""
    for match in _DISTRICT_LIKE.finditer(text):
        word = match.group(1)
        if word not in _NOT_PLACES and not word.endswith(("가구", "기구", "도구", "완구")):
            return word
    return None
