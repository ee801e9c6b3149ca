"""Round 35 (r35e): faithful how-to and date readings that were flagged, on prod_dev5.

* A fee an output says is paid into an account (``수거업체 전화접수 및 수수료 입금 후 배출``) names
  a way of paying, the transfer class: ``pay the fee by bank transfer`` restates it
  (:data:`guardrails.grounding.pay_ways.DEPOSIT`, read by :mod:`.pay_ways`, :mod:`.venues` and
  :mod:`.service_classes`); a card, cash or mobile pay the output never names stays invented.
* A phone after a clause closed by a Korean connective ending (``업체를 통해 수거하며 문의처는
  031-…``) is the enquiry line's, not the contractor's of the clause before (:mod:`.holders`); a
  department's phone given to the contractor itself (``업체(031-…)``, ``업체 연락처는 031-…``)
  stays flagged.
* A price output's note that a form costs more by a cost (``가공 비용만큼 더 비쌉니다``) states
  what the price includes: an English ``so the processing cost is included`` may be it translated
  (:mod:`.rule_terms`); over outputs with no such note it stays the writer's own rule.
* A dataset date given after districts written out in full (``대구광역시 동구``, ``대구 동구``:
  two words, two cues) is the date of a district the answer uses (:mod:`.source_lines`); another
  district's date in its place, or in the other order, stays misattributed. A bracket on its own
  line (``(데이터기준일자 … / …)``) is one source line, not two.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged, plastic_row

_RULES = "공공데이터포털 행정안전부 생활쓰레기배출정보"
_FEES = "공공데이터포털 전국대형폐기물수거수수료정보표준데이터"
DONGGU_RULES = {
    "district": "대구 동구", "full_name": "대구광역시 동구", "source": "waste-rules",
    "source_label": _RULES, "as_of": "2024-07-29",
    "citation": f"출처: {_RULES}, 데이터기준일자 2024-07-29",
    "application_methods": ["수거업체 전화접수 및 수수료 입금 후 배출"],
    "places": ["집 대문 앞 및 건물 앞"], "department": "청소자원과", "phone": "053-662-2715",
}  # fmt: skip


def _fees(district: str, full: str, as_of: str, rows: list[tuple[str, int]]) -> dict[str, object]:
    items = [{"item_name": n, "name": n, "spec": None, "category": "기타", "fee": f,
              "fee_text": f"{f:,}원", "is_free": False} for n, f in rows]  # fmt: skip
    return {"district": district, "full_name": full, "query": rows[0][0], "item_count": len(rows),
            "items": items, "source": "bulk-waste-fees", "source_label": _FEES, "covered": True,
            "as_of": as_of, "citation": f"출처: {_FEES}, 데이터기준일자 {as_of}"}  # fmt: skip


ICHEON = {
    "district": "이천시", "full_name": "경기도 이천시", "source": "waste-rules",
    "source_label": _RULES, "as_of": "2025-10-22",
    "application_methods": ["대형폐기물 스티커 발부 후 배출 또는 시청(자원순환과)에 문의하여 업체를 통하여 수거"],
    "places": ["시청(자원순환과)에 문의 후 배출"], "department": "자원순환과",
    "phone": "031-644-2593", "phone_note": "문의: 경기도 이천시 자원순환과 031-644-2593",
}  # fmt: skip
PET_PRICES = {
    "region": "nationwide", "region_name": "전국", "query": "PET", "item_count": 2,
    "items": [plastic_row("PET", "압축", 350), plastic_row("PET(플레이크)", "플레이크", 650)],
    "survey_date": "2025-01", "unit": "원/kg",
    "form_note": "압축품은 모아서 압축한 상태, 플레이크는 세척·분쇄한 재생 원료라 가공 비용만큼 더 "
                 "비쌉니다.",
    "source": "keco-survey-embedded", "as_of": "2025-01",
    "source_label": "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)",
}  # fmt: skip
SAMCHEOK = _fees("삼척시", "강원특별자치도 삼척시", "2025-07-28", [("유모차", 2000)])
DONGGU_FEES = _fees("대구 동구", "대구광역시 동구", "2025-11-13", [("거울·액자", 1000)])


@pytest.mark.parametrize(
    "answer",
    [
        # g41d1-0016's shape
        "Dong-gu, Daegu:\n- How — call the collection company, pay the fee by bank transfer, "
        "then put it out\n- Where — in front of your gate or building\n- Contact — Cleaning & "
        "Resources Division (청소자원과), 053-662-2715",
        "Phone the hauler, pay the fee via bank transfer, and put it out in front of the building.",
        "수거업체에 전화로 접수하고 수수료를 계좌이체로 낸 뒤 집 앞에 내놓으세요.",
    ],
)
def test_a_fee_paid_into_an_account_is_paid_by_transfer(answer: str) -> None:
    assert flagged(answer, ev(DONGGU_RULES)) == []


@pytest.mark.parametrize(
    ("answer", "way"),
    [
        (
            "Call the collection company, pay the fee by credit card, then put it out.",
            "credit card",
        ),
        ("수거업체에 전화하고 수수료를 카드로 결제한 뒤 내놓으세요.", "카드"),
        ("Call the collection company and pay the fee in cash at pickup.", "cash"),
        ("수수료는 카카오페이로 결제하시면 돼요.", "카카오페이"),
    ],
)
def test_a_way_of_paying_the_deposit_is_not_stays_invented(answer: str, way: str) -> None:
    assert way in flagged(answer, ev(DONGGU_RULES))


def test_a_transfer_over_a_how_to_with_no_deposit_stays_invented() -> None:
    no_pay = {**DONGGU_RULES, "application_methods": ["수거업체 전화접수 후 배출"]}
    assert "bank transfer" in flagged("Call the company and pay by bank transfer.", ev(no_pay))


@pytest.mark.parametrize(
    "answer",
    [
        # g41d3-0021's shape
        "1. 강원특별자치도 삼척시 유모차: 2,000원 (데이터기준일자 2025-07-28)\n"
        "2. 대구광역시 동구 거울·액자: 1,000원\n   (데이터기준일자 2025-11-13)",
        "대구광역시 동구 거울·액자는 1,000원, 강원특별자치도 삼척시 유모차는 2,000원이에요.\n"
        "출처: 전국대형폐기물수거수수료정보표준데이터 / 데이터기준일자 2025-11-13, 2025-07-28",
        "대구 동구 거울·액자는 1,000원, 삼척시 유모차는 2,000원이에요.\n"
        "출처: 전국대형폐기물수거수수료정보표준데이터 / 데이터기준일자 2025-11-13, 2025-07-28",
        "- 대구광역시 동구 거울·액자: 1,000원\n- 강원특별자치도 삼척시 유모차: 2,000원\n"
        "(데이터기준일자 2025-11-13 / 2025-07-28)",
    ],
)
def test_a_district_written_in_full_uses_its_date(answer: str) -> None:
    assert flagged(answer, ev(SAMCHEOK, DONGGU_FEES)) == []


@pytest.mark.parametrize(
    ("answer", "date"),
    [
        ("대구광역시 동구 거울·액자는 1,000원이에요.\n(데이터기준일자 2025-07-28)", "2025-07-28"),
        ("대구 동구 거울·액자는 1,000원, 삼척시 유모차는 2,000원이에요.\n"
         "출처: 전국대형폐기물수거수수료정보표준데이터 / 데이터기준일자 2025-07-28, 2025-11-13",
         "2025-07-28"),
        ("- 대구광역시 동구 거울·액자: 1,000원\n- 강원특별자치도 삼척시 유모차: 2,000원\n"
         "(데이터기준일자 2025-07-28 / 2025-11-13)", "2025-11-13"),
    ],
)  # fmt: skip
def test_another_districts_date_stays_misattributed(answer: str, date: str) -> None:
    assert date in flagged(answer, ev(SAMCHEOK, DONGGU_FEES))


@pytest.mark.parametrize(
    "answer",
    [
        # g41d0-0029's shape
        "이천시는 대형폐기물 스티커를 발부받아 배출하거나, 시청 자원순환과에 문의해 업체를 통해 "
        "수거하며 문의처는 031-644-2593입니다.",
        "이천시는 자원순환과에 문의하면 수거업체가 가져가며 전화번호는 031-644-2593이에요.",
        "In Icheon, ask the city hall's Resource Circulation Division to send a contractor; the "
        "number to call is 031-644-2593.",
    ],
)
def test_a_phone_after_a_connective_is_not_the_contractors(answer: str) -> None:
    assert flagged(answer, ev(ICHEON)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "이천시는 시청 자원순환과에 문의해 업체를 통해 수거하며 업체 연락처는 031-644-2593입니다.",
        "이천시는 시청 자원순환과에 문의해 업체(031-644-2593)를 통해 수거합니다.",
        "In Icheon the contractor's number is 031-644-2593.",
    ],
)
def test_the_departments_phone_given_to_the_contractor_stays_flagged(answer: str) -> None:
    assert "031-644-2593" in "".join(flagged(answer, ev(ICHEON)))


@pytest.mark.parametrize(
    "answer",
    [
        # g41d3-0007's shape
        "1. PET, compressed: 350 KRW/kg\n2. PET flake: 650 KRW/kg\nThe flake grade is 300 KRW/kg "
        "higher because it is washed and shredded recycled raw material, so the processing cost "
        "is included.",
        "PET flake is 650 won/kg; the washing and shredding cost is included in that price.",
        "PET 플레이크는 650원/kg으로, 세척·분쇄한 원료라 가공 비용이 포함돼 있어요.",
    ],
)
def test_a_cost_a_price_is_higher_by_is_included(answer: str) -> None:
    assert flagged(answer, ev(PET_PRICES)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "PET flake is 650 won/kg, so the processing cost is included.",
        "PET flake is 650 won/kg; the washing and shredding cost is included in that price.",
    ],
)
def test_an_included_cost_no_note_states_stays_invented(answer: str) -> None:
    bare = {k: v for k, v in PET_PRICES.items() if k != "form_note"}
    assert any("cost is included" in f for f in flagged(answer, ev(bare)))


def test_an_included_cost_in_korean_the_note_does_not_name_stays_invented() -> None:
    assert "배송비가 포함" in flagged(
        "PET 플레이크는 650원/kg인데 배송비가 포함돼 있어요.", ev(PET_PRICES)
    )
