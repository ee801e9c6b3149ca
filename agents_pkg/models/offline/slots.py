"""Slot extraction for the offline triage: places (gazetteer, 동/역/landmarks, coordinates), radius,
waste category."""

from __future__ import annotations

import re
from dataclasses import dataclass

from specialists.korean.gazetteer import PlaceMention, find_mentions, lookup_district
from specialists.korean.lexicon import WASTE_CATEGORY_WORDS
from specialists.korean.localities import STATION, STATION_EN, STATIONS_EN, find_locality

COORDS = re.compile(r"(-?\d{1,2}\.\d{2,})\s*[,/ ]\s*(-?\d{2,3}\.\d{2,})")
RADIUS = re.compile(r"(\d+(?:\.\d+)?)\s*(km|킬로미터|킬로|㎞|m|미터|ｍ)(?![a-z])", re.IGNORECASE)
GLUED = re.compile(r"[가-힣]{2,8}")


# --- places ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Places:
    district: str | None  # resolved district key, or an ambiguous name as written (e.g. "중구")
    area: str | None  # the most specific place expression: station, district key, area, 시도
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


def places_in(text: str, *, localities: bool = True) -> Places:
    """Places named in ``text``; ``localities=False`` skips 동/역/landmark resolution (a clause of a
    message whose own places were already read)."""
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
    taken = [(m.start, m.end) for m in mentions]
    locality = find_locality(text, sido, taken) if localities else None
    if locality is not None and locality.district is not None:
        if district is None or (
            len(district.split()) == 1 and locality.district.endswith(district)
        ):
            district = locality.district  # 동탄 → 화성시; "인천 서구" for 청라 over a bare 서구
    landmark = locality.name if locality is not None and not locality.name.endswith("역") else None
    area = station or district or landmark or sido
    if (
        locality is not None
        and district
        and area == district
        and locality.name.endswith(("동", "읍", "면"))
    ):
        area = f"{district} {locality.name}"  # "망원동 폐의약품": the geocoder places the 동
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
