"""The five specialists. ``default_specialists()`` builds them on their embedded providers."""

from __future__ import annotations

from typing import Any

from specialists.base import Specialist

SPECIALIST_NAMES = ("bulk_waste", "weather", "recyclable_price", "location", "collection_point")


def default_specialists() -> list[Specialist[Any]]:
    """All five specialists on their offline providers (embedded data + any imported files)."""
    from specialists.bulk_waste import BulkWasteSpecialist
    from specialists.collection_point import CollectionPointSpecialist
    from specialists.location import LocationSpecialist
    from specialists.recyclable_price import RecyclablePriceSpecialist
    from specialists.weather import WeatherSpecialist

    return [
        BulkWasteSpecialist(),
        WeatherSpecialist(),
        RecyclablePriceSpecialist(),
        LocationSpecialist(),
        CollectionPointSpecialist(),
    ]


__all__ = ["SPECIALIST_NAMES", "Specialist", "default_specialists"]
