"""KECO recycling-compensation sites: importer and SQLite place store, on the real shared file."""

from __future__ import annotations

import csv
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from specialists.data.keco_import import (
    DATASET,
    KIND,
    REQUIRED_COLUMNS,
    clean_items,
    import_keco_sites,
    parse_keco_sites,
    summarize_hours,
)
from specialists.data.store import Place, PlaceStore, default_data_dir, haversine_m

KECO_FILE = (
    Path(__file__).resolve().parents[1].parent
    / "shared"
    / "data"
    / "keco_recycle_compensation_sites.csv"
)
needs_keco_file = pytest.mark.skipif(
    not KECO_FILE.is_file(),
    reason=f"shared KECO file not found at {KECO_FILE} (clone the repo next to shared/)",
)

# Measured on the shared file (original-system.md §6.1).
BAD_COORDINATES = {
    99: "unparseable",  # latitude "37.45255496043788?"
    368: "unparseable",  # longitude "127.7.23106"
    47: "outside Korea",  # latitude 5.157
    188: "outside Korea",  # latitude 4.597
    313: "outside Korea",  # latitude 27.127
}
GOYANG_CITY_HALL = (37.6584, 126.8320)

# The file's 33 columns, in order (for synthetic files).
KECO_COLUMNS = [
    "positnSn", "positnNm", "positnRgnNm", "positnLotnoAddr", "positnRdnmAddr",
    "positnPstnAddExpln", "positnPstnLat", "positnPstnLot", "positnIntdcCn",
    "positnCnvncFcltSrvcExpln", "prkMthdExpln", "monSalsHrExplnCn", "tuesSalsHrExplnCn",
    "wedSalsHrExplnCn", "thurSalsHrExplnCn", "friSalsHrExplnCn", "satSalsHrExplnCn",
    "sunSalsHrExplnCn", "lhldySalsHrExplnCn", "lhldyDyoffCn", "tmprLhldyCn", "dyoffBgndeCn",
    "dyoffEnddtCn", "dyoffRsnExpln", "bscTelnoCn", "rprsTelnoCn", "telnoExpln", "indivTelnoCn",
    "lnkgHmpgUrlAddr", "indivRelSrchListCn", "comRelSrwrdListCn", "clctItemCn", "etcMttrCn",
]  # fmt: skip


@pytest.fixture
def store() -> Iterator[PlaceStore]:
    s = PlaceStore(":memory:")
    yield s
    s.close()


@pytest.fixture
def keco_store(store: PlaceStore) -> PlaceStore:
    if not KECO_FILE.is_file():
        pytest.skip(f"shared KECO file not found at {KECO_FILE}")
    import_keco_sites(KECO_FILE, store)
    return store


def _by_sn(places: list[Place]) -> dict[int, Place]:
    return {int(p.id.split(":")[1]): p for p in places}


# -- the real file ---------------------------------------------------------------------------


@needs_keco_file
def test_real_file_counts() -> None:
    places, report = parse_keco_sites(KECO_FILE)
    assert report.dataset == DATASET
    assert report.rows_read == 409
    assert report.imported == len(places) == 409
    assert report.skipped == 0 and report.skip_reasons == {}
    assert report.without_coordinates == {"unparseable": 2, "outside Korea": 3, "missing": 9}
    # "400 usable sites": 400 rows carry coordinates, 395 of them are usable for nearby search.
    had_coordinates = report.imported - report.without_coordinates["missing"]
    assert had_coordinates == 400
    assert report.with_coordinates == 395
    assert sum(p.latitude is not None for p in places) == 395
    assert report.summary() == (
        "imported 409, skipped 0; 14 without usable coordinates "
        "(unparseable: 2, outside Korea: 3, missing: 9)"
    )
    assert report.cleaning["fields trimmed"] == 101
    assert report.cleaning["rows without items"] == 111
    print(report.summary(), report.cleaning)


@needs_keco_file
def test_raw_file_has_400_coordinate_pairs() -> None:
    """Cross-check the importer's numbers against a plain csv read of the file."""
    with KECO_FILE.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 409 and len(rows[0]) == 33
    assert sum(bool(r["positnPstnLat"].strip() and r["positnPstnLot"].strip()) for r in rows) == 400


