"""Classes learned from the spent fifth holdout (tuning data now; figures are tuned): quantity
conditions (minimums, limits, exchange ratios) invented or given to another site, a place's rank
in the distance order ("두 번째로 가까운 곳"), and names under a ``*_name`` key. Each table: the
faithful form passes, the fabricated or misattributed twin is flagged on the claim."""

from __future__ import annotations

import pytest

from guardrails.grounding.limits import limit_claims
from tests.guardrails.grounding_helpers import ev, flagged

EXCHANGE = {
    "district": "성동구",
    "sites": [
        {"name": "왕십리도선동 주민센터",
         "exchange": [{"item": "폐건전지", "min_qty": "10개", "reward": "새 건전지 1개"}],
         "days": "매주 화·목", "phone": "02-2286-7314"},
        {"name": "행당1동 주민센터",
         "exchange": [{"item": "폐건전지", "min_qty": "20개", "reward": "새 건전지 2개"}],
         "days": "매주 수요일", "phone": "02-2286-7408"},
    ],
    "limit": "1인 월 최대 새 건전지 10개",
}  # fmt: skip
PICKUP = {
    "service": "폐가전 무상 방문수거",
    "rules": [
        {"type": "대형가전", "min_qty": 1},
        {"type": "중소형가전", "min_qty": 5, "condition": "5개 이상일 때만 단독 수거"},
    ],
    "phone": "1599-0903",
}
CARTONS = {
    "sites": [{"name": "왕십리2동 주민센터", "exchange": "종이팩 1kg → 화장지 1롤"}],
    "limit": "1인 월 10kg까지",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("왕십리도선동 주민센터에서는 폐건전지 10개 이상 가져가면 새 건전지 1개로 바꿔 줘요.", []),
        ("중소형 가전은 5개 이상이면 단독으로 수거해 가요.", []),
        ("한 달에 새 건전지는 최대 10개까지 받을 수 있어요.", []),
        # a minimum or a limit no tool output gives
        (
            "왕십리도선동 주민센터에서는 폐건전지 5개만 가져가도 새 건전지 1개로 바꿔 줘요.",
            ["5개만"],
        ),
        ("중소형 가전은 3개 이상이면 단독으로 수거해 가요.", ["3개 이상"]),
        ("한 달에 새 건전지는 최대 15개까지 받을 수 있어요.", ["최대 15개까지"]),
        (
            "Small appliances are collected on their own from at least 3 items.",
            ["at least 3 items"],
        ),
    ],
)
def test_quantity_conditions_are_in_the_tool_outputs(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(EXCHANGE if "건전지" in answer else PICKUP)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("행당1동 주민센터는 폐건전지 20개 이상이면 새 건전지 2개로 바꿔 줘요.", []),
        ("대형가전은 1개부터, 중소형가전은 5개 이상이면 무료로 수거해 가요.", []),
        # one site's minimum given to the other; the large/small conditions swapped
        ("행당1동 주민센터는 폐건전지 10개 이상이면 새 건전지 2개로 바꿔 줘요.", ["10개 이상"]),
        ("대형가전은 5개 이상, 중소형가전은 1개부터 무료로 수거해 가요.", ["5개 이상", "1개부터"]),
    ],
)
def test_quantity_conditions_bind_to_their_site(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(EXCHANGE, PICKUP)) == wrong


def test_a_condition_stated_in_another_unit_or_worked_out_is_not_flagged() -> None:
    # 10 kg a month at one roll per kg: "up to 10 rolls" (the value is in the tool outputs)
    answer = "Swap 1 kg of cartons for one roll. The monthly cap is 10 kg, so up to 10 rolls."
    assert flagged(answer, ev(CARTONS)) == []
    # a record with no count of its own under that key: unsure, not flagged
    assert flagged("냉장고는 무료이고 대형가전은 1개부터 수거해 가요.", ev(PICKUP)) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("폐건전지 10개 이상", [10.0]),
        ("하루 100개까지", [100.0]),
        ("up to 50 bottles per day", [50.0]),
        ("10 used batteries for one new one", [10.0]),
        ("건전지 2개를 가져가면", []),  # an example quantity, no limit frame
        ("3개월 이상", []),  # a duration, not a count
    ],
)
def test_limit_claims_need_a_limit_frame(text: str, values: list[float]) -> None:
    assert [c.value for c in limit_claims(text)] == values


