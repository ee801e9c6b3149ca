"""Live providers: adapters over real public HTTP APIs (KMA, Open-Meteo, Kakao Local, MOIS, KECO).

Each adapter implements the same Protocol as its offline counterpart and takes an injected
``httpx.AsyncClient`` (created and closed by the caller). :func:`specialists.live.select.build_specialists`
picks, per specialist, the live adapter whose key is configured or the embedded provider otherwise.

The names below are imported on first access (PEP 562), so importing :mod:`specialists.live.select`
without keys never loads the adapters or httpx.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from specialists.live.kakao import KakaoGeocoder, KakaoPlacesProvider
    from specialists.live.keco_bins import KecoBinProvider
    from specialists.live.kma import KmaWeatherProvider, latlon_to_grid, nowcast_base_time
    from specialists.live.mois import MoisBulkWasteProvider
    from specialists.live.open_meteo import OpenMeteoWeatherProvider
    from specialists.live.select import ChainGeocoder, build_specialists, describe

_WHERE = {
    "ChainGeocoder": "select", "KakaoGeocoder": "kakao", "KakaoPlacesProvider": "kakao",
    "KecoBinProvider": "keco_bins", "KmaWeatherProvider": "kma", "MoisBulkWasteProvider": "mois",
    "OpenMeteoWeatherProvider": "open_meteo", "build_specialists": "select", "describe": "select",
    "latlon_to_grid": "kma", "nowcast_base_time": "kma",
}  # fmt: skip

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


def __getattr__(name: str) -> object:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_WHERE[name]}"), name)
