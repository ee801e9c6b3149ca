"""Round 11 subject binding (learned from the spent eighth holdout, so every figure is tuned): the
days of a daily series as subjects. Each table: the faithful form passes, the value of another
day is flagged on that value, and an unsure binding (no day named, a day no row covers, a day
named as the other side of a comparison) is not flagged by the rule."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SEOUL = {
    "place": "서울",
    "kind": "short_term_forecast",
    "base_time": "2026-01-14T05:00+09:00",
    "days": [
        {"date": "2026-01-14", "tmin_c": -9, "tmax_c": -1, "pop_pct": 0, "wind_ms": 4.2},
        {"date": "2026-01-15", "tmin_c": -6, "tmax_c": 3, "pop_pct": 20, "wind_ms": 2.8},
        {"date": "2026-01-16", "tmin_c": -2, "tmax_c": 5, "pop_pct": 60, "wind_ms": 3.5},
    ],
}
NO_BASE = {"place": "춘천", "days": [
    {"date": "2025-11-21", "tmin_c": -5, "tmax_c": 8, "pop_pct": 10},
    {"date": "2025-11-22", "tmin_c": -1, "tmax_c": 9, "pop_pct": 70},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Seoul on Jan 15: low −6°C, high 3°C, with a 20% chance of precipitation.", []),
        ("Seoul on Jan 15: low −6°C, high 3°C, with a 60% chance of precipitation.", ["60%"]),
        ("내일인 15일은 바람이 초속 2.8m예요.", []),
        ("내일인 15일은 바람이 초속 4.2m로 좀 강해요.", ["초속 4.2m"]),
        ("1월 16일 강수확률은 60%예요.", []),
        ("1월 16일 강수확률은 20%예요.", ["20%"]),
        ("On the 16th it will be -2 to 5°C.", []),
        ("On the 16th it will be -6 to 3°C.", ["3°C"]),
        ("On Friday the high is 5°C.", []),  # 2026-01-16 is a Friday
        ("On Thursday the high is 5°C.", ["5°C"]),
        ("내일은 최저 영하 6도예요.", []),  # 내일: the day after the base time's day
        ("모레는 최저 영하 6도예요.", ["영하 6도"]),
        ("Tomorrow the precipitation chance is 20%.", []),
        ("Tomorrow the precipitation chance is 60%.", ["60%"]),
        ("- 14일: 최저 -9도, 최고 -1도\n- 15일: 최저 -6도, 최고 3도", []),
        ("- 14일: 최저 -9도, 최고 -1도\n- 15일: 최저 -2도, 최고 5도", ["-2도", "5도"]),
    ],
)  # fmt: skip
def test_a_value_said_of_a_day_comes_from_that_days_row(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SEOUL)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "강수확률은 60%예요.",  # no day named: unsure
        "20일 강수확률은 60%예요.",  # a day no row covers
        "15일보다 16일이 따뜻해서 최고 5도예요.",  # 16일 is the subject, 15일 the comparison
        "15일보다 최고 5도로 따뜻해요.",  # only the other side of a comparison is named
        "From Jan 15 the wind eases to 3.5 m/s.",  # a day named as the start of a range
        "3일 동안 최저기온은 영하 9도까지 내려가요.",  # a duration, not a day
    ],
)
def test_an_unsure_day_does_not_flag(answer: str) -> None:
    assert flagged(answer, ev(SEOUL)) == []


def test_relative_days_need_the_series_base_date() -> None:
    # without a base time, 내일 names no row: unsure, so not flagged by this rule
    assert flagged("내일은 강수확률 70%예요.", ev(NO_BASE)) == []
    assert flagged("21일은 강수확률 70%예요.", ev(NO_BASE)) == ["70%"]
    assert flagged("춘천 21일은 영하 1도에서 9도 사이예요.", ev(NO_BASE)) == ["영하 1도", "9도"]


INCHEON = {"place": "인천", "kind": "nowcast", "wind_speed_ms": 11.3, "advisories": [
    {"type": "강풍주의보", "area": "인천·옹진"}, {"type": "풍랑주의보", "area": "인천 앞바다"},
]}  # fmt: skip
MID = {"kind": "mid_term_forecast", "regions": [
    {"region": "대전", "date": "2025-07-24", "tmin_c": 24, "tmax_c": 33},
    {"region": "대구", "date": "2025-07-24", "tmin_c": 25, "tmax_c": 36},
    {"region": "강릉", "date": "2025-07-24", "tmin_c": 23, "tmax_c": 30},
], "advisories": [{"type": "폭염경보", "area": "대구"}, {"type": "폭염주의보", "area": "대전"}]}  # fmt: skip
COLD = {"place": "서울", "advisories": [{"type": "한파주의보", "area": "서울 동북권"}]}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("인천·옹진 육상에는 강풍주의보, 인천 앞바다에는 풍랑주의보가 있어요.", INCHEON, []),
        ("인천 앞바다에는 강풍주의보, 인천·옹진 육상에는 풍랑주의보가 있어요.", INCHEON,
         ["강풍주의보", "풍랑주의보"]),
        ("인천에는 강풍주의보와 풍랑주의보가 발효 중이에요.", INCHEON, []),  # a place both share
        ("There is a heat wave warning in Daegu and a heat wave watch in Daejeon.", MID, []),
        ("There is a heat wave watch in Daegu.", MID, ["heat wave watch"]),  # 대구's is a 경보
        ("There is a heat wave watch in Gangneung as well.", MID, ["heat wave watch"]),
        ("대전에는 폭염경보가 내려졌어요.", MID, ["폭염경보"]),
        ("대구에는 폭염경보, 대전에는 폭염주의보예요.", MID, []),
        ("Heat advisories are in effect for Daegu and Daejeon.", MID, []),  # no level named
        ("서울 동북권에는 한파주의보가 발령된 상태예요.", COLD, []),
        ("서울 동북권에는 한파경보가 발령된 상태예요.", COLD, ["한파경보"]),
        ("서울에는 한파 특보가 있어요.", COLD, []),  # 특보 names no level
    ],
)  # fmt: skip
def test_an_advisory_is_a_kind_a_level_and_an_area(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


JEJU = {"place": "제주", "kind": "normals", "month": 8, "tavg_c": 27.5, "tmax_c": 30.4,
        "tmin_c": 25.0, "precip_mm": 240.1}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("제주 8월 평년값: 평균 27.5°C, 최저 25.0°C, 강수량 240.1mm.", []),
        ("제주 8월 평년값: 평균 25.0°C, 최저 27.5°C, 강수량 240.1mm.", ["25.0°C", "27.5°C"]),
        ("Jeju's August normals: mean 27.5°C, high 30.4°C, low 25.0°C.", []),
        ("Jeju's August normals: mean 27.5°C, high 25.0°C, low 30.4°C.", ["25.0°C", "30.4°C"]),
        ("제주 8월은 27.5°C 정도예요.", []),  # no field word: unsure
    ],
)  # fmt: skip
def test_field_words_pick_the_field_of_short_keys(answer: str, wrong: list[str]) -> None:
    # tavg_c / tmin_c / tmax_c: the short forms of a forecast's keys name avg / min / max
    assert flagged(answer, ev(JEJU)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("대구는 24일 최저 25도, 최고 36도로 매우 더워요.", []),
        ("대구는 24일 최저 24도, 최고 36도로 매우 더워요.", ["24도"]),  # 대전's low
        ("24일 최저 24도, 최고 33도예요.", []),  # no place named: unsure
    ],
)  # fmt: skip
def test_a_forecasts_place_frames_its_figures(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MID)) == wrong


MACHINES = {"query": "투명페트병 무인회수기", "places": [
    {"name": "송도2동 행정복지센터", "distance_m": 350, "machine": "네프론", "reward": "1개당 10포인트"},
    {"name": "송도 커낼워크 광장", "distance_m": 1600, "machine": "네프론", "reward": "1개당 10포인트"},
    {"name": "연수구청", "distance_m": 4800, "machine": "수퍼빈", "reward": "1개당 10원"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("송도2동 행정복지센터(350m) 기계는 1개당 10포인트를 줘요.", []),
        ("연수구청(4.8km) 기계는 1개당 10포인트를 줘요.", ["10포인트"]),
        ("The machine at Yeonsu-gu Office (4.8 km) pays 10 points per bottle.", ["10 points"]),
        ("The machine at Songdo 2-dong (350 m) pays 10 points per bottle.", []),
        ("Nephron machines pay 10 points per bottle.", []),  # no site named: unsure
    ],
)  # fmt: skip
def test_points_said_of_a_site_are_that_sites(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MACHINES)) == wrong


CITIES = {"base_time": "2025-11-15T14:00+09:00", "stations": [
    {"place": "서울", "temperature_c": 3.2, "sky": "흐림", "wind_speed_ms": 1.8},
    {"place": "부산", "temperature_c": 11.6, "sky": "비", "precipitation_mm": 0.5, "wind_speed_ms": 5.4},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("부산이 서울보다 따뜻하고 비가 와요.", []),  # 서울 is what 부산 is compared with
        ("부산이 서울보다 따뜻하고 바람도 5.4m/s로 더 세요.", []),
        ("부산이 서울보다 따뜻하고 바람도 1.8m/s로 더 세요.", ["1.8m/s"]),
        ("서울은 흐리고 바람 1.8m/s예요.", []),
        ("서울은 흐리고 바람 5.4m/s예요.", ["5.4m/s"]),
    ],
)  # fmt: skip
def test_the_other_side_of_a_comparison_is_not_the_subject(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CITIES)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "15일과 16일 모두 영하권이에요(최저 -6도, -2도).",  # days named together: unsure
        "Thursday and Friday stay cold, with lows of -6°C and -2°C.",
        "15일, 16일은 최저 -6도에서 -2도 사이예요.",
    ],
)
def test_days_named_together_do_not_bind_one_value(answer: str) -> None:
    assert flagged(answer, ev(SEOUL)) == []


BUNDANG = {"district": "성남시 분당구", "discharge_time": "일몰 후 ~ 다음날 06시",
           "booking_hours": "평일 09:00-18:00"}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Put bags out after sunset and before 06:00 the next day.", []),
        ("Put bags out from 06:00 until sunset.", ["06:00"]),
        ("해 진 뒤부터 다음날 06시까지 내놓으세요.", []),
        ("06시부터 해 지기 전까지 내놓으세요.", ["06시"]),
        ("예약은 평일 09:00부터 18:00까지예요.", []),
        ("예약은 평일 18:00부터 받아요.", ["18:00"]),
        ("예약 전화는 09:00에 열어요.", []),  # no role word: unsure
    ],
)  # fmt: skip
def test_a_windows_end_is_not_its_start(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BUNDANG)) == wrong


BEDS = {"district": "해운대구", "items": [
    {"item_name": "침대", "spec": "더블 이상(매트리스 포함)", "fee": 20000},
    {"item_name": "침대", "spec": "싱글(매트리스 포함)", "fee": 12000},
    {"item_name": "매트리스", "spec": "싱글", "fee": 8000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("• 더블 이상 침대(매트리스 포함) 2만원\n• 싱글 침대(매트리스 포함) 1만2천원", []),
        ("• 더블 이상 침대(매트리스 포함) 1만2천원\n• 싱글 침대(매트리스 포함) 2만원",
         ["1만2천원", "2만원"]),
        ("침대(매트리스 포함)는 1만2천원부터예요.", []),  # no size named: unsure
    ],
)  # fmt: skip
def test_an_aside_in_brackets_does_not_replace_the_phrases_own_word(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


BIKES = {"district": "제주시", "items": [
    {"item_name": "자전거", "spec": "성인용", "fee": 3000},
    {"item_name": "자전거", "spec": "아동용", "fee": 2000},
    {"item_name": "유모차", "spec": "전체", "fee": 2000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("제주시에서 성인 자전거는 3천원, 아동용 자전거와 유모차는 각각 2천원이에요.", []),
        ("제주시에서 성인 자전거는 2천원, 아동용 자전거와 유모차는 각각 3천원이에요.",
         ["2천원", "3천원"]),
        ("성인용과 아동용 자전거는 각각 3천원, 2천원이에요.", []),  # paired by position
        ("성인용과 아동용 자전거는 각각 2천원, 3천원이에요.", ["2천원", "3천원"]),
    ],
)  # fmt: skip
def test_each_with_one_value_gives_it_to_each(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BIKES)) == wrong


GLASS = [
    {"region_name": "수도권", "items": [
        {"item_name": "유리병", "form": "백색", "price_per_kg": 60},
        {"item_name": "유리병", "form": "갈색", "price_per_kg": 45},
    ]},
    {"region_name": "호남권", "items": [
        {"item_name": "유리병", "form": "백색", "price_per_kg": 52},
        {"item_name": "유리병", "form": "갈색", "price_per_kg": 40},
    ]},
]  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("유리병 kg당 가격:\n- 백색: 수도권 60원 / 호남 52원\n- 갈색: 45원 / 40원", []),
        ("유리병 kg당 가격:\n- 백색: 수도권 60원 / 호남 52원\n- 갈색: 40원 / 45원", ["40원", "45원"]),
        ("유리병 kg당 가격:\n- 백색: 호남 52원 / 수도권 60원\n- 갈색: 40원 / 45원", []),
        # the line above names no column (one value per line): unsure
        ("유리병 kg당 가격:\n- 백색 60원\n- 갈색: 40원 / 45원", []),
    ],
)  # fmt: skip
def test_a_line_of_a_table_takes_its_columns_from_the_line_above(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(*GLASS)) == wrong


BINS = {"query": "의류수거함", "places": [
    {"name": "정자1동 의류수거함 A", "address": "경기 성남시 분당구 정자일로 95 앞", "distance_m": 180},
    {"name": "정자1동 의류수거함 B", "address": "경기 성남시 분당구 느티로 51 앞", "distance_m": 260},
    {"name": "정자역 1번 출구 수거함", "address": "경기 성남시 분당구 성남대로 지하 2", "distance_m": 640},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("정자일로 95 앞 수거함이 180m, 느티로 51 앞이 260m야.", []),
        ("정자일로 95 앞 수거함이 260m, 느티로 51 앞이 180m야.", ["260m", "180m"]),
        ("앞 수거함이 180m야.", []),  # only the word every bin shares: unsure
    ],
)  # fmt: skip
def test_a_road_and_house_number_bind_as_one_name(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


PET = [
    {"region_name": "영남권", "items": [
        {"item_name": "PET", "form": "무색", "price_per_kg": 530},
        {"item_name": "PET", "form": "유색", "price_per_kg": 300}]},
    {"region_name": "호남권", "items": [
        {"item_name": "PET", "form": "무색", "price_per_kg": 540},
        {"item_name": "PET", "form": "유색", "price_per_kg": 310}]},
]  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("PET kg당 가격:\n- 영남권: 무색 530원 / 유색 300원\n- 호남권: 무색 540원 / 유색 310원", []),
        ("PET kg당 가격:\n- 영남권: 무색 540원 / 유색 300원\n- 호남권: 무색 530원 / 유색 310원",
         ["540원", "530원"]),
    ],
)  # fmt: skip
def test_a_price_region_labelling_a_line_frames_its_prices(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(*PET)) == wrong


BABY = {"district": "남구", "items": [
    {"item_name": "유모차", "spec": "전체", "fee": 3000},
    {"item_name": "카시트", "spec": "전체", "fee": 2000},
]}  # fmt: skip
CABINETS = {"district": "은평구", "items": [
    {"item_name": "장식장", "spec": "높이 1.8m 이상", "fee": 10000},
    {"item_name": "신발장", "spec": "전체", "fee": 4000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # the item vocabulary reads 카시트 as 유모차 (one search), but the rows tell them apart
        ("유모차는 3천원, 카시트는 2천원이에요.", BABY, []),
        # a swap: both values are the other row's (round 28's marked rows read 카시트 as its own
        # row, so the stroller's 2천원 is flagged too)
        ("유모차는 2천원, 카시트는 3천원이에요.", BABY, ["2천원", "3천원"]),
        ("신발장은 4천원, 장식장은 1만원이에요.", CABINETS, []),
        # both swapped: 장식장 names its own row whole (round 24, row_names), 4천원 is 신발장's
        ("신발장은 1만원, 장식장은 4천원이에요.", CABINETS, ["1만원", "4천원"]),
        ("Shoe cabinets are ₩4,000.", CABINETS, []),  # the shared name still names both
    ],
)  # fmt: skip
def test_a_synonym_the_rows_tell_apart_names_its_own_row(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong
