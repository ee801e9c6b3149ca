"""Round 31 (r31i): fabrications that passed prod_holdout18/19, fixed by class.

A false cheapest over a price list whose subject is a row name spelled with its bracket as a word
(``PS 압축이 제일 싸요`` for the row ``PS(압축)``, where ``PVC`` is cheaper): the bracket word is part
of the name, not a rival subject (:mod:`guardrails.grounding.ordinal`). The answers are the shapes
of the cases and new wordings of their classes, with faithful twins.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

PLASTICS = {
    "region": "nationwide", "region_name": "전국", "category": "plastic", "category_name": "플라스틱류",
    "item_count": 6,
    "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180),
              plastic_row("PS(압축)", "압축", 100), plastic_row("PET", "압축", 350),
              plastic_row("PVC", "압축", 80), plastic_row("PP(플레이크)", "플레이크", 520)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
}  # fmt: skip


# --- a false superlative whose subject spells its row's bracket as a word -----------------------


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout18 g32h0-0069's shape
            "PP 압축은 kg당 180원이라 PE 압축(150원)보다 비싸고, PS 압축(100원)이 제일 싸요. (2025-01 전국 평균)",
            "PS 압축(100원)이 제일 싸",
        ),
        ("PS 압축이 제일 싸요.", "PS 압축이 제일 싸"),
        ("PE 압축이 가장 저렴해요.", "PE 압축이 가장 저렴"),
    ],
)
def test_false_superlative_of_a_spelled_row_name_is_flagged(answer: str, wrong: str) -> None:
    assert any(wrong in t for t in flagged(answer, ev(PLASTICS)))


@pytest.mark.parametrize(
    "answer",
    [
        "PVC가 kg당 80원으로 제일 싸요.",
        "PVC 압축이 제일 싸요.",
        "PP 플레이크가 520원으로 제일 비싸요.",
        "PP 압축은 kg당 180원이라 PE 압축(150원)보다 비싸요.",
    ],
)
def test_true_superlative_of_a_spelled_row_name_passes(answer: str) -> None:
    assert flagged(answer, ev(PLASTICS)) == []


# --- a material the user asks about, priced in a list though no output lists it ----------------

NO_HDPE = {**PLASTICS, "query": "플라스틱"}
YEONGNAM = {
    "region": "yeongnam", "region_name": "영남권", "survey_date": "2025-03", "unit": "원/kg",
    "items": [{"item_name": "신문지", "form": "압축", "price_per_kg": 105},
              {"item_name": "골판지", "form": "압축", "price_per_kg": 75},
              {"item_name": "PET", "form": "무색 압축", "price_per_kg": 590}],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        (  # prod_holdout18 g32h2-0077's shape
            "네, 전국 평균(2025년 1월)으로 HDPE는 kg당 200원, PE(압축)는 150원, PP(압축)는 180원이에요. "
            "HDPE가 PE보다 50원 더 비싸요."
        ),
        "HDPE 200원/kg, PE(압축) 150원/kg, PVC 80원/kg이에요.",
    ],
)
def test_priced_member_the_user_named_but_no_output_lists_is_flagged(answer: str) -> None:
    evidence = ev(NO_HDPE, user="플라스틱 재질별로 HDPE 값도 나와요?")
    assert "HDPE" in flagged(answer, evidence)


@pytest.mark.parametrize(
    "answer",
    [
        "HDPE는 목록에 없어요. PE(압축)는 kg당 150원, PP(압축)는 180원, PS(압축)는 100원이에요.",
        "PVC는 kg당 80원, PE(압축)는 150원, PP(압축)는 180원이에요.",
    ],
)
def test_listed_members_and_an_unpriced_asked_material_pass(answer: str) -> None:
    evidence = ev(NO_HDPE, user="플라스틱 재질별로 HDPE 값도 나와요?")
    assert flagged(answer, evidence) == []


def test_form_word_after_an_item_names_that_item() -> None:
    answer = "영남권 무색 PET 압축품은 kg당 590원이고, 신문지 105원, 골판지 75원이에요. (2025년 3월 조사)"
    assert flagged(answer, ev(YEONGNAM)) == []


# --- a nationwide price given to a region through an item word with its gloss ------------------

VINYL = {
    "region": "nationwide", "region_name": "전국", "query": "비닐", "item_count": 2,
    "items": [plastic_row("PE(압축)", "압축", 150), plastic_row("PP(압축)", "압축", 180)],
    "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded", "as_of": "2025-01",
    "note": "수도권 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다.",
}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (  # prod_holdout18 g32h0-0084's shape
            "경기도 비닐(PE 압축) 시세는 kg당 150원이에요. (경기 지역 시세, 2025-01)",
            "경기도 비닐(PE 압축) 시세",
        ),
        ("부산 폐비닐(PE) 가격은 kg당 150원 정도예요.", "부산 폐비닐(PE) 가격"),
    ],
)
def test_nationwide_price_given_to_a_region_through_a_glossed_item(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(VINYL))


@pytest.mark.parametrize(
    "answer",
    [
        "비닐(PE 압축) 시세는 kg당 150원이에요. (전국 평균, 2025-01)",
        "경기도 비닐(PE 압축) 시세는 따로 없어서 전국 평균으로 kg당 150원이에요.",
    ],
)
def test_nationwide_price_said_as_nationwide_passes(answer: str) -> None:
    assert flagged(answer, ev(VINYL)) == []


# --- a count of items said of the data, where no output has that length ------------------------

JINCHEON = {
    "district": "진천군", "full_name": "충청북도 진천군", "query": "냉장고", "item_count": 0, "items": [],
    "source": "bulk-waste-fees", "covered": True, "as_of": "2025-03-06",
    "note": "'냉장고'은(는) 충청북도 진천군의 전국대형폐기물수거수수료정보표준데이터 품목에 없습니다.",
}  # fmt: skip
CHAIRS = {
    "district": "마포구", "query": "의자", "item_count": 3, "source": "bulk-waste-fees", "covered": True,
    "items": [{"item_name": n, "spec": None, "fee": f, "fee_text": f"{f:,}원", "is_free": False}
              for n, f in (("의자", 2000), ("사무용 의자", 3000), ("안마의자", 15000))],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        (  # prod_holdout19 g33h3-0025's shape
            "1. A fridge (냉장고) is not among the items in Jincheon's (진천군) fee data, which has 41 items "
            "and is dated 2025-03-06.\n2. So I can't quote a fee."
        ),
        "Jincheon's fee list contains 12 items, and a fridge is not one of them.",
    ],
)
def test_item_count_said_of_the_data_is_flagged(answer: str) -> None:
    assert any(t.endswith("items") for t in flagged(answer, ev(JINCHEON)))


@pytest.mark.parametrize(
    "answer",
    [
        "Mapo's fee data for chairs has 3 items: 의자 2,000원, 사무용 의자 3,000원, 안마의자 15,000원.",
        "A fridge is not among the items in Jincheon's fee data.",
    ],
)
def test_item_count_the_data_holds_passes(answer: str) -> None:
    assert flagged(answer, ev(CHAIRS, JINCHEON)) == []


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("진천군 수수료 자료에는 41개 품목이 있는데 냉장고는 없어요.", "41"),
        (
            "진천군에는 대형폐기물 수수료 자료 150건이 등록되어 있으나 냉장고는 찾지 못했어요.",
            "150",
        ),
    ],
)
def test_korean_item_count_said_of_the_data_is_flagged(answer: str, wrong: str) -> None:
    assert wrong in flagged(answer, ev(JINCHEON))


def test_korean_item_count_the_data_holds_passes() -> None:
    answer = "마포구 의자 수수료 자료 3건이 있어요: 의자 2,000원, 사무용 의자 3,000원, 안마의자 15,000원."
    assert flagged(answer, ev(CHAIRS)) == []
