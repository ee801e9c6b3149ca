"""Round 23 (r23a): a count of places is the number of places the answer's own words select.

A count of places is supported when it equals the number of distinct places (one name at one
address) of a tool-output list that its words select: within a stated distance and of a stated
kind (a word its name holds), or the rows it has just listed (``guardrails.grounding.place_counts``),
or the first n of a sorted list it then lists (``counted``). A count one off still fails. The
answers are new wordings of the class (none is a corpus case).
"""

from __future__ import annotations

from typing import Any

from tests.guardrails.grounding_helpers import ev, flagged


def _place(name: str, address: str, metres: int, items: list[str]) -> dict[str, Any]:
    return {"name": name, "address": address, "phone": "02-000-0000", "hours": "평일 09:00~18:00",
            "items": items, "distance_m": metres, "latitude": 37.5, "longitude": 127.0}  # fmt: skip


def _search(places: list[dict[str, Any]], radius: int = 3000) -> dict[str, Any]:
    return {"query": "수거", "radius_m": radius, "found": len(places), "places": places,
            "source": "recycling-centers", "as_of": "2025-08-01"}  # fmt: skip


# five sites within 3 km: three of them "그린스테이션", two others
SITES = _search([
    _place("상계그린스테이션", "노원구 동일로 1", 400, ["PET"]),
    _place("중계 자원순환센터", "노원구 동일로 20", 700, ["캔"]),
    _place("하계그린스테이션", "노원구 동일로 30", 1200, ["PET"]),
    _place("공릉그린스테이션", "노원구 동일로 40", 2100, ["PET"]),
    _place("월계 재활용센터", "노원구 동일로 50", 2600, ["캔"]),
])  # fmt: skip
# one centre listed twice (a row per item it takes), and one site 4 km away
TWICE = _search(radius=2000, places=[
    _place("도봉1동 주민센터", "도봉구 도봉로 10", 900, ["투명PET"]),
    _place("도봉1동 주민센터", "도봉구 도봉로 10", 900, ["캔"]),
    _place("창동 재활용센터", "도봉구 창동로 5", 4000, ["캔"]),
])  # fmt: skip


def test_kind_within_distance_counts_the_named_kind() -> None:
    answer = "반경 3km 안에 그린스테이션이 3곳 있어요. 가장 가까운 곳은 상계그린스테이션이에요."
    assert flagged(answer, ev(SITES)) == []


def test_kind_within_distance_in_english() -> None:
    answer = "Within 3 km there are 3 그린스테이션 sites; 상계그린스테이션 is closest at 400 m."
    assert flagged(answer, ev(SITES)) == []


def test_kind_within_distance_one_off_is_flagged() -> None:
    answer = "반경 3km 안에 그린스테이션이 4곳 있어요."
    assert flagged(answer, ev(SITES)) == ["4곳"]


def test_two_rows_of_one_centre_are_one_place() -> None:
    answer = "반경 2km 안에는 도봉1동 주민센터 한 곳이 나와요(캔과 페트병이 따로 등록돼 있어요)."
    assert flagged(answer, ev(TWICE)) == []


def test_two_rows_of_one_centre_are_not_two_places_within() -> None:
    answer = "반경 2km 안에 수거 거점이 세 곳 있어요."
    assert flagged(answer, ev(TWICE)) == ["세 곳"]


def test_count_of_rows_just_listed() -> None:
    answer = (
        "가까운 곳을 정리했어요.\n- 상계그린스테이션 (약 400m)\n- 중계 자원순환센터 (약 700m)\n"
        "- 하계그린스테이션 (약 1.2km)\n이 세 곳 모두 평일 09:00~18:00에 열어요."
    )
    assert flagged(answer, ev(SITES)) == []


def test_count_of_rows_just_listed_in_english() -> None:
    answer = (
        "Nearby drop-off points:\n1. 상계그린스테이션 - 400 m\n2. 중계 자원순환센터 - 700 m\n"
        "All 2 places are open on weekdays."
    )
    assert flagged(answer, ev(SITES)) == []


def test_count_one_more_than_rows_listed_is_flagged() -> None:
    answer = (
        "Nearby drop-off points:\n- 상계그린스테이션 (400 m)\n- 중계 자원순환센터 (700 m)\n"
        "All four places are open on weekdays."
    )
    assert flagged(answer, ev(SITES)) == ["four places"]


def test_first_n_closest_then_listed() -> None:
    answer = (
        "Here are the two nearest drop-off sites:\n- 상계그린스테이션: about 400 m\n"
        "- 중계 자원순환센터: about 700 m"
    )
    assert flagged(answer, ev(SITES)) == []


def test_first_n_closest_with_fewer_rows_listed_is_flagged() -> None:
    answer = (
        "Here are the three nearest drop-off sites:\n- 상계그린스테이션: about 400 m\nThat's it."
    )
    assert "three nearest drop-off sites" in flagged(answer, ev(SITES))
