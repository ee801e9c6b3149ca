"""The shipped official data: it rebuilds identically from the sources, and the issue's questions
are answered from it with no import step — every figure checked against the source files."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from agents_pkg import Orchestrator
from agents_pkg.result import TurnResult
from specialists import default_specialists
from specialists.bulk_waste.provider import OfficialBulkWasteProvider
from specialists.collection_point.provider import OfficialCollectionPointProvider
from specialists.data.build import KMA, MANIFEST, SHIPPED, build, content_hashes
from specialists.data.catalog import DataCatalog
from specialists.data.kma_grid import kma_points
from specialists.korean.gazetteer import all_districts
from specialists.location.provider import OfficialPlacesProvider
from tests.public_sources import (
    ROOT,
    center_rows,
    clothing_rows_gangnam,
    fee_districts,
    fee_rows,
    medicine_rows,
    needs_sources,
    rules_rows,
)

FEE_CITATION = "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 "
_WON = re.compile(r"\d[\d,]*원")

pytestmark = needs_sources


async def ask(query: str) -> TurnResult:
    async with Orchestrator() as orch:
        result = await orch.run(query)
    assert result.error is None and result.blocked is None, result.answer
    assert result.grounding is None, result.grounding  # every figure is in a tool output
    return result


def output(result: TurnResult, tool: str) -> dict[str, Any]:
    call = next(c for s in result.stages for c in s.tool_calls if c.name == tool)
    data: dict[str, Any] = json.loads(call.output)
    return data


def phone_of(sido: str, sigungu: str) -> str:
    phones = {r["관리부서전화번호"] for r in rules_rows(sido, sigungu) if r["관리부서전화번호"]}
    assert phones, (sido, sigungu)
    return sorted(phones)[0] if len(phones) == 1 else next(iter(phones))


# --- the build ---------------------------------------------------------------------------------


def test_the_shipped_file_rebuilds_identically_from_the_sources(tmp_path: Path) -> None:
    rebuilt = tmp_path / "public.sqlite3"
    manifest = build(rebuilt, ROOT)
    assert content_hashes(rebuilt) == content_hashes(SHIPPED)
    committed = json.loads(MANIFEST.read_text("utf-8"))
    assert manifest == committed  # rows, drops, source sha256s and table hashes


def test_every_dataset_is_shipped_with_rows_coverage_and_date() -> None:
    status = {s.spec.name: s for s in DataCatalog().status()}
    fees = status["bulk-waste-fees"].meta
    assert fees is not None and status["bulk-waste-fees"].origin == "shipped"
    assert fees.districts == len(fee_districts()) == 142
    # every row of the file is kept except exact duplicates (counted)
    assert fees.rows + fees.dropped["duplicate row"] == 22_818
    assert fees.as_of == "2025-12-09"
    for name in ("waste-rules", "medicine-bins", "lamp-battery-bins", "clothing-bins",
                 "small-appliance-bins", "keco-sites", "recycling-centers"):  # fmt: skip
        meta = status[name].meta
        assert meta is not None and meta.rows > 0 and status[name].origin == "shipped", name
    assert status["recyclable-prices"].meta is None  # not shipped: no official copy available


def test_the_wheel_carries_the_shipped_data() -> None:
    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text("utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["specialists.data"]
    assert SHIPPED.relative_to(SHIPPED.parents[1]).as_posix() == "shipped/public.sqlite3"
    assert "shipped/*.sqlite3" in patterns and "shipped/*.json" in patterns


def test_district_coordinates_are_the_kma_table() -> None:
    points = kma_points(ROOT / KMA)
    assert len(points) == len(all_districts()) == 229
    for district in all_districts():
        point = points[district]
        assert (district.latitude, district.longitude) == (point.latitude, point.longitude)
        assert (district.nx, district.ny) == (point.nx, point.ny)


# --- the questions, from a fresh clone, no import ----------------------------------------


async def test_gangnam_wardrobe_fees_are_the_files() -> None:
    result = await ask("강남구 장롱 버리는 비용")
    rows = [r for r in fee_rows("서울특별시", "강남구") if r["대형폐기물명"] == "장롱"]
    assert len(rows) == 2
    for row in rows:
        assert f"- 장롱 (규격 미기재): {int(row['수수료']):,}원" in result.answer
    assert FEE_CITATION + max(r["데이터기준일자"] for r in rows) in result.answer
    assert phone_of("서울특별시", "강남구") in result.answer  # whom to call, from MOIS


async def test_haeundae_fridge_fees_and_how_to_apply() -> None:
    result = await ask("해운대구 냉장고 버리는 법")
    rows = [r for r in fee_rows("부산광역시", "해운대구") if r["대형폐기물명"].startswith("냉장고")]
    assert rows
    for row in rows:
        assert f"{int(row['수수료']):,}원" in result.answer
    rules = rules_rows("부산광역시", "해운대구")
    assert any(r["일시적다량폐기물배출방법"] in result.answer for r in rules)
    assert phone_of("부산광역시", "해운대구") in result.answer
    assert "1599-0903" in result.answer  # free appliance pick-up


async def test_mapo_is_not_in_the_fee_file_and_gets_its_own_phone_only() -> None:
    assert not fee_rows("서울특별시", "마포구")
    result = await ask("마포구 장롱 버리는 비용")
    fees = output(result, "search_fee")
    assert fees["items"] == [] and fees["covered"] is False
    assert "마포구 수수료 자료가 없어 '장롱'" in result.answer
    assert phone_of("서울특별시", "마포구") in result.answer
    assert not _WON.findall(result.answer)  # no fee from anywhere else


async def test_mangwon_medicine_bins_are_the_nearest_official_rows() -> None:
    result = await ask("망원동 폐의약품 버릴 곳")
    found = output(result, "search_collection_points")
    points = found["points"]
    assert points and found["place_precision"] == "dong"
    distances = [p["distance_m"] for p in points]
    assert distances == sorted(distances)
    by_name = {r["instlPlcNm"]: r for r in medicine_rows() if r["sggNm"] == "마포구"}
    for point in points:
        row = by_name[point["name"]]
        assert point["address"] == row["lctnRoadNm"] and point["as_of"] == row["crtrYmd"]
        assert point["name"] in result.answer
    assert "망원" in by_name[points[0]["name"]]["lctnLotnoAddr"]  # the nearest is in 망원동
    assert "출처: 공공데이터포털 전국폐의약품수거함표준데이터, 데이터기준일자" in result.answer


async def test_gangnam_clothing_bins_come_from_the_districts_file() -> None:
    result = await ask("강남구 의류수거함")
    points = output(result, "search_collection_points")["points"]
    addresses = {r["도로명 주소"].strip() for r in clothing_rows_gangnam()}
    assert points and all(p["name"] in addresses for p in points)
    assert all(p["district"] == "강남구" and p["as_of"] == "2024-03-11" for p in points)
    assert "데이터기준일자 2024-03-11" in result.answer


async def test_suwon_recycling_centre_is_the_official_row() -> None:
    result = await ask("수원 재활용센터")
    places = output(result, "search_places")["places"]
    suwon = [r for r in center_rows() if r["INSTT_NM"] == "경기도 수원시"]
    assert suwon and places[0]["name"] == suwon[0]["CNTER_NM"]
    assert suwon[0]["CNTER_NM"] in result.answer
    assert f"데이터기준일자 {suwon[0]['REFERENCE_DATE']}" in result.answer


async def test_a_district_without_bins_says_so_and_names_none_far_away() -> None:
    result = await ask("성동구 폐건전지 수거함")
    found = output(result, "search_collection_points")
    assert found["district_has_data"] is False and found["points"] == []
    assert "서울특별시 성동구의 폐건전지 장소 자료는 없습니다" in result.answer


# --- item matching and laziness -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("district", "query", "expected", "excluded"),
    [
        ("강남구", "장농", {"장롱", "비키니옷장"}, set()),  # spelling variant of 장롱; 옷장 is one
        ("강남구", "티비", {"텔레비전"}, {"TV 받침"}),  # "TV 받침" is furniture, not a TV
        ("강남구", "쇼파", {"쇼파"}, set()),
        ("강남구", "의자", {"의자"}, {"안마의자"}),  # another item whose name contains 의자
    ],
)
async def test_item_spellings_match_the_files_names(
    district: str, query: str, expected: set[str], excluded: set[str]
) -> None:
    result = await OfficialBulkWasteProvider().search_fee(district, query)
    names = {item["name"] for item in result["items"]}
    assert names == expected and not names & excluded
    source = {r["대형폐기물명"] for r in fee_rows("서울특별시", district)}
    assert names <= source and excluded <= source  # both really are rows of the file


async def test_size_words_rank_the_matching_spec_first() -> None:
    store, _ = DataCatalog().fees()
    rows = store.search("양천구", "소파 3인용")
    assert rows[0].spec == "3인용" and rows[0].fee == 8000
    assert {r.spec for r in rows} >= {"1인용", "2인용", "3인용"}  # every size is still listed


def test_nothing_is_opened_until_a_tool_reads(tmp_path: Path) -> None:
    missing = DataCatalog(shipped=tmp_path / "absent.sqlite3", imported=tmp_path / "no.sqlite3")
    OfficialBulkWasteProvider(missing)  # no I/O in constructors: a missing file is not noticed
    OfficialCollectionPointProvider(missing)
    OfficialPlacesProvider(missing)
    assert len(default_specialists()) == 5
    with pytest.raises(FileNotFoundError, match="specialists.data.build"):
        missing.fees()
