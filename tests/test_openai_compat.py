"""The OpenAI-compatible endpoint with the real ``openai`` client as the caller, plus the ops
routes around it (/metrics, CORS, X-Request-ID), against a real server on loopback."""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import openai
import pytest
import pytest_asyncio
from openai import AsyncOpenAI

from agents_pkg import Orchestrator, Settings
from agents_pkg.api_keys import hash_api_key
from agents_pkg.logging import configure_logging
from agents_pkg.server import create_app
from agents_pkg.sessions import SQLiteSessionStore
from tests.test_server import serving

pytestmark = pytest.mark.asyncio(loop_scope="module")
SOFA = "강남구에서 소파 버리려면 얼마야?"


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def base_url(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[str]:
    sessions = SQLiteSessionStore(tmp_path_factory.mktemp("compat") / "sessions.sqlite3")
    settings = Settings(cors_origins=("https://chat.example",))
    async with serving(create_app(Orchestrator(settings, sessions=sessions))) as url:
        yield url


@pytest_asyncio.fixture(loop_scope="module")
async def client(base_url: str) -> AsyncIterator[AsyncOpenAI]:
    async with AsyncOpenAI(base_url=f"{base_url}/v1", api_key="unused", max_retries=0) as c:
        yield c


async def test_models_lists_eco_triage(client: AsyncOpenAI) -> None:
    models = await client.models.list()
    assert [m.id for m in models.data] == ["eco-triage"]


async def test_completion_answers_the_last_user_message(client: AsyncOpenAI) -> None:
    completion = await client.chat.completions.create(
        model="eco-triage",
        messages=[
            {"role": "system", "content": "You are helpful."},
            {"role": "user", "content": "폐지 가격"},
            {"role": "assistant", "content": "신문지: 120원/kg …"},
            {"role": "user", "content": SOFA},
        ],
        temperature=0.2,  # accepted, not used
    )
    choice = completion.choices[0]
    assert choice.finish_reason == "stop" and choice.message.role == "assistant"
    assert "쇼파 (규격 미기재): 3,000원" in (choice.message.content or "")  # the official rows
    extra = completion.model_extra or {}
    assert extra["eco_triage"]["route"] == ["bulk_waste"]
    assert extra["eco_triage"]["stages"] == [{"specialist": "bulk_waste", "status": "answered"}]


async def test_streaming_sends_the_same_answer_in_chunks(client: AsyncOpenAI) -> None:
    whole = await client.chat.completions.create(
        model="eco-triage", messages=[{"role": "user", "content": SOFA}]
    )
    stream = await client.chat.completions.create(
        model="eco-triage", messages=[{"role": "user", "content": SOFA}], stream=True
    )
    deltas, last = [], None
    async for chunk in stream:
        deltas.append(chunk.choices[0].delta.content or "")
        last = chunk
    assert len([d for d in deltas if d]) > 1  # streamed, not one block
    assert "".join(deltas) == whole.choices[0].message.content
    assert last is not None and last.choices[0].finish_reason == "stop"
    assert (last.model_extra or {})["eco_triage"]["route"] == ["bulk_waste"]


async def test_the_issued_session_id_carries_follow_ups_as_user_or_header(
    client: AsyncOpenAI,
) -> None:
    first = await client.chat.completions.create(
        model="eco-triage", messages=[{"role": "user", "content": SOFA}]
    )
    issued = (first.model_extra or {})["eco_triage"]["session_id"]
    assert issued.startswith("s1.")  # server-issued, bound to this (anonymous) caller
    for extra in ({"user": issued}, {"extra_headers": {"X-Session-Id": issued}}):
        follow = await client.chat.completions.create(
            model="eco-triage",
            messages=[{"role": "user", "content": "거기 말고 마포구는?"}],
            **extra,  # type: ignore[arg-type]
        )
        info = (follow.model_extra or {})["eco_triage"]
        assert info["route"] == ["bulk_waste"] and info["session_id"] == issued
        assert "마포구" in (follow.choices[0].message.content or "")
    alone = await client.chat.completions.create(
        model="eco-triage", messages=[{"role": "user", "content": "폐지 가격"}]
    )
    assert (alone.model_extra or {})["eco_triage"]["session_id"] not in (None, issued)


async def test_an_anonymous_caller_cannot_choose_or_borrow_a_session(client: AsyncOpenAI) -> None:
    with pytest.raises(openai.PermissionDeniedError, match="session"):
        await client.chat.completions.create(
            model="eco-triage", messages=[{"role": "user", "content": SOFA}], user="user-42"
        )
    forged = "s1." + "0" * 32 + "." + "0" * 32
    with pytest.raises(openai.PermissionDeniedError):
        await client.chat.completions.create(
            model="eco-triage", messages=[{"role": "user", "content": SOFA}], user=forged
        )


async def test_keys_and_principals_apply_to_the_compatible_endpoint(
    tmp_path: Path,
) -> None:
    key = "compat-key-0123456789"
    settings = Settings(api_key_hashes=(hash_api_key(key),), principal_header="X-Eco-Principal")
    store = SQLiteSessionStore(tmp_path / "s.sqlite3")
    async with serving(create_app(Orchestrator(settings, sessions=store))) as url:
        async with AsyncOpenAI(base_url=f"{url}/v1", api_key="wrong-key-0123456789",
                               max_retries=0) as bad:  # fmt: skip
            with pytest.raises(openai.AuthenticationError):
                await bad.models.list()
        headers = {"X-Eco-Principal": "alice"}
        async with AsyncOpenAI(base_url=f"{url}/v1", api_key=key, max_retries=0,
                               default_headers=headers) as alice:  # fmt: skip
            await alice.chat.completions.create(
                model="eco-triage", messages=[{"role": "user", "content": SOFA}], user="chat-1"
            )
            follow = await alice.chat.completions.create(
                model="eco-triage",
                messages=[{"role": "user", "content": "거기 말고 마포구는?"}],
                user="chat-1",  # a host-chosen id, kept under alice's name
            )
            assert "마포구" in (follow.choices[0].message.content or "")
            assert (follow.model_extra or {})["eco_triage"]["route"] == ["bulk_waste"]
        async with AsyncOpenAI(base_url=f"{url}/v1", api_key=key, max_retries=0,
                               default_headers={"X-Eco-Principal": "bob"}) as bob:  # fmt: skip
            other = await bob.chat.completions.create(
                model="eco-triage",
                messages=[{"role": "user", "content": "거기 말고 마포구는?"}],
                user="chat-1",  # the same id is bob's own, empty conversation
            )
            # without alice's first turn the follow-up has nothing to refer to: no route at all
            assert (other.model_extra or {})["eco_triage"]["route"] == []


async def test_a_pii_block_streams_its_message(client: AsyncOpenAI) -> None:
    stream = await client.chat.completions.create(
        model="eco-triage",
        messages=[{"role": "user", "content": "주민번호 900101-1234568 로 소파 신청해줘"}],
        stream=True,
    )
    chunks = [chunk async for chunk in stream]
    text = "".join(c.choices[0].delta.content or "" for c in chunks)
    assert "900101-1******" in text and "1234568" not in text
    assert (chunks[-1].model_extra or {})["eco_triage"]["blocked"]


async def test_refusals_are_openai_errors(client: AsyncOpenAI) -> None:
    with pytest.raises(openai.NotFoundError, match="eco-triage"):
        await client.chat.completions.create(
            model="gpt-4o", messages=[{"role": "user", "content": SOFA}]
        )
    with pytest.raises(openai.BadRequestError, match="user"):
        await client.chat.completions.create(
            model="eco-triage", messages=[{"role": "system", "content": "hi"}]
        )
    with pytest.raises(openai.UnprocessableEntityError):
        await client.chat.completions.create(
            model="eco-triage", messages=[{"role": "user", "content": "   "}]
        )


async def test_metrics_count_turns_guardrails_and_requests(base_url: str) -> None:
    async with httpx.AsyncClient(base_url=base_url) as http:
        await http.post("/v1/chat", json={"message": "폐지 가격 알려줘"})
        await http.post("/v1/chat", json={"message": "내 번호 900101-1234568 이야"})
        response = await http.get("/metrics")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/plain")
    samples = {
        line.rsplit(" ", 1)[0]: float(line.rsplit(" ", 1)[1])
        for line in response.text.splitlines()
        if line and not line.startswith("#")
    }
    assert samples['eco_triage_turns_total{outcome="answered",route="recyclable_price"}'] >= 1
    assert samples['eco_triage_turns_total{outcome="blocked",route="none"}'] >= 1
    assert samples['eco_triage_guardrail_trips_total{guardrail="pii"}'] >= 1
    assert samples['eco_triage_turn_duration_seconds_count{route="recyclable_price"}'] >= 1
    assert (
        samples['eco_triage_http_requests_total{method="POST",path="/v1/chat",status="200"}'] >= 2
    )
    assert "1234568" not in response.text and "폐지" not in response.text


async def test_cors_allows_only_the_configured_origins(base_url: str) -> None:
    preflight = {"Access-Control-Request-Method": "POST"}
    async with httpx.AsyncClient(base_url=base_url) as http:
        allowed = await http.options(
            "/v1/chat/completions", headers={"Origin": "https://chat.example", **preflight}
        )
        other = await http.options(
            "/v1/chat/completions", headers={"Origin": "https://evil.example", **preflight}
        )
    assert allowed.headers["access-control-allow-origin"] == "https://chat.example"
    assert "access-control-allow-origin" not in other.headers


async def test_request_id_is_on_the_response_and_every_log_line(
    base_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    configure_logging(json=True, level="INFO")
    request_id = str(uuid.uuid4())
    async with httpx.AsyncClient(base_url=base_url) as http:
        response = await http.post(
            "/v1/chat", json={"message": "폐지 가격"}, headers={"X-Request-ID": request_id}
        )
        fresh = await http.get("/v1/models")
    assert response.headers["x-request-id"] == request_id
    assert uuid.UUID(fresh.headers["x-request-id"])  # one is made when the client sends none
    lines = [json.loads(x) for x in capsys.readouterr().err.splitlines() if x.startswith("{")]
    mine = [x for x in lines if x.get("request_id") == request_id]
    assert {"run.start", "run.end", "http.request"} <= {x["event"] for x in mine}


async def test_app_without_cors_origins_sends_no_cors_headers() -> None:
    transport = httpx.ASGITransport(app=create_app(Orchestrator(Settings())))
    async with httpx.AsyncClient(transport=transport, base_url="http://app") as http:
        response = await http.options(
            "/v1/models",
            headers={"Origin": "https://chat.example", "Access-Control-Request-Method": "GET"},
        )
    assert "access-control-allow-origin" not in response.headers
