"""Importing 전국대형폐기물수수료정보표준데이터 and answering bulk-waste fees from it.

The fixtures use the standard dataset's real column layout (시도명, 시군구명, 대형폐기물명,
대형폐기물구분명, 대형폐기물규격, 유무료여부, 수수료, 관리기관명, 데이터기준일자, 제공기관코드, 제공기관명), as
declared by public projects that load the data.go.kr file (a MySQL ``large_waste_fee`` table with
these eleven columns; a FastAPI mapping of the same names). The **values are test fixtures, not
real tariffs**: every item is suffixed "(테스트)" and the fees are made-up numbers chosen to differ
from the shipped official table, so an answer shows which one it came from.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from agents_pkg.cli import main
from specialists.bulk_waste.provider import OfficialBulkWasteProvider
from specialists.data.catalog import DataCatalog
from specialists.data.fee_import import (
    DatasetReport,
    import_bulk_waste_fees,
    parse_bulk_waste_fees,
)
from specialists.data.fee_store import FeeRow, FeeStore, default_store_path
from specialists.data.store import PlaceStore
from specialists.live.mois import MoisBulkWasteProvider
from specialists.live.select import build_specialists, describe
from specialists.tooling import ProviderError

SOURCE = "bulk-waste-fees"
SOURCE_LABEL = "공공데이터포털 전국대형폐기물수거수수료정보표준데이터"
HEADER = [
    "시도명",
    "시군구명",
    "대형폐기물명",
    "대형폐기물구분명",
    "대형폐기물규격",
    "유무료여부",
    "수수료",
    "관리기관명",
    "데이터기준일자",
    "제공기관코드",
    "제공기관명",
]

# Test fixture rows (NOT real tariffs), in the file's column order. Expected outcome per line:
#  1 소파 12,340 (thousands separator)      2 쇼파 4560원 (unit suffix, yyyymmdd date)
#  3 냉장고 무료                            4 세탁기 무료 with a fee → imported as 0
#  5 책상 "3000.0", spec "-" (none)         6/7 중구 in 서울 and 부산 (the 시도 decides)
#  8 경상북도 군위군 (moved to 대구 in 2023; no date)
#  9 missing fee   10 invalid fee   11 unknown district   12 중구 without 시도 (ambiguous)
# 13 duplicate of line 1
FIXTURE = """\
서울특별시,강남구,소파(테스트),가구류,3인용 이상,유료,"12,340",강남구청(테스트),2024-07-15,3220000,서울특별시 강남구(테스트)
서울특별시,강남구,쇼파(테스트),가구류,1인용,유료,4560원,강남구청(테스트),20240715,3220000,서울특별시 강남구(테스트)
서울특별시,강남구,냉장고(테스트),가전제품류,300L 이상,무료,0,강남구청(테스트),2024-07-15,3220000,서울특별시 강남구(테스트)
서울특별시,강남구,세탁기(테스트),가전제품류,모든규격,무료,5000,강남구청(테스트),2024-07-15,3220000,서울특별시 강남구(테스트)
서울특별시,강남구,책상(테스트),가구류,-,유료,3000.0,강남구청(테스트),2024.07.15,3220000,서울특별시 강남구(테스트)
서울특별시,중구,의자(테스트),가구류,모든규격,유료,2220,중구청(테스트),2024-06-30,3010000,서울특별시 중구(테스트)
부산광역시,중구,의자(테스트),가구류,모든규격,유료,3330,중구청(테스트),2024-06-30,3270000,부산광역시 중구(테스트)
경상북도,군위군,의자(테스트),가구류,모든규격,유료,1110,군위군청(테스트),,,
서울특별시,강남구,장롱(테스트),가구류,폭 1m당,유료,,강남구청(테스트),2024-07-15,3220000,서울특별시 강남구(테스트)
서울특별시,강남구,피아노(테스트),생활용품,모든규격,유료,삼천원,강남구청(테스트),2024-07-15,3220000,서울특별시 강남구(테스트)
서울특별시,없는구,의자(테스트),가구류,모든규격,유료,1000,,2024-07-15,,
,중구,의자(테스트),가구류,모든규격,유료,1000,,2024-07-15,,
서울특별시,강남구,소파(테스트),가구류,3인용 이상,유료,"12,340",강남구청(테스트),2024-07-15,3220000,서울특별시 강남구(테스트)
"""
ROWS: list[list[str]] = list(csv.reader(FIXTURE.splitlines()))
EXPECTED_SKIPS = {
    "missing fee": 1,
    "invalid fee": 1,
    "unknown district": 1,
    "ambiguous district": 1,
    "duplicate row": 1,
}


def write_csv(
    path: Path, rows: list[list[str]], *, encoding: str = "utf-8", header: list[str] = HEADER
) -> Path:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    path.write_bytes(buffer.getvalue().encode(encoding))
    return path


@pytest.fixture
def fees_csv(tmp_path: Path) -> Path:
    return write_csv(tmp_path / "fees.csv", ROWS)


# --- parsing -------------------------------------------------------------------------------------


def test_every_row_is_imported_or_skipped_with_a_reason(fees_csv: Path) -> None:
    rows, report = parse_bulk_waste_fees(fees_csv)
    assert report.rows_read == len(ROWS)
    assert report.imported == len(rows) == 8
    assert report.skipped == 5 and report.skip_reasons == EXPECTED_SKIPS
    assert report.imported + report.skipped == report.rows_read
    assert len(report.details) >= report.skipped
    assert report.summary().startswith(
        "imported 8, skipped 5 (missing fee: 1, invalid fee: 1, unknown district: 1, "
        "ambiguous district: 1, duplicate row: 1)"
    )
    assert "encoding utf-8" in report.summary() and "as of 2024-07-15" in report.summary()


@pytest.mark.parametrize(
    ("encoding", "label"), [("utf-8", "utf-8"), ("utf-8-sig", "utf-8-bom"), ("cp949", "cp949")]
)
def test_utf8_bom_and_cp949_files_read_the_same(tmp_path: Path, encoding: str, label: str) -> None:
    path = write_csv(tmp_path / f"fees-{encoding}.csv", ROWS, encoding=encoding)
    rows, report = parse_bulk_waste_fees(path)
    reference, _ = parse_bulk_waste_fees(write_csv(tmp_path / "ref.csv", ROWS))
    assert rows == reference
    assert report.encoding == label
    assert f"encoding {label}" in report.summary()


def test_fees_become_int_won_and_spec_text_is_kept(fees_csv: Path) -> None:
    rows, _ = parse_bulk_waste_fees(fees_csv)
    by_name = {(r.item_name, r.spec): r for r in rows}
    sofa = by_name[("소파(테스트)", "3인용 이상")]
    assert sofa.fee == 12340 and not sofa.is_free and sofa.fee_text == "12,340원"
    assert sofa.display_name == "소파(테스트) (3인용 이상)"
    assert by_name[("쇼파(테스트)", "1인용")].fee == 4560
    desk = by_name[("책상(테스트)", None)]  # "-" means no spec
    assert desk.fee == 3000 and desk.as_of == "2024-07-15"  # 2024.07.15 → ISO
    assert sofa.agency == "강남구청(테스트)" and sofa.provider_code == "3220000"


def test_free_items_get_fee_zero_and_the_flag(fees_csv: Path) -> None:
    rows, report = parse_bulk_waste_fees(fees_csv)
    free = {r.item_name: r for r in rows if r.is_free}
    assert set(free) == {"냉장고(테스트)", "세탁기(테스트)"}
    assert all(r.fee == 0 and r.fee_text == "무료" for r in free.values())
    assert report.cleaning["free items"] == 2
    assert report.cleaning["free items with a fee (set to 0)"] == 1


def test_the_sido_disambiguates_junggu(fees_csv: Path) -> None:
    rows, report = parse_bulk_waste_fees(fees_csv)
    chairs = {r.district_key: r for r in rows if r.item_name == "의자(테스트)"}
    assert (
        chairs["서울 중구"].fee == 2220 and chairs["서울 중구"].district_name == "서울특별시 중구"
    )
    assert chairs["부산 중구"].fee == 3330
    assert report.skip_reasons["ambiguous district"] == 1  # "중구" without a 시도


def test_a_district_that_moved_sido_is_found_by_name(fees_csv: Path) -> None:
    rows, report = parse_bulk_waste_fees(fees_csv)
    gunwi = next(r for r in rows if r.sigungu == "군위군")
    assert gunwi.district_name == "대구광역시 군위군" and gunwi.sido == "경상북도"
    assert gunwi.as_of is None
    assert report.cleaning["시도명 corrected from 시군구명"] == 1
    assert report.cleaning["rows without a readable 데이터기준일자"] == 1


def test_the_alternative_free_column_name_is_accepted(tmp_path: Path) -> None:
    header = [("유료여부" if h == "유무료여부" else h) for h in HEADER]
    rows, report = parse_bulk_waste_fees(write_csv(tmp_path / "f.csv", ROWS[:3], header=header))
    assert report.imported == 3 and rows[2].is_free


# --- malformed files -----------------------------------------------------------------------------


def test_missing_columns_are_one_clear_error(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "x.csv", [["1", "2"]], header=["a", "b"])
    with pytest.raises(ValueError, match="missing required column") as err:
        parse_bulk_waste_fees(path)
    assert "시도명" in str(err.value) and "\n" not in str(err.value)


def test_undecodable_bytes_are_one_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "x.csv"
    path.write_bytes(b"\xb0\xa1\xff\xfe\xff")
    with pytest.raises(ValueError, match="neither UTF-8 nor CP949"):
        parse_bulk_waste_fees(path)


# --- store ---------------------------------------------------------------------------------------


def test_reimport_replaces_the_dataset(fees_csv: Path, tmp_path: Path) -> None:
    db = tmp_path / "db" / "places.sqlite3"
    first = import_bulk_waste_fees(fees_csv, db)
    second = import_bulk_waste_fees(fees_csv, db)
    assert first == second
    with FeeStore(db) as store:
        assert store.count() == 8
        before = store.search("강남구", "소파")
    import_bulk_waste_fees(fees_csv, db)
    with FeeStore(db) as store:
        assert store.count() == 8 and store.search("강남구", "소파") == before
    # A newer file with fewer rows leaves no stale rows behind.
    smaller = write_csv(tmp_path / "smaller.csv", ROWS[:1])
    import_bulk_waste_fees(smaller, db)
    with FeeStore(db) as store, PlaceStore(db) as places:
        assert store.count() == 1
        info = {name: m.rows for name, m in places.meta().items()}
        assert info["bulk-waste-fees"] == 1


def test_a_file_without_importable_rows_leaves_the_store_unchanged(
    fees_csv: Path, tmp_path: Path
) -> None:
    db = tmp_path / "places.sqlite3"
    import_bulk_waste_fees(fees_csv, db)
    bad = write_csv(tmp_path / "bad.csv", [ROWS[8], ROWS[9]])  # missing + invalid fee
    with pytest.raises(ValueError, match=r"no importable rows.*missing fee: 1"):
        import_bulk_waste_fees(bad, db)
    with FeeStore(db) as store:
        assert store.count() == 8


def test_store_search_is_fuzzy_and_scoped_to_the_district(fees_csv: Path, tmp_path: Path) -> None:
    db = tmp_path / "places.sqlite3"
    import_bulk_waste_fees(fees_csv, db)
    with FeeStore(db) as store:
        # 쇼파 and 소파 are one canonical item; size words and English are normalised away
        for query in ("소파", "쇼파", "3인용 소파", "sofa"):
            found = store.search("강남구", query)
            assert {r.item_name for r in found} == {"소파(테스트)", "쇼파(테스트)"}, query
        assert [r.item_name for r in store.search("강남구", "냉장고")] == ["냉장고(테스트)"]
        # the user's size words rank the matching 규격 first
        assert store.search("강남구", "3인용 소파")[0].spec == "3인용 이상"
        assert store.search("강남구", "의자") == []  # 의자 rows are in 중구, not 강남구
        assert store.search("서울 중구", "의자")[0].fee == 2220
        assert store.districts() == ["강남구", "군위군", "부산 중구", "서울 중구"]
        assert store.as_of() == "2024-07-15" and store.as_of("서울 중구") == "2024-06-30"
        assert store.count("강남구") == 5


# --- provider ------------------------------------------------------------------------------------


@pytest.fixture
def provider(fees_csv: Path, tmp_path: Path) -> OfficialBulkWasteProvider:
    db = tmp_path / "imports.sqlite3"
    import_bulk_waste_fees(fees_csv, db)
    return OfficialBulkWasteProvider(DataCatalog(imported=db))


async def test_search_fee_answers_from_the_imported_file(
    provider: OfficialBulkWasteProvider,
) -> None:
    result = await provider.search_fee("강남구", "3인용 쇼파")
    assert result["source"] == SOURCE and result["source_label"] == SOURCE_LABEL
    assert result["as_of"] == "2024-07-15"
    assert result["citation"] == f"출처: {SOURCE_LABEL}, 데이터기준일자 2024-07-15"
    assert result["query"] == "소파" and result["item_count"] == 2
    assert [i["fee_text"] for i in result["items"]] == ["12,340원", "4,560원"]  # 3인용 first
    assert result["items"][0]["spec"] == "3인용 이상"


async def test_free_appliance_answer(provider: OfficialBulkWasteProvider) -> None:
    result = await provider.search_fee("강남구", "냉장고")
    assert result["items"][0]["fee"] == 0 and result["items"][0]["fee_text"] == "무료"
    assert result["items"][0]["is_free"] is True
    assert "1599-0903" in result["appliance_note"]


async def test_missing_district_or_item_is_said_clearly(
    provider: OfficialBulkWasteProvider,
) -> None:
    no_district = await provider.search_fee("마포구", "소파")
    assert no_district["items"] == [] and no_district["item_count"] == 0
    assert no_district["covered"] is False
    assert "마포구 수수료 자료가 없어 '소파' 수수료를 알려드릴 수 없습니다" in no_district["note"]
    assert no_district["source"] == SOURCE  # never another district's fee
    no_item = await provider.search_fee("강남구", "피아노")
    assert no_item["items"] == [] and "'피아노'" in no_item["note"]


async def test_ambiguous_district_asks_back(provider: OfficialBulkWasteProvider) -> None:
    with pytest.raises(ProviderError, match="여러 지역") as err:
        await provider.search_fee("중구", "의자")
    assert err.value.needs_input
    seoul = await provider.search_fee("서울 중구", "의자")
    assert seoul["items"][0]["fee"] == 2220


async def test_an_import_replaces_only_its_dataset(provider: OfficialBulkWasteProvider) -> None:
    info = await provider.collection_info("강남구")  # how to apply: still the shipped MOIS rules
    assert info["source"] == "waste-rules" and info["phone"] == "02-3423-5973"


# --- provider selection --------------------------------------------------------------------------


async def test_imported_fees_are_used_from_the_data_dir(fees_csv: Path) -> None:
    shipped = await OfficialBulkWasteProvider().search_fee("강남구", "소파")
    assert shipped["as_of"] != "2024-07-15"
    import_bulk_waste_fees(fees_csv, default_store_path())
    bulk = next(s for s in build_specialists({}, None) if s.name == "bulk_waste")
    result = await bulk.provider.search_fee("강남구", "소파")
    assert result["as_of"] == "2024-07-15" and result["items"][0]["fee"] == 12340


async def test_live_mois_still_answers_collection_info_when_keyed(fees_csv: Path) -> None:
    import_bulk_waste_fees(fees_csv, default_store_path())
    async with httpx.AsyncClient() as client:
        built = build_specialists({"DATA_GO_KR_SERVICE_KEY": "test-key"}, client)
    bulk = next(s for s in built if s.name == "bulk_waste")
    assert isinstance(bulk.provider, OfficialBulkWasteProvider)
    assert isinstance(bulk.provider.info, MoisBulkWasteProvider)
    assert "mois" in describe({"DATA_GO_KR_SERVICE_KEY": "test-key"})["bulk_waste"]


# --- end to end through the CLI and the agent graph (offline model) ------------------------------


def _stage_call(data: dict[str, Any], tool: str) -> dict[str, Any]:
    call = next(c for s in data["stages"] for c in s["tool_calls"] if c["name"] == tool)
    output: dict[str, Any] = json.loads(call["output"])
    return output


def test_cli_import_then_ask_answers_with_the_files_fee(
    fees_csv: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cp949 = write_csv(tmp_path / "fees-cp949.csv", ROWS, encoding="cp949")
    assert main(["data", "import", "bulk-waste-fees", str(cp949)]) == 0
    out = capsys.readouterr().out
    assert "bulk-waste-fees: imported 8, skipped 5 (missing fee: 1" in out
    assert "encoding cp949" in out
    assert main(["data", "status"]) == 0
    status = capsys.readouterr().out
    assert (
        "- bulk-waste-fees (공공데이터포털 전국대형폐기물수거수수료정보표준데이터): 8 rows, 4 시군구"
        in status
    )
    assert "데이터기준일자 ≤ 2024-07-15; imported" in status

    assert main(["ask", "--json", "강남구에서 소파 버리려면 얼마야?"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["route"] == ["bulk_waste"]
    fees = _stage_call(data, "search_fee")
    assert fees["source"] == SOURCE and fees["as_of"] == "2024-07-15"
    answer = data["answer"]
    assert "소파(테스트) (3인용 이상): 12,340원" in answer and "4,560원" in answer  # the file's
    assert f"출처: {SOURCE_LABEL}, 데이터기준일자 2024-07-15" in answer
    assert data["grounding"] is None

    assert main(["ask", "--json", "부산 중구 의자 수수료"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "3,330원" in data["answer"] and "데이터기준일자 2024-06-30" in data["answer"]


def test_cli_reimport_is_idempotent(fees_csv: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for _ in range(2):
        assert main(["data", "import", "bulk-waste-fees", str(fees_csv)]) == 0
    assert main(["data", "status"]) == 0
    assert "): 8 rows, 4 시군구" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"a,b\n1,2\n", "missing required column(s): 시도명"),
        (b"\xb0\xa1\xff\xfe\xff", "neither UTF-8 nor CP949"),
        (",".join(HEADER).encode() + b"\n,,,,,,,,,,\n" + b"x,y,z,,,,,,,,\n", "no importable rows"),
    ],
)
def test_cli_malformed_file_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, reason: str
) -> None:
    path = tmp_path / "bad.csv"
    path.write_bytes(content)
    assert main(["data", "import", "bulk-waste-fees", str(path)]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert reason in err and str(path) in err
    assert "\n" not in err and "Traceback" not in err and captured.out == ""


def test_report_type_is_shared() -> None:
    report = DatasetReport("x", 1, 0, {})
    assert report.summary() == "imported 1, skipped 0; encoding utf-8"


def test_fee_row_text() -> None:
    row = FeeRow(
        "강남구", "서울특별시 강남구", "서울특별시", "강남구", "침대", None, "싱글", False, 8000
    )
    assert row.display_name == "침대 (싱글)" and row.fee_text == "8,000원"
