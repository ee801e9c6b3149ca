"""Multi-intent stages, per-stage context, follow-ups across turns, and streamed event order."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agents.testing import ModelStep, ScriptedModel, assistant_message

from agents_pkg import Orchestrator, Settings
from agents_pkg.events import Done, TextDelta
from specialists import default_specialists
from specialists.recyclable_price import RecyclablePriceSpecialist
from specialists.tooling import ProviderError
from tests.scripting import scripted

MULTI = Path(__file__).parent / "data" / "multi_intent_corpus.jsonl"


def _input_text(call: Any) -> str:
    return json.dumps(call.input, ensure_ascii=False)


async def test_two_intents_answer_both_parts_in_order() -> None:
    async with Orchestrator() as orch:
        result = await orch.run("폐지 가격이랑 마포구 고물상 위치 알려줘")
    assert result.route == ["recyclable_price", "location"]
    price, place = result.stages
    assert price.payload is not None and price.payload.model_dump()["material"] == "폐지"
    assert place.payload is not None and place.payload.model_dump()["area"] == "마포구"
    assert [c.name for c in price.tool_calls] == ["get_category_prices"]
    assert [c.name for c in place.tool_calls] == ["geocode", "search_places"]
    assert result.answer.index("신문지: 120원/kg") < result.answer.index("고물상")
    assert result.answer == f"{price.content}\n\n{place.content}"


async def test_shared_place_slot_serves_both_stages() -> None:
    async with Orchestrator() as orch:
        result = await orch.run("강남구 소파 버리는 비용이랑 오늘 날씨 알려줘")
    assert result.route == ["bulk_waste", "weather"]
    bulk, weather = (s.payload.model_dump() for s in result.stages if s.payload is not None)
    assert bulk["district"] == "강남구" and weather["place"] == "강남구"
    assert "10,000원" in result.answer and "평년값" in result.answer


async def test_each_stage_sees_its_own_request_and_no_other_stage_tool_output() -> None:
    location_model = ScriptedModel([[assistant_message("마포구 고물상 정보를 찾아볼게요.")]])
    async with scripted({"location": location_model}) as orch:
        result = await orch.run("폐지 가격이랑 마포구 고물상 위치 알려줘")
    seen = _input_text(location_model.first_call)
    assert "마포구 고물상 위치 알려줘" in seen
    assert "폐지 가격이랑" not in seen  # the other stage's request is not this stage's input
    assert "price_per_kg" not in seen and "survey_date" not in seen  # no raw tool output of stage 1
    assert "신문지: 120원/kg" in seen  # stage 1's final content, as an earlier answer
    roles = [i["role"] for i in location_model.first_call.input]  # type: ignore[index, union-attr]
    assert roles == ["assistant", "user"]
    assert result.stages[1].input_chars > 0 and result.stages[0].input_chars > 0
    assert result.stages[1].input_tokens == (result.stages[1].input_chars + 1) // 2


async def test_budget_truncates_previous_content_with_a_marker() -> None:
    location_model = ScriptedModel([[assistant_message("마포구 고물상 정보를 찾아볼게요.")]])
    settings = Settings(stage_budget_chars=40)
    async with scripted({"location": location_model}, settings) as orch:
        small = await orch.run("폐지 가격이랑 마포구 고물상 위치 알려줘")
    assert "이전 답변 일부 생략" in _input_text(location_model.first_call)
    async with Orchestrator() as orch:
        full = await orch.run("폐지 가격이랑 마포구 고물상 위치 알려줘")
    assert small.stages[1].input_chars < full.stages[1].input_chars


class _DownPrices:
    async def search_price(self, item_name: str, region: str | None) -> dict[str, Any]:
        raise ProviderError("시세 데이터 서버에 연결할 수 없습니다.")

    async def category_prices(self, category: str, region: str | None) -> dict[str, Any]:
        raise ProviderError("시세 데이터 서버에 연결할 수 없습니다.")


async def test_one_failing_data_source_leaves_the_other_stage_answering() -> None:
    specialists = [
        s if s.name != "recyclable_price" else RecyclablePriceSpecialist(_DownPrices())
        for s in default_specialists()
    ]
    async with Orchestrator(specialists=specialists) as orch:
        result = await orch.run("강남구 소파 수수료랑 폐지 가격 알려줘")
    assert result.route == ["bulk_waste", "recyclable_price"]
    bulk, price = result.stages
    assert bulk.status == "answered" and "10,000원" in bulk.content
    assert price.status == "error" and "연결할 수 없습니다" in price.content
    assert result.error is None  # the turn as a whole still answered
    async with Orchestrator(specialists=specialists) as orch:
        alone = await orch.run("폐지 가격 알려줘")
    assert (
        alone.stages[0].status == "error"
        and alone.error is not None
        and "연결할 수 없습니다" in alone.error
    )


async def test_a_failing_stage_model_does_not_sink_the_turn() -> None:
    broken = ScriptedModel([ModelStep.raise_error(RuntimeError("boom"))])
    async with scripted({"weather": broken}) as orch:
        result = await orch.run("강남구 소파 버리는 비용이랑 오늘 날씨 알려줘")
    assert result.route == ["bulk_waste", "weather"]
    assert result.stages[0].status == "answered" and "10,000원" in result.answer
    assert result.stages[1].status == "error"
    assert "Traceback" not in result.answer and "boom" not in result.answer


async def test_three_turn_follow_up_session() -> None:
    async with Orchestrator() as orch:
        first = await orch.run("강남구 소파 버리려면 얼마야?", session_id="s1")
        second = await orch.run("거기 말고 마포구는?", session_id="s1")
        third = await orch.run("냉장고는?", session_id="s1")
        other = await orch.run("냉장고는?", session_id="s2")  # a different session knows nothing
        history = await orch.sessions.history("s1")
    assert first.route == second.route == third.route == ["bulk_waste"]
    assert second.stages[0].payload is not None
    assert second.stages[0].payload.model_dump() == {
        "request": None,
        "item": "소파",
        "district": "마포구",
    }
    assert third.stages[0].payload is not None
    assert third.stages[0].payload.model_dump() == {
        "request": None,
        "item": "냉장고",
        "district": "마포구",
    }
    assert "마포구" in second.answer and "냉장고" in third.answer
    assert other.stages[0].status == "ask_back"
    # stored history: user messages and final answers only
    assert [m["role"] for m in history] == ["user", "assistant"] * 3
    assert history[1]["content"] == first.answer
    assert not any("function_call" in json.dumps(m, ensure_ascii=False) for m in history)
    # the specialist's input is this turn's request, not the conversation
    assert third.stages[0].input_chars < 2000


async def test_multi_stage_event_order() -> None:
    async with Orchestrator() as orch:
        events = [e async for e in orch.stream("폐지 가격이랑 마포구 고물상 위치 알려줘")]
    kinds = [e.type for e in events]
    assert kinds[0] == "route_decided"
    assert events[0].route == ["recyclable_price", "location"]  # type: ignore[union-attr]
    plan = events[0].plan  # type: ignore[union-attr]
    assert [(p.specialist, p.request) for p in plan] == [
        ("recyclable_price", "폐지 가격이랑"),
        ("location", "마포구 고물상 위치 알려줘"),
    ]
    order = [
        (e.type, getattr(e, "specialist", None))
        for e in events
        if e.type in ("stage_started", "stage_completed")
    ]
    assert order == [
        ("stage_started", "recyclable_price"),
        ("stage_completed", "recyclable_price"),
        ("stage_started", "location"),
        ("stage_completed", "location"),
    ]
    first_tool = next(i for i, e in enumerate(events) if e.type == "tool_called")
    assert kinds.index("stage_started") < first_tool < kinds.index("text_delta")
    assert kinds[-1] == "done"
    done = events[-1]
    assert isinstance(done, Done)
    assert "".join(e.delta for e in events if isinstance(e, TextDelta)) == done.result.answer


async def test_multi_intent_corpus_accuracy() -> None:
    cases = [json.loads(line) for line in MULTI.read_text("utf-8").splitlines() if line.strip()]
    assert len(cases) >= 80
    set_ok = order_ok = 0
    failures: list[str] = []
    async with Orchestrator() as orch:
        for case in cases:
            result = await orch.run(case["q"])
            assert result.grounding is None, (
                f"{case['id']}: offline answer tripped grounding: {result.grounding}"
            )
            set_ok += set(result.route) == set(case["route"])
            order_ok += result.route == case["route"]
            if result.route != case["route"]:
                failures.append(
                    f"{case['id']} {case['q']!r}: expected {case['route']}, got {result.route}"
                )
    set_acc, order_acc = set_ok / len(cases), order_ok / len(cases)
    report = f"route-set {set_acc:.3f}, exact order {order_acc:.3f}\n" + "\n".join(failures)
    assert set_acc >= 0.90, report
    assert order_acc >= 0.85, report
