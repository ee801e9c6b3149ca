"""Place name → coordinates. Offline: the gazetteer's 시군구 office positions (approximate)."""

from __future__ import annotations

from typing import Any, Protocol

from specialists.korean.gazetteer import all_districts, lookup_district, lookup_sido
from specialists.tooling import ProviderError


class GeocodingProvider(Protocol):
    async def geocode(self, place_name: str) -> dict[str, Any]: ...


class GazetteerGeocoder:
    """Resolves 시군구 and 시도 names offline; landmarks need a live geocoder (Kakao)."""

    async def geocode(self, place_name: str) -> dict[str, Any]:
        text = " ".join(place_name.split())
        if not text:
            raise ProviderError("위치를 찾을 장소 이름이 비어 있습니다.", needs_input=True)
        candidates = lookup_district(text)
        if len(candidates) > 1:
            names = ", ".join(d.key for d in candidates[:8])
            raise ProviderError(
                f"'{text}'은(는) 여러 지역에 있습니다({names}). 시·도를 함께 알려주세요.",
                needs_input=True,
            )
        if candidates:
            d = candidates[0]
            return {
                "place_name": d.key,
                "address": d.full_name,
                "latitude": d.latitude,
                "longitude": d.longitude,
                "precision": "district",
                "source": "embedded-gazetteer",
                "source_label": "시군구청 위치 기준 근사 좌표",
            }
        sido = lookup_sido(text)
        if sido is not None:
            members = [d for d in all_districts() if d.sido == sido]
            lat = sum(d.latitude for d in members) / len(members)
            lon = sum(d.longitude for d in members) / len(members)
            return {
                "place_name": sido.short,
                "address": sido.name,
                "latitude": round(lat, 4),
                "longitude": round(lon, 4),
                "precision": "province",
                "source": "embedded-gazetteer",
                "source_label": "시도 내 시군구 위치 평균(근사 좌표)",
            }
        raise ProviderError(
            f"'{text}'의 위치를 오프라인으로 찾을 수 없습니다. 시군구 이름(예: 마포구)이나 좌표를 알려주세요 "
            "(KAKAO_REST_API_KEY를 설정하면 장소 이름으로도 찾을 수 있습니다).",
            needs_input=True,
        )
