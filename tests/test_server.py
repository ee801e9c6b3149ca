"""The HTTP/SSE service, served for real by uvicorn on a loopback port and driven with httpx.

Servers run as ``uvicorn.Server.serve`` tasks on the tests' event loop, ready once ``/healthz``
answers, and are shut down cleanly. Most tests share one module-wide server; tests that need a
different configuration (from env, a failing orchestrator, two servers on one Redis) start their
own. The terminal chat loop (``eco-triage chat``) is tested at the end.
"""

from __future__ import annotations

import asyncio
import io
import json
import random
import socket
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import pytest_asyncio
import uvicorn
from fastapi import FastAPI

from agents_pkg import Orchestrator, Settings
from agents_pkg.cli.chat import chat_loop
from agents_pkg.events import Event, RouteDecided
from agents_pkg.logging import configure_logging
from agents_pkg.server import INTERNAL_ERROR_MESSAGE, create_app
from agents_pkg.sessions import RedisSessionStore, SQLiteSessionStore
from tests.guardrails.make_pii_corpus import rrn
from tests.redis_server import RedisServer, running_redis

SOFA = "강남구 소파 버리려면 얼마야?"
FOLLOW_UP = "거기 말고 마포구는?"
# query → a figure only its own answer contains (the concurrency test checks for mixed answers)
CASES = {
    SOFA: "쇼파 (규격 미기재): 10,000원",
    "폐지 가격 알려줘": "신문지: 120원/kg",
    "마포구 책상 버리는 비용": "서울특별시 마포구 수수료 자료가 없어 '책상'",
    "폐건전지 어디에 버려?": "폐건전지 수거함",
    "부산 날씨 어때?": "부산 관측소",
}


