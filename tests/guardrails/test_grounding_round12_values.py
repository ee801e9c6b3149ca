"""Round 12 worked figures (learned from the spent ninth holdout, so every figure is tuned): a
sum whose terms are joined by "+" before a named item ("7천원 + 화장대 5천원이라 같이 버리시면"),
a maximum worked out as rate × limit ("10 points each, up to 50 a day, so max 500 points"), and
points restated in won at the rate the record states ("500 points (= 500 won)"). Each table: the
faithful form passes, the wrong twin is flagged on its figure."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

FEES = {
    "district": "수원시",
    "items": [
        {"item_name": "화장대", "spec": "", "free": False, "fee": 5000},
        {"item_name": "식탁", "spec": "4인용", "free": False, "fee": 7000},
        {"item_name": "식탁", "spec": "6인용 이상", "free": False, "fee": 11000},
    ],
    "as_of": "2024-12-15",
}
SHOP = {
    "site": "상계3·4동 자원순환가게",
    "rewards": [
        {"item": "투명 페트병", "unit": "개", "reward_point": 10, "daily_limit": 50},
        {"item": "폐건전지", "unit": "개", "reward_point": 5, "daily_limit": 20},
    ],
    "payment": "노원 Eco 포인트 (1포인트=1원)",
    "as_of": "2025-03-04",
}
MACHINES = {
    "machines": [
        {"name": "정자동 주민센터 무인회수기", "distance_m": 640, "reward_point_per_item": 10,
         "daily_limit_items": 100},
    ],
    "as_of": "2025-11-03",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("4인용 식탁 7천원 + 화장대 5천원이라 같이 버리시면 1만 2천원이에요.", []),
        ("4인용 식탁 7천원 + 화장대 5천원이라 같이 버리시면 1만 3천원이에요.", ["1만 3천원"]),
        ("A 4-seat table is 7,000 won + a vanity 5,000 won, so 12,000 won together.", []),
        ("A 4-seat table is 7,000 won + a vanity 5,000 won, so 13,000 won together.",
         ["13,000 won"]),
    ],
)  # fmt: skip
def test_a_sum_joined_by_plus_before_a_named_item(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("You'll get 10 points per clear PET bottle, up to 50 a day, so max 500 points daily.", []),
        ("You'll get 10 points per clear PET bottle, up to 50 a day, so max 600 points daily.",
         ["600 points"]),
        ("투명 페트병은 개당 10포인트, 하루 50개까지라 최대 500포인트예요.", []),
        ("투명 페트병은 개당 10포인트, 하루 50개까지라 최대 700포인트예요.", ["700포인트"]),
    ],
)  # fmt: skip
def test_a_maximum_is_rate_times_limit(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SHOP)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Each bottle earns 10 points, max 100 items per day, so up to 1,000 points a day.", []),
        ("Each bottle earns 10 points, max 100 items per day, so up to 2,000 points a day.",
         ["2,000 points"]),
    ],
)  # fmt: skip
def test_a_machine_maximum_is_rate_times_limit(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(MACHINES)) == wrong


BINS = {
    "origin": "연산동",
    "places": [
        {
            "name": "연산5동 의류수거함 A",
            "address": "부산광역시 연제구 연수로 120 앞",
            "distance_m": 180,
        },
        {
            "name": "연산5동 의류수거함 B",
            "address": "부산광역시 연제구 과정로 88 앞",
            "distance_m": 460,
        },
        {
            "name": "연제구 재활용센터",
            "address": "부산광역시 연제구 중앙대로 1001",
            "distance_m": 2300,
        },
    ],
    "as_of": "2025-08-12",
}
STATIONS = {
    "places": [
        {"name": "광화문역", "category": "지하철역", "distance_m": 210},
        {"name": "종각역", "category": "지하철역", "distance_m": 870},
        {"name": "시청역", "category": "지하철역", "distance_m": 1080},
        {"name": "사직동 주민센터", "category": "주민센터", "distance_m": 760},
        {"name": "경복궁역", "category": "지하철역", "distance_m": 1420},
        {"name": "안국역", "category": "지하철역", "distance_m": 1730},
    ],
}
SHOPS = {
    "origin": "역삼동",
    "places": [
        {"name": "강남재활용센터", "category": "재활용센터", "distance_m": 650},
        {"name": "역삼 고물상", "category": "고물상", "distance_m": 1200},
        {"name": "굿윌스토어 역삼점", "category": "중고매장", "distance_m": 1850},
        {"name": "아름다운가게 선릉점", "category": "중고매장", "distance_m": 2400},
        {"name": "대치자원", "category": "고물상", "distance_m": 3100},
    ],
}
FURNITURE = {
    "origin": "정자동",
    "places": [
        {"name": "분당재활용센터", "distance_km": 2.3},
        {"name": "정자동 중고가구", "distance_km": 0.8},
        {"name": "아름다운가게 서현점", "distance_km": 1.6},
        {"name": "굿윌스토어 분당점", "distance_km": 4.2},
        {"name": "수내 리사이클", "distance_km": 1.1},
    ],
}
METHODS = {
    "district": "강남구",
    "methods": ["구청 홈페이지 온라인 신청", "주민센터 방문 신청", "'빼기' 앱 신청"],
    "as_of": "2024-11-20",
}
TABLE = (
    "\n\n| 순위 | 이름 | 거리 |\n|---|---|---|\n| 1 | 정자동 중고가구 | 800m |\n"
    "| 2 | 수내 리사이클 | 1.1km |\n| 3 | 아름다운가게 서현점 | 1.6km |"
)


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        # a category named as the count's topic, and widened by another
        ("연산동 근처 의류수거함은 두 곳, 재활용센터까지 합치면 세 곳이에요.", BINS, []),
        ("연산동 근처 의류수거함은 두 곳, 재활용센터까지 합치면 네 곳이에요.", BINS, ["네 곳"]),
        ("목록에 지하철역이 다섯 곳 있어요.", STATIONS, []),
        ("목록에 지하철역이 네 곳 있어요.", STATIONS, ["네 곳"]),
        # a distance limit widened ("2km까지 넓히면")
        ("1km 안에는 강남재활용센터 한 곳뿐이고, 2km까지 넓히면 역삼 고물상이랑 굿윌스토어 역삼점까지 "
         "해서 세 곳이야.", SHOPS, []),
        ("1km 안에는 강남재활용센터 한 곳뿐이고, 2km까지 넓히면 역삼 고물상이랑 굿윌스토어 역삼점까지 "
         "해서 네 곳이야.", SHOPS, ["2km", "네 곳"]),  # the limit selects three, not four
        # a top-N over the rows listed right after it
        ("가까운 세 곳이에요." + TABLE, FURNITURE, []),
        ("가까운 네 곳이에요." + TABLE, FURNITURE, ["네 곳"]),
        # the items enumerated after a colon, paraphrased
        ("신청 방법은 세 가지예요: 구청 홈페이지 online, 주민센터 방문, or '빼기' app.", METHODS, []),
        ("신청 방법은 네 가지예요: 구청 홈페이지 online, 주민센터 방문, or '빼기' app.", METHODS,
         ["네 가지"]),
    ],
)  # fmt: skip
def test_a_count_of_what_the_answer_names(
    answer: str, data: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


METALS = {
    "region_name": "충청권",
    "items": [
        {"item_name": "고철", "form": "생철", "price_per_kg": 280},
        {"item_name": "구리", "form": "동선(피복 제거)", "price_per_kg": 6500},
        {"item_name": "황동", "form": "", "price_per_kg": 4200},
        {"item_name": "알루미늄", "form": "새시", "price_per_kg": 1900},
        {"item_name": "스테인리스", "form": "", "price_per_kg": 1300},
    ],
    "survey_date": "2024-12",
}
JEJU = {
    "origin": "제주시 연동",
    "places": [
        {"name": "연동 재활용도움센터", "category": "재활용도움센터", "distance_m": 380},
        {"name": "노형동 재활용도움센터", "category": "재활용도움센터", "distance_m": 1900},
        {"name": "클린하우스 연동 7호", "category": "클린하우스", "distance_m": 120},
    ],
}
STATED = "황동은 kg당 4,200원, 스테인리스 1,300원, 알루미늄 새시 1,900원이에요. "


@pytest.mark.parametrize(
    ("answer", "data", "wrong"),
    [
        # "세 가지 중엔": the three values the answer has just stated
        (STATED + "세 가지 중엔 황동이 제일 비싸요.", METALS, []),
        (STATED + "세 가지 중엔 알루미늄 새시가 제일 비싸요.", METALS,
         [" 세 가지 중엔 알루미늄 새시가 제일 비싸"]),
        # no number of things: the extreme over every row (구리 is dearer)
        (STATED + "황동이 제일 비싸요.", METALS, [" 황동이 제일 비싸"]),
        # a category as the sentence's topic: the nearest of its rows
        ("제일 가까운 곳은 클린하우스 연동 7호(120m)예요. 재활용도움센터는 연동 재활용도움센터가 "
         "380m로 가장 가까워요.", JEJU, []),
        ("제일 가까운 곳은 클린하우스 연동 7호(120m)예요. 재활용도움센터는 노형동 재활용도움센터가 "
         "1.9km로 가장 가까워요.", JEJU, [" 재활용도움센터는 노형동 재활용도움센터가 1.9km로 가장 가까워"]),
    ],
)  # fmt: skip
def test_an_extreme_over_the_things_the_answer_names(
    answer: str, data: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(data)) == wrong


PAPER_PACKS = {
    "site": "상계3·4동 자원순환가게",
    "rewards": [{"item": "종이팩", "unit": "kg", "reward_point": 300, "daily_limit_kg": 5}],
    "as_of": "2025-03-04",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # "1kg에": the unit of a rate; "하루 5kg까지": the limit the key writes in kg
        ("종이팩은 1kg에 300포인트(하루 5kg까지)예요.", []),
        ("종이팩은 1kg에 300포인트(하루 8kg까지)예요.", ["8kg"]),
        ("종이팩은 1kg에 400포인트(하루 5kg까지)예요.", ["400포인트"]),
    ],
)  # fmt: skip
def test_a_unit_and_a_limit_keyed_by_its_unit(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PAPER_PACKS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("10 points per bottle, up to 50 a day, so max 500 points (= 500 won) daily.", []),
        ("10 points per bottle, up to 50 a day, so max 500 points (= 5,000 won) daily.",
         ["5,000 won"]),
        ("개당 10포인트, 하루 50개까지라 최대 500포인트, 즉 500원이에요.", []),
        ("개당 10포인트, 하루 50개까지라 최대 500포인트, 즉 1,000원이에요.", ["1,000원"]),
    ],
)  # fmt: skip
def test_points_restated_in_won_at_the_stated_rate(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SHOP)) == wrong


def test_points_in_won_need_a_stated_rate() -> None:
    no_rate = {**SHOP, "payment": "노원 Eco 포인트"}
    answer = "10 points per bottle, up to 50 a day, so max 500 points (= 500 won) daily."
    assert flagged(answer, ev(no_rate)) == ["500 won"]


DAEJEON_BINS = {
    "origin": "둔산2동",
    "bins": [
        {"id": "DJ-SG-0412", "address": "대전 서구 둔산로 100 앞", "distance_m": 90},
        {
            "id": "DJ-SG-0415",
            "address": "대전 서구 둔산중로 42 한가람아파트 정문",
            "distance_m": 260,
        },
        {"id": "DJ-SG-0433", "address": "대전 서구 대덕대로 233 옆", "distance_m": 480},
        {"id": "DJ-SG-0451", "address": "대전 서구 갈마로 12", "distance_m": 1120},
    ],
}
NEAREST = "가장 가까운 의류수거함은 둔산로 100 앞으로 90m 거리예요. "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the values a count lists in brackets: each an item's, the limit selects that many
        (NEAREST + "500m 안에 있는 수거함은 모두 세 개(90m, 260m, 480m)입니다.", []),
        # a value no item has: the bracket is no list of the items (260m falls back to 둔산로)
        (NEAREST + "500m 안에 있는 수거함은 모두 세 개(90m, 260m, 470m)입니다.", ["260m", "470m"]),
        # a limit that selects two, not three: the limit is flagged
        (NEAREST + "300m 안에 있는 수거함은 모두 세 개(90m, 260m, 480m)입니다.", ["300m"]),
    ],
)  # fmt: skip
def test_the_values_a_count_lists(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DAEJEON_BINS)) == wrong


SHOP_FURNITURE = {
    "district": "해운대구",
    "items": [
        {"item_name": "식탁", "spec": "4인용 이하", "free": False, "fee": 6000},
        {"item_name": "식탁", "spec": "6인용 이상", "free": False, "fee": 9000},
        {"item_name": "의자", "spec": "", "free": False, "fee": 2000},
        {"item_name": "가스레인지", "spec": "", "free": False, "fee": 3000},
    ],
    "as_of": "2025-02-01",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the price per unit in the bracket after 의자 4개 is 의자's, not the first item's
        ("6인용 이상 식탁 1개(9천원)에 의자 4개(개당 2천원 → 8천원)라서 모두 1만 7천원이에요.", []),
        # another item's fee as the chair's price per unit
        ("6인용 이상 식탁 1개(9천원)에 의자 4개(개당 3천원 → 1만 2천원)라서 모두 2만 1천원이에요.",
         ["개당 3천원"]),
        # a working that does not come out
        ("6인용 이상 식탁 1개(9천원)에 의자 4개(개당 2천원 → 8천원)라서 모두 1만 9천원이에요.",
         ["1만 9천원"]),
    ],
)  # fmt: skip
def test_a_price_per_unit_in_the_bracket_of_an_items_quantity(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(SHOP_FURNITURE)) == wrong
