"""Round 17 (r17d): faithful answers the check wrongly flagged. A list of texts each naming one
contractor by its phone is a list of that many contractors; "나머지 N곳" after the items the answer
has named is the rest of the list; a fee per 쪽 ("1쪽당 4,000원") is a price that "3쪽이면"
multiplies. Each table: the faithful answers, and the invented neighbours still caught."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

RULES = {
    "district": "김포시",
    "full_name": "경기도 김포시",
    "source": "waste-rules",
    "as_of": "2025-11-06",
    "application_methods": ["수거업체[㈜한빛:031-989-1111]에 접수",
                            "수거업체[대성환경㈜:031-997-2222]에 접수",
                            "수거업체[주식회사 푸른환경:031-998-3333]에 접수"],
    "department": "자원순환과",
    "phone": "031-980-2752",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("김포시는 수거업체 세 곳(㈜한빛 031-989-1111, 대성환경㈜ 031-997-2222, 주식회사 푸른환경 "
         "031-998-3333) 중 한 곳에 접수하세요.", []),
        ("업체는 ㈜한빛 031-989-1111, 대성환경㈜ 031-997-2222, 주식회사 푸른환경 031-998-3333 "
         "세 곳이에요.", []),
        ("Gimpo lists three contractors; call 자원순환과 031-980-2752 first.", []),
        # a count the list does not hold
        ("김포시는 수거업체 네 곳(㈜한빛 031-989-1111, 대성환경㈜ 031-997-2222, 주식회사 푸른환경 "
         "031-998-3333) 중 한 곳에 접수하세요.", ["네 곳"]),
        ("김포시 수거업체는 두 곳이에요.", ["두 곳"]),
        ("업체는 ㈜한빛, 대성환경㈜ 다섯 곳이에요.", ["다섯 곳"]),
    ],
)  # fmt: skip
def test_contractors_listed_by_phone(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(RULES)) == wrong


def _place(name: str, address: str, distance: int) -> dict:
    return {"name": name, "address": address, "phone": None, "hours": "평일 09:00~18:00",
            "items": ["투명페트병", "캔"], "distance_m": distance, "as_of": "2026-01-14"}  # fmt: skip


CENTRES = {
    "query": "recycling_center",
    "radius_m": 2000,
    "found": 4,
    "places": [
        _place("영광군 재활용선별장", "전라남도 영광군 영광읍 물무로 10", 5275),
        _place("법성중학교", "전라남도 영광군 법성면 법성로 1", 17275),
        _place("홍농환경센터", "전라남도 영광군 홍농읍 홍농로 2", 18055),
        _place("백수체육관", "전라남도 영광군 백수읍 백수로 3", 19321),
    ],
    "source": "recycling-centers,keco-sites",
    "as_of": "2026-01-14",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the rest after the one item named before
        ("가장 가까운 곳은 영광군 재활용선별장(약 5.3km)이에요. 나머지 세 곳은 더 멀리 "
         "있어요.", []),
        ("The nearest is 영광군 재활용선별장 (about 5.3 km); the other three are farther away.", []),
        # a rest the list does not leave
        ("가장 가까운 곳은 영광군 재활용선별장(약 5.3km)이에요. 나머지 다섯 곳은 더 멀리 "
         "있어요.", ["다섯 곳"]),
    ],
)  # fmt: skip
def test_the_rest_after_the_named(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(CENTRES)) == wrong


FEES = {
    "district": "옥천군",
    "query": "싱크대",
    "item_count": 1,
    "items": [{"item_name": "싱크대 (1쪽당)", "name": "싱크대", "spec": "1쪽당", "category": "가구류",
               "fee": 4000, "fee_text": "4,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "as_of": "2025-09-26",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("옥천군은 싱크대가 1쪽당 4,000원이라 3쪽이면 12,000원이야.", []),
        ("싱크대는 한 쪽당 4,000원이니까 2쪽이면 8,000원이에요.", []),
        # a product that does not come out, a price per 쪽 the row does not give
        ("옥천군은 싱크대가 1쪽당 4,000원이라 3쪽이면 15,000원이야.", ["15,000원"]),
        ("옥천군은 싱크대가 1쪽당 5,000원이라 3쪽이면 15,000원이야.", ["5,000원"]),
    ],
)  # fmt: skip
def test_a_fee_per_section(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(FEES)) == wrong
