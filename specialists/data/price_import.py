"""Importer for 한국환경공단 재활용가능자원 가격조사 (data.go.kr file data 3076421): monthly prices
(원/kg) of recyclable materials per survey region.

**What is and is not verified about the file layout.** The official column headers of the portal's
CSV could not be confirmed offline (no copy of the file or of its column description was found).
What is known comes from public code that reads it:

* a collector that downloads the portal file reads it as *wide*: the first column is the survey
  date (starting ``YYYY-MM``), the second the item name (e.g. ``압축 (PET)``, ``플레이크 PET(무색)``),
  then one column per survey region headed ``수도권, 강원, 충북, 충남, 전북, 전남, 경북, 경남``; the
  file has no 전국 (nationwide) column and is UTF-8 or CP949;
* the matching open API (data.go.kr 15156640, ``reutilMrktPrcExmn/getlist``) returns *long* rows
  with ``exmnYmd`` (survey date), ``stdgNm`` (region name, 전국 included), ``itemNm`` and
  ``mrktPrc`` (price).

So this importer accepts two layouts and documents one of them as the format of record:

1. **Long format (documented, the format of record)** — one price per row::

       survey_date,region,item_name,price_per_kg
       2025-03,수도권,신문지,130

   ``survey_date`` is ``YYYY-MM`` (``YYYY-MM-DD``, ``YYYYMM``, ``YYYY.MM`` accepted; the month is
   kept); ``region`` is a survey region name (전국/전국평균, 수도권, 강원, 충북, 충남, 전북, 전남, 경북,
   경남, optionally with 권) or its code (``nationwide``, ``capital``, ``gangwon``, …);
   ``price_per_kg`` is won per kg. The API's field names ``exmnYmd, stdgNm, itemNm, mrktPrc`` (and
   the Korean headers 조사일자/권역/품목명/가격) are accepted as aliases, so API rows saved as CSV
   import as they are. Any portal download can be converted to this layout.
2. **Wide format (as the portal file was read by the code above; headers unverified)** — a date
   column, an item column, then one column per survey region. The date and item columns are found
   by name (조사일자/조사년월/survey_date, 품목/품목명/item_name) or else taken to be the first two
   columns; other columns that are not regions are ignored and listed in the report. In this layout
   the report counts price *cells* (row × region); a row-level problem skips all its cells.

Every price is validated: unknown region, unreadable survey date, missing item name, blank price
(``-`` or empty: that region was not surveyed), non-numeric or negative price, and a second price
for the same month/region/item are skipped with a counted reason. Items get a category
(paper/plastic/glass/metal/tire, from words in the name) and a form (압축, 플레이크, 펠렛…) when the
name says so; names without a recognisable category are imported and counted.

A file with no importable price is rejected and the store left unchanged; otherwise the import
replaces the dataset (idempotent re-import).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from specialists.data.price_store import DATASET, PriceRow, PriceStore
from specialists.data.report import (
    DatasetReport,
    clean_text,
    column_indexes,
    read_csv_table,
    reject_if_empty,
)
from specialists.korean.materials import PRICE_REGIONS, REGION_NAMES

__all__ = [
    "DATASET",
    "LONG_COLUMNS",
    "TITLE",
    "import_recyclable_prices",
    "infer_category",
    "infer_form",
    "parse_recyclable_prices",
    "parse_region",
    "parse_survey_month",
]

TITLE = "재활용가능자원 가격조사"

LONG_COLUMNS: dict[str, tuple[str, ...]] = {
    "survey_date": (
        "survey_date",
        "exmnYmd",
        "조사일자",
        "조사년월",
        "조사일",
        "조사월",
        "기준년월",
    ),
    "region": ("region", "stdgNm", "권역", "권역명", "조사권역"),
    "item_name": ("item_name", "itemNm", "품목", "품목명"),
    "price_per_kg": ("price_per_kg", "mrktPrc", "가격", "가격(원/kg)", "단가", "시장가격"),
}
_WIDE_KEYS: dict[str, tuple[str, ...]] = {k: LONG_COLUMNS[k] for k in ("survey_date", "item_name")}

MAX_PRICE = 1_000_000.0  # won per kg; anything larger is a data error

# skip reasons
WRONG_FIELDS = "wrong number of fields"
INVALID_DATE = "invalid survey date"
MISSING_ITEM = "missing item name"
UNKNOWN_REGION = "unknown region"
MISSING_PRICE = "missing price"
INVALID_PRICE = "invalid price"
DUPLICATE = "duplicate price"

_REGIONS: dict[str, str] = {}
for _code in PRICE_REGIONS:
    _REGIONS[_code] = _code
    _REGIONS[REGION_NAMES[_code]] = _code
    _REGIONS[REGION_NAMES[_code] + "권"] = _code
_REGIONS.update({"전국평균": "nationwide", "national": "nationwide", "수도권역": "capital"})


def _compact(text: str) -> str:
    return "".join(text.split()).lower()


def parse_region(text: str) -> str | None:
    """``"수도권"``/``"capital"``/``"강원권"``/``"전국평균"`` → region code; ``None`` if not a survey region.

    Only survey-region names and codes are accepted: a 시도 name (``"서울"``) in the file is an
    error, not a guess."""
    key = _compact(re.sub(r"\(.*?\)", "", text))
    return _REGIONS.get(key)


def parse_survey_month(text: str) -> str | None:
    """``"2025-03"``/``"2025-03-10"``/``"202503"``/``"2025.3"``/``"2025년 3월"`` → ``"2025-03"``."""
    match = re.match(r"\s*(\d{4})\s*[-./년]?\s*(\d{1,2})(?!\d)", text) or re.match(
        r"\s*(\d{4})(\d{2})", text
    )
    if match is None:
        return None
    year, month = int(match[1]), int(match[2])
    if not (1990 <= year <= 2100 and 1 <= month <= 12):
        return None
    return f"{year:04d}-{month:02d}"


def _parse_price(text: str) -> float | None | str:
    """A price (won/kg), ``None`` for a blank cell, or ``INVALID_PRICE``."""
    raw = text.strip().replace(",", "").replace(" ", "")
    raw = raw.removesuffix("원/kg").removesuffix("원")
    if raw in ("", "-", "–", "—"):
        return None
    try:
        price = float(raw)
    except ValueError:
        return INVALID_PRICE
    if not math.isfinite(price) or price < 0 or price > MAX_PRICE:
        return INVALID_PRICE
    return price


_RESIN = re.compile(r"(?<![a-z])(pet|pe|pp|ps|abs|pvc|eps|hdpe|ldpe|ldpe/lldpe)(?![a-z])")
_CATEGORY_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("tire", ("타이어", "고무")),
    ("glass", ("유리", "컬릿")),
    ("metal", ("철", "알루미늄", "캔", "스크랩", "구리", "비철", "금속", "스테인", "황동")),
    ("plastic", ("플라스틱", "스티로폼", "합성수지", "비닐", "페트")),
    ("paper", ("신문", "골판지", "폐지", "종이", "판지", "지류", "잡지", "책")),
)


def infer_category(name: str) -> str | None:
    """The survey category a (survey) item name belongs to, from the words in it."""
    low = name.lower()
    for category, words in _CATEGORY_WORDS:
        if any(word in low for word in words):
            return category
    return "plastic" if _RESIN.search(low) else None


_FORMS: tuple[tuple[str, str], ...] = (
    ("플레이크", "플레이크"),
    ("펠렛", "펠렛"),
    ("펠릿", "펠렛"),
    ("압축", "압축"),
    ("분말", "분말"),
    ("컬릿", "파유리(컬릿)"),
    ("파유리", "파유리(컬릿)"),
    ("잉고트", "잉고트"),
)


def infer_form(name: str) -> str | None:
    for word, form in _FORMS:
        if word in name:
            return form
    return None


@dataclass
class _Collector:
    """Validates prices one by one and counts every outcome."""

    prices: list[PriceRow]
    skips: Counter[str]
    cleaning: Counter[str]
    details: list[str]
    seen: set[tuple[str, str, str]]

    def skip(self, reason: str, where: str, n: int = 1) -> None:
        self.skips[reason] += n
        self.details.append(f"{where}: skipped, {reason}" + (f" ({n} prices)" if n > 1 else ""))

    def add(self, month: str, region: str, item: str, price_text: str, where: str) -> None:
        price = _parse_price(price_text)
        if price is None:
            self.skip(MISSING_PRICE, where)
            return
        if isinstance(price, str):
            self.skip(price, f"{where} ({price_text.strip()!r})")
            return
        identity = (month, region, item)
        if identity in self.seen:
            self.skip(DUPLICATE, where)
            return
        self.seen.add(identity)
        category = infer_category(item)
        if category is None:
            self.cleaning["items without a known category"] += 1
        self.prices.append(PriceRow(month, region, item, category, infer_form(item), price))


def parse_recyclable_prices(path: Path) -> tuple[list[PriceRow], DatasetReport]:
    """Read and validate a price-survey CSV (long or wide layout, see the module docstring).
    Raises ``ValueError`` (one line) for an unreadable file or an unknown layout."""
    path = Path(path)
    table = read_csv_table(path, title=TITLE)
    header = table.header
    long_index = column_indexes(header, LONG_COLUMNS)
    acc = _Collector([], Counter(), Counter(), [], set())
    values_read = 0

    if len(long_index) == len(LONG_COLUMNS):
        for line, record in table.records:
            values_read += 1
            where = f"line {line}"
            if len(record) != len(header):
                acc.skip(WRONG_FIELDS, f"{where} ({len(record)} fields, expected {len(header)})")
                continue
            date_text = record[long_index["survey_date"]]
            month = parse_survey_month(date_text)
            item = clean_text(record[long_index["item_name"]])
            region_text = clean_text(record[long_index["region"]])
            region = parse_region(region_text)
            where = f"{where} ({region_text} {item})".replace("  ", " ")
            if month is None:
                acc.skip(INVALID_DATE, f"{where} ({date_text.strip()!r})")
            elif not item:
                acc.skip(MISSING_ITEM, where)
            elif region is None:
                acc.skip(UNKNOWN_REGION, where)
            else:
                acc.add(month, region, item, record[long_index["price_per_kg"]], where)
    else:
        region_columns = [
            (i, code) for i, name in enumerate(header) if (code := parse_region(name))
        ]
        fixed = column_indexes(header, _WIDE_KEYS)
        date_col = fixed.get("survey_date", 0)
        item_col = fixed.get("item_name", 1)
        usable = region_columns and {date_col, item_col}.isdisjoint(i for i, _ in region_columns)
        if not usable or date_col == item_col:
            raise ValueError(
                f"{path}: not a {TITLE} file; expected the columns "
                f"{', '.join(LONG_COLUMNS)} (or a date column, an item column and one column per "
                f"survey region: {', '.join(REGION_NAMES[r] for r in PRICE_REGIONS)})"
            )
        ignored = [
            name
            for i, name in enumerate(header)
            if i not in (date_col, item_col) and i not in dict(region_columns)
        ]
        if ignored:
            acc.cleaning["columns ignored"] = len(ignored)
            acc.details.append(f"columns ignored: {', '.join(ignored)}")
        for line, record in table.records:
            n = len(region_columns)
            values_read += n
            where = f"line {line}"
            if len(record) != len(header):
                acc.skip(WRONG_FIELDS, f"{where} ({len(record)} fields, expected {len(header)})", n)
                continue
            month = parse_survey_month(record[date_col])
            item = clean_text(record[item_col])
            if month is None:
                acc.skip(INVALID_DATE, f"{where} ({record[date_col].strip()!r})", n)
                continue
            if not item:
                acc.skip(MISSING_ITEM, where, n)
                continue
            for i, region in region_columns:
                acc.add(month, region, item, record[i], f"{where} ({header[i]} {item})")

    acc.skips.update(table.rejected)
    months = [p.survey_month for p in acc.prices]
    report = DatasetReport(
        dataset=DATASET,
        imported=len(acc.prices),
        skipped=sum(acc.skips.values()),
        skip_reasons=dict(acc.skips.most_common()),
        rows_read=values_read,
        encoding=table.encoding,
        as_of=max(months) if months else None,
        cleaning=dict(acc.cleaning),
        details=acc.details,
    )
    return acc.prices, report


def import_recyclable_prices(path: Path, store: PriceStore | Path | str) -> DatasetReport:
    """Parse the file and replace the ``"recyclable-prices"`` dataset in ``store`` (a
    :class:`PriceStore` or the SQLite file's path). Re-importing is idempotent."""
    prices, report = parse_recyclable_prices(path)
    reject_if_empty(Path(path), report, TITLE)
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with PriceStore.opened(store) as target:
        target.upsert(prices, imported_at)
    return report
