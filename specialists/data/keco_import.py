"""Importer for the KECO (한국환경공단) recycling-compensation sites file.

The file lists sites that buy back clean recyclables (고품질 재활용품 유가보상). Its measured quirks
(see ``original-system.md`` §6.1) and how they are handled:

* UTF-8 without a BOM (a BOM is tolerated); every row has multi-line quoted fields, so the file
  is streamed through the ``csv`` module (:func:`specialists.data.sources.open_table`, UTF-8 only).
* ``positnPstnLat`` is the latitude and ``positnPstnLot`` the **longitude**.
* Coordinates are validated: a pair that is missing, does not parse (``"37.45…?"``,
  ``"127.7.23106"``) or lies outside a plausible box for Korea (33–39°N, 124–132°E) is dropped.
  Such a row is still imported, **without coordinates**: ``PlaceStore.search()`` finds it by
  name/address/region, ``PlaceStore.nearby()`` never returns it. The report counts these rows
  by reason.
* A row is skipped (with a counted reason) only if it cannot be a place at all: wrong number of
  fields, a missing/invalid/duplicate ``positnSn`` (the stable id), or an empty name.
* Every field is trimmed; single-line fields have whitespace runs collapsed.
* Items (``clctItemCn``, one per line): header lines such as ``"(캔류)"`` are dropped, obvious typos
  are fixed (투명패트병→투명페트병, 플리스틱→플라스틱, 투명페트명→투명페트병, 외류→의류), a bare
  "알루미늄"/"철" under a can header becomes "알루미늄 캔"/"철 캔", duplicates are removed.
* Hours (seven weekday columns plus public holidays) become one compact summary such as
  ``"월~금 09:00~18:00, 토 09:00~13:00, 그 외 휴무"``.

What "usable" means for the acceptance line "importing the shared KECO file yields 400 usable
sites": 400 rows carry *some* coordinates, but 5 of those are broken (2 unparseable, 3 outside
Korea), so 395 sites are usable for nearby search. All 409 rows are usable for keyword search and
are imported; the 14 without usable coordinates are reported, never dropped silently.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

# The row-cleaning helpers live in `keco_clean`; every name that used to be defined here is
# re-exported, so `from specialists.data.keco_import import ...` keeps working.
from specialists.data.keco_clean import _BARE_HOST as _BARE_HOST
from specialists.data.keco_clean import _CAN_METALS as _CAN_METALS
from specialists.data.keco_clean import _CLOSED as _CLOSED
from specialists.data.keco_clean import _CLOSED_WORDS as _CLOSED_WORDS
from specialists.data.keco_clean import _COORD_REASON_ORDER as _COORD_REASON_ORDER
from specialists.data.keco_clean import _DAY_COLUMNS as _DAY_COLUMNS
from specialists.data.keco_clean import _HOLIDAY_COLUMN as _HOLIDAY_COLUMN
from specialists.data.keco_clean import _HOUR_MINUTE as _HOUR_MINUTE
from specialists.data.keco_clean import _HOUR_ONLY as _HOUR_ONLY
from specialists.data.keco_clean import _ITEM_FIXES as _ITEM_FIXES
from specialists.data.keco_clean import _SHORT_HOUR as _SHORT_HOUR
from specialists.data.keco_clean import _TILDE as _TILDE
from specialists.data.keco_clean import _URL_FIXES as _URL_FIXES
from specialists.data.keco_clean import _URL_IN_TEXT as _URL_IN_TEXT
from specialists.data.keco_clean import COORD_MISSING as COORD_MISSING
from specialists.data.keco_clean import COORD_OUTSIDE as COORD_OUTSIDE
from specialists.data.keco_clean import COORD_UNPARSEABLE as COORD_UNPARSEABLE
from specialists.data.keco_clean import LAT_RANGE as LAT_RANGE
from specialists.data.keco_clean import LON_RANGE as LON_RANGE
from specialists.data.keco_clean import _clean_phone as _clean_phone
from specialists.data.keco_clean import _clean_url as _clean_url
from specialists.data.keco_clean import _day_label as _day_label
from specialists.data.keco_clean import _hours_value as _hours_value
from specialists.data.keco_clean import _is_item_header as _is_item_header
from specialists.data.keco_clean import _normalize_hours_text as _normalize_hours_text
from specialists.data.keco_clean import _one_line as _one_line
from specialists.data.keco_clean import _or_none as _or_none
from specialists.data.keco_clean import _parse_coordinates as _parse_coordinates
from specialists.data.keco_clean import clean_items, summarize_hours
from specialists.data.points_import import locate
from specialists.data.schema import DatasetMeta
from specialists.data.sources import Table, open_table
from specialists.data.store import Place, PlaceStore
from specialists.data.streaming import Details, SeenKeys

__all__ = [
    "DATASET",
    "ImportReport",
    "KIND",
    "REQUIRED_COLUMNS",
    "SOURCE",
    "clean_items",
    "import_keco_sites",
    "open_keco_file",
    "parse_keco_sites",
    "summarize_hours",
]

DATASET = "keco-sites"
KIND = "keco_site"
SOURCE = "keco-import"

KST = timezone(timedelta(hours=9), "KST")

REQUIRED_COLUMNS: tuple[str, ...] = (
    "positnSn",
    "positnNm",
    "positnRgnNm",
    "positnLotnoAddr",
    "positnRdnmAddr",
    "positnPstnLat",
    "positnPstnLot",
    *(column for column, _ in _DAY_COLUMNS),
    _HOLIDAY_COLUMN,
    "bscTelnoCn",
    "rprsTelnoCn",
    "indivTelnoCn",
    "lnkgHmpgUrlAddr",
    "clctItemCn",
)


@dataclass
class ImportReport:
    dataset: str
    imported: int
    skipped: int
    skip_reasons: dict[str, int]  # reason -> count
    without_coordinates: dict[str, int]  # "unparseable" / "outside Korea" / "missing" -> count
    rows_read: int = 0  # data records in the file (imported + skipped)
    cleaning: dict[str, int] = field(default_factory=dict)  # what was cleaned, counted
    details: list[str] = field(
        default_factory=list
    )  # one line per skipped row / dropped coordinate

    @property
    def without_coordinates_total(self) -> int:
        return sum(self.without_coordinates.values())

    @property
    def with_coordinates(self) -> int:
        """Imported places with usable (parsed, plausible) coordinates: nearby-searchable."""
        return self.imported - self.without_coordinates_total

    def summary(self) -> str:
        """``"imported 409, skipped 0; 14 without usable coordinates (unparseable: 2, …)"``."""
        text = f"imported {self.imported}, skipped {self.skipped}"
        if self.skip_reasons:
            text += f" ({_format_counts(self.skip_reasons)})"
        text += f"; {self.without_coordinates_total} without usable coordinates"
        if self.without_coordinates:
            ordered = {
                reason: self.without_coordinates[reason]
                for reason in (*_COORD_REASON_ORDER, *sorted(self.without_coordinates))
                if reason in self.without_coordinates
            }
            text += f" ({_format_counts(ordered)})"
        return text


def _format_counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{reason}: {n}" for reason, n in counts.items())


# -- reading -------------------------------------------------------------------------------------


def _file_date(path: Path) -> str:
    return datetime.fromtimestamp(path.stat().st_mtime, tz=KST).date().isoformat()


class _KecoRows:
    """The KECO file read row by row: :meth:`places` streams the sites, :meth:`report` counts
    every outcome (complete once :meth:`places` is exhausted)."""

    def __init__(self, table: Table, as_of: str) -> None:
        self.table, self.as_of = table, as_of
        self.skip_reasons: Counter[str] = Counter()
        self.without: Counter[str] = Counter()
        self.cleaning: Counter[str] = Counter()
        self.details = Details()
        self.seen = SeenKeys()
        self.imported = 0

    def skip(self, reason: str, where: str) -> None:
        self.skip_reasons[reason] += 1
        self.details.append(f"{where}: skipped, {reason}")

    def places(self) -> Iterator[Place]:
        try:
            for where, record in self.table.rows():
                place = self._place(where, record)
                if place is not None:
                    self.imported += 1
                    yield place
        finally:
            self.seen.close()

    def _place(self, where: str, record: list[str]) -> Place | None:
        header = self.table.header
        if len(record) != len(header):
            self.skip(
                "wrong number of fields", f"{where} ({len(record)} fields, expected {len(header)})"
            )
            return None
        self.cleaning["fields trimmed"] += sum(1 for value in record if value != value.strip())
        row = dict(zip(header, record, strict=True))
        sn_text = row["positnSn"].strip()
        if not sn_text:
            self.skip("missing positnSn", where)
            return None
        try:
            sn = int(sn_text)
        except ValueError:
            self.skip("invalid positnSn", f"{where} ({sn_text!r})")
            return None
        where = f"positnSn {sn}"
        name = _one_line(row["positnNm"])
        if not name:
            self.skip("missing name", where)
            return None
        if not self.seen.add(sn):
            self.skip("duplicate positnSn", where)
            return None

        coords = _parse_coordinates(row["positnPstnLat"], row["positnPstnLot"])
        latitude: float | None
        longitude: float | None
        if isinstance(coords, str):
            latitude = longitude = None
            self.without[coords] += 1
            self.details.append(
                f"{where}: imported without coordinates, {coords} "
                f"(lat {row['positnPstnLat'].strip()!r}, lon {row['positnPstnLot'].strip()!r})"
            )
        else:
            latitude, longitude = coords

        place = Place(
            id=f"{DATASET}:{sn}",
            kind=KIND,
            name=name,
            address=_or_none(_one_line(row["positnRdnmAddr"]))
            or _or_none(_one_line(row["positnLotnoAddr"])),
            region=_or_none(_one_line(row["positnRgnNm"])),
            latitude=latitude,
            longitude=longitude,
            phone=_clean_phone(row),
            hours=summarize_hours(
                [row[column] for column, _ in _DAY_COLUMNS], row[_HOLIDAY_COLUMN]
            ),
            items=clean_items(row["clctItemCn"], self.cleaning),
            url=_clean_url(row["lnkgHmpgUrlAddr"], self.cleaning),
            source=SOURCE,
            as_of=self.as_of,
        )
        if not place.items:
            self.cleaning["rows without items"] += 1
        if place.hours and "계약종료" in place.hours:
            self.cleaning["hours say 계약종료 (contract ended)"] += 1
        return place

    def report(self) -> ImportReport:
        skips = self.skip_reasons + self.table.rejected
        return ImportReport(
            dataset=DATASET,
            imported=self.imported,
            skipped=sum(skips.values()),
            skip_reasons=dict(skips.most_common()),
            without_coordinates={
                r: self.without[r] for r in _COORD_REASON_ORDER if self.without[r]
            },
            rows_read=self.table.rows_read,
            cleaning=dict(self.cleaning),
            details=self.details.lines(),
        )


def open_keco_file(path: Path, as_of: str | None) -> _KecoRows:
    """The KECO file checked (UTF-8, columns) and ready to stream: ``.places()`` then
    ``.report()``; ``as_of`` defaults to the file's modification date in KST."""
    table = open_table(path, encodings=("utf-8-sig",))
    missing = [column for column in REQUIRED_COLUMNS if column not in table.header]
    if missing:
        raise ValueError(
            f"{path}: not the KECO recycling-compensation sites format; missing required "
            f"column(s): {', '.join(missing)}"
        )
    return _KecoRows(table, as_of if as_of is not None else _file_date(path))


