"""Location and collection points answering from the shipped official data, offline, no import."""

from __future__ import annotations

import json

from agents_pkg import Orchestrator

QUERIES = [
    "전주시 재활용센터 알려줘",
    "충주시 근처 재활용센터",
    "성남시 재활용센터 어디 있어?",
    "고양시 자원순환가게 위치",
    "제천시 재활용센터 찾아줘",
    "인천 연수구 재활용센터",
    "해남군 재활용센터 어디야",
    "청주시 재활용센터 알려줘",
    "대전 대덕구 재활용센터",
    "여수시 재활용센터 위치 알려줘",
    "Where is a recycling center in Seongnam?",
]


async def test_location_answers_varied_questions_from_shipped_sites() -> None:
    async with Orchestrator() as orch:
        for query in QUERIES:
            result = await orch.run(query)
            assert result.route == ["location"], query
            output = json.loads(result.stages[0].tool_calls[-1].output)
            places = output["places"]
            assert places, f"{query}: no place found"
            assert output["source"] == "recycling-centers,keco-sites"
            distances = [p["distance_m"] for p in places]
            assert distances == sorted(distances), query
            assert places[0]["name"] in result.answer, query
            assert "출처: " in result.answer and "데이터기준일자" in result.answer, query
            assert result.grounding is None, f"{query}: {result.grounding}"


async def test_pet_compensation_sites_are_shipped() -> None:
    async with Orchestrator() as orch:
        result = await orch.run("고양시 투명 페트병 보상 어디서 해?")
    assert result.route == ["collection_point"]
    data = json.loads(result.stages[0].tool_calls[0].output)
    assert data["source"] == "keco-sites" and data["points"]
    assert data["points"][0]["name"] in result.answer
    assert result.grounding is None
