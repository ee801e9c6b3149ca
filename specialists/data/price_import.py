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
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from specialists.data.price_store import DATASET, PriceRow, PriceStore
from specialists.data.report import (
    DatasetReport,
    clean_text,
    column_indexes,
    reject_if_empty,
)
from specialists.data.sources import Table, open_table
from specialists.data.streaming import Details, SeenKeys, checked_at_end
from specialists.korean.materials import PRICE_REGIONS, REGION_NAMES

__all__ = [
    "DATASET",
    "LONG_COLUMNS",
    "TITLE",
    "import_recyclable_prices",
    "infer_category",
    "infer_form",
    "open_price_file",
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

    skips: Counter[str] = field(default_factory=Counter)
    cleaning: Counter[str] = field(default_factory=Counter)
    details: Details = field(default_factory=Details)
    seen: SeenKeys = field(default_factory=SeenKeys)
    imported: int = 0
    newest: str = ""
    values_read: int = 0

    def skip(self, reason: str, where: str, n: int = 1) -> None:
        self.skips[reason] += n
        self.details.append(f"{where}: skipped, {reason}" + (f" ({n} prices)" if n > 1 else ""))

    def add(
        self, month: str, region: str, item: str, price_text: str, where: str
    ) -> PriceRow | None:
        price = _parse_price(price_text)
        if price is None:
            self.skip(MISSING_PRICE, where)
            return None
        if isinstance(price, str):
            self.skip(price, f"{where} ({price_text.strip()!r})")
            return None
        if not self.seen.add((month, region, item)):
            self.skip(DUPLICATE, where)
            return None
        category = infer_category(item)
        if category is None:
            self.cleaning["items without a known category"] += 1
        self.imported += 1
        self.newest = max(self.newest, month)
        return PriceRow(month, region, item, category, infer_form(item), price)


@dataclass
class _Wide:
    """The wide layout's columns: survey date, item, and one per survey region."""

    date_col: int
    item_col: int
    regions: list[tuple[int, str]]


class _PriceRows:
    """One price file read row by row (:meth:`rows`), counted (:meth:`report`, once exhausted)."""

    def __init__(self, table: Table, long_index: dict[str, int], wide: _Wide | None) -> None:
        self.table, self.long_index, self.wide = table, long_index, wide
        self.acc = _Collector()

    def rows(self) -> Iterator[PriceRow]:
        try:
            for where, record in self.table.rows():
                found = (
                    self._long(where, record) if self.wide is None else self._wide(where, record)
                )
                yield from (row for row in found if row is not None)
        finally:
            self.acc.seen.close()

    def _long(self, where: str, record: list[str]) -> list[PriceRow | None]:
        acc, index, header = self.acc, self.long_index, self.table.header
        acc.values_read += 1
        if len(record) != len(header):
            acc.skip(WRONG_FIELDS, f"{where} ({len(record)} fields, expected {len(header)})")
            return []
        date_text = record[index["survey_date"]]
        month = parse_survey_month(date_text)
        item = clean_text(record[index["item_name"]])
        region_text = clean_text(record[index["region"]])
        region = parse_region(region_text)
        where = f"{where} ({region_text} {item})".replace("  ", " ")
        if month is None:
            acc.skip(INVALID_DATE, f"{where} ({date_text.strip()!r})")
        elif not item:
            acc.skip(MISSING_ITEM, where)
        elif region is None:
            acc.skip(UNKNOWN_REGION, where)
        else:
            return [acc.add(month, region, item, record[index["price_per_kg"]], where)]
        return []

    def _wide(self, where: str, record: list[str]) -> list[PriceRow | None]:
        acc, wide, header = self.acc, self.wide, self.table.header
        assert wide is not None
        n = len(wide.regions)
        acc.values_read += n
        if len(record) != len(header):
            acc.skip(WRONG_FIELDS, f"{where} ({len(record)} fields, expected {len(header)})", n)
            return []
        month = parse_survey_month(record[wide.date_col])
        item = clean_text(record[wide.item_col])
        if month is None:
            acc.skip(INVALID_DATE, f"{where} ({record[wide.date_col].strip()!r})", n)
            return []
        if not item:
            acc.skip(MISSING_ITEM, where, n)
            return []
        return [
            acc.add(month, region, item, record[i], f"{where} ({header[i]} {item})")
            for i, region in wide.regions
        ]

    def report(self) -> DatasetReport:
        acc = self.acc
        skips = acc.skips + self.table.rejected
        return DatasetReport(
            dataset=DATASET,
            imported=acc.imported,
            skipped=sum(skips.values()),
            skip_reasons=dict(skips.most_common()),
            rows_read=acc.values_read,
            encoding=self.table.encoding,
            as_of=acc.newest or None,
            cleaning=dict(acc.cleaning),
            details=acc.details.lines(),
        )


def open_price_file(path: Path) -> _PriceRows:
    """The price file checked (file, encoding, long or wide layout) and ready to stream:
    ``.rows()`` then ``.report()``."""
    table = open_table(path)
    header = table.header
    long_index = column_indexes(header, LONG_COLUMNS)
    if len(long_index) == len(LONG_COLUMNS):
        return _PriceRows(table, long_index, None)
    region_columns = [(i, code) for i, name in enumerate(header) if (code := parse_region(name))]
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
    parsed = _PriceRows(table, long_index, _Wide(date_col, item_col, region_columns))
    ignored = [
        name
        for i, name in enumerate(header)
        if i not in (date_col, item_col) and i not in dict(region_columns)
    ]
    if ignored:
        parsed.acc.cleaning["columns ignored"] = len(ignored)
        parsed.acc.details.append(f"columns ignored: {', '.join(ignored)}")
    return parsed


def parse_recyclable_prices(path: Path) -> tuple[list[PriceRow], DatasetReport]:
    """Read and validate a price-survey CSV (long or wide layout, see the module docstring).
    Raises ``ValueError`` (one line) for an unreadable file or an unknown layout."""
    parsed = open_price_file(Path(path))
    prices = list(parsed.rows())
    return prices, parsed.report()


def import_recyclable_prices(path: Path, store: PriceStore | Path | str) -> DatasetReport:
    """Parse the file and replace the ``"recyclable-prices"`` dataset in ``store`` (a
    :class:`PriceStore` or the SQLite file's path). Re-importing is idempotent."""
    parsed = open_price_file(Path(path))
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")
    with PriceStore.opened(store) as target:  # from the file to the store, one transaction
        target.upsert(
            checked_at_end(parsed.rows(), lambda: reject_if_empty(path, parsed.report(), TITLE)),
            imported_at,
        )
    return parsed.report()
