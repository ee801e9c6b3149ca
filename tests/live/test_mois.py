"""MOIS 생활쓰레기 배출정보 adapter: district normalisation, parsing, honest fees, errors, tools.

Recorded shapes, and where they come from:

* ``YEONGDEUNGPO`` is a recorded answer of ``GET /1741000/household_waste_info/info`` with
  ``cond[SGG_NM::LIKE]=영등포구`` — ``{"response":{"body":{"dataType":"JSON","items":{"item":[{...}]},
  "numOfRows":3,"pageNo":1,"totalCount":1},"header":{"resultCode":"0","resultMsg":"정상"}}}`` — copied
  from the "실제 응답 데이터(json)" section of AndroidStudy-Sesac/Yeogi-Beoryeo ``README.md``
  (library file id 51817471644), which also lists the request parameters and every response
  field (``TMPRY_BULK_WASTE_EMSN_MTHD/PLC``, ``MNG_DEPT_NM``, ``MNG_DEPT_TELNO``, ``DAT_CRTR_YMD``
  "2022-12-31", ...). Note the success code is ``"0"``, not ``"00"``, and the phone number
  is stored without an area code.
* The same field names appear in other public clients (``MNG_DEPT_TELNO``,
  ``TMPRY_BULK_WASTE_EMSN_MTHD`` in library ids 52075925962, 59400544543, 43582831519); the last
  one's 거창군 example values (남상면+신원면, "신고 후 지정 장소 배출", 거창군매립장, 055-940-3503)
  are used for the multi-zone fixture, which is assembled, not recorded.
* The re-implementation reference (``/work/shared/reference/original-system.md`` §3.1) names the
  fields ``BULK_WST_EMSN_MTHD`` / ``MNG_DEPT_TEL`` (taken from the original's code, which never
  parsed a live answer); ``REFERENCE_NAMES`` is built from that list and is accepted too.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from agents.tool_context import ToolContext

from specialists.base import ToolResult
from specialists.bulk_waste import BulkWasteSpecialist
from specialists.bulk_waste.payload import BulkWasteRequest
from specialists.live.mois import INFO_URL, MoisBulkWasteProvider, format_ymd
from specialists.tooling import ProviderError
from tests.live.test_http import XML_KEY_NOT_REGISTERED, Recorder, assert_no_key, reply

KEY = "mois-service-key-xyz"

YEONGDEUNGPO_ROW: dict[str, Any] = {
    "CTPV_NM": "서울특별시",
    "DAT_CRTR_YMD": "2022-12-31",
    "DAT_UPDT_PNT": "2026-04-28 22:32:12",
    "DAT_UPDT_SE": "I",
    "EMSN_PLC": "집앞",
    "EMSN_PLC_TYPE": "문전수거",
    "FOD_WST_EMSN_BGNG_TM": "20:00",
    "FOD_WST_EMSN_DOW": "일+월+화+수+목+금",
    "FOD_WST_EMSN_END_TM": "00:00",
    "FOD_WST_EMSN_MTHD": "물기를 제거 후 음식물 전용봉투에 담아 음식물거점전용용기에 배출",
    "LAST_MDFCN_PNT": "2022-12-01 10:45:46",
    "LF_WST_EMSN_BGNG_TM": "20:00",
    "LF_WST_EMSN_DOW": "일+월+화+수+목+금",
    "LF_WST_EMSN_END_TM": "00:00",
    "LF_WST_EMSN_MTHD": "종량제 봉투를 흩날리지 않도록 묶어 내집 내점포 앞 배출",
    "MNG_DEPT_NM": "청소과",
    "MNG_DEPT_TELNO": "26703491",
    "MNG_NO": "202031800000400001",
    "MNG_ZONE_NM": "영등포구(전역)",
    "MNG_ZONE_TRGT_RGN_NM": "영등포구",
    "OPN_ATMY_GRP_CD": "3180000",
    "RCYCL_EMSN_BGNG_TM": "20:00",
    "RCYCL_EMSN_DOW": "일+월+화+수+목+금",
    "RCYCL_EMSN_END_TM": "00:00",
    "RCYCL_EMSN_MTHD": "투명한 비닐봉투에 담아 흩날리지 않도록 묶어서 배출 내집 내점포 앞 또는 클린하우스/재활용정거장 배출",
    "SGG_NM": "영등포구",
    "TMPRY_BULK_WASTE_EMSN_BGNG_TM": "",
    "TMPRY_BULK_WASTE_EMSN_END_TM": "",
    "TMPRY_BULK_WASTE_EMSN_MTHD": "배출자가 성상별로 수거업체와 별도 계약 후 배출및 처리",
    "TMPRY_BULK_WASTE_EMSN_PLC": "집앞",
    "UNCLLT_DAY": "명절+임시공휴일+토요일",
}


def envelope(rows: list[dict[str, Any]], code: str = "0", msg: str = "정상") -> dict[str, Any]:
    return {
        "response": {
            "body": {
                "dataType": "JSON",
                "items": {"item": rows},
                "numOfRows": 100,
                "pageNo": 1,
                "totalCount": len(rows),
            },
            "header": {"resultCode": code, "resultMsg": msg},
        }
    }


YEONGDEUNGPO = envelope([YEONGDEUNGPO_ROW])
YEONGDEUNGPO["response"]["body"]["numOfRows"] = 3


def geochang_row(zone: str, method: str, place: str, ymd: str) -> dict[str, Any]:
    return {
        "CTPV_NM": "경상남도",
        "SGG_NM": "거창군",
        "MNG_ZONE_NM": zone,
        "MNG_ZONE_TRGT_RGN_NM": zone,
        "TMPRY_BULK_WASTE_EMSN_MTHD": method,
        "TMPRY_BULK_WASTE_EMSN_PLC": place,
        "MNG_DEPT_NM": "환경과",
        "MNG_DEPT_TELNO": "055-940-3503",
        "DAT_CRTR_YMD": ymd,
    }


async def info(rec: Recorder, district: str) -> dict[str, Any]:
    async with rec.client() as client:
        return await MoisBulkWasteProvider(client, KEY, backoff=0).collection_info(district)


# --- happy path ---------------------------------------------------------------------------------


async def test_recorded_answer_is_read() -> None:
    rec = Recorder(reply(200, YEONGDEUNGPO))
    result = await info(rec, "서울시 영등포구")

    request = rec.last
    assert str(request.url).startswith(INFO_URL)
    params = request.url.params
    assert params["serviceKey"] == KEY
    assert (params["pageNo"], params["numOfRows"], params["returnType"]) == ("1", "100", "json")
    assert params["cond[SGG_NM::LIKE]"] == "영등포구"  # "서울시 영등포구" normalised first

    assert result["district"] == "영등포구"
    assert result["full_name"] == "서울특별시 영등포구"
    assert result["application_methods"] == [
        "배출자가 성상별로 수거업체와 별도 계약 후 배출및 처리",
        "배출 장소: 집앞",
    ]
    assert result["phone"] == "26703491"  # as published, not "fixed" with a guessed area code
    assert result["dept"] == "청소과"
    assert result["phone_note"] == "문의: 서울특별시 영등포구 청소과 26703491"
    assert result["source"] == "mois"
    assert result["source_label"] == "행정안전부 생활쓰레기 배출정보"
    assert result["as_of"] == "2022-12-31"


async def test_several_zones_are_merged_and_labelled() -> None:
    rows = [
        geochang_row("거창읍", "신고 후 지정 장소 배출", "거창군매립장", "2024-01-26"),
        geochang_row("남상면+신원면", "신고 후 지정 장소 배출", "거창군매립장", "2024-01-01"),
        geochang_row(
            "가조면", "대형폐기물 스티커 부착 후 배출\n수거일: 매주 화요일", "집앞", "2023-12-31"
        ),
    ]
    result = await info(Recorder(reply(200, envelope(rows))), "거창군")
    assert result["application_methods"] == [
        "[거창읍 등] 신고 후 지정 장소 배출",
        "배출 장소: 거창군매립장",
        "[가조면] 대형폐기물 스티커 부착 후 배출",
        "수거일: 매주 화요일",
        "배출 장소: 집앞",
    ]
    assert result["zones"] == 3
    assert result["as_of"] == "2024-01-26"  # the newest 기준일


async def test_like_matches_are_narrowed_to_the_district() -> None:
    # LIKE '중구' also matches 부산 중구; LIKE '남구' would match 강남구 — keep only the asked district.
    seoul_jung = dict(YEONGDEUNGPO_ROW, SGG_NM="중구", MNG_DEPT_NM="청소행정과")
    busan_jung = dict(YEONGDEUNGPO_ROW, CTPV_NM="부산광역시", SGG_NM="중구", MNG_DEPT_NM="부산과")
    rec = Recorder(reply(200, envelope([busan_jung, seoul_jung])))
    result = await info(rec, "서울 중구")
    assert rec.last.url.params["cond[SGG_NM::LIKE]"] == "중구"
    assert result["dept"] == "청소행정과"

    gangnam = dict(YEONGDEUNGPO_ROW, SGG_NM="강남구")
    busan_nam = dict(YEONGDEUNGPO_ROW, CTPV_NM="부산광역시", SGG_NM="남구", MNG_DEPT_NM="남구청")
    result = await info(Recorder(reply(200, envelope([gangnam, busan_nam]))), "부산 남구")
    assert result["dept"] == "남구청"


async def test_reference_field_names_are_accepted() -> None:
    row = {
        "CTPV_NM": "서울특별시",
        "SGG_NM": "마포구",
        "BULK_WST_EMSN_MTHD": "인터넷 신고 후 배출",
        "MNG_DEPT_NM": "자원순환과",
        "MNG_DEPT_TEL": "02-3153-9220",
        "DAT_CRTR_YMD": "20240126",
    }
    result = await info(
        Recorder(reply(200, envelope([row], code="00", msg="NORMAL SERVICE."))), "마포구"
    )
    assert result["application_methods"] == ["인터넷 신고 후 배출"]
    assert result["phone"] == "02-3153-9220"
    assert result["as_of"] == "2024-01-26"


async def test_not_applicable_values_are_skipped() -> None:
    row = dict(
        YEONGDEUNGPO_ROW,
        TMPRY_BULK_WASTE_EMSN_MTHD="해당없음",
        TMPRY_BULK_WASTE_EMSN_PLC="해당없음",
    )
    result = await info(Recorder(reply(200, envelope([row]))), "영등포구")
    assert len(result["application_methods"]) == 1
    assert "비어 있습니다" in result["application_methods"][0]
    assert "문의" in result["phone_note"]


def test_format_ymd() -> None:
    assert format_ymd("2022-12-31") == "2022-12-31"
    assert format_ymd("20221231") == "2022-12-31"
    assert format_ymd("2022.12.31") == "2022-12-31"
    assert format_ymd("") is None and format_ymd(None) is None


# --- errors -------------------------------------------------------------------------------------


async def test_unknown_and_ambiguous_districts_are_asked_back_without_a_request() -> None:
    rec = Recorder(reply(200, YEONGDEUNGPO))
    with pytest.raises(ProviderError, match="알 수 없는 지역"):
        await info(rec, "아틀란티스구")
    with pytest.raises(ProviderError, match="여러 지역"):
        await info(rec, "중구")
    assert rec.calls == 0


async def test_no_rows_for_the_district() -> None:
    with pytest.raises(ProviderError, match="자료가 없습니다"):
        await info(Recorder(reply(200, envelope([]))), "영등포구")


async def test_result_code_error() -> None:
    rec = Recorder(reply(200, envelope([], code="99", msg="UNKNOWN_ERROR")))
    with pytest.raises(ProviderError, match="resultCode 99: UNKNOWN_ERROR"):
        await info(rec, "영등포구")


async def test_xml_key_error() -> None:
    rec = Recorder(reply(200, XML_KEY_NOT_REGISTERED))
    with pytest.raises(ProviderError) as err:
        await info(rec, "영등포구")
    assert "DATA_GO_KR_SERVICE_KEY" in str(err.value)
    assert_no_key(str(err.value), KEY)


async def test_server_errors_are_retried() -> None:
    rec = Recorder(reply(503, ""), reply(200, YEONGDEUNGPO))
    result = await info(rec, "영등포구")
    assert rec.calls == 2 and result["dept"] == "청소과"


# --- fees: not in this API ---------------------------------------------------------------------


async def test_search_fee_is_honest_and_makes_no_request() -> None:
    rec = Recorder(reply(200, YEONGDEUNGPO))
    async with rec.client() as client:
        result = await MoisBulkWasteProvider(client, KEY).search_fee(
            "서울시 영등포구", "3인용 소파"
        )
    assert rec.calls == 0
    assert result["item_count"] == 0 and result["items"] == []
    assert result["query"] == "소파"
    assert "수수료가 없어" in result["note"] and "신고 화면" in result["note"]
    assert result["source"] == "mois"
    assert result["district"] == "영등포구"


# --- through the specialist's tools -------------------------------------------------------------


async def invoke(specialist: BulkWasteSpecialist, name: str, args: dict[str, Any]) -> str:
    tool = next(t for t in specialist.tools() if t.name == name)
    raw = json.dumps(args, ensure_ascii=False)
    ctx: ToolContext[None] = ToolContext(
        None, tool_name=name, tool_call_id="c1", tool_arguments=raw
    )
    output = await tool.on_invoke_tool(ctx, raw)
    assert isinstance(output, str)
    return output


async def test_bulk_waste_tools_end_to_end() -> None:
    rec = Recorder(reply(200, copy.deepcopy(YEONGDEUNGPO)))
    async with rec.client() as client:
        specialist = BulkWasteSpecialist(MoisBulkWasteProvider(client, KEY, backoff=0))
        info_args = {"district": "영등포구"}
        fee_args = {"district": "영등포구", "item_name": "소파"}
        info_out = await invoke(specialist, "get_collection_info", info_args)
        fee_out = await invoke(specialist, "search_fee", fee_args)
    assert json.loads(info_out)["source"] == "mois"
    answer = specialist.compose(
        BulkWasteRequest.model_validate({"district": "영등포구", "item": "소파"}),
        [
            ToolResult("get_collection_info", info_args, info_out),
            ToolResult("search_fee", fee_args, fee_out),
        ],
    )
    assert "수수료가 없어" in answer
    assert "배출자가 성상별로 수거업체와 별도 계약" in answer
    assert "청소과 26703491" in answer
    assert "2022-12-31 기준" in answer
    assert re.search(r"\d[\d,]*\s*원", answer) is None  # no fee figure anywhere
