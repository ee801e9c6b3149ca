"""Coordinate and address checks for point datasets (bins, sites, centres).

A point is kept only if its coordinates parse, lie in a box around Korea, and lie within a
distance of its 시군구's representative point (the KMA grid table's position, see
``specialists/korean/districts.json``) that depends on the kind of 시군구: a 자치구 is small, a 시
or 군 can be 60 km across. Each refusal has a reason the importer counts.
"""

from __future__ import annotations

import math
import re

from specialists.data.keco_clean import LAT_RANGE, LON_RANGE
from specialists.data.store import haversine_m
from specialists.korean.gazetteer import District

__all__ = [
    "FAR_FROM_DISTRICT",
    "MAX_KM",
    "MISSING",
    "OUTSIDE_KOREA",
    "UNPARSEABLE",
    "check_point",
    "dong_of",
    "normalize_dong",
]

MISSING = "missing coordinates"
UNPARSEABLE = "unparseable coordinates"
OUTSIDE_KOREA = "coordinates outside Korea"
FAR_FROM_DISTRICT = "coordinates far from their 시군구"

# Largest plausible distance (km) from a 시군구's representative point to a place inside it.
# 자치구 of the metropolitan cities are at most ~15 km across; rural 시·군 reach ~50 km from their
# office (울주군, 홍천군, 제주시). 옹진군's office is on the mainland, its islands 80+ km away.
MAX_KM = {"구": 15.0, "시": 45.0, "군": 50.0}
_FAR_EXCEPTIONS_KM = {"옹진군": 200.0, "울릉군": 30.0}


def _km_limit(district: District) -> float:
    return _FAR_EXCEPTIONS_KM.get(district.name, MAX_KM.get(district.kind, 45.0))


def check_point(lat_raw: str, lon_raw: str, district: District | None) -> tuple[float, float] | str:
    """``(latitude, longitude)``, or the reason the pair is unusable. Columns that put the
    longitude first are recognised (a latitude is always < 90 and Korea's longitude > 120)."""
    lat_text, lon_text = lat_raw.strip(), lon_raw.strip()
    if not lat_text or not lon_text:
        return MISSING
    try:
        lat, lon = float(lat_text), float(lon_text)
    except ValueError:
        return UNPARSEABLE
    if not (math.isfinite(lat) and math.isfinite(lon)):
        return UNPARSEABLE
    if lat > 90 and lon < 90:  # the two columns swapped
        lat, lon = lon, lat
    if not (LAT_RANGE[0] <= lat <= LAT_RANGE[1] and LON_RANGE[0] <= lon <= LON_RANGE[1]):
        return OUTSIDE_KOREA
    if district is not None:
        km = haversine_m(lat, lon, district.latitude, district.longitude) / 1000
        if km > _km_limit(district):
            return FAR_FROM_DISTRICT
    return lat, lon


_DONG = re.compile(r"^[가-힣]+[0-9]*[가-힣]*(동|읍|면|가)$")
_DONG_NUMBER = re.compile(r"제?\d+(?=동$)")
_GA = re.compile(r"(동)\d*가$")


def normalize_dong(name: str) -> str:
    """``"망원1동"`` → ``"망원동"``, ``"회현동1가"`` → ``"회현동"``, ``"성수1가제2동"`` → ``"성수동"``."""
    text = "".join(name.split())
    text = re.sub(r"\d+가(?=제?\d*동$)", "", text)
    text = _GA.sub(r"\1", text)
    return _DONG_NUMBER.sub("", text)


def dong_of(address: str | None) -> str | None:
    """The 동/읍/면 named in a 지번 or 도로명 address, normalised (:func:`normalize_dong`)."""
    if not address:
        return None
    words = address.replace("(", " ").replace(")", " ").replace(",", " ").split()
    for word in words:
        if _DONG.match(word) and not word.endswith(("시", "구", "군")):
            if word.endswith("가") and not re.search(r"\d가$", word):
                continue  # "…가" that is not "○○동1가"
            return normalize_dong(word)
    return None
