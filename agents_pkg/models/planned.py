"""A model that replays one planned handoff call: how stages 2..n run through a real SDK handoff.

Triage plans every stage in its single turn (one model call). The SDK follows only the first handoff
of a turn, so for each later stage the orchestrator starts the run at a copy of the triage agent whose
model is this one: it emits exactly the planned ``transfer_to_<specialist>`` call, and the SDK then
validates the payload, runs ``on_handoff`` and the input filter exactly as for the first stage. No
second classification call is made, on any backend.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

from agents import Handoff, Model, ModelResponse, ModelSettings, Tool, Usage
from agents.items import TResponseInputItem, TResponseStreamEvent
from openai.types.responses import ResponseFunctionToolCall

from agents_pkg.context import PlannedStage
from agents_pkg.models.offline import events


class PlannedHandoffModel(Model):
    def __init__(self, stage: PlannedStage) -> None:
        self._stage = stage

    def _output(self) -> list[Any]:
        call_id = f"call_{uuid.uuid4().hex}"
        return [
            ResponseFunctionToolCall(
                type="function_call", id=call_id, call_id=call_id, name=self._stage.tool_name,
                arguments=self._stage.arguments or json.dumps({}),
            )
        ]  # fmt: skip

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
        return ModelResponse(output=self._output(), usage=Usage(), response_id=None)

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
        for event in events.stream_events(
            "resp_planned", "planned-handoff", self._output(), events.usage(0, 0)
        ):
            yield event
