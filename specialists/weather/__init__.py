"""날씨 specialist."""

from specialists.weather.agent import WeatherSpecialist
from specialists.weather.payload import WeatherRequest
from specialists.weather.provider import NormalsWeatherProvider, WeatherProvider

__all__ = ["NormalsWeatherProvider", "WeatherProvider", "WeatherRequest", "WeatherSpecialist"]
