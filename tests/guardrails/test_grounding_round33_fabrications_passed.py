"""Round 33 (r33g): fabrications that passed prod_holdout21, fixed by class.

* A comparison with a word of degree or stance between its sides and its comparative ("HDPE is
  *actually* cheaper than PE (compressed)", "PE보다 *오히려* 싸요") is read as without it
  (:mod:`guardrails.grounding.degree_words`, :mod:`.orders`, :mod:`.contradicted`).
* A total that adds a price per kilogram to the amounts worked out from it ("kg당 200원이라 10kg이면
  2,000원 … 800원. 총 3,000원" is not 200 + 2,000 + 800) is no sum (:mod:`.derived`).
* A weekday or the weekend said next to a word of availability (available, 이용, 가능,
  operating) is a weekday claim (:mod:`.statements`): "the free appliance pickup, available on
  weekends too" over outputs that give the service no days is flagged.
* A way of paying (cash, card, transfer, mobile pay) said over outputs with no payment value is
  supported only when some output names that way at all (:mod:`.pay_ways`): "수수료는
  읍·면사무소에서 현금으로만 내실 수 있어요" over a bare fee list is flagged.
* A requirement attached to a free service ("…까지 같이 내놓아야 무료로 가져가요") whose things no
  output names is flagged (:mod:`.free_requirements`).
* A denial that a material is bought ("청녹색 유리는 아예 안 사 줘") where a row prices it is
  flagged (:mod:`.denied_buying`).

The answers are the shapes of the cases and new wordings of their classes, with faithful twins.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, glass_prices, plastic_row

PLASTICS = {
    "region": "nationwide", "region_name": "전국", "category": "plastic", "category_name": "플라스틱류",
    "item_count": 5,
    "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
              plastic_row("PS(압축)", "압축", 100), plastic_row("HDPE", "압축", 200),
              plastic_row("LDPE", "압축", 130)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


# --- a comparison with a word of degree or stance before its comparative ------------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout21 g36h0-0024's shape
            "National averages per kg: PE (compressed) 150 won, HDPE 200 won and LDPE 130 won. "
            "HDPE is actually cheaper than PE (compressed).",
            "HDPE is actually cheaper than PE (compressed)",
        ),
        ("HDPE is even cheaper than PE (compressed).", "HDPE is even cheaper than PE"),
        ("LDPE is in fact pricier than HDPE.", "LDPE is in fact pricier than HDPE"),
        ("HDPE는 PE 압축보다 오히려 싸요.", "PE 압축보다 오히려 싸"),
        ("LDPE는 PS보다도 꽤 저렴해요.", "PS보다도 꽤 저렴"),
        ("PE 압축보다 HDPE가 실제로는 더 싸요.", "HDPE가 실제로는 더 싸"),
    ],
)
def test_false_comparison_with_a_degree_word_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(PLASTICS)))


@pytest.mark.parametrize(
    "answer",
    [
        "HDPE is actually pricier than PE (compressed).",
        "PE (compressed) is even cheaper than HDPE.",
        "HDPE는 PE 압축보다 오히려 비싸요.",
        "PS는 LDPE보다도 꽤 저렴해요.",
        "HDPE보다 PE 압축이 실제로는 더 싸요.",
    ],
)
def test_true_comparison_with_a_degree_word_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


# --- a total that adds a price per kilogram to the amounts worked out from it -------------------

EPS_GLASS = [
    {"region": "nationwide", "region_name": "전국", "query": "EPS", "item_count": 1,
     "items": [plastic_row("EPS", "압축(스티로폼)", 200)], "survey_date": "2025-01",
     "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01"},
    {"region": "nationwide", "region_name": "전국", "category": "glass", "item_count": 2,
     "items": [{"item_name": "백색 유리", "category": "glass", "form": "파유리(컬릿)",
                "price_per_kg": 45, "price_text": "45원/kg"},
               {"item_name": "갈색 유리", "category": "glass", "form": "파유리(컬릿)",
                "price_per_kg": 40, "price_text": "40원/kg"}],
     "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
     "as_of": "2025-01"},
]  # fmt: skip
_WORKING = (
    "스티로폼은 kg당 200원이라 10kg이면 2,000원, 갈색 유리는 kg당 40원이라 20kg이면 800원이에요. "
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_WORKING + "합치면 총 3,000원 정도 받으실 수 있어요.", "3,000원"),  # g36h2-0072's shape
        (_WORKING + "총 3,000원이에요.", "3,000원"),
        (
            "EPS is 200 won/kg, so 10 kg comes to 2,000 won; brown glass is 40 won/kg, so 20 kg "
            "is 800 won. That's 3,000 won in total.",
            "3,000 won",
        ),
    ],
)
def test_total_adding_a_rate_to_its_products_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(*EPS_GLASS)))


@pytest.mark.parametrize(
    "answer",
    [
        _WORKING + "합치면 총 2,800원 정도 받으실 수 있어요.",
        _WORKING + "총 2,800원이에요.",
        "EPS is 200 won/kg, so 10 kg comes to 2,000 won; brown glass is 40 won/kg, so 20 kg "
        "is 800 won. That's 2,800 won in total.",
    ],
)
def test_true_total_of_products_passes(answer: str) -> None:
    assert flagged(answer, ev(*EPS_GLASS)) == []


# --- a day of availability said of a service no output gives days for --------------------------

FEES = {
    "district": "보령시", "full_name": "충청남도 보령시", "query": "텔레비전", "item_count": 2,
    "items": [{"item_name": "텔레비전", "name": "텔레비전", "spec": None, "category": "가전제품류",
               "fee": 3000, "fee_text": "3,000원", "is_free": False},
              {"item_name": "텔레비전", "name": "텔레비전", "spec": None, "category": "가전제품류",
               "fee": 5000, "fee_text": "5,000원", "is_free": False}],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-07-14",
    "appliance_note": "대형 가전(냉장고·세탁기·에어컨·TV 등)은 폐가전제품 무상방문수거 서비스(1599-0903, "
                      "www.15990903.or.kr)로 무료 배출할 수 있습니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout21 g36h1-0002's shape
            "- TV (bulk-waste fee) — 3,000 won or 5,000 won\n- Free alternative — the free home "
            "pickup service for large appliances, 1599-0903 (www.15990903.or.kr), available on "
            "weekends too",
            "weekends",
        ),
        ("The free appliance pickup (1599-0903) is available on Sundays as well.", "Sundays"),
        ("폐가전 무상방문수거(1599-0903)는 주말에도 이용 가능해요.", "주말"),
    ],
)
def test_day_of_a_service_no_output_dates_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(FEES)))


@pytest.mark.parametrize(
    "answer",
    [
        "The free appliance pickup (1599-0903) is available for large appliances such as TVs.",
        "폐가전 무상방문수거(1599-0903)로 TV를 무료로 배출할 수 있어요. 주말 운영은 자료에 없으니 "
        "전화로 확인해 보세요.",
    ],
)
def test_service_without_days_passes(answer: str) -> None:
    assert flagged(answer, ev(FEES)) == []


# --- a way of paying said over outputs that give none -------------------------------------------

COMPUTERS = {
    **FEES, "district": "장성군", "full_name": "전라남도 장성군", "query": "컴퓨터",
    "items": [{"item_name": "컴퓨터", "name": "컴퓨터", "spec": None, "category": "가전제품류",
               "fee": 3000, "fee_text": "3,000원", "is_free": False}],
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout21 g36h0-0003's shape
            "장성군 컴퓨터 대형폐기물 수수료는 3,000원이고, 수수료는 읍·면사무소에서 현금으로만 내실 수 "
            "있어요.",
            "현금",
        ),
        ("The 3,000 won fee can only be paid in cash.", "cash"),
        ("수수료 3,000원은 카드로 결제하시면 돼요.", "카드"),
    ],
)
def test_payment_way_over_outputs_with_none_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(COMPUTERS)))


@pytest.mark.parametrize(
    "answer",
    [
        "장성군 컴퓨터 수수료는 3,000원이에요. 결제 방법은 자료에 없으니 읍·면사무소에 확인해 보세요.",
        "The fee is 3,000 won; check with the district office whether you can pay by card.",
    ],
)
def test_payment_without_a_way_passes(answer: str) -> None:
    assert flagged(answer, ev(COMPUTERS)) == []


# --- a requirement attached to a free service ---------------------------------------------------

_FREE_NOTE = "대형 가전은 폐가전제품 무상방문수거 서비스(1599-0903)로 무료 배출할 수 있어요. "


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout21 g36h2-0045's shape
            _FREE_NOTE + "다만 TV는 리모컨까지 같이 내놓아야 무료로 가져가요.",
            "리모컨까지 같이 내놓아야 무료",
        ),
        (  # read by service_conditions (round 34) before free_requirements: its span is the frame's
            _FREE_NOTE + "TV는 받침대를 떼어 놔야만 무상으로 수거해요.",
            "받침대를 떼어 놔야만",
        ),
        ("텔레비전은 박스에 포장해야 무료로 가져가요.", "박스에 포장해야 무료"),
    ],
)
def test_requirement_of_a_free_service_no_output_names_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(FEES)))


@pytest.mark.parametrize(
    "answer",
    [
        _FREE_NOTE + "TV는 무상방문수거 서비스로 미리 신청해야 무료로 가져가요.",
        "TV는 1599-0903으로 예약해야 무료예요.",
        _FREE_NOTE + "리모컨도 같이 내놓아야 무료인지는 1599-0903에 확인해 보세요.",
    ],
)
def test_requirement_in_the_outputs_words_passes(answer: str) -> None:
    assert flagged(answer, ev(FEES)) == []


# --- a denial that a priced material is bought --------------------------------------------------

GLASS = glass_prices(category="glass", category_name="유리류")


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout21 g36h0-0100's shape
            "유리는 백색 45원, 갈색 40원인데 청녹색 유리는 아예 안 사 줘.",
            "청녹색 유리는 아예 안 사",
        ),
        ("청녹색은 고물상에서 사 주지 않아요.", "청녹색은 고물상에서 사 주지 않"),
        ("백색 45원이고 갈색 유리는 전혀 안 받아요.", "갈색 유리는 전혀 안 받아"),
    ],
)
def test_denial_of_buying_a_priced_material_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(GLASS)))


@pytest.mark.parametrize(
    "answer",
    [
        "유리는 백색 45원, 갈색 40원, 청녹색 35원이에요.",
        "청녹색 유리는 35원이라 값이 제일 낮아요. 깨진 유리는 안 사 주는지 고물상에 물어보세요.",
        "Some dealers may not buy green glass, so call ahead; the survey price is 35 won/kg.",
    ],
)
def test_priced_material_without_a_denial_passes(answer: str) -> None:
    assert flagged(answer, ev(GLASS)) == []
