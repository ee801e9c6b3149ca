"""Classes of faithful answers learned from the spent fifth holdout and the dev5 corpus (tuning
data; figures are tuned): counts of a filtered subset, day lists given as JSON lists of single
days, spans of days inside a text, days a text states as closed. Each table: the faithful form
passes, the fabricated twin is flagged on the claim."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

BINS = {
    "origin": "매탄동",
    "bins": [
        {
            "location": "매탄3동 행정복지센터 옆",
            "distance_m": 210,
            "collection_days": ["월", "수", "금"],
        },
        {"location": "매탄주공 4단지 정문", "distance_m": 450, "collection_days": ["화", "토"]},
        {"location": "원천동 삼성쉐르빌 앞", "distance_m": 890, "collection_days": ["월", "목"]},
        {"location": "매탄공원 남측 입구", "distance_m": 1120, "collection_days": ["수"]},
    ],
}
SITES = {
    "sites": [
        {"name": "둔산2동 행정복지센터", "distance_km": 0.7, "collection": "둘째·넷째 목요일 수거"},
        {"name": "탄방동 행정복지센터", "distance_km": 1.4, "collection": "매주 월요일 수거"},
        {"name": "갈마1동 행정복지센터", "distance_km": 3.1, "collection": "둘째·넷째 목요일 수거"},
    ],
}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        # the items a condition selects, listed right after the count
        (
            "월요일에 수거하는 곳은 두 곳이에요.\n- 매탄3동 행정복지센터 옆 (210m)\n"
            "- 원천동 삼성쉐르빌 앞 (890m)",
            [],
        ),
        (
            "월요일에 수거하는 곳은 세 곳이에요.\n- 매탄3동 행정복지센터 옆 (210m)\n"
            "- 원천동 삼성쉐르빌 앞 (890m)",
            ["세 곳"],
        ),  # fmt: skip
        # named in the count's own sentence
        ("수요일에 수거하는 곳은 매탄3동 행정복지센터 옆과 매탄공원 남측 입구 두 곳이에요.", []),
        ("수요일에 수거하는 곳은 매탄3동 행정복지센터 옆 한 곳이에요.", ["한 곳"]),
        # the list lines before a summary sentence count too
        (
            "- 매탄3동 행정복지센터 옆, 210m\n- 매탄주공 4단지 정문, 450m\n"
            "1km 안에 있는 곳은 원천동 삼성쉐르빌 앞까지 합쳐 세 곳이에요.",
            [],
        ),
        # a distance limit selects the items: three are within 1 km, not two
        ("1km 안에 있는 수거함은 세 곳이에요.", []),
        ("1km 안에 있는 수거함은 두 곳이에요.", ["두 곳"]),
        ("500m 이내 수거함은 두 곳이에요.", []),
        # no condition stated: the count is of the whole list (four), one named is not "only one"
        ("매탄동 근처 수거함은 매탄3동 행정복지센터 옆 한 곳뿐이에요.", ["한 곳"]),
    ],
)
def test_count_of_a_filtered_subset(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


def test_a_shared_attribute_does_not_name_an_item() -> None:
    """갈마1동 shares "둘째·넷째 목요일 수거" with 둔산2동: quoting it names neither."""
    answer = (
        "형광등을 넣을 수 있는 곳은 두 곳이에요.\n- 둔산2동 행정복지센터: 둘째·넷째 목요일 수거\n"
        "- 탄방동 행정복지센터: 매주 월요일"
    )
    assert flagged(answer, ev(SITES)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("매탄3동 행정복지센터 옆은 월·수·금에 수거해요.", []),
        ("Collection은 월·수·금이고 신발도 받아요.", []),  # a copula after the run
        ("매탄3동 행정복지센터 옆은 월·목에 수거해요.", ["월·목"]),
        ("매탄주공 4단지 정문은 화·토에 수거해요.", []),
        ("매탄주공 4단지 정문은 화·목에 수거해요.", ["화·목"]),
    ],
)
def test_days_given_as_a_list_of_single_days(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(BINS)) == wrong


DAYS_TEXT = {
    "sites": [
        {"name": "용봉동 행정복지센터", "days": "매월 첫째 주 월~금", "phone": "062-410-6521"},
        {"name": "운암1동 행정복지센터", "days": "매주 수요일", "phone": "062-410-6583"},
    ]
}
SHOPS = {
    "places": [
        {"name": "부평자원", "distance_m": 870, "hours": "08:00~18:00, 일요일 휴무"},
        {"name": "대성고물상", "distance_m": 1320, "hours": "07:30~19:00, 토·일 휴무"},
    ]
}


@pytest.mark.parametrize(
    ("answer", "evidence", "wrong"),
    [
        ("용봉동 행정복지센터는 매월 첫째 주 월요일부터 금요일까지 교환해요.", DAYS_TEXT, []),
        (
            "용봉동 행정복지센터는 매월 첫째 주 월요일부터 토요일까지 교환해요.",
            DAYS_TEXT,
            ["월요일부터 토요일"],
        ),  # fmt: skip
        ("부평자원은 일요일은 쉬어요.", SHOPS, []),
        ("부평자원은 월요일은 쉬어요.", SHOPS, ["월요일"]),
    ],
)
def test_days_in_a_text(answer: str, evidence: object, wrong: list[str]) -> None:
    assert flagged(answer, ev(evidence)) == wrong
