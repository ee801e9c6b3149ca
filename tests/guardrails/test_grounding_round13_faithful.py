"""Round 13 false alarms (learned from the spent tenth holdout, so every form is tuned): the whole
a subset is counted out of, a day's most points as a row's points × limit / unit, what a supposed
quantity would earn, the thing a label leaves out ("without mattress", "포함"), a whole-list total
that says how many terms it adds, a Korean distance before the place it modifies ("260m 거리의 A"),
counts of rows that are a whole category and of the options just enumerated. Each table: the
faithful form passes, the wrong twin is flagged on its figure (and, where asserted, for its reason)."""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev, flagged

BINS = {
    "query": "폐형광등 수거함",
    "places": [
        {"name": "중앙로역", "distance_m": 250},
        {"name": "동성로 행정복지센터", "distance_m": 430},
        {"name": "대구은행 동성로지점", "distance_m": 520},
        {"name": "반월당역", "distance_m": 900},
        {"name": "홈플러스 대구점", "distance_m": 1800},
        {"name": "대구 중구청", "distance_m": 1600},
    ],
    "found": 6,
}
SITE = {
    "site": "송파구 재활용 정거장 보상센터",
    "items": [
        {"item": "투명 페트병", "unit": "개", "points": 10, "daily_limit": "100개"},
        {"item": "종이팩", "unit": "1kg", "points": 300, "daily_limit": "5kg"},
        {"item": "폐건전지", "unit": "10개", "points": 100, "daily_limit": "50개"},
    ],
}
TWO_SITES = [
    {"site": "영통구 자원순환가게",
     "rewards": [{"item": "투명 페트병", "unit": "1kg", "points": 500, "daily_limit_kg": 3}]},
    {"site": "연수구 회수센터",
     "rewards": [{"item": "투명 페트병", "unit": "1kg", "points": 600, "daily_limit_kg": 2}]},
]  # fmt: skip


def _why(answer: str, evidence: Evidence) -> dict[str, str]:
    return {c.text: c.why or "" for c in check(answer, evidence).unsupported}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Four of the six spots are within 1 km.", []),
        ("Four of the seven spots are within 1 km.", ["seven spots"]),
        ("Out of all six bins, four are within 1 km.", []),
        ("Out of all five bins, four are within 1 km.", ["five bins"]),
        ("Five of the six spots are within 1 km.", []),  # "Five" is no count claim of its own
    ],
)  # fmt: skip
def test_the_whole_a_subset_is_counted_out_of(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


def test_a_count_within_a_distance_still_counts_the_subset() -> None:
    why = _why("1km 안에 있는 곳은 여섯 곳이에요.", ev(BINS))
    assert list(why) == ["여섯 곳"]
    assert "subset" in why["여섯 곳"]
    assert flagged("1km 안에 있는 곳은 네 곳이에요.", ev(BINS)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Bottles earn 10 points each, capped at 100 a day — so the most you can earn from "
         "bottles in one day is 1,000 points.", []),
        ("Bottles earn 10 points each, capped at 100 a day — so the most you can earn from "
         "bottles in one day is 1,200 points.", ["1,200 points"]),
        ("Used batteries add 100 points per 10 (up to 50 a day, i.e. 500 points).", []),
        ("Used batteries add 100 points per 10 (up to 50 a day, i.e. 5,000 points).",
         ["5,000 points"]),  # the unit's size left out
        ("종이팩은 하루 5kg까지라 최대 1,500포인트예요.", []),
        ("종이팩은 하루 5kg까지라 최대 500포인트예요.", ["500포인트"]),  # the batteries' maximum
    ],
)  # fmt: skip
def test_a_days_most_points_is_a_rows_points_times_its_limit(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SITE)) == wrong


def test_points_a_maximum_does_not_state_stay_flagged() -> None:
    why = _why("종이팩 10kg 이상 모아 오면 500포인트 보너스가 있어요.", ev(SITE))
    assert "500포인트" in why
    assert "not" in why["500포인트"]


@pytest.mark.parametrize(
    ("tail", "wrong"),
    [
        ("연수구 1,200포인트, 영통구 1,500포인트예요.", []),
        ("연수구 1,200포인트, 영통구 1,800포인트예요.", ["1,800포인트"]),  # 600 × 3
        ("연수구 1,000포인트, 영통구 1,500포인트예요.", ["1,000포인트"]),
    ],
)  # fmt: skip
def test_a_list_of_day_maxima_of_two_sites(tail: str, wrong: list[str]) -> None:
    answer = "daily limit이 연수구는 2kg, 영통구는 3kg이라 하루 최대 적립은 " + tail
    assert flagged(answer, ev(*TWO_SITES)) == wrong


