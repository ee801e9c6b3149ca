"""Classes learned from the spent fourth holdout (tuning data now; figures are tuned): a count
of a subset followed by its own enumeration, a span of years, and a count in markdown bold.
Each table: the faithful form passes, the fabricated twin is flagged on the claim."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SITES = {
    "origin": "성수동",
    "count": 4,
    "sites": [
        {"site_name": "성수1가1동 주민센터", "distance_m": 310, "accepts": ["페트병", "캔"]},
        {"site_name": "뚝섬유원지역 광장", "distance_m": 1200, "accepts": ["페트병"]},
        {"site_name": "성동구청 별관", "distance_m": 2050, "accepts": ["페트병", "캔"]},
        {"site_name": "서울숲 관리사무소", "distance_m": 860, "accepts": ["캔"]},
    ],
}
NORMALS = {"place": "제주", "kind": "normals", "month": 1, "avg_temp_c": 6.1, "period": "1991-2020"}
BINS = {
    "origin": "역삼동",
    "places": [
        {"name": "역삼1동 주민센터", "distance_m": 350},
        {"name": "이마트 역삼점", "distance_m": 880},
        {"name": "강남구청", "distance_m": 1250},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("캔을 받는 곳은 세 곳이에요: 성수1가1동 주민센터, 성동구청 별관, 서울숲 관리사무소.", []),
        ("나머지 세 곳(성수1가1동 주민센터, 성동구청 별관, 서울숲 관리사무소)은 캔도 받아요.", []),
        # the count is not the length of the list that follows it
        ("캔을 받는 곳은 세 곳이에요: 성수1가1동 주민센터, 서울숲 관리사무소.", ["세 곳"]),
        # an enumeration of names the tool outputs do not hold
        (
            "캔을 받는 곳은 세 곳이에요: 성수1가1동 주민센터, 왕십리역 광장, 서울숲 관리사무소.",
            ["세 곳", "왕십리역"],
        ),
        # a name listed twice is not two places
        ("캔을 받는 곳은 세 곳이에요: 성동구청 별관, 성동구청 별관, 서울숲 관리사무소.", ["세 곳"]),
        # longer than any list in the tool outputs
        (
            "다섯 곳이에요: 성수1가1동 주민센터, 뚝섬유원지역 광장, 성동구청 별관, 서울숲 관리사무소, 성수동.",
            ["다섯 곳"],
        ),  # noqa: E501
        # no enumeration: an unsupported count as before
        ("캔을 받는 곳은 세 곳이에요.", ["세 곳"]),
    ],
)
def test_count_of_a_subset_with_its_enumeration(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SITES)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("제주 1월 평년 기온은 6.1도예요(1991~2020년 평년값).", []),
        ("1991-2020년 평년값 기준 6.1도예요.", []),
        ("제주 1월 평년 기온은 6.1도예요(1981~2010년 평년값).", ["1981", "2010년"]),
        ("제주 1월 평년 기온은 6.1도예요(2021년 평년값).", ["2021년"]),
    ],
)
def test_span_of_years(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(NORMALS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("I found **three** battery collection points near Yeoksam-dong.", []),
        (
            "I found **four** battery collection points near Yeoksam-dong.",
            ["four** battery collection points"],
        ),  # noqa: E501
        ("역삼동 근처 수거함은 **세** 곳이에요.", []),
        ("역삼동 근처 수거함은 **네** 곳이에요.", ["네** 곳"]),
        ("역삼동 근처 수거함은 __다섯__ 곳이에요.", ["다섯__ 곳"]),
    ],
)
def test_count_in_markdown_bold(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


DAYS = {"district": "수성구", "discharge_day": "일~금요일", "as_of": "2024-06-01"}
SITE = {"site_name": "성수1가1동 주민센터", "hours": "09:00-18:00", "closed": "주말·공휴일"}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("수성구 배출 요일은 **일요일부터 금요일까지**라서 토요일은 안 돼요.", []),
        ("수성구는 일~금요일에 내놓으면 돼요.", []),
        # a day inside the span said to be closed, a day outside it said to be open
        ("수성구 배출 요일은 일요일부터 금요일까지라서 금요일은 안 돼요.", ["금요일"]),
        ("수성구는 월요일부터 토요일까지 배출해요.", ["월요일부터 토요일"]),
    ],
)
def test_span_of_days_and_a_day_closed(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(DAYS)) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("평일 9시~18시에 운영하고 주말·공휴일은 쉬어요.", []),
        # the open days a tool output's closed days leave are the whole rest of the week
        ("월~목요일에 운영해요.", ["월~목요일"]),
    ],
)
def test_open_days_from_closed_days(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(SITE)) == wrong


def test_a_day_the_user_asked_about_is_not_an_opening_day() -> None:
    question = "수성구 토요일에 내놔도 돼요?"
    assert flagged("일~금요일 배출이라 토요일은 안 돼요.", ev(DAYS, user=question)) == []
    assert flagged("일~금요일 배출이라 수요일은 안 돼요.", ev(DAYS, user=question)) == ["수요일"]