BINS = {
    "origin": "세종시 도담동",
    "places": [
        {"name": "도담동 복합커뮤니티센터", "distance_m": 290},
        {"name": "세종시청 1층 로비", "distance_m": 1150},
        {"name": "어진동 복합커뮤니티센터", "distance_m": 1600},
        {"name": "이마트 세종점", "distance_m": 2700},
    ],
}
SITES = {
    "sites": [
        {"site_name": "성수1가1동 주민센터", "distance_m": 310},
        {"site_name": "뚝섬유원지역 광장", "distance_m": 1200},
        {"site_name": "서울숲 관리사무소", "distance_m": 860},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("두 번째로 가까운 곳은 세종시청 1층 로비예요.", []),
        ("도담동 복합커뮤니티센터(290m) 다음으로 가까운 곳은 세종시청 1층 로비예요.", []),
        ("세 번째로 가까운 곳은 어진동 복합커뮤니티센터예요.", []),
        ("두 번째로 가까운 곳은 어진동 복합커뮤니티센터예요.", ["두 번째로"]),
        (
            "도담동 복합커뮤니티센터(290m) 다음으로 가까운 곳은 어진동 복합커뮤니티센터예요.",
            ["다음으로"],
        ),
    ],
)
def test_a_rank_in_the_distance_order(answer: str, wrong: list[str]) -> None:
    got = flagged(answer, ev(BINS))  # the claim runs from the rank word to the place's name
    assert len(got) == len(wrong) and all(g.startswith(w) for g, w in zip(got, wrong, strict=True))


def test_a_site_name_is_a_label() -> None:
    """``site_name`` names its record, though ``site`` alone is a web site (not a label)."""
    answer = (
        "The closest is 성수1가1동 주민센터 (310 m), and the second closest is 뚝섬유원지역 광장."
    )
    assert flagged(answer, ev(SITES)) == ["the second closest is 뚝섬유원지역 광장"]
    assert flagged("뚝섬유원지역 광장은 310m 거리예요.", ev(SITES)) == ["310m"]
    assert flagged("서울숲 관리사무소는 860m 거리예요.", ev(SITES)) == []


MACHINES = {
    "program": "캔·페트 무인회수기",
    "machines": [
        {"location": "상무지구 이마트 앞", "reward_can": "1개당 15원", "reward_pet": "1개당 10원"},
        {"location": "치평동 행정복지센터", "reward_can": "1개당 15원", "reward_pet": "1개당 10원"},
    ],
}
SHOP_REWARDS = {
    "rewards": [
        {"item": "투명페트병", "unit": "개", "point": 10},
        {"item": "종이팩", "unit": "kg", "point": 300},
        {"item": "폐건전지", "unit": "kg", "point": 500},
    ],
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a material named by the key (reward_can), though every record's label names both
        ("캔은 개당 15원, PET bottle은 개당 10원 받을 수 있어요.", MACHINES, []),
        (
            "캔은 개당 10원, PET bottle은 개당 15원 받을 수 있어요.",
            MACHINES,
            ["개당 10원", "개당 15원"],
        ),
        # a material named by the object's own item: 폐건전지 500, 종이팩 300
        ("폐건전지는 kg당 500포인트, 종이팩은 kg당 300포인트예요.", SHOP_REWARDS, []),
        ("폐건전지는 kg당 300포인트예요.", SHOP_REWARDS, ["300포인트"]),
        # points worked out from a stated amount: 50 bottles × 10 points
        ("페트병 50개면 500포인트가 쌓여요.", SHOP_REWARDS, []),
    ],
)
def test_rewards_bound_to_the_material_a_key_or_item_names(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


RULES = {
    "district": "마포구",
    "department": "자원순환과",
    "phone": "02-3153-9231",
    "free_appliance_pickup": {"phone": "1599-0903", "note": "폐가전 무상방문수거"},
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("장롱 신고 문의는 자원순환과 02-3153-9231로 하시면 돼요.", []),
        ("냉장고는 폐가전 무상방문수거 1599-0903으로 신청하세요.", []),
        # the free-pickup number given as the department's phone
        ("장롱 신고 문의는 자원순환과 1599-0903으로 하시면 돼요.", ["1599-0903"]),
        # a short number no tool output gives, next to "국번 없이"
        ("자원순환과(02-3153-9231)나 국번 없이 120번으로 문의하세요.", ["120"]),
    ],
)
def test_a_contact_point_belongs_to_the_holder_named_before_it(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(RULES)) == wrong


PRICES = {
    "region_name": "영남권",
    "items": [
        {"item_name": "페트(무색)", "form": "압축", "price_per_kg": 620},
        {"item_name": "페트(유색)", "form": "압축", "price_per_kg": 300},
        {"item_name": "구리", "form": "A급", "price_per_kg": 9800},
        {"item_name": "알루미늄캔", "form": "압축", "price_per_kg": 1150},
        {"item_name": "PET", "form": "플레이크", "price_per_kg": 780},
    ],
    "survey_date": "2025-01",
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Colored (유색) PET, compressed, sells for 300 won/kg in Yeongnam.", []),
        ("Copper (grade A) goes for about ₩9,800/kg.", []),
        ("PET flakes are 780 won/kg.", []),
        # a glossed word and the name after it are one name: the colourless price given
        ("Colored (유색) PET, compressed, sells for 620 won/kg in Yeongnam.", ["620 won/kg"]),
        # English names of materials: the aluminium can price given for copper
        ("Copper (grade A) goes for about ₩1,150/kg.", ["₩1,150/kg"]),
    ],
)
def test_one_form_or_material_price_given_for_another(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(PRICES)) == wrong


