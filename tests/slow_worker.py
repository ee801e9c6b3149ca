"""A real worker process whose embedded model is slowed down, so a test can kill it mid-run.

    python -m tests.slow_worker QUEUE_URL DELAY_MS [CONCURRENCY]

Everything but the model is production code: :func:`agents_pkg.jobs.run_worker` with the offline
model's answers, each streamed model event delayed by ``DELAY_MS``. Sessions: Redis at QUEUE_URL.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator
from typing import Any

from agents import Model, ModelProvider, ModelResponse
from agents.items import TResponseStreamEvent

from agents_pkg import Orchestrator, RedisSessionStore, Settings
from agents_pkg.jobs import JobSettings, run_worker
from agents_pkg.models.provider import OfflineProvider
from specialists.live.select import build_specialists


class SlowModel(Model):
    def __init__(self, inner: Model, delay_s: float) -> None:
        self.inner, self.delay_s = inner, delay_s

    async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
        await asyncio.sleep(self.delay_s)
        return await self.inner.get_response(*args, **kwargs)

    async def stream_response(
        self, *args: Any, **kwargs: Any
    ) -> AsyncIterator[TResponseStreamEvent]:
        async for event in self.inner.stream_response(*args, **kwargs):
            await asyncio.sleep(self.delay_s)
            yield event


class SlowProvider(ModelProvider):
    def __init__(self, inner: ModelProvider, delay_s: float) -> None:
        self.inner, self.delay_s = inner, delay_s

    def get_model(self, model_name: str | None) -> Model:
        return SlowModel(self.inner.get_model(model_name), self.delay_s)


async def main(url: str, delay_ms: int, concurrency: int) -> None:
    specialists = build_specialists({}, None)
    provider = SlowProvider(OfflineProvider(specialists), delay_ms / 1000)
    store = RedisSessionStore(url)
    orch = Orchestrator(
        Settings(), specialists=specialists, model_provider=provider, sessions=store
    )
    jobs = JobSettings(queue_url=url, claim_after_s=3.0, run_concurrency=concurrency)
    try:
        await run_worker(orch, jobs)
    finally:
        await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 16))
