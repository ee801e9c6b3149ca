"""Round 34 (r34d): a fee for a size no row gives, worked out from a row's basis size
(:mod:`guardrails.grounding.scaled_sizes`; g39d2-0059 on prod_dev4)."""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SHELF = {
    "district": "양천구", "full_name": "서울특별시 양천구", "query": "책장", "item_count": 1,
    "items": [{"item_name": "책꽂이(책장,공간박스) (폭50cm×높이50cm 기준)",
               "name": "책꽂이(책장,공간박스)", "spec": "폭50cm×높이50cm 기준", "category": "가구류",
               "fee": 1000, "fee_text": "1,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-31",
}  # fmt: skip
VANITY = {
    "district": "구로구", "full_name": "서울특별시 구로구", "query": "화장대", "item_count": 1,
    "items": [{"item_name": "화장대", "name": "화장대", "spec": None, "category": "가구류",
               "fee": 2000, "fee_text": "2,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2024-12-17",
}  # fmt: skip
ASKED = "양천구 bookshelf 높이 1m짜리(100 cm)면 얼마예요? 구로 화장대도요."


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g39d2-0059's shape
        ("양천구 책꽂이(책장·공간박스)는 폭50cm×높이50cm 기준 1,000원이라, 높이 1m짜리는 "
         "2,000원으로 계산됩니다. 구로구 화장대는 2,000원이라 합계 4,000원입니다.",
         "1m짜리는 2,000원"),
        ("In Yangcheon-gu a bookshelf is 1,000 won for the 50cm × 50cm size, so a 100 cm tall one "
         "comes to 2,000 won.", "100 cm tall one comes to 2,000 won"),
    ],
)  # fmt: skip
def test_a_size_priced_off_the_basis_row_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(SHELF, VANITY, user=ASKED))


@pytest.mark.parametrize(
    "answer",
    [
        "양천구 책꽂이(책장·공간박스)는 폭50cm×높이50cm 기준 1,000원이에요. 높이 1m짜리 요금은 "
        "자료에 따로 없어서 구청에 확인해 보세요. 구로구 화장대는 2,000원이라 합계 3,000원입니다.",
        "양천구 책꽂이는 폭50cm×높이50cm 기준 1,000원이고, 구로구 화장대는 2,000원이에요.",
        "A Yangcheon-gu bookshelf is 1,000 won at the 50cm x 50cm basis; for a 1 m one, please "
        "check with the district.",
    ],
)
def test_the_rows_own_size_and_fee_pass(answer: str) -> None:
    assert flagged(answer, ev(SHELF, VANITY, user=ASKED)) == []


STEPPED = {
    "district": "양천구", "query": "책장", "item_count": 2,
    "items": [{"item_name": "책장 (높이 1m 이하)", "name": "책장", "spec": "높이 1m 이하",
               "fee": 3000, "fee_text": "3,000원", "is_free": False},
              {"item_name": "책장 (높이 1m 초과)", "name": "책장", "spec": "높이 1m 초과",
               "fee": 5000, "fee_text": "5,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True,
}  # fmt: skip


def test_a_size_a_rows_spec_writes_is_not_read_here() -> None:
    answer = "양천구 책장은 높이 1m 이하 3,000원이고, 딱 1m짜리도 3,000원이에요."
    assert flagged(answer, ev(STEPPED)) == []


def test_a_row_priced_per_unit_of_size_scales_by_its_own_rule() -> None:
    wardrobe = {
        "district": "마포구", "query": "가구", "source": "data.go.kr",
        "items": [{"item_name": "장롱", "spec": "폭 1m당", "free": False, "fee": 8000}],
    }  # fmt: skip
    answer = "장롱은 폭 1m당 8천원이라 2m짜리면 1만 6천원 정도 나와요."
    assert flagged(answer, ev(wardrobe, user="2미터짜리 장롱 버리려고요")) == []
