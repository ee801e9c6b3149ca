"""In-process models: a subclass decides the output items, this base speaks the SDK ``Model`` interface
(``get_response`` and ``stream_response`` with real Responses-API stream events) and fills usage."""

from __future__ import annotations

import json
import uuid
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Sequence
from typing import Any

from agents import Handoff, Model, ModelResponse, ModelSettings, Tool, Usage
from agents.items import TResponseInputItem, TResponseOutputItem, TResponseStreamEvent

from agents_pkg.models import response_events as events


class LocalModel(Model, ABC):
    """Base of the embedded offline model and the planned-handoff replay."""

    model_name: str = "local"
    counts_as_request: bool = True  # a replayed plan step is not a model request

    @abstractmethod
    def decide(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        tools: Sequence[Tool],
        handoffs: Sequence[Handoff[Any, Any]],
    ) -> list[TResponseOutputItem]:
        """The output items of one turn."""

    def _turn(
        self,
        instructions: str | None,
        input: str | list[TResponseInputItem],
        tools: Sequence[Tool],
        handoffs: Sequence[Handoff[Any, Any]],
    ) -> tuple[list[TResponseOutputItem], int, int]:
        """The turn's output and a rough token count (≈ 1 token per 2 characters of mixed Korean/English,
        so usage is not zero)."""
        output = self.decide(instructions, input, tools, handoffs)
        if not self.counts_as_request:
            return output, 0, 0
        in_chars = len(instructions or "") + len(
            input if isinstance(input, str) else json.dumps(input, default=str)
        )
        out_chars = sum(len(o.model_dump_json()) for o in output)
        return output, max(1, in_chars // 2), max(1, out_chars // 2)

    async def get_response(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        model_settings: ModelSettings,
        tools: list[Tool],
        output_schema: Any,
        handoffs: list[Handoff[Any, Any]],
        tracing: Any,
        *,
        previous_response_id: str | None = None,
        conversation_id: str | None = None,
        prompt: Any = None,
    ) -> ModelResponse:
        output, in_tok, out_tok = self._turn(system_instructions, input, tools, handoffs)
        usage = Usage(
            requests=1 if self.counts_as_request else 0,
            input_tokens=in_tok,
            output_tokens=out_tok,
            total_tokens=in_tok + out_tok,
        )
        return ModelResponse(output=output, usage=usage, response_id=None)

    async def stream_response(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        model_settings: ModelSettings,
        tools: list[Tool],
        output_schema: Any,
        handoffs: list[Handoff[Any, Any]],
        tracing: Any,
        *,
        previous_response_id: str | None = None,
        conversation_id: str | None = None,
        prompt: Any = None,
    ) -> AsyncIterator[TResponseStreamEvent]:
        output, in_tok, out_tok = self._turn(system_instructions, input, tools, handoffs)
        usage = events.usage(in_tok, out_tok)
        for event in events.stream_events(
            f"resp_{uuid.uuid4().hex}", self.model_name, output, usage
        ):
            yield event
