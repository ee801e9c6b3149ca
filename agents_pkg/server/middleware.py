"""Raw ASGI middleware (body-size limit, access log) and the JSON error handlers.

Errors are JSON ``{"error": code, "message": text, "details": […] | null}``; none carries a
traceback or the user's text, in the response or in the log.
"""

import os
import time
import traceback

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agents_pkg.errors import OrchestratorStateError, QueryError
from agents_pkg.logging import get_logger
from agents_pkg.server.models import ErrorBody, ErrorDetail

access_log = get_logger("eco_triage.access")
log = get_logger("eco_triage.server")

DEFAULT_MAX_BODY_BYTES = 16384
INTERNAL_ERROR_MESSAGE = "서버 내부 오류로 요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요."
UNAVAILABLE_MESSAGE = "서비스가 준비되지 않았거나 종료 중입니다. 잠시 후 다시 시도해 주세요."
ACCESS_KEY = "eco_triage.access"  # per-request scratch dict the endpoints fill for the access log


def _error(
    status: int, code: str, message: str, details: list[ErrorDetail] | None = None
) -> JSONResponse:
    body = ErrorBody(error=code, message=message, details=details)
    return JSONResponse(body.model_dump(mode="json"), status_code=status)


error_response = _error  # for the other routers' handlers


# --- raw ASGI middleware: body limit and access log --------------------------------------------
class BodyLimitMiddleware:
    """413 when the raw body exceeds ``max_bytes``: by ``Content-Length`` without reading it, or
    while reading a chunked body. Below the limit the body is buffered and replayed to the app."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await self._too_large(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return  # the client left before sending its body
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await self._too_large(scope, receive, send)
                return
            chunks.append(chunk)
            more = bool(message.get("more_body", False))
        body = b"".join(chunks)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # then the real channel: http.disconnect for streams

        await self.app(scope, replay, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = _error(
            413,
            "request_too_large",
            f"요청 본문이 너무 큽니다. {self.max_bytes:,}바이트 이내로 보내 주세요.",
        )
        await response(scope, receive, send)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class AccessLogMiddleware:
    """Outermost layer: one structured access log line per request, and the last-resort 500."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        notes: dict[str, bool] = {"session_id": False}
        scope[ACCESS_KEY] = notes
        status = 499  # logged when the client left before any response (nginx's convention)
        response_started = False

        async def send_and_record(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                status, response_started = int(message["status"]), True
            await send(message)

        try:
            await self.app(scope, receive, send_and_record)
        except Exception as exc:  # never a traceback or user text in the response, nor in the log
            log.error("http.unhandled", error_type=type(exc).__name__, where=where_raised(exc))
            if not response_started:
                await _error(500, "internal_error", INTERNAL_ERROR_MESSAGE)(
                    scope, receive, send_and_record
                )
        finally:
            access_log.info(
                "http.request",
                method=scope.get("method", ""),
                path=str(scope.get("path", ""))[:200],
                status=status,
                duration_ms=round((time.perf_counter() - started) * 1000, 2),
                session_id_present=notes["session_id"],
            )


def where_raised(exc: BaseException) -> str:
    """``file:line:function`` of the innermost frame: enough to find a bug, with no values in it."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f"{os.path.basename(last.filename)}:{last.lineno}:{last.name}"


# --- exception handlers ---------------------------------------------------------------------------
async def _on_query_error(request: Request, exc: Exception) -> JSONResponse:
    return _error(422, "invalid_query", str(exc))


async def _on_validation_error(request: Request, exc: Exception) -> JSONResponse:
    errors = exc.errors() if isinstance(exc, RequestValidationError) else []
    details = [
        ErrorDetail(loc=[p for p in e.get("loc", ()) if isinstance(p, str | int)],
                    msg=str(e.get("msg", "")))
        for e in errors
    ]  # fmt: skip  # no "input" / "ctx": they can echo the user's text
    if any(e.get("type") == "json_invalid" for e in errors):
        return _error(422, "invalid_json", "요청 본문이 올바른 JSON이 아닙니다.", details)
    fields = ", ".join(".".join(str(p) for p in d.loc if p != "body") or "body" for d in details)
    return _error(
        422,
        "invalid_request",
        f"요청 형식이 올바르지 않습니다({fields}). "
        '{"message": "질문", "session_id": "선택"} 형식의 JSON을 보내 주세요.',
        details,
    )


async def _on_unavailable(request: Request, exc: Exception) -> JSONResponse:
    return _error(503, "unavailable", UNAVAILABLE_MESSAGE)


async def _on_http_error(request: Request, exc: Exception) -> JSONResponse:
    status = exc.status_code if isinstance(exc, StarletteHTTPException) else 500
    code = {404: "not_found", 405: "method_not_allowed"}.get(status, f"http_{status}")
    detail = exc.detail if isinstance(exc, StarletteHTTPException) else ""
    return _error(status, code, str(detail))


def install_error_handlers(app: FastAPI) -> None:
    """The JSON error bodies for bad queries, bad requests, an unavailable service, HTTP errors."""
    app.add_exception_handler(QueryError, _on_query_error)
    app.add_exception_handler(RequestValidationError, _on_validation_error)
    app.add_exception_handler(OrchestratorStateError, _on_unavailable)
    app.add_exception_handler(StarletteHTTPException, _on_http_error)