MACHINES = {
    "places": [{"name": "노원역 무인회수기", "distance_m": 80}],
    "reward": {"per_bottle_won": 10, "payout": "수퍼빈 포인트"},
}
BEDS = {
    "district": "영통구",
    "items": [
        {"item_name": "침대", "spec": "1인용(매트리스 제외)", "fee": 6000},
        {"item_name": "매트리스", "spec": "1인용", "fee": 8000},
    ],
}
FURNITURE = {
    "district": "광주광역시 북구",
    "items": [
        {"item_name": "서랍장", "spec": "3단 이상", "fee": 5000},
        {"item_name": "화장대", "spec": "거울 포함", "fee": 7000},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("At 10 won per bottle, 100 bottles would earn about 1,000 won.", []),
        ("At 10 won per bottle, 100 bottles would earn about 2,000 won.", ["2,000 won"]),
        ("At 10 won per bottle, 50 bottles will get you 500 won.", []),
        ("At 10 won per bottle, 50 bottles will get you 600 won.", ["600 won"]),
    ],
)
def test_what_a_supposed_quantity_would_earn_is_a_working(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MACHINES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("A single bed frame (without mattress) is 6,000 won and a single mattress 8,000 won.", []),
        ("A single bed frame (without mattress) is 8,000 won.", ["8,000 won"]),
        ("A single mattress is 6,000 won.", ["6,000 won"]),
    ],
)
def test_the_thing_left_out_names_no_record(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BEDS)) == wrong


def test_the_thing_left_out_is_not_the_subject_of_the_wrong_value() -> None:
    why = _why("A single bed frame (without mattress) is 8,000 won.", ev(BEDS))
    assert "not for bed" in why["8,000 won"]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("• 3단 이상 서랍장(5단 포함): 5천원\n• 거울 달린 화장대: 7천원", []),
        ("• 3단 이상 서랍장(5단 포함): 7천원\n• 거울 달린 화장대: 7천원", ["7천원"]),
        ("• 3단 이상 서랍장(5단 포함): 5천원\n• 거울 달린 화장대: 5천원", ["5천원"]),
    ],
)
def test_including_in_a_label_names_no_record(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FURNITURE)) == wrong


FOUR_FEES = {
    "district": "광주광역시 북구",
    "items": [
        {"item_name": "장롱", "spec": "폭 1m 이상", "fee": 10000},
        {"item_name": "서랍장", "spec": "3단 이상", "fee": 5000},
        {"item_name": "화장대", "spec": "거울 포함", "fee": 5000},
        {"item_name": "식탁", "spec": "4인용 이상", "fee": 7000},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("네 가지 모두 합치면 2만 7천원이에요.", []),
        ("전부 합치면 2만 7천원이에요.", []),
        ("세 가지 모두 합치면 2만 7천원이에요.", ["2만 7천원"]),  # the whole list is four
        ("All four together come to 27,000 won.", []),
        ("All three together come to 27,000 won.", ["27,000 won"]),
    ],
)
def test_a_total_of_the_whole_list_counts_its_terms(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FOUR_FEES)) == wrong


