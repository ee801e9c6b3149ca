"""Round 12 binding, weather and contacts (learned from the spent ninth holdout, so every figure is
tuned). Each table: the faithful form passes and its wrong twin is flagged on the wrong value."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

MID_TERM = {
    "place": "제주",
    "kind": "mid_term_forecast",
    "days": [
        {"date": "2026-08-10", "am_sky": "흐림", "pm_sky": "비", "pop_am_pct": 40,
         "pop_pm_pct": 70, "tmin_c": 26, "tmax_c": 30},
        {"date": "2026-08-12", "am_sky": "구름많음", "pm_sky": "맑음", "pop_am_pct": 30,
         "pop_pm_pct": 10, "tmin_c": 26, "tmax_c": 31},
    ],
    "source_label": "기상청 중기예보",
}  # fmt: skip
KMA_WF = {"place": "대전", "days": [{"date": "2026-03-02", "wfAm": "맑음", "wfPm": "흐림"}]}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a forecast row's sky of a part of day (am_sky, pm_sky, KMA's wfAm/wfPm) is a sky
        (
            "10일은 오전 흐림(40%) 오후 비(70%). 12일은 오전 구름많음, 오후 맑음이에요.",
            MID_TERM,
            [],
        ),
        ("Aug 12: cloudy in the morning (30%) turning sunny in the afternoon (10%).", MID_TERM, []),
        ("대전은 2일 오전 맑고 오후엔 흐려요.", KMA_WF, []),
        ("Aug 12 will be snowy all day.", MID_TERM, ["snowy"]),
        ("대전은 2일 눈 소식이 있어요.", KMA_WF, ["눈 소식"]),
    ],
)
def test_sky_of_a_part_of_day(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


SEOUL = {
    "place": "서울",
    "kind": "short_term_forecast",
    "days": [
        {"date": "2025-04-07", "sky": "비", "tmin_c": 8, "tmax_c": 14, "pop_pct": 80},
        {"date": "2025-04-08", "sky": "맑음", "tmin_c": 6, "tmax_c": 18, "pop_pct": 10},
    ],
}
BINS = {
    "query": "헌옷 수거함",
    "places": [
        {"name": "응암2동 주민센터 앞", "distance_m": 240, "collection": "월·목 오전"},
        {"name": "백련산 힐스테이트 정문", "distance_m": 780, "collection": "화·금 오전"},
    ],
}
TWO_CITIES = {"places": [
    {"place": "강릉", "days": [{"date": "2026-02-04", "sky": "흐림", "tmin_c": -5}]},
    {"place": "춘천", "days": [{"date": "2026-02-04", "sky": "맑음", "tmin_c": -14}]},
]}  # fmt: skip
PAIR = {"cities": [
    {"place": "수원", "temp_c": -6.3, "wind_ms": 2.0},
    {"place": "인천", "temp_c": -4.1, "wind_ms": 5.6},
]}  # fmt: skip
DROP_OFF = {"places": [
    {"name": "영통1동 행정복지센터", "address": "수원시 영통구 영통로 214", "distance_m": 520,
     "phone": "031-228-8801"},
    {"name": "영통구보건소", "address": "수원시 영통구 반달로 87", "distance_m": 1640,
     "phone": "031-228-8700"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # another day's sky word is not the subject of a sky word (8일(맑음) after 비가 와요)
        ("오늘은 비가 와요. 내놓기 좋은 날은 내일 8일(맑음, 6~18도)이에요.", SEOUL, []),
        ("오늘은 비가 와요. 내놓기 좋은 날은 내일 8일(흐림, 6~18도)이에요.", SEOUL, ["흐림"]),
        # a clause ended by a comma does not lend its words to the next name's parenthesis
        ("응암2동 주민센터 앞(240m)은 월·목 오전, 백련산 힐스테이트 정문(780m)은 화·금 오전이에요.",
         BINS, []),
        ("응암2동 주민센터 앞(780m)은 월·목 오전, 백련산 힐스테이트 정문(240m)은 화·금 오전이에요.",
         BINS, ["780m", "240m"]),
        # a denied sky word ("눈 소식은 없지만") names no row
        ("춘천은 눈 소식은 없지만 4일 아침 영하 14도까지 떨어져요.", TWO_CITIES, []),
        ("강릉은 눈 소식은 없지만 4일 아침 영하 14도까지 떨어져요.", TWO_CITIES, ["영하 14도"]),
        # a pair opened in a later clause is about that clause's subject
        ("Suwon is colder (−6.3°C vs −4.1°C in Incheon), but Incheon is windier at 5.6 m/s "
         "compared to 2.0 m/s.", PAIR, []),
        ("Suwon is colder (−6.3°C vs −4.1°C in Incheon), but Suwon is windier at 5.6 m/s "
         "compared to 2.0 m/s.", PAIR, ["5.6 m/s"]),
        # a parenthesis after a name no cue matches: unsure, so not bound to the name before
        ("Drop-off: the 영통1동 community center (520 m, 031-228-8801), and the 영통구 public "
         "health center (about 1.6 km, 031-228-8700).", DROP_OFF, []),
        ("Drop-off: the 영통1동 community center (520 m, 031-228-8700).", DROP_OFF,
         ["031-228-8700"]),
    ],
)  # fmt: skip
def test_binding_of_a_clause_and_a_parenthesis(
    answer: str, evidence: object, wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


PHARMACIES = {"places": [
    {"name": "메디팜서면약국", "distance_m": 760, "hours": "08:30-23:30"},
    {"name": "24시 열린약국", "distance_m": 1650, "hours": "00:00-24:00"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # hours of 00:00-24:00 are 24 hours; "24시" starting a name is the name, not a time
        ("24시 열린약국 is open 24 hours.", []),
        ("1. 메디팜서면약국 – 밤 11시 반까지, 760m\n2. 24시 열린약국 – 24시간, 1.65km", []),
        ("메디팜서면약국 is open 24 hours.", ["open 24"]),
        ("메디팜서면약국은 24시간 열어요.", ["24시간"]),
    ],
)
def test_a_whole_day_and_a_name_holding_24(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PHARMACIES)) == wrong
