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
