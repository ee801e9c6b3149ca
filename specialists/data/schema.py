"""The one SQLite schema of the shipped data file and of the user's import file, and the datasets.

Both files have the same tables, so a store class reads either. ``datasets`` records, per dataset,
its rows, 시군구 covered, newest 데이터기준일자, what was dropped and why, and whether the copy is
the shipped one or a newer imported file.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

__all__ = [
    "CAVEATS",
    "DATASETS",
    "PUBLISHER_DOMAINS",
    "SCHEMA",
    "DatasetMeta",
    "DatasetSpec",
    "read_meta",
    "write_meta",
]

# places.source codes of source files an answer must qualify (set per file by the build).
CAVEATS = {
    "geocoded": "파생 자료: 공개 저장소 작성자가 주소에 좌표를 붙인 파일(방법 미상, 이상치는 걸러 냄)",
    "derived": "파생 자료: 전국의류수거함표준데이터를 공개 저장소 작성자가 줄인 파일(행별 기준일 없음, "
    "날짜는 파일 갱신일)",
    "unverified": "출처가 확인되지 않은 공개 파일(날짜 없음)",
}

SCHEMA = """
CREATE TABLE IF NOT EXISTS datasets (
    name        TEXT PRIMARY KEY,
    rows        INTEGER NOT NULL,
    imported_at TEXT NOT NULL,
    districts   INTEGER NOT NULL DEFAULT 0,  -- 시군구 covered
    as_of       TEXT,                        -- newest 데이터기준일자
    dropped     TEXT NOT NULL DEFAULT '{}',  -- JSON: reason -> rows
    origin      TEXT NOT NULL DEFAULT 'imported'  -- 'shipped' or 'imported'
);
CREATE TABLE IF NOT EXISTS places (
    id           TEXT PRIMARY KEY,
    dataset      TEXT NOT NULL,
    kind         TEXT NOT NULL,
    name         TEXT NOT NULL,
    address      TEXT,
    region       TEXT,
    latitude     REAL,
    longitude    REAL,
    phone        TEXT,
    hours        TEXT,
    items        TEXT NOT NULL,  -- JSON array of item names
    items_key    TEXT NOT NULL,  -- item names lower-cased, spaces removed, one per line
    url          TEXT,
    source       TEXT NOT NULL,
    as_of        TEXT NOT NULL,
    detail       TEXT,           -- 세부위치
    district_key TEXT,           -- gazetteer key of the 시군구
    dong         TEXT            -- 법정동/행정동 from the address, for place lookups
);
CREATE INDEX IF NOT EXISTS places_kind_lat ON places (kind, latitude, longitude);
CREATE INDEX IF NOT EXISTS places_dataset ON places (dataset);
CREATE INDEX IF NOT EXISTS places_district ON places (kind, district_key);
CREATE INDEX IF NOT EXISTS places_dong ON places (dong);
CREATE TABLE IF NOT EXISTS bulk_waste_fees (
    id             INTEGER PRIMARY KEY,
    district_key   TEXT NOT NULL,
    district_name  TEXT NOT NULL,
    sido           TEXT NOT NULL,
    sigungu        TEXT NOT NULL,
    item_name      TEXT NOT NULL,
    item_key       TEXT NOT NULL,
    item_canonical TEXT NOT NULL,
    category       TEXT,
    spec           TEXT,
    is_free        INTEGER NOT NULL,
    fee            INTEGER NOT NULL,
    agency         TEXT,
    as_of          TEXT,
    provider_code  TEXT,
    provider_name  TEXT
);
CREATE INDEX IF NOT EXISTS bulk_waste_fees_district ON bulk_waste_fees (district_key);
CREATE TABLE IF NOT EXISTS waste_rules (
    id            INTEGER PRIMARY KEY,
    district_key  TEXT NOT NULL,
    district_name TEXT NOT NULL,
    area          TEXT,   -- 관리구역명
    bulky_method  TEXT,   -- 일시적다량폐기물배출방법
    bulky_place   TEXT,   -- 일시적다량폐기물배출장소
    department    TEXT,   -- 관리부서명
    phone         TEXT,   -- 관리부서전화번호
    as_of         TEXT    -- 데이터기준일자
);
CREATE INDEX IF NOT EXISTS waste_rules_district ON waste_rules (district_key);
"""


@dataclass(frozen=True, slots=True)
class DatasetSpec:
    """What a dataset is: its official title (cited in answers) and where its rows live."""

    name: str  # "bulk-waste-fees"
    title: str  # official dataset title
    publisher: str  # "공공데이터포털" ...
    table: str  # "bulk_waste_fees", "waste_rules" or "places"
    kind: str | None = None  # places.kind for point datasets

    @property
    def citation(self) -> str:
        return f"{self.publisher} {self.title}"


# the home domain of each publisher the datasets cite: an answer may name the source by its portal
# ("Source: data.go.kr"); the grounding check takes these from the orchestrator
PUBLISHER_DOMAINS: dict[str, tuple[str, ...]] = {
    "공공데이터포털": ("data.go.kr",),
    "한국환경공단": ("keco.or.kr",),
    "기상청": ("kma.go.kr",),  # the live nowcast's source (specialists/live/kma.py)
}

DATASETS: dict[str, DatasetSpec] = {
    spec.name: spec
    for spec in (
        DatasetSpec("bulk-waste-fees", "전국대형폐기물수거수수료정보표준데이터", "공공데이터포털", "bulk_waste_fees"),
        DatasetSpec("waste-rules", "생활쓰레기배출정보", "공공데이터포털 행정안전부", "waste_rules"),
        DatasetSpec("medicine-bins", "전국폐의약품수거함표준데이터", "공공데이터포털", "places", "medicine"),
        DatasetSpec("lamp-battery-bins", "전국폐형광등및폐건전지수거함표준데이터", "공공데이터포털", "places", "lamp_battery"),
        DatasetSpec("clothing-bins", "의류수거함 위치(시군구 공공데이터·전국의류수거함표준데이터)", "공공데이터포털", "places", "clothes"),
        DatasetSpec("small-appliance-bins", "중소형 폐가전 수거함(대전광역시)", "공개 자료(출처 미확인)", "places", "small_appliance"),
        DatasetSpec("keco-sites", "재활용 보상 장소(자원순환가게 등)", "한국환경공단", "places", "keco_site"),
        DatasetSpec("recycling-centers", "전국재활용센터표준데이터", "공공데이터포털", "places", "recycling_center"),
        DatasetSpec("recyclable-prices", "재활용가능자원 가격조사", "한국환경공단", "recyclable_prices"),
    )
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class DatasetMeta:
    name: str
    rows: int
    imported_at: str
    districts: int
    as_of: str | None
    dropped: dict[str, int]
    origin: str


def write_meta(conn: sqlite3.Connection, meta: DatasetMeta) -> None:
    conn.execute(
        "INSERT OR REPLACE INTO datasets (name, rows, imported_at, districts, as_of, dropped, origin)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            meta.name,
            meta.rows,
            meta.imported_at,
            meta.districts,
            meta.as_of,
            json.dumps(meta.dropped, ensure_ascii=False, sort_keys=True),
            meta.origin,
        ),
    )


def read_meta(conn: sqlite3.Connection) -> dict[str, DatasetMeta]:
    rows = conn.execute(
        "SELECT name, rows, imported_at, districts, as_of, dropped, origin FROM datasets"
    ).fetchall()
    return {
        str(r[0]): DatasetMeta(
            str(r[0]), int(r[1]), str(r[2]), int(r[3]), r[4], dict(json.loads(r[5])), str(r[6])
        )
        for r in rows
    }
