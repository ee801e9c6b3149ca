"""The gate in front of the chat routes: who is calling (401), how often (429), which session
they may use (403), and whether the session store works (503), as JSON errors.

Other routers (``/v1/runs``) take the same gate with ``Depends`` on a function calling
:meth:`Guard.admit`.
"""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from agents_pkg.config import Settings
from agents_pkg.server.middleware import error_response
from agents_pkg.server.ratelimit import RateLimiter, RedisBuckets
from agents_pkg.server.security import (
    CallerPolicy,
    ForeignSession,
    Principal,
    Unauthorized,
    load_session_secret,
)
from agents_pkg.sessions import RedisSessionStore, SessionStore, SessionStoreUnavailable

__all__ = ["Guard", "RateLimited", "build_guard", "install_guard_handlers"]

STORE_UNAVAILABLE_MESSAGE = (
    "대화 기록 저장소에 연결할 수 없어 요청을 처리하지 않았습니다. 잠시 후 다시 시도해 주세요."
)


class RateLimited(Exception):
    def __init__(self, retry_after_s: int) -> None:
        super().__init__(f"rate limited; retry after {retry_after_s} s")
        self.retry_after_s = retry_after_s


@dataclass
class Guard:
    policy: CallerPolicy
    limiter: RateLimiter

    async def admit(self, request: Request) -> Principal:
        """The caller, if authenticated and within the rate limit (:class:`Unauthorized`,
        :class:`RateLimited` otherwise)."""
        principal = self.policy.principal(request.headers)
        client = request.client.host if request.client else "unknown"
        wait = await self.limiter.check(principal.id if principal.identified else None, client)
        if wait:
            raise RateLimited(wait)
        return principal


def build_guard(settings: Settings, sessions: SessionStore, *, served: bool = False) -> Guard:
    """The gate for ``settings``; buckets live in Redis when the sessions do. ``served``: the app
    was built from the environment (``eco-triage serve``), rate-limited unless told otherwise."""
    secret = load_session_secret(settings, settings.data_dir)
    shared = RedisBuckets(sessions.client) if isinstance(sessions, RedisSessionStore) else None
    per_min, burst = settings.rate_limit(served=served)
    limiter = RateLimiter(per_min, burst, shared, salt=secret)
    return Guard(CallerPolicy.from_settings(settings, secret), limiter)


async def _on_unauthorized(request: Request, exc: Exception) -> JSONResponse:
    response = error_response(401, "unauthorized", f"인증이 필요합니다: {exc}")
    response.headers["WWW-Authenticate"] = 'Bearer realm="eco-triage"'
    return response


async def _on_foreign_session(request: Request, exc: Exception) -> JSONResponse:
    return error_response(403, "forbidden_session", f"이 세션을 쓸 수 없습니다: {exc}")


async def _on_rate_limited(request: Request, exc: Exception) -> JSONResponse:
    wait = exc.retry_after_s if isinstance(exc, RateLimited) else 1
    response = error_response(
        429, "rate_limited", f"요청이 너무 많습니다. {wait}초 뒤에 다시 시도해 주세요."
    )
    response.headers["Retry-After"] = str(wait)
    return response


async def _on_store_unavailable(request: Request, exc: Exception) -> JSONResponse:
    response = error_response(503, "session_store_unavailable", STORE_UNAVAILABLE_MESSAGE)
    response.headers["Retry-After"] = "1"
    return response


def install_guard_handlers(app: FastAPI) -> None:
    app.add_exception_handler(Unauthorized, _on_unauthorized)
    app.add_exception_handler(ForeignSession, _on_foreign_session)
    app.add_exception_handler(RateLimited, _on_rate_limited)
    app.add_exception_handler(SessionStoreUnavailable, _on_store_unavailable)
