"""Choose the model provider for a run: the embedded offline model, OpenAI, or a compatible server."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agents import Model, ModelProvider, OpenAIProvider

from agents_pkg.config import Settings
from agents_pkg.errors import ConfigurationError
from agents_pkg.models.offline import MODEL_NAME, OfflineModel
from specialists.base import Specialist


class OfflineProvider(ModelProvider):
    """Every agent runs on one shared, stateless :class:`OfflineModel`."""

    def __init__(self, specialists: Sequence[Specialist[Any]]) -> None:
        self._model = OfflineModel(specialists)

    def get_model(self, model_name: str | None) -> Model:
        return self._model


class NamedModelProvider(ModelProvider):
    """Resolves agents without a model name to ``default_name``.

    Used instead of ``RunConfig.model`` so a model pinned on one agent (a planned stage, a test's
    ScriptedModel) still wins: a string in ``RunConfig.model`` would override every agent.
    """

    def __init__(self, inner: ModelProvider, default_name: str | None) -> None:
        self._inner, self._default = inner, default_name

    def get_model(self, model_name: str | None) -> Model:
        return self._inner.get_model(model_name or self._default)


def make_model_provider(
    settings: Settings, specialists: Sequence[Specialist[Any]]
) -> tuple[ModelProvider, str]:
    """The provider for ``settings.backend`` and a label for results (``offline:eco-offline-1``)."""
    if settings.backend == "offline":
        return OfflineProvider(specialists), f"offline:{MODEL_NAME}"
    if settings.backend == "openai-compatible":
        if not settings.base_url:
            raise ConfigurationError("ECO_TRIAGE_BACKEND=openai-compatible needs OPENAI_BASE_URL")
        # Local servers (vLLM, Ollama, llama.cpp) accept any key; the openai client insists on one.
        provider = OpenAIProvider(
            api_key=settings.api_key or "not-needed",
            base_url=settings.base_url,
            use_responses=False,
        )
        return NamedModelProvider(
            provider, settings.model
        ), f"openai-compatible:{settings.model or 'default'}"
    if not settings.api_key:
        raise ConfigurationError("ECO_TRIAGE_BACKEND=openai needs OPENAI_API_KEY")
    return OpenAIProvider(
        api_key=settings.api_key, use_responses=True
    ), f"openai:{settings.model or 'default'}"
