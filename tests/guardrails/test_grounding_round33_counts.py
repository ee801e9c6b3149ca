"""Round 33 (r33b): a count after filtering a list by a day, in faithful answers of prod_dev3.

``그중 화요일에 여는 곳은 A, B, C 3곳이에요`` counts the listed places whose days hold Tuesday
(:mod:`guardrails.grounding.day_counts`): supported when exactly that many do, whatever other value
of the outputs (an address's ``3``) the number equals, and flagged when it is not that many.
"""

from __future__ import annotations

import pytest

from guardrails.grounding.claims import Claim
from guardrails.grounding.day_counts import day_count
from tests.guardrails.grounding_helpers import ev, flagged


def _site(name: str, address: str, hours: str, metres: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": None, "hours": hours, "items": [],
            "distance_m": metres, "as_of": None}  # fmt: skip


SITES = {
    "query": "recycling_center", "radius_m": 2000, "found": 5,
    "places": [
        _site("농성광장(농성역 부근)", "광주광역시 서구 농성동 671-2", "화 09:00~11:00, 그 외 휴무", 812),
        _site("농성1동 행정복지센터", "광주광역시 서구 상무대로1189번길 23",
              "화 09:00~11:00, 15:00~17:00, 그 외 휴무", 882),
        _site("양3동 행정복지센터", "광주광역시 서구 상무대로1223번길 16", "수 09:00~11:00, 그 외 휴무",
              893),
        _site("양동 행정복지센터", "광주광역시 서구 천변좌로222번길 3-2", "화 09:00~11:00, 그 외 휴무",
              947),
        _site("화정2동 행정복지센터", "`", "목 09:00~11:00, 그 외 휴무", 1042),
    ],
    "source": "recycling-centers,keco-sites",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g37d2-0056's shape
        "반경 2km 안에 5곳이 나와요. 그중 화요일에 여는 곳은 농성광장(농성역 부근, 약 812m), "
        "농성1동 행정복지센터(약 882m), 양동 행정복지센터(약 947m) 3곳이에요.",
        "화요일에 갈 수 있는 곳은 농성광장, 농성1동 행정복지센터, 양동 행정복지센터 세 곳이에요.",
        "수요일에 운영하는 곳은 양3동 행정복지센터 1곳뿐이에요.",
        "Five sites came up. 3 sites open on Tuesdays: 농성광장, 농성1동 행정복지센터 and "
        "양동 행정복지센터.",
    ],
)
def test_a_count_of_the_places_open_on_the_day(answer: str) -> None:
    assert flagged(answer, ev(SITES)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("반경 2km 안에 5곳이 나와요. 그중 화요일에 여는 곳은 농성광장(약 812m), 농성1동 "
         "행정복지센터(약 882m) 2곳이에요.", "2곳"),
        ("수요일에 여는 곳은 양3동 행정복지센터, 양동 행정복지센터 2곳이에요.", "2곳"),
        ("Only 2 places are open on Tuesday.", "2 places"),
    ],
)  # fmt: skip
def test_a_wrong_count_of_the_day_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(SITES))


def test_a_count_before_the_day_condition_is_not_the_days() -> None:
    """The whole list counted first, then the day's subset: each count is its own."""
    answer = "반경 2km 안에 5곳이 나와요. 화요일에 여는 곳은 3곳이에요."
    assert flagged(answer, ev(SITES)) == []


@pytest.mark.parametrize(
    ("answer", "count"),
    [
        ("화요일과 수요일에 여는 곳은 농성광장, 농성1동, 양3동, 양동 행정복지센터 4곳이에요.", "4곳"),
        ("화·수요일에 여는 곳은 4곳이에요.", "4곳"),
        ("4 sites are open on Tuesdays or Wednesdays.", "4 sites"),
    ],
)  # fmt: skip
def test_two_days_joined_are_not_one_days_count(answer: str, count: str) -> None:
    """Two days' places are left to the other readers: not decided as one day's."""
    at = answer.index(count)
    claim = Claim(count, "count", 4, at, at + len(count))
    assert day_count(claim, answer, ev(SITES)) is None


def test_a_day_with_only_is_the_days_count() -> None:
    assert flagged("화요일에만 여는 곳은 두 곳이에요.", ev(SITES)) == ["두 곳"]
    assert flagged("화요일에만 여는 곳은 세 곳이에요.", ev(SITES)) == []
