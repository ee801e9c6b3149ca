"""Importer for 전국대형폐기물수수료정보표준데이터 (data.go.kr national standard dataset: bulk-waste
fees per 시군구), plus the report type and CSV reading shared with
:mod:`specialists.data.price_import`.

Column layout (the standard dataset's Korean headers, one row per item × size/spec):

    시도명, 시군구명, 대형폐기물명, 대형폐기물구분명, 대형폐기물규격, 유무료여부, 수수료,
    관리기관명, 데이터기준일자, 제공기관코드, 제공기관명

Source of the layout: public projects that load the portal file, e.g. a MySQL table
``large_waste_fee`` declared with exactly these eleven columns (수수료 ``int``, 데이터기준일자
``date``) and a FastAPI service mapping the same eleven names; some copies carry extra columns
(``대형폐기물특징``, ``대형폐기물설명``), which are ignored. ``유무료여부`` holds ``유료``/``무료``; the spelling
``유료여부`` is accepted too. Required: 시도명, 시군구명, 대형폐기물명, 수수료; the others are read when
present.

How rows are handled (the report counts every outcome; no row is dropped silently):

* Encoding: the portal serves UTF-8 (with or without a BOM) and CP949/EUC-KR files; the bytes are
  decoded as UTF-8 (BOM stripped) first, then as CP949.
* District: ``"<시도명> <시군구명>"`` is resolved with :func:`specialists.korean.gazetteer.lookup_district`,
  so the 시도 picks the right 중구/동구/남구; 일반구 (``성남시 분당구``) resolve to their 시 and old
  시도 names (강원도, 전라북도) to the current ones. If the pair does not resolve, the 시군구 alone
  is tried: a unique hit is accepted and counted (``경상북도 군위군`` → 대구광역시 군위군, moved in 2023);
  none is skipped as ``unknown district``, several as ``ambiguous district``.
* Fee: int won (``"3,000"``, ``"3000원"``, ``"3000.0"`` accepted). ``무료`` rows get fee 0 and
  ``is_free``; a 무료 row with a non-zero 수수료 keeps 0 (counted). A 유료 (or unmarked) row with a
  blank 수수료 is skipped (``missing fee``), one that is not a whole number of won
  (``"3,000~5,000"``) is skipped (``invalid fee``). An unmarked row with fee 0 counts as free.
* Size/spec text (대형폐기물규격) is kept as written, whitespace collapsed; ``"-"`` means none.
* 데이터기준일자 becomes an ISO date (``20240715``/``2024.07.15``/``2024-07-15``); a missing or
  unreadable date is imported as unknown and counted.
* Exact duplicates (same district, item, category, spec and fee) are skipped as ``duplicate row``.

A file with a valid header but no importable row is rejected (``ValueError``) and the store is
left unchanged; otherwise the import replaces the dataset (idempotent re-import).
"""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from specialists.data.fee_store import DATASET, FeeRow, FeeStore
from specialists.data.safe_file import read_capped
from specialists.korean.gazetteer import District, lookup_district

__all__ = [
    "DATASET",
    "ENCODINGS",
    "TITLE",
    "DatasetReport",
    "CsvTable",
    "import_bulk_waste_fees",
    "parse_bulk_waste_fees",
    "read_csv_table",
]

TITLE = "전국대형폐기물수수료정보표준데이터"

# Tried in order; "utf-8-sig" reads UTF-8 with or without a BOM.
ENCODINGS: tuple[str, ...] = ("utf-8-sig", "cp949")

# canonical column -> accepted header spellings
COLUMNS: dict[str, tuple[str, ...]] = {
    "sido": ("시도명",),
    "sigungu": ("시군구명",),
    "item": ("대형폐기물명",),
    "category": ("대형폐기물구분명",),
    "spec": ("대형폐기물규격",),
    "paid": ("유무료여부", "유료여부"),
    "fee": ("수수료",),
    "agency": ("관리기관명",),
    "as_of": ("데이터기준일자",),
    "provider_code": ("제공기관코드",),
    "provider_name": ("제공기관명",),
}
REQUIRED: tuple[str, ...] = ("sido", "sigungu", "item", "fee")

