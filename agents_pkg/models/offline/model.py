"""The embedded offline model: a deterministic, rule-based implementation of the SDK ``Model``.

It plays two parts, told apart by what the SDK offers it:

* offered **handoffs** → it is the triage agent: it reads the user's latest message, classifies it
  (:mod:`agents_pkg.models.offline.nlu`) and calls the matching ``transfer_to_<specialist>`` handoff
  with arguments that match the handoff's JSON schema, or answers an out-of-scope question itself;
* offered a specialist's **tools** → it follows that specialist's policy (``ask_back`` / ``plan`` /
  ``compose``): tool calls built from the payload rendered in its instructions, then an answer built
  only from the tool outputs in its input.

No network, no key, no randomness beyond call ids.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from agents import Handoff, Tool
from agents.items import TResponseInputItem, TResponseOutputItem
from agents.testing import assistant_message, function_call
from pydantic import BaseModel, ValidationError

from agents_pkg.models.local import LocalModel
from agents_pkg.models.offline.nlu import Analysis, analyze_conversation
from specialists.base import PAYLOAD_MARKER, Specialist, ToolResult

MODEL_NAME = "eco-offline-1"


def _get(item: Any, key: str) -> Any:
    return item.get(key) if isinstance(item, Mapping) else getattr(item, key, None)


def message_text(item: Any) -> str:
    content = _get(item, "content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(_get(part, "text") or "") for part in content)
    return ""


def last_user_text(items: Sequence[Any]) -> str:
    for item in reversed(items):
        if _get(item, "role") == "user":
            return message_text(item)
    # nested handoff history has no user item: fall back to any message text
    for item in reversed(items):
        if _get(item, "role") is not None:
            return message_text(item)
    return ""


def user_texts(items: Sequence[Any]) -> list[str]:
    """Every user message of the conversation, oldest first (follow-ups need the earlier ones)."""
    texts = [message_text(i) for i in items if _get(i, "role") == "user"]
    return texts or [last_user_text(items)]


def results_since_last_user(items: Sequence[Any]) -> list[ToolResult]:
    start = 0
    for index, item in enumerate(items):
        if _get(item, "role") == "user":
            start = index + 1
    calls: dict[str, tuple[str, dict[str, Any]]] = {}
    results: list[ToolResult] = []
    for item in items[start:]:
        kind = _get(item, "type")
        if kind == "function_call":
            try:
                args = json.loads(_get(item, "arguments") or "{}")
            except ValueError:
                args = {}
            calls[str(_get(item, "call_id"))] = (
                str(_get(item, "name")),
                args if isinstance(args, dict) else {},
            )
        elif kind == "function_call_output":
            name, args = calls.get(str(_get(item, "call_id")), ("", {}))
            output = _get(item, "output")
            results.append(
                ToolResult(name, args, output if isinstance(output, str) else json.dumps(output))
            )
    return results


def rendered_payload(instructions: str | None, payload_type: type[BaseModel]) -> BaseModel | None:
    for line in (instructions or "").splitlines():
        if line.startswith(PAYLOAD_MARKER):
            raw = line[len(PAYLOAD_MARKER) :].strip()
            if raw == "null":
                return None
            try:
                return payload_type.model_validate_json(raw)
            except ValidationError:
                return None
    return None


def _call_id() -> str:
    return f"call_{uuid.uuid4().hex}"


CONFIDENCE_KEY = "confidence"


def _arguments_for(
    schema: Mapping[str, Any], slots: Mapping[str, Any], confidence: float
) -> dict[str, Any]:
    """Fill every property of a strict schema: a known slot value, else null. The triage confidence
    rides along as one extra key, which payload validation ignores (``extra="ignore"``) and the
    run hooks read into the plan; a real model never writes it."""
    props = schema.get("properties", {})
    return {**{name: slots.get(name) for name in props}, CONFIDENCE_KEY: confidence}


class OfflineModel(LocalModel):
    """Deterministic triage + specialist policy behind the SDK's ``Model`` interface."""

    model_name = MODEL_NAME

    def __init__(self, specialists: Sequence[Specialist[Any]]) -> None:
        # A specialist is recognised by its exact tool set (tools such as ``geocode`` are shared).
        self._by_tools: dict[frozenset[str], Specialist[Any]] = {
            frozenset(t.name for t in spec.tools()): spec for spec in specialists
        }

    # --- decisions -------------------------------------------------------------------------
    def decide(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        tools: Sequence[Tool],
        handoffs: Sequence[Handoff[Any, Any]],
    ) -> list[TResponseOutputItem]:
        items: list[Any] = (
            [{"role": "user", "content": input}] if isinstance(input, str) else list(input)
        )
        if handoffs:
            return self._triage(analyze_conversation(user_texts(items)), handoffs)
        offered = frozenset(t.name for t in tools)
        spec = self._by_tools.get(offered)
        if spec is None:
            return [assistant_message("요청을 처리할 수 있는 도구가 없어 답하지 못했습니다.")]
        return self._specialist(spec, system_instructions, items, offered)

    def _triage(
        self, analysis: Analysis, handoffs: Sequence[Handoff[Any, Any]]
    ) -> list[TResponseOutputItem]:
        by_agent = {h.agent_name: h for h in handoffs}
        calls: list[TResponseOutputItem] = []
        for intent in analysis.intents:
            target = by_agent.get(intent.specialist)
            if target is not None:
                args = _arguments_for(target.input_json_schema, intent.slots, intent.confidence)
                calls.append(function_call(target.tool_name, args, call_id=_call_id()))
        if calls:
            return calls
        return [assistant_message(analysis.reply)]

    def _specialist(
        self,
        spec: Specialist[Any],
        instructions: str | None,
        items: Sequence[Any],
        offered: frozenset[str],
    ) -> list[TResponseOutputItem]:
        payload = spec.parse_payload(rendered_payload(instructions, spec.payload_type))
        results = results_since_last_user(items)
        if not results:
            question = spec.ask_back(payload)
            if question is not None:
                return [assistant_message(question)]
        if payload is not None:
            planned = [p for p in spec.plan(payload, results) if p.name in offered]
            if planned:
                return [function_call(p.name, p.arguments, call_id=_call_id()) for p in planned]
        return [assistant_message(spec.compose(payload, results))]