CENTRES = {
    "query": "재활용도움센터",
    "places": [
        {"name": "노형동 재활용도움센터", "distance_m": 260, "accepted": ["캔", "종이류"]},
        {"name": "연동 재활용도움센터 2호", "distance_m": 640, "accepted": ["캔", "폐건전지"]},
        {"name": "한라수목원 입구 클린하우스", "distance_m": 1300, "accepted": ["플라스틱"]},
    ],
}
BEFORE = "클린하우스는 플라스틱만 받아요. 매일 버리고 싶다면 "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (BEFORE + "260m 거리의 노형동 재활용도움센터를 이용하세요.", []),
        (BEFORE + "640m 거리의 노형동 재활용도움센터를 이용하세요.", ["640m"]),
        (BEFORE + "640m 떨어진 연동 재활용도움센터 2호도 있어요.", []),
        (BEFORE + "260m 떨어진 연동 재활용도움센터 2호도 있어요.", ["260m"]),
    ],
)
def test_a_korean_distance_is_the_place_it_modifies(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


def test_a_distance_before_another_place_is_flagged_for_that_place() -> None:
    why = _why(BEFORE + "640m 거리의 노형동 재활용도움센터를 이용하세요.", ev(CENTRES))
    assert "노형동" in why["640m"]
    assert "플라스틱" not in why["640m"]


SHOPS = {
    "query": "재활용센터",
    "places": [
        {"name": "성동구 재활용센터", "category": "재활용센터", "distance_m": 650},
        {"name": "뚝섬 중고가구", "category": "중고 매장", "distance_m": 1200},
        {"name": "성수 자원상사", "category": "고물상", "distance_m": 880},
        {"name": "광진 알뜰매장", "category": "중고 매장", "distance_m": 2300},
    ],
    "source_label": "지자체 재활용센터 현황",
}
HOW_TO = {
    "district": "파주시",
    "method": "대형폐기물 온라인 신고, '여기로' 앱 신청 또는 읍면동 주민센터 방문 신고",
    "phone": "031-940-5212",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Two second-hand shops came up:\n1. 뚝섬 중고가구 – 1.2 km\n2. 광진 알뜰매장 – 2.3 km", []),
        ("Three second-hand shops came up:\n1. 뚝섬 중고가구 – 1.2 km\n2. 광진 알뜰매장 – 2.3 km\n"
         "3. 성수 자원상사 – 880 m", ["Three second-hand shops"]),  # 성수 is no shop of the kind
        ("Two shops came up:\n1. 뚝섬 중고가구 – 1.2 km\n2. 성수 자원상사 – 880 m",
         ["Two shops"]),  # two rows of no one category
    ],
)  # fmt: skip
def test_a_count_of_the_rows_that_are_a_whole_category(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SHOPS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("파주는 온라인 신고, 여기로 앱, 읍면동 주민센터 방문 세 가지 방법이 있어요.", []),
        ("파주는 온라인 신고, 여기로 앱, 읍면동 주민센터 방문 네 가지 방법이 있어요.", ["네 가지 "]),
        ("파주는 온라인 신고, 여기로 앱, 주민센터 방문, 우편 접수 네 가지 방법이 있어요.",
         ["네 가지 "]),
    ],
)  # fmt: skip
def test_a_count_after_the_options_it_counts(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(HOW_TO)) == wrong


FRIDGE_FEES = {
    "district": "해운대구",
    "items": [
        {"item_name": "냉장고", "spec": "500리터 미만", "free": False, "fee": 9000},
        {"item_name": "냉장고", "spec": "500리터 이상", "free": False, "fee": 15000},
    ],
}
FRIDGE_RULES = {
    "district": "해운대구",
    "method": "구청 홈페이지 또는 주민센터에 배출 신고 후 스티커 부착",
    "note": "대형 가전은 폐가전 무상방문수거(1599-0903) 이용 시 무료",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("500리터 이상 냉장고는 1만 5천원이에요. 다만 폐가전 무상방문수거를 이용하면 무료로 가져가요.", []),
        ("500리터 이상 냉장고는 1만 5천원이에요. 다만 구청 홈페이지로 신청하면 무료예요.", ["무료"]),
        ("냉장고는 주민센터를 통해 신고하면 무료예요.", ["무료"]),
        ("500리터 이상 냉장고는 무료예요.", ["무료"]),
    ],
)  # fmt: skip
def test_free_under_a_condition_a_tool_output_states(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FRIDGE_FEES, FRIDGE_RULES)) == wrong


FORECAST = {
    "place": "서울",
    "kind": "forecast",
    "days": [
        {"date": "2026-01-15", "weekday": "목", "am": {"sky": "흐림", "rain_pct": 30},
         "pm": {"sky": "비", "rain_pct": 60}, "min_c": -1, "max_c": 5},
        {"date": "2026-01-16", "weekday": "금", "am": {"sky": "맑음", "rain_pct": 0},
         "pm": {"sky": "맑음", "rain_pct": 10}, "min_c": -4, "max_c": 3},
    ],
}  # fmt: skip
THURSDAY = "서울은 1월 15일(목) 오전 흐림이에요. "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (THURSDAY + "금요일은 강수확률이 10%예요.", []),
        (THURSDAY + "금요일은 강수확률이 30%예요.", ["30%"]),  # Thursday's chance
        (THURSDAY + "종이류는 젖으면 재활용이 어려우니 16일(금)에 내놓는 걸 추천해요. 그날은 강수확률이 0~10%, 기온은 영하 4도에서 영상 3도예요.",
         []),
        (THURSDAY + "종이류는 젖으면 재활용이 어려우니 16일(금)에 내놓는 걸 추천해요. 그날은 강수확률이 0~10%, 기온은 영하 1도에서 영상 5도예요.",
         ["영하 1도", "영상 5도"]),
    ],
)  # fmt: skip
def test_a_day_rows_weekday_is_named_by_its_full_name(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FORECAST)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("비 오는 날 말고 맑은 날 내놓으세요.", []),  # any clear day: no day's sky
        ("목요일은 맑은 날이에요.", ["맑은"]),  # said to be one: Thursday is cloudy, then rain
        ("금요일은 맑은 날이에요.", []),
    ],
)
def test_a_kind_of_day_is_no_days_sky(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FORECAST)) == wrong
