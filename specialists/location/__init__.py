"""주변 장소 specialist."""

from specialists.location.agent import LocationSpecialist
from specialists.location.payload import LocationRequest
from specialists.location.provider import OfficialPlacesProvider, PlacesProvider

__all__ = ["LocationRequest", "LocationSpecialist", "PlacesProvider", "OfficialPlacesProvider"]
