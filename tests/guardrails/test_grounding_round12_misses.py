"""Round 12: fabrications the ninth holdout let through, read by their classes.

- free said of an item no row of the fee table lists ("전자레인지도 무료예요") — ``unlisted.py``;
- a shop said to sell the sticker, in Korean word order, where no tool output says where to buy
  ("편의점에서도 팔아요") — ``venues.py``;
- a quoted name (an app, a program) one tool output holds, said of another output's subject
  ("In Mapo-gu, use the '빼기' app" where '빼기' is 용인시's) — ``quoted.py``.

Each table holds answers that must be flagged (with the words of the flagged claim) and faithful
restatements of the same tool outputs that must pass.
"""

from __future__ import annotations

import pytest

from guardrails.grounding.quoted import quoted_names
from tests.guardrails.grounding_helpers import ev, flagged

FEES = {
    "district": "동작구",
    "sido": "서울특별시",
    "items": [
        {"item_name": "책상", "spec": "1m 이상", "free": False, "fee": 6000},
        {"item_name": "의자", "spec": "", "free": False, "fee": 3000},
        {"item_name": "선풍기", "spec": "", "free": True, "fee": 0},
    ],
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터",
    "as_of": "2025-03-04",
}


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("선풍기는 무료이고 전자레인지도 무료예요.", "전자레인지도 무료"),
        ("동작구에서 선풍기는 무료예요. 냉장고도 다 무료고요.", "냉장고도 다 무료"),
        ("A fan is free, and microwaves are also free.", "microwaves are also free"),
    ],
)
def test_free_said_of_an_item_no_row_lists_is_flagged(answer: str, claim: str) -> None:
    assert flagged(answer, ev(FEES)) == [claim]


@pytest.mark.parametrize(
    "answer",
    [
        "선풍기는 무료고, 책상은 6,000원, 의자는 3,000원이에요.",
        "선풍기도 무료예요. 책상(1m 이상)은 6,000원이에요.",
        "Fans are free; a desk of 1 m or more is 6,000 won.",
        "전자레인지는 목록에 없어서 무료인지 알 수 없어요. 선풍기는 무료예요.",
        "전자레인지도 무료인가요? 목록에는 선풍기만 무료로 나와요.",
    ],
)
def test_free_said_of_a_listed_item_or_asked_passes(answer: str) -> None:
    assert flagged(answer, ev(FEES)) == []


def test_free_of_an_unlisted_item_passes_when_no_row_says_free_or_paid() -> None:
    notes = {"district": "동작구", "tip": "소형가전은 무상 방문수거 서비스를 이용하세요"}
    assert flagged("전자레인지도 무료예요.", ev(notes)) == []


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("책상은 6,000원이에요. 스티커는 GS25 편의점에서도 팔아요.", "편의점"),
        ("의자는 3,000원이고, 필증은 편의점에서 판매해요.", "편의점"),
    ],
)
def test_a_shop_said_to_sell_the_sticker_is_flagged_where_tools_are_silent(
    answer: str, claim: str
) -> None:
    assert claim in flagged(answer, ev(FEES))


@pytest.mark.parametrize(
    "answer",
    [
        "책상은 6,000원, 의자는 3,000원이에요. 스티커 사는 곳은 구청에 문의해 보세요.",
        "편의점에서는 스티커를 팔지 않아요. 책상은 6,000원이에요.",
    ],
)
def test_selling_not_claimed_passes(answer: str) -> None:
    assert flagged(answer, ev(FEES)) == []


# two districts' how-tos, each naming its own app (the quoted-name class: ``quoted.py``)
MAPO = {
    "district": "마포구",
    "method": "마포구청 누리집 또는 '여기로' 앱에서 신고 후 납부",
    "phone": "02-3153-9114",
    "as_of": "2024-09-02",
}
YONGIN = {
    "district": "용인시",
    "methods": ["용인시 대형폐기물 인터넷 신고", "'빼기' 앱", "읍면동 행정복지센터 방문"],
    "phone": "031-324-2114",
    "as_of": "2025-01-08",
}


@pytest.mark.parametrize(
    ("answer", "claim"),
    [
        ("마포구는 '빼기' 앱으로 신고하면 돼요.", "'빼기'"),
        ("In Mapo-gu, report through the '빼기' app.", "'빼기'"),
        ("용인시는 「여기로」 앱에서 신고해요.", "「여기로」"),
    ],
)
def test_a_quoted_name_of_another_subjects_output_is_flagged(answer: str, claim: str) -> None:
    assert claim in flagged(answer, ev(MAPO, YONGIN))


@pytest.mark.parametrize(
    "answer",
    [
        "마포구는 '여기로' 앱, 용인시는 '빼기' 앱으로 신고해요.",
        "In Mapo-gu, use the '여기로' app.",
        "용인시는 '빼기' 앱이나 인터넷으로 신고할 수 있어요.",
        "'빼기' 앱은 용인시에서 써요. 마포구는 누리집에서 신고해요.",
    ],
)
def test_a_quoted_name_said_of_its_own_subject_passes(answer: str) -> None:
    assert flagged(answer, ev(MAPO, YONGIN)) == []


def test_a_quote_both_outputs_hold_or_one_output_alone_is_not_read() -> None:
    both = dict(MAPO, method="마포구청 누리집 또는 '빼기' 앱에서 신고 후 납부")
    assert quoted_names("용인시는 '빼기' 앱으로 신고해요.", ev(both, YONGIN).sources, str) == []
    assert quoted_names("마포구는 '빼기' 앱으로 신고해요.", ev(MAPO).sources, str) == []


# two sites taking different kinds of lamp (kinds of a good: ``goods.py``)
LAMPS = {
    "query": "폐형광등",
    "places": [
        {"name": "갈마1동 행정복지센터", "distance_m": 450,
         "accepted": ["직관형 형광등", "원형 형광등", "컴팩트형 형광등"]},
        {"name": "이마트 둔산점", "distance_m": 980, "accepted": ["직관형 형광등", "폐건전지"]},
    ],
    "source_label": "대전광역시 폐형광등 수거함 현황",
    "as_of": "2025-06-30",
}  # fmt: skip


def test_a_kind_of_lamp_a_site_does_not_list_is_flagged() -> None:
    assert flagged("이마트 둔산점은 원형 형광등도 받아요.", ev(LAMPS)) == ["원형 형광등"]


@pytest.mark.parametrize(
    "answer",
    [
        "이마트 둔산점은 직관형 형광등과 폐건전지를 받아요.",
        "갈마1동 행정복지센터는 원형 형광등도 받아요.",
        "이마트 둔산점은 형광등을 받아요.",
    ],
)
def test_the_kinds_a_site_lists_pass(answer: str) -> None:
    assert flagged(answer, ev(LAMPS)) == []


def test_a_quoted_query_word_is_no_name() -> None:
    shops = {"query": "제로웨이스트샵", "district": "성동구", "places": [{"name": "알맹상점"}]}
    assert flagged("마포구에는 '제로웨이스트샵' 결과가 없어요.", ev(MAPO, shops)) == []
