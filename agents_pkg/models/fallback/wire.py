"""The Chat Completions wire format of the fallback: tool schemas and messages.

Triage's handoffs and each specialist's ``FunctionTool`` objects become ``tools`` entries; a tool
call's arguments are read leniently, and a turn with tool calls is echoed back as an assistant
message.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from agents import FunctionTool, Handoff
from openai.types.chat import ChatCompletionFunctionToolParam, ChatCompletionMessageParam


def handoff_tool(handoff: Handoff[Any, Any]) -> ChatCompletionFunctionToolParam:
    """A handoff as a function tool: its schema is the handoff's ``input_json_schema``."""
    return {
        "type": "function",
        "function": {
            "name": handoff.tool_name,
            "description": handoff.tool_description,
            "parameters": handoff.input_json_schema,
            "strict": handoff.strict_json_schema,
        },
    }


def function_tool(tool: FunctionTool) -> ChatCompletionFunctionToolParam:
    """A specialist's ``FunctionTool`` with the schema the SDK agent sends."""
    return {
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description,
            "parameters": tool.params_json_schema,
            "strict": tool.strict_json_schema,
        },
    }


def json_obj(raw: str) -> dict[str, Any]:
    """Tool-call arguments as a dict; ``{}`` when they are not a JSON object."""
    try:
        value = json.loads(raw or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def assistant_with_calls(content: str | None, calls: Sequence[Any]) -> ChatCompletionMessageParam:
    """The assistant turn that made ``calls``, as the next request must repeat it."""
    return {
        "role": "assistant",
        "content": content,
        "tool_calls": [
            {
                "id": c.id,
                "type": "function",
                "function": {"name": c.function.name, "arguments": c.function.arguments},
            }
            for c in calls
        ],
    }
