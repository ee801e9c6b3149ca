"""Server-Sent Events: orchestrator events on the wire, and their schema in the OpenAPI document.

One SSE event per orchestrator event: ``id:`` 1, 2, … (per stream), ``event:`` its type, ``data:``
its JSON. A failure in the middle of a stream ends it with an ``error`` event.
"""

from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI
from fastapi.sse import ServerSentEvent
from pydantic import TypeAdapter

from agents_pkg.events import ErrorEvent, Event
from agents_pkg.logging import get_logger
from agents_pkg.server.middleware import INTERNAL_ERROR_MESSAGE, where_raised

log = get_logger("eco_triage.server")

_EVENT_TYPES = [
    "route_decided", "stage_started", "tool_called", "text_delta", "stage_completed",
    "guardrail_tripped", "error", "done",
]  # fmt: skip


async def sse_stream(events: AsyncIterator[Event]) -> AsyncIterator[ServerSentEvent]:
    """``events`` as numbered SSE events; a failure ends the stream with a generic ``error`` event."""
    event_id = 0
    try:
        async for event in events:
            event_id += 1
            yield ServerSentEvent(
                raw_data=event.model_dump_json(), event=event.type, id=str(event_id)
            )
    except Exception as exc:  # headers are sent: end the stream with a generic error event
        log.error("stream.failed", error_type=type(exc).__name__, where=where_raised(exc))
        event_id += 1
        failure = ErrorEvent(message=INTERNAL_ERROR_MESSAGE)
        yield ServerSentEvent(
            raw_data=failure.model_dump_json(), event=failure.type, id=str(event_id)
        )


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
                "id": {"type": "string", "description": "1, 2, 3, … within one stream"},
                "event": {"type": "string", "enum": _EVENT_TYPES},
                "data": {
                    "type": "string",
                    "contentMediaType": "application/json",
                    "contentSchema": {"$ref": "#/components/schemas/StreamEvent"},
                },
            },
        }
        ok = schema["paths"]["/v1/chat/stream"]["post"]["responses"]["200"]
        ok["description"] = "Server-Sent Events, one per orchestrator event, ending with `done`."
        ok["content"] = {"text/event-stream": {"itemSchema": item}}
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]  # FastAPI's documented extension point
