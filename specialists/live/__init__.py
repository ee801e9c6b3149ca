"""Live providers: adapters over real public HTTP APIs (KMA, Open-Meteo, Kakao Local, MOIS, KECO).

Each adapter implements the same Protocol as its offline counterpart and takes an injected
``httpx.AsyncClient`` (created and closed by the caller). :func:`specialists.live.select.build_specialists`
picks, per specialist, the live adapter whose key is configured or the embedded provider otherwise.
"""

from __future__ import annotations

from specialists.live.kakao import KakaoGeocoder, KakaoPlacesProvider
from specialists.live.keco_bins import KecoBinProvider
from specialists.live.kma import KmaWeatherProvider, latlon_to_grid, nowcast_base_time
from specialists.live.mois import MoisBulkWasteProvider
from specialists.live.open_meteo import OpenMeteoWeatherProvider
from specialists.live.select import ChainGeocoder, build_specialists, describe

__all__ = [
    "ChainGeocoder",
    "KakaoGeocoder",
    "KakaoPlacesProvider",
    "KecoBinProvider",
    "KmaWeatherProvider",
    "MoisBulkWasteProvider",
    "OpenMeteoWeatherProvider",
    "build_specialists",
    "describe",
    "latlon_to_grid",
    "nowcast_base_time",
]
