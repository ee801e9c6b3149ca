"""Importer for point datasets: collection bins (폐의약품, 폐형광등·폐건전지, 의류, 소형 폐가전) and
recycling centres, from the portal's CSV or JSON (standard-data column names in Korean, or the
OpenAPI's English item names).

Columns are found by their known spellings (:data:`COLUMNS`); district files that carry no
시도/시군구 columns (one file per 구) get the district from the file name or ``district_hint``.

Per row, in order (every refusal is counted by reason, nothing is dropped silently):

* the cell checks of :mod:`specialists.data.sanitize` (formula prefixes, control characters,
  instruction-like text) — rejected rows never reach the store;
* the 시군구 must resolve in the gazetteer (``unknown district`` otherwise);
* the coordinates must parse, lie in Korea and near their 시군구 (:mod:`geo_clean`);
* a row with the same 시군구, address/name and position as an earlier one is a ``duplicate``;
* with ``skip_districts``, rows of 시군구 already covered by a better source are dropped
  (``district covered by a better source``) — used when several clothing-bin files overlap.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from specialists.data import geo_clean
from specialists.data.report import (
    UNKNOWN_DISTRICT,
    DatasetReport,
    DistrictResolver,
    clean_text,
    counted,
    optional_text,
    parse_iso_date,
    reject_if_empty,
)
from specialists.data.schema import DATASETS
from specialists.data.sources import open_table
from specialists.data.store import Place, PlaceStore
from specialists.data.streaming import SeenKeys, checked_at_end
from specialists.korean.gazetteer import District, lookup_district

__all__ = [
    "COLUMNS",
    "PointFile",
    "import_points",
    "locate",
    "open_points",
    "parse_points",
]

COLUMNS: dict[str, tuple[str, ...]] = {
    "name": ("instlPlcNm", "설치장소명", "CNTER_NM", "재활용센터명", "상호명", "place", "설치장소", "의류수거함"),
    "road": ("lctnRoadNm", "lctnRoadNmAddr", "소재지도로명주소", "도로명주소", "설치장소(도로명주소)",
             "설치장소(도로명)", "RDNMADR", "수거장소(주소)", "addr", "주소", "위치"),
    "lot": ("lctnLotnoAddr", "소재지지번주소", "지번주소", "설치장소(지번주소)", "LNMADR"),
    "lat": ("lat", "위도", "LATITUDE"),
    "lon": ("lot", "경도", "LONGITUDE"),
    "detail": ("actlPstn", "dtlPstnCn", "상세위치", "세부위치"),
    "sido": ("ctpvNm", "시도명"),
    "sigungu": ("sggNm", "시군구명", "INSTT_NM", "sgg_name"),
    "phone": ("mngInstTelno", "관리기관전화번호", "OPER_PHONE_NUMBER", "PHONE_NUMBER", "전화번호"),
    "agency": ("mngInstNm", "관리기관명", "OPER_INSTITUTION_NM", "관리부서", "관리단체"),
    "as_of": ("crtrYmd", "dataCrtrYmd", "데이터기준일자", "데이터기준일", "기준일자", "기준일",
              "REFERENCE_DATE"),
    "items": ("cltItemNm", "수거종류", "TRTMNT_PRDLST"),
    "dong": ("행정동", "동"),
    "open": ("WEEKDAY_OPER_OPEN_HHMM",),
    "close": ("WEEKDAY_OPER_COLSE_HHMM", "WEEKDAY_OPER_CLOSE_HHMM"),
    "url": ("HOMEPAGE_URL",),
}  # fmt: skip

NO_NAME_OR_ADDRESS = "no name or address"
DUPLICATE = "duplicate"
SUPERSEDED = "district covered by a better source"
_FILE_DATE = re.compile(r"(20\d{2})(\d{2})(\d{2})(?!\d)")


@dataclass(frozen=True, slots=True)
class PointFile:
    """One source file of a point dataset and what the file itself does not say."""

    path: Path
    district_hint: str | None = None  # "서울특별시 강남구" for one-district files
    as_of: str | None = None  # date for files without a date column (else the file name's)
    caveat: str | None = None  # a schema.CAVEATS code said with every answer using the file


def _hint_from_name(path: Path) -> str | None:
    stem = path.stem.replace("_", " ")
    found = lookup_district(" ".join(stem.split()[:2]))
    return found[0].full_name if len(found) == 1 else None


def _file_date(path: Path) -> str | None:
    match = _FILE_DATE.search(path.stem)
    return parse_iso_date("".join(match.groups())) if match else None


class _Parse:
    """One dataset's rows across its files, with the counts the report needs."""

    def __init__(self, dataset: str, skip_districts: Collection[str]) -> None:
        self.dataset = dataset
        self.kind = DATASETS[dataset].kind or dataset
        self.skip_districts = set(skip_districts)
        self.imported, self.as_of = 0, ""
        self.districts: set[str] = set()  # covered by the places yielded so far
        self.skips: Counter[str] = Counter()
        self.cleaning: Counter[str] = Counter()
        self.seen = SeenKeys()
        self.resolver = DistrictResolver()
        self.rows_read = 0
        self.encoding = ""
        self.source = dataset

    def district(
        self, sido: str, sigungu: str, hint: str | None, address: str | None
    ) -> District | str:
        """From the 시도/시군구 columns, else the file's district, else the address's first words."""
        if sigungu in ("없음", "-"):
            sigungu = ""
        found: District | str = UNKNOWN_DISTRICT
        if sido or sigungu:
            found = self.resolver.resolve(sido, sigungu)
        if isinstance(found, str) and hint is not None:
            found = self.resolver.resolve(hint, "")
        if isinstance(found, str) and address:
            words = address.split()
            found = self.resolver.resolve(" ".join(words[:2]), "")
            if isinstance(found, str):
                found = self.resolver.resolve(" ".join(words[:3]), "")
        return found

    def places(self, files: Iterable[PointFile]) -> Iterator[Place]:
        """The places of every file, in priority order: a 시군구 an earlier file covers is not
        taken from a later one (the earlier file is the better source)."""
        try:
            for source in files:
                self.skip_districts |= self.districts
                yield from self.add_file(source)
        finally:
            self.seen.close()

    def add_file(self, source: PointFile) -> Iterator[Place]:
        table = open_table(source.path)
        self.encoding = self.encoding or table.encoding
        hint = source.district_hint or _hint_from_name(source.path)
        file_as_of = source.as_of or _file_date(source.path) or ""
        cols = {name: table.index(*spellings) for name, spellings in COLUMNS.items()}
        self.source = source.caveat or self.dataset
        for _where, values in table.rows():
            place = self._row(cols, values, hint, file_as_of)
            if place is not None:
                self.imported += 1
                self.as_of = max(self.as_of, place.as_of)
                self.districts.add(place.district_key or "")
                yield place
        self.rows_read += table.rows_read
        self.skips.update(table.rejected)

    def _row(
        self, cols: dict[str, int | None], values: list[str], hint: str | None, file_as_of: str
    ) -> Place | None:
        def cell(name: str) -> str:
            i = cols[name]
            return values[i] if i is not None and i < len(values) else ""

        road, lot = optional_text(cell("road")), optional_text(cell("lot"))
        district = self.district(
            clean_text(cell("sido")), clean_text(cell("sigungu")), hint, lot or road
        )
        if isinstance(district, str):
            self.skips[district] += 1
            return None
        if district.key in self.skip_districts:
            self.skips[SUPERSEDED] += 1
            return None
        name = optional_text(cell("name")) or road or lot
        if name is None:
            self.skips[NO_NAME_OR_ADDRESS] += 1
            return None
        point = geo_clean.check_point(cell("lat"), cell("lon"), district)
        if isinstance(point, str):
            self.skips[point] += 1
            return None
        lat, lon = round(point[0], 7), round(point[1], 7)
        address = road or lot
        identity = (district.key, "".join((address or name).split()), round(lat, 5), round(lon, 5))
        if not self.seen.add(identity):
            self.skips[DUPLICATE] += 1
            return None
        as_of = parse_iso_date(cell("as_of")) if cell("as_of").strip() else None
        if as_of is None:
            self.cleaning["rows dated by the file (no 데이터기준일자 column)"] += 1
        items = tuple(i for i in re.split(r"[+,/]", clean_text(cell("items"))) if i.strip())
        hours = None
        if cell("open").strip() and cell("close").strip():
            hours = f"평일 {cell('open').strip()}~{cell('close').strip()}"
        dong = geo_clean.dong_of(lot) or geo_clean.dong_of(road) or geo_clean.dong_of(name)
        if dong is None and optional_text(cell("dong")):
            dong = geo_clean.normalize_dong(clean_text(cell("dong")).split(",")[0])
        return Place(
                id=f"{self.dataset}:{self.imported + 1}",
                kind=self.kind,
                name=name,
                address=address if address != name or not lot else lot,
                region=district.full_name,
                latitude=lat,
                longitude=lon,
                phone=optional_text(cell("phone")),
                hours=hours,
                items=tuple(i.strip() for i in items),
                url=optional_text(cell("url")),
                source=self.source,
                as_of=as_of or file_as_of,
                detail=optional_text(cell("detail")),
                district_key=district.key,
                dong=dong,
            )  # fmt: skip

    def report(self) -> DatasetReport:
        return DatasetReport(
            dataset=self.dataset,
            imported=self.imported,
            skipped=sum(self.skips.values()),
            skip_reasons=counted(self.skips),
            rows_read=self.rows_read,
            encoding=self.encoding or "utf-8",
            as_of=self.as_of or None,
            cleaning=counted(self.cleaning),
            districts=len(self.districts),
        )


