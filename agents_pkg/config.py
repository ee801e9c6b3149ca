"""Configuration: one validated, frozen :class:`Settings` (pydantic-settings).

Every field reads an environment variable (``ECO_TRIAGE_<FIELD>`` unless the field names another)
and a ``.env`` file in the working directory; keyword arguments win over both::

    Settings()                                  # environment + .env
    Settings(redis_url="redis://cache:6379/0")  # the same, with one value set in code
    Settings.from_env({"ECO_TRIAGE_MAX_TURNS": "4"})  # only the given mapping (tests, tools)

The model backend's fields (backend, model, endpoint, key, turns, retries) are
:class:`~agents_pkg.backend_settings.BackendSettings`, which :class:`Settings` extends; API keys
are parsed by :mod:`agents_pkg.api_keys`.

Empty variables count as unset. A bad value raises :class:`ConfigurationError` naming the variable.
The README's configuration table is :func:`agents_pkg.cli.settings_doc.settings_table` (``eco-triage config --markdown``).
To add a setting, add a field at the end of :class:`Settings` with a ``description``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from contextvars import ContextVar
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AliasChoices,
    Field,
    NonNegativeInt,
    PositiveFloat,
    PositiveInt,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import (
    BaseSettings,
    NoDecode,
    PydanticBaseSettingsSource,
)

from agents_pkg.api_keys import parse_api_keys
from agents_pkg.backend_settings import PREFIX, BackendSettings, env_alias
from agents_pkg.errors import ConfigurationError
from guardrails.pii import PiiPolicy
from specialists.data.fee_store import STORE_FILE
from specialists.data.store import default_data_dir
from specialists.live.select import DATA_GO_KR_KEY, KAKAO_KEY, ODCLOUD_KEY, WEATHER_CHOICE

__all__ = ["Settings", "env_var", "env_vars"]

SERVED_RATE_LIMIT_PER_MIN = 120
_ONLY_ARGUMENTS: ContextVar[bool] = ContextVar("eco_triage_settings_only_arguments", default=False)


def _configuration_error(exc: ValidationError) -> ConfigurationError:
    problems = []
    for error in exc.errors():  # never error["input"]: it may be a key or a password
        field = str(error["loc"][0]) if error["loc"] else ""
        # loc is the field name, or the variable itself for fields read from OPENAI_API_KEY etc.
        where = f"{env_var(field)} ({field})" if field in Settings.model_fields else field
        where = where or "settings"
        problems.append(f"{where}: {error['msg'].removeprefix('Value error, ')}")
    return ConfigurationError("invalid configuration: " + "; ".join(problems))


class Settings(BackendSettings):
    """Everything eco-triage reads from its environment, validated once."""

    pii_policy: Annotated[PiiPolicy, NoDecode] = Field(
        default_factory=PiiPolicy.default,
        description="per-kind overrides of the PII defaults, e.g. `PHONE=block,EMAIL=allow`",
    )
    data_go_kr_service_key: str | None = Field(
        None,
        repr=False,
        validation_alias=env_alias(DATA_GO_KR_KEY),
        description="KMA nowcast (weather) and MOIS bulk-waste info; KECO bins too unless "
        f"`{ODCLOUD_KEY}` is set",
    )
    kakao_rest_api_key: str | None = Field(
        None,
        repr=False,
        validation_alias=env_alias(KAKAO_KEY),
        description="Kakao Local place search and geocoding (location, landmarks)",
    )
    odcloud_service_key: str | None = Field(
        None,
        repr=False,
        validation_alias=env_alias(ODCLOUD_KEY),
        description="KECO e-waste bins on odcloud (collection_point)",
    )
    weather: Literal["auto", "kma", "open-meteo", "normals"] = Field(
        "auto", description="`auto`, `kma`, `open-meteo` (key-less), `normals`"
    )
    data_dir: Path = Field(
        default_factory=default_data_dir,
        description="where `data import` keeps its SQLite store (and the default session DB)",
    )
    redis_url: str | None = Field(
        None,
        repr=False,  # may carry a password
        description="shared session store (several server instances): `redis://`, `rediss://` "
        "or `unix://`",
    )
    session_db: Path | None = Field(
        None,
        description="SQLite session store when no Redis",
    )
    session_ttl_s: Annotated[PositiveInt | None, NoDecode] = Field(
        86400,
        description="a session expires this long after its last turn; `0` or `none` = never",
    )
    session_max_turns: PositiveInt = Field(10, description="turns (user + answer pairs) kept")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(
        "WARNING", description="log level of the CLI and `eco-triage serve` (`--log-level` wins)"
    )
    log_json: bool = Field(
        False, description="`1`: JSON log lines on stderr, uvicorn's included (`--log-json`)"
    )
    cors_origins: Annotated[tuple[str, ...], NoDecode] = Field(
        (),
        description="origins allowed to call the HTTP API from a browser, comma-separated "
        "(`*` = any); empty = no CORS headers",
    )
    live_cache: bool = Field(
        True, description="keep live API answers for their source's TTL (`0`: ask every time)"
    )
    live_requests_per_minute: PositiveInt = Field(
        60,
        description="requests per minute per live-API key; past that the source is reported busy",
    )

    # --- host-service hardening (README "Security") -------------------------------------------
    request_timeout_s: PositiveFloat = Field(
        60.0,
        description="one deadline per request: model attempts, retries and fallback are cut to "
        "it, and a tool call still running at it is cancelled",
    )
    max_model_calls_per_stage: PositiveInt = Field(
        12, description="model calls one stage may make, whatever layer retries"
    )
    api_key_hashes: Annotated[tuple[str, ...], NoDecode] = Field(
        (),
        repr=False,
        validation_alias=AliasChoices(PREFIX + "API_KEYS", "api_key_hashes"),
        description="comma-separated API keys (16+ characters) or `sha256:<hex>`; kept hashed; "
        "set = every HTTP request needs one",
    )
    principal_header: str | None = Field(
        None, description="header the trusted host sets to the end user's name"
    )
    session_secret: str | None = Field(
        None,
        repr=False,
        description="signs server-issued session ids (default: a random file in the data dir)",
    )
    rate_limit_per_min: NonNegativeInt | None = Field(
        None,
        description="requests per minute per principal and per client IP; `0` = off; unset: "
        f"`{SERVED_RATE_LIMIT_PER_MIN}` under `eco-triage serve`, off in an embedded app",
    )
    rate_limit_burst: NonNegativeInt | None = Field(
        None, description="bucket size of the rate limit; unset: a quarter of the per-minute figure"
    )
    # --- connections of `eco-triage serve` (agents_pkg/server/connections.py) -------------------
    read_timeout_s: PositiveFloat = Field(
        10.0,
        description="a request's headers and body must arrive within this (slowloris, idle sockets)",
    )
    keepalive_s: PositiveInt = Field(
        5, description="an idle keep-alive connection is closed after this"
    )
    max_connections: PositiveInt = Field(
        512, description="connections beyond this are closed at once (lowered to fit `ulimit -n`)"
    )
    forwarded_allow_ips: str = Field(
        "127.0.0.1",
        description="proxies whose `X-Forwarded-For` names the client IP (rate limits)",
    )
    # --- where runs execute (agents_pkg/jobs) ---------------------------------------------------
    queue_url: str | None = Field(
        None,
        repr=False,  # may carry a password
        description="`redis://…`: runs are jobs on a Redis Stream, executed by `eco-triage worker`; "
        "unset: embedded (each run is a task in the server process, its events in memory)",
    )
    queue_limit: PositiveInt = Field(
        200,
        description="runs admitted but not finished, across all servers; beyond it `503` + "
        "`Retry-After`",
    )
    run_concurrency: PositiveInt = Field(
        16, description="runs executing at once per worker (embedded: per server process)"
    )
    run_ttl_s: PositiveInt = Field(
        3600, description="a run's record and events are kept this long after its last event"
    )
    run_claim_s: PositiveFloat = Field(
        30.0,
        description="a job whose worker stopped heart-beating this long is taken over by another",
    )
    retry_after_s: PositiveInt = Field(1, description="the `Retry-After` of a full-queue `503`")

    def __init__(self, **values: Any) -> None:
        fields = type(self).model_fields
        known = set(fields) | {env_var(name) for name in fields}
        unknown = sorted(k for k in values if not k.startswith("_") and k not in known)
        if unknown:
            raise ConfigurationError(
                f"unknown setting(s) {', '.join(unknown)}; known: {', '.join(fields)}"
            )
        try:
            super().__init__(**values)
        except ValidationError as exc:
            raise _configuration_error(exc) from None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """From ``env`` only (no ``os.environ``, no ``.env``); ``None``: the same as ``Settings()``."""
        if env is None:
            return cls()
        data = {name: env[var] for name, var in env_vars().items() if (env.get(var) or "").strip()}
        token = _ONLY_ARGUMENTS.set(True)
        try:
            return cls(**data)
        finally:
            _ONLY_ARGUMENTS.reset(token)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        if _ONLY_ARGUMENTS.get():  # from_env(mapping)
            return (init_settings,)
        return (init_settings, env_settings, dotenv_settings, file_secret_settings)

    # --- parsing of the string forms ------------------------------------------------------
    @field_validator("backend", "weather", "log_level", mode="before")
    @classmethod
    def _normalised_choice(cls, value: Any, info: Any) -> Any:
        if not isinstance(value, str):
            return value
        value = value.strip()
        return value.upper() if info.field_name == "log_level" else value.lower()

    @field_validator("pii_policy", mode="before")
    @classmethod
    def _parse_pii_policy(cls, value: Any) -> Any:
        return PiiPolicy.from_env(value) if isinstance(value, str) else value

    @field_validator("session_ttl_s", mode="before")
    @classmethod
    def _parse_ttl(cls, value: Any) -> Any:
        if isinstance(value, str) and value.strip().lower() in ("0", "none", "never"):
            return None
        return value

    @field_validator("cors_origins", mode="before")
    @classmethod
    def _split_origins(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(",") if part.strip())
        return value

    @field_validator("api_key_hashes", mode="before")
    @classmethod
    def _hash_api_keys(cls, value: Any) -> Any:
        return parse_api_keys(value) if isinstance(value, str) else value

    @field_validator("principal_header")
    @classmethod
    def _header_name(cls, value: str | None) -> str | None:
        value = (value or "").strip() or None
        if value is not None and not re.fullmatch(r"[A-Za-z0-9-]{1,64}", value):
            raise ValueError(f"must be a header name such as X-Eco-Principal, got {value!r}")
        return value

    @field_validator("redis_url", "queue_url")
    @classmethod
    def _redis_scheme(cls, value: str | None) -> str | None:
        if value and not value.startswith(("redis://", "rediss://", "unix://")):
            scheme = value.split("://", 1)[0] if "://" in value else "(none)"
            # the URL itself may carry a password: name only its scheme
            raise ValueError(f"must start with redis://, rediss:// or unix:// (scheme: {scheme})")
        return value

    @model_validator(mode="after")
    def _resolve(self) -> Settings:
        if self.backend == "auto":
            backend = (
                "openai-compatible" if self.base_url else "openai" if self.api_key else "offline"
            )
            object.__setattr__(self, "backend", backend)  # frozen: set once, while validating
        if self.weather == "kma" and not self.data_go_kr_service_key:
            raise ValueError(f"{WEATHER_CHOICE}=kma needs {DATA_GO_KR_KEY}")
        return self

    # --- views --------------------------------------------------------------------------------
    @property
    def data_sources(self) -> dict[str, str]:
        """The live data sources' keys and choices, by environment variable (set ones only)."""
        values = {
            DATA_GO_KR_KEY: self.data_go_kr_service_key,
            ODCLOUD_KEY: self.odcloud_service_key,
            KAKAO_KEY: self.kakao_rest_api_key,
            WEATHER_CHOICE: None if self.weather == "auto" else self.weather,
        }
        return {name: value for name, value in values.items() if value}

    def rate_limit(self, *, served: bool) -> tuple[int, int]:
        """(requests per minute, burst) per caller; ``served``: the app was built from the
        environment by ``eco-triage serve`` (limited unless told otherwise), not embedded."""
        per_min = self.rate_limit_per_min
        if per_min is None:
            per_min = SERVED_RATE_LIMIT_PER_MIN if served else 0
        burst = self.rate_limit_burst
        if burst is None:
            burst = max(per_min // 4, 1) if per_min else 0
        return per_min, burst

    @property
    def store_path(self) -> Path:
        """The SQLite file ``data import`` writes and the catalog reads imports from."""
        return self.data_dir / STORE_FILE

    @property
    def session_path(self) -> Path:
        """The SQLite session file: ``session_db``, else ``<data_dir>/sessions.sqlite3``."""
        return (self.session_db or self.data_dir / "sessions.sqlite3").expanduser()


def env_var(field: str) -> str:
    """The environment variable of a :class:`Settings` field."""
    info = Settings.model_fields[field]
    alias = info.validation_alias
    if isinstance(alias, AliasChoices):
        return str(alias.choices[0])
    return PREFIX + field.upper()


def env_vars() -> dict[str, str]:
    """Field name → environment variable, for every :class:`Settings` field."""
    return {name: env_var(name) for name in Settings.model_fields}
