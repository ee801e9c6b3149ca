"""Kakao Local adapters: keyword/category search, geocoding, auth errors, and the tool envelope.

Recorded shapes, and where they come from:

* ``PHARMACY_DOCS`` are four documents of a recorded ``/v2/local/search/keyword.json`` answer
  (query "pharmacy": 큰믿음약국, 애플약국, 평화약국, 대한약국 in 고양시 일산서구, with ``meta``
  ``{"is_end":false,"pageable_count":45,"same_name":{...},"total_count":50}``), pasted in a public
  Kakao Local API study note (library file id 35994300041, found with the code search for
  ``"same_name":{"keyword"``). That search had no ``x``/``y``, so ``distance`` was ``""``; with a
  centre point Kakao fills it with metres as a string (``"distance":"120"`` in a public Kakao POI
  repository test, library id 70224788307): the distances below are set by hand, in that format.
* A document with ``"phone":""`` and ``"road_address_name":""`` (율동자연공원 분수대) is from a
  recorded answer in a public Java test (library id 1377230673).
* 401 bodies: ``{"errorType":"AccessDeniedError","message":"cannot access API"}`` (public Spring test,
  library id 69750048850) and ``{"code":-401,"msg":"ip mismatched!"}`` (quoted in library ids
  57673387443 / 57352286885).
* Endpoints, ``KakaoAK`` header, ``x``=longitude / ``y``=latitude, radius ≤ 20000, size ≤ 15 and the
  category group codes follow the original's client, eco2-team/backend
  ``apps/chat_worker/infrastructure/integrations/kakao/kakao_local_http_client.py``, and
  https://developers.kakao.com/docs/latest/ko/local/dev-guide.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from agents.tool_context import ToolContext

from specialists.base import ToolResult
from specialists.live.kakao import (
    CATEGORY_CODES,
    CATEGORY_URL,
    KEYWORD_URL,
    KakaoGeocoder,
    KakaoPlacesProvider,
)
from specialists.location import LocationSpecialist
from specialists.location.payload import LocationRequest
from specialists.tooling import ProviderError
from tests.live.test_http import Recorder, assert_no_key, reply

KEY = "kakao-rest-key-0123456789"
ILSAN = (37.6745, 126.7500)  # near 대화동, 고양시 일산서구

PHARMACY_DOCS: list[dict[str, Any]] = [
    {"address_name": "경기 고양시 일산서구 대화동 2250-5", "category_group_code": "PM9", "category_group_name": "약국", "category_name": "의료,건강 > 약국", "distance": "102", "id": "12357903", "phone": "031-921-6622", "place_name": "큰믿음약국", "place_url": "http://place.map.kakao.com/12357903", "road_address_name": "경기 고양시 일산서구 호수로856번길 73-4", "x": "126.74970793393231", "y": "37.67381954065568"},
    {"address_name": "경기 고양시 일산서구 대화동 2248", "category_group_code": "PM9", "category_group_name": "약국", "category_name": "의료,건강 > 약국", "distance": "110", "id": "9509049", "phone": "031-916-4688", "place_name": "평화약국", "place_url": "http://place.map.kakao.com/9509049", "road_address_name": "경기 고양시 일산서구 호수로856번길 74-1", "x": "126.7500690756693", "y": "37.673616685604756"},
    {"address_name": "경기 고양시 일산서구 대화동 2248-2", "category_group_code": "PM9", "category_group_name": "약국", "category_name": "의료,건강 > 약국", "distance": "115", "id": "8908343", "phone": "031-923-5400", "place_name": "대한약국", "place_url": "http://place.map.kakao.com/8908343", "road_address_name": "경기 고양시 일산서구 호수로856번길 74-7", "x": "126.750339123945", "y": "37.6735361695764"},
    {"address_name": "경기 고양시 일산서구 대화동 2702", "category_group_code": "PM9", "category_group_name": "약국", "category_name": "의료,건강 > 약국", "distance": "1334", "id": "734469903", "phone": "031-923-0992", "place_name": "애플약국", "place_url": "http://place.map.kakao.com/734469903", "road_address_name": "경기 고양시 일산서구 킨텍스로 217-23", "x": "126.74550392649627", "y": "37.66279518613446"},
]  # fmt: skip
PARK_DOC: dict[str, Any] = {"address_name": "경기 성남시 분당구 율동 453-1", "category_group_code": "", "category_group_name": "", "category_name": "여행 > 공원시설물", "distance": "", "id": "17556477", "phone": "", "place_name": "율동자연공원 분수대", "place_url": "http://place.map.kakao.com/17556477", "road_address_name": "", "x": "127.149348161236", "y": "37.3759356560259"}  # fmt: skip


def answer(docs: list[dict[str, Any]], total: int | None = None) -> dict[str, Any]:
    return {
        "documents": docs,
        "meta": {
            "is_end": total is None or total <= len(docs),
            "pageable_count": min(total or len(docs), 45),
            "same_name": {"keyword": "약국", "region": [], "selected_region": ""},
            "total_count": total if total is not None else len(docs),
        },
    }


def late_evening_utc() -> datetime:
    return datetime(2026, 1, 22, 16, 30, tzinfo=UTC)  # 2026-01-23 01:30 KST


def places(client: Any) -> KakaoPlacesProvider:
    return KakaoPlacesProvider(client, KEY, clock=late_evening_utc, backoff=0)


# --- keyword search ------------------------------------------------------------------------------


async def test_keyword_search_request_and_result() -> None:
    rec = Recorder(reply(200, answer(PHARMACY_DOCS, total=50)))
    async with rec.client() as client:
        result = await places(client).search_places("약국", *ILSAN, None)

    request = rec.last
    assert str(request.url).startswith(KEYWORD_URL)
    assert request.headers["Authorization"] == f"KakaoAK {KEY}"
    params = request.url.params
    assert params["query"] == "약국"
    assert (params["x"], params["y"]) == (str(ILSAN[1]), str(ILSAN[0]))  # x = longitude
    assert params["radius"] == "2000"
    assert params["sort"] == "distance"
    assert params["size"] == "15"

    assert result["query"] == "약국"
    assert result["radius_m"] == 2000
    assert (result["latitude"], result["longitude"]) == ILSAN
    assert result["found"] == 4
    assert result["source"] == "kakao" and result["source_label"] == "카카오 로컬"
    assert result["as_of"] == "2026-01-23"  # today in KST, not UTC
    first = result["places"][0]
    assert first == {
        "name": "큰믿음약국",
        "address": "경기 고양시 일산서구 호수로856번길 73-4",
        "phone": "031-921-6622",
        "hours": None,
        "items": [],
        "distance_m": 102,
        "latitude": 37.67381954065568,
        "longitude": 126.74970793393231,
        "url": "http://place.map.kakao.com/12357903",
    }


async def test_missing_fields_fall_back_without_inventing() -> None:
    rec = Recorder(reply(200, answer([PARK_DOC])))
    async with rec.client() as client:
        result = await places(client).search_places("공원", 37.376, 127.149, 500)
    place = result["places"][0]
    assert place["address"] == "경기 성남시 분당구 율동 453-1"  # lot address when no road address
    assert place["phone"] is None
    assert place["distance_m"] is None


@pytest.mark.parametrize(("asked", "sent"), [(None, 2000), (500, 500), (50_000, 20_000)])
async def test_radius_default_and_cap(asked: int | None, sent: int) -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as client:
        result = await places(client).search_places("약국", *ILSAN, asked)
    assert rec.last.url.params["radius"] == str(sent)
    assert result["radius_m"] == sent


async def test_non_positive_radius_and_empty_query_are_refused_without_a_request() -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as client:
        with pytest.raises(ProviderError, match="반경"):
            await places(client).search_places("약국", *ILSAN, 0)
        with pytest.raises(ProviderError, match="비어"):
            await places(client).search_places("  ", *ILSAN, None)
    assert rec.calls == 0


async def test_nothing_found_says_so() -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as client:
        result = await places(client).search_places("제로웨이스트샵", *ILSAN, 1000)
    assert result["found"] == 0 and result["places"] == []
    assert "찾지 못했습니다" in result["note"]


# --- category search -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("category", "code"),
    [
        ("MART", "MT1"),
        ("CONVENIENCE", "CS2"),
        ("SUBWAY", "SW8"),
        ("CAFE", "CE7"),
        ("RESTAURANT", "FD6"),
        ("HOSPITAL", "HP8"),
        ("PHARMACY", "PM9"),
        ("BANK", "BK9"),
        ("GAS_STATION", "OL7"),
        ("PARKING", "PK6"),
    ],
)
async def test_category_codes(category: str, code: str) -> None:
    rec = Recorder(reply(200, answer(PHARMACY_DOCS)))
    async with rec.client() as client:
        result = await places(client).search_category(category.lower(), *ILSAN, None)
    assert str(rec.last.url).startswith(CATEGORY_URL)
    params = rec.last.url.params
    assert params["category_group_code"] == code
    assert params["sort"] == "distance" and params["size"] == "15"
    assert "query" not in params
    assert result["category"] == category
    assert result["query"] == CATEGORY_CODES[category][1]


async def test_unknown_category_lists_the_valid_ones() -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as client:
        with pytest.raises(ProviderError) as err:
            await places(client).search_category("ZOO", *ILSAN, None)
    assert rec.calls == 0
    for name in CATEGORY_CODES:
        assert name in str(err.value)


# --- errors ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {"errorType": "AccessDeniedError", "message": "cannot access API"},
        {"code": -401, "msg": "ip mismatched!"},
    ],
)
async def test_401_is_a_clear_key_error(body: dict[str, Any]) -> None:
    rec = Recorder(reply(401, body))
    async with rec.client() as client:
        with pytest.raises(ProviderError) as err:
            await places(client).search_places("약국", *ILSAN, None)
    message = str(err.value)
    assert "카카오 로컬 API 인증에 실패" in message and "KAKAO_REST_API_KEY" in message
    assert "HTTP 401" in message
    assert_no_key(message, KEY)
    assert rec.calls == 1
    assert rec.last.headers["Authorization"] == f"KakaoAK {KEY}"


async def test_429_then_success() -> None:
    rec = Recorder(reply(429, {"errorType": "RequestThrottled"}), reply(200, answer(PHARMACY_DOCS)))
    async with rec.client() as client:
        result = await places(client).search_places("약국", *ILSAN, None)
    assert rec.calls == 2 and result["found"] == 4


async def test_malformed_answer() -> None:
    rec = Recorder(reply(200, {"meta": {}}))
    async with rec.client() as client:
        with pytest.raises(ProviderError, match="documents"):
            await places(client).search_places("약국", *ILSAN, None)


# --- geocoder -----------------------------------------------------------------------------------


async def test_geocoder_uses_the_top_hit() -> None:
    rec = Recorder(reply(200, answer(PHARMACY_DOCS[:1])))
    async with rec.client() as client:
        geo = await KakaoGeocoder(client, KEY).geocode(" 큰믿음약국 ")
    assert str(rec.last.url).startswith(KEYWORD_URL)
    assert rec.last.url.params["query"] == "큰믿음약국"
    assert rec.last.url.params["size"] == "1"
    assert "x" not in rec.last.url.params
    assert geo == {
        "place_name": "큰믿음약국",
        "address": "경기 고양시 일산서구 호수로856번길 73-4",
        "latitude": 37.67381954065568,
        "longitude": 126.74970793393231,
        "precision": "place",
        "source": "kakao",
        "source_label": "카카오 로컬 장소 검색",
    }


async def test_geocoder_no_result_is_an_error() -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as client:
        with pytest.raises(ProviderError, match="찾지 못했습니다"):
            await KakaoGeocoder(client, KEY).geocode("없는장소이름")


async def test_geocoder_empty_name_makes_no_request() -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as client:
        with pytest.raises(ProviderError, match="비어"):
            await KakaoGeocoder(client, KEY).geocode("   ")
    assert rec.calls == 0


def test_empty_key_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        KakaoGeocoder(None, " ")  # type: ignore[arg-type]


# --- through the specialist's tools ---------------------------------------------------------------


async def invoke(specialist: LocationSpecialist, name: str, args: dict[str, Any]) -> str:
    tool = next(t for t in specialist.tools() if t.name == name)
    raw = json.dumps(args, ensure_ascii=False)
    ctx: ToolContext[None] = ToolContext(
        None, tool_name=name, tool_call_id="c1", tool_arguments=raw
    )
    output = await tool.on_invoke_tool(ctx, raw)
    assert isinstance(output, str)
    return output


async def test_location_tools_end_to_end() -> None:
    rec = Recorder(
        reply(200, answer(PHARMACY_DOCS[:1])),  # geocode
        reply(200, answer(PHARMACY_DOCS, total=50)),  # search_places
    )
    async with rec.client() as client:
        specialist = LocationSpecialist(places(client), KakaoGeocoder(client, KEY, backoff=0))
        geo_args = {"place_name": "큰믿음약국"}
        geo_out = await invoke(specialist, "geocode", geo_args)
        geo = json.loads(geo_out)
        search_args = {
            "query": "약국",
            "latitude": geo["latitude"],
            "longitude": geo["longitude"],
            "radius_m": None,
        }
        search_out = await invoke(specialist, "search_places", search_args)
    data = json.loads(search_out)
    assert data["found"] == 4 and data["source"] == "kakao"
    answer_text = specialist.compose(
        LocationRequest.model_validate({"query": "약국", "area": "큰믿음약국"}),
        [
            ToolResult("geocode", geo_args, geo_out),
            ToolResult("search_places", search_args, search_out),
        ],
    )
    assert "큰믿음약국" in answer_text and "031-921-6622" in answer_text
    assert "카카오 로컬" in answer_text


async def test_category_tool_error_envelope() -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as client:
        specialist = LocationSpecialist(places(client), KakaoGeocoder(client, KEY))
        out = await invoke(
            specialist,
            "search_category",
            {"category": "ZOO", "latitude": ILSAN[0], "longitude": ILSAN[1], "radius_m": None},
        )
    assert "알 수 없는 장소 분류" in json.loads(out)["error"]
