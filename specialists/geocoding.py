"""Place name → coordinates, offline.

* 시군구 and 시도 names: the gazetteer's KMA grid-table points (기상청 단기예보 격자_위경도,
  2024-01-01), with the KMA grid cell (``nx``/``ny``) for weather lookups.
* 동/읍/면 names ("망원동", "마포구 망원동"): the mean position of the public-data places (bins,
  centres) whose addresses name that 동 — an approximation, labelled as such; a 동 name found in
  several 시군구 is a question for the user.

Landmarks need a live geocoder (Kakao).
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from specialists.data.catalog import DataCatalog
from specialists.data.geo_clean import normalize_dong
from specialists.korean.gazetteer import District, all_districts, lookup_district, lookup_sido
from specialists.tooling import ProviderError

KMA_LABEL = "기상청 격자_위경도 표(2024-01-01)의 시군구 대표 좌표"
DONG_LABEL = "공공데이터(수거함·재활용센터) 주소에 나온 {dong} 위치들의 평균(근사)"


class GeocodingProvider(Protocol):
    async def geocode(self, place_name: str) -> dict[str, Any]: ...


def _district_result(d: District) -> dict[str, Any]:
    return {
        "place_name": d.key,
        "address": d.full_name,
        "latitude": d.latitude,
        "longitude": d.longitude,
        "nx": d.nx,
        "ny": d.ny,
        "district": d.key,
        "precision": "district",
        "source": "kma-grid",
        "source_label": KMA_LABEL,
        "as_of": "2024-01-01",
    }


class GazetteerGeocoder:
    """Resolves 시군구, 시도 and 동 names offline (see the module docstring)."""

    def __init__(self, catalog: DataCatalog | None = None) -> None:
        self._catalog = catalog or DataCatalog()

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
            return _district_result(candidates[0])
        sido = lookup_sido(text)
        if sido is not None:
            members = [d for d in all_districts() if d.sido == sido]
            return {
                "place_name": sido.short,
                "address": sido.name,
                "latitude": round(sum(d.latitude for d in members) / len(members), 4),
                "longitude": round(sum(d.longitude for d in members) / len(members), 4),
                "precision": "province",
                "source": "kma-grid",
                "source_label": "시도 내 시군구 대표 좌표(기상청 격자_위경도 표)의 평균(근사)",
                "as_of": "2024-01-01",
            }
        found = await asyncio.to_thread(self._dong, text)
        if found is not None:
            return found
        raise ProviderError(
            f"'{text}'의 위치를 오프라인으로 찾을 수 없습니다. 시군구 이름(예: 마포구)이나 좌표를 알려주세요 "
            "(KAKAO_REST_API_KEY를 설정하면 장소 이름으로도 찾을 수 있습니다).",
            needs_input=True,
        )

    def _dong(self, text: str) -> dict[str, Any] | None:
        """``"망원동"`` / ``"마포구 망원동"`` → the 동's approximate position, or ``None``."""
        words = text.split()
        dong = normalize_dong(words[-1])
        if not dong.endswith(("동", "읍", "면", "가")) or len(dong) < 2:
            return None
        within = lookup_district(" ".join(words[:-1])) if len(words) > 1 else []
        points = self._catalog.dong_points(dong)
        if len(within) == 1:
            points = [p for p in points if p[0] == within[0].key]
        if not points:
            return None
        if len(points) > 1:
            names = ", ".join(p[0] for p in points[:6])
            raise ProviderError(
                f"'{dong}'은(는) 여러 시군구에 있습니다({names}). 시군구를 함께 알려주세요 "
                f"(예: {points[0][0]} {dong}).",
                needs_input=True,
            )
        key, lat, lon, n = points[0]
        district = lookup_district(key)[0]
        return {
            "place_name": dong,
            "address": f"{district.full_name} {dong}",
            "latitude": round(lat, 6),
            "longitude": round(lon, 6),
            "district": key,
            "precision": "dong",
            "places_averaged": n,
            "source": "public-data-addresses",
            "source_label": DONG_LABEL.format(dong=dong),
        }
