"""Where runs execute, read from the environment (like the session store's factory).

| variable | default | meaning |
|---|---|---|
| ``ECO_TRIAGE_QUEUE_URL`` | — | ``redis://…``: runs are jobs on a taskiq Redis Stream, executed by ``eco-triage worker`` processes, with their events on Redis Streams. Unset: **embedded** — each run is an asyncio task in the server process, its events in memory |
| ``ECO_TRIAGE_QUEUE_LIMIT`` | ``200`` | runs admitted but not finished (queued + running), across all servers; beyond it ``503`` + ``Retry-After`` |
| ``ECO_TRIAGE_RUN_CONCURRENCY`` | ``16`` | runs executing at once per worker process (embedded: per server process) |
| ``ECO_TRIAGE_RUN_TTL_S`` | ``3600`` | a run's record and event stream are kept this long after its last event |
| ``ECO_TRIAGE_RUN_CLAIM_S`` | ``30`` | a job whose worker stopped heart-beating this long is taken over by another worker |
| ``ECO_TRIAGE_RETRY_AFTER_S`` | ``1`` | the ``Retry-After`` of a ``503`` when the queue is full |
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

from agents_pkg.config import positive_number
from agents_pkg.errors import ConfigurationError


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
    def from_env(cls, env: Mapping[str, str] | None = None) -> JobSettings:
        env = os.environ if env is None else env
        url = (env.get("ECO_TRIAGE_QUEUE_URL") or "").strip() or None
        if url is not None and not url.startswith(("redis://", "rediss://", "unix://")):
            scheme = url.split("://", 1)[0] if "://" in url else "(none)"
            raise ConfigurationError(  # the URL may carry a password: name only its scheme
                f"ECO_TRIAGE_QUEUE_URL must start with redis://, rediss:// or unix:// (scheme: {scheme})"
            )
        return cls(
            queue_url=url,
            queue_limit=int(positive_number(env, "ECO_TRIAGE_QUEUE_LIMIT", 200)),
            run_concurrency=int(positive_number(env, "ECO_TRIAGE_RUN_CONCURRENCY", 16)),
            run_ttl_s=int(positive_number(env, "ECO_TRIAGE_RUN_TTL_S", 3600)),
            claim_after_s=positive_number(env, "ECO_TRIAGE_RUN_CLAIM_S", 30.0),
            retry_after_s=int(positive_number(env, "ECO_TRIAGE_RETRY_AFTER_S", 1)),
        )
