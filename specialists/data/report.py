"""What every importer shares: the import report, cell clean-up, dates and district resolution."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from specialists.data.schema import DatasetMeta
from specialists.korean.gazetteer import District, lookup_district

__all__ = [
    "AMBIGUOUS_DISTRICT",
    "UNKNOWN_DISTRICT",
    "DatasetReport",
    "DistrictResolver",
    "clean_text",
    "column_indexes",
    "format_counts",
    "optional_text",
    "parse_iso_date",
    "reject_if_empty",
]

UNKNOWN_DISTRICT = "unknown district"
AMBIGUOUS_DISTRICT = "ambiguous district"
_NONE_TEXT = {"", "-", "없음", "해당없음", "null", "none"}


@dataclass
class DatasetReport:
    """What an import did: ``imported N, skipped M (reason: n, …)`` plus counted clean-ups."""

    dataset: str
    imported: int
    skipped: int
    skip_reasons: dict[str, int]  # reason -> count, most common first
    rows_read: int = 0  # records read from the file (imported + skipped)
    encoding: str = "utf-8"
    as_of: str | None = None  # newest date in the file (데이터기준일자 / survey month)
    cleaning: dict[str, int] = field(default_factory=dict)  # what was normalised, counted
    details: list[str] = field(default_factory=list)  # one line per skipped or cleaned record
    districts: int = 0  # 시군구 covered by the imported rows

    def meta(self, imported_at: str, origin: str) -> DatasetMeta:
        """The dataset record a store keeps for this import (``origin``: shipped or imported)."""
        return DatasetMeta(
            self.dataset, self.imported, imported_at, self.districts, self.as_of,
            self.skip_reasons, origin,
        )  # fmt: skip

    def summary(self) -> str:
        """``"imported 7, skipped 3 (missing fee: 1, …); free items: 1; encoding cp949; as of …"``."""
        text = f"imported {self.imported}, skipped {self.skipped}"
        if self.skip_reasons:
            text += f" ({format_counts(self.skip_reasons)})"
        if self.cleaning:
            text += f"; {format_counts(self.cleaning)}"
        text += f"; encoding {self.encoding}"
        if self.as_of:
            text += f"; as of {self.as_of}"
        return text


def format_counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{reason}: {n}" for reason, n in counts.items())


def column_indexes(header: list[str], columns: dict[str, tuple[str, ...]]) -> dict[str, int]:
    """canonical column -> index of its first header spelling (spaces inside names ignored)."""
    compact = ["".join(name.split()) for name in header]
    found: dict[str, int] = {}
    for canonical, spellings in columns.items():
        for spelling in spellings:
            if spelling in compact:
                found[canonical] = compact.index(spelling)
                break
    return found


def clean_text(value: str) -> str:
    """Trim and collapse every whitespace run (newlines included) into one space."""
    return " ".join(value.split())


def optional_text(value: str) -> str | None:
    text = clean_text(value)
    return None if text.lower() in _NONE_TEXT else text


def parse_iso_date(value: str) -> str | None:
    """``"20240715"`` / ``"2024-07-15"`` / ``"2024.07.15"`` / ``"2024-7-5"`` → ``"2024-07-15"``."""
    text = value.strip()
    match = re.fullmatch(r"(\d{4})[-./년\s]*(\d{1,2})[-./월\s]*(\d{1,2})일?(?:[ T].*)?", text)
    if match is None:
        return None
    try:
        return datetime(int(match[1]), int(match[2]), int(match[3]), tzinfo=UTC).date().isoformat()
    except ValueError:
        return None


def reject_if_empty(path: Path, report: DatasetReport, title: str) -> None:
    """A file none of whose rows could be imported is an error, not an empty dataset."""
    if report.imported == 0:
        reasons = f" ({format_counts(report.skip_reasons)})" if report.skip_reasons else ""
        raise ValueError(
            f"{path}: no importable rows in the {title} file; skipped {report.skipped}{reasons}"
        )


class DistrictResolver:
    """Memoised ``(시도명, 시군구명)`` → district (a file repeats each pair hundreds of times).

    The pair is looked up first, so the 시도 picks the right 중구/동구; if it does not resolve, the
    시군구 alone is tried: a unique hit is accepted and remembered in :attr:`relocated`
    (``경상북도 군위군`` → 대구광역시 군위군, moved in 2023).
    """

    def __init__(self) -> None:
        self._cache: dict[tuple[str, str], District | str] = {}
        self.relocated: set[tuple[str, str]] = set()

    def resolve(self, sido: str, sigungu: str) -> District | str:
        if sigungu in ("없음", "-", "해당없음"):  # 세종특별자치시 rows: the 시도 is the district
            sigungu = ""
        key = (sido, sigungu)
        if key not in self._cache:
            self._cache[key] = self._resolve(sido, sigungu)
        return self._cache[key]

    def _resolve(self, sido: str, sigungu: str) -> District | str:
        if sido:
            both = lookup_district(f"{sido} {sigungu}".strip())
            if len(both) == 1:
                return both[0]
        if not sigungu:
            return UNKNOWN_DISTRICT
        alone = lookup_district(sigungu)
        if len(alone) == 1:
            if sido:
                self.relocated.add((sido, sigungu))
            return alone[0]
        return AMBIGUOUS_DISTRICT if alone else UNKNOWN_DISTRICT


def counted(counter: Counter[str]) -> dict[str, int]:
    """A counter as a plain dict, most common first, zero counts dropped."""
    return {k: v for k, v in counter.most_common() if v}
