"""Importer for the KECO (한국환경공단) recycling-compensation sites file.

The file lists sites that buy back clean recyclables (고품질 재활용품 유가보상). Its measured quirks
(see ``original-system.md`` §6.1) and how they are handled:

* UTF-8 without a BOM (a BOM is tolerated); every row has multi-line quoted fields, so the file
  is read with the ``csv`` module on text decoded as a whole (the ``newline=""`` behaviour).
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

import csv
import io
from collections import Counter
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
from specialists.data.sanitize import check_row
from specialists.data.schema import DatasetMeta
from specialists.data.sources import check_file
from specialists.data.store import Place, PlaceStore

__all__ = [
    "DATASET",
    "KIND",
    "REQUIRED_COLUMNS",
    "SOURCE",
    "ImportReport",
    "clean_items",
    "import_keco_sites",
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


def _read_text(path: Path) -> str:
    check_file(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ValueError(f"{path}: file not found") from None
    except OSError as exc:
        raise ValueError(f"{path}: cannot read file ({exc.strerror or exc})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValueError(
            f"{path}: not UTF-8 text (invalid byte at offset {exc.start}); the KECO file is "
            "UTF-8 — if this copy was saved as CP949/EUC-KR, re-save it as UTF-8"
        ) from None


def _file_date(path: Path) -> str:
    return datetime.fromtimestamp(path.stat().st_mtime, tz=KST).date().isoformat()


def parse_keco_sites(path: Path, *, as_of: str | None = None) -> tuple[list[Place], ImportReport]:
    """Read and validate the KECO sites file. Raises ``ValueError`` (with a clear message) if the
    file is unreadable, not UTF-8, not CSV, or lacks required columns; bad rows are skipped or
    imported without coordinates and counted in the report, never dropped silently.

    ``as_of`` (ISO date) defaults to the file's modification date in KST.
    """
    path = Path(path)
    text = _read_text(path)
    as_of = as_of if as_of is not None else _file_date(path)
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header_row = next(reader, None)
        if header_row is None:
            raise ValueError(f"{path}: empty file (no header row)")
        header = [name.strip() for name in header_row]
        missing = [column for column in REQUIRED_COLUMNS if column not in header]
        if missing:
            raise ValueError(
                f"{path}: not the KECO recycling-compensation sites format; missing required "
                f"column(s): {', '.join(missing)}"
            )
        records: list[tuple[int, list[str]]] = []  # (first line of the record, fields)
        end = reader.line_num
        for record in reader:
            records.append((end + 1, record))
            end = reader.line_num
    except csv.Error as exc:
        raise ValueError(
            f"{path}: not a readable CSV file (line {reader.line_num}: {exc})"
        ) from None

    places: list[Place] = []
    skip_reasons: Counter[str] = Counter()
    without: Counter[str] = Counter()
    cleaning: Counter[str] = Counter()
    details: list[str] = []
    seen: set[int] = set()

    def skip(reason: str, where: str) -> None:
        skip_reasons[reason] += 1
        details.append(f"{where}: skipped, {reason}")

    rows_read = 0
    for line_num, record in records:
        if not any(value.strip() for value in record):
            continue  # a blank line between records is not a record
        rows_read += 1
        where = f"line {line_num}"
        if len(record) != len(header):
            skip(
                "wrong number of fields", f"{where} ({len(record)} fields, expected {len(header)})"
            )
            continue
        rejected = check_row(record)
        if rejected is not None:
            skip(rejected, where)
            continue
        cleaning["fields trimmed"] += sum(1 for value in record if value != value.strip())
        row = dict(zip(header, record, strict=True))
        sn_text = row["positnSn"].strip()
        if not sn_text:
            skip("missing positnSn", where)
            continue
        try:
            sn = int(sn_text)
        except ValueError:
            skip("invalid positnSn", f"{where} ({sn_text!r})")
            continue
        where = f"positnSn {sn}"
        if sn in seen:
            skip("duplicate positnSn", where)
            continue
        name = _one_line(row["positnNm"])
        if not name:
            skip("missing name", where)
            continue
        seen.add(sn)

        coords = _parse_coordinates(row["positnPstnLat"], row["positnPstnLot"])
        latitude: float | None
        longitude: float | None
        if isinstance(coords, str):
            latitude = longitude = None
            without[coords] += 1
            details.append(
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
            items=clean_items(row["clctItemCn"], cleaning),
            url=_clean_url(row["lnkgHmpgUrlAddr"], cleaning),
            source=SOURCE,
            as_of=as_of,
        )
        if not place.items:
            cleaning["rows without items"] += 1
        if place.hours and "계약종료" in place.hours:
            cleaning["hours say 계약종료 (contract ended)"] += 1
        places.append(place)

    report = ImportReport(
        dataset=DATASET,
        imported=len(places),
        skipped=sum(skip_reasons.values()),
        skip_reasons=dict(skip_reasons.most_common()),
        without_coordinates={r: without[r] for r in _COORD_REASON_ORDER if without[r]},
        rows_read=rows_read,
        cleaning=dict(cleaning),
        details=details,
    )
    return places, report


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
    places, report = parse_keco_sites(path, as_of=as_of)
    located: Counter[str] = Counter()
    places = locate(places, located)
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    dropped = {
        **report.skip_reasons,
        **{f"kept without coordinates ({k})": v for k, v in report.without_coordinates.items()},
    }
    with PlaceStore.opened(store) as places_store:
        places_store.upsert_places(DATASET, places, imported_at, replace_dataset=True)
        places_store.record(
            DatasetMeta(
                DATASET, report.imported, imported_at,
                len({p.district_key for p in places if p.district_key}), None,
                dropped, origin,
            )
        )  # fmt: skip
    return report