def parse_points(
    dataset: str, files: list[PointFile], *, skip_districts: Collection[str] = ()
) -> tuple[list[Place], DatasetReport]:
    """Read every file of one point dataset (in priority order). With several files, a 시군구 that
    an earlier file covers is not taken from a later one (the earlier file is the better source)."""
    parse = open_points(dataset, skip_districts)
    places = list(parse.places(files))
    return places, parse.report()


def open_points(dataset: str, skip_districts: Collection[str] = ()) -> _Parse:
    """A reader of one point dataset's files: ``.places(files)`` streams them (each file is
    opened and checked when reached), then ``.report()``."""
    if DATASETS.get(dataset) is None or DATASETS[dataset].table != "places":
        raise ValueError(f"{dataset!r} is not a point dataset")
    return _Parse(dataset, skip_districts)


def import_points(
    dataset: str, path: Path, store: PlaceStore | Path | str, *, origin: str = "imported"
) -> DatasetReport:
    """Replace ``dataset`` in ``store`` with the rows of one file (a newer official file), streamed
    from the file into the store in one transaction."""
    path = Path(path)
    parse = open_points(dataset)
    open_table(path)  # refuse a bad file before the store is touched
    title = DATASETS[dataset].title
    places = checked_at_end(
        parse.places([PointFile(path)]), lambda: reject_if_empty(path, parse.report(), title)
    )
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with PlaceStore.opened(store) as target:
        target.upsert_places(dataset, places, imported_at, replace_dataset=True)
        report = parse.report()
        target.record(report.meta(imported_at, origin))
    return report


def locate(places: Iterable[Place], counts: Counter[str]) -> Iterator[Place]:
    """Give places without a district (the KECO sites file has only a free-text region) their
    시군구 from the address, and drop coordinates far from it (kept for keyword search; counted
    as ``kept without coordinates (…)``)."""
    resolver = DistrictResolver()
    for place in places:
        words = (place.address or "").split()
        found: District | str = UNKNOWN_DISTRICT
        for n in (2, 3, 1):
            if len(words) >= n and isinstance(found, str):
                found = resolver.resolve(" ".join(words[:n]), "")
        if isinstance(found, str):
            yield place
            continue
        lat, lon = place.latitude, place.longitude
        if lat is not None and lon is not None:
            checked = geo_clean.check_point(str(lat), str(lon), found)
            if isinstance(checked, str):
                counts[f"kept without coordinates ({checked})"] += 1
                lat = lon = None
        yield replace(
            place, latitude=lat, longitude=lon, district_key=found.key,
            dong=geo_clean.dong_of(place.address),
        )  # fmt: skip
