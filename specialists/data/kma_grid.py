"""The KMA 단기예보 grid table (격자_위경도, version 2024-01-01) as district coordinates.

Each 시군구 row gives the KMA representative point (decimal degrees, columns 경도(초/100) and
위도(초/100)) and the forecast grid cell (격자 X/Y = nx/ny). A 시 with 일반구 (수원시: 장안구,
권선구, 팔달구, 영통구) has no row of its own: it gets the mean of its wards' points and grid cells
(rounded). :func:`rewrite_gazetteer` writes these into ``specialists/korean/districts.json``
(``python -m specialists.data.build --districts``); a test checks the file matches the table.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

from specialists.korean.gazetteer import District, lookup_district

__all__ = ["GridPoint", "kma_points", "rewrite_gazetteer"]

TITLE = "기상청 단기예보 조회서비스 격자_위경도(20240101)"


@dataclass(frozen=True, slots=True)
class GridPoint:
    latitude: float
    longitude: float
    nx: int
    ny: int


def kma_points(path: Path) -> dict[District, GridPoint]:
    """District -> its KMA point and grid cell, for every 시군구 row of the table."""
    groups: dict[District, list[dict[str, str]]] = {}
    with Path(path).open(encoding="utf-8-sig", newline="") as fh:
        for row in csv.DictReader(fh):
            if not row["2단계"].strip() or row["3단계"].strip():
                continue
            found = lookup_district(f"{row['1단계']} {row['2단계']}")
            if len(found) != 1:
                raise ValueError(
                    f"{path}: {row['1단계']} {row['2단계']} is not one gazetteer district"
                )
            groups.setdefault(found[0], []).append(row)
    points: dict[District, GridPoint] = {}
    for district, rows in groups.items():
        n = len(rows)
        points[district] = GridPoint(
            latitude=round(sum(float(r["위도(초/100)"]) for r in rows) / n, 6),
            longitude=round(sum(float(r["경도(초/100)"]) for r in rows) / n, 6),
            nx=round(sum(int(r["격자 X"]) for r in rows) / n),
            ny=round(sum(int(r["격자 Y"]) for r in rows) / n),
        )
    return points


_LINE = re.compile(
    r'(\{"name": "(?P<name>[^"]+)", "sido": "(?P<sido>[^"]+)",.*?)'
    r'"latitude": [-\d.]+, "longitude": [-\d.]+(?:, "nx": \d+, "ny": \d+)?'
)


def rewrite_gazetteer(text: str, points: dict[District, GridPoint]) -> str:
    """``districts.json`` text with each district's latitude/longitude/nx/ny from ``points``;
    only those values change (one district per line, the rest of each line is kept)."""
    by_name = {(d.sido.name, d.name): p for d, p in points.items()}
    missing: list[str] = []

    def replace(match: re.Match[str]) -> str:
        point = by_name.get((match["sido"], match["name"]))
        if point is None:
            missing.append(f"{match['sido']} {match['name']}")
            return match.group(0)
        return (
            f'{match.group(1)}"latitude": {point.latitude}, "longitude": {point.longitude}, '
            f'"nx": {point.nx}, "ny": {point.ny}'
        )

    out = _LINE.sub(replace, text)
    if missing:
        raise ValueError(f"no KMA point for: {', '.join(missing)}")
    return out
