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
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

from specialists.common.store import Place, PlaceStore

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

# Plausible box for the Korean peninsula and islands (Jeju ≈ 33.1°N, Dokdo ≈ 131.9°E).
LAT_RANGE = (33.0, 39.0)
LON_RANGE = (124.0, 132.0)

# Reasons a row is imported without coordinates, in report order.
COORD_UNPARSEABLE = "unparseable"
COORD_OUTSIDE = "outside Korea"
COORD_MISSING = "missing"
_COORD_REASON_ORDER = (COORD_UNPARSEABLE, COORD_OUTSIDE, COORD_MISSING)

_DAY_COLUMNS: tuple[tuple[str, str], ...] = (
    ("monSalsHrExplnCn", "월"),
    ("tuesSalsHrExplnCn", "화"),
    ("wedSalsHrExplnCn", "수"),
    ("thurSalsHrExplnCn", "목"),
    ("friSalsHrExplnCn", "금"),
    ("satSalsHrExplnCn", "토"),
    ("sunSalsHrExplnCn", "일"),
)
_HOLIDAY_COLUMN = "lhldySalsHrExplnCn"

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


# -- field cleaning ------------------------------------------------------------------------------


def _one_line(value: str) -> str:
    """Trim and collapse every whitespace run (newlines included) into one space."""
    return " ".join(value.split())


def _or_none(value: str) -> str | None:
    return value or None


# Fixes applied to every item name, in order: (pattern, replacement, what).
_ITEM_FIXES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile("패트"), "페트"),  # 투명패트병 → 투명페트병
    (re.compile("플리스틱"), "플라스틱"),
    (re.compile("페트명"), "페트병"),  # 투명페트명 → 투명페트병
    (re.compile("^외류"), "의류"),  # 외류 외(가방, 신발) → 의류 외(가방, 신발)
    (re.compile("(?<![A-Za-z])pet(?![A-Za-z])", re.IGNORECASE), "PET"),  # 투명pet → 투명PET
    (re.compile("^others?$", re.IGNORECASE), "OTHER"),
    (re.compile("^(알루미늄|철)캔$"), r"\1 캔"),  # one spelling: 알루미늄캔 → 알루미늄 캔
)
_CAN_METALS = frozenset({"알루미늄", "철"})


def _is_item_header(line: str) -> bool:
    """``"(캔류)"``, ``"(플라스틱류(뚜껑 포함))"``: a category header, not an item.

    A line that only *starts* with a parenthesis is an item and is kept:
    ``"(폐건전지 교환) 폐건전지 20개<->새건전지 2개"``.
    """
    return line.startswith("(") and line.endswith(")")


def clean_items(raw: str, counts: Counter[str] | None = None) -> tuple[str, ...]:
    """Item names from the multi-line ``clctItemCn`` field: headers dropped, typos fixed,
    whitespace collapsed, duplicates removed (first occurrence wins).

    A header gives the lines below it their meaning, so a bare metal under a can header is
    qualified: ``"(캔류)\n알루미늄\n철"`` → ``("알루미늄 캔", "철 캔")`` (an item search for
    "캔" must find it).
    """
    tally: Counter[str] = Counter() if counts is None else counts
    items: list[str] = []
    header = ""
    for line in raw.splitlines():
        text = _one_line(line)
        if not text:
            continue
        if _is_item_header(text):
            header = text
            tally["item headers dropped"] += 1
            continue
        fixed = text
        for pattern, replacement in _ITEM_FIXES:
            fixed = pattern.sub(replacement, fixed)
        if fixed.count("(") > fixed.count(")"):  # 무색페트병(투명페트병 → 무색페트병(투명페트병)
            fixed += ")" * (fixed.count("(") - fixed.count(")"))
        if fixed != text:
            tally["item names fixed"] += 1
        if "캔" in header and fixed in _CAN_METALS:
            fixed += " 캔"
            tally["items qualified by their header"] += 1
        if fixed not in items:
            items.append(fixed)
    return tuple(items)


_HOUR_MINUTE = re.compile(r"(?<!\d)(\d{1,2})\s*시\s*(\d{1,2})\s*분")
_HOUR_ONLY = re.compile(r"(?<!\d)(\d{1,2})\s*시(?!간)")
_SHORT_HOUR = re.compile(r"(?<![\d:])(\d):(\d\d)")
_TILDE = re.compile(r"\s*~\s*")


def _normalize_hours_text(raw: str) -> str:
    """``"09:00 ~ 12:00,\\n14:00 ~ 17:00"`` → ``"09:00~12:00, 14:00~17:00"``;
    ``"10시~22시   (하절기(7~9월) 10시~23시)"`` → ``"10:00~22:00 (하절기(7~9월) 10:00~23:00)"``."""
    text = ""
    for line in raw.splitlines():
        part = _one_line(line).rstrip(",").strip()
        if not part:
            continue
        if not text:
            text = part
        elif part.startswith("("):  # a remark on the previous line: "(1,3,5주)"
            text += " " + part
        else:
            text += ", " + part
    text = _HOUR_MINUTE.sub(lambda m: f"{int(m[1]):02d}:{int(m[2]):02d}", text)
    text = _HOUR_ONLY.sub(lambda m: f"{int(m[1]):02d}:00", text)
    text = _SHORT_HOUR.sub(r"0\1:\2", text)
    return _TILDE.sub("~", text)


_CLOSED = "휴무"
_CLOSED_WORDS = frozenset({"휴무", "전체휴무"})


