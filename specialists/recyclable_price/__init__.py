"""재활용품 시세 specialist."""

from specialists.recyclable_price.agent import RecyclablePriceSpecialist
from specialists.recyclable_price.payload import RecyclablePriceRequest
from specialists.recyclable_price.provider import EmbeddedPriceProvider, PriceProvider

__all__ = [
    "EmbeddedPriceProvider",
    "PriceProvider",
    "RecyclablePriceRequest",
    "RecyclablePriceSpecialist",
]
