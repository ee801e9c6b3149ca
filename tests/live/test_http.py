"""The shared GET path of the live adapters: retries, timeouts, key/quota errors, malformed bodies.

Recorded shapes used here, and where they come from:

* data.go.kr gateway key error as XML (HTTP 200, even when JSON was asked for)::

      <OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>
      <returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg>
      <returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>

  printed verbatim in https://life.photogrammer.me/openapi-servicekey-encoding-problem (a
  data.go.kr bus API called with a double-encoded key); the code table (22 = LIMITED_NUMBER_OF_
  SERVICE_REQUESTS_EXCEEDS_ERROR, 30, 31, 32, ...) is in ProjBongGO/REDCAP_TOUR
  ``proj/don_bulkup/api/references/공공데이터포털_주식시세정보_API_에러코드정리.md``.
* the same envelope as JSON with HTTP 403 — ``{"OpenAPI_ServiceResponse":{"cmmMsgHeader":{"errMsg":
  "SERVICE_KEY_IS_NOT_REGISTERED_ERROR","returnAuthMsg":"등록되지 않은 서비스키","returnReasonCode":"30"}}}``
  — recorded from data.go.kr's MidFcstInfoService in a public test-fixture file found with the
  code search (library file id 70858467520; its repository is not shown by the index).
* the quota variant (code 22) is the XML fixture of a public KOMSA parser test (library id
  70269698546); Kakao's 401 body ``{"errorType":"AccessDeniedError","message":...}`` is quoted in
  several public clients (library ids 68844422463, 34558537263; the latter shows Kakao echoing the
  app key inside ``message``: ``"wrong appKey(null) format"``, hence the redaction test).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from specialists.live.http import get_json
from specialists.live.upstream_errors import (
    data_go_kr_gateway_error,
    normalize_service_key,
    redact,
    subject,
)
from specialists.tooling import ProviderError

Reply = Callable[[httpx.Request], httpx.Response]

KEY = "TESTKEY+abc/def=="
URL = "https://apis.data.go.kr/test/endpoint"

XML_KEY_NOT_REGISTERED = (
    "<OpenAPI_ServiceResponse>\n\t<cmmMsgHeader>\n\t\t<errMsg>SERVICE ERROR</errMsg>\n"
    "\t\t<returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg>\n"
    "\t\t<returnReasonCode>30</returnReasonCode>\n\t</cmmMsgHeader>\n</OpenAPI_ServiceResponse>"
)
XML_QUOTA = (
    "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
    "<returnAuthMsg>LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR</returnAuthMsg>"
    "<returnReasonCode>22</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>"
)
JSON_KEY_NOT_REGISTERED = {
    "OpenAPI_ServiceResponse": {
        "cmmMsgHeader": {
            "errMsg": "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
            "returnAuthMsg": "등록되지 않은 서비스키",
            "returnReasonCode": "30",
        }
    }
}


# --- helpers shared by the adapter tests -------------------------------------------------------


def reply(status: int = 200, body: Any = None, *, headers: dict[str, str] | None = None) -> Reply:
    """A response factory: JSON for dicts/lists, text for strings."""

    def make(request: httpx.Request) -> httpx.Response:
        if isinstance(body, dict | list):
            return httpx.Response(status, json=body, headers=headers, request=request)
        return httpx.Response(status, text=body or "", headers=headers, request=request)

    return make


def fail(exc_type: type[httpx.TransportError]) -> Reply:
    def make(request: httpx.Request) -> httpx.Response:
        raise exc_type("simulated", request=request)

    return make


class Recorder:
    """A MockTransport handler that records requests and plays a script (the last step repeats)."""

    def __init__(self, *script: Reply) -> None:
        assert script
        self.script = list(script)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        step = self.script[min(len(self.requests), len(self.script)) - 1]
        return step(request)

    @property
    def calls(self) -> int:
        return len(self.requests)

    @property
    def last(self) -> httpx.Request:
        return self.requests[-1]

    def client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=httpx.MockTransport(self))


class Sleeps:
    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, delay: float) -> None:
        self.delays.append(delay)


async def fetch(rec: Recorder, sleeps: Sleeps | None = None, **kwargs: Any) -> Any:
    async with rec.client() as client:
        options: dict[str, Any] = {
            "params": {"serviceKey": KEY, "q": "x"},
            "headers": None,
            "timeout": 3.0,
            "source": "테스트 API",
            "key_env": "TEST_KEY",
            "secrets": (KEY,),
            "sleep": sleeps or Sleeps(),
        }
        options.update(kwargs)
        return await get_json(client, URL, **options)


def assert_no_key(message: str, key: str = KEY) -> None:
    assert key not in message
    assert quote(key, safe="") not in message  # percent-encoded form
    assert key[:8] not in message


# --- success and transient failures ------------------------------------------------------------


async def test_decodes_json_and_sends_params_with_the_timeout() -> None:
    rec = Recorder(reply(200, {"ok": [1, 2]}))
    assert await fetch(rec) == {"ok": [1, 2]}
    assert rec.calls == 1
    assert rec.last.url.params["serviceKey"] == KEY
    assert rec.last.extensions["timeout"]["read"] == 3.0


async def test_429_then_success_honours_a_short_retry_after() -> None:
    rec = Recorder(reply(429, "slow down", headers={"Retry-After": "1"}), reply(200, {"ok": True}))
    sleeps = Sleeps()
    assert await fetch(rec, sleeps) == {"ok": True}
    assert rec.calls == 2
    assert sleeps.delays == [1.0]


async def test_429_with_a_long_retry_after_is_not_waited_for() -> None:
    rec = Recorder(reply(429, "", headers={"Retry-After": "3600"}), reply(200, {"ok": True}))
    with pytest.raises(ProviderError, match="호출 한도"):
        await fetch(rec)
    assert rec.calls == 1


async def test_429_every_time_becomes_a_quota_error_after_the_retries() -> None:
    rec = Recorder(reply(429, ""))
    sleeps = Sleeps()
    with pytest.raises(ProviderError, match=r"호출 한도를 넘었습니다\(HTTP 429\)"):
        await fetch(rec, sleeps, retries=2, backoff=0.3)
    assert rec.calls == 3
    assert sleeps.delays == [0.3, 0.6]


async def test_500_twice_then_error() -> None:
    rec = Recorder(reply(500, "oops"))
    sleeps = Sleeps()
    with pytest.raises(ProviderError) as err:
        await fetch(rec, sleeps, retries=1)
    assert rec.calls == 2
    assert "HTTP 500" in str(err.value) and "일시적인 오류" in str(err.value)
    assert sleeps.delays == [0.3]


async def test_5xx_retries_with_exponential_backoff_then_succeeds() -> None:
    rec = Recorder(reply(500, ""), reply(503, ""), reply(200, {"ok": 1}))
    sleeps = Sleeps()
    assert await fetch(rec, sleeps, backoff=0.5) == {"ok": 1}
    assert rec.calls == 3
    assert sleeps.delays == [0.5, 1.0]


async def test_timeout_becomes_a_clear_error() -> None:
    rec = Recorder(fail(httpx.ReadTimeout))
    with pytest.raises(ProviderError) as err:
        await fetch(rec)
    assert rec.calls == 3
    message = str(err.value)
    assert "테스트 API 응답이 3초 안에 오지 않았습니다" in message
    assert_no_key(message)


async def test_network_error_then_success() -> None:
    rec = Recorder(fail(httpx.ConnectError), reply(200, {"ok": True}))
    assert await fetch(rec) == {"ok": True}
    assert rec.calls == 2


async def test_network_error_every_time() -> None:
    rec = Recorder(fail(httpx.ConnectError))
    with pytest.raises(ProviderError, match="연결하지 못했습니다"):
        await fetch(rec, retries=0)
    assert rec.calls == 1


# --- bodies that are not the data --------------------------------------------------------------


async def test_malformed_json_is_not_retried() -> None:
    rec = Recorder(reply(200, '{"response": {"header": '))
    with pytest.raises(ProviderError, match="응답 형식이 올바르지 않습니다"):
        await fetch(rec)
    assert rec.calls == 1


async def test_html_body_is_reported_as_such() -> None:
    rec = Recorder(reply(200, "<html><title>502 Bad Gateway</title></html>"))
    with pytest.raises(ProviderError, match="XML/HTML"):
        await fetch(rec)


async def test_empty_body() -> None:
    rec = Recorder(reply(200, ""))
    with pytest.raises(ProviderError, match="비어 있습니다"):
        await fetch(rec)


async def test_data_go_kr_xml_key_error_with_http_200() -> None:
    rec = Recorder(reply(200, XML_KEY_NOT_REGISTERED, headers={"Content-Type": "text/xml"}))
    with pytest.raises(ProviderError) as err:
        await fetch(rec)
    message = str(err.value)
    assert rec.calls == 1  # a key error is not retried
    assert "인증에 실패" in message and "등록되지 않은 서비스키" in message
    assert "resultCode 30" in message and "SERVICE_KEY_IS_NOT_REGISTERED_ERROR" in message
    assert "TEST_KEY" in message  # names the variable to fix ...
    assert_no_key(message)  # ... never its value
    assert rec.last.url.params["serviceKey"] == KEY  # the key was sent


async def test_data_go_kr_json_key_error_with_http_403() -> None:
    rec = Recorder(reply(403, JSON_KEY_NOT_REGISTERED))
    with pytest.raises(ProviderError, match="resultCode 30: SERVICE_KEY_IS_NOT_REGISTERED_ERROR"):
        await fetch(rec)
    assert rec.calls == 1


async def test_data_go_kr_quota_code_22() -> None:
    rec = Recorder(reply(200, XML_QUOTA))
    with pytest.raises(ProviderError) as err:
        await fetch(rec)
    assert "하루 호출 한도" in str(err.value) and "22" in str(err.value)
    assert rec.calls == 1


async def test_401_quotes_the_upstream_reason_with_the_key_redacted() -> None:
    body = {"errorType": "AccessDeniedError", "message": f"wrong appKey({KEY}) format"}
    rec = Recorder(reply(401, body))
    with pytest.raises(ProviderError) as err:
        await fetch(rec)
    message = str(err.value)
    assert "HTTP 401" in message and "AccessDeniedError" in message and "TEST_KEY" in message
    assert "wrong appKey(***) format" in message
    assert_no_key(message)


async def test_other_4xx_is_reported_without_retry() -> None:
    rec = Recorder(reply(400, {"error": True, "reason": "Latitude must be in range of -90 to 90"}))
    with pytest.raises(ProviderError, match=r"HTTP 400, Latitude must be in range"):
        await fetch(rec)
    assert rec.calls == 1


# --- small pieces ------------------------------------------------------------------------------


def test_gateway_envelope_parsing() -> None:
    assert data_go_kr_gateway_error(XML_KEY_NOT_REGISTERED) == (
        "30",
        "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
    )
    assert data_go_kr_gateway_error(json.dumps(JSON_KEY_NOT_REGISTERED)) == (
        "30",
        "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
    )
    assert data_go_kr_gateway_error(XML_QUOTA) == (
        "22",
        "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR",
    )
    assert data_go_kr_gateway_error('{"response": {}}') is None


def test_encoded_service_key_is_decoded_once() -> None:
    encoded = "abc%2Bdef%2Fg%3D%3D"
    assert normalize_service_key(encoded) == "abc+def/g=="
    assert normalize_service_key(" abc+def/g== ") == "abc+def/g=="
    request = httpx.Request("GET", URL, params={"serviceKey": normalize_service_key(encoded)})
    assert request.url.params["serviceKey"] == "abc+def/g=="
    assert "%25" not in str(request.url)  # not double-encoded


def test_redact_covers_encoded_forms() -> None:
    text = f"key={KEY} url=?serviceKey=TESTKEY%2Babc%2Fdef%3D%3D"
    assert KEY not in redact(text, [KEY])
    assert "TESTKEY" not in redact(text, [KEY])


def test_subject_particle() -> None:
    assert subject("기상청") == "기상청이"
    assert subject("카카오") == "카카오가"
    assert subject("Open-Meteo 날씨 API") == "Open-Meteo 날씨 API가"
