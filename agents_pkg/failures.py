"""Run failures: which ones the fallback model takes over, which calls are retried, and the message
a user sees for each. Results and logs name a failure by :func:`describe_failure` (exception type
and HTTP status), never by its text.
"""

from __future__ import annotations

from agents import (
    AgentsException,
    InputGuardrailTripwireTriggered,
    MaxTurnsExceeded,
    ModelBehaviorError,
    OutputGuardrailTripwireTriggered,
    UserError,
)
from agents.exceptions import ModelTimeoutError
from openai import (
    APIConnectionError,
    APIError,
    APIStatusError,
    APITimeoutError,
    OpenAIError,
    RateLimitError,
)

#: HTTP statuses a model call is retried on (with backoff, ``Retry-After`` honoured).
RETRY_STATUSES: tuple[int, ...] = (408, 409, 429, 500, 502, 503, 504)

#: Shown when the stream already carried part of an answer and then failed: no fallback, no replay.
INTERRUPTED_MESSAGE = (
    "답변을 보내는 도중 모델 연결이 끊겨 답변이 완성되지 않았습니다. "
    "위의 일부 내용은 불완전할 수 있으니 잠시 후 다시 질문해 주세요."
)


class RequestDeadlineExceeded(ModelTimeoutError):
    """The request's deadline (``ECO_TRIAGE_REQUEST_TIMEOUT_S``) passed: no further model call,
    retry or fallback is started."""


class ModelCallBudgetExceeded(AgentsException):
    """A stage made ``ECO_TRIAGE_MAX_MODEL_CALLS_PER_STAGE`` model calls (attempts and retries of
    every layer, fallback included): no further call is started."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"a stage may make at most {limit} model calls")


def should_fall_back(exc: BaseException) -> bool:
    """Whether an SDK-path failure is one the fallback may recover from.

    Model, transport and optional-import failures qualify; guardrail trips are outcomes, not
    failures, and ``UserError`` is a wiring bug that must stay loud.
    """
    if isinstance(
        exc,
        UserError
        | InputGuardrailTripwireTriggered
        | OutputGuardrailTripwireTriggered
        | RequestDeadlineExceeded  # the request's limits bind the fallback too
        | ModelCallBudgetExceeded,
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
    return isinstance(
        exc, APIConnectionError | TimeoutError | ModelTimeoutError
    )  # APITimeoutError included


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


FAILURE_MESSAGES: dict[type[BaseException], str] = {
    # the request's deadline passed (in a model call, a retry's wait or a tool call)
    RequestDeadlineExceeded: "요청 처리 제한 시간을 넘겨 멈췄습니다. 잠시 후 다시 시도해 주세요.",
    # --- real backends: timeouts and rate limits left after every retry ---
    ModelTimeoutError: "모델 응답이 제한 시간 안에 오지 않았습니다. 잠시 후 다시 시도해 주세요.",
    APITimeoutError: "모델 응답이 제한 시간 안에 오지 않았습니다. 잠시 후 다시 시도해 주세요.",
    TimeoutError: "모델 응답이 제한 시간 안에 오지 않았습니다. 잠시 후 다시 시도해 주세요.",
    RateLimitError: "모델 서비스 요청 한도에 걸렸습니다. 잠시 후 다시 시도해 주세요.",
    # --- end real backends ---
    ModelCallBudgetExceeded: "모델 호출이 너무 많이 필요해 멈췄습니다. 잠시 후 다시 시도해 주세요.",
    MaxTurnsExceeded: "요청을 처리하는 데 단계가 너무 많이 필요해 멈췄습니다. 질문을 나눠서 다시 물어봐 주세요.",
    ModelBehaviorError: "모델의 응답을 해석하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    OpenAIError: "모델 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    AgentsException: "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
}


def failure_message(exc: BaseException) -> str:
    for kind, message in FAILURE_MESSAGES.items():
        if isinstance(exc, kind):
            return message
    return "요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요."
