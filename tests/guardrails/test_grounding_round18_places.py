"""Round 18 (r18c): places a faithful answer names that were read as claims. A listed row named by
its own address is that row (not the row named before it in the sentence); a 시/군 the user
wrote without its suffix is a place the answer may restate with it. Each table: the faithful
answers, then the neighbours that must still be flagged."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged


def _point(name: str, address: str, distance: int) -> dict:
    return {"name": name, "address": address, "detail": None, "district": "과천시", "phone": None,
            "items": [], "distance_m": distance, "as_of": "2026-05-28"}  # fmt: skip


CLOTHING_BINS = {
    "item_type": "clothes",
    "kind_name": "의류",
    "source": "clothing-bins",
    "points": [
        _point("과천푸르지오써밋아파트GATE2", "경기도 과천시 향교말길7-3", 383),
        _point("중앙동자율방범대 초소", "경기도 과천시 향교말1길19", 506),
        _point("향촌2길3", "경기도 과천시 향촌2길3", 514),
    ],
    "found": 3,
    "as_of": "2026-05-28",
}  # fmt: skip
CENTRES = {
    "query": "recycling_center",
    "radius_m": 2000,
    "latitude": 37.358658,
    "longitude": 126.9375,
    "found": 1,
    "places": [{"name": "의왕시재활용센터", "address": "경기도 의왕시 가나무로 20",
                "phone": "031-462-7895", "hours": "평일 08:00~17:00",
                "items": ["생활쓰레기", "재활용품"], "distance_m": 3315, "as_of": "2025-11-07"}],
    "source": "recycling-centers,keco-sites",
    "note": "반경 2km 안에는 없어 20km 안에서 가장 가까운 곳을 보여 드립니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # a row named by its address, listed after another row: it is its own row
        ("가까운 곳: 중앙동자율방범대 초소 (약 510 m), 향촌2길3 (약 510 m).", []),
        ("Next ones: 중앙동자율방범대 초소 (about 510 m), 향촌2길3 (about 510 m).", []),
        # another row's address given in a bracket after a name stays bound to that name
        ("중앙동자율방범대 초소 (향촌2길3)도 있어요.", ["향촌2길3"]),
        # an address said of the wrong row is still flagged
        ("중앙동자율방범대 초소는 향교말길7-3에 있어요.", ["향교말길7-3"]),
    ],
)  # fmt: skip
def test_a_row_named_by_its_address(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CLOTHING_BINS)) == wrong


@pytest.mark.parametrize(
    ("answer", "user", "wrong"),
    [
        # the city the user named, written with its suffix
        ("군포시 기준 2km 안에는 없고, 의왕시재활용센터가 약 3.3km예요.", "군포 근처에 재활용센터 있나요?", []),
        ("군포시 기준 2km 안에는 없고, 의왕시재활용센터가 약 3.3km예요.", "군포에서 가까운 센터", []),
        ("No centre within 2 km of 군포시; 의왕시재활용센터 is about 3.3 km away.",
         "recycling center near 군포?", []),
        # a city the user did not name stays unsupported
        ("안양시 기준 2km 안에는 없고, 의왕시재활용센터가 약 3.3km예요.", "군포 근처에 재활용센터 있나요?",
         ["안양시"]),
        # the user's word only inside a longer word is no naming of the city
        ("군포시 기준 2km 안에는 없고, 의왕시재활용센터가 약 3.3km예요.", "산본군포로 근처", ["군포시"]),
    ],
)  # fmt: skip
def test_a_city_the_user_named(answer: str, user: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES, user=user)) == wrong


ADVISORIES = {
    "issued_at": "2025-01-14 16:00",
    "advisories": [
        {"area": "경기 동두천시", "type": "한파주의보", "effective": "2025-01-15 06:00"},
        {"area": "경기 포천시", "type": "한파주의보", "effective": "2025-01-15 06:00"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("내일 아침 6시부터 동두천시에 한파주의보가 발효돼요.", []),
        # outputs that list places of their own: the user's city is not thereby one of them
        ("내일 아침 6시부터 양주시에도 한파주의보가 발효돼요.", ["양주시"]),
    ],
)
def test_the_users_city_beside_listed_areas(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(ADVISORIES, user="양주 사는데 내일 한파특보 있나요?")) == wrong
