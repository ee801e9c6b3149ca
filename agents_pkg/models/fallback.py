"""The fallback as a model wrapper: try the primary model, and when a call fails before any text
reached the caller, make the same call on the function-calling model.

There is one agent loop (the SDK ``Runner``): plan extraction, payload validation, tools, guardrails,
grounding retries and results are the same whichever model answered a turn. Only the model call
differs. pydantic-ai's ``FallbackModel`` is the model for this shape.

* **One retry layer.** The wrapper owns the retry policy of real backends (the ``openai`` client has
  ``max_retries=0`` and the agents' ``ModelSettings`` carry no retry): the primary gets
  ``1 + model_retries`` attempts with backoff (``Retry-After`` honoured), then the fallback model the
  same. A call therefore costs at most ``2 × (1 + model_retries)`` requests; every attempt has the
  per-request timeout.
* **Sticky per run.** Once the primary has failed in a run, the rest of that run goes straight to the
  fallback model instead of hammering a failing service again.
* **Never after text.** A streamed primary call that fails after it produced text is not replayed
  (the caller would see text twice): the error propagates and the stage ends with
  :data:`~agents_pkg.models.failures.INTERRUPTED_MESSAGE`.
* **Visible.** Which runs fell back, and why, is recorded in the run's :class:`FallbackLog` (the
  result's ``backend="fallback"`` and ``fallback_reason``) and logged with the cause — never the text.

The fallback model is Chat Completions with ``tools`` / ``tool_choice`` (the SDK's
``OpenAIChatCompletionsModel`` on the orchestrator's client), called without streaming; its answer is
replayed to a streaming caller as Responses stream events.
"""

from __future__ import annotations

import asyncio
import contextvars
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

from agents import Model, ModelProvider, ModelResponse
from agents.exceptions import ModelTimeoutError
from agents.items import TResponseStreamEvent
from openai.types.responses import ResponseTextDeltaEvent

from agents_pkg.failures import (
    ModelCallBudgetExceeded,
    RequestDeadlineExceeded,
    describe_failure,
    retryable,
    should_fall_back,
)
from agents_pkg.logging import get_logger
from agents_pkg.models import response_events
from agents_pkg.models.retry import RetryPolicy

log = get_logger("eco_triage.fallback")

T = TypeVar("T")


@dataclass
class FallbackLog:
    """What happened to the model calls of one run: the first primary failure, how many calls the
    fallback model made, and the run's limits — a deadline (``time.monotonic()``) that no attempt,
    retry or fallback outlives, and at most ``max_calls_per_stage`` model calls in each stage."""

    reason: str | None = None
    fallback_calls: int = 0
    deadline: float | None = None
    max_calls_per_stage: int | None = None
    stage_calls: int = 0

    def admit(self, timeout_s: float) -> float:
        """Count one model call; its timeout (cut to the time left). Raises when a limit is hit."""
        if self.max_calls_per_stage is not None and self.stage_calls >= self.max_calls_per_stage:
            raise ModelCallBudgetExceeded(self.max_calls_per_stage)
        left = self.time_left()
        if left <= 0:
            raise RequestDeadlineExceeded(timeout_s)
        self.stage_calls += 1
        return min(timeout_s, left)

    def time_left(self) -> float:
        return float("inf") if self.deadline is None else self.deadline - time.monotonic()

    @property
    def used(self) -> bool:
        return self.reason is not None


_CURRENT: contextvars.ContextVar[FallbackLog | None] = contextvars.ContextVar(
    "eco_triage_fallback_log", default=None
)


def start_stage() -> None:
    """A new stage of the current run: its model-call budget starts again."""
    run_log = _CURRENT.get()
    if run_log is not None:
        run_log.stage_calls = 0


def _admit(timeout_s: float) -> float:
    run_log = _CURRENT.get()
    return timeout_s if run_log is None else run_log.admit(timeout_s)


def _time_left() -> float:
    run_log = _CURRENT.get()
    return float("inf") if run_log is None else run_log.time_left()


def request_time_left() -> float:
    """Seconds left before the current run's deadline (``inf`` outside a run or without one)."""
    return _time_left()


@contextmanager
def recording(run_log: FallbackLog) -> Iterator[FallbackLog]:
    """Record the fallbacks of the model calls made inside this block (one run) into ``run_log``."""
    token = _CURRENT.set(run_log)
    try:
        yield run_log
    finally:
        try:
            _CURRENT.reset(token)
        except ValueError:  # an async generator closed from another context: nothing to restore
            pass


