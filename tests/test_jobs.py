"""The run log and the executor on their own (embedded log): fencing, admission, replay, once."""

from __future__ import annotations

import json
from typing import Any

import pytest

from agents_pkg import MemorySessionStore, Orchestrator, Settings
from agents_pkg.events import RouteDecided, TextDelta
from agents_pkg.jobs import MemoryRunLog, OnceSessions, RunExecutor
from tests.test_server import CASES, SOFA


async def test_a_new_attempt_fences_the_old_one_out() -> None:
    log = MemoryRunLog()
    assert await log.admit("r1", limit=5)
    assert await log.begin("r1", "w1") == 1
    assert await log.append("r1", 1, "text_delta", "{}") == "0-1"
    assert await log.begin("r1", "w2") == 2  # w1 presumed dead
    assert await log.append("r1", 1, "text_delta", "{}") is None
    assert await log.finish("r1", 1, "done", "{}", ("done", "{}")) is None
    assert await log.finish("r1", 2, "done", "{}", ("done", "{}")) == "0-2"
    assert await log.begin("r1", "w3") == 0  # finished: a late duplicate delivery does nothing
    assert [e.type for e in await log.read("r1", None, 0)] == ["text_delta", "done"]


async def test_admission_counts_unfinished_runs_only() -> None:
    log = MemoryRunLog()
    assert [await log.admit(f"r{i}", limit=2) for i in range(3)] == [True, True, False]
    await log.begin("r0", "w")
    await log.finish("r0", 1, "failed", None, ("error", "{}"))
    assert await log.admit("r3", limit=2)  # r0's slot was released


async def test_a_retry_whose_answer_differs_resets_the_stream_once() -> None:
    log, store = MemoryRunLog(), MemorySessionStore()
    route = RouteDecided(route=["bulk_waste"], plan=[{"specialist": "bulk_waste"}])  # type: ignore[list-item]
    async with Orchestrator(Settings(), sessions=OnceSessions(store, log)) as orch:
        await log.admit("r", limit=5)
        await log.begin("r", "w1")  # attempt 1 streamed two events, then its worker died
        await log.append("r", 1, "route_decided", route.model_dump_json())
        await log.append("r", 1, "text_delta", TextDelta(delta="다른 답").model_dump_json())
        await RunExecutor(orch, log, name="w2").execute("r", SOFA, "s1")
        await RunExecutor(orch, log, name="w3").execute("r", SOFA, "s1")  # duplicate delivery

    events = await log.read("r", None, 0)
    types = [e.type for e in events]
    assert types[:3] == ["route_decided", "text_delta", "reset"]
    assert types.count("reset") == 1 and types[-1] == "done" and types.count("done") == 1
    after_reset = events[3:]
    answer = json.loads(events[-1].data)["result"]["answer"]
    deltas = [json.loads(e.data)["delta"] for e in after_reset if e.type == "text_delta"]
    assert "".join(deltas) == answer and CASES[SOFA] in answer
    assert len(await store.history("s1")) == 2  # one turn, however many attempts


class _DiesBeforeFinishing(MemoryRunLog):
    """The worker is killed between storing the session turn and finishing the run."""

    dead = True

    async def finish(self, *args: Any, **kwargs: Any) -> str | None:
        if self.dead:
            self.dead = False
            raise SystemExit("SIGKILL")
        return await super().finish(*args, **kwargs)


async def test_the_turn_is_stored_once_when_a_worker_dies_after_storing_it() -> None:
    log, store = _DiesBeforeFinishing(), MemorySessionStore()
    async with Orchestrator(Settings(), sessions=OnceSessions(store, log)) as orch:
        await log.admit("r", limit=5)
        with pytest.raises(SystemExit):
            await RunExecutor(orch, log, name="w1").execute("r", SOFA, "s1", stream=False)
        assert len(await store.history("s1")) == 2
        await RunExecutor(orch, log, name="w2").execute("r", SOFA, "s1", stream=False)
    info = await log.info("r")
    assert info is not None and info.status == "done" and info.attempt == 2
    assert len(await store.history("s1")) == 2  # still one turn
