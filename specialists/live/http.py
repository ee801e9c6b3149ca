"""One GET-and-decode path for every live adapter: retries, timeouts and user-facing errors.

Public data APIs fail in a handful of recurring ways and each adapter would otherwise re-learn them:

* data.go.kr answers key and quota problems with its gateway envelope ``OpenAPI_ServiceResponse``
  (``cmmMsgHeader.returnReasonCode`` 30 = unregistered key, 22 = daily quota, ...), as XML even
  when JSON was asked for, sometimes as JSON, with HTTP 200 or 401/403 — so the envelope is checked
  before the status code;
* Kakao and odcloud answer a bad key with 401 and a small JSON body
  (``{"errorType": "AccessDeniedError", "message": ...}`` / ``{"code": -401, "msg": ...}``);
* 429 and 5xx are transient: retried with exponential backoff, honouring a short ``Retry-After``.

Every failure becomes a :class:`~specialists.tooling.ProviderError` whose Korean message a user can
act on. Messages never contain the key: upstream text that is quoted is redacted first (Kakao, for
one, echoes the key it rejected), and exception text (which may hold the request URL with its
``serviceKey``) is never quoted at all.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import KW_ONLY, dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from specialists.live.upstream_errors import (
    data_go_kr_gateway_error,
    data_go_kr_result_error,
    key_hint,
    normalize_service_key,
    quoted,
    subject,
    upstream_reason,
)
from specialists.logs import get_logger
from specialists.tooling import ProviderError

log = get_logger("eco_triage.live")

Params = Mapping[str, str | int | float]
Sleep = Callable[[float], Awaitable[None]]

# A Retry-After longer than this is not waited for: the user is waiting for an answer.
MAX_RETRY_AFTER_S = 5.0


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("Retry-After")
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(tz=UTC)).total_seconds())


def _decode(
    response: httpx.Response,
    *,
    source: str,
    key_env: str | None,
    secrets: tuple[str, ...],
) -> Any:
    text = response.text
    gateway = data_go_kr_gateway_error(text)
    if gateway is not None:
        code, message = gateway
        raise data_go_kr_result_error(
            code, message, source=source, key_env=key_env, secrets=secrets
        )
    if not text.strip():
        raise ProviderError(f"{source} 응답이 비어 있습니다. 잠시 후 다시 시도해 주세요.")
    try:
        return json.loads(text)
    except ValueError:
        kind = "XML/HTML" if text.lstrip().startswith("<") else "JSON이 아닌"
        raise ProviderError(
            f"{source} 응답 형식이 올바르지 않습니다({kind} 응답). 잠시 후 다시 시도해 주세요."
        ) from None


async def get_json(
    client: httpx.AsyncClient,
    url: str,
    *,
    params: Params,
    headers: Mapping[str, str] | None,
    timeout: float,  # noqa: ASYNC109 - httpx's per-request timeout, not a wrapper deadline
    retries: int = 2,
    backoff: float = 0.3,
    source: str = "외부 데이터 API",
    key_env: str | None = None,
    secrets: Iterable[str] = (),
    sleep: Sleep = asyncio.sleep,
) -> Any:
    """GET ``url`` and decode its JSON body, or raise a :class:`ProviderError` a user can act on.

    Retries (``retries`` more attempts, waiting ``backoff * 2**n`` seconds, or a ``Retry-After`` of
    at most :data:`MAX_RETRY_AFTER_S`) on 429, 5xx, timeouts and network errors. Key errors, other
    4xx and undecodable bodies are not retried. ``source`` names the API in messages, ``key_env``
    the environment variable holding its key, ``secrets`` the values to keep out of every message.
    """
    hidden = tuple(s for s in secrets if s)
    attempts = max(0, retries) + 1
    for attempt in range(attempts):
        last = attempt == attempts - 1
        delay = backoff * (2**attempt)
        try:
            response = await client.get(url, params=params, headers=headers, timeout=timeout)
        except httpx.TimeoutException:
            log.info("live.timeout", source=source, attempt=attempt + 1)
            if last:
                raise ProviderError(
                    f"{source} 응답이 {timeout:g}초 안에 오지 않았습니다. 잠시 후 다시 시도해 주세요."
                ) from None
            await sleep(delay)
            continue
        except httpx.TransportError as exc:
            log.info(
                "live.network_error", source=source, attempt=attempt + 1, error=type(exc).__name__
            )
            if last:
                raise ProviderError(
                    f"{source}에 연결하지 못했습니다(네트워크 오류). 인터넷 연결을 확인하고 잠시 후 다시 시도해 주세요."
                ) from None
            await sleep(delay)
            continue

        status = response.status_code
        gateway = data_go_kr_gateway_error(response.text) if status != 200 else None
        if gateway is not None:  # key / quota problems arrive with 401, 403, 429 or 500 too
            code, message = gateway
            raise data_go_kr_result_error(
                code, message, source=source, key_env=key_env, secrets=hidden
            )
        if status == 429 or status >= 500:
            wait = _retry_after(response)
            log.info("live.retryable_status", source=source, status=status, attempt=attempt + 1)
            too_long = wait is not None and wait > MAX_RETRY_AFTER_S
            if last or too_long:
                if status == 429:
                    raise ProviderError(
                        f"{source} 호출 한도를 넘었습니다(HTTP 429). 잠시 후 다시 시도해 주세요."
                    )
                raise ProviderError(
                    f"{source} 서버에 일시적인 오류가 있습니다(HTTP {status}). 잠시 후 다시 시도해 주세요."
                )
            await sleep(wait if wait is not None else delay)
            continue
        if status in (401, 403):
            reason = quoted(upstream_reason(response.text), hidden)
            detail = f"HTTP {status}" + (f", {reason}" if reason else "")
            raise ProviderError(
                f"{source} 인증에 실패했습니다: 키가 올바르지 않거나 이 API 사용 권한이 없습니다 ({detail}).{key_hint(key_env)}"
            )
        if status >= 400:
            reason = quoted(upstream_reason(response.text), hidden)
            detail = f"HTTP {status}" + (f", {reason}" if reason else "")
            raise ProviderError(f"{subject(source)} 요청을 처리하지 못했습니다 ({detail}).")
        return _decode(response, source=source, key_env=key_env, secrets=hidden)
    raise AssertionError("unreachable")  # pragma: no cover - the loop always returns or raises


@dataclass(frozen=True)
class Endpoint:
    """One API as an adapter calls it: client, URL, key and retry policy, filled into :func:`get_json`.

    ``key`` is the form sent, ``raw_key`` the form configured (for data.go.kr the encoded one);
    both are kept out of every message.
    """

    client: httpx.AsyncClient
    url: str
    _: KW_ONLY
    source: str
    timeout: float
    retries: int
    backoff: float
    key_env: str | None = None
    key: str = ""
    raw_key: str = ""
    sleep: Sleep = asyncio.sleep

    @classmethod
    def keyed(
        cls,
        client: httpx.AsyncClient,
        url: str,
        key: str,
        *,
        missing: str,
        decode: bool = True,
        source: str,
        key_env: str,
        timeout: float,
        retries: int,
        backoff: float,
        sleep: Sleep = asyncio.sleep,
    ) -> Endpoint:
        """An endpoint for ``key``, stripped and (with ``decode``) :func:`normalize_service_key`-ed.

        Raises ``ValueError(missing)`` when ``key`` is blank.
        """
        raw = key.strip()
        if not raw:
            raise ValueError(missing)
        return cls(
            client,
            url,
            source=source,
            timeout=timeout,
            retries=retries,
            backoff=backoff,
            key_env=key_env,
            key=normalize_service_key(raw) if decode else raw,
            raw_key=raw if decode else "",
            sleep=sleep,
        )

    @property
    def secrets(self) -> tuple[str, ...]:
        """The key and raw key, without empty strings."""
        return tuple(s for s in (self.key, self.raw_key) if s)

    async def get(
        self, params: Params, headers: Mapping[str, str] | None = None, url: str | None = None
    ) -> Any:
        """:func:`get_json` of ``url`` (default :attr:`url`) with this endpoint's settings."""
        return await get_json(
            self.client,
            self.url if url is None else url,
            params=params,
            headers=headers,
            timeout=self.timeout,
            retries=self.retries,
            backoff=self.backoff,
            source=self.source,
            key_env=self.key_env,
            secrets=self.secrets,
            sleep=self.sleep,
        )


def as_list(value: Any) -> list[Any]:
    """data.go.kr ``items.item`` is a list, one object, or ``""`` when empty: always a list."""
    if value is None or value == "":
        return []
    if isinstance(value, list):
        return value
    return [value]


def dig(data: Any, *path: str) -> Any:
    """``data[path[0]][path[1]]...`` or ``None`` when any level is missing or not an object."""
    for key in path:
        if not isinstance(data, Mapping):
            return None
        data = data.get(key)
    return data