STORES = {
    "origin": "수원시 영통구 영통동",
    "places": [
        {"name": "영통1동 행정복지센터", "distance_m": 350},
        {"name": "영통도서관", "distance_m": 880},
        {"name": "홈플러스 영통점", "distance_m": 1240},
        {"name": "북구 재활용센터", "distance_m": 2100},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Homeplus Yeongtong is about 1.24 km from you.", []),
        ("제일 가까운 건 영통1동 행정복지센터(350m)이고, 그 다음은 영통도서관이에요.", []),
        # a store's English name: the library's distance given to the store
        ("Homeplus Yeongtong, about 880 m from you, has a battery bin.", ["880 m"]),
        ("The nearest is the Recycling Center, 2.1 km away.", ["the Recycling Center"]),
        # "그 다음은" after the nearest: the second place
        (
            "제일 가까운 건 영통1동 행정복지센터(350m)이고, 그 다음은 홈플러스 영통점이에요.",
            ["그 다음은"],
        ),
    ],
)
def test_english_store_names_and_the_place_after_the_nearest(answer: str, wrong: list[str]) -> None:
    got = flagged(answer, ev(STORES))
    assert len(got) == len(wrong) and all(w in g for g, w in zip(got, wrong, strict=True)), got


NOWCAST = {
    "place": "강릉",
    "kind": "nowcast",
    "wind_speed_ms": 9.4,
    "advisory": "강풍주의보 발효 중",
}
JEJU = {"place": "제주", "kind": "nowcast", "temperature_c": 12.1, "wind_speed_ms": 9.4}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("강릉은 초속 9.4미터에 강풍주의보까지 떴어요.", NOWCAST, []),
        ("Winds are 9.4 m/s and a strong wind advisory is in effect.", NOWCAST, []),
        ("제주는 12.1도이고 특보는 없어요.", JEJU, []),  # negated: no claim of one
        # an advisory no tool output states; one of another hazard
        ("Jeju has winds of 9.4 m/s, and a strong-wind advisory is in effect.", JEJU,
         ["strong-wind advisory"]),
        ("강릉은 지금 건조주의보가 내려져 있어요.", NOWCAST, ["건조주의보"]),
    ],
)  # fmt: skip
def test_an_advisory_is_one_the_tool_outputs_state(
    answer: str, evidence: dict[str, object], wrong: list[str]
) -> None:
    assert flagged(answer, ev(evidence)) == wrong


BOOKING = {"service": "폐가전 무상 방문수거", "booking": "인터넷 또는 전화 예약, 수거일 2일 전까지"}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("예약은 수거일 2일 전까지 하시면 돼요.", []),
        ("예약은 수거일 이틀 전까지 하시면 돼요.", []),
        ("Book two days before the pickup.", []),
        ("예약은 수거일 하루 전까지 하시면 돼요.", ["하루 전까지"]),
        ("Book 3 days in advance.", ["3 days in advance"]),
    ],
)
def test_a_booking_deadline_is_the_one_the_tool_outputs_give(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BOOKING)) == wrong


SCHEDULE = {
    "district": "대전 서구",
    "rules": [
        {"type": "생활쓰레기", "days": "일·화·목", "time": "18:00~24:00"},
        {"type": "재활용품", "days": "월·수·금", "time": "18:00~24:00"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("대전 서구 recycling은 월·수·금 저녁 6시~자정, 일반쓰레기는 일·화·목이에요.", []),
        # the days of the two kinds of waste swapped, named in English and by a synonym: the
        # days label one record and "recycling" the other, so the time they share is misbound
        # (round 58, r58b: a range ending at 자정 reads 자정 as its end, misbound the same way)
        (
            "대전 서구 recycling은 일·화·목 저녁 6시~자정, 일반쓰레기는 월·수·금이에요.",
            ["저녁 6시", "자정"],
        ),
    ],
)
def test_waste_kinds_named_in_english_or_by_a_synonym(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SCHEDULE)) == wrong


OIL = {
    "sites": [
        {"name": "용봉동 행정복지센터", "exchange_ratio": "폐식용유 1.8L → 주방세제 1개"},
        {"name": "운암1동 행정복지센터", "exchange_ratio": "폐식용유 1L → 빨랫비누 2개"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("운암1동 행정복지센터는 폐식용유 1L를 가져가면 빨랫비누 2개로 바꿔 줘요.", []),
        ("용봉동 행정복지센터는 폐식용유 1.8L를 가져가면 주방세제 1개로 바꿔 줘요.", []),
        # one site's exchange item given at the other
        (
            "운암1동 행정복지센터는 폐식용유 1.8L를 가져가면 주방세제 1개로 바꿔 줘요.",
            ["주방세제 1개"],
        ),
    ],
)
def test_an_exchange_item_belongs_to_the_site_named(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(OIL)) == wrong
