"""주변 장소 specialist."""

from specialists.location.agent import LocationSpecialist
from specialists.location.payload import LocationRequest
from specialists.location.provider import PlacesProvider, StorePlacesProvider

__all__ = ["LocationRequest", "LocationSpecialist", "PlacesProvider", "StorePlacesProvider"]