# --- a real server ---------------------------------------------------------------------------
@asynccontextmanager
async def serving(app: FastAPI) -> AsyncIterator[str]:
    """Serve ``app`` on a free loopback port; yield its base URL once ``/healthz`` answers 200."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    base = f"http://127.0.0.1:{sock.getsockname()[1]}"
    config = uvicorn.Config(app, lifespan="on", log_level="warning", access_log=False, ws="none")
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        async with asyncio.timeout(10), httpx.AsyncClient(base_url=base) as probe:
            while True:
                if task.done():
                    task.result()
                    raise RuntimeError("uvicorn exited during startup")
                if server.started:
                    try:
                        if (await probe.get("/healthz")).status_code == 200:
                            break
                    except httpx.TransportError:
                        pass
                await asyncio.sleep(0.01)
        yield base
    finally:
        server.should_exit = True
        await asyncio.wait_for(task, 10)
        sock.close()


# One server for most of this module (its own event loop scope); tests that need another
# configuration (from env, failing orchestrator, Redis) start their own.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def base_url(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[str]:
    sessions = SQLiteSessionStore(tmp_path_factory.mktemp("server") / "sessions.sqlite3")
    async with serving(create_app(Orchestrator(Settings(), sessions=sessions))) as url:
        yield url


@pytest_asyncio.fixture(loop_scope="module")
async def client(base_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=base_url, timeout=10) as c:
        yield c


@pytest.fixture(scope="module")
def redis_server() -> Iterator[RedisServer]:
    yield from running_redis()


# --- an SSE reader ---------------------------------------------------------------------------
@dataclass
class Sse:
    id: str  # the run log's stream id: "<ms>-<seq>" on Redis, "0-<n>" embedded
    event: str
    data: dict[str, Any]


def increasing(ids: list[str]) -> bool:
    """Every id present, and strictly increasing as stream ids ("<ms>-<seq>")."""
    keys = [tuple(int(p) for p in i.split("-")) for i in ids]
    return bool(keys) and all(a < b for a, b in zip(keys, keys[1:], strict=False))


async def read_sse(response: httpx.Response) -> list[Sse]:
    """Parse ``text/event-stream`` as it arrives (comments such as ``: ping`` are skipped)."""
    events: list[Sse] = []
    fields: dict[str, str] = {}
    data: list[str] = []
    async for line in response.aiter_lines():
        if line == "":
            if data:
                events.append(Sse(fields["id"], fields["event"], json.loads("\n".join(data))))
            fields, data = {}, []
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "data":
            data.append(value)
        else:
            fields[name] = value
    return events


async def stream_chat(client: httpx.AsyncClient, body: dict[str, Any]) -> list[Sse]:
    async with client.stream("POST", "/v1/chat/stream", json=body) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        return await read_sse(response)


def compress(types: list[str]) -> list[str]:
    return [t for i, t in enumerate(types) if i == 0 or types[i - 1] != t]


# --- JSON endpoint -----------------------------------------------------------------------------
async def test_healthz_reports_backend_and_model(client: httpx.AsyncClient) -> None:
    response = await client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {
        "status": "ok",
        "backend": "offline",
        "model": "offline:eco-offline-1",
    }


async def test_chat_json_happy_path(client: httpx.AsyncClient) -> None:
    response = await client.post("/v1/chat", json={"message": SOFA})
    assert response.status_code == 200
    body = response.json()
    assert body["route"] == ["bulk_waste"]
    assert body["stages"][0]["payload"]["district"] == "강남구"
    assert [c["name"] for c in body["stages"][0]["tool_calls"]] == [
        "get_collection_info",
        "search_fee",
    ]
    assert CASES[SOFA] in body["answer"]
    assert body["blocked"] is None and body["error"] is None


async def test_chat_sse_happy_path_matches_the_json_answer(client: httpx.AsyncClient) -> None:
    query = "폐지 가격 알려줘"
    events = await stream_chat(client, {"message": query})
    assert increasing([e.id for e in events])
    assert all(e.event == e.data["type"] for e in events)
    assert compress([e.event for e in events]) == [
        "route_decided",
        "stage_started",
        "tool_called",
        "text_delta",
        "stage_completed",
        "done",
    ]
    done = events[-1].data["result"]
    streamed = "".join(e.data["delta"] for e in events if e.event == "text_delta")
    assert streamed == done["answer"]

    body = (await client.post("/v1/chat", json={"message": query})).json()
    assert done["answer"] == body["answer"] and CASES[query] in done["answer"]
    assert done["route"] == body["route"] == ["recyclable_price"]


# --- bad requests ------------------------------------------------------------------------------
@pytest.mark.parametrize("path", ["/v1/chat", "/v1/chat/stream"])
async def test_bad_json_is_422(client: httpx.AsyncClient, path: str) -> None:
    response = await client.post(
        path, content='{"message": "강남구'.encode(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"] == "invalid_json"
    assert "강남구" not in response.text  # the body is not echoed


@pytest.mark.parametrize(
    ("body", "error", "says"),
    [
        ({}, "invalid_request", "message"),
        ({"message": 42}, "invalid_request", "message"),
        ({"message": "소파", "session_id": "has space"}, "invalid_request", "session_id"),
        ({"message": ""}, "invalid_query", "질문이 비어 있습니다"),
        ({"message": "   \n "}, "invalid_query", "질문이 비어 있습니다"),
        ({"message": "a" * 4001}, "invalid_query", "4,000자 이내"),
    ],
)
@pytest.mark.parametrize("path", ["/v1/chat", "/v1/chat/stream"])
async def test_invalid_messages_are_422_with_a_clear_reason(
    client: httpx.AsyncClient, path: str, body: dict[str, Any], error: str, says: str
) -> None:
    response = await client.post(path, json=body)
    assert response.status_code == 422
    payload = response.json()
    assert payload["error"] == error
    assert says in payload["message"] + json.dumps(payload["details"])
    assert "input" not in json.dumps(payload["details"])  # pydantic's echo of the value is dropped


async def test_oversized_body_is_413_before_parsing(client: httpx.AsyncClient) -> None:
    big = json.dumps({"message": "소파" * 10000}, ensure_ascii=False).encode()  # 60 KB
    assert len(big) > 12 * 4000 + 1024  # the limit follows the 4,000-character message limit
    response = await client.post(
        "/v1/chat", content=big, headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert response.json()["error"] == "request_too_large"
    assert "49,024" in response.json()["message"]
    # not even JSON: still 413 (the size is checked on the raw bytes, first)
    junk = await client.post("/v1/chat/stream", content=b"{" * 50000)
    assert junk.status_code == 413


async def test_oversized_chunked_body_is_413(client: httpx.AsyncClient) -> None:
    async def chunks() -> AsyncIterator[bytes]:  # no Content-Length: counted while reading
        yield b'{"message": "'
        for _ in range(60):
            yield b"a" * 1000
        yield b'"}'

    response = await client.post(
        "/v1/chat", content=chunks(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413


async def test_pii_block_is_a_normal_200_result(client: httpx.AsyncClient) -> None:
    number = rrn(random.Random(1))
    message = f"제 주민번호는 {number[:6]}-{number[6:]} 이에요. 강남구 소파 버리려면?"
    response = await client.post("/v1/chat", json={"message": message})
    assert response.status_code == 200
    body = response.json()
    assert body["blocked"] and body["route"] == [] and body["stages"] == []
    assert "주민등록번호" in body["answer"]
    assert number[6:] not in response.text  # only the masked form comes back

    events = await stream_chat(client, {"message": message})
    assert [e.event for e in events] == ["guardrail_tripped", "done"]
    assert events[-1].data["result"]["blocked"] == body["blocked"]


class _Exploding(Orchestrator):
    """Fails with the user's text in the exception: none of it may reach the response."""

    async def run(self, query: str, *, session_id: str | None = None) -> Any:
        raise RuntimeError(f"boom while answering {query!r}")

    async def stream(self, query: str, *, session_id: str | None = None) -> AsyncIterator[Event]:
        yield RouteDecided(route=["bulk_waste"])
        raise RuntimeError(f"boom while streaming {query!r}")