class FallbackModel(Model):
    """``primary`` with retries; on a failure before any text, ``fallback`` with retries."""

    def __init__(self, primary: Model, fallback: Model, policy: RetryPolicy) -> None:
        self.primary, self.fallback, self.policy = primary, fallback, policy

    async def _attempts(self, call: Callable[[], Awaitable[T]], which: str) -> T:
        attempt = 0
        while True:
            attempt += 1
            timeout_s = _admit(self.policy.timeout_s)  # the run's limits: never retried
            try:
                async with asyncio.timeout(timeout_s):
                    return await call()
            except TimeoutError:
                error: BaseException = ModelTimeoutError(timeout_s)
            except Exception as exc:
                error = exc
            if attempt > self.policy.retries or not retryable(error):
                raise error
            delay = self.policy.delay(attempt, error)
            if delay >= _time_left():
                raise error
            log.info("model.retry", model=which, attempt=attempt,
                     error_type=describe_failure(error), delay_s=round(delay, 3))  # fmt: skip
            await asyncio.sleep(delay)

    def _switch(self, exc: BaseException) -> FallbackLog | None:
        """Record a primary failure that the fallback takes over; ``None`` if it must propagate."""
        if not should_fall_back(exc) or _time_left() <= 0:
            return None
        run_log = _CURRENT.get() or FallbackLog()
        if run_log.reason is None:
            run_log.reason = describe_failure(exc)
        log.warning("model.fallback", cause=describe_failure(exc))
        return run_log

    async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
        run_log = _CURRENT.get()
        if run_log is None or not run_log.used:
            try:
                return await self._attempts(
                    lambda: self.primary.get_response(*args, **kwargs), "primary"
                )
            except Exception as exc:
                run_log = self._switch(exc)
                if run_log is None:
                    raise
        run_log.fallback_calls += 1
        return await self._attempts(lambda: self.fallback.get_response(*args, **kwargs), "fallback")

    async def stream_response(
        self, *args: Any, **kwargs: Any
    ) -> AsyncIterator[TResponseStreamEvent]:
        run_log = _CURRENT.get()
        if run_log is None or not run_log.used:
            attempt = 0
            while True:
                attempt += 1
                text_seen = False
                timeout_s = _admit(self.policy.timeout_s)
                try:
                    stream = self.primary.stream_response(*args, **kwargs)
                    while True:
                        try:  # a stall between two events counts as a timed-out attempt
                            async with asyncio.timeout(min(timeout_s, max(_time_left(), 0))):
                                event = await anext(stream)
                        except StopAsyncIteration:
                            return
                        except TimeoutError:
                            raise ModelTimeoutError(self.policy.timeout_s) from None
                        text_seen = text_seen or isinstance(event, ResponseTextDeltaEvent)
                        yield event
                except Exception as exc:
                    if text_seen:  # the caller may have seen part of it: never replay
                        raise
                    delay = self.policy.delay(attempt, exc)
                    if attempt <= self.policy.retries and retryable(exc) and delay < _time_left():
                        log.info("model.retry", model="primary", attempt=attempt,
                                 error_type=describe_failure(exc), delay_s=round(delay, 3))  # fmt: skip
                        await asyncio.sleep(delay)
                        continue
                    run_log = self._switch(exc)
                    if run_log is None:
                        raise
                    break
        run_log.fallback_calls += 1
        response = await self._attempts(
            lambda: self.fallback.get_response(*args, **kwargs), "fallback"
        )
        usage = response_events.usage(response.usage.input_tokens, response.usage.output_tokens)
        for event in response_events.stream_events(
            response.response_id or f"resp_{uuid.uuid4().hex}", "fallback", response.output, usage
        ):
            yield event

    async def close(self) -> None:
        await self.primary.close()
        await self.fallback.close()


@dataclass
class FallbackProvider(ModelProvider):
    """Wraps every model ``inner`` resolves in a :class:`FallbackModel` over ``make_fallback``."""

    inner: ModelProvider
    make_fallback: Callable[[str | None], Model]
    policy: RetryPolicy = field(default_factory=RetryPolicy)

    def get_model(self, model_name: str | None) -> Model:
        return self.wrap(self.inner.get_model(model_name), model_name)

    def wrap(self, primary: Model, model_name: str | None = None) -> Model:
        return FallbackModel(primary, self.make_fallback(model_name), self.policy)