MAX_FEE = 10_000_000  # won; anything larger is a data error
_NONE_TEXT = {"", "-", "없음", "해당없음", "null", "none"}

# skip reasons
MISSING_ITEM = "missing item name"
MISSING_DISTRICT = "missing 시군구명"
UNKNOWN_DISTRICT = "unknown district"
AMBIGUOUS_DISTRICT = "ambiguous district"
MISSING_FEE = "missing fee"
INVALID_FEE = "invalid fee"
DUPLICATE = "duplicate row"
WRONG_FIELDS = "wrong number of fields"


# -- the report shared by the fee and price importers ---------------------------------------------


@dataclass
class DatasetReport:
    """What an import did: ``imported N, skipped M (reason: n, …)`` plus counted clean-ups."""

    dataset: str
    imported: int
    skipped: int
    skip_reasons: dict[str, int]  # reason -> count, most common first
    rows_read: int = 0  # records read from the file (imported + skipped)
    encoding: str = "utf-8"
    as_of: str | None = None  # newest date in the file (데이터기준일자 / survey month)
    cleaning: dict[str, int] = field(default_factory=dict)  # what was normalised, counted
    details: list[str] = field(default_factory=list)  # one line per skipped or cleaned record

    def summary(self) -> str:
        """``"imported 7, skipped 3 (missing fee: 1, …); free items: 1; encoding cp949; as of …"``."""
        text = f"imported {self.imported}, skipped {self.skipped}"
        if self.skip_reasons:
            text += f" ({format_counts(self.skip_reasons)})"
        if self.cleaning:
            text += f"; {format_counts(self.cleaning)}"
        text += f"; encoding {self.encoding}"
        if self.as_of:
            text += f"; as of {self.as_of}"
        return text


def format_counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{reason}: {n}" for reason, n in counts.items())


# -- reading ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CsvTable:
    header: list[str]
    records: list[tuple[int, list[str]]]  # (line number of the record, fields); blank lines dropped
    encoding: str  # "utf-8", "utf-8-bom" or "cp949"


def _decode(path: Path, data: bytes, title: str) -> tuple[str, str]:
    for encoding in ENCODINGS:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if encoding == "utf-8-sig":
            return text, "utf-8-bom" if data.startswith(b"\xef\xbb\xbf") else "utf-8"
        return text, encoding
    raise ValueError(
        f"{path}: neither UTF-8 nor CP949 text; save the {title} file as UTF-8 or CP949 (EUC-KR)"
    )


def read_csv_table(path: Path, *, title: str) -> CsvTable:
    """Read a CSV file in one of :data:`ENCODINGS`. Raises ``ValueError`` with a one-line message
    naming the file if it cannot be read, decoded or parsed, or has no header row."""
    path = Path(path)
    try:
        data = read_capped(path)  # regular file, size cap, bounded read
    except FileNotFoundError:
        raise ValueError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise ValueError(f"{path}: is a directory, not a file") from None
    except OSError as exc:
        raise ValueError(f"{path}: cannot read file ({exc.strerror or exc})") from None
    if b"\x00" in data:
        raise ValueError(f"{path}: a binary file, not the {title} CSV")
    text, encoding = _decode(path, data, title)
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header_row = next(reader, None)
        if header_row is None or not any(cell.strip() for cell in header_row):
            raise ValueError(f"{path}: empty file (no header row)")
        header = [cell.replace("\ufeff", "").strip() for cell in header_row]
        records: list[tuple[int, list[str]]] = []
        end = reader.line_num
        for record in reader:
            if any(value.strip() for value in record):
                records.append((end + 1, record))
            end = reader.line_num
    except csv.Error as exc:
        raise ValueError(
            f"{path}: not a readable CSV file (line {reader.line_num}: {exc})"
        ) from None
    return CsvTable(header, records, encoding)


