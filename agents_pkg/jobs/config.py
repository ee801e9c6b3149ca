"""Where runs execute: the job-queue part of :class:`~agents_pkg.config.Settings`
(``ECO_TRIAGE_QUEUE_URL``, ``_QUEUE_LIMIT``, ``_RUN_CONCURRENCY``, ``_RUN_TTL_S``, ``_RUN_CLAIM_S``,
``_RETRY_AFTER_S``; see the README's configuration table), as the queue code needs it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from agents_pkg.config import Settings


@dataclass(frozen=True, slots=True)
class JobSettings:
    queue_url: str | None = None
    queue_limit: int = 200
    run_concurrency: int = 16
    run_ttl_s: int = 3600
    claim_after_s: float = 30.0
    retry_after_s: int = 1
    queue_name: str = "eco-triage:jobs"
    key_prefix: str = "eco-triage"

    @property
    def embedded(self) -> bool:
        return self.queue_url is None

    @classmethod
    def from_settings(cls, settings: Settings) -> JobSettings:
        return cls(
            queue_url=settings.queue_url,
            queue_limit=settings.queue_limit,
            run_concurrency=settings.run_concurrency,
            run_ttl_s=settings.run_ttl_s,
            claim_after_s=settings.run_claim_s,
            retry_after_s=settings.retry_after_s,
        )

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> JobSettings:
        """From :meth:`Settings.from_env` (the process environment and ``.env`` by default)."""
        return cls.from_settings(Settings.from_env(env))
