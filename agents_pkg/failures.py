"""User-facing messages for run failures: one table, used by the SDK path and the fallback."""

from __future__ import annotations

from agents import AgentsException, MaxTurnsExceeded, ModelBehaviorError
from agents.exceptions import ModelTimeoutError
from openai import APITimeoutError, OpenAIError, RateLimitError

FAILURE_MESSAGES: dict[type[BaseException], str] = {
    # --- real backends: timeouts and rate limits left after every retry ---
    ModelTimeoutError: "모델 응답이 제한 시간 안에 오지 않았습니다. 잠시 후 다시 시도해 주세요.",
    APITimeoutError: "모델 응답이 제한 시간 안에 오지 않았습니다. 잠시 후 다시 시도해 주세요.",
    TimeoutError: "모델 응답이 제한 시간 안에 오지 않았습니다. 잠시 후 다시 시도해 주세요.",
    RateLimitError: "모델 서비스 요청 한도에 걸렸습니다. 잠시 후 다시 시도해 주세요.",
    # --- end real backends ---
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
