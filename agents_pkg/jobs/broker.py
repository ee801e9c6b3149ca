"""The job queue: taskiq on a Redis Stream (taskiq-redis's ``RedisStreamBroker``), one task.

Jobs are entries of one Redis Stream read by a consumer group, so each job goes to one worker and
stays in the group's pending list until that worker acknowledges it — after the run has finished
(taskiq's default ``when_saved`` acknowledgement). A worker that dies leaves its jobs pending;
another worker takes them over with ``XAUTOCLAIM`` once they have been idle ``claim_after_s``.

:class:`ClaimingStreamBroker` changes two things of taskiq-redis 1.2.4's ``listen()``:

* it looks for abandoned jobs on a timer, also while the queue is idle (upstream only looks after a
  read returned new jobs, so a dead worker's job waited for the next unrelated job);
* it **heart-beats** the jobs it is running (``XCLAIM … JUSTID`` to itself, which resets their idle
  time), so a long run on a live worker is never taken over, however short ``claim_after_s`` is.

It also starts the consumer group at ``0`` (jobs queued before any worker started are delivered)
and reads one job per ``XREADGROUP``, so idle workers share a burst instead of one worker
prefetching it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncGenerator, Awaitable, Callable
from typing import Any

from redis.asyncio import Redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError
from taskiq import AckableMessage
from taskiq.kicker import AsyncKicker
from taskiq_redis import RedisStreamBroker

from agents_pkg.jobs.config import JobSettings
from agents_pkg.logging import get_logger

log = get_logger("eco_triage.jobs")

TASK_NAME = "eco_triage.run"
GROUP = "eco-triage-workers"
RETRY_S = 0.5  # pause after the queue could not be reached


class ClaimingStreamBroker(RedisStreamBroker):
    def __init__(self, url: str, *, queue_name: str, claim_after_s: float, maxlen: int) -> None:
        idle_ms = max(100, int(claim_after_s * 1000))
        super().__init__(
            url,
            queue_name=queue_name,
            consumer_group_name=GROUP,
            consumer_id="0",
            xread_block=min(2000, max(50, idle_ms // 4)),
            xread_count=1,
            idle_timeout=idle_ms,
            maxlen=maxlen,
            max_connection_pool_size=200,  # a blocking pool: a burst of enqueues waits its turn
        )
        self._running: dict[bytes, str] = {}  # job entry id → stream, while this worker runs it
        self._next_claim = 0.0

    def _tracked_ack(self, entry_id: bytes, stream: str) -> Callable[[], Awaitable[None]]:
        ack = self._ack_generator(id=entry_id, queue_name=stream)  # type: ignore[arg-type]
        self._running[entry_id] = stream

        async def done() -> None:
            self._running.pop(entry_id, None)
            await ack()

        return done

    async def _heartbeat(self) -> None:
        period = self.idle_timeout / 3000
        async with Redis(connection_pool=self.connection_pool) as conn:
            while True:
                await asyncio.sleep(period)
                ids: list[int | bytes | str | memoryview[int]] = list(self._running)
                if not ids:
                    continue
                try:
                    await conn.xclaim(self.queue_name, GROUP, self.consumer_name, 0, ids,
                                      justid=True)  # fmt: skip
                except (RedisConnectionError, RedisTimeoutError) as exc:
                    log.warning("queue.heartbeat_failed", error_type=type(exc).__name__)

    async def listen(self) -> AsyncGenerator[AckableMessage, None]:
        beat = asyncio.create_task(self._heartbeat())
        try:
            async with Redis(connection_pool=self.connection_pool) as conn:
                while True:
                    try:
                        batch = await self._next_batch(conn)
                    except (RedisConnectionError, RedisTimeoutError) as exc:
                        # a blip must not reach taskiq: its receiver would cancel the running jobs
                        log.warning("queue.unreachable", error_type=type(exc).__name__)
                        await asyncio.sleep(RETRY_S)
                        continue
                    except ResponseError as exc:
                        if not str(exc).startswith("NOGROUP"):
                            raise
                        log.warning("queue.recreated")  # Redis restarted empty or was flushed
                        await self._declare_consumer_group()
                        continue
                    for message in batch:
                        yield message
        finally:
            beat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await beat

    async def _next_batch(self, conn: Redis) -> list[AckableMessage]:
        """New jobs (waiting up to ``xread_block``), and on a timer the abandoned ones."""
        fetched: Any = await conn.xreadgroup(
            GROUP, self.consumer_name, {self.queue_name: ">"}, block=self.block, count=self.count
        )
        batch = [
            self._message(entry_id, stream, fields)
            for stream, entries in fetched or []
            for entry_id, fields in entries
        ]
        if time.monotonic() >= self._next_claim:
            self._next_claim = time.monotonic() + self.idle_timeout / 2000
            claimed: Any = await conn.xautoclaim(
                self.queue_name, GROUP, self.consumer_name,
                min_idle_time=self.idle_timeout, count=self.unacknowledged_batch_size,
            )  # fmt: skip
            for entry_id, fields in claimed[1]:
                log.warning("job.claimed", entry=entry_id.decode())
                batch.append(self._message(entry_id, self.queue_name, fields))
        return batch

    def _message(self, entry_id: bytes, stream: Any, fields: Any) -> AckableMessage:
        name = stream.decode() if isinstance(stream, bytes) else str(stream)
        return AckableMessage(data=fields[b"data"], ack=self._tracked_ack(entry_id, name))


def make_broker(settings: JobSettings) -> ClaimingStreamBroker:
    """The broker for ``settings.queue_url`` (configured only; ``startup()`` connects)."""
    assert settings.queue_url is not None
    return ClaimingStreamBroker(
        settings.queue_url,
        queue_name=settings.queue_name,
        claim_after_s=settings.claim_after_s,
        maxlen=max(10_000, settings.queue_limit * 20),
    )


def run_kicker(broker: ClaimingStreamBroker) -> AsyncKicker[Any, Any]:
    """Enqueues ``eco_triage.run(run_id, text, session_id)`` without importing the worker side."""
    return AsyncKicker(task_name=TASK_NAME, broker=broker, labels={})
