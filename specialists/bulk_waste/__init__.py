"""대형폐기물 specialist."""

from specialists.bulk_waste.agent import BulkWasteSpecialist
from specialists.bulk_waste.payload import BulkWasteRequest
from specialists.bulk_waste.provider import BulkWasteProvider, OfficialBulkWasteProvider

__all__ = [
    "BulkWasteProvider",
    "BulkWasteRequest",
    "BulkWasteSpecialist",
    "OfficialBulkWasteProvider",
]
