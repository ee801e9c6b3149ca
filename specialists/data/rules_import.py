"""Importer for 생활쓰레기배출정보 (행정안전부; data.go.kr file data): per 시군구 and 관리구역, how
to put out 일시적다량폐기물 (= 대형폐기물) and which department answers the phone.

Only the columns bulk-waste answers use are kept: 관리구역명, 일시적다량폐기물배출방법,
일시적다량폐기물배출장소, 관리부서명, 관리부서전화번호, 데이터기준일자. Rows are rejected (counted) by the
cell checks, for an unknown 시군구, or as exact duplicates of the kept columns.
"""

from __future__ import annotations

from collections import Counter
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
from specialists.data.schema import DatasetMeta
from specialists.data.sources import open_table
from specialists.data.sqlite_base import SqliteStore

__all__ = ["DATASET", "RuleRow", "RulesStore", "import_waste_rules", "parse_waste_rules"]

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


def parse_waste_rules(path: Path) -> tuple[list[RuleRow], DatasetReport]:
    path = Path(path)
    table = open_table(path)
    index = column_indexes(table.header, COLUMNS)
    missing = [COLUMNS[c][0] for c in REQUIRED if c not in index]
    if missing:
        raise ValueError(f"{path}: not the {TITLE} format; missing column(s): {', '.join(missing)}")
    resolver = DistrictResolver()
    rows: list[RuleRow] = []
    skips: Counter[str] = Counter()
    seen: set[RuleRow] = set()
    for _where, record in table.rows():

        def cell(name: str, record: list[str] = record) -> str:
            i = index.get(name)
            return record[i] if i is not None and i < len(record) else ""

        place = resolver.resolve(clean_text(cell("sido")), clean_text(cell("sigungu")))
        if isinstance(place, str):
            skips[place] += 1
            continue
        row = RuleRow(
            district_key=place.key,
            district_name=place.full_name,
            area=optional_text(cell("area")),
            bulky_method=_given(cell("method")),
            bulky_place=_given(cell("place")),
            department=optional_text(cell("department")),
            phone=optional_text(cell("phone")),
            as_of=parse_iso_date(cell("as_of")) if cell("as_of").strip() else None,
        )
        if row in seen:
            skips["same rule as another 관리구역 of the 시군구 (merged)"] += 1
            continue
        seen.add(row)
        rows.append(row)
    skips.update(table.rejected)
    dates = [r.as_of for r in rows if r.as_of]
    report = DatasetReport(
        dataset=DATASET,
        imported=len(rows),
        skipped=sum(skips.values()),
        skip_reasons=counted(skips),
        rows_read=table.rows_read,
        encoding=table.encoding,
        as_of=max(dates) if dates else None,
        districts=len({r.district_key for r in rows}),
    )
    return rows, report


class RulesStore(SqliteStore):
    """The ``waste_rules`` table: bulk-waste how-to and department phone per 시군구."""

    def replace(self, rows: list[RuleRow]) -> None:
        with self._lock:
            conn = self._connection()
            with conn:
                conn.execute("DELETE FROM waste_rules")
                conn.executemany(
                    "INSERT INTO waste_rules (district_key, district_name, area, bulky_method,"
                    " bulky_place, department, phone, as_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        (r.district_key, r.district_name, r.area, r.bulky_method, r.bulky_place,
                         r.department, r.phone, r.as_of)
                        for r in rows
                    ],
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
    rows, report = parse_waste_rules(path)
    reject_if_empty(Path(path), report, TITLE)
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with RulesStore.opened(store) as target:
        target.replace(rows)
        target.record(
            DatasetMeta(
                DATASET, report.imported, imported_at, report.districts, report.as_of,
                report.skip_reasons, origin,
            )
        )  # fmt: skip
    return report
