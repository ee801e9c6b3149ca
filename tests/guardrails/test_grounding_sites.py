"""Per-site values of compensation and collection sites: reward points bound to their material,
collection days bound to their place. The faithful form passes, the swapped or invented one is
flagged on the value; an unsure binding passes.

Classes learned from the fourth holdout's misses (tuning data now; not holdout figures).
"""

from __future__ import annotations

import pytest

from guardrails.grounding import Evidence, check
from tests.guardrails.grounding_helpers import ev, flagged

MACHINES = ev(
    {
        "program": "무인회수기 보상",
        "reward": {
            "pet_point": 10,
            "can_point": 15,
            "unit": "개당 포인트",
            "min_redeem_points": 2000,
        },
        "sites": [
            {
                "site_name": "중앙동 주민센터 무인회수기",
                "distance_m": 420,
                "accepts": ["페트병", "캔"],
            },
            {"site_name": "시민공원 광장", "distance_m": 900, "accepts": ["캔"]},
        ],
        "source_label": "회수보상 거점",
    }
)
NO_POINTS = ev(
    {
        "query": "무인회수기",
        "places": [{"name": "남산동 행정복지센터", "distance_m": 650, "hours": "09:00~18:00"}],
        "source_label": "무인회수기 현황",
    }
)


@pytest.mark.parametrize(
    ("answer", "evidence", "expected"),
    [
        # faithful: each material's own points, the redeem threshold, points without a material
        ("페트병은 개당 10포인트, 캔은 개당 15포인트가 쌓여요.", MACHINES, []),
        ("2,000포인트부터 현금으로 바꿀 수 있어요.", MACHINES, []),
        ("넣을 때마다 15포인트가 적립돼요.", MACHINES, []),  # no material named: unsure, passes
        ("Cans earn 15 points each.", MACHINES, []),
        # swapped between materials
        ("페트병은 개당 15포인트, 캔은 개당 10포인트예요.", MACHINES, ["15포인트", "10포인트"]),
        ("Cans earn 10 points each.", MACHINES, ["10 points"]),
        # changed, or invented where the tool gives no points at all
        ("캔은 개당 20포인트가 적립돼요.", MACHINES, ["20포인트"]),
        ("남산동 행정복지센터(650m)에 넣으면 1개당 10포인트예요.", NO_POINTS, ["10포인트"]),
    ],
)
def test_reward_points_bound_to_their_material(
    answer: str, evidence: Evidence, expected: list[str]
) -> None:
    assert flagged(answer, evidence) == expected


def test_reward_claim_has_a_reason() -> None:
    [claim] = check("캔은 개당 10포인트예요.", MACHINES).unsupported
    assert claim.kind == "reward" and claim.value == 10
    assert "can" in claim.why and "15" in claim.why


DAYS = ev(
    {
        "query": "커피박 수거 거점",
        "items": [
            {"name": "북구청 자원순환 거점", "distance_m": 1300, "days": "월·수·금"},
            {"name": "용봉동 행정복지센터", "distance_m": 380, "days": "매일"},
            {"name": "운암2동 행정복지센터", "distance_m": 870, "days": "화·목"},
        ],
        "source_label": "커피박 재활용 거점",
    }
)
EXCHANGE = ev(
    {
        "program": "폐건전지 교환",
        "sites": [
            {"name": "마포구청 청소행정과", "distance_km": 1.1, "days": "매주 수요일 10:00~16:00"},
            {"name": "망원1동 주민센터", "distance_km": 0.5, "days": "매월 첫째·셋째 금요일"},
        ],
        "source_label": "순환자원 교환 거점",
    }
)


@pytest.mark.parametrize(
    ("answer", "evidence", "expected"),
    [
        # faithful: each place's own days, "받아요"/"교환해 줘요" as the schedule word
        ("운암2동 행정복지센터(870m)는 화·목요일에 커피박을 받아요.", DAYS, []),
        ("북구청 자원순환 거점은 월·수·금에 받아요.", DAYS, []),
        ("마포구청 청소행정과는 매주 수요일에 건전지를 교환해 줘요.", EXCHANGE, []),
        ("망원1동 주민센터는 매월 첫째·셋째 금요일에 교환해 줘요.", EXCHANGE, []),
        # changed days, or another place's days
        ("운암2동 행정복지센터(870m)는 월·수요일에 커피박을 받아요.", DAYS, ["월·수요일"]),
        ("용봉동 행정복지센터(380m)는 월·수·금에만 받아요.", DAYS, ["월·수·금"]),
        ("마포구청 청소행정과는 매월 첫째·셋째 금요일에 교환해 줘요.", EXCHANGE, ["금요일"]),
        ("월요일에 다시 물어봐 주세요.", DAYS, []),  # no schedule word: not a claim
    ],
)
def test_collection_days_bound_to_their_place(
    answer: str, evidence: Evidence, expected: list[str]
) -> None:
    assert flagged(answer, evidence) == expected


SWAP = ev(
    {
        "program": "폐건전지·종이팩 교환",
        "exchange_rules": [
            {"bring": "폐건전지 20개", "get": "새 건전지 1개"},
            {"bring": "종이팩 1kg", "get": "화장지 1롤"},
        ],
        "source_label": "순환자원 교환 거점",
    }
)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # faithful: the ratio as given, and a ratio the answer scaled (every count differs: unsure)
        ("폐건전지 20개를 가져가면 새 건전지 1개로 바꿔 줘요.", []),
        ("종이팩 1kg이면 화장지 1롤을 받아요.", []),
        ("폐건전지 40개면 새 건전지 2개를 받을 수 있어요.", []),
        # a changed side of the ratio
        ("폐건전지 20개를 가져가면 새 건전지 2개로 바꿔 줘요.", ["새 건전지 2개"]),
        ("종이팩 1kg이면 화장지 3롤을 받아요.", ["화장지 3롤"]),
    ],
)
def test_exchange_ratio_bound_to_its_item(answer: str, expected: list[str]) -> None:
    assert flagged(answer, SWAP) == expected
