"""Choose the model provider for a run: the embedded offline model, OpenAI, or a compatible server."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agents import Model, ModelProvider, OpenAIChatCompletionsModel, OpenAIProvider
from agents.models import get_default_model
from openai import AsyncOpenAI

from agents_pkg.backend_settings import retry_policy
from agents_pkg.config import Settings
from agents_pkg.errors import ConfigurationError
from agents_pkg.models.fallback import FallbackProvider
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


# --- real-model client: one explicit AsyncOpenAI per orchestrator, shared with the fallback ---
def make_openai_client(settings: Settings) -> AsyncOpenAI | None:
    """The ``openai`` client of a real backend (``None`` for offline).

    ``max_retries=0``: the :class:`~agents_pkg.models.fallback.FallbackModel` is the single retry
    layer, so every attempt is visible and countable. ``timeout`` bounds each request.
    """
    if settings.backend == "offline":
        return None
    if settings.backend == "openai-compatible":
        if not settings.base_url:
            raise ConfigurationError("ECO_TRIAGE_BACKEND=openai-compatible needs OPENAI_BASE_URL")
        # Local servers (vLLM, Ollama, llama.cpp) accept any key; the openai client insists on one.
        api_key = settings.api_key or "not-needed"
    else:
        if not settings.api_key:
            raise ConfigurationError("ECO_TRIAGE_BACKEND=openai needs OPENAI_API_KEY")
        api_key = settings.api_key
    return AsyncOpenAI(
        api_key=api_key,
        base_url=settings.base_url,  # OPENAI_BASE_URL, if set, for both backends
        max_retries=0,
        timeout=settings.model_timeout_s,
    )


# --- end real-model client ---


def model_label(settings: Settings) -> str:
    """How results name the model: ``offline:eco-offline-1``, ``openai:gpt-4.1-mini``."""
    if settings.backend == "offline":
        return f"offline:{MODEL_NAME}"
    return f"{settings.backend}:{settings.model or 'default'}"


def make_model_provider(
    settings: Settings,
    specialists: Sequence[Specialist[Any]],
    client: AsyncOpenAI | None = None,
) -> tuple[ModelProvider, str]:
    """The provider for ``settings.backend`` and a label for results (``offline:eco-offline-1``).

    Real backends use ``client`` (or a new one from :func:`make_openai_client`): ``openai`` speaks
    the Responses API, ``openai-compatible`` Chat Completions; every model is wrapped in a
    :class:`~agents_pkg.models.fallback.FallbackModel` whose fallback is Chat Completions on the same
    client.
    """
    if settings.backend == "offline":
        return OfflineProvider(specialists), model_label(settings)
    client = client or make_openai_client(settings)
    use_responses = settings.backend == "openai"
    assert client is not None
    fallback_client = client
    provider = NamedModelProvider(
        OpenAIProvider(openai_client=client, use_responses=use_responses), settings.model
    )

    def fallback_model(name: str | None) -> Model:
        model = name or settings.model or get_default_model()
        return OpenAIChatCompletionsModel(model=model, openai_client=fallback_client)

    wrapped = FallbackProvider(provider, fallback_model, retry_policy(settings))
    return wrapped, model_label(settings)