@needs_keco_file
def test_bad_coordinate_rows_are_imported_without_coordinates() -> None:
    places, report = parse_keco_sites(KECO_FILE)
    by_sn = _by_sn(places)
    for sn, reason in BAD_COORDINATES.items():
        place = by_sn[sn]
        assert place.latitude is None and place.longitude is None, sn
        assert place.name
        assert any(d.startswith(f"positnSn {sn}: ") and reason in d for d in report.details), sn
    for place in places:
        if place.latitude is not None:
            assert place.longitude is not None
            assert 33 <= place.latitude <= 39 and 124 <= place.longitude <= 132


@needs_keco_file
def test_fields_are_clean() -> None:
    places, _ = parse_keco_sites(KECO_FILE)
    for place in places:
        for value in (place.name, place.address, place.region, place.phone, place.hours):
            if value is not None:
                assert value == " ".join(value.split()), (place.id, value)
        assert place.kind == KIND and place.source == "keco-import"
        assert len(place.as_of) == 10 and place.as_of[4] == "-"
    assert len({p.id for p in places}) == 409
    by_sn = _by_sn(places)
    assert by_sn[1].name == "고양동 종합복지회관"
    assert by_sn[1].address == "고양시 덕양구 혜음로 19-11"  # road address preferred
    assert by_sn[1].hours == "화 11:00~14:00, 그 외 휴무"
    assert by_sn[1].phone == "031-8075-2706"
    # Measured URL errors are fixed; app names are not URLs.
    urls = {p.url for p in places if p.url}
    assert "https://www.jecheon.go.kr" in urls
    assert not any("," in u or "yd2" in u.replace("yd21", "") for u in urls)
    assert all(u.startswith(("http://", "https://")) for u in urls)


@needs_keco_file
def test_item_cleaning() -> None:
    places, report = parse_keco_sites(KECO_FILE)
    items = [item for p in places for item in p.items]
    assert items
    assert not any(i.startswith("(") and i.endswith(")") for i in items)  # headers dropped
    assert "(캔류)" not in items
    for typo in ("패트", "플리스틱", "페트명", "외류"):
        assert not any(typo in i for i in items), typo
    assert "투명페트병" in items and "의류 외(가방, 신발)" in items
    assert "무색페트병(투명페트병)" in items  # unbalanced parenthesis closed
    assert "(폐건전지 교환) 폐건전지 20개<->새건전지 2개" in items  # not a header
    assert all(i == i.strip() for i in items)
    assert sum(1 for p in places if not p.items) == 111
    assert report.cleaning["item headers dropped"] > 0


def test_clean_items_unit() -> None:
    raw = " (플리스틱류)\n무색페트병\nother\n(캔류)\n알루미늄\n철\n  투명패트병 \n투명페트병\n\n"
    assert clean_items(raw) == ("무색페트병", "OTHER", "알루미늄 캔", "철 캔", "투명페트병")
    assert clean_items("") == ()
    assert clean_items("투명pet\n알루미늄캔") == ("투명PET", "알루미늄 캔")


def test_summarize_hours_unit() -> None:
    week = ["09:00~18:00"] * 5 + ["09:00 ~ 13:00", "휴무"]
    assert summarize_hours(week, "휴무") == "월~금 09:00~18:00, 토 09:00~13:00, 그 외 휴무"
    assert summarize_hours(["09:00 ~ 21:00"] * 7, "09:00 ~ 21:00") == "매일 09:00~21:00"
    assert summarize_hours(["상시"] * 7, "상시") == "상시"
    assert summarize_hours(["10시~22시   "] * 7, "휴무") == "매일 10:00~22:00, 공휴일 휴무"
    alternate = ["14:00 ~ 18:00", "휴무"] * 3 + ["전체휴무"]
    assert summarize_hours(alternate, "휴무") == "월·수·금 14:00~18:00, 그 외 휴무"
    assert summarize_hours([""] * 7, "") is None
    two_ranges = ["9:00 ~ 11:00\n15:00 ~ 17:00"] + [""] * 6
    assert summarize_hours(two_ranges) == "월 09:00~11:00, 15:00~17:00"
    with pytest.raises(ValueError):
        summarize_hours(["휴무"] * 6)


# -- the store, loaded with the real file ----------------------------------------------------


