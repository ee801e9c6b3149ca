"""Failure classification: which SDK-path failures the fallback takes over, which calls it retries.

Results and logs name a failure by :func:`describe_failure` (exception type and HTTP status), never
by its text.
"""

from __future__ import annotations

from agents import (
    AgentsException,
    InputGuardrailTripwireTriggered,
    OutputGuardrailTripwireTriggered,
    UserError,
)
from openai import APIConnectionError, APIError, APIStatusError

from agents_pkg.config import RETRY_STATUSES

#: Shown when the stream already carried part of an answer and then failed: no fallback, no replay.
INTERRUPTED_MESSAGE = (
    "답변을 보내는 도중 모델 연결이 끊겨 답변이 완성되지 않았습니다. "
    "위의 일부 내용은 불완전할 수 있으니 잠시 후 다시 질문해 주세요."
)


def should_fall_back(exc: BaseException) -> bool:
    """Whether an SDK-path failure is one the fallback may recover from.

    Model, transport and optional-import failures qualify; guardrail trips are outcomes, not
    failures, and ``UserError`` is a wiring bug that must stay loud.
    """
    if isinstance(
        exc, UserError | InputGuardrailTripwireTriggered | OutputGuardrailTripwireTriggered
    ):
        return False
    return isinstance(exc, AgentsException | APIError | ImportError | TimeoutError)


def describe_failure(exc: BaseException) -> str:
    """The cause as results and logs carry it: exception type (and HTTP status), never its text."""
    if isinstance(exc, APIStatusError):
        return f"{type(exc).__name__} (HTTP {exc.status_code})"
    return type(exc).__name__


def retryable(exc: BaseException) -> bool:
    """Whether one model call failed in a way the shared retry policy retries."""
    if isinstance(exc, APIStatusError):
        return exc.status_code in RETRY_STATUSES
    return isinstance(exc, APIConnectionError | TimeoutError)  # APITimeoutError included


def retry_after(exc: BaseException, cap: float) -> float | None:
    """The server's ``Retry-After`` (or ``retry-after-ms``) in seconds, at most ``cap``."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        raw = headers.get(name)
        if raw is None:
            continue
        try:
            value = float(raw) * scale
        except ValueError:
            continue
        if value >= 0:
            return min(value, cap)
    return None
