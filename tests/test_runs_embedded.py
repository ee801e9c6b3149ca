"""``/v1/runs`` in embedded mode (no Redis): runs as asyncio tasks, events in memory, same API."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from agents_pkg import Orchestrator, Settings
from agents_pkg.cli import main
from agents_pkg.events import Event
from agents_pkg.jobs import JobSettings
from agents_pkg.server import create_app
from tests.test_server import CASES, SOFA, increasing, read_sse, serving


async def test_run_lifecycle_and_resume_after_last_event_id() -> None:
    async with (
        serving(create_app(Orchestrator(Settings()))) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as client,
    ):
        created = await client.post("/v1/runs", json={"message": SOFA})
        assert created.status_code == 202
        run = created.json()
        session = run["session_id"]  # issued by the server, bound to this (anonymous) caller
        async with client.stream("GET", run["events_url"]) as response:
            everything = await read_sse(response)
        state = (await client.get(run["status_url"])).json()
        headers = {"Last-Event-ID": everything[2].id}
        async with client.stream("GET", run["events_url"], headers=headers) as response:
            resumed = await read_sse(response)
        over = await client.get(run["events_url"], headers={"Last-Event-ID": everything[-1].id})
        follow = await client.post(
            "/v1/chat", json={"message": "거기 말고 마포구는?", "session_id": session}
        )

    assert increasing([e.id for e in everything]) and everything[-1].event == "done"
    assert [(e.id, e.data) for e in resumed] == [(e.id, e.data) for e in everything[3:]]
    assert state["status"] == "done" and state["attempt"] == 1
    assert over.status_code == 204  # EventSource reconnecting after `done` is told to stop
    assert state["result"]["answer"] == everything[-1].data["result"]["answer"]
    assert CASES[SOFA] in state["result"]["answer"]
    assert follow.json()["stages"][0]["payload"]["district"] == "마포구"  # the run stored its turn


async def test_unknown_runs_and_bad_last_event_ids_are_clear_errors() -> None:
    async with (
        serving(create_app(Orchestrator(Settings()))) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as client,
    ):
        missing = "0" * 32
        chosen = await client.post("/v1/runs", json={"message": SOFA, "session_id": "user-42"})
        assert chosen.status_code == 403  # runs obey session ownership like /v1/chat
        assert chosen.json()["error"] == "forbidden_session"
        assert (await client.get(f"/v1/runs/{missing}")).json()["error"] == "not_found"
        assert (await client.get(f"/v1/runs/{missing}/events")).status_code == 404
        assert (await client.get("/v1/runs/not-a-run-id")).status_code == 422
        run_id = (await client.post("/v1/runs", json={"message": SOFA})).json()["run_id"]
        bad = await client.get(f"/v1/runs/{run_id}/events", headers={"Last-Event-ID": "x\\0y"})
        assert bad.status_code == 422 and bad.json()["error"] == "invalid_request"


class _Held(Orchestrator):
    """Streams nothing until released, so a run stays unfinished for as long as the test wants."""

    release: asyncio.Event

    async def stream(self, query: str, *, session_id: str | None = None) -> AsyncIterator[Event]:
        await self.release.wait()
        async for event in super().stream(query, session_id=session_id):
            yield event


async def test_beyond_the_queue_limit_the_api_answers_503_with_retry_after() -> None:
    orch = _Held(Settings())
    orch.release = asyncio.Event()
    jobs = JobSettings(queue_limit=2, retry_after_s=3)
    async with (
        serving(create_app(orch, jobs=jobs)) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as client,
    ):
        first = [await client.post("/v1/runs", json={"message": SOFA}) for _ in range(2)]
        refused: list[Any] = [
            await client.post(path, json={"message": SOFA})
            for path in ("/v1/runs", "/v1/chat", "/v1/chat/stream")
        ]
        orch.release.set()
        async with client.stream("GET", first[0].json()["events_url"]) as response:
            events = await read_sse(response)
        after = await client.post("/v1/chat", json={"message": SOFA})

    assert [r.status_code for r in first] == [202, 202]
    for response in refused:
        assert response.status_code == 503 and response.headers["retry-after"] == "3"
        assert response.json()["error"] == "queue_full"
    assert events[-1].event == "done"
    assert after.status_code == 200 and CASES[SOFA] in after.json()["answer"]


@pytest.mark.parametrize("argv", [["worker"], ["serve", "--workers", "2"]])
def test_scale_out_commands_need_a_queue_url(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert "ECO_TRIAGE_QUEUE_URL" in capsys.readouterr().err