async def test_unexpected_errors_are_generic_500s() -> None:
    async with (
        serving(create_app(_Exploding())) as url,
        httpx.AsyncClient(base_url=url, timeout=10) as client,
    ):
        response = await client.post("/v1/chat", json={"message": SOFA})
        assert response.status_code == 500
        assert response.json() == {
            "error": "internal_error",
            "message": INTERNAL_ERROR_MESSAGE,
            "details": None,
        }
        for leak in ("boom", "소파", "Traceback", "RuntimeError"):
            assert leak not in response.text

        events = await stream_chat(client, {"message": SOFA})  # headers were sent: error event
        assert [e.event for e in events] == ["route_decided", "error"]
        assert increasing([e.id for e in events])
        assert events[-1].data == {"type": "error", "message": INTERNAL_ERROR_MESSAGE}

        assert (await client.get("/healthz")).status_code == 200  # the server is still serving


# --- sessions ----------------------------------------------------------------------------------
async def test_app_from_env_carries_a_session_across_two_requests(tmp_path: Path) -> None:
    """``create_app()`` as ``eco-triage serve`` builds it: settings and SQLite sessions from env."""
    async with (
        serving(create_app()) as url,
        httpx.AsyncClient(base_url=url, timeout=10) as client,
    ):
        health = (await client.get("/healthz")).json()
        assert health == {"status": "ok", "backend": "offline", "model": "offline:eco-offline-1"}
        first = await client.post("/v1/chat", json={"message": SOFA})
        assert first.json()["route"] == ["bulk_waste"]
        sid = first.json()["session_id"]  # issued by the server
        assert first.headers["x-eco-session"] == sid
        second = await client.post("/v1/chat", json={"message": FOLLOW_UP, "session_id": sid})
        body = second.json()
        assert body["route"] == ["bulk_waste"]
        assert body["stages"][0]["payload"]["district"] == "마포구"
        assert body["stages"][0]["payload"]["item"] == "소파"
        # the same follow-up without the session has no context
        alone = (await client.post("/v1/chat", json={"message": FOLLOW_UP})).json()
        assert alone["route"] != ["bulk_waste"]
    # conftest points ECO_TRIAGE_DATA_DIR at this test's temp dir: the default sessions file
    assert (tmp_path / "data" / "sessions.sqlite3").is_file()