def _day_label(indices: Sequence[int]) -> str:
    """Day indices (0 = 월) → ``"월~금"``, ``"토·일"``, ``"월·수·금"``, ``"월~수·금"``."""
    labels = [label for _, label in _DAY_COLUMNS]
    runs: list[list[int]] = []
    for i in sorted(indices):
        if runs and i == runs[-1][-1] + 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(f"{labels[run[0]]}~{labels[run[-1]]}")
        else:
            parts.extend(labels[i] for i in run)
    return "·".join(parts)


def _hours_value(raw: str) -> str:
    text = _normalize_hours_text(raw)
    return _CLOSED if text in _CLOSED_WORDS else text


def summarize_hours(weekdays: Sequence[str], holiday: str = "") -> str | None:
    """One compact line from the seven weekday texts (Mon..Sun) and the public-holiday text.

    Days with the same hours are grouped and closed days are folded into one trailing note:
    ``"월~금 09:00~18:00, 토 09:00~13:00, 그 외 휴무"``; ``"화 11:00~14:00, 그 외 휴무"`` ("그 외"
    includes public holidays unless they are listed). Seven identical days read
    ``"매일 09:00~21:00"`` (or just ``"상시"``). Returns ``None`` if every column is empty.
    """
    if len(weekdays) != 7:
        raise ValueError("weekdays must hold the 7 texts from Monday to Sunday")
    values = [_hours_value(text) for text in weekdays]
    holiday_value = _hours_value(holiday)
    if values[0] and all(value == values[0] for value in values):
        every_day = values[0]
        text = f"매일 {every_day}" if any(ch.isdigit() for ch in every_day) else every_day
        if holiday_value and holiday_value != every_day:
            text += f", 공휴일 {holiday_value}"
        return text
    groups: dict[str, list[int]] = {}
    for i, value in enumerate(values):
        if value and value != _CLOSED:
            groups.setdefault(value, []).append(i)
    parts = [f"{_day_label(days)} {value}" for value, days in groups.items()]
    if holiday_value and holiday_value != _CLOSED:
        parts.append(f"공휴일 {holiday_value}")
    closed = [i for i, value in enumerate(values) if value == _CLOSED]
    if closed:
        # "그 외" only when every day and the holiday are known; otherwise name the days.
        if parts and holiday_value and all(values):
            parts.append(f"그 외 {_CLOSED}")
        else:
            label = _day_label(closed) + ("·공휴일" if holiday_value == _CLOSED else "")
            parts.append(f"{label} {_CLOSED}")
    elif holiday_value == _CLOSED:
        parts.append(f"공휴일 {_CLOSED}")
    return ", ".join(parts) or None


_URL_IN_TEXT = re.compile(r"https?://[^\s()<>]+", re.IGNORECASE)
_BARE_HOST = re.compile(r"^www\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/\S*)?$", re.IGNORECASE)
# Measured data errors in the shared file, fixed explicitly rather than guessed:
# * "www.jecheon,go.kr": comma for dot (제천시, 17 rows).
# * "www.yd22.go.kr" … "www.yd31.go.kr": a spreadsheet fill series dragged down from
#   "www.yd21.go.kr" (영동군청) over the 11 영동군 rows; those hosts are not the county's site.
_URL_FIXES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^www\.jecheon,go\.kr$"), "www.jecheon.go.kr"),
    (re.compile(r"^www\.yd(2[2-9]|3[01])\.go\.kr$"), "www.yd21.go.kr"),
)


def _clean_url(raw: str, counts: Counter[str]) -> str | None:
    """An http(s) URL, or ``None`` for an app name such as ``"수퍼빈모아(애플리케이션)"``."""
    text = _one_line(raw)
    if not text:
        return None
    for pattern, replacement in _URL_FIXES:
        if pattern.match(text):
            text = pattern.sub(replacement, text)
            counts["urls fixed"] += 1
            break
    found = _URL_IN_TEXT.search(text)
    if found:
        return found.group(0)
    if _BARE_HOST.match(text):
        return "https://" + text
    counts["non-URL link texts dropped"] += 1
    return None


def _clean_phone(row: dict[str, str]) -> str | None:
    for column in ("rprsTelnoCn", "indivTelnoCn", "bscTelnoCn"):
        lines = [_one_line(line) for line in row[column].splitlines()]
        text = " / ".join(line for line in lines if line)
        if text:
            return text
    return None


def _parse_coordinates(lat_raw: str, lon_raw: str) -> tuple[float, float] | str:
    """``(latitude, longitude)``, or the reason (a string) why the pair is not usable."""
    lat_text, lon_text = lat_raw.strip(), lon_raw.strip()
    if not lat_text or not lon_text:
        return COORD_MISSING
    try:
        lat, lon = float(lat_text), float(lon_text)
    except ValueError:
        return COORD_UNPARSEABLE
    if not (math.isfinite(lat) and math.isfinite(lon)):
        return COORD_UNPARSEABLE
    if not (LAT_RANGE[0] <= lat <= LAT_RANGE[1] and LON_RANGE[0] <= lon <= LON_RANGE[1]):
        return COORD_OUTSIDE
    return lat, lon


# -- reading -------------------------------------------------------------------------------------


def _read_text(path: Path) -> str:
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
    as_of = as_of or _file_date(path)
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


def import_keco_sites(path: Path, store: PlaceStore) -> ImportReport:
    """Parse the KECO file and write it to ``store`` as dataset ``"keco-sites"``.

    Idempotent: ids are ``"keco-sites:<positnSn>"``, so a re-import replaces rows; places of the
    dataset that are no longer in the file are removed.
    """
    places, report = parse_keco_sites(path)
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    store.upsert_places(DATASET, places, imported_at, replace_dataset=True)
    return report
