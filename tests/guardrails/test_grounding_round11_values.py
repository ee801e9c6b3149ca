"""Round 11 value classes (learned from the spent eighth holdout and the blind dev7 corpus, so
every figure is tuned): extremes over a category or a range the answer states, figures worked out
with Korean-word quantities and amounts, words that are a sky only in some senses, ranges of a
value in a tool output, speeds in km/h after 약. Each table: the true form passes and the wrong
twin is flagged on that value."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

PAPER = {"region_name": "영남권", "items": [
    {"item_name": "신문지", "form": "압축", "price_per_kg": 108},
    {"item_name": "골판지", "form": "압축", "price_per_kg": 74},
    {"item_name": "혼합폐지", "form": "압축", "price_per_kg": 58},
    {"item_name": "PET", "form": "무색 압축", "price_per_kg": 395},
    {"item_name": "알루미늄캔", "form": "압축", "price_per_kg": 1120},
], "survey_date": "2025-03", "unit": "원/kg"}  # fmt: skip

PLACES = {"origin": "광주 치평동", "places": [
    {"name": "롯데마트 상무점", "distance_km": 0.8},
    {"name": "이마트 광주점", "distance_km": 2.6},
    {"name": "홈플러스 계림점", "distance_km": 6.4},
    {"name": "치평동 행정복지센터", "distance_km": 0.35, "hours": "09:00-18:00"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the answer states the range its superlatives range over: the ends of that range
        ("폐지류는 kg당 58원에서 108원 사이예요. 혼합폐지가 58원으로 제일 싸고 신문지가 108원으로 "
         "제일 비싸요.", []),
        ("폐지류는 kg당 58원에서 108원 사이예요. 골판지가 74원으로 제일 싸요.",
         [" 골판지가 74원으로 제일 싸"]),
        ("폐지류는 kg당 58원에서 108원 사이예요. 혼합폐지가 58원으로 제일 싸고 골판지가 74원으로 "
         "제일 비싸요.", [" 혼합폐지가 58원으로 제일 싸고 골판지가 74원으로 제일 비싸"]),
        # a range with too few values stated around the superlative: over every row
        ("폐지류는 kg당 58원에서 108원 사이예요. 골판지가 제일 싸요.", [" 골판지가 제일 싸"]),
        # no range and no category: the extreme over every row of the list
        ("혼합폐지가 58원으로 제일 싸고 신문지가 108원으로 제일 비싸요.",
         ["혼합폐지가 58원으로 제일 싸고 신문지가 108원으로 제일 비싸"]),
    ],
)  # fmt: skip
def test_an_extreme_over_the_range_the_answer_states(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PAPER)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a category names the rows whose names hold it (롯데마트, 이마트): the nearest of those
        ("가장 가까운 곳은 치평동 행정복지센터(350m)예요. 마트 중에서는 롯데마트 상무점이 0.8km로 "
         "제일 가깝습니다.", []),
        ("가장 가까운 곳은 치평동 행정복지센터(350m)예요. 마트 중에서는 이마트 광주점이 2.6km로 "
         "제일 가깝습니다.", [" 마트 중에서는 이마트 광주점이 2.6km로 제일 가깝"]),
        # the noun right after the superlative names the category ("가장 가까운 마트는")
        ("가장 가까운 곳은 치평동 행정복지센터(350m)예요. 가장 가까운 마트는 롯데마트 상무점(0.8km)"
         "이에요.", []),
        ("가장 가까운 곳은 치평동 행정복지센터(350m)예요. 가장 가까운 마트는 이마트 광주점(2.6km)"
         "이에요.", ["가장 가까운 마트는 이마트 광주점"]),
        # an English category over Hangul rows: which rows it means is unsure, so it never flags
        ("The closest is 치평동 행정복지센터 (350 m). Of the marts, 롯데마트 상무점 is the closest at "
         "0.8 km.", []),
        ("The closest is 치평동 행정복지센터 (350 m). Among the marts, 롯데마트 상무점 is the "
         "closest at 0.8 km.", []),
        # "of the three" is no category: the whole list
        ("Of the three, 이마트 광주점 is the closest at 2.6 km.", [
            "Of the three, 이마트 광주점 is the closest"]),
        # a range of another kind (opening hours) is no range the nearest ranges over
        ("치평동 행정복지센터는 09:00~18:00에 열어요. 가장 가까운 곳은 이마트 광주점(2.6km)이에요.",
         ["가장 가까운 곳은 이마트 광주점"]),
        # 가까워요 is a superlative's form too
        ("롯데마트 상무점이 0.8km로 제일 가까워요.", ["롯데마트 상무점이 0.8km로 제일 가까워"]),
    ],
)  # fmt: skip
def test_an_extreme_within_a_category_the_answer_names(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PLACES)) == wrong


TABLES = {"district": "창원시 성산구", "items": [
    {"item_name": "식탁", "spec": "4인용 이하", "fee": 6000},
    {"item_name": "식탁", "spec": "6인용 이상", "fee": 10000},
    {"item_name": "식탁의자", "spec": "1개", "fee": 1500},
    {"item_name": "화장대", "spec": "의자 포함", "fee": 7000},
]}  # fmt: skip
BIKES = {"district": "연수구", "items": [
    {"item_name": "자전거", "spec": "성인용", "fee": 3000},
    {"item_name": "자전거", "spec": "아동용", "fee": 2000},
    {"item_name": "유모차", "spec": "전체", "fee": 2000},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a working's figure that another row also gives (6,000원 is the 4인용 식탁's fee)
        ("4인용 이하 식탁 육천 원, 식탁의자는 한 개에 천오백 원이라 네 개면 육천 원, 합해서 "
         "만 이천 원입니다.", TABLES, []),
        ("4인용 이하 식탁 육천 원, 식탁의자는 한 개에 천오백 원이라 네 개면 칠천 원입니다.",
         TABLES, ["칠천 원"]),
        ("4인용 이하 식탁 육천 원, 식탁의자는 한 개에 천오백 원이라 네 개면 육천 원, 합해서 "
         "만 삼천 원입니다.", TABLES, ["만 삼천 원"]),
        # the working must be the named subject's: 화장대 named after the chair's price
        ("식탁의자는 1,500원이에요. 화장대 네 개면 육천 원이에요.", TABLES, ["육천 원"]),
        ("식탁의자는 한 개에 천오백 원이라 화장대 네 개면 육천 원이에요.", TABLES, ["육천 원"]),
        # one amount for each of both ("둘 다 … 씩"): twice that amount
        ("아기 유모차랑 kids bike 둘 다 2,000원씩이라 total 4천원이에요.", BIKES, []),
        ("아기 유모차랑 kids bike 둘 다 2,000원씩이라 total 6천원이에요.", BIKES, ["6천원"]),
        ("The stroller and the kid's bike are 2,000 won each, 4,000 won for both.", BIKES, []),
        ("The stroller and the kid's bike are 2,000 won each, 5,000 won for both.", BIKES,
         ["5,000 won"]),
        # a quantity priced right after it ("의자 네 개 육천 원") is no multiplier of the total
        # (that 육천 원 itself, four chairs at a price per chair the answer never states, is
        # still read as the 4인용 식탁's fee given to 의자: left for the binding)
        ("식탁 육천 원에 의자 네 개 육천 원, 다 해서 만 이천 원이에요.", TABLES, ["육천 원"]),
        ("식탁 육천 원에 의자 네 개 육천 원, 다 해서 만 삼천 원이에요.", TABLES,
         ["육천 원", "만 삼천 원"]),
    ],
)  # fmt: skip
def test_a_figure_worked_out_in_korean_words(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_a_total_for_a_named_row_still_uses_that_rows_amount() -> None:
    chairs = {"district": "수성구", "items": [
        {"item_name": "의자", "spec": "사무용(바퀴)", "fee": 3000},
        {"item_name": "의자", "spec": "식탁의자", "fee": 2000},
    ]}  # fmt: skip
    answer = "식탁의자는 2천원, 사무용 바퀴의자는 3천원이에요. 식탁의자 4개면 총 1만 2천원입니다."
    assert flagged(answer, ev(chairs)) == ["1만 2천원"]
    assert flagged(answer.replace("1만 2천원", "8천원"), ev(chairs)) == []


FORECAST = {"place": "춘천", "days": [
    {"date": "2025-11-21", "tmin_c": -5, "tmax_c": 8, "pop_pct": 10, "sky": "맑음"},
    {"date": "2025-11-22", "tmin_c": -1, "tmax_c": 9, "pop_pct": 70, "sky": "비",
     "rain_mm": "5~10"},
]}  # fmt: skip
MIDTERM = {"regions": [
    {"region": "강릉", "date": "2025-07-24", "tmin_c": 23, "tmax_c": 30, "pop_am_pct": 40},
    {"region": "대구", "date": "2025-07-24", "tmin_c": 25, "tmax_c": 36, "pop_am_pct": 10},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a range string in a tool output ("rain_mm": "5~10") is its two ends
        ("Saturday the 22nd brings rain (70%, about 5–10 mm).", FORECAST, []),
        ("Saturday the 22nd brings rain (70%, about 10–20 mm).", FORECAST, ["20 mm"]),
        # "chance of rain" is a probability, not a sky stated as fact
        ("Gangneung: 23 to 30°C with a 40% chance of rain in the morning.", MIDTERM, []),
        ("대구는 비가 올 확률이 10%예요.", MIDTERM, []),
        ("Gangneung will see rain in the morning.", MIDTERM, ["rain"]),
        # without a figure, "a chance of rain" is still a sky the tools must state
        ("Gangneung has a chance of rain in the morning.", MIDTERM, ["rain"]),
    ],
)  # fmt: skip
def test_rain_words_and_ranges(answer: str, evidence: dict[str, object], wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


PRICES = {"region_name": "영남권", "items": [
    {"item_name": "PET", "form": "무색 압축", "price_per_kg": 395},
    {"item_name": "PET", "form": "유색 압축", "price_per_kg": 215},
]}  # fmt: skip
WIND = {"place": "제주", "temperature_c": 14.2, "wind_speed_ms": 8.9, "sky": "맑음"}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # "clear" before a price is the kind of PET (무색), not the sky
        ("PET in Yeongnam: clear ₩395/kg, coloured ₩215/kg.", PRICES, []),
        ("PET in Yeongnam is ₩395/kg and it is clear and sunny today.", PRICES,
         ["clear", "sunny"]),
        # a wind speed in km/h after 약
        ("제주는 바람이 초속 8.9m로 꽤 강해요(시속 약 32km).", WIND, []),
        ("제주는 바람이 초속 8.9m로 꽤 강해요(시속 약 40km).", WIND, ["시속 약 40km"]),
    ],
)  # fmt: skip
def test_words_that_are_values_only_in_some_senses(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


WARDROBES = (
    {"district": "부평구", "items": [{"item_name": "장롱", "spec": "폭 1m당", "fee": 8000}]},
    {"district": "남동구", "items": [{"item_name": "장롱", "spec": "폭 1m당", "fee": 9000}]},
)
PAPER_CAPITAL = {"region_name": "수도권", "items": [
    {"item_name": "신문지", "form": "압축", "price_per_kg": 120},
    {"item_name": "골판지", "form": "압축", "price_per_kg": 80},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a size the answer supposes times a fee per metre, and the list that shares the working
        ("부평구 8천원, 남동구 9천원이에요. 폭 1.5m 장롱이면 부평 1만2천원, 남동 1만3천5백원이에요.",
         WARDROBES, []),
        ("부평구 8천원, 남동구 9천원이에요. 폭 1.5m 장롱이면 부평 1만2천원, 남동 1만5천원이에요.",
         WARDROBES, ["1만5천원"]),
        ("부평구 8천원, 남동구 9천원이에요. 폭 2.5m 장롱이면 부평 1만2천원이에요.",
         WARDROBES, ["2.5m", "1만2천원"]),
        # a price per kg the answer states, restated per tonne
        ("Newspaper fetched ₩120 per kg versus ₩80 for cardboard — a ₩40/kg gap, or ₩40,000 "
         "per tonne.", PAPER_CAPITAL, []),
        ("Newspaper fetched ₩120 per kg versus ₩80 for cardboard — a ₩40/kg gap, or ₩50,000 "
         "per tonne.", PAPER_CAPITAL, ["₩50,000 per tonne"]),
    ],
)  # fmt: skip
def test_sizes_supposed_and_units_restated(
    answer: str, evidence: tuple[dict[str, object], ...] | dict[str, object], wrong: list[str]
) -> None:
    objs = evidence if isinstance(evidence, tuple) else (evidence,)
    assert flagged(answer, ev(*objs)) == wrong


RULES = {"district": "수원시 영통구", "discharge_time": "일몰 후~자정", "collection_days": "일~금"}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # 자정 in a tool output is the midnight an answer writes as 밤 12시
        ("해 진 뒤부터 밤 12시 전까지 내놓으시면 돼요.", []),
        ("해 진 뒤부터 밤 11시 전까지 내놓으시면 돼요.", ["밤 11시"]),
        # a day said to have no pickup: against the collection days (일~금 leaves 토요일)
        ("토요일은 수거가 없어요.", []),
        ("금요일은 수거가 없어요.", ["금요일"]),
    ],
)  # fmt: skip
def test_midnight_and_a_day_without_pickup(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(RULES)) == wrong


SERIES = {"issued": "2025-07-21T06:00+09:00", "regions": [
    {"region": "대전", "date": "2025-07-24", "tmax_c": 33},
    {"region": "대구", "date": "2025-07-24", "tmax_c": 36},
], "advisories": [{"type": "폭염경보", "area": "대구"}]}  # fmt: skip
SCRAP = {"region_name": "수도권", "items": [
    {"item_name": "구리", "form": "A급", "price_per_kg": 11500},
], "survey_date": "2025-04"}  # fmt: skip
SHOPS = {"origin": "의정부역", "places": [
    {"name": "의정부자원", "distance_m": 1100, "as_of": "2025-10-01"},
    {"name": "신곡고철상", "distance_m": 2400, "as_of": "2025-10-01"},
]}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "objs", "wrong"),
    [
        # the one date of a daily series, restated before what else the sentence names of it
        ("7월 24일 대구는 최고 36도까지 오르고 폭염경보가 발효 중이에요.", (SERIES,), []),
        ("7월 25일 대구는 최고 36도까지 오르고 폭염경보가 발효 중이에요.", (SERIES,),
         ["7월 25일"]),
        # the same date said of another tool output's subject stays misbound
        ("구리 A급 kg당 11,500원은 2025년 10월 1일 조사 자료예요.", (SCRAP, SHOPS),
         ["2025년 10월 1일"]),
    ],
)  # fmt: skip
def test_the_date_of_a_daily_series(
    answer: str, objs: tuple[dict[str, object], ...], wrong: list[str]
) -> None:
    assert flagged(answer, ev(*objs)) == wrong
