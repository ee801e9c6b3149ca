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
from collections.abc import Sequence
from typing import Any

from agents import Handoff, Tool
from agents.items import TResponseInputItem, TResponseOutputItem
from openai.types.responses import ResponseFunctionToolCall

from agents_pkg.context import PlannedStage
from agents_pkg.models.local import LocalModel


class PlannedHandoffModel(LocalModel):
    model_name = "planned-handoff"
    counts_as_request = False

    def __init__(self, stage: PlannedStage) -> None:
        self._stage = stage

    def decide(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        tools: Sequence[Tool],
        handoffs: Sequence[Handoff[Any, Any]],
    ) -> list[TResponseOutputItem]:
        call_id = f"call_{uuid.uuid4().hex}"
        return [
            ResponseFunctionToolCall(
                type="function_call", id=call_id, call_id=call_id, name=self._stage.tool_name,
                arguments=self._stage.arguments or json.dumps({}),
            )
        ]  # fmt: skip
