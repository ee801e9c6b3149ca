"""Shared plumbing for specialist tools: one JSON envelope, never an exception into the agent loop.

Every tool returns a JSON object with its data plus ``source`` (where the figures come from),
``source_label`` (how an answer must describe them) and ``as_of`` (how old they are); on failure it
returns ``{"error": "<clear message>"}``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from specialists.errors import ProviderError
from specialists.logs import get_logger

__all__ = ["ProviderError"]

log = get_logger("eco_triage.tools")


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


async def run_tool(tool: str, call: Callable[[], Awaitable[dict[str, Any]]]) -> str:
    """Run one provider call and wrap its outcome in the tool envelope."""
    try:
        data = await call()
    except ProviderError as exc:
        log.info("tool.error", tool=tool, needs_input=exc.needs_input)
        return dumps(
            {"error": str(exc), "needs_input": True} if exc.needs_input else {"error": str(exc)}
        )
    except Exception as exc:  # a provider bug must not crash the run; the user gets a clear error
        log.exception("tool.failed", tool=tool, error_type=type(exc).__name__)
        return dumps(
            {"error": f"{tool} 데이터를 가져오지 못했습니다 (내부 오류: {type(exc).__name__})."}
        )
    return dumps(data)
