"""The request deadline around whole SDK runs, so it binds tool calls as well as model calls.

:class:`~agents_pkg.models.fallback.FallbackModel` cuts every model attempt to the time left, but a
tool (a live adapter waiting on a stalled upstream) runs between model calls where no model timeout
applies. These helpers put the same deadline (``ECO_TRIAGE_REQUEST_TIMEOUT_S``, measured from the
start of the run) around a buffered run and around each wait for the next event of a streamed run:
when it passes, the run is cancelled (the tool's task with it) and
:class:`~agents_pkg.failures.RequestDeadlineExceeded` ends the stage with the deadline message.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TypeVar

from agents_pkg.failures import RequestDeadlineExceeded
from agents_pkg.models.fallback import request_time_left

__all__ = ["events_until_deadline", "until_deadline"]

T = TypeVar("T")


def _timeout() -> asyncio.Timeout:
    left = request_time_left()
    return asyncio.timeout(None if math.isinf(left) else max(left, 0.0))


async def until_deadline(awaitable: Awaitable[T]) -> T:
    """``await awaitable``, cancelled when the run's deadline passes."""
    try:
        async with _timeout():
            return await awaitable
    except TimeoutError:
        if request_time_left() > 0:
            raise  # not this deadline
        raise RequestDeadlineExceeded(0.0) from None  # (no time left; the type is what counts)


async def events_until_deadline(
    events: AsyncIterator[T], cancel: Callable[[], None]
) -> AsyncIterator[T]:
    """The events of a streamed run; ``cancel()`` stops the run when the deadline passes first."""
    while True:
        try:
            async with _timeout():
                event = await anext(events)
        except StopAsyncIteration:
            return
        except TimeoutError:
            if request_time_left() > 0:
                raise
            cancel()
            raise RequestDeadlineExceeded(0.0) from None
        yield event
