"""Model backends: the embedded offline model and the OpenAI / OpenAI-compatible providers."""

from agents_pkg.models.provider import OfflineProvider, make_model_provider

__all__ = ["OfflineProvider", "make_model_provider"]
