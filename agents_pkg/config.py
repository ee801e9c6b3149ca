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
| ``ECO_TRIAGE_REQUEST_TIMEOUT_S`` | ``60`` | one deadline per request, retries and fallback included |
| ``ECO_TRIAGE_MAX_MODEL_CALLS_PER_STAGE`` | ``12`` | model calls one stage may make, whatever layer retries |
| ``ECO_TRIAGE_API_KEYS`` | — | comma-separated keys or ``sha256:<hex>``; kept hashed; set = keys required |
| ``ECO_TRIAGE_PRINCIPAL_HEADER`` | — | header the trusted host sets to the end user's name |
| ``ECO_TRIAGE_SESSION_SECRET`` | data-dir file | signs server-issued session ids |
| ``ECO_TRIAGE_RATE_LIMIT_PER_MIN`` / ``_BURST`` | ``120`` / a quarter | per principal and client IP; ``0`` = off |
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from agents_pkg.errors import ConfigurationError
from agents_pkg.models.retry import RetryPolicy
from guardrails.pii import PiiPolicy
from specialists.live.select import SOURCE_VARS

Backend = Literal["offline", "openai", "openai-compatible"]
_BACKENDS = ("offline", "openai", "openai-compatible")


def positive_int(
    env: Mapping[str, str], name: str, default: int, *, allow_zero: bool = False
) -> int:
    """``env[name]`` as a positive integer (``default`` when unset or empty; ``0`` too with
    ``allow_zero``); a clear error otherwise."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigurationError(f"{name} must be an integer, got {raw!r}") from None
    if value < 0 or (value == 0 and not allow_zero):
        raise ConfigurationError(f"{name} must be positive, got {value}")
    return value


def positive_number(env: Mapping[str, str], name: str, default: float) -> float:
    """``env[name]`` as a positive number (``default`` when unset or empty); a clear error otherwise."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigurationError(f"{name} must be a number, got {raw!r}") from None
    if value <= 0:
        raise ConfigurationError(f"{name} must be positive, got {raw}")
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
    # --- host-service hardening: deadline, call budget, callers, rate limits (README "Security")
    request_timeout_s: float = 60.0  # one deadline per request, retries and fallback included
    max_model_calls_per_stage: int = 12  # whatever layer retries
    api_key_hashes: tuple[str, ...] = ()  # sha256 hex of each accepted API key; () = keys off
    principal_header: str | None = None  # trusted caller header set by the host / reverse proxy
    session_secret: str | None = field(default=None, repr=False)  # signs session tokens
    rate_limit_per_min: int = 0  # per principal and per client IP; 0 = off
    rate_limit_burst: int = 0  # bucket size; 0 = the per-minute figure

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
            **_hardening_from_env(env),
        )


def hash_api_key(key: str) -> str:
    """The form an API key is kept in: its SHA-256, hex (the plain key is never stored)."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def parse_api_keys(raw: str) -> tuple[str, ...]:
    """``ECO_TRIAGE_API_KEYS``: comma-separated keys, each plain (hashed here, at least 16
    characters) or already hashed as ``sha256:<64 hex>`` (the form to put in a config file)."""
    hashes: list[str] = []
    for entry in (part.strip() for part in raw.split(",")):
        if not entry:
            continue
        if entry.startswith("sha256:"):
            digest = entry.removeprefix("sha256:").lower()
            if not re.fullmatch(r"[0-9a-f]{64}", digest):
                raise ValueError("a sha256: entry needs 64 hex digits")
            hashes.append(digest)
        elif len(entry) < 16:
            raise ValueError("a key needs at least 16 characters (use a random token)")
        else:
            hashes.append(hash_api_key(entry))
    return tuple(dict.fromkeys(hashes))


def _hardening_from_env(env: Mapping[str, str]) -> dict[str, Any]:
    """The request deadline, call budget, API keys, principal header and rate limits."""
    try:
        hashes = parse_api_keys(env.get("ECO_TRIAGE_API_KEYS") or "")
    except ValueError as exc:
        raise ConfigurationError(f"ECO_TRIAGE_API_KEYS: {exc}") from None
    header = (env.get("ECO_TRIAGE_PRINCIPAL_HEADER") or "").strip() or None
    if header is not None and not re.fullmatch(r"[A-Za-z0-9-]{1,64}", header):
        raise ConfigurationError(
            f"ECO_TRIAGE_PRINCIPAL_HEADER must be a header name such as X-Eco-Principal, got {header!r}"
        )
    rate = positive_int(env, "ECO_TRIAGE_RATE_LIMIT_PER_MIN", 120, allow_zero=True)
    return {
        "request_timeout_s": float(positive_int(env, "ECO_TRIAGE_REQUEST_TIMEOUT_S", 60)),
        "max_model_calls_per_stage": positive_int(env, "ECO_TRIAGE_MAX_MODEL_CALLS_PER_STAGE", 12),
        "api_key_hashes": hashes,
        "principal_header": header,
        "session_secret": env.get("ECO_TRIAGE_SESSION_SECRET") or None,
        "rate_limit_per_min": rate,
        "rate_limit_burst": positive_int(
            env, "ECO_TRIAGE_RATE_LIMIT_BURST", max(rate // 4, 1) if rate else 0, allow_zero=True
        ),
    }
