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


CANS = {
    "region": "nationwide", "region_name": "전국", "query": "캔", "item_count": 2,
    "items": [{"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
               "price_text": "180원/kg"},
              {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
               "price_text": "1,200원/kg"}],
    "survey_date": "2025-01", "unit": "원/kg",
    "form_note": "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 "
                 "비쌉니다.",
    "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip
CANS_PLAIN = {k: v for k, v in CANS.items() if k != "form_note"}
LEAD = "전국 평균으로 알루미늄캔은 kg당 1,200원, 철캔은 kg당 180원이에요(압축 기준). "


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g39d0-0054's shape
        (LEAD + "찌그러뜨리지 않은 캔은 가격이 절반 정도로 계산돼요.",
         "찌그러뜨리지 않은 캔은 가격이 절반 정도로 계산돼요."),
        (LEAD + "찌그러뜨리지 않은 캔은 덜 쳐줘요.", "찌그러뜨리지 않은 캔은 덜 쳐줘요."),
        (LEAD + "압축하지 않은 캔은 가격이 절반 정도예요.", "압축하지 않은 캔은 가격이 절반 정도예요."),
        (LEAD + "오염된 캔은 값이 떨어져요.", "오염된 캔은 값이 떨어져요."),
    ],
)  # fmt: skip
def test_a_price_for_a_state_the_data_does_not_list_is_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(CANS))


def test_an_english_state_said_to_fetch_half_is_flagged_over_data_with_no_such_note() -> None:
    answer = "Aluminium cans are 1,200 won/kg. Uncrushed cans are only worth about half."
    assert "Uncrushed cans are only worth about half." in flagged(answer, ev(CANS_PLAIN))


@pytest.mark.parametrize(
    "answer",
    [
        LEAD + "보통 깨끗한 게 더 잘 받아요.",
        LEAD + "찌그러뜨리지 않은 캔은 값이 떨어질 수 있어요.",
        LEAD + "세척·분쇄한 플레이크는 가공 비용만큼 더 비싸게 쳐 줘요.",
        LEAD + "고물상마다 다르니 전화로 확인해 보세요.",
        "Compressed material fetches less than washed flakes, which cost more to process.",
    ],
)
def test_hedges_and_the_outputs_own_form_note_pass(answer: str) -> None:
    assert flagged(answer, ev(CANS)) == []


TREADMILL = {
    "district": "양천구", "full_name": "서울특별시 양천구", "query": "러닝머신", "item_count": 2,
    "items": [{"item_name": "런닝머신(*무상수거 불가한 경우에만 해당) (대형)",
               "name": "런닝머신(*무상수거 불가한 경우에만 해당)", "spec": "대형",
               "category": "가전제품류", "fee": 15000, "fee_text": "15,000원", "is_free": False},
              {"item_name": "런닝머신(*무상수거 불가한 경우에만 해당) (소형(접이식))",
               "name": "런닝머신(*무상수거 불가한 경우에만 해당)", "spec": "소형(접이식)",
               "category": "가전제품류", "fee": 10000, "fee_text": "10,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-08-31",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스"
                      "(1599-0903, www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        # g39d2-0093's shape
        ("Possibly. Large appliances can go free through the 폐가전제품 무상방문수거 service "
         "(1599-0903, www.15990903.or.kr), but they'll only take a treadmill if you're also getting "
         "rid of a fridge or washing machine. Otherwise Yangcheon-gu charges 15,000 won.",
         "only take a treadmill if you're also getting rid of a fridge or washing machine"),
        ("The free pickup (1599-0903) only takes a treadmill if it's booked together with a fridge.",
         "only takes a treadmill if it's booked together with a fridge"),
        ("무상방문수거는 냉장고나 세탁기를 같이 버릴 때만 러닝머신도 가져가요.",
         "무상방문수거는 냉장고나 세탁기를 같이 버릴 때만"),
        ("The free pickup (1599-0903) won't take a treadmill unless you also hand over a fridge.",
         "won't take a treadmill unless you also hand over a fridge"),
        # a condition word no output carries (the phone's digits are no count)
        ("무상방문수거(1599-0903)는 엘리베이터가 있는 집일 때만 가져가요.",
         "무상방문수거(1599-0903)는 엘리베이터가 있는 집일 때만"),
    ],
)  # fmt: skip
def test_a_service_tied_to_other_things_no_output_ties_it_to_is_flagged(
    answer: str, span: str
) -> None:
    assert span in flagged(answer, ev(TREADMILL))


@pytest.mark.parametrize(
    "answer",
    [
        # the row's own term, in the answer's words
        "러닝머신은 무상수거가 불가한 경우에만 15,000원(대형)을 내요.",
        "Yangcheon-gu charges 15,000 won for a large treadmill only if it can't go through the "
        "free pickup.",
        "무상방문수거(1599-0903)는 냉장고·세탁기 같은 대형 가전일 때만 무료예요.",
        # hedged, or advice to check
        "The free pickup (1599-0903) may only take a treadmill if you also have a fridge — check "
        "with them first.",
        "무상방문수거(1599-0903)에서 러닝머신도 가져가는지는 전화로 확인해 보세요.",
    ],
)
def test_the_services_own_terms_and_hedges_pass(answer: str) -> None:
    assert flagged(answer, ev(TREADMILL)) == []
