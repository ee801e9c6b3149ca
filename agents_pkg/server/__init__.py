"""HTTP + Server-Sent Events service around one shared :class:`Orchestrator` (FastAPI).

::

    uvicorn --factory agents_pkg.server:create_app      # or: eco-triage serve --port 8080

| endpoint | answers |
|---|---|
| ``POST /v1/chat`` | ``{"message": str, "session_id": str | null}`` → the turn result (``TurnResult.to_json_dict()``) |
| ``POST /v1/chat/stream`` | same body → ``text/event-stream``: ``retry:``, then one SSE event per orchestrator event (``id:`` its run-log stream id; ``event:`` its type; ``data:`` its JSON), ending with ``done`` carrying the result |
| ``POST /v1/runs``, ``GET /v1/runs/{id}``, ``GET /v1/runs/{id}/events`` | runs that outlive the request; SSE that resumes after ``Last-Event-ID`` (:mod:`agents_pkg.server.runs`) |
| ``GET /healthz`` | ``{"status": "ok", "backend": …, "model": …}`` (503 while not serving) |
| ``GET /readyz`` | the same, or 503 while the session store cannot be written or the shipped data cannot be read |
| ``POST /v1/chat/completions``, ``GET /v1/models`` | OpenAI-compatible (:mod:`agents_pkg.server.openai_compat`) |
| ``GET /metrics`` | Prometheus metrics (:mod:`agents_pkg.server.metrics`) |
| ``GET /openapi.json`` | the OpenAPI schema (``/docs`` renders it) |

Errors are JSON ``{"error": code, "message": text, "details": […] | null}``: 413 ``request_too_large``
(checked on the raw body, before any parsing), 422 ``invalid_json`` / ``invalid_request`` /
``invalid_query`` (empty or over-long message, invalid text: the ``QueryError`` text), 401
``unauthorized``, 403 ``forbidden_session``, 429 ``rate_limited``, 503 ``unavailable`` /
``session_store_unavailable`` (see :mod:`agents_pkg.server.security`) / ``queue_full`` (with
``Retry-After``), 500
``internal_error`` (generic: never a traceback or the user's text). A PII block is a normal 200
result with ``blocked`` set. A failure in the middle of a stream ends it with an ``error`` event.

Access logs (structlog ``eco_triage.access``, event ``http.request``): method, path, status,
duration_ms and whether a session id was sent — never the message or the session id itself.
"""

from agents_pkg.server.app import create_app
from agents_pkg.server.middleware import (
    DEFAULT_MAX_BODY_BYTES,
    INTERNAL_ERROR_MESSAGE,
    UNAVAILABLE_MESSAGE,
    AccessLogMiddleware,
    BodyLimitMiddleware,
)
from agents_pkg.server.models import (
    ChatRequest,
    ChatResponse,
    ErrorBody,
    ErrorDetail,
    Health,
    StageOut,
    ToolCallOut,
)

__all__ = [
    "DEFAULT_MAX_BODY_BYTES",
    "INTERNAL_ERROR_MESSAGE",
    "UNAVAILABLE_MESSAGE",
    "AccessLogMiddleware",
    "BodyLimitMiddleware",
    "ChatRequest",
    "ChatResponse",
    "ErrorBody",
    "ErrorDetail",
    "Health",
    "StageOut",
    "ToolCallOut",
    "create_app",
]
