"""Issue 17, "no deadline per request", the tool side: ``request_timeout_s`` binds tool calls too.

Before: the deadline cut model calls only, so a tool whose data source stalled (a live adapter
waiting on an upstream that never answers) held the request, and the session, forever. Now the run
is cancelled at the deadline (the stalled call with it), the user gets the deadline message, and the
session keeps every earlier turn and takes the next one.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from agents.testing import ScriptedModel, assistant_message, function_call

from agents_pkg import Settings
from agents_pkg.failures import FAILURE_MESSAGES, RequestDeadlineExceeded
from agents_pkg.sessions import MemorySessionStore
from specialists import default_specialists
from specialists.bulk_waste import BulkWasteSpecialist
from tests.scripting import scripted

DEADLINE_ERROR = FAILURE_MESSAGES[RequestDeadlineExceeded]
GREETING = "안녕하세요. 지역과 품목을 알려 주세요."


class StallingFees:
    """A bulk-waste provider whose upstream never answers (the shape of the real provider)."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancelled = asyncio.Event()

    async def collection_info(self, district: str) -> dict[str, Any]:
        return await self._stall()

    async def search_fee(self, district: str, item_name: str) -> dict[str, Any]:
        return await self._stall()

    async def _stall(self) -> dict[str, Any]:
        self.started.set()
        try:
            await asyncio.Event().wait()  # nothing ever sets it
        except asyncio.CancelledError:
            self.cancelled.set()
            raise
        raise AssertionError("unreachable")


def _models() -> tuple[ScriptedModel, ScriptedModel]:
    triage = ScriptedModel(
        [
            [assistant_message(GREETING)],  # turn 1: answered by triage itself
            [
                function_call(
                    "transfer_to_bulk_waste", {"item": "소파", "district": "강남구"}, call_id="h1"
                )
            ],
        ]
    )
    specialist = ScriptedModel(  # the tool call, and nothing after it: the run ends at the deadline
        [[function_call("search_fee", {"district": "강남구", "item_name": "소파"}, call_id="t1")]]
    )
    return triage, specialist


@pytest.mark.parametrize("streamed", [False, True], ids=["run", "stream"])
async def test_a_stalled_tool_ends_at_the_request_deadline(streamed: bool) -> None:
    fees = StallingFees()
    specialists = [
        BulkWasteSpecialist(fees) if isinstance(s, BulkWasteSpecialist) else s
        for s in default_specialists()
    ]
    store = MemorySessionStore()
    triage, specialist = _models()
    settings = Settings(request_timeout_s=0.5)
    async with scripted(
        {"triage": triage, "bulk_waste": specialist},
        settings,
        specialists=specialists,
        sessions=store,
    ) as orch:
        first = await orch.run("안녕하세요", session_id="s1")
        assert first.error is None
        query = "강남구 소파 버리는 비용"
        if streamed:
            events = [e async for e in orch.stream(query, session_id="s1")]
            result = events[-1].result  # type: ignore[union-attr]
            assert any(getattr(e, "message", None) == DEADLINE_ERROR for e in events)
        else:
            # the guard only keeps a regression from hanging the suite; the deadline is 0.5 s
            result = await asyncio.wait_for(orch.run(query, session_id="s1"), 30)
        # the stalled call was cancelled, not left running behind the answer
        await asyncio.wait_for(fees.cancelled.wait(), 5)
        history = await store.history("s1")

    assert fees.started.is_set()
    assert result.route == ["bulk_waste"]
    assert result.error == DEADLINE_ERROR
    assert DEADLINE_ERROR in result.answer
    assert [c.name for c in result.stages[0].tool_calls] == []  # no output was ever produced
    triage.assert_complete()
    specialist.assert_complete()
    # the session lost nothing: the first turn, then this one with the deadline message
    contents = [str(m["content"]) for m in history]
    assert contents[:2] == ["안녕하세요", first.answer]
    assert contents[2] == query and DEADLINE_ERROR in contents[3]


async def test_a_tool_within_the_deadline_is_untouched() -> None:
    """The same graph with the shipped fee table answers normally under the deadline."""
    triage = ScriptedModel(
        [
            [
                function_call(
                    "transfer_to_bulk_waste", {"item": "소파", "district": "양천구"}, call_id="h1"
                )
            ]
        ]
    )
    specialist = ScriptedModel(
        [
            [
                function_call(
                    "search_fee", {"district": "양천구", "item_name": "소파"}, call_id="t1"
                )
            ],
            [assistant_message("양천구 소파(안락의자) 3인용 수수료는 8,000원입니다.")],
        ]
    )
    async with scripted(
        {"triage": triage, "bulk_waste": specialist}, Settings(request_timeout_s=30.0)
    ) as orch:
        result = await orch.run("양천구 소파 버리는 비용")
    assert result.error is None
    assert [c.name for c in result.stages[0].tool_calls] == ["search_fee"]
    assert result.answer.startswith("양천구 소파(안락의자) 3인용 수수료는 8,000원")
