"""Row cleaning for the KECO recycling-compensation sites file: items, hours, links, phones and
coordinates, one field at a time (see :mod:`specialists.data.keco_import` for the file's quirks).

The helpers take raw field text and return the cleaned value; those that clean something count
it in a ``Counter`` passed in by the importer, which reports the totals.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

__all__ = [
    "COORD_MISSING",
    "COORD_OUTSIDE",
    "COORD_UNPARSEABLE",
    "LAT_RANGE",
    "LON_RANGE",
    "clean_items",
    "summarize_hours",
]

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
