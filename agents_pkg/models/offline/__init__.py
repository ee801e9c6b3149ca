"""The embedded, deterministic offline model."""

from agents_pkg.models.offline.model import MODEL_NAME, OfflineModel

__all__ = ["MODEL_NAME", "OfflineModel"]
