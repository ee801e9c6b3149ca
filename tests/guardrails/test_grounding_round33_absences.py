"""Round 33 (r33b): a district the fee data does not cover, in faithful answers of prod_dev3.

``there's no fee for a jar I can give you`` says the assistant has no fee to give — the data lacks
it — not that the jar is free (:mod:`guardrails.grounding.absences`); said where the output does
list the item's fee it is an invented absence and stays flagged.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

SOKCHO = {
    "district": "속초시", "full_name": "강원특별자치도 속초시", "query": "항아리", "item_count": 0,
    "items": [], "source": "bulk-waste-fees",
    "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": False,
    "as_of": "2025-12-09",
    "note": "전국대형폐기물수거수수료정보표준데이터에는 강원특별자치도 속초시 수수료 자료가 없어 "
            "'항아리' 수수료를 알려드릴 수 없습니다(자료가 있는 시군구 142곳). 다른 지역 수수료로 "
            "대신 안내하지 않습니다.",
}  # fmt: skip
SOKCHO_LISTED = {
    **SOKCHO, "item_count": 1, "covered": True, "note": "",
    "items": [{"item_name": "항아리", "category": "생활용품류", "fee": 3000, "fee_text": "3,000원",
               "is_free": False}],
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # g37d0-0062's shape
        "Unfortunately Sokcho-si isn't covered by the national bulky-waste fee dataset (142 "
        "districts are), so there's no fee for a jar (항아리) I can give you, and I won't "
        "substitute another city's rate. Please check with Sokcho City Hall.",
        "Sokcho isn't in the fee dataset, so I have no price for a clay jar to quote you. Please "
        "ask the city hall.",
        "속초시는 수수료 자료가 없는 지역이라 항아리는 알려드릴 수 있는 수수료가 없어요. 시청에 "
        "문의해 주세요.",
    ],
)
def test_no_fee_the_assistant_can_give_is_the_data_lacking_it(answer: str) -> None:
    assert flagged(answer, ev(SOKCHO)) == []


@pytest.mark.parametrize(
    ("answer", "span"),
    [
        ("In Sokcho there's no fee for a jar (항아리) I can give you; check with City Hall.",
         "no fee for a jar (항아리) I can give"),
        ("In Sokcho a clay jar has no fee, so just put it out.", "no fee"),
    ],
)  # fmt: skip
def test_no_fee_where_the_output_lists_one_stays_flagged(answer: str, span: str) -> None:
    assert span in flagged(answer, ev(SOKCHO_LISTED))


def test_a_bare_no_fee_of_an_uncovered_district_stays_a_free_claim() -> None:
    assert flagged("Sokcho charges no fee for a jar (항아리).", ev(SOKCHO)) == ["no fee"]
