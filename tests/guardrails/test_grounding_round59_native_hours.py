"""Round 59 (r59f): an hour in native words is a time (:mod:`.datetimes`; prod_holdout60).

``평일 아홉 시부터 여섯 시까지`` is ``9시부터 6시까지``: hours no output gives a site are invented
(g78h1-0010), hours its record gives pass (``여덟 시부터 다섯 시까지`` for ``08:00~17:00``). Not an
hour: ``세 시간`` (a duration), the honorific ``넣어 두시면``, ``한시적``.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import case_flags

_H59 = "prod_holdout59.jsonl"
_H60 = "prod_holdout60.jsonl"
_SITE = "농성1동 행정복지센터: 약 900m · 상무대로1189번길 23"


def test_invented_hours_in_native_words_are_caught() -> None:
    assert case_flags(_H60, "g78h1-0010") == [("time", "아홉 시"), ("time", "여섯 시")]


def test_invented_hours_with_a_half_are_caught() -> None:
    flags = case_flags(_H60, "g78h1-0010", f"{_SITE} · 열 시 반부터 네 시까지 받아요.")
    assert ("time", "열 시 반") in flags and ("time", "네 시") in flags


def test_the_honorific_is_no_hour() -> None:
    answer = f"{_SITE}. 페트병은 라벨을 떼고 가져가 두시면 돼요. 한시적인 행사는 아니에요."
    assert case_flags(_H60, "g78h1-0010", answer) == []


@pytest.mark.parametrize(
    "hours", ["평일 여덟 시부터 다섯 시까지", "평일 오전 여덟 시에 문을 열어요"]
)
def test_the_record_hours_in_native_words_pass(hours: str) -> None:
    answer = f"수원시자원순환센터는 {hours}. 약 5km 거리예요."
    assert case_flags(_H59, "g77h1-0058", answer) == []


def test_other_hours_for_the_record_are_caught() -> None:
    answer = "수원시자원순환센터는 평일 아홉 시부터 여섯 시까지 열어요."
    assert case_flags(_H59, "g77h1-0058", answer) == [("time", "아홉 시"), ("time", "여섯 시")]