async def test_two_servers_share_sessions_through_redis(redis_server: RedisServer) -> None:
    prefix = f"two-servers:{uuid.uuid4().hex}"
    store_a = RedisSessionStore(redis_server.url, key_prefix=prefix)
    store_b = RedisSessionStore(redis_server.url, key_prefix=prefix)
    orch_a, orch_b = Orchestrator(sessions=store_a), Orchestrator(sessions=store_b)
    assert orch_a is not orch_b
    try:
        async with (
            serving(create_app(orch_a)) as url_a,
            serving(create_app(orch_b)) as url_b,
            httpx.AsyncClient(timeout=10) as client,
        ):
            assert url_a != url_b
            first = await client.post(f"{url_a}/v1/chat", json={"message": SOFA})
            assert first.json()["stages"][0]["payload"]["district"] == "강남구"
            sid = first.json()["session_id"]  # issued by A, accepted by B (one data dir secret)
            second = await client.post(
                f"{url_b}/v1/chat", json={"message": FOLLOW_UP, "session_id": sid}
            )
            body = second.json()
            assert body["route"] == ["bulk_waste"]
            assert body["stages"][0]["payload"]["district"] == "마포구"
            assert len(await store_a.history(sid)) == 4  # both turns, written by two servers
    finally:
        await store_a.close()
        await store_b.close()


# --- logs, schema ------------------------------------------------------------------------------
async def test_access_log_is_structured_and_has_no_user_text(
    client: httpx.AsyncClient, capsys: pytest.CaptureFixture[str]
) -> None:
    secret_sid = (await client.post("/v1/chat", json={"message": "폐지 가격"})).json()["session_id"]
    configure_logging(json=True, level="DEBUG")
    capsys.readouterr()
    phone = "010-4321-8765"
    message = f"{SOFA} 연락처는 {phone}"
    assert (
        await client.post("/v1/chat", json={"message": message, "session_id": secret_sid})
    ).status_code == 200
    await stream_chat(client, {"message": "폐지 가격 알려줘"})
    assert (await client.post("/v1/chat", json={"message": ""})).status_code == 422
    assert (await client.post("/v1/chat", content=b"x" * 50000)).status_code == 413

    err = capsys.readouterr().err
    records = [json.loads(line) for line in err.splitlines() if line.startswith("{")]
    access = [r for r in records if r.get("event") == "http.request"]
    assert [(r["method"], r["path"], r["status"]) for r in access] == [
        ("POST", "/v1/chat", 200),
        ("POST", "/v1/chat/stream", 200),
        ("POST", "/v1/chat", 422),
        ("POST", "/v1/chat", 413),
    ]
    assert [r["session_id_present"] for r in access] == [True, False, False, False]
    # the two requests that ran a turn took measurable time; the refusals are timed too
    assert all(isinstance(r["duration_ms"], float | int) for r in access)
    assert access[0]["duration_ms"] > 0 and access[1]["duration_ms"] > 0
    # the phone's digits in any grouping (a bare "4321" could be part of a random id or a timestamp)
    for leak in (message, "소파", "강남구", "폐지", phone, "4321-8765", "43218765", secret_sid):
        assert leak not in err, f"{leak!r} leaked into the logs"


