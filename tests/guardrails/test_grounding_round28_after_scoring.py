"""Round 28 (after scoring): two readings found on prod_holdout14/15 and holdout6 after the scoring.

- The copula's conditional after a quantity is no 면 (``5kg이면 200 × 5 = 1,000원`` read ``이면 200``
  as a township's lot address; prod_holdout13, prod_holdout14 and prod_holdout15 each had one).
  Fixing it uncovered holdout6 g6hc-0036, until then caught only by that misreading
  (``독거노인이면``): a thing the labels charge apart said to be free.
- A thing the labels only ever charge apart (``배출 수수료는 별도``) said to be free
  (``배출 수수료까지 전부 무료``) contradicts them (:mod:`guardrails.grounding.inclusions`).

The answers here are new wordings of the classes, not the corpus cases.
"""

from __future__ import annotations

import pytest

from tests.guardrails.grounding_helpers import ev, flagged

PAPER = {"region": "nationwide", "region_name": "전국", "query": "신문지", "item_count": 1,
         "items": [{"item_name": "신문지", "category": "paper", "form": "압축", "price_per_kg": 120,
                    "price_text": "120원/kg"}],
         "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
         "as_of": "2025-01"}  # fmt: skip
WAIVER = {"district": "전주시 완산구", "program": "취약계층 대형폐기물 무료 운반 서비스",
          "eligibility": ["65세 이상 독거노인", "장애인 가구"], "fee_waiver": "운반 무료(배출 수수료는 별도)",
          "apply": "동 주민센터 신청", "phone": "063-281-2473", "as_of": "2025-01-15"}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "신문지는 kg당 120원이에요. 30kg이면 120 × 30 = 3,600원 정도예요.",
        "신문지(압축) kg당 120원, 10kg이면 1,200원이에요.",
        "압축 신문지는 120원/kg이라 스무 묶음이면 무게를 달아 보셔야 해요.",
    ],
)
def test_a_quantity_conditional_is_no_township(answer: str) -> None:
    assert flagged(answer, ev(PAPER, user="신문지 30kg 팔면 얼마?")) == []


def test_a_real_township_in_이면_the_outputs_lack_is_still_flagged() -> None:
    # 남이면 and 산이면 are in the gazetteer, so they stay townships
    answer = "신문지는 kg당 120원이고, 가까운 고물상은 남이면 123-4에 있어요."
    assert "남이면" in " ".join(flagged(answer, ev(PAPER)))


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (
            "이 서비스를 이용하면 운반은 물론 배출 수수료까지 전부 무료예요.",
            ["수수료까지 전부 무료"],
        ),
        ("운반도 수수료도 무료라서 돈이 하나도 안 들어요.", ["수수료도 무료"]),
    ],
)
def test_a_fee_charged_apart_said_to_be_free_is_flagged(answer: str, wrong: list[str]) -> None:
    assert flagged(answer, ev(WAIVER)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "운반은 무료지만 배출 수수료는 별도로 내셔야 해요.",
        "운반만 무료예요. 수수료는 무료가 아니에요.",
        "65세 이상 독거노인이면 동 주민센터에 신청하세요(063-281-2473). 운반은 무료예요.",
    ],
)
def test_the_waiver_said_as_written_passes(answer: str) -> None:
    assert flagged(answer, ev(WAIVER)) == []


def _tables(rows: list[tuple[str, int]]) -> dict[str, object]:
    return {"district": "순천시", "full_name": "전라남도 순천시", "query": "식탁", "item_count": len(rows),
            "items": [{"item_name": n, "name": n, "spec": None, "category": "가구류", "fee": f,
                       "fee_text": f"{f:,}원", "is_free": False} for n, f in rows],
            "as_of": "2025-11-19"}  # fmt: skip


TABLES = _tables([("식탁(대리석탁)", 7000), ("식탁(대리석탁)", 12000),
                  ("식탁(일반식탁)", 5200), ("식탁(일반식탁)", 6500)])  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        "대리석 식탁은 7,000원 또는 12,000원, 일반 식탁은 5,200원 또는 6,500원이에요. 낮은 금액끼리 "
        "비교하면 1,800원, 높은 금액끼리는 5,500원 차이가 나요.",
        "대리석 식탁 7,000원/12,000원, 일반 식탁 5,200원/6,500원. 비싼 쪽끼리는 5,500원 차이예요.",
    ],
)
def test_a_difference_of_like_rows_passes(answer: str) -> None:
    assert flagged(answer, ev(TABLES)) == []


def test_a_difference_of_like_rows_that_is_not_one_is_flagged() -> None:
    answer = (
        "대리석 식탁은 7,000원 또는 12,000원, 일반 식탁은 5,200원 또는 6,500원이에요. 높은 "
        "금액끼리는 6,800원 차이가 나요."
    )
    assert flagged(answer, ev(TABLES)) == ["6,800원"]


CANS = {"region": "nationwide", "region_name": "전국", "query": "캔", "item_count": 2,
        "items": [{"item_name": "철캔", "category": "metal", "form": "압축", "price_per_kg": 180,
                   "price_text": "180원/kg"},
                  {"item_name": "알루미늄캔", "category": "metal", "form": "압축", "price_per_kg": 1200,
                   "price_text": "1,200원/kg"}],
        "survey_date": "2025-01", "unit": "원/kg", "as_of": "2025-01",
        "note": "경남 권역 시세는 내장 데이터에 없어 전국 평균을 안내합니다."}  # fmt: skip


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("- 알루미늄캔: 1,200원/kg\n- 철캔: 180원/kg\n- 기준: 부산·경남 권역 시세, 2025년 1월",
         ["부산·경남 권역 시세"]),
        ("철캔은 kg당 180원, 알루미늄캔은 1,200원이에요. 이건 경남 지역 시세 기준이에요.",
         ["경남 지역 시세 기준"]),
        ("Steel cans fetch 180 won/kg and aluminium cans 1,200 won/kg. These are Busan regional "
         "prices from the January 2025 survey.", ["Busan regional prices"]),
    ],
)  # fmt: skip
def test_a_basis_line_giving_nationwide_prices_a_region_is_flagged(
    answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, ev(CANS)) == wrong


@pytest.mark.parametrize(
    "answer",
    [
        "- 알루미늄캔: 1,200원/kg\n- 철캔: 180원/kg\n- 기준: 전국 평균 시세, 2025년 1월",
        "철캔은 kg당 180원, 알루미늄캔은 1,200원이에요. 경남 권역 시세는 없어서 전국 평균 기준이에요.",
        "Steel cans fetch 180 won/kg. These are national averages; no Busan regional prices exist.",
    ],
)
def test_a_basis_line_naming_the_nationwide_scope_passes(answer: str) -> None:
    assert flagged(answer, ev(CANS)) == []
