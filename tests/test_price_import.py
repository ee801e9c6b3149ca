"""Importing 한국환경공단 재활용가능자원 가격조사 and answering regional prices from it.

Layouts used here (see :mod:`specialists.data.price_import` for what is and is not verified):

* the documented long format ``survey_date,region,item_name,price_per_kg`` (the format of record;
  the open API's field names ``exmnYmd, stdgNm, itemNm, mrktPrc`` are aliases of it);
* the wide format as public code reads the data.go.kr 3076421 download: date, item, then one
  column per survey region (수도권 … 경남), no 전국 column. Its exact header names are unverified.

The **values are test fixtures, not survey results**: every item is suffixed "(테스트)" and the
prices are made-up numbers chosen to differ from the embedded 2025-01 table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from agents_pkg.cli import main
from specialists.data.fee_store import default_store_path
from specialists.data.price_import import (
    import_recyclable_prices,
    infer_category,
    infer_form,
    parse_recyclable_prices,
    parse_region,
    parse_survey_month,
)
from specialists.data.price_store import PriceStore, open_imported_prices
from specialists.live.select import build_specialists, describe
from specialists.recyclable_price.imported import SOURCE, SOURCE_LABEL, ImportedPriceProvider
from specialists.recyclable_price.provider import EmbeddedPriceProvider
from specialists.tooling import ProviderError

# Long format. Expected outcome per data line:
#  1-4 수도권 paper/plastic/metal prices (1,101 has a thousands separator; 345.5 has decimals)
#  5 강원 신문지   6 "capital" as a code, another item   7 older month for 수도권 (kept, not shown)
#  8 제주: unknown region   9 non-numeric price   10 month 13: invalid date
# 11 blank price ("-": not surveyed)   12 duplicate of line 1   13 missing item name
LONG = """\
survey_date,region,item_name,price_per_kg
2025-03,수도권,신문지(테스트),131
2025-03,수도권,골판지(테스트),"1,101"
2025-03,수도권,압축 (PET)(테스트),345.5
2025-03,수도권,알루미늄캔(테스트),1234
2025-03,강원,신문지(테스트),99
2025-03-10,capital,백색 유리(테스트),47
2025-02,수도권,신문지(테스트),125
2025-03,제주,신문지(테스트),100
2025-03,수도권,철캔(테스트),비공개
2025-13,수도권,신문지(테스트),100
2025-03,경남,신문지(테스트),-
2025-03,수도권,신문지(테스트),131
2025-03,수도권,,50
"""
EXPECTED_SKIPS = {
    "unknown region": 1,
    "invalid price": 1,
    "invalid survey date": 1,
    "missing price": 1,
    "duplicate price": 1,
    "missing item name": 1,
}

# Wide format as the portal download has been read (headers unverified): 2 items × 8 regions.
WIDE = """\
조사일자,품목명,수도권,강원,충북,충남,전북,전남,경북,경남,비고
2025-03-10,신문지(테스트),132,101,111,112,113,114,115,116,테스트
2025-03-10,골판지(테스트),88,-,81,82,83,84,85,86,
"""


def write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


@pytest.fixture
def long_csv(tmp_path: Path) -> Path:
    return write(tmp_path / "prices.csv", LONG, "utf-8-sig")  # with a BOM


# --- vocabulary ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("수도권", "capital"),
        ("capital", "capital"),
        ("강원권", "gangwon"),
        ("전국", "nationwide"),
        ("전국평균", "nationwide"),
        ("경남", "gyeongnam"),
        ("수도권(원/kg)", "capital"),
        ("서울", None),  # a 시도 is not a survey region: an error in a file, not a guess
        ("제주", None),
    ],
)
def test_regions(text: str, code: str | None) -> None:
    assert parse_region(text) == code


@pytest.mark.parametrize(
    ("text", "month"),
    [
        ("2025-03", "2025-03"),
        ("2025-03-10", "2025-03"),
        ("202503", "2025-03"),
        ("20250310", "2025-03"),
        ("2025.3", "2025-03"),
        ("2025년 3월", "2025-03"),
        ("2025-13", None),
        ("3월", None),
    ],
)
def test_survey_months(text: str, month: str | None) -> None:
    assert parse_survey_month(text) == month


def test_categories_and_forms() -> None:
    assert infer_category("압축 (PET)") == "plastic" and infer_form("압축 (PET)") == "압축"
    assert infer_category("플레이크 PET(무색)") == "plastic"
    assert infer_form("플레이크 PET(무색)") == "플레이크"
    assert infer_category("신문지") == "paper" and infer_category("골판지") == "paper"
    assert infer_category("청·녹색 유리") == "glass"
    assert infer_category("알루미늄캔") == "metal" and infer_category("철스크랩") == "metal"
    assert infer_category("고무분말") == "tire"
    assert infer_category("기타(테스트)") is None


# --- parsing -------------------------------------------------------------------------------------


def test_long_format_counts_every_row(long_csv: Path) -> None:
    rows, report = parse_recyclable_prices(long_csv)
    assert report.encoding == "utf-8-bom"
    assert report.rows_read == 13 and report.imported == len(rows) == 7
    assert report.skip_reasons == EXPECTED_SKIPS and report.skipped == 6
    assert report.as_of == "2025-03"
    assert report.summary().startswith("imported 7, skipped 6 (")
    by_key = {(r.survey_month, r.region, r.item_name): r for r in rows}
    assert by_key[("2025-03", "capital", "골판지(테스트)")].price == 1101
    pet = by_key[("2025-03", "capital", "압축 (PET)(테스트)")]
    assert pet.price == 345.5 and pet.price_text == "345.5원/kg" and pet.form == "압축"
    assert by_key[("2025-03", "capital", "백색 유리(테스트)")].category == "glass"


def test_cp949_reads_like_utf8(tmp_path: Path, long_csv: Path) -> None:
    cp949 = write(tmp_path / "cp949.csv", LONG, "cp949")
    rows, report = parse_recyclable_prices(cp949)
    assert report.encoding == "cp949"
    assert rows == parse_recyclable_prices(long_csv)[0]


def test_api_field_names_are_accepted(tmp_path: Path) -> None:
    text = "exmnYmd,stdgNm,itemNm,mrktPrc\n20250310,수도권,신문지(테스트),131\n202503,전국,신문지(테스트),120\n"
    rows, report = parse_recyclable_prices(write(tmp_path / "api.csv", text))
    assert report.imported == 2 and {r.region for r in rows} == {"capital", "nationwide"}


def test_wide_format(tmp_path: Path) -> None:
    rows, report = parse_recyclable_prices(write(tmp_path / "wide.csv", WIDE, "cp949"))
    assert report.rows_read == 16  # price cells: 2 rows × 8 regions
    assert report.imported == 15 and report.skip_reasons == {"missing price": 1}
    assert report.cleaning == {"columns ignored": 1} and "columns ignored: 비고" in report.details
    capital = {r.item_name: r.price for r in rows if r.region == "capital"}
    assert capital == {"신문지(테스트)": 132, "골판지(테스트)": 88}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a,b\n1,2\n", "expected the columns survey_date, region, item_name, price_per_kg"),
        (
            "시도명,시군구명,대형폐기물명,수수료\n서울특별시,강남구,소파,1000\n",
            "not a 재활용가능자원",
        ),
    ],
)
def test_unknown_layout_is_one_clear_error(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ValueError) as err:
        parse_recyclable_prices(write(tmp_path / "x.csv", text))
    assert message in str(err.value) and "\n" not in str(err.value)


# --- store ---------------------------------------------------------------------------------------


def test_reimport_is_idempotent_and_replaces(long_csv: Path, tmp_path: Path) -> None:
    db = tmp_path / "places.sqlite3"
    assert import_recyclable_prices(long_csv, db) == import_recyclable_prices(long_csv, db)
    with PriceStore(db) as store:
        assert store.count() == 7 and store.regions() == ["capital", "gangwon"]
        assert store.latest_month("capital") == "2025-03"
        assert [r.item_name for r in store.search("capital", "PET")] == ["압축 (PET)(테스트)"]
        assert [r.price for r in store.prices("capital", "2025-02")] == [125]
    import_recyclable_prices(write(tmp_path / "wide.csv", WIDE), db)
    with PriceStore(db) as store:
        assert store.count() == 15 and "gangwon" in store.regions()
        assert store.search("gangwon", "신문지")[0].price == 101


def test_no_importable_prices_leaves_the_store_unchanged(long_csv: Path, tmp_path: Path) -> None:
    db = tmp_path / "places.sqlite3"
    import_recyclable_prices(long_csv, db)
    bad = write(
        tmp_path / "bad.csv", "survey_date,region,item_name,price_per_kg\n2025-03,제주,x,1\n"
    )
    with pytest.raises(ValueError, match=r"no importable rows.*unknown region: 1"):
        import_recyclable_prices(bad, db)
    with PriceStore(db) as store:
        assert store.count() == 7


# --- provider ------------------------------------------------------------------------------------


@pytest.fixture
def provider(long_csv: Path, tmp_path: Path) -> ImportedPriceProvider:
    db = tmp_path / "places.sqlite3"
    import_recyclable_prices(long_csv, db)
    return ImportedPriceProvider(PriceStore(db), EmbeddedPriceProvider())


async def test_regional_category_from_the_file(provider: ImportedPriceProvider) -> None:
    embedded = await EmbeddedPriceProvider().category_prices("paper", "capital")
    result = await provider.category_prices("paper", "서울")
    assert set(result) >= set(embedded) - {"note"}
    assert result["region"] == "capital" and result["region_name"] == "수도권"
    assert result["source"] == SOURCE == "keco-price-import"
    assert result["source_label"] == SOURCE_LABEL
    assert result["survey_date"] == result["as_of"] == "2025-03"
    assert [(i["item_name"], i["price_text"]) for i in result["items"]] == [
        ("신문지(테스트)", "131원/kg"),
        ("골판지(테스트)", "1,101원/kg"),
    ]
    assert "note" not in result


async def test_item_search_matches_survey_spellings(provider: ImportedPriceProvider) -> None:
    pet = await provider.search_price("페트병", "capital")
    assert [i["price_per_kg"] for i in pet["items"]] == [345.5]
    cans = await provider.search_price("캔", "경기")
    assert [i["item_name"] for i in cans["items"]] == ["알루미늄캔(테스트)"]


async def test_missing_region_falls_back_with_a_note(provider: ImportedPriceProvider) -> None:
    result = await provider.category_prices("paper", "경남")  # 경남 only had a blank price
    embedded = await EmbeddedPriceProvider().category_prices("paper", None)
    assert result["items"] == embedded["items"]  # the embedded nationwide figures, unchanged
    assert result["source"] == embedded["source"] and result["region"] == "nationwide"
    assert "가져온 가격조사 파일(2025-03 조사)에 경남 권역의 종이류 시세가 없어" in result["note"]
    nationwide = await provider.search_price("신문지", None)  # the file has no 전국 rows
    assert nationwide["items"][0]["price_per_kg"] == 120 and "전국 평균의" in nationwide["note"]


async def test_missing_item_falls_back_with_a_note(provider: ImportedPriceProvider) -> None:
    result = await provider.search_price("철스크랩", "수도권")
    assert result["source"] == "keco-survey-embedded"
    assert "'철스크랩' 시세가 없어" in result["note"]


async def test_unknown_region_or_item_is_an_error(provider: ImportedPriceProvider) -> None:
    with pytest.raises(ProviderError, match="가격조사 권역이 아닙니다"):
        await provider.search_price("신문지", "제주")
    with pytest.raises(ProviderError, match="가격조사 품목에 없습니다"):
        await provider.search_price("우라늄", "수도권")  # in neither the file nor the table


# --- selection, status and end to end ------------------------------------------------------------


def test_imported_prices_are_selected_from_the_data_dir(long_csv: Path) -> None:
    assert open_imported_prices() is None
    assert describe({})["recyclable_price"].startswith("embedded")
    import_recyclable_prices(long_csv, default_store_path())
    spec = next(s for s in build_specialists({}, None) if s.name == "recyclable_price")
    assert isinstance(spec.provider, ImportedPriceProvider)
    text = describe({})["recyclable_price"]
    assert text.startswith("keco-price-import") and "7행" in text and "수도권, 강원" in text


def _tool_output(data: dict[str, Any]) -> dict[str, Any]:
    output: dict[str, Any] = json.loads(data["stages"][0]["tool_calls"][0]["output"])
    return output


def test_cli_import_then_regional_question(
    long_csv: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["data", "import", "recyclable-prices", str(long_csv)]) == 0
    out = capsys.readouterr().out
    assert "recyclable-prices: imported 7, skipped 6 (" in out and "encoding utf-8-bom" in out
    assert main(["data", "status"]) == 0
    status = capsys.readouterr().out
    assert "- recyclable-prices (한국환경공단 재활용가능자원 가격조사): 7 rows" in status
    assert "recyclable_price: keco-price-import" in status

    assert main(["ask", "--json", "서울 폐지 가격"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["route"] == ["recyclable_price"]
    output = _tool_output(data)
    assert output["region"] == "capital" and output["source"] == "keco-price-import"
    answer = data["answer"]
    assert answer.startswith("수도권 재활용품 시세 (2025-03 조사 기준")
    assert "131원/kg" in answer and "1,101원/kg" in answer  # the capital figures from the file
    assert "120원/kg" not in answer  # not the embedded nationwide figure
    assert "재활용가능자원 가격조사(가져온 파일), 2025-03 기준" in answer
    assert data["grounding"] is None

    # The same question for a region the file lacks says so and uses the embedded table.
    assert main(["ask", "--json", "부산 폐지 가격"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "120원/kg" in data["answer"] and "경남 권역의 종이류 시세가 없어" in data["answer"]


def test_cli_reimport_is_idempotent(long_csv: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for _ in range(2):
        assert main(["data", "import", "recyclable-prices", str(long_csv)]) == 0
    assert main(["data", "status"]) == 0
    assert (
        "- recyclable-prices (한국환경공단 재활용가능자원 가격조사): 7 rows"
        in capsys.readouterr().out
    )


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"a,b\n1,2\n", "not a 재활용가능자원 가격조사 file"),
        (b"\xb0\xa1\xff\xfe\xff", "neither UTF-8 nor CP949"),
        (b"survey_date,region,item_name,price_per_kg\n2025-03,x,y,z\n", "no importable rows"),
    ],
)
def test_cli_malformed_file_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, reason: str
) -> None:
    path = tmp_path / "bad.csv"
    path.write_bytes(content)
    assert main(["data", "import", "recyclable-prices", str(path)]) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert reason in err and str(path) in err
    assert "\n" not in err and "Traceback" not in err and captured.out == ""
