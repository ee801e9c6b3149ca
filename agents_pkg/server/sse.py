"""The schema of the Server-Sent Events in the OpenAPI document (the streams themselves:
:func:`agents_pkg.server.runs.sse_events`).

One SSE event per orchestrator event: ``id:`` its run-log stream id, ``event:`` its type, ``data:``
its JSON. A failure in the middle of a stream ends it with an ``error`` event.
"""

from typing import Any

from fastapi import FastAPI
from pydantic import TypeAdapter

from agents_pkg.events import Event

_EVENT_TYPES = [
    "route_decided", "stage_started", "tool_called", "text_delta", "stage_completed",
    "guardrail_tripped", "error", "done", "reset",
]  # fmt: skip


def install_openapi(app: FastAPI) -> None:
    """FastAPI's schema, plus the stream's event union (``StreamEvent``) as the SSE item schema."""
    base = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        schema = base()
        events = TypeAdapter(Event).json_schema(
            mode="serialization", ref_template="#/components/schemas/{model}"
        )
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        for name, definition in events.pop("$defs", {}).items():
            components.setdefault(name, definition)
        components["StreamEvent"] = events
        item = {
            "type": "object",
            "required": ["id", "event", "data"],
            "properties": {
                "id": {
                    "type": "string",
                    "description": "the run log's stream id (send it back as Last-Event-ID)",
                },
                "event": {"type": "string", "enum": _EVENT_TYPES},
                "retry": {"type": "integer", "description": "reconnection delay, ms (first)"},
                "data": {
                    "type": "string",
                    "contentMediaType": "application/json",
                    "contentSchema": {"$ref": "#/components/schemas/StreamEvent"},
                },
            },
        }
        for path, method in (("/v1/chat/stream", "post"), ("/v1/runs/{run_id}/events", "get")):
            ok = schema["paths"][path][method]["responses"]["200"]
            ok["description"] = (
                "Server-Sent Events, one per orchestrator event, ending with `done`."
            )
            ok["content"] = {"text/event-stream": {"itemSchema": item}}
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]  # FastAPI's documented extension point