def test_import_is_idempotent(keco_store: PlaceStore) -> None:
    assert keco_store.count() == 409
    assert keco_store.count(KIND) == 409
    assert keco_store.count("other_kind") == 0
    report = import_keco_sites(KECO_FILE, keco_store)
    assert report.imported == 409
    assert keco_store.count() == 409
    (info,) = keco_store.meta().values()
    assert info.name == DATASET and info.rows == 409 and info.imported_at[:4].isdigit()


def test_nearby_goyang_city_hall(keco_store: PlaceStore) -> None:
    lat, lon = GOYANG_CITY_HALL
    hits = keco_store.nearby(lat, lon, 5_000, limit=50)
    assert hits
    assert all(h.distance_m is not None for h in hits)
    distances = [h.distance_m or 0.0 for h in hits]
    assert distances == sorted(distances)
    assert all(d <= 5_000 for d in distances)
    print([(h.place.name, round(h.distance_m or 0)) for h in hits[:3]])
    # Real data: the nearest sites to 37.6584, 126.8320 (Goyang city hall).
    nearest = [h.place.name for h in hits[:3]]
    assert nearest == ["고양시청 후문", "주교동 행정복지센터", "이마트 화정점"]
    assert hits[0].distance_m is not None and hits[0].distance_m < 100
    assert hits[2].distance_m is not None and 2_500 < hits[2].distance_m < 3_200
    # Distances agree with an independent haversine of the stored coordinates.
    for hit in hits:
        assert hit.place.latitude is not None and hit.place.longitude is not None
        expected = haversine_m(lat, lon, hit.place.latitude, hit.place.longitude)
        assert hit.distance_m == pytest.approx(expected)
    # The limit is honoured and the order is the same prefix.
    assert [h.place.id for h in keco_store.nearby(lat, lon, 5_000, limit=3)] == [
        h.place.id for h in hits[:3]
    ]


def test_nearby_never_returns_places_without_coordinates(keco_store: PlaceStore) -> None:
    hits = keco_store.nearby(36.0, 128.0, 600_000, limit=1_000)  # covers all of South Korea
    # 395 parse inside Korea; the import also drops 3 that lie far from their own 시군구:
    # 350 (괴산군 연풍면 at 수원), 358 (보은군 at 울산), 373 (영동군, longitude copied from latitude)
    assert len(hits) == 392
    ids = {h.place.id for h in hits}
    for sn in (*BAD_COORDINATES, 350, 358, 373):
        assert f"{DATASET}:{sn}" not in ids


def test_nearby_item_filter_and_validation(keco_store: PlaceStore) -> None:
    lat, lon = GOYANG_CITY_HALL
    cans = keco_store.nearby(lat, lon, 50_000, item_keyword="캔", limit=100)
    assert cans and all(any("캔" in i for i in h.place.items) for h in cans)
    batteries = keco_store.nearby(lat, lon, 50_000, item_keyword="폐 건전지", limit=100)
    assert all(any("폐건전지" in i for i in h.place.items) for h in batteries)
    assert keco_store.nearby(lat, lon, 50_000, item_keyword="존재하지않는품목") == []
    assert keco_store.nearby(lat, lon, 50_000, kind="other_kind") == []
    with pytest.raises(ValueError):
        keco_store.nearby(lat, lon, -1)
    with pytest.raises(ValueError):
        keco_store.nearby(123.0, lon, 1_000)
    with pytest.raises(ValueError):
        keco_store.nearby(lat, lon, 1_000, limit=0)


def test_search_goyang(keco_store: PlaceStore) -> None:
    hits = keco_store.search("고양", limit=100)
    assert len(hits) == 18
    assert all(h.distance_m is None for h in hits)
    assert all(h.place.region == "고양시" for h in hits)
    names = {h.place.name for h in hits}
    assert {"고양시청 후문", "고양동 종합복지회관", "이마트 화정점"} <= names
    # Several words must all match (name, address or region).
    both = keco_store.search("고양 일산서구", limit=100)
    assert both and all("일산서구" in (h.place.address or "") for h in both)
    assert len(keco_store.search("고양", limit=5)) == 5


