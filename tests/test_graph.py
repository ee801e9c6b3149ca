"""The agent graph on the real SDK Runner, with ScriptedModel for the agent under test."""

from __future__ import annotations

import json

from agents.testing import ScriptedModel, assistant_message, function_call

from specialists.bulk_waste import BulkWasteRequest
from specialists.weather import WeatherRequest
from tests.scripting import scripted


async def test_payload_reaches_specialist_through_context_and_instructions() -> None:
    triage = ScriptedModel(
        [
            [
                function_call(
                    "transfer_to_bulk_waste",
                    {"item": "3인용 쇼파", "district": "서울시 양천구"},
                    call_id="h1",
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
            [
                assistant_message(
                    "양천구 소파(안락의자) 3인용 수수료는 8,000원입니다 "
                    "(출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터)."
                )
            ],
        ]
    )
    async with scripted({"triage": triage, "bulk_waste": specialist}) as orch:
        result = await orch.run("서울시 양천구에서 3인용 쇼파 버리려면 얼마예요?")

    assert result.route == ["bulk_waste"]
    stage = result.stages[0]
    # normalised by the payload model: size words stripped, 시 prefix dropped
    assert stage.payload == BulkWasteRequest(item="소파", district="양천구")
    assert '"district":"양천구"' in (specialist.first_call.system_instructions or "")
    assert '"item":"소파"' in (specialist.first_call.system_instructions or "")
    # the specialist's first input is the user's request only: no handoff call, no triage output
    first_input = specialist.first_call.input
    assert isinstance(first_input, list)
    assert [item["role"] for item in first_input] == ["user"]  # type: ignore[index]
    # the tool really ran against the shipped official fee table (figure: the source file's row
    # 서울특별시,양천구,소파(안락의자),가구류,3인용,유료,8000; see tests/test_shipped_data.py)
    assert [c.name for c in stage.tool_calls] == ["search_fee"]
    fees = {i["item_name"]: i["fee"] for i in stage.tool_calls[0].data["items"]}
    assert fees["소파(안락의자) (3인용)"] == 8000
    assert result.answer.startswith("양천구 소파(안락의자) 3인용 수수료는 8,000원")
    triage.assert_complete()
    specialist.assert_complete()


async def test_invalid_payload_becomes_ask_back_not_a_crash() -> None:
    triage = ScriptedModel(
        [[function_call("transfer_to_bulk_waste", {"item": 123, "district": ["x"]}, call_id="h1")]]
    )
    async with scripted({"triage": triage}) as orch:
        result = await orch.run("소파 버리고 싶어요")
    assert result.route == ["bulk_waste"]
    stage = result.stages[0]
    assert stage.payload is None
    assert stage.payload_error is not None and "district" in stage.payload_error
    assert stage.status == "ask_back"
    assert "시군구" in result.answer
    assert result.error is None


async def test_non_json_handoff_arguments_do_not_crash() -> None:
    triage = ScriptedModel([[function_call("transfer_to_weather", "{not json", call_id="h1")]])
    async with scripted({"triage": triage}) as orch:
        result = await orch.run("날씨 알려줘")
    assert result.route == ["weather"]
    assert result.stages[0].payload is None
    assert "어느 지역" in result.answer


async def test_strictly_invalid_but_coercible_payload_is_recovered() -> None:
    # strict mode rejects "37.5665" for a float; the lenient re-read accepts it
    args = {
        "place": None,
        "latitude": "37.5665",
        "longitude": "126.9780",
        "waste_category": "paper",
    }
    triage = ScriptedModel([[function_call("transfer_to_weather", args, call_id="h1")]])
    async with scripted({"triage": triage}) as orch:
        result = await orch.run("지금 여기 날씨는? 37.5665, 126.9780")
    stage = result.stages[0]
    assert stage.payload == WeatherRequest(
        latitude=37.5665, longitude=126.978, waste_category="paper"
    )
    assert [c.name for c in stage.tool_calls] == ["get_weather"]
    assert stage.tool_calls[0].arguments["latitude"] == 37.5665


async def test_unknown_tool_from_model_is_a_clear_error_result() -> None:
    triage = ScriptedModel(
        [[function_call("transfer_to_recyclable_price", {"material": "폐지"}, call_id="h1")]]
    )
    specialist = ScriptedModel([[function_call("delete_everything", {}, call_id="t1")]])
    async with scripted({"triage": triage, "recyclable_price": specialist}) as orch:
        result = await orch.run("폐지 가격")
    assert result.error is not None
    assert result.answer == result.error
    assert "Traceback" not in result.answer


async def test_max_turns_is_enforced_with_a_clear_message() -> None:
    looping = ScriptedModel(
        [
            [
                function_call(
                    "search_price", {"item_name": "신문지", "region": None}, call_id=f"t{i}"
                )
            ]
            for i in range(20)
        ]
    )
    triage = ScriptedModel(
        [[function_call("transfer_to_recyclable_price", {"material": "신문지"}, call_id="h1")]]
    )
    async with scripted({"triage": triage, "recyclable_price": looping}) as orch:
        result = await orch.run("신문지 시세")
    assert result.error is not None and "단계" in result.error
    assert result.route == ["recyclable_price"]
    # the tool calls that did run are still reported
    assert (
        result.stages[0].tool_calls and json.loads(result.stages[0].tool_calls[0].output)["items"]
    )
