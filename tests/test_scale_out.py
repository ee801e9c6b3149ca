"""Runs on a real Redis with real worker processes (loopback only).

One ``redis-server`` for the module. DB 0: two ``tests.slow_worker`` processes (the production
worker with a slowed embedded model, so a run can be killed mid-way). DB 1: one ``eco-triage
worker`` CLI process for the burst, kept stopped (SIGSTOP) while the burst is admitted. The API is
``create_app`` served by uvicorn in the test's event loop. Timing is never asserted: every wait has a
generous cap and the assertions are on what the client saw and what Redis holds.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import pytest_asyncio
import redis as redis_sync

from agents_pkg import Orchestrator, RedisSessionStore, Settings, TextDelta
from agents_pkg.jobs import JobSettings
from agents_pkg.jobs.broker import GROUP
from agents_pkg.jobs.redis_log import RedisRunLog
from agents_pkg.server import create_app
from tests.processes import stop
from tests.redis_server import RedisServer, running_redis
from tests.test_server import CASES, SOFA, Sse, increasing, read_sse, serving

ROOT = Path(__file__).resolve().parents[1]
CLI = Path(sys.executable).parent / "eco-triage"  # the installed console script
QUEUE = JobSettings().queue_name
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest.fixture(scope="module")
def redis_server() -> Iterator[RedisServer]:
    yield from running_redis()


def _env(url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ECO_TRIAGE_"))}
    env.update(ECO_TRIAGE_BACKEND="offline", ECO_TRIAGE_QUEUE_URL=url, ECO_TRIAGE_REDIS_URL=url,
               ECO_TRIAGE_DATA_DIR=os.environ["ECO_TRIAGE_DATA_DIR"])  # fmt: skip
    return env


def _wait_for_workers(url: str, procs: list[subprocess.Popen[bytes]]) -> None:
    """Until every process announced itself (``eco-triage:worker:{host}:{pid}``)."""
    client = redis_sync.Redis.from_url(url, decode_responses=True)
    deadline = time.monotonic() + 120  # start-up is mostly imports: slow on a busy machine
    try:
        while time.monotonic() < deadline:
            assert all(p.poll() is None for p in procs), "a worker exited during start-up"
            pids = {int(k.rsplit(":", 1)[1]) for k in client.scan_iter("eco-triage:worker:*")}
            if pids >= {p.pid for p in procs}:
                time.sleep(0.3)  # announced just before its first read of the queue
                return
            time.sleep(0.1)
        raise AssertionError("the workers did not start within 120 s")
    finally:
        client.close()


@pytest.fixture(scope="module")
def workers(
    redis_server: RedisServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[dict[str, list[subprocess.Popen[bytes]]]]:
    """Start all four worker processes at once (start-up overlaps), stop them at the end."""
    os.environ.setdefault("ECO_TRIAGE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    slow_url, burst_url = redis_server.url, redis_server.url[:-1] + "1"
    spawn = {"cwd": ROOT, "stdin": subprocess.DEVNULL, "stdout": subprocess.DEVNULL}
    slow = [
        subprocess.Popen([sys.executable, "-m", "tests.slow_worker", slow_url, "25", "50"],
                         env=_env(slow_url), **spawn)  # type: ignore[call-overload]
        for _ in range(2)
    ]  # fmt: skip
    cli = [
        subprocess.Popen([str(CLI), "worker", "--concurrency", "50"],
                         env=_env(burst_url), **spawn)  # type: ignore[call-overload]
    ]  # fmt: skip
    try:
        _wait_for_workers(burst_url, cli)
        for proc in cli:
            proc.send_signal(signal.SIGSTOP)  # admitted runs must wait: nothing finishes mid-burst
        _wait_for_workers(slow_url, slow)
        yield {"slow": slow, "cli": cli}
    finally:
        for proc in slow + cli:
            if proc.poll() is None:
                proc.send_signal(signal.SIGCONT)
                proc.terminate()
        for proc in slow + cli:
            stop(proc)


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def api(redis_server: RedisServer, workers: Any) -> AsyncIterator[str]:
    """The API on DB 0 (the slow workers' queue)."""
    store = RedisSessionStore(redis_server.url)
    jobs = JobSettings(queue_url=redis_server.url, claim_after_s=3.0)
    app = create_app(Orchestrator(Settings(), sessions=store), jobs=jobs)
    async with serving(app) as url:
        yield url
    await store.close()


async def _events(client: httpx.AsyncClient, run_id: str, after: str | None = None) -> list[Sse]:
    headers = {"Last-Event-ID": after} if after else {}
    async with client.stream("GET", f"/v1/runs/{run_id}/events", headers=headers) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        return await read_sse(response)


async def _reference_deltas(query: str) -> list[str]:
    async with Orchestrator(Settings()) as orch:
        return [e.delta async for e in orch.stream(query) if isinstance(e, TextDelta)]


# --- backpressure ------------------------------------------------------------------------------
async def test_burst_of_500_with_limit_200_gives_300_clean_503s_and_200_answers(
    redis_server: RedisServer, workers: dict[str, list[subprocess.Popen[bytes]]]
) -> None:
    url = redis_server.url[:-1] + "1"
    store = RedisSessionStore(url)
    jobs = JobSettings(queue_url=url, queue_limit=200, retry_after_s=2)
    queries = [list(CASES)[i % len(CASES)] for i in range(500)]
    # All at once. Idle connections are dropped after 1 s, long before uvicorn closes them (5 s):
    # polling on a connection the server is closing at that moment fails ("Server disconnected").
    limits = httpx.Limits(max_connections=500, max_keepalive_connections=500, keepalive_expiry=1)
    try:
        async with (
            serving(create_app(Orchestrator(Settings(), sessions=store), jobs=jobs)) as base,
            httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as client,
        ):
            responses = await _queue_decisions(client, queries)
            full = [r for r in responses if r.status_code == 503]
            accepted = [(q, r.json()["run_id"]) for q, r in zip(queries, responses, strict=True)
                        if r.status_code == 202]  # fmt: skip
            assert (len(accepted), len(full)) == (200, 300)
            for r in full:
                assert r.headers["retry-after"] == "2"
                assert r.json()["error"] == "queue_full" and "Traceback" not in r.text

            for proc in workers["cli"]:
                proc.send_signal(signal.SIGCONT)
            async with asyncio.timeout(120):
                states = [await _wait_done(client, run_id) for _, run_id in accepted]
            for (query, run_id), state in zip(accepted, states, strict=True):
                assert state["status"] == "done" and state["attempt"] == 1, run_id
                assert CASES[query] in state["result"]["answer"]
    finally:
        await store.close()  # also when an assertion failed: else its ~500 pooled connections are
        # garbage-collected in a later test, which then fails on "unclosed socket" warnings

    raw = redis_sync.Redis.from_url(url, decode_responses=True)
    try:
        assert raw.xlen(QUEUE) == 200  # one job per admitted run, none for a refused one
        assert raw.xpending(QUEUE, GROUP)["pending"] == 0  # every job acknowledged
        assert raw.zcard("eco-triage:runs:unfinished") == 0  # every admission slot released
        for _, run_id in accepted:
            types = [f["type"] for _, f in raw.xrange(f"eco-triage:run:{run_id}:events")]
            assert types.count("done") == 1 and "reset" not in types and types[-1] == "done"
    finally:
        raw.close()


async def _queue_decisions(client: httpx.AsyncClient, queries: list[str]) -> list[httpx.Response]:
    """``POST /v1/runs`` for every query at once; each answer is the run queue's: 202 or 503
    ``queue_full``.

    Before admission every request checks the session store (a PING with a 2 s deadline). On a
    loaded machine 500 of them at once can miss it: 503 ``session_store_unavailable`` with
    ``Retry-After: 1``, and no run was created (the queue's count of jobs proves it). Those are sent
    again after their Retry-After, as a client does, until the queue has decided on every query.
    """
    decided: dict[int, httpx.Response] = {}
    pending = list(range(len(queries)))
    for _ in range(30):  # a cap on rounds, not on time
        sent = await asyncio.gather(
            *(client.post("/v1/runs", json={"message": queries[i]}) for i in pending)
        )
        refused = []
        for i, response in zip(pending, sent, strict=True):
            body = response.json()
            if response.status_code == 503 and body["error"] == "session_store_unavailable":
                assert response.headers["retry-after"] == "1" and "Traceback" not in response.text
                refused.append(i)
            else:
                assert response.status_code in (202, 503), (response.status_code, body)
                decided[i] = response
        if not refused:
            return [decided[i] for i in range(len(queries))]
        pending = refused
        await asyncio.sleep(1)  # Retry-After
    raise AssertionError(f"{len(pending)} requests still refused by the session-store check")


async def _wait_done(client: httpx.AsyncClient, run_id: str) -> dict[str, Any]:
    while True:
        state: dict[str, Any] = (await client.get(f"/v1/runs/{run_id}")).json()
        if state["status"] in ("done", "failed"):
            return state
        await asyncio.sleep(0.05)


# --- resumable event streams -------------------------------------------------------------------
async def test_a_reader_outwaits_the_run_logs_socket_timeout(redis_server: RedisServer) -> None:
    """A run can be silent for seconds (a slow model; a job taken over by another worker after
    ``claim_after_s``). A reader's wait longer than the run log's socket timeout returns nothing
    new, it does not raise redis-py's ``TimeoutError`` (which ended the SSE stream with ``error``)."""
    log = RedisRunLog(redis_server.url, prefix="eco-triage-quiet", socket_timeout_s=4.0)
    try:
        assert await log.admit("quiet", limit=1) and await log.begin("quiet", "w") == 1
        assert await log.read("quiet", None, 5.0) == []  # nothing logged for longer than 4 s
        first = await log.append("quiet", 1, "text_delta", "{}")
        assert [e.id for e in await log.read("quiet", None, 5.0)] == [first]
        assert await log.read("quiet", first, 5.0) == []
    finally:
        await log.close()


async def test_reconnect_with_last_event_id_gets_exactly_the_missed_events(api: str) -> None:
    async with httpx.AsyncClient(base_url=api, timeout=30) as client:
        created = await client.post("/v1/runs", json={"message": SOFA})
        assert created.status_code == 202
        run_id = created.json()["run_id"]
        assert created.json()["events_url"] == f"/v1/runs/{run_id}/events"

        first: list[Sse] = []  # the client reads three events, then its connection drops
        async with client.stream("GET", f"/v1/runs/{run_id}/events") as response:
            raw_head: list[str] = []
            async for line in response.aiter_lines():
                raw_head.append(line)
                if line.startswith("data:"):
                    fields = dict(x.split(": ", 1) for x in raw_head[-3:] if ": " in x)
                    first.append(Sse(fields.get("id", ""), fields.get("event", ""), {}))
                if len(first) == 3 and line.startswith("id:"):
                    first[-1].id = line.split(": ", 1)[1]
                    break
        assert "retry: 2000" in raw_head  # EventSource's reconnection delay comes first
        # three events of the run, the third with its id: a failed stream ends with an id-less
        # ``error`` instead, and resuming after no id would read the run from the start
        assert len(first) == 3 and first[-1].id, raw_head
        assert "error" not in [e.event for e in first], raw_head
        resumed = await _events(client, run_id, after=first[-1].id)  # the run went on meanwhile
        everything = await _events(client, run_id)

    assert increasing([e.id for e in everything]) and everything[-1].event == "done"
    assert [e.id for e in everything[3:]] == [e.id for e in resumed]
    assert [e.data for e in everything[3:]] == [e.data for e in resumed]
    answer = everything[-1].data["result"]["answer"]
    assert "".join(e.data["delta"] for e in everything if e.event == "text_delta") == answer


async def test_chat_and_chat_stream_work_on_top_of_the_queue(api: str) -> None:
    async with httpx.AsyncClient(base_url=api, timeout=30) as client:
        body = (await client.post("/v1/chat", json={"message": "폐지 가격 알려줘"})).json()
        assert CASES["폐지 가격 알려줘"] in body["answer"] and body["route"] == ["recyclable_price"]
        async with client.stream("POST", "/v1/chat/stream", json={"message": SOFA}) as response:
            events = await read_sse(response)
    assert increasing([e.id for e in events]) and events[-1].event == "done"
    assert (
        "".join(e.data["delta"] for e in events if e.event == "text_delta")
        == (events[-1].data["result"]["answer"])
    )


async def test_pii_never_enters_the_queue(api: str, redis_server: RedisServer) -> None:
    phone, rrn = "010-2345-6789", "900101-1234568"
    async with httpx.AsyncClient(base_url=api, timeout=30) as client:
        masked = await client.post("/v1/chat", json={"message": f"{phone} 강남구 소파 버리려면?"})
        blocked = await client.post("/v1/chat", json={"message": f"제 번호 {rrn} 소파 버리는 법"})
    assert masked.status_code == blocked.status_code == 200
    assert "[PHONE]" in masked.json()["query"] and masked.json()["route"] == ["bulk_waste"]
    assert blocked.json()["blocked"] and blocked.json()["route"] == []
    raw = redis_sync.Redis.from_url(redis_server.url, decode_responses=True)
    try:
        jobs = json.dumps(raw.xrange(QUEUE), ensure_ascii=False)
        assert "PHONE" in jobs and phone not in jobs and rrn not in jobs
    finally:
        raw.close()


# --- a worker dies mid-run ---------------------------------------------------------------------
async def test_sigkilled_worker_run_completes_on_another_worker_once(
    api: str, redis_server: RedisServer, workers: dict[str, list[subprocess.Popen[bytes]]]
) -> None:
    raw = redis_sync.Redis.from_url(redis_server.url, decode_responses=True)
    async with httpx.AsyncClient(base_url=api, timeout=60) as client:
        created = (await client.post("/v1/runs", json={"message": SOFA})).json()
        run_id, session = created["run_id"], created["session_id"]  # a server-issued id
        seen: list[Sse] = []
        killed = None
        async with client.stream("GET", f"/v1/runs/{run_id}/events") as response:
            async with asyncio.timeout(60):
                async for event in _iter_sse(response):
                    seen.append(event)
                    if event.event == "text_delta" and killed is None:  # mid-answer
                        pid = int(raw.hget(f"eco-triage:run:{run_id}", "worker").split(":")[-1])
                        os.kill(pid, signal.SIGKILL)
                        killed = pid
        state = (await client.get(f"/v1/runs/{run_id}")).json()

    assert killed in [p.pid for p in workers["slow"]]
    assert state["status"] == "done" and state["attempt"] == 2  # another worker took it over
    deltas = [e.data["delta"] for e in seen if e.event == "text_delta"]
    assert deltas == await _reference_deltas(SOFA)  # every delta exactly once, in order
    assert "reset" not in [e.event for e in seen] and seen[-1].event == "done"
    assert increasing([e.id for e in seen])
    assert "".join(deltas) == state["result"]["answer"]
    history = raw.lrange(f"eco-triage:session:{session}:messages", 0, -1)
    raw.close()
    assert [json.loads(m)["role"] for m in history] == ["user", "assistant"]  # one stored turn


async def _iter_sse(response: httpx.Response) -> AsyncIterator[Sse]:
    fields: dict[str, str] = {}
    data: list[str] = []
    async for line in response.aiter_lines():
        if line == "":
            if data:
                yield Sse(fields["id"], fields["event"], json.loads("\n".join(data)))
            fields, data = {}, []
        elif not line.startswith(":"):
            name, _, value = line.partition(":")
            (data.append(value[1:]) if name == "data" else fields.__setitem__(name, value[1:]))