async def test_openapi_schema_describes_the_api(client: httpx.AsyncClient) -> None:
    schema = (await client.get("/openapi.json")).json()
    assert {"/v1/chat", "/v1/chat/stream", "/healthz"} <= set(schema["paths"])
    components = schema["components"]["schemas"]
    assert components["ChatRequest"]["required"] == ["message"]
    stream_ok = schema["paths"]["/v1/chat/stream"]["post"]["responses"]["200"]["content"]
    item = stream_ok["text/event-stream"]["itemSchema"]
    assert item["properties"]["data"]["contentSchema"] == {
        "$ref": "#/components/schemas/StreamEvent"
    }
    assert "Done" in components and "StreamEvent" in components
    # the documented response model keeps up with what the endpoint really returns
    real = (await client.post("/v1/chat", json={"message": SOFA})).json()
    assert set(real) == set(components["ChatResponse"]["properties"])
    assert set(real["stages"][0]) == set(components["Stage"]["properties"])


# --- concurrency -------------------------------------------------------------------------------
async def test_100_concurrent_sse_clients_each_get_their_own_answer(base_url: str) -> None:
    queries = [list(CASES)[i % len(CASES)] for i in range(100)]
    limits = httpx.Limits(max_connections=200, max_keepalive_connections=200)
    started = time.perf_counter()
    async with httpx.AsyncClient(base_url=base_url, timeout=30, limits=limits) as client:
        async with asyncio.timeout(25):
            streams = await asyncio.gather(*(stream_chat(client, {"message": q}) for q in queries))
    elapsed = time.perf_counter() - started
    for query, events in zip(queries, streams, strict=True):
        assert increasing([e.id for e in events])
        assert events[-1].event == "done"
        answer = events[-1].data["result"]["answer"]
        assert "".join(e.data["delta"] for e in events if e.event == "text_delta") == answer
        assert CASES[query] in answer
        for other, figure in CASES.items():
            if other != query:
                assert figure not in answer, f"{query!r} got {other!r}'s answer"
    assert elapsed < 20, f"100 concurrent streams took {elapsed:.1f}s"


async def test_client_leaving_mid_stream_does_not_hurt_the_server(
    client: httpx.AsyncClient,
) -> None:
    async with client.stream("POST", "/v1/chat/stream", json={"message": SOFA}) as response:
        async for line in response.aiter_lines():
            if line.startswith("event:"):
                break  # hang up after the first event
    body = (await client.post("/v1/chat", json={"message": SOFA})).json()
    assert CASES[SOFA] in body["answer"]


# --- the terminal chat (eco-triage chat) -------------------------------------------------------
def _scripted(lines: list[str]) -> Callable[[str], str]:
    feed = iter(lines)

    def read(prompt: str) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    return read


async def test_chat_loop_streams_answers_keeps_the_session_and_quits() -> None:
    out = io.StringIO()
    async with Orchestrator() as orch:
        code = await chat_loop(
            orch,
            "term-1",
            input_fn=_scripted([SOFA, "", FOLLOW_UP, "/quit", "never read"]),
            output=out,
        )
        history = await orch.sessions.history("term-1")
    text = out.getvalue()
    assert code == 0
    assert text.count("[경로(route): bulk_waste]") == 2
    assert (
        "서울특별시 강남구" in text and "서울특별시 마포구" in text
    )  # the follow-up used the session
    assert CASES[SOFA] in text
    assert len(history) == 4


async def test_chat_loop_reports_bad_input_blocks_and_ends_on_eof() -> None:
    out = io.StringIO()
    number = rrn(random.Random(1))
    async with Orchestrator() as orch:
        code = await chat_loop(
            orch, None, input_fn=_scripted(["a" * 4001, f"주민번호 {number}"]), output=out
        )
    text = out.getvalue()
    assert code == 0  # EOF
    assert "4,000자 이내" in text  # the QueryError text; the loop went on
    assert "주민등록번호" in text and "차단됨(blocked)" in text  # a block prints its message
    assert number not in text

    def interrupted(prompt: str) -> str:
        raise KeyboardInterrupt

    async with Orchestrator() as orch:
        assert await chat_loop(orch, None, input_fn=interrupted, output=io.StringIO()) == 130