def column_indexes(header: list[str], columns: dict[str, tuple[str, ...]]) -> dict[str, int]:
    """canonical column -> index of its first header spelling (spaces inside names ignored)."""
    compact = ["".join(name.split()) for name in header]
    found: dict[str, int] = {}
    for canonical, spellings in columns.items():
        for spelling in spellings:
            if spelling in compact:
                found[canonical] = compact.index(spelling)
                break
    return found


def clean_text(value: str) -> str:
    """Trim and collapse every whitespace run (newlines included) into one space."""
    return " ".join(value.split())


def optional_text(value: str) -> str | None:
    text = clean_text(value)
    return None if text.lower() in _NONE_TEXT else text


def parse_iso_date(value: str) -> str | None:
    """``"20240715"`` / ``"2024-07-15"`` / ``"2024.07.15"`` / ``"2024-7-5"`` → ``"2024-07-15"``."""
    text = value.strip()
    match = re.fullmatch(r"(\d{4})[-./년\s]*(\d{1,2})[-./월\s]*(\d{1,2})일?(?:[ T].*)?", text)
    if match is None:
        return None
    try:
        return datetime(int(match[1]), int(match[2]), int(match[3]), tzinfo=UTC).date().isoformat()
    except ValueError:
        return None


# -- fee rows -----------------------------------------------------------------------------------


def _parse_fee(text: str) -> int | None | str:
    """An int (won), ``None`` for a blank fee, or ``INVALID_FEE``."""
    raw = text.strip().replace(",", "").replace(" ", "")
    raw = raw.removesuffix("원")
    if raw.lower() in _NONE_TEXT:
        return None
    match = re.fullmatch(r"(\d+)(?:\.0+)?", raw)
    if match is None:
        return INVALID_FEE
    fee = int(match[1])
    return fee if fee <= MAX_FEE else INVALID_FEE


def _paid_flag(text: str) -> bool | None:
    """``False`` for 무료, ``True`` for 유료, ``None`` when unmarked or unreadable."""
    value = "".join(text.split())
    if value in ("무료", "무"):
        return False
    if value in ("유료", "유"):
        return True
    return None


