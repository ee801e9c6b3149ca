"""The model backend's settings: which backend answers, its model, endpoint and key, how many
model calls a run may make and how each call is retried (:class:`BackendSettings`, the first
fields of :class:`~agents_pkg.config.Settings`, which extends it with the rest).

They read ``ECO_TRIAGE_<FIELD>`` like every setting, except the endpoint and key, which read the
OpenAI client's own variables::

    ECO_TRIAGE_BACKEND=openai-compatible OPENAI_BASE_URL=http://127.0.0.1:8000/v1  # vLLM
    ECO_TRIAGE_MODEL_RETRIES=5 ECO_TRIAGE_MODEL_TIMEOUT_S=60

``backend`` ``auto`` is resolved by :class:`~agents_pkg.config.Settings` once every field is read;
:func:`retry_policy` is the attempts, timeout and backoff the settings give each model call.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import (
    AliasChoices,
    Field,
    NonNegativeFloat,
    NonNegativeInt,
    PositiveFloat,
    PositiveInt,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

from agents_pkg.models.retry import RetryPolicy

__all__ = ["PREFIX", "Backend", "BackendSettings", "env_alias", "retry_policy"]

Backend = Literal["offline", "openai", "openai-compatible"]
PREFIX = "ECO_TRIAGE_"


def env_alias(name: str) -> Any:
    """A field read from the environment variable ``name`` (not ``ECO_TRIAGE_<FIELD>``)."""
    return AliasChoices(name)


class BackendSettings(BaseSettings):
    """The model backend's part of :class:`~agents_pkg.config.Settings` (and the reading of
    every setting: prefix, ``.env``, frozen)."""

    model_config = SettingsConfigDict(
        env_prefix=PREFIX,
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        extra="ignore",  # a .env may hold other tools' variables
        frozen=True,
        validate_by_name=True,
        validate_by_alias=True,
        arbitrary_types_allowed=True,
    )

    backend: Literal["auto", "offline", "openai", "openai-compatible"] = Field(
        "auto",
        description="`offline`, `openai` (Responses API), `openai-compatible` (Chat Completions). "
        "`auto`: `openai-compatible` if `OPENAI_BASE_URL` is set, else `openai` if "
        "`OPENAI_API_KEY` is set, else `offline`",
    )
    model: str | None = Field(None, description="model name for the OpenAI backends")
    base_url: str | None = Field(
        None,
        validation_alias=env_alias("OPENAI_BASE_URL"),
        description="an OpenAI-compatible server, e.g. `http://127.0.0.1:8000/v1` (vLLM) or "
        "`http://127.0.0.1:11434/v1` (Ollama)",
    )
    api_key: str | None = Field(
        None,
        repr=False,
        validation_alias=env_alias("OPENAI_API_KEY"),
        description="key for the `openai` backend (any value for local servers)",
    )
    max_turns: PositiveInt = Field(8, description="model calls allowed per run")
    max_query_chars: PositiveInt = Field(4000, description="longer queries are refused")
    stage_budget_chars: PositiveInt = Field(
        2000,
        description="earlier stages' content passed to a later stage is cut to this, with a marker",
    )
    model_retries: NonNegativeInt = Field(
        3, description="retries with backoff on 429 / 5xx / network errors (real backends)"
    )
    model_timeout_s: PositiveFloat = Field(
        30.0,
        description="one model request's timeout; allow for how many runs one process serves",
    )
    model_retry_initial_delay_s: NonNegativeFloat = Field(
        0.5, description="first backoff of the model retries and the fallback loop"
    )
    model_retry_max_delay_s: NonNegativeFloat = Field(8.0, description="longest backoff")
    tracing: bool = Field(
        False, description="`1` exports SDK traces (sensitive data is never included)"
    )


def retry_policy(settings: BackendSettings) -> RetryPolicy:
    """Attempts, timeout and backoff of each model call on a real backend (see
    :class:`~agents_pkg.models.fallback.FallbackModel`, the one retry layer)."""
    return RetryPolicy(
        retries=settings.model_retries,
        timeout_s=settings.model_timeout_s,
        initial_delay_s=settings.model_retry_initial_delay_s,
        max_delay_s=settings.model_retry_max_delay_s,
    )
