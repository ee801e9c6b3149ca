"""The official source files the shipped data is built from, read directly, so that tests can
assert every figure an answer gives against the source rather than against our own store.

They live in ``$ECO_TRIAGE_SOURCE_DATA`` (default ``<repo>/../shared/data``, where CI has them);
tests that need them are skipped, with the path in the reason, when they are absent.
"""

from __future__ import annotations

import csv
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from specialists.data.build import FEES, KECO, RULES, source_root

ROOT = source_root()
MEDICINE = ROOT / "public/2_collection_bins/전국폐의약품수거함_API원본_medicine_bins_raw.json"
CENTERS = ROOT / "public/bonus/전국재활용센터_raw_recycling_centers.json"
GANGNAM_CLOTHES = (
    ROOT / "public/2_collection_bins/seoul_clothing_bins_original/"
    "서울특별시 강남구_의류수거함 위치 현황_20240311.csv"
)

needs_sources = pytest.mark.skipif(
    not (ROOT / FEES).is_file(), reason=f"official source files not found under {ROOT}"
)


@cache
def _csv(path: Path, encoding: str) -> tuple[dict[str, str], ...]:
    with path.open(encoding=encoding, newline="") as fh:
        return tuple(csv.DictReader(fh))


def fee_rows(sido: str, sigungu: str) -> list[dict[str, str]]:
    return [
        r for r in _csv(ROOT / FEES, "utf-8") if (r["시도명"], r["시군구명"]) == (sido, sigungu)
    ]


def fee_districts() -> set[tuple[str, str]]:
    return {(r["시도명"], r["시군구명"]) for r in _csv(ROOT / FEES, "utf-8")}


def rules_rows(sido: str, sigungu: str) -> list[dict[str, str]]:
    return [
        r for r in _csv(ROOT / RULES, "cp949") if (r["시도명"], r["시군구명"]) == (sido, sigungu)
    ]


def clothing_rows_gangnam() -> tuple[dict[str, str], ...]:
    return _csv(GANGNAM_CLOTHES, "cp949")


@cache
def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8-sig"))


def medicine_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = _json(MEDICINE)
    return rows


def center_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = _json(CENTERS)
    return rows


def keco_path() -> Path:
    return ROOT / KECO