class _Districts:
    """Memoised ``(시도명, 시군구명)`` → district resolution (a file repeats each pair hundreds of times)."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, str], District | str] = {}
        self.relocated: set[tuple[str, str]] = set()

    def resolve(self, sido: str, sigungu: str) -> District | str:
        key = (sido, sigungu)
        if key not in self._cache:
            self._cache[key] = self._resolve(sido, sigungu)
        return self._cache[key]

    def _resolve(self, sido: str, sigungu: str) -> District | str:
        if sido:
            both = lookup_district(f"{sido} {sigungu}")
            if len(both) == 1:
                return both[0]
        alone = lookup_district(sigungu)
        if len(alone) == 1:
            if sido:
                self.relocated.add((sido, sigungu))
            return alone[0]
        return AMBIGUOUS_DISTRICT if alone else UNKNOWN_DISTRICT


def parse_bulk_waste_fees(path: Path) -> tuple[list[FeeRow], DatasetReport]:
    """Read and validate a 전국대형폐기물수수료정보표준데이터 CSV. Raises ``ValueError`` (one line)
    if the file is unreadable, in an unknown encoding, not CSV, or lacks required columns; bad
    rows are skipped and counted in the report."""
    path = Path(path)
    table = read_csv_table(path, title=TITLE)
    index = column_indexes(table.header, COLUMNS)
    missing = [COLUMNS[c][0] for c in REQUIRED if c not in index]
    if missing:
        raise ValueError(
            f"{path}: not the {TITLE} format; missing required column(s): {', '.join(missing)}"
        )

    rows: list[FeeRow] = []
    skips: Counter[str] = Counter()
    cleaning: Counter[str] = Counter()
    details: list[str] = []
    seen: set[tuple[str, str, str | None, str | None, bool, int]] = set()
    districts = _Districts()

    def skip(reason: str, where: str) -> None:
        skips[reason] += 1
        details.append(f"{where}: skipped, {reason}")

    for line, record in table.records:
        where = f"line {line}"
        if len(record) != len(table.header):
            skip(WRONG_FIELDS, f"{where} ({len(record)} fields, expected {len(table.header)})")
            continue

        def cell(column: str, record: list[str] = record) -> str:
            i = index.get(column)
            return record[i] if i is not None else ""

        item = clean_text(cell("item"))
        if not item:
            skip(MISSING_ITEM, where)
            continue
        sido, sigungu = clean_text(cell("sido")), clean_text(cell("sigungu"))
        where = f"{where} ({sido} {sigungu} {item})".replace("  ", " ")
        if not sigungu:
            skip(MISSING_DISTRICT, where)
            continue
        place = districts.resolve(sido, sigungu)
        if isinstance(place, str):
            skip(place, where)
            continue

        paid = _paid_flag(cell("paid"))
        if paid is None and clean_text(cell("paid")):
            cleaning["unreadable 유무료여부 (decided by 수수료)"] += 1
        fee = _parse_fee(cell("fee"))
        if paid is False:
            is_free = True
            if isinstance(fee, int) and fee > 0:
                cleaning["free items with a fee (set to 0)"] += 1
                details.append(f"{where}: 무료 with 수수료 {fee}, imported as 0")
            fee = 0
        elif fee is None:
            skip(MISSING_FEE, where)
            continue
        elif isinstance(fee, str):
            skip(fee, f"{where} ({cell('fee').strip()!r})")
            continue
        else:
            is_free = paid is None and fee == 0
            if paid and fee == 0:
                cleaning["유료 rows with fee 0"] += 1
        if is_free:
            cleaning["free items"] += 1

        as_of_raw = cell("as_of").strip()
        as_of = parse_iso_date(as_of_raw) if as_of_raw else None
        if as_of is None:
            cleaning["rows without a readable 데이터기준일자"] += 1

        row = FeeRow(
            district_key=place.key,
            district_name=place.full_name,
            sido=sido,
            sigungu=sigungu,
            item_name=item,
            category=optional_text(cell("category")),
            spec=optional_text(cell("spec")),
            is_free=is_free,
            fee=fee,
            agency=optional_text(cell("agency")),
            as_of=as_of,
            provider_code=optional_text(cell("provider_code")),
            provider_name=optional_text(cell("provider_name")),
        )
        identity = (row.district_key, row.item_name, row.category, row.spec, row.is_free, row.fee)
        if identity in seen:
            skip(DUPLICATE, where)
            continue
        seen.add(identity)
        rows.append(row)

    if districts.relocated:
        cleaning["시도명 corrected from 시군구명"] = sum(
            1 for r in rows if (r.sido, r.sigungu) in districts.relocated
        )
        for sido, sigungu in sorted(districts.relocated):
            details.append(f"{sido} {sigungu}: resolved by 시군구명 alone")
    dates = [r.as_of for r in rows if r.as_of]
    report = DatasetReport(
        dataset=DATASET,
        imported=len(rows),
        skipped=sum(skips.values()),
        skip_reasons=dict(skips.most_common()),
        rows_read=len(table.records),
        encoding=table.encoding,
        as_of=max(dates) if dates else None,
        cleaning={k: v for k, v in cleaning.items() if v},
        details=details,
    )
    return rows, report


def reject_if_empty(path: Path, report: DatasetReport, title: str) -> None:
    """A file none of whose rows could be imported is an error, not an empty dataset."""
    if report.imported == 0:
        reasons = f" ({format_counts(report.skip_reasons)})" if report.skip_reasons else ""
        raise ValueError(
            f"{path}: no importable rows in the {title} file; skipped {report.skipped}{reasons}"
        )


def import_bulk_waste_fees(path: Path, store: FeeStore | Path | str) -> DatasetReport:
    """Parse the file and replace the ``"bulk-waste-fees"`` dataset in ``store`` (a
    :class:`FeeStore` or the SQLite file's path). Re-importing is idempotent."""
    rows, report = parse_bulk_waste_fees(path)
    reject_if_empty(Path(path), report, TITLE)
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with FeeStore.opened(store) as fees:
        fees.upsert(rows, imported_at)
    return report