def test_search_finds_sites_without_coordinates(keco_store: PlaceStore) -> None:
    place = keco_store.get(f"{DATASET}:368")
    assert place is not None and place.latitude is None
    hits = keco_store.search(place.name, limit=50)
    assert place.id in {h.place.id for h in hits}
    with pytest.raises(ValueError):
        keco_store.search("   ")
    assert keco_store.search("%") == []  # LIKE wildcards are literal


def test_nearby_over_the_whole_country_is_bounded_by_its_limit(keco_store: PlaceStore) -> None:
    """A search radius covering the country returns at most ``limit`` rows, nearest first (its
    speed, like the 5 km search's, is measured by ``make bench``)."""
    hits = keco_store.nearby(36.0, 128.0, 600_000, limit=10)
    assert 0 < len(hits) <= 10
    distances = [h.distance_m for h in hits if h.distance_m is not None]
    assert len(distances) == len(hits) and distances == sorted(distances)


def test_store_is_usable_from_threads(keco_store: PlaceStore) -> None:
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(20):
                assert keco_store.nearby(*GOYANG_CITY_HALL, 5_000)
                assert keco_store.search("고양")
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


# -- the store on its own ----------------------------------------------------------------------


def _place(sn: int, lat: float | None, lon: float | None, name: str = "테스트") -> Place:
    return Place(
        id=f"test:{sn}",
        kind="keco_site",
        name=name,
        address="서울특별시 중구 세종대로 110",
        region="중구",
        latitude=lat,
        longitude=lon,
        phone=None,
        hours=None,
        items=("투명페트병",),
        url=None,
        source="test",
        as_of="2025-01-01",
    )


