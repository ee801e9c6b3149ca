"""수거함·보상 장소 specialist."""

from specialists.collection_point.agent import CollectionPointSpecialist
from specialists.collection_point.payload import CollectionPointRequest
from specialists.collection_point.provider import (
    CollectionPointProvider,
    OfficialCollectionPointProvider,
)

__all__ = [
    "CollectionPointProvider",
    "CollectionPointRequest",
    "CollectionPointSpecialist",
    "OfficialCollectionPointProvider",
]
