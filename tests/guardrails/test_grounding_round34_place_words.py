"""Round 34 (r34h): office words and table columns on prod_holdout22.

* ``정확한 요일은 구청에 문의하시면 안내받으실 수 있어요`` sends the user to a generic office to ask:
  receiving guidance is not an act done there (:mod:`guardrails.grounding.channels`); an act of
  applying at an office the how-to does not name stays flagged.
* A value in a Markdown table whose header names one district per column is said of its
  column's district, not of the header's last one (:mod:`guardrails.grounding.table_columns`,
  read by :mod:`guardrails.grounding.bound`); the value under the wrong column stays flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

_SRC = {
    "source": "waste-rules",
    "source_label": "공공데이터포털 행정안전부 생활쓰레기배출정보",
}
BUKGU = {
    "district": "광주 북구", "full_name": "광주광역시 북구", **_SRC, "as_of": "2024-01-01",
    "application_methods": ["수거업체에 접수하면 업체에서 수거"], "places": ["집 앞"],
    "department": "청소행정과", "phone": "062-410-6508",
    "phone_note": "문의: 광주광역시 북구 청소행정과 062-410-6508",
}  # fmt: skip
ONGJIN = {
    "district": "옹진군", "full_name": "인천광역시 옹진군", **_SRC, "as_of": "2020-12-14",
    "application_methods": ["면사무소에 접수후 공사장 생활폐기물 집하장 배출",
                            "폐기물 처리업체와 계약하여 반출처리"],
    "places": ["연평면 공사장생활폐기물 집하장", "백령면 공사장생활폐기물 집하장", "발생장소"],
    "department": "연평면사무소", "phone": "032-899-3492",
    "phone_note": "문의: 인천광역시 옹진군 연평면사무소 032-899-3492",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g38h3-0023's shape
        "수거 요일 정보는 찾지 못했어요. 정확한 요일은 구청에 문의하시면 안내받으실 수 있어요. "
        "원하시면 신청 방법부터 정리해 드릴까요?",
        "요일 자료는 없어요. 시청에 물어보시면 답변을 받으실 수 있어요.",
        "I couldn't find a pickup day. The district office can tell you the exact day if you ask.",
    ],
)
def test_asking_an_office_is_no_channel(answer: str) -> None:
    assert flagged(answer, ev(BUKGU)) == []


def test_applying_at_an_unnamed_office_stays_flagged() -> None:
    answer = "구청에 방문해서 신청하시면 돼요."
    assert flagged(answer, ev(BUKGU)) == ["구청"]


_TABLE = (
    "| | {a} | {b} |\n|---|---|---|\n"
    "| How | apply at the 면 office → construction-waste yard, or contract a waste company "
    "| book a collection company; they pick up |\n"
    "| Contact | {ca} | {cb} |\n"
)


@pytest.mark.parametrize(
    ("a", "b", "ca", "cb"),
    [
        # g38h3-0084's shape
        ("Ongjin-gun", "Gwangju Buk-gu", "연평면사무소 032-899-3492", "청소행정과 062-410-6508"),
        ("옹진군", "광주 북구", "연평면사무소 032-899-3492", "청소행정과 062-410-6508"),
        ("Gwangju Buk-gu", "Ongjin-gun", "청소행정과 062-410-6508", "연평면사무소 032-899-3492"),
    ],
)
def test_a_cell_is_its_columns_districts(a: str, b: str, ca: str, cb: str) -> None:
    answer = _TABLE.format(a=a, b=b, ca=ca, cb=cb)
    assert flagged(answer, ev(ONGJIN, BUKGU)) == []


def test_a_phone_under_the_other_column_stays_flagged() -> None:
    answer = _TABLE.format(
        a="Ongjin-gun",
        b="Gwangju Buk-gu",
        ca="청소행정과 062-410-6508",
        cb="연평면사무소 032-899-3492",
    )
    assert "062-410-6508" in flagged(answer, ev(ONGJIN, BUKGU))


# a bin search whose district has no data: the note's coverage count is of districts
HONGCHEON_BINS = {
    "address_keyword": "홍천군", "item_type": "fluorescent_lamp", "place_name": "홍천군",
    "place_precision": "district", "kind_name": "폐형광등", "districts_with_data": 8,
    "source": "lamp-battery-bins",
    "source_label": "공공데이터포털 전국폐형광등및폐건전지수거함표준데이터",
    "guidance": [{"item_type": "fluorescent_lamp", "name": "폐형광등",
                  "how": "깨지지 않게 그대로 수거함에 넣습니다.",
                  "where": ["아파트 단지 내 형광등 수거함", "행정복지센터(주민센터) 수거함"]}],
    "district_has_data": False, "points": [], "found": 0, "as_of": None,
    "citation": "출처: 공공데이터포털 전국폐형광등및폐건전지수거함표준데이터, 데이터기준일자 2025-12-24",
    "note": "강원특별자치도 홍천군의 폐형광등 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다. "
            "강원특별자치도에서는 동해시에 자료가 있습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g38h3-0072's shape
        (
            "홍천군 폐형광등 수거함: 8곳 등록 (전국폐형광등및폐건전지수거함표준데이터)\n"
            "깨지지 않게 그대로 넣으면 됨.",
            "8곳 등록",
        ),
        (
            "홍천군에는 폐형광등 수거함이 8곳 등록되어 있어요(전국폐형광등및폐건전지수거함표준데이터 기준).",
            "8곳 등록되어 있어요",
        ),
        ("Hongcheon fluorescent lamp bins: 8 listed (national lamp & battery bin standard data).",
         "8 listed"),
    ],
)  # fmt: skip
def test_a_coverage_count_in_a_titled_sentence_is_no_bin_count(answer: str, span: str) -> None:
    assert flagged(answer, ev(HONGCHEON_BINS)) == [span]


@pytest.mark.parametrize(
    "answer",
    [
        "홍천군은 폐형광등 수거함 자료가 없어요. 전국폐형광등및폐건전지수거함표준데이터에 자료가 있는 "
        "시군구는 8곳이에요.",
        "홍천군 자료는 없어요. 전국폐형광등및폐건전지수거함표준데이터는 전국 8곳만 자료가 있어요.",
        "The national lamp and battery bin dataset has no data for Hongcheon-gun; only 8 districts "
        "nationwide are covered.",
    ],
)
def test_the_coverage_count_said_as_such_passes(answer: str) -> None:
    assert flagged(answer, ev(HONGCHEON_BINS)) == []


def _fees(district: str, full: str, query: str, names_fees: list[tuple[str, int]], **extra: object):  # type: ignore[no-untyped-def]
    items = [
        {"item_name": n, "name": n, "spec": None, "category": "가구류", "fee": f,
         "fee_text": f"{f:,}원", "is_free": False}
        for n, f in names_fees
    ]  # fmt: skip
    return {
        "district": district, "full_name": full, "query": query, "item_count": len(items),
        "items": items, "source": "bulk-waste-fees", "covered": True, "as_of": "2023-10-05",
        **extra,
    }  # fmt: skip


_NOTE = (
    "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
    "www.15990903.or.kr)로 무료 배출할 수 있습니다."
)
MATTRESS = _fees(
    "홍천군",
    "강원특별자치도 홍천군",
    "매트리스",
    [("침대 매트리스", 4000), ("침대 매트리스", 10000)],
)
WASHER = _fees(
    "금산군",
    "충청남도 금산군",
    "세탁기",
    [("세탁기", 3000), ("세탁기", 6000)],
    appliance_note=_NOTE,
)
FRIDGE = _fees("홍천군", "강원특별자치도 홍천군", "냉장고", [("냉장고", 5000), ("냉장고", 8000)])


@pytest.mark.parametrize(
    "answer",
    [
        # g38h3-0058's shape
        "Hongcheon mattress: 4,000–10,000 KRW. Geumsan washer: 3,000–6,000 KRW. Both can go free "
        "via the appliance pickup service 1599-0903.",
        "홍천 매트리스는 4,000~10,000원, 금산 세탁기는 3,000~6,000원이에요. 둘 다 무상방문수거"
        "(1599-0903)로 무료 배출할 수 있어요.",
    ],
)
def test_both_gathers_a_thing_the_free_note_does_not_name(answer: str) -> None:
    # round 53: the free word said of both items is each item's too (all_named) — 무료 is the washer's,
    # not the mattress's
    assert flagged(answer, ev(MATTRESS, WASHER)) in (["Both"], ["무료", "둘 다"])


@pytest.mark.parametrize(
    ("answer", "outputs"),
    [
        ("Hongcheon mattress: 4,000–10,000 KRW. Geumsan washer: 3,000–6,000 KRW. The washer can "
         "go free via the appliance pickup service 1599-0903.", (MATTRESS, WASHER)),
        ("Hongcheon fridge: 5,000–8,000 KRW. Geumsan washer: 3,000–6,000 KRW. Both can go free "
         "via the appliance pickup service 1599-0903.", (FRIDGE, WASHER)),
    ],
)  # fmt: skip
def test_the_free_note_said_of_what_it_names_passes(
    answer: str, outputs: tuple[object, ...]
) -> None:
    assert flagged(answer, ev(*outputs)) == []


DESK = _fees(
    "홍천군", "강원특별자치도 홍천군", "책상", [("책상(유리별도)", 5000), ("책상(유리별도)", 7000)]
)
DRESSER = _fees(
    "홍천군", "강원특별자치도 홍천군", "화장대", [("화장대(거울 포함, 의자 별도)", 6000)]
)


@pytest.mark.parametrize(
    ("answer", "outputs", "span"),
    [
        # g38h2-0039's shape
        ("Desk disposal in Hongcheon-gun\n1. Desks are listed at 5,000 won or 7,000 won.\n2. The "
         "fee includes the glass top, so you don't need a separate sticker for it.\n(as of "
         "October 5, 2023)", DESK,
         "The fee includes the glass top, so you don't need a separate sticker for it"),
        ("A desk is 5,000 or 7,000 won, glass top included.", DESK,
         "A desk is 5,000 or 7,000 won, glass top included"),
        ("A dresser is 6,000 won including the mirror and the chair.", DRESSER,
         "A dresser is 6,000 won including the mirror and the chair"),
    ],
)  # fmt: skip
def test_an_english_inclusion_against_the_label(answer: str, outputs: object, span: str) -> None:
    assert flagged(answer, ev(outputs)) == [span]


@pytest.mark.parametrize(
    ("answer", "outputs"),
    [
        ("A desk is 5,000 or 7,000 won; the glass top is charged separately.", DESK),
        ("A desk is 5,000 or 7,000 won. The glass top isn't included, so it needs its own "
         "sticker.", DESK),
        ("A dresser is 6,000 won including the mirror; the chair is extra.", DRESSER),
        # g12ha-0076's shape: paying apart is a way of counting, not a label's 별도
        ("In Suseong-gu a single bed put out as a set (frame with mattress) is 10,000 won. Paying "
         "separately would be 6,000 for the mattress plus 5,000 for the frame.",
         _fees("수성구", "대구광역시 수성구", "침대", [("침대(매트리스 포함)", 10000), ("매트리스", 6000), ("침대 프레임", 5000)])),
    ],
)  # fmt: skip
def test_an_english_inclusion_as_the_label_says_passes(answer: str, outputs: object) -> None:
    assert flagged(answer, ev(outputs)) == []