def test_store_persists_on_disk_and_replaces_dataset(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "places.sqlite3"
    with PlaceStore(path) as s:
        assert s.upsert_places("t", [_place(1, 37.5, 127.0), _place(2, None, None)], "now") == 2
        s.upsert_places("t", [_place(1, 37.5, 127.0, name="새 이름")], "later")
        assert s.count() == 2  # plain upsert keeps place 2
    with PlaceStore(path) as s:
        assert s.count() == 2
        assert s.get("test:1") == _place(1, 37.5, 127.0, name="새 이름")
        s.upsert_places("t", [_place(1, 37.5, 127.0)], "again", replace_dataset=True)
        assert s.count() == 1
        assert [(m.name, m.rows, m.imported_at) for m in s.meta().values()] == [("t", 1, "again")]
    with PlaceStore(":memory:") as s, pytest.raises(ValueError):
        s.upsert_places("t", [_place(3, 37.5, None)], "now")


def test_closed_store_raises(tmp_path: Path) -> None:
    s = PlaceStore(tmp_path / "x.sqlite3")
    s.close()
    s.close()  # idempotent
    with pytest.raises(RuntimeError):
        s.count()


def test_default_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("ECO_TRIAGE_DATA_DIR", str(tmp_path / "data"))
    assert default_data_dir() == tmp_path / "data"
    assert not (tmp_path / "data").exists()
    monkeypatch.delenv("ECO_TRIAGE_DATA_DIR")
    assert default_data_dir() == Path.home() / ".local" / "share" / "eco-triage"


# -- bad and synthetic input -----------------------------------------------------------------


def test_wrong_columns_raise_value_error(tmp_path: Path) -> None:
    bad = tmp_path / "not_keco.csv"
    bad.write_text("id,name,lat,lng\n1,가게,37.5,127.0\n", encoding="utf-8")
    with pytest.raises(ValueError, match="missing required column") as excinfo:
        parse_keco_sites(bad)
    message = str(excinfo.value)
    for column in ("positnSn", "positnNm", "positnPstnLat", "positnPstnLot", "clctItemCn"):
        assert column in message


def test_one_missing_column_is_named(tmp_path: Path) -> None:
    assert set(REQUIRED_COLUMNS) <= set(KECO_COLUMNS)
    columns = [c for c in KECO_COLUMNS if c != "clctItemCn"]
    path = tmp_path / "no_items.csv"
    path.write_text(",".join(columns) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"missing required column\(s\): clctItemCn$"):
        parse_keco_sites(path)


def test_non_utf8_file_raises_value_error(tmp_path: Path) -> None:
    path = tmp_path / "cp949.csv"
    path.write_bytes((",".join(KECO_COLUMNS) + "\n1,고양시청,고양시\n").encode("cp949"))
    with pytest.raises(ValueError, match="not UTF-8"):
        parse_keco_sites(path)


def test_empty_and_missing_files_raise_value_error(tmp_path: Path) -> None:
    empty = tmp_path / "empty.csv"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(ValueError, match="empty file"):
        parse_keco_sites(empty)
    with pytest.raises(ValueError, match="not found"):
        parse_keco_sites(tmp_path / "nope.csv")


def _write_keco(path: Path, rows: list[dict[str, str]], *, bom: bool = False) -> None:
    with path.open("w", encoding="utf-8-sig" if bom else "utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=KECO_COLUMNS, restval="")
        writer.writeheader()
        writer.writerows(rows)


def _row(sn: str, name: str, lat: str, lon: str, **extra: str) -> dict[str, str]:
    return {"positnSn": sn, "positnNm": name, "positnPstnLat": lat, "positnPstnLot": lon, **extra}


def test_synthetic_file_trimming_and_coordinate_validation(tmp_path: Path) -> None:
    path = tmp_path / "sites.csv"
    rows = [
        _row(
            "1",
            "  서울시청\n 재활용 가게  ",
            " 37.5663 ",
            "126.9779\n",
            positnRgnNm="  서울  중구 ",
            positnRdnmAddr="",
            positnLotnoAddr=" 서울특별시 중구 태평로1가 31 ",
            rprsTelnoCn=" 02-120 ",
            clctItemCn="(캔류)\n 알루미늄 \n(플리스틱류)\n투명패트병\n",
            monSalsHrExplnCn=" 09:00 ~ 18:00 ",
            lnkgHmpgUrlAddr=" www.seoul.go.kr ",
        ),
        _row("2", "소수점 두 개", "37.5", "127.7.23106"),
        _row("3", "물음표", "37.45?", "126.64"),
        _row("4", "적도", "5.1571039", "126.93"),
        _row("5", "위경도 뒤바뀜", "126.97", "37.56"),
        _row("6", "좌표 없음", "", ""),
        _row("7", "경도만 없음", "37.5", " "),
        _row("8", "NaN", "nan", "127.0"),
        _row("9", "   ", "37.5", "127.0"),  # no name: skipped
        _row("1", "중복 번호", "37.5", "127.0"),  # duplicate positnSn: skipped
        _row("abc", "번호 오류", "37.5", "127.0"),  # invalid positnSn: skipped
        _row("", "번호 없음", "37.5", "127.0"),  # missing positnSn: skipped
    ]
    _write_keco(path, rows, bom=True)  # a BOM is tolerated
    with path.open("a", encoding="utf-8", newline="") as f:
        f.write('12,"필드 수 부족"\r\n')  # wrong number of fields: skipped
    places, report = parse_keco_sites(path, as_of="2025-06-01")

    assert report.imported == 8
    assert report.skipped == 5
    assert report.skip_reasons == {
        "missing name": 1,
        "duplicate positnSn": 1,
        "invalid positnSn": 1,
        "missing positnSn": 1,
        "wrong number of fields": 1,
    }
    assert report.without_coordinates == {"unparseable": 3, "outside Korea": 2, "missing": 2}
    assert report.with_coordinates == 1
    assert report.summary().startswith("imported 8, skipped 5 (")
    assert "7 without usable coordinates (unparseable: 3, outside Korea: 2, missing: 2)" in (
        report.summary()
    )

    first = _by_sn(places)[1]
    assert first.name == "서울시청 재활용 가게"
    assert first.region == "서울 중구"
    assert first.address == "서울특별시 중구 태평로1가 31"  # lot address when no road address
    assert (first.latitude, first.longitude) == (37.5663, 126.9779)
    assert first.phone == "02-120"
    assert first.items == ("알루미늄 캔", "투명페트병")
    assert first.hours == "월 09:00~18:00"
    assert first.url == "https://www.seoul.go.kr"
    assert first.as_of == "2025-06-01"
    assert all(p.latitude is None and p.longitude is None for p in places if p.id != first.id)

    with PlaceStore(":memory:") as s:
        import_keco_sites(path, s)
        assert s.count() == 8
        assert [h.place.id for h in s.nearby(37.5663, 126.9779, 1_000)] == [first.id]
        assert len(s.search("좌표")) == 1
