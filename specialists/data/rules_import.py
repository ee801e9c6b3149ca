"""Importer for 생활쓰레기배출정보 (행정안전부; data.go.kr file data): per 시군구 and 관리구역, how
to put out 일시적다량폐기물 (= 대형폐기물) and which department answers the phone.

Only the columns bulk-waste answers use are kept: 관리구역명, 일시적다량폐기물배출방법,
일시적다량폐기물배출장소, 관리부서명, 관리부서전화번호, 데이터기준일자. Rows are rejected (counted) by the
cell checks, for an unknown 시군구, or as exact duplicates of the kept columns.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from specialists.data.report import (
    DatasetReport,
    DistrictResolver,
    clean_text,
    column_indexes,
    counted,
    optional_text,
    parse_iso_date,
    reject_if_empty,
)
from specialists.data.sources import Table, open_table
from specialists.data.sqlite_base import SqliteStore
from specialists.data.streaming import Kept, SeenKeys, checked_at_end

__all__ = [
    "DATASET",
    "RuleRow",
    "RulesStore",
    "import_waste_rules",
    "open_rules_file",
    "parse_waste_rules",
]

DATASET = "waste-rules"
TITLE = "생활쓰레기배출정보"
COLUMNS: dict[str, tuple[str, ...]] = {
    "sido": ("시도명",),
    "sigungu": ("시군구명",),
    "area": ("관리구역명",),
    "method": ("일시적다량폐기물배출방법",),
    "place": ("일시적다량폐기물배출장소",),
    "department": ("관리부서명",),
    "phone": ("관리부서전화번호",),
    "as_of": ("데이터기준일자",),
}
REQUIRED = ("sido", "sigungu", "method", "phone")
_NOT_GIVEN = {"해당사항없음", "해당사항 없음", "미운영", "해당없음", "없음"}


def _given(value: str) -> str | None:
    text = optional_text(value)
    return None if text is None or text in _NOT_GIVEN else text


@dataclass(frozen=True, slots=True)
class RuleRow:
    district_key: str
    district_name: str
    area: str | None
    bulky_method: str | None
    bulky_place: str | None
    department: str | None
    phone: str | None
    as_of: str | None


class _RuleRows:
    """One rules file read row by row (:meth:`rows`), counted (:meth:`report`, once exhausted)."""

    def __init__(self, table: Table, index: dict[str, int]) -> None:
        self.table, self.index = table, index
        self.resolver = DistrictResolver()
        self.skips: Counter[str] = Counter()
        self.seen = SeenKeys()
        self.kept = Kept()

    def rows(self) -> Iterator[RuleRow]:
        try:
            for _where, record in self.table.rows():
                row = self._row(record)
                if row is None:
                    continue
                if not self.seen.add(row):
                    self.skips["same rule as another 관리구역 of the 시군구 (merged)"] += 1
                    continue
                self.kept.add(row.as_of, row.district_key)
                yield row
        finally:
            self.seen.close()

    def _row(self, record: list[str]) -> RuleRow | None:
        def cell(name: str) -> str:
            i = self.index.get(name)
            return record[i] if i is not None and i < len(record) else ""

        place = self.resolver.resolve(clean_text(cell("sido")), clean_text(cell("sigungu")))
        if isinstance(place, str):
            self.skips[place] += 1
            return None
        return RuleRow(
            district_key=place.key,
            district_name=place.full_name,
            area=optional_text(cell("area")),
            bulky_method=_given(cell("method")),
            bulky_place=_given(cell("place")),
            department=optional_text(cell("department")),
            phone=optional_text(cell("phone")),
            as_of=parse_iso_date(cell("as_of")) if cell("as_of").strip() else None,
        )

    def report(self) -> DatasetReport:
        skips = self.skips + self.table.rejected
        return DatasetReport(
            dataset=DATASET,
            imported=self.kept.rows,
            skipped=sum(skips.values()),
            skip_reasons=counted(skips),
            rows_read=self.table.rows_read,
            encoding=self.table.encoding,
            as_of=self.kept.as_of or None,
            districts=len(self.kept.districts),
        )


def open_rules_file(path: Path) -> _RuleRows:
    """The rules file checked (file, encoding, columns) and ready to stream: ``.rows()`` then
    ``.report()``."""
    table = open_table(path)
    index = column_indexes(table.header, COLUMNS)
    missing = [COLUMNS[c][0] for c in REQUIRED if c not in index]
    if missing:
        raise ValueError(f"{path}: not the {TITLE} format; missing column(s): {', '.join(missing)}")
    return _RuleRows(table, index)


def parse_waste_rules(path: Path) -> tuple[list[RuleRow], DatasetReport]:
    parsed = open_rules_file(Path(path))
    rows = list(parsed.rows())
    return rows, parsed.report()


class RulesStore(SqliteStore):
    """The ``waste_rules`` table: bulk-waste how-to and department phone per 시군구."""

    def replace(self, rows: Iterable[RuleRow]) -> None:
        """Replace every rule with ``rows`` (one transaction, consumed as a stream)."""
        with self._lock:
            conn = self._connection()
            with conn:
                conn.execute("DELETE FROM waste_rules")
                conn.executemany(
                    "INSERT INTO waste_rules (district_key, district_name, area, bulky_method,"
                    " bulky_place, department, phone, as_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        (r.district_key, r.district_name, r.area, r.bulky_method, r.bulky_place,
                         r.department, r.phone, r.as_of)
                        for r in rows
                    ),
                )  # fmt: skip

    def for_district(self, district_key: str) -> list[RuleRow]:
        with self._lock:
            found = (
                self._connection()
                .execute(
                    "SELECT district_key, district_name, area, bulky_method, bulky_place,"
                    " department, phone, as_of FROM waste_rules WHERE district_key = ? ORDER BY id",
                    (district_key,),
                )
                .fetchall()
            )
        return [RuleRow(*tuple(r)) for r in found]


def import_waste_rules(
    path: Path, store: RulesStore | Path | str, *, origin: str = "imported"
) -> DatasetReport:
    parsed = open_rules_file(Path(path))
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with RulesStore.opened(store) as target:
        target.replace(
            checked_at_end(parsed.rows(), lambda: reject_if_empty(path, parsed.report(), TITLE))
        )
        report = parsed.report()
        target.record(report.meta(imported_at, origin))
    return report
