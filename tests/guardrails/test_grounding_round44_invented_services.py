"""Round 44 (r44c): an invented acceptance condition and an invented way of paying that passed.

- **What a site takes said on a condition, as a refusal of what misses it** (:mod:`.rule_frames`,
  the ``refused`` frame read by :mod:`.rule_terms`): ``라벨 안 떼면 안 받아줘요`` (prod_holdout34
  g52h0-0068, over a bare national price list) states a condition of acceptance; no reading took a
  refusal on a condition as a rule. Its nouns (라벨) must be the outputs' own, like every rule's
  terms. A refusal the output states (``라벨을 떼지 않으면 받지 않습니다``) passes.
- **An English payment word glued to a Korean particle is an act of paying** (:mod:`.pay_ways`):
  ``Payment는 신고할 때 신용카드나 계좌이체로 하시면 되고`` (prod_holdout34 g52h2-0045, over a fee
  list that names no way of paying) was never read: ``\\bpayment\\b`` finds no word boundary
  between ``t`` and ``는``. The word's end is now "no Latin letter after it". A way an output
  names (``"payment": ["신용카드", "계좌이체"]``) passes.
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import ev, fee_rows, flagged, national_prices

_PET = national_prices("plastic", "압축", [("PET", 350)], query="PET")
_PET_LABEL = _PET | {"note": "라벨을 떼지 않으면 받지 않습니다."}


def test_refusal_on_an_unstated_condition_is_flagged() -> None:
    answer = "압축 PET 기준 kg당 350원이라 30kg이면 10,500원이에요. 라벨 안 떼면 안 받아줘요."
    assert flagged(answer, ev(_PET)) == ["라벨 안 떼면 안 받아줘요."]


def test_refusal_variants_are_flagged() -> None:
    negated = "PET는 kg당 350원이에요. 라벨을 떼지 않으면 받지 않아요."
    assert flagged(negated, ev(_PET)) == ["라벨을 떼지 않으면 받지 않아요."]
    dirty = "PET는 kg당 350원이에요. 이물질이 묻으면 안 받아요."
    assert flagged(dirty, ev(_PET)) == ["이물질이 묻으면 안 받아요."]
    english = "PET is 350 won/kg. They won't take it unless the labels are removed."
    assert flagged(english, ev(_PET))


def test_refusal_the_output_states_passes() -> None:
    assert flagged("PET는 kg당 350원이에요. 라벨 안 떼면 안 받아줘요.", ev(_PET_LABEL)) == []
    assert flagged("PET는 kg당 350원이에요. 라벨을 떼지 않으면 받지 않아요.", ev(_PET_LABEL)) == []
    advice = "PET는 kg당 350원이에요. 라벨은 떼고 내세요."
    assert flagged(advice, ev(_PET)) == []


_TABLE = {
    "district": "양천구", "full_name": "서울특별시 양천구", "query": "식탁", "item_count": 1,
    "items": fee_rows("식탁(목재) (아일랜드 식탁)", 5000), "source": "bulk-waste-fees",
    "covered": True, "as_of": "2025-06-16",
}  # fmt: skip


def test_payment_word_glued_to_a_particle_is_read() -> None:
    answer = (
        "양천구에서 island table은 5,000원이에요. Payment는 신고할 때 신용카드나 계좌이체로 "
        "하시면 되고, 배출 장소는 내 집 앞이에요."
    )
    assert flagged(answer, ev(_TABLE)) == ["카드", "계좌", "이체"]
    cash = "수수료 payment는 현금으로 하시면 돼요."
    assert flagged(cash, ev(_TABLE)) == ["현금"]
    paid = "Fee는 5,000원이고 paid는 카카오페이로 돼요."
    assert flagged(paid, ev(_TABLE)) == ["카카오페이"]


def test_payment_way_the_output_names_passes() -> None:
    paid = _TABLE | {"payment": ["신용카드", "계좌이체"]}
    answer = "Payment는 신고할 때 신용카드나 계좌이체로 하시면 돼요."
    assert flagged(answer, ev(paid)) == []
    # an English word that only starts like one is no act of paying
    assert flagged("Payload는 카드 모양이에요.", ev(_TABLE)) == []