def parse_keco_sites(path: Path, *, as_of: str | None = None) -> tuple[list[Place], ImportReport]:
    """Read and validate the KECO sites file. Raises ``ValueError`` (with a clear message) if the
    file is unreadable, not UTF-8, not CSV, or lacks required columns; bad rows are skipped or
    imported without coordinates and counted in the report, never dropped silently.

    ``as_of`` (ISO date) defaults to the file's modification date in KST.
    """
    parsed = open_keco_file(Path(path), as_of)
    places = list(parsed.places())
    return places, parsed.report()


def import_keco_sites(
    path: Path,
    store: PlaceStore | Path | str,
    *,
    origin: str = "imported",
    as_of: str | None = None,
) -> ImportReport:
    """Parse the KECO file and write it to ``store`` (a :class:`PlaceStore` or the SQLite file's path)
    as dataset ``"keco-sites"``.

    Idempotent: ids are ``"keco-sites:<positnSn>"``, so a re-import replaces rows; places of the
    dataset that are no longer in the file are removed.
    """
    parsed = open_keco_file(Path(path), as_of)
    located: Counter[str] = Counter()
    districts: set[str] = set()

    def places() -> Iterator[Place]:
        for place in locate(parsed.places(), located):
            if place.district_key:
                districts.add(place.district_key)
            yield place

    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with PlaceStore.opened(store) as places_store:  # from the file to the store, one transaction
        places_store.upsert_places(DATASET, places(), imported_at, replace_dataset=True)
        report = parsed.report()
        dropped = {
            **report.skip_reasons,
            **{f"kept without coordinates ({k})": v for k, v in report.without_coordinates.items()},
        }
        places_store.record(
            DatasetMeta(
                DATASET, report.imported, imported_at, len(districts), None, dropped, origin,
            )
        )  # fmt: skip
    return report
