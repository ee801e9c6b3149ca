"""Which provider each specialist uses, from the environment: live where a key is set, embedded otherwise.

| specialist | live provider | when |
|---|---|---|
| bulk_waste | MOIS 생활쓰레기 배출정보 | ``DATA_GO_KR_SERVICE_KEY`` |
| weather | KMA 초단기실황 / Open-Meteo | ``DATA_GO_KR_SERVICE_KEY`` / ``ECO_TRIAGE_WEATHER=open-meteo`` |
| recyclable_price | (no live API; an imported survey file when present) | — |
| location | Kakao Local | ``KAKAO_REST_API_KEY`` |
| collection_point | KECO 폐전자제품 수거함 (odcloud) | ``ODCLOUD_SERVICE_KEY`` or ``DATA_GO_KR_SERVICE_KEY`` |

``ECO_TRIAGE_WEATHER`` may force a weather source: ``kma`` (needs the data.go.kr key),
``open-meteo`` or ``normals``; unset or ``auto`` means KMA when the key is set, else the normals.
With ``KAKAO_REST_API_KEY`` the geocoder tries the offline gazetteer first (시군구/시도 names) and
Kakao keyword search second (landmarks, addresses).

Live providers need an ``httpx.AsyncClient`` the caller creates and closes; without one every
specialist stays on its embedded provider.

Without keys, bulk_waste, location and collection_point answer from the shipped official data
(:mod:`specialists.data.catalog`: fees, household-waste rules, bins, sites, centres), or from a
newer file imported with ``eco-triage data import``. Live adapters replace the parts they cover
when keyed: MOIS answers how to apply (fees stay the official fee file), Kakao answers places,
the KECO e-waste API answers small e-waste bins. Imported survey prices (``eco-triage data import
recyclable-prices``) answer regional price questions (:class:`ImportedPriceProvider`, falling back
to the embedded nationwide table, with a note, for what the file lacks).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from specialists.base import Specialist
from specialists.bulk_waste import BulkWasteSpecialist
from specialists.bulk_waste.provider import BulkWasteProvider, OfficialBulkWasteProvider
from specialists.collection_point import CollectionPointSpecialist
from specialists.collection_point.provider import (
    CollectionPointProvider,
    OfficialCollectionPointProvider,
)
from specialists.data.catalog import DataCatalog
from specialists.data.fee_store import STORE_FILE, default_store_path
from specialists.data.price_store import open_imported_prices
from specialists.geocoding import GazetteerGeocoder, GeocodingProvider
from specialists.korean.gazetteer import lookup_district
from specialists.korean.materials import PRICE_REGIONS, REGION_NAMES
from specialists.location import LocationSpecialist
from specialists.location.provider import OfficialPlacesProvider, PlacesProvider
from specialists.recyclable_price import RecyclablePriceSpecialist
from specialists.recyclable_price.imported import ImportedPriceProvider
from specialists.recyclable_price.provider import EmbeddedPriceProvider, PriceProvider
from specialists.tooling import ProviderError
from specialists.weather import WeatherSpecialist
from specialists.weather.provider import WeatherProvider

if TYPE_CHECKING:  # pragma: no cover
    import httpx

# The live adapters (and httpx under them) are imported only when a key asks for one, so the
# key-less default — every CLI ``ask`` without keys — does not pay for them at start-up.

DATA_GO_KR_KEY = "DATA_GO_KR_SERVICE_KEY"
ODCLOUD_KEY = "ODCLOUD_SERVICE_KEY"
KAKAO_KEY = "KAKAO_REST_API_KEY"
WEATHER_CHOICE = "ECO_TRIAGE_WEATHER"
#: Every environment variable the provider selection reads.
WEATHER_CHOICES = ("auto", "kma", "open-meteo", "normals")


def _env(env: Mapping[str, str], name: str) -> str | None:
    value = (env.get(name) or "").strip()
    return value or None


def weather_source(env: Mapping[str, str]) -> str:
    """``"kma"``, ``"open-meteo"`` or ``"normals"``; a ValueError for an unknown choice."""
    choice = (_env(env, WEATHER_CHOICE) or "auto").lower()
    if choice not in WEATHER_CHOICES:
        raise ValueError(f"{WEATHER_CHOICE}={choice!r} is not one of {', '.join(WEATHER_CHOICES)}")
    if choice == "kma" and _env(env, DATA_GO_KR_KEY) is None:
        raise ValueError(f"{WEATHER_CHOICE}=kma needs {DATA_GO_KR_KEY}")
    if choice == "auto":
        return "kma" if _env(env, DATA_GO_KR_KEY) else "normals"
    return choice


def _ambiguous_district(place_name: str) -> bool:
    return len(lookup_district(place_name)) > 1


class ChainGeocoder:
    """Tries geocoders in order and returns the first answer.

    ``final(place_name)`` marks failures that must not fall through: an ambiguous 시군구 name
    ("중구") is a question for the user, not something a keyword search should guess. When every
    geocoder fails, the last error is raised (the most specific one: the live search's).
    """

    def __init__(
        self,
        geocoders: Sequence[GeocodingProvider],
        *,
        final: Callable[[str], bool] = _ambiguous_district,
    ) -> None:
        if not geocoders:
            raise ValueError("ChainGeocoder needs at least one geocoder")
        self._geocoders = tuple(geocoders)
        self._final = final

    async def geocode(self, place_name: str) -> dict[str, Any]:
        error: ProviderError | None = None
        for geocoder in self._geocoders:
            try:
                return await geocoder.geocode(place_name)
            except ProviderError as exc:
                if self._final(place_name):
                    raise
                error = exc
        assert error is not None
        raise error


def _geocoder(
    env: Mapping[str, str], client: httpx.AsyncClient | None, catalog: DataCatalog
) -> GeocodingProvider:
    kakao = _env(env, KAKAO_KEY)
    if client is not None and kakao:
        from specialists.live.kakao import KakaoGeocoder

        return ChainGeocoder([GazetteerGeocoder(catalog), KakaoGeocoder(client, kakao)])
    return GazetteerGeocoder(catalog)


def live_configured(env: Mapping[str, str]) -> bool:
    """Whether any live data source is configured (and so an HTTP client is needed)."""
    return bool(
        _env(env, DATA_GO_KR_KEY) or _env(env, ODCLOUD_KEY) or _env(env, KAKAO_KEY)
        or weather_source(env) == "open-meteo"
    )  # fmt: skip


def _store_file(data_dir: Path | None) -> Path:
    return data_dir / STORE_FILE if data_dir is not None else default_store_path()


def build_specialists(
    env: Mapping[str, str], client: httpx.AsyncClient | None, *, data_dir: Path | None = None
) -> list[Specialist[Any]]:
    """The five specialists (same classes and order as :func:`specialists.default_specialists`).

    ``data_dir`` holds the imported files' SQLite store (default: ``$ECO_TRIAGE_DATA_DIR``).
    """
    store_file = _store_file(data_dir)
    data_key = _env(env, DATA_GO_KR_KEY)
    odcloud_key = _env(env, ODCLOUD_KEY) or data_key
    kakao_key = _env(env, KAKAO_KEY)
    weather = weather_source(env)
    catalog = DataCatalog(imported=store_file)  # opens nothing until a tool reads it
    geocoder = _geocoder(env, client, catalog)

    info: BulkWasteProvider | None = None
    forecast: WeatherProvider | None = None
    places: PlacesProvider | None = None
    live_bins: CollectionPointProvider | None = None
    if client is not None:
        from specialists.live.kakao import KakaoPlacesProvider
        from specialists.live.keco_bins import KecoBinProvider
        from specialists.live.kma import KmaWeatherProvider
        from specialists.live.mois import MoisBulkWasteProvider
        from specialists.live.open_meteo import OpenMeteoWeatherProvider

        if data_key:
            info = MoisBulkWasteProvider(client, data_key)
        if weather == "kma" and data_key:
            forecast = KmaWeatherProvider(client, data_key)
        elif weather == "open-meteo":
            forecast = OpenMeteoWeatherProvider(client)
        if kakao_key:
            places = KakaoPlacesProvider(client, kakao_key)
        if odcloud_key:
            live_bins = KecoBinProvider(client, odcloud_key)
    bulk = OfficialBulkWasteProvider(catalog, info)
    bins = OfficialCollectionPointProvider(catalog, geocoder, live_bins)
    prices: PriceProvider | None = None
    price_store = open_imported_prices(store_file)
    if price_store is not None:
        prices = ImportedPriceProvider(price_store, EmbeddedPriceProvider())

    return [
        BulkWasteSpecialist(bulk),
        WeatherSpecialist(forecast, geocoder),
        RecyclablePriceSpecialist(prices),
        LocationSpecialist(places or OfficialPlacesProvider(catalog), geocoder),
        CollectionPointSpecialist(bins, geocoder),
    ]


def describe(env: Mapping[str, str], *, data_dir: Path | None = None) -> dict[str, str]:
    """The provider each specialist will use (given a client), for ``eco-triage data status``."""
    store_file = _store_file(data_dir)
    data_key = _env(env, DATA_GO_KR_KEY)
    odcloud = _env(env, ODCLOUD_KEY)
    kakao = _env(env, KAKAO_KEY)
    weather = weather_source(env)
    geocoder = (
        "지명→좌표: 시군구 사전 후 카카오 장소 검색"
        if kakao
        else "지명→좌표: 시군구 사전(오프라인)"
    )
    weather_text = {
        "kma": f"kma — 기상청 초단기실황 ({DATA_GO_KR_KEY})",
        "open-meteo": f"open-meteo — Open-Meteo 현재 날씨 ({WEATHER_CHOICE}=open-meteo, 키 불필요)",
        "normals": "embedded — 월별 평년값(실시간 아님)",
    }[weather]
    bulk_text = (
        "shipped — 전국대형폐기물수거수수료정보표준데이터(수수료) + 생활쓰레기배출정보(신청 방법·담당 부서); "
        "파일에 없는 시군구는 없다고 안내"
    )
    if data_key:
        bulk_text += f"; 신청 방법은 mois — 행정안전부 생활쓰레기 배출정보 API ({DATA_GO_KR_KEY})"
    price_text = "embedded — 한국환경공단 재활용가능자원 가격조사 표(내장)"
    price_store = open_imported_prices(store_file)
    if price_store is not None:
        with price_store:
            regions = ", ".join(
                REGION_NAMES.get(r, r) for r in PRICE_REGIONS if r in price_store.regions()
            )
            price_text = (
                f"keco-price-import — 가져온 재활용가능자원 가격조사 ({price_store.count()}행, "
                f"{price_store.as_of()} 조사, 권역: {regions}; 없는 권역·품목은 내장 전국 평균)"
            )
    return {
        "bulk_waste": bulk_text,
        "weather": f"{weather_text}; {geocoder}",
        "recyclable_price": price_text,
        "location": (
            f"kakao — 카카오 로컬 ({KAKAO_KEY}); {geocoder}"
            if kakao
            else f"shipped — 전국재활용센터표준데이터 + 한국환경공단 재활용 보상 장소; {geocoder}"
        ),
        "collection_point": (
            "shipped — 폐의약품·폐형광등/폐건전지·의류·소형 폐가전 수거함, 보상 장소 (가까운 순)"
            + (
                f"; 소형 폐가전은 keco-bins — 한국환경공단 폐전자제품 수거함 "
                f"({ODCLOUD_KEY if odcloud else DATA_GO_KR_KEY})"
                if odcloud or data_key
                else ""
            )
        ),
    }
