"""Configuration: one frozen object, with defaults read from environment variables.

| variable | default | meaning |
|---|---|---|
| ``ECO_TRIAGE_BACKEND`` | ``auto`` | ``offline``, ``openai`` (Responses API), ``openai-compatible`` (Chat Completions at ``OPENAI_BASE_URL``); ``auto`` = ``openai-compatible`` if ``OPENAI_BASE_URL`` is set, else ``openai`` if ``OPENAI_API_KEY`` is set, else ``offline`` |
| ``ECO_TRIAGE_MODEL`` | SDK default | model name for the OpenAI backends |
| ``ECO_TRIAGE_MAX_TURNS`` | ``8`` | model calls allowed per run |
| ``ECO_TRIAGE_MAX_QUERY_CHARS`` | ``4000`` | longer queries are refused with a clear message |
| ``ECO_TRIAGE_STAGE_BUDGET_CHARS`` | ``2000`` | earlier stages' content passed to a later stage is cut to this, with a marker |
| ``ECO_TRIAGE_TRACING`` | ``0`` | ``1`` exports SDK traces (never with sensitive data) |
| ``ECO_TRIAGE_MODEL_RETRIES`` | ``3`` | retries with backoff on 429 / 5xx / network errors (OpenAI backends) |
| ``ECO_TRIAGE_MODEL_TIMEOUT_S`` | ``30`` | timeout of one model request, seconds (OpenAI backends) |
| ``ECO_TRIAGE_PII_POLICY`` | defaults | per-kind overrides, e.g. ``PHONE=block,EMAIL=allow`` |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, cast

from agents_pkg.errors import ConfigurationError
from agents_pkg.models.retry import RetryPolicy
from guardrails.pii import PiiPolicy
from specialists.live.select import SOURCE_VARS

Backend = Literal["offline", "openai", "openai-compatible"]
_BACKENDS = ("offline", "openai", "openai-compatible")


def positive_int(env: Mapping[str, str], name: str, default: int) -> int:
    """``env[name]`` as a positive integer (``default`` when unset or empty); a clear error otherwise."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigurationError(f"{name} must be an integer, got {raw!r}") from None
    if value <= 0:
        raise ConfigurationError(f"{name} must be positive, got {value}")
    return value


def retry_policy(settings: Settings) -> RetryPolicy:
    """Attempts, timeout and backoff of each model call on a real backend (see
    :class:`~agents_pkg.models.fallback.FallbackModel`, the one retry layer)."""
    return RetryPolicy(
        retries=settings.model_retries,
        timeout_s=settings.model_timeout_s,
        initial_delay_s=settings.model_retry_initial_delay_s,
        max_delay_s=settings.model_retry_max_delay_s,
    )


@dataclass(frozen=True, slots=True)
class Settings:
    backend: Backend = "offline"
    model: str | None = None
    base_url: str | None = None
    api_key: str | None = None
    max_turns: int = 8
    max_query_chars: int = 4000
    stage_budget_chars: int = 2000
    model_retries: int = 3
    model_timeout_s: float = 30.0
    model_retry_initial_delay_s: float = 0.5  # backoff of the SDK retries and the fallback loop
    model_retry_max_delay_s: float = 8.0
    tracing: bool = False
    pii_policy: PiiPolicy = field(default_factory=PiiPolicy.default)
    # keys and choices of the live data sources (DATA_GO_KR_SERVICE_KEY, KAKAO_REST_API_KEY,
    # ODCLOUD_SERVICE_KEY, ECO_TRIAGE_WEATHER); empty = the shipped, embedded data only
    data_sources: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        raw = (env.get("ECO_TRIAGE_BACKEND") or "auto").strip().lower()
        if raw == "auto":
            if env.get("OPENAI_BASE_URL"):
                raw = "openai-compatible"
            elif env.get("OPENAI_API_KEY"):
                raw = "openai"
            else:
                raw = "offline"
        if raw not in _BACKENDS:
            raise ConfigurationError(
                f"ECO_TRIAGE_BACKEND={raw!r} is not one of auto, {', '.join(_BACKENDS)}"
            )
        try:
            pii_policy = PiiPolicy.from_env(env.get("ECO_TRIAGE_PII_POLICY"))
        except ValueError as exc:
            raise ConfigurationError(f"ECO_TRIAGE_PII_POLICY: {exc}") from None
        return cls(
            pii_policy=pii_policy,
            backend=cast(Backend, raw),
            model=env.get("ECO_TRIAGE_MODEL") or None,
            base_url=env.get("OPENAI_BASE_URL") or None,
            api_key=env.get("OPENAI_API_KEY") or None,
            max_turns=positive_int(env, "ECO_TRIAGE_MAX_TURNS", 8),
            max_query_chars=positive_int(env, "ECO_TRIAGE_MAX_QUERY_CHARS", 4000),
            stage_budget_chars=positive_int(env, "ECO_TRIAGE_STAGE_BUDGET_CHARS", 2000),
            model_retries=positive_int(env, "ECO_TRIAGE_MODEL_RETRIES", 3),
            model_timeout_s=float(positive_int(env, "ECO_TRIAGE_MODEL_TIMEOUT_S", 30)),
            tracing=(env.get("ECO_TRIAGE_TRACING") or "0").strip() in ("1", "true", "yes"),
            data_sources={k: env[k] for k in SOURCE_VARS if env.get(k)},
        )
