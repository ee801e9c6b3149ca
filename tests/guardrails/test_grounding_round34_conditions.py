"""Round 34 (r34e): invented conditions and services that passed on prod_dev4.

A named shop chain as where to buy the stickers when no output names it (:mod:`.service_ways`),
a price rule for a state or form the price data does not list (:mod:`.rule_terms`), and a
condition put on the free appliance pickup that its note does not state (:mod:`.free_service`).
Their faithful twins — advice without a fact, a condition the output states, a hedge — pass.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

BOOKCASE = {
    "district": "양천구", "full_name": "서울특별시 양천구", "query": "책장", "item_count": 1,
    "items": [{"item_name": "책꽂이(책장,공간박스) (폭50cmx높이50cm 기준)",
               "name": "책꽂이(책장,공간박스)", "spec": "폭50cmx높이50cm 기준", "category": "가구류",
               "fee": 1000, "fee_text": "1,000원", "is_free": False}],
    "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
    "as_of": "2025-08-31",
}  # fmt: skip
HOWTO_CVS = {
    "district": "양천구",
    "application_methods": ["구청 홈페이지 인터넷 신고"],
    "sticker_sales": "스티커는 관내 편의점(GS25, CU 등)과 주민센터에서 판매합니다.",
}


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g39d1-0012's shape
        ("In Yangcheon-gu a bookcase costs 1,000 won. You can pick up the disposal sticker at any "
         "GS25 in the district and stick it on before putting it out.", "GS25"),
        ("Stickers are sold at CU and 7-Eleven stores.", "CU"),
        ("책꽂이는 1,000원이에요. 스티커는 동네 GS25에서 받아서 붙이시면 돼요.", "GS25"),
        ("책꽂이 스티커는 다이소에서도 팔아요.", "다이소"),
    ],
)  # fmt: skip
def test_a_named_chain_selling_the_stickers_needs_an_output_naming_it(
    answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(BOOKCASE))


@pytest.mark.parametrize(
    "answer",
    [
        "책꽂이는 1,000원이에요. 스티커는 가까운 판매처에서 사세요.",
        "A bookcase is 1,000 won. Buy the sticker where they are sold nearby and stick it on.",
        "책꽂이는 1,000원이에요. 스티커를 어디서 파는지는 주민센터에 확인하세요.",
        "A bookcase is 1,000 won; you may be able to get the sticker at a GS25 — check first.",
    ],
)
def test_sticker_advice_without_a_seller_passes(answer: str) -> None:
    assert flagged(answer, ev(BOOKCASE)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "스티커는 GS25나 CU 같은 편의점에서 살 수 있어요.",
        "You can pick up the sticker at a GS25 or CU in the district.",
    ],
)
def test_a_chain_the_output_names_as_a_seller_passes(answer: str) -> None:
    assert flagged(answer, ev(BOOKCASE, HOWTO_CVS)) == []
