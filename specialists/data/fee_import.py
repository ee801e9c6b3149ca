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

import re
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from specialists.data.fee_store import DATASET, FeeRow, FeeStore
from specialists.data.report import (
    AMBIGUOUS_DISTRICT,
    UNKNOWN_DISTRICT,
    DatasetReport,
    DistrictResolver,
    clean_text,
    column_indexes,
    optional_text,
    parse_iso_date,
    reject_if_empty,
)
from specialists.data.sources import Table, open_table
from specialists.data.streaming import Details, Kept, SeenKeys, checked_at_end

__all__ = [
    "AMBIGUOUS_DISTRICT",
    "DATASET",
    "DatasetReport",
    "TITLE",
    "UNKNOWN_DISTRICT",
    "import_bulk_waste_fees",
    "open_fee_file",
    "parse_bulk_waste_fees",
]

TITLE = "전국대형폐기물수거수수료정보표준데이터"

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
MISSING_FEE = "missing fee"
INVALID_FEE = "invalid fee"
DUPLICATE = "duplicate row"
WRONG_FIELDS = "wrong number of fields"


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


def _decide_fee(paid_text: str, fee_text: str, cleaning: Counter[str]) -> tuple[bool, int] | str:
    """``(is_free, fee)`` from 유무료여부 and 수수료, or the reason the row is skipped."""
    paid = _paid_flag(paid_text)
    if paid is None and clean_text(paid_text):
        cleaning["unreadable 유무료여부 (decided by 수수료)"] += 1
    fee = _parse_fee(fee_text)
    if paid is False:
        if isinstance(fee, int) and fee > 0:
            cleaning["free items with a fee (set to 0)"] += 1
        cleaning["free items"] += 1
        return True, 0
    if fee is None:
        return MISSING_FEE
    if isinstance(fee, str):
        return fee
    is_free = paid is None and fee == 0
    if paid and fee == 0:
        cleaning["유료 rows with fee 0"] += 1
    if is_free:
        cleaning["free items"] += 1
    return is_free, fee


class _FeeRows:
    """One fee file read row by row: :meth:`rows` streams the valid rows, :meth:`report` counts
    every outcome (complete once :meth:`rows` is exhausted)."""

    def __init__(self, table: Table, index: dict[str, int]) -> None:
        self.table, self.index = table, index
        self.skips: Counter[str] = Counter()
        self.cleaning: Counter[str] = Counter()
        self.details = Details()
        self.seen = SeenKeys()
        self.resolver = DistrictResolver()
        self.kept = Kept()

    def skip(self, reason: str, where: str) -> None:
        self.skips[reason] += 1
        self.details.append(f"{where}: skipped, {reason}")

    def rows(self) -> Iterator[FeeRow]:
        try:
            for where, record in self.table.rows():
                row = self._row(where, record)
                if row is not None:
                    if (row.sido, row.sigungu) in self.resolver.relocated:
                        self.cleaning["시도명 corrected from 시군구명"] += 1
                    self.kept.add(row.as_of, row.district_key)
                    yield row
        finally:
            self.seen.close()

    def _row(self, where: str, record: list[str]) -> FeeRow | None:
        width = len(self.table.header)
        if len(record) != width:
            self.skip(WRONG_FIELDS, f"{where} ({len(record)} fields, expected {width})")
            return None

        def cell(column: str) -> str:
            i = self.index.get(column)
            return record[i] if i is not None else ""

        item = clean_text(cell("item"))
        if not item:
            self.skip(MISSING_ITEM, where)
            return None
        sido, sigungu = clean_text(cell("sido")), clean_text(cell("sigungu"))
        where = f"{where} ({sido} {sigungu} {item})".replace("  ", " ")
        if not sigungu:
            self.skip(MISSING_DISTRICT, where)
            return None
        place = self.resolver.resolve(sido, sigungu)
        if isinstance(place, str):
            self.skip(place, where)
            return None

        decided = _decide_fee(cell("paid"), cell("fee"), self.cleaning)
        if isinstance(decided, str):
            fee_text = cell("fee").strip()
            self.skip(decided, f"{where} ({fee_text!r})" if decided == INVALID_FEE else where)
            return None
        is_free, fee = decided
        if is_free and cell("fee").strip() not in ("", "0") and _parse_fee(cell("fee")) != 0:
            self.details.append(f"{where}: 무료 with 수수료 {cell('fee').strip()}, imported as 0")

        as_of_raw = cell("as_of").strip()
        as_of = parse_iso_date(as_of_raw) if as_of_raw else None
        if as_of is None:
            self.cleaning["rows without a readable 데이터기준일자"] += 1

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
        if not self.seen.add(
            (row.district_key, row.item_name, row.category, row.spec, row.is_free, row.fee)
        ):
            self.skip(DUPLICATE, where)
            return None
        return row

    def report(self) -> DatasetReport:
        skips = self.skips + self.table.rejected
        details = self.details.lines()
        for sido, sigungu in sorted(self.resolver.relocated):
            details.append(f"{sido} {sigungu}: resolved by 시군구명 alone")
        return DatasetReport(
            dataset=DATASET,
            imported=self.kept.rows,
            skipped=sum(skips.values()),
            skip_reasons=dict(skips.most_common()),
            rows_read=self.table.rows_read,
            districts=len(self.kept.districts),
            encoding=self.table.encoding,
            as_of=self.kept.as_of or None,
            cleaning={k: v for k, v in self.cleaning.items() if v},
            details=details,
        )


def open_fee_file(path: Path) -> _FeeRows:
    """The fee file checked (file, encoding, columns: a one-line ``ValueError`` otherwise) and
    ready to stream: ``.rows()`` then ``.report()``."""
    table = open_table(path)
    index = column_indexes(table.header, COLUMNS)
    missing = [COLUMNS[c][0] for c in REQUIRED if c not in index]
    if missing:
        raise ValueError(
            f"{path}: not the {TITLE} format; missing required column(s): {', '.join(missing)}"
        )
    return _FeeRows(table, index)


def parse_bulk_waste_fees(path: Path) -> tuple[list[FeeRow], DatasetReport]:
    """Read and validate a 전국대형폐기물수수료정보표준데이터 CSV. Raises ``ValueError`` (one line)
    if the file is unreadable, in an unknown encoding, not CSV, or lacks required columns; bad
    rows are skipped and counted in the report. (The import streams instead of listing.)"""
    parsed = open_fee_file(Path(path))
    rows = list(parsed.rows())
    return rows, parsed.report()


def import_bulk_waste_fees(
    path: Path, store: FeeStore | Path | str, *, origin: str = "imported"
) -> DatasetReport:
    """Parse the file and replace the ``"bulk-waste-fees"`` dataset in ``store`` (a
    :class:`FeeStore` or the SQLite file's path). Re-importing is idempotent."""
    parsed = open_fee_file(Path(path))
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with FeeStore.opened(store) as fees:  # rows go from the file to the store, one transaction
        fees.upsert(
            checked_at_end(parsed.rows(), lambda: reject_if_empty(path, parsed.report(), TITLE)),
            imported_at,
        )
        report = parsed.report()
        fees.record(report.meta(imported_at, origin))
    return report
