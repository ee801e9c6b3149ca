"""KECO 폐전자제품 수거함 adapter (odcloud 15106385): request, 수거종류 filter, nearby, errors, tools.

Where the shapes come from:

* The odcloud envelope ``{page, perPage, totalCount, currentCount, matchCount, data: [...]}``
  (``matchCount`` = rows matching the ``cond[...]`` filters) and the 401 body
  ``{"code":-401,"msg":"인증키는 필수 항목 입니다."}`` are documented from live probes in public
  notes (library file ids 69171073791 and 70074538938).
* Endpoint, ``Authorization: Infuser <key>``, ``cond[수거장소(주소)::LIKE]`` and the row fields
  ``순번, 상호명, 수거종류, 수거방법, 수거장소(주소), 장소구분, 수거비용`` follow the original's
  client, eco2-team/backend
  ``apps/chat_worker/infrastructure/integrations/keco/keco_collection_point_client.py`` (its comment
  gives 수거종류 as comma-separated, "폐휴대폰, 소형가전"), and a public TypeScript model of the
  same dataset (library id 61349074642).
* **No recorded row of this dataset was found** (the only JSON example, in eco2-team/backend's
  tests, is itself a mock). The rows below are built from that field list; their names say
  "테스트" so nobody mistakes them for real collection points.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from agents.tool_context import ToolContext

from specialists.base import ToolResult
from specialists.collection_point import CollectionPointSpecialist
from specialists.collection_point.payload import CollectionPointRequest
from specialists.geocoding import GazetteerGeocoder
from specialists.live.keco_bins import ADDRESS_COND, DATASET_URL, KecoBinProvider
from specialists.tooling import ProviderError
from tests.live.test_http import Recorder, assert_no_key, reply

KEY = "odcloud-key-abcdef"
GANGNAM_OFFICE = (37.5172, 127.0473)


def row(n: int, name: str, kinds: str, address: str, place: str = "공공기관") -> dict[str, Any]:
    return {
        "순번": n,
        "상호명": name,
        "수거종류": kinds,
        "수거방법": "수거함 설치",
        "수거장소(주소)": address,
        "장소구분": place,
        "수거비용": "무료",
    }


ROWS = [
    row(1, "테스트 행정복지센터", "폐건전지, 폐형광등", "서울특별시 강남구 테스트로 1"),
    row(2, "테스트 배터리 상가", "소형가전", "서울특별시 강남구 테스트로 2", "상가"),
    row(3, "테스트 마트", "폐휴대폰, 소형가전", "서울특별시 강남구 테스트로 3", "대형마트"),
    row(4, "테스트 아파트", "폐건전지", "서울 강남구 테스트로 4", "공동주택"),
]


def page(rows: list[dict[str, Any]], match: int | None = None) -> dict[str, Any]:
    return {
        "page": 1,
        "perPage": 100,
        "totalCount": 12000,
        "currentCount": len(rows),
        "matchCount": len(rows) if match is None else match,
        "data": rows,
    }


async def search(rec: Recorder, keyword: str, item_type: str | None) -> dict[str, Any]:
    async with rec.client() as client:
        return await KecoBinProvider(client, KEY, backoff=0).search(keyword, item_type)


async def test_request_uses_the_address_condition_and_infuser_header() -> None:
    rec = Recorder(reply(200, page(ROWS)))
    result = await search(rec, "서울시 강남구", None)

    request = rec.last
    assert str(request.url).startswith(DATASET_URL)
    assert request.headers["Authorization"] == f"Infuser {KEY}"
    params = request.url.params
    assert (params["page"], params["perPage"], params["returnType"]) == ("1", "100", "JSON")
    assert params[ADDRESS_COND] == "강남구"  # "서울시 강남구" never matches "서울특별시 강남구 ..."
    assert not any("상호명" in k for k in params)  # bug #7: never filter on the business name

    assert result["points_source"] == "keco-bins" and result["source"] == "keco-bins"
    assert result["source_label"] == "한국환경공단 폐전자제품 수거함"
    assert result["guidance"] == []
    assert len(result["points"]) == 4
    first = result["points"][0]
    assert first["name"] == "테스트 행정복지센터"
    assert first["address"] == "서울특별시 강남구 테스트로 1"
    assert first["items"] == ["폐건전지", "폐형광등"]
    assert first["phone"] is None and first["hours"] is None and first["distance_m"] is None
    assert first["method"] == "수거함 설치" and first["fee"] == "무료"


@pytest.mark.parametrize(
    ("item_type", "names"),
    [
        ("battery", ["테스트 행정복지센터", "테스트 아파트"]),
        ("fluorescent_lamp", ["테스트 행정복지센터"]),
        ("small_appliance", ["테스트 배터리 상가", "테스트 마트"]),
        ("clothes", []),
    ],
)
async def test_item_type_filters_on_collection_kinds_not_names(
    item_type: str, names: list[str]
) -> None:
    result = await search(Recorder(reply(200, page(ROWS))), "강남구", item_type)
    assert [p["name"] for p in result["points"]] == names
    # "테스트 배터리 상가" has 배터리 in its name but takes only 소형가전: not a battery bin.


async def test_nothing_found_has_a_note() -> None:
    result = await search(Recorder(reply(200, page(ROWS))), "강남구", "medicine")
    assert result["points"] == [] and "찾지 못했습니다" in result["note"]


async def test_other_sido_rows_are_dropped_for_a_district() -> None:
    rows = [
        row(1, "테스트 서울", "폐건전지", "서울특별시 중구 테스트로 1"),
        row(2, "테스트 부산", "폐건전지", "부산광역시 중구 테스트로 2"),
    ]
    rec = Recorder(reply(200, page(rows)))
    result = await search(rec, "서울 중구", "battery")
    assert rec.last.url.params[ADDRESS_COND] == "중구"
    assert [p["name"] for p in result["points"]] == ["테스트 서울"]


async def test_a_dong_name_is_searched_as_given() -> None:
    rec = Recorder(reply(200, page([])))
    await search(rec, "역삼동", None)
    assert rec.last.url.params[ADDRESS_COND] == "역삼동"


async def test_more_matches_than_one_page_is_said() -> None:
    result = await search(Recorder(reply(200, page(ROWS, match=350))), "강남구", None)
    assert "350곳" in result["note"]


async def test_pet_compensation_is_not_in_this_dataset() -> None:
    rec = Recorder(reply(200, page(ROWS)))
    result = await search(rec, "강남구", "pet_compensation")
    assert rec.calls == 0
    assert result["points"] == [] and "페트병" in result["note"]


async def test_bad_arguments_are_refused_without_a_request() -> None:
    rec = Recorder(reply(200, page(ROWS)))
    with pytest.raises(ProviderError, match="battery, fluorescent_lamp"):
        await search(rec, "강남구", "tires")
    with pytest.raises(ProviderError, match="지역"):
        await search(rec, "  ", None)
    assert rec.calls == 0


# --- nearby: no coordinates in the dataset ------------------------------------------------------


async def test_nearby_searches_the_nearest_district_and_says_distances_are_unavailable() -> None:
    rec = Recorder(reply(200, page(ROWS)))
    async with rec.client() as client:
        result = await KecoBinProvider(client, KEY).nearby(*GANGNAM_OFFICE, 10, "battery")
    assert rec.last.url.params[ADDRESS_COND] == "강남구"
    assert result["district"] == "강남구"
    assert result["radius_km"] == 5.0  # clamped like the offline provider
    assert (result["latitude"], result["longitude"]) == GANGNAM_OFFICE
    assert "좌표가 없어 거리를 잴 수 없습니다" in result["note"]
    assert [p["name"] for p in result["points"]] == ["테스트 행정복지센터", "테스트 아파트"]
    assert all(p["distance_m"] is None for p in result["points"])


async def test_nearby_rejects_bad_radius_and_foreign_points() -> None:
    rec = Recorder(reply(200, page(ROWS)))
    async with rec.client() as client:
        provider = KecoBinProvider(client, KEY)
        with pytest.raises(ProviderError, match="반경"):
            await provider.nearby(*GANGNAM_OFFICE, 0, None)
        with pytest.raises(ProviderError, match="대한민국"):
            await provider.nearby(35.68, 139.76, None, None)
    assert rec.calls == 0


# --- errors ---------------------------------------------------------------------------------------


async def test_missing_or_wrong_key() -> None:
    rec = Recorder(reply(401, {"code": -401, "msg": "인증키는 필수 항목 입니다."}))
    with pytest.raises(ProviderError) as err:
        await search(rec, "강남구", None)
    message = str(err.value)
    assert "인증에 실패" in message and "ODCLOUD_SERVICE_KEY" in message
    assert "인증키는 필수 항목 입니다." in message
    assert_no_key(message, KEY)


async def test_an_encoded_key_is_sent_decoded() -> None:
    rec = Recorder(reply(200, page([])))
    async with rec.client() as client:
        await KecoBinProvider(client, "abc%2Bdef%3D%3D").search("강남구", None)
    assert rec.last.headers["Authorization"] == "Infuser abc+def=="


async def test_malformed_answer() -> None:
    with pytest.raises(ProviderError, match="data 없음"):
        await search(Recorder(reply(200, {"page": 1})), "강남구", None)


async def test_server_error_then_success() -> None:
    rec = Recorder(reply(500, ""), reply(200, page(ROWS)))
    result = await search(rec, "강남구", "battery")
    assert rec.calls == 2 and len(result["points"]) == 2


# --- through the specialist's tool ----------------------------------------------------------------


async def test_collection_point_tool_end_to_end() -> None:
    rec = Recorder(reply(200, page(ROWS)))
    async with rec.client() as client:
        specialist = CollectionPointSpecialist(KecoBinProvider(client, KEY), GazetteerGeocoder())
        tool = next(t for t in specialist.tools() if t.name == "search_collection_points")
        args = {"address_keyword": "강남구", "item_type": "battery"}
        raw = json.dumps(args, ensure_ascii=False)
        ctx: ToolContext[None] = ToolContext(
            None, tool_name=tool.name, tool_call_id="c1", tool_arguments=raw
        )
        output = await tool.on_invoke_tool(ctx, raw)
    data = json.loads(output)
    assert data["source"] == "keco-bins" and len(data["points"]) == 2
    answer = specialist.compose(
        CollectionPointRequest.model_validate({"item_type": "battery", "area": "강남구"}),
        [ToolResult("search_collection_points", args, output)],
    )
    assert "테스트 행정복지센터" in answer and "서울특별시 강남구 테스트로 1" in answer
