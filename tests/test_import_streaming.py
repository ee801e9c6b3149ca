"""Issue 17, "importers trust their file", memory: CSV imports stream from the file to the store.

Before: a file was decoded whole, every row kept in lists and sets, then written (a 100 MB CSV took
1.74 GB); files over 64 MiB were refused for that reason. Now rows go one by one from a decoding
text stream, through the checks, into the store's ``executemany`` inside one transaction. These
tests check the streaming path on small files: every row accounted for, duplicates found across
the whole file, a failure part-way leaving the previous import in place, the line, record and
detail bounds. Peak RSS and time for 100 MB are measured by ``tests/bench/bench_import.py``.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from agents_pkg.cli import main
from specialists.data import sources
from specialists.data.fee_import import DUPLICATE, INVALID_FEE, WRONG_FIELDS, parse_bulk_waste_fees
from specialists.data.fee_store import FeeStore
from specialists.data.price_import import parse_recyclable_prices
from specialists.data.streaming import MAX_DETAILS
from specialists.korean.gazetteer import all_districts

HEADER = [
    "시도명", "시군구명", "대형폐기물명", "대형폐기물구분명", "대형폐기물규격", "유무료여부", "수수료",
    "관리기관명", "데이터기준일자", "제공기관코드", "제공기관명",
]  # fmt: skip
DISTRICTS = [d for d in all_districts() if d.key == d.name][:40]  # unambiguous names


def fee_rows(n: int) -> list[list[str]]:
    rows = []
    for i in range(n):
        d = DISTRICTS[i % len(DISTRICTS)]
        fee = str(1000 + i)
        rows.append(
            [d.sido.name, d.name, f"장롱{i}", "가구류", "-", "유료", fee, f"{d.name}청",
             f"2025-0{1 + i % 9}-15", "3220000", d.name]
        )  # fmt: skip
    return rows


def write_csv(path: Path, rows: list[list[str]], encoding: str = "utf-8") -> Path:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows([HEADER, *rows])
    path.write_bytes(buffer.getvalue().encode(encoding))
    return path


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("ECO_TRIAGE_DATA_DIR", str(folder))
    return folder


def stored(data_dir: Path) -> list[tuple[str, str, int, str | None]]:
    with FeeStore(data_dir / "eco-triage.sqlite3") as store:
        conn = store._connection()
        found = conn.execute(
            "SELECT district_key, item_name, fee, as_of FROM bulk_waste_fees ORDER BY id"
        ).fetchall()
    return [tuple(row) for row in found]


def test_every_row_of_a_streamed_file_is_stored_or_counted(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = fee_rows(3000)
    rows[10][6] = "3,000~5,000"  # invalid fee
    rows[20] = rows[20][:-1]  # a field short
    rows.append(list(rows[2999]))  # a duplicate of the row just before it ...
    rows.append(list(rows[5]))  # ... and of one 2,995 rows back
    path = write_csv(tmp_path / "fees.csv", rows)

    assert main(["data", "import", "bulk-waste-fees", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        "bulk-waste-fees: imported 2998, skipped 4 (duplicate row: 2, invalid fee: 1, "
        "wrong number of fields: 1); encoding utf-8; as of 2025-09-15"
    )
    kept = [r for i, r in enumerate(rows[:3000]) if i not in (10, 20)]
    assert stored(data_dir) == [
        (r[1], r[2], int(r[6]), r[8]) for r in kept
    ]  # every good row, in file order, nothing else


def test_a_failure_part_way_leaves_the_previous_import(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = write_csv(tmp_path / "good.csv", fee_rows(50))
    assert main(["data", "import", "bulk-waste-fees", str(good)]) == 0
    before = stored(data_dir)
    assert len(before) == 50
    # 2,000 good UTF-8 rows (over 64 KiB, so the encoding is decided as UTF-8), then a CP949 row:
    # the stream fails on the last line, after 2,000 rows went into the open transaction
    rows = fee_rows(2001)
    body = write_csv(tmp_path / "u.csv", rows[:2000]).read_bytes()
    tail = write_csv(tmp_path / "c.csv", rows[2000:], "cp949").read_bytes().split(b"\n", 1)[1]
    broken = tmp_path / "broken.csv"
    broken.write_bytes(body + tail)
    capsys.readouterr()

    assert main(["data", "import", "bulk-waste-fees", str(broken)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith(
        "broken.csv: line 2002 is not UTF-8 text although the file's start is; "
        "save the whole file as UTF-8 or CP949 (EUC-KR)"
    )
    assert "\n" not in err and "Traceback" not in err
    assert stored(data_dir) == before  # the earlier import, untouched


def test_no_usable_row_rolls_back_too(
    tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(["data", "import", "bulk-waste-fees", str(write_csv(tmp_path / "g.csv", fee_rows(5)))])
        == 0
    )
    rows = fee_rows(5)
    for row in rows:
        row[6] = "문의"
    assert (
        main(["data", "import", "bulk-waste-fees", str(write_csv(tmp_path / "b.csv", rows))]) == 2
    )
    assert "no importable rows" in capsys.readouterr().err
    assert len(stored(data_dir)) == 5


def test_an_overlong_line_or_record_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sources, "MAX_LINE_CHARS", 1000)
    monkeypatch.setattr(sources, "MAX_RECORD_CHARS", 3000)
    rows = fee_rows(3)
    rows[1][3] = "가" * 1500
    with pytest.raises(ValueError, match=r"long\.csv: line 3 is over 1,000 characters$"):
        parse_bulk_waste_fees(write_csv(tmp_path / "long.csv", rows))
    rows = fee_rows(3)
    rows[1][3] = "가나다\n" * 1000  # one quoted field over 1,000 short lines
    with pytest.raises(ValueError, match=r"the record ending on line \d+ is over 3,000 characters"):
        parse_bulk_waste_fees(write_csv(tmp_path / "tall.csv", rows))


def test_details_are_capped_and_the_counts_complete(tmp_path: Path) -> None:
    rows = fee_rows(1 + 500)
    for row in rows[1:]:
        row[6] = "3,000~5,000"
    found, report = parse_bulk_waste_fees(write_csv(tmp_path / "f.csv", rows))
    assert len(found) == 1 and report.skip_reasons == {INVALID_FEE: 500}
    assert len(report.details) == MAX_DETAILS + 1
    assert report.details[-1] == f"… and {500 - MAX_DETAILS} more (each one counted above)"
    assert DUPLICATE not in report.skip_reasons and WRONG_FIELDS not in report.skip_reasons


def test_the_encoding_is_found_past_an_ascii_start(tmp_path: Path) -> None:
    """CP949 text that starts after 64 KiB of ASCII: detection reads on to the first non-ASCII
    bytes instead of guessing from the start."""
    ascii_rows = [f"2025-{1 + i % 12:02d},capital,PET-{i},{100 + i}" for i in range(4000)]
    korean_rows = ["2025-03,수도권,신문지,130", "2025-03,경북,골판지,95"]
    text = "\n".join(["survey_date,region,item_name,price_per_kg", *ascii_rows, *korean_rows])
    assert len(text) > 70_000
    path = tmp_path / "prices.csv"
    path.write_bytes((text + "\n").encode("cp949"))
    prices, report = parse_recyclable_prices(path)
    assert report.encoding == "cp949"
    assert report.imported == len(prices) == 4002
    assert [(p.region, p.item_name, p.price_per_kg) for p in prices[-2:]] == [
        ("capital", "신문지", 130.0),
        ("gyeongbuk", "골판지", 95.0),
    ]
