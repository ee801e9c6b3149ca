"""Round 15 (r15c): one place's accepted goods or open day given to another. A site's own list of
accepted items speaks for it (not the dataset's source label that names every good it covers);
`받거든` is an accepting verb; `여는` frames a schedule. Each table: the faithful neighbours pass,
the misattributed twin is flagged on the good or the day."""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged

BINS = {
    "kind_name": "폐건전지",
    "source_label": "전국폐형광등및폐건전지수거함 자료",
    "points": [
        {"name": "햇빛빌라", "address": "한빛로 12", "items": ["폐건전지", "폐형광등"],
         "distance_m": 210},
        {"name": "미래동행정복지센터", "address": "미래로 3", "items": ["폐건전지"],
         "distance_m": 480},
    ],
}  # fmt: skip
SHOPS = {
    "kind_name": "투명 페트병 보상",
    "points": [
        {"name": "가온동 행정복지센터", "items": ["무색페트병", "종이팩", "폐건전지"],
         "distance_m": 300},
        {"name": "홈마트 가온점", "items": ["무색페트병", "종이팩"], "distance_m": 450},
    ],
}  # fmt: skip
CENTRES = {
    "places": [
        {"name": "하늘1동 행정복지센터", "hours": "화 10:00~13:00, 그 외 휴무", "distance_m": 200},
        {"name": "바다2동 행정복지센터", "hours": "목 10:00~13:00, 그 외 휴무", "distance_m": 900},
    ]
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a site's own list, not the dataset's label, says what it takes
        ("햇빛빌라(210m)는 건전지랑 형광등 둘 다 받아요.", BINS, []),
        ("미래동행정복지센터(480m)는 폐건전지를 받아요.", BINS, []),
        ("미래동행정복지센터 also accepts fluorescent lamps.", BINS, ["fluorescent lamps"]),
        ("미래동행정복지센터(480m)도 형광등까지 받아요.", BINS, ["형광등"]),
        # a sentence that names no site: the previous one's is not sure enough for the list
        ("햇빛빌라(210m)와 미래동행정복지센터(480m)가 있어요. 앞의 빌라는 형광등도 받아요.", BINS, []),
        # `받거든`: an accepting verb
        ("가온동 행정복지센터가 편해, 거기 폐건전지도 받거든.", SHOPS, []),
        ("홈마트 가온점이 편해, 거기 폐건전지도 받거든.", SHOPS, ["건전지"]),
        # `여는`: an open day in a schedule frame
        ("화요일에 여는 데는 하늘1동 행정복지센터예요.", CENTRES, []),
        ("목요일에 여는 데는 하늘1동 행정복지센터예요.", CENTRES, ["목요일"]),
    ],
)  # fmt: skip
def test_goods_and_days_of_another_site(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong


def test_good_off_the_list_says_why() -> None:
    verdict = check("미래동행정복지센터 accepts fluorescent lamps too.", ev(BINS))
    assert [c.why for c in verdict.unsupported] == ["'형광등' not named for it in tool outputs"]


LOTS = {
    "points": [
        {"name": "가락동 12-3", "address": None, "distance_m": 60},
        {"name": "가락동 40-1", "address": None, "distance_m": 150},
    ]
}
PHARMACIES = {
    "points": [
        {"name": "하나약국", "address": "대전광역시 서구 둔산로 20-5", "phone": "042-111-2222",
         "distance_m": 90},
        {"name": "우리약국", "address": "대전광역시 서구 둔산로 20", "phone": "042-333-4444",
         "distance_m": 110},
    ]
}  # fmt: skip
SEATS = {
    "items": [
        {"item_name": "소파", "spec": "1-2인용", "fee": 5000},
        {"item_name": "소파", "spec": "3인용 이상", "fee": 9000},
    ]
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        # a lot number tells apart the bins of one 동
        ("제일 가까운 건 가락동 12-3이야, 60m쯤. 가락동 40-1은 150m 정도.", LOTS, []),
        ("제일 가까운 건 가락동 40-1이야, 60m쯤. 가락동 12-3은 150m 정도.", LOTS,
         ["60m", "150m", "제일 가까운 건 가락동 40-1이야"]),
        # a building number in the address an answer quotes binds the shop
        ("The nearest is Hana Pharmacy (둔산로 20-5), 90 m away; call 042-111-2222.", PHARMACIES,
         []),
        ("The nearest is Hana Pharmacy (둔산로 20-5), 90 m away; call 042-333-4444.", PHARMACIES,
         ["042-333-4444"]),
        # a range of seats is no lot number
        ("1-2인용 소파는 5,000원, 3인용 이상은 9,000원이에요.", SEATS, []),
    ],
)  # fmt: skip
def test_lot_and_building_numbers_bind(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong
